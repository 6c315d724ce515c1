// HDU 3595 GG and MM on the command line: --moves lists the winning moves (one Euclid move in every unfinished game
// at once), --explain says why (C++17, never judged). O(n) a listed move after O(n log max pile) for the step counts.
// Tested in-process against moves_by_rules, which tries every combination of legal moves on the whole-game search.
#ifndef EVERY_SG_MOVES_HPP
#define EVERY_SG_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace every_sg {

// Consecutive options of one game, in --moves order, that leave games of one step count: the moved pile left with
// `first`, `first` + `stride`, ... (`count` of them).
struct OptionRun {
    bool moves_p;  // the pile the options change: p (else q)
    long long first, count, stride;
    unsigned steps;
};

// One game of the case and its options: from larger = k * smaller + r the options leave the larger pile r, r +
// smaller, ..., larger - smaller. By solver.hpp's analysis these are three runs: (r, smaller) of step count b (0 if
// r = 0), (smaller, r + smaller), and every (smaller, r + j * smaller) with j >= 2, which all have the same count.
// Equal piles can empty either, two options; a finished game stays as it is (one "option", step count 0).
struct GameOptions {
    long long p, q;
    unsigned steps;  // the game's own step count
    OptionRun runs[3];
    int run_count;

    GameOptions(long long p_, long long q_) : p(p_), q(q_), steps(euclid_steps(p_, q_)), run_count(0) {
        if (p == 0 || q == 0) {
            runs[run_count++] = {true, p, 1, 0, 0};
            return;
        }
        if (p == q) {
            runs[run_count++] = {true, 0, 1, 0, 0};   // 0,q
            runs[run_count++] = {false, 0, 1, 0, 0};  // p,0
            return;
        }
        const bool moves_p = p > q;
        const long long larger = std::max(p, q), smaller = std::min(p, q), times = larger / smaller,
                        rest = larger % smaller;
        runs[run_count++] = {moves_p, rest, 1, 0, rest == 0 ? 0u : euclid_steps(rest, smaller)};
        if (times >= 2) runs[run_count++] = {moves_p, rest + smaller, 1, 0, euclid_steps(smaller, rest + smaller)};
        if (times >= 3)
            runs[run_count++] = {moves_p, rest + 2 * smaller, times - 2, smaller,
                                 euclid_steps(smaller, rest + 2 * smaller)};
    }

    bool finished() const { return p == 0 || q == 0; }
    std::pair<long long, long long> after(int run, long long index) const {
        const OptionRun& o = runs[run];
        const long long left = o.first + index * o.stride;
        return o.moves_p ? std::make_pair(left, q) : std::make_pair(p, left);
    }
};

// The case's games and its winning moves. A move leaves the games of step counts s_1, ..., s_n (its options' own
// counts); by the Every-SG theorem (solver.hpp) the position after it is lost for GG exactly when the largest of them
// is even (0 when every game is finished). So the winning moves are the combinations of options whose largest step
// count is even: not "each game played well", since a game below the longest may do anything that stays below it.
//
// They are listed in lexicographic order by a walk that never enters a dead branch: with P the largest count chosen
// in games before i, the games from i on can complete a winning move iff P is even and each of them has an option of
// at most P, or one of them has an option of an even count V > P while every one has an option of at most V. Both
// need only the suffix's largest smallest-option count and its largest even option count, computed once.
class WinningCombinations {
public:
    void clear() { games_.clear(); }
    void add_game(long long p, long long q) { games_.emplace_back(p, q); }

    const std::vector<GameOptions>& games() const { return games_; }

    // The first `wanted` winning moves in order, each the games after it (as pairs). With many games a move is long
    // (10^6 games make 4 MB): past `most_characters` in all the list stops early, and `cut` says so.
    std::vector<std::string> first_moves(std::size_t wanted, std::size_t most_characters, bool& cut) {
        std::vector<std::string> moves;
        std::size_t characters = 0;
        cut = false;
        prepare();
        bool any_unfinished = false;
        for (const GameOptions& g : games_) any_unfinished = any_unfinished || !g.finished();
        if (!any_unfinished || !completes(0, 0)) return moves;  // no move at all, or a lost position
        text_.clear();
        offset_.assign(games_.size() + 1, 0);
        complete_from(0);
        for (;;) {
            moves.push_back(text_);
            characters += text_.size() + 1;
            if (moves.size() >= wanted || !advance()) break;
            if (characters + text_.size() > most_characters) {
                cut = true;
                break;
            }
        }
        return moves;
    }

    // The games after the first winning move (of a won position), as pairs.
    std::vector<std::pair<long long, long long>> first_move_games() {
        std::vector<std::pair<long long, long long>> after;
        prepare();
        text_.clear();
        offset_.assign(games_.size() + 1, 0);
        complete_from(0);
        for (std::size_t i = 0; i < games_.size(); ++i) after.push_back(games_[i].after(run_[i], index_[i]));
        return after;
    }

    // The largest step count of the chosen options after first_move_games.
    unsigned longest_after() const { return largest_[games_.size()]; }

private:
    // Suffix summaries: the largest smallest-option count, and the largest even option count if it is at least that
    // (else none, -1): a largest count V is reachable from i on iff some game has an option of V and V is at least
    // that smallest-option bound (the other games take their smallest options).
    void prepare() {
        const std::size_t n = games_.size();
        lowest_from_.assign(n + 1, 0);
        even_from_.assign(n + 1, -1);
        int highest_even = -1;  // the largest even option count from i on
        for (std::size_t i = n; i-- > 0;) {
            const GameOptions& g = games_[i];
            unsigned lowest = g.runs[0].steps;
            for (int r = 0; r < g.run_count; ++r) {
                lowest = std::min(lowest, g.runs[r].steps);
                if (g.runs[r].steps % 2 == 0) highest_even = std::max(highest_even, static_cast<int>(g.runs[r].steps));
            }
            lowest_from_[i] = std::max(lowest_from_[i + 1], lowest);
            even_from_[i] = highest_even >= static_cast<int>(lowest_from_[i]) ? highest_even : -1;
        }
        run_.assign(n, 0);
        index_.assign(n, 0);
        largest_.assign(n + 1, 0);
    }

    // Can the games from i on complete a winning move, the largest count before them being `largest`?
    bool completes(std::size_t i, unsigned largest) const {
        if (i == games_.size()) return largest % 2 == 0;
        return (largest % 2 == 0 && lowest_from_[i] <= largest) || even_from_[i] > static_cast<int>(largest);
    }

    bool fits(std::size_t i, int run) const {
        return completes(i + 1, std::max(largest_[i], games_[i].runs[run].steps));
    }

    void choose(std::size_t i, int run, long long index) {
        run_[i] = run;
        index_[i] = index;
        largest_[i + 1] = std::max(largest_[i], games_[i].runs[run].steps);
        text_.resize(offset_[i]);
        const std::pair<long long, long long> left = games_[i].after(run, index);
        if (i > 0) text_ += "/";
        text_ += gamesuite::pair_left(left.first, left.second);
        offset_[i + 1] = text_.size();
    }

    // The first option of each game from i on that keeps a winning completion (one exists when this is called).
    void complete_from(std::size_t i) {
        for (; i < games_.size(); ++i) {
            int run = 0;
            while (!fits(i, run)) ++run;
            choose(i, run, 0);
        }
    }

    // The next winning move in order: the last game that has a later option still completing, then the first
    // completion after it. False after the last.
    bool advance() {
        for (std::size_t i = games_.size(); i-- > 0;) {
            const GameOptions& g = games_[i];
            if (index_[i] + 1 < g.runs[run_[i]].count) {  // same run, same count: it still completes
                choose(i, run_[i], index_[i] + 1);
                complete_from(i + 1);
                return true;
            }
            for (int run = run_[i] + 1; run < g.run_count; ++run) {
                if (!fits(i, run)) continue;
                choose(i, run, 0);
                complete_from(i + 1);
                return true;
            }
        }
        return false;
    }

    std::vector<GameOptions> games_;
    std::vector<unsigned> lowest_from_;
    std::vector<int> even_from_;
    std::vector<int> run_;
    std::vector<long long> index_;
    std::vector<unsigned> largest_;  // largest_[i]: the largest count chosen in games before i
    std::vector<std::size_t> offset_;  // offset_[i]: where game i starts in text_
    std::string text_;
};

// "1, 2, 3" or, past 8 values, the first and last four around "... (n games)".
template <class Value, class Show>
std::string listed(const std::vector<Value>& values, Show show) {
    const std::size_t shown = 8;
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values.size() > shown && i == shown / 2) {
            text += ", ... (" + std::to_string(values.size()) + " games)";
            i = values.size() - shown / 2;
        }
        text += (text.empty() ? "" : ", ") + show(values[i]);
    }
    return text;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "X,Y/X,Y/..., every game as the move leaves it, in input order, each X,Y (its piles p and q; a finished game "
        "as it was); in lexicographic order of the games, each by X then Y (a line stops sooner, with ' ...', once its "
        "moves pass 64 MiB)";
    static constexpr bool long_lists = true;

    // The parser hands the games one by one: the case is the games, each (p, q), in input order.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Games {
            void clear() { games.clear(); }
            void add_game(long long p, long long q) { games.push_back({p, q}); }
            bool first_player_wins() { return per_case(games); }
            PerCase& per_case;
            std::vector<std::pair<long long, long long>> games;
        } position{per_case, {}};
        answer_cases(in, limits, out, position);
    }
    // MM moves first.
    static constexpr gamesuite::AnswerWords answer_words = {"MM", "GG"};

    gamesuite::MoveList moves(const std::vector<std::pair<long long, long long>>& games) {
        bool cut = false;
        std::vector<std::string> moves =
            combinations_of(games).first_moves(gamesuite::max_listed_moves + 1, most_characters, cut);
        return gamesuite::MoveList(std::move(moves), cut);
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<std::pair<long long, long long>>& games) {
        WinningCombinations& combinations = combinations_of(games);
        unsigned longest = 0;
        std::vector<unsigned> counts;
        for (const GameOptions& g : combinations.games()) {
            counts.push_back(g.steps);
            longest = std::max(longest, g.steps);
        }
        const auto number = [](unsigned s) { return std::to_string(s); };
        if (longest == 0) {
            lines.explain_loss("every game is finished: MM cannot move");
            return;
        }
        const std::string why = "each game lasts its step count (its winner drags it out, its loser ends it soon): " +
                                listed(counts, number) + "; the longest, " + std::to_string(longest) + ", is " +
                                (longest % 2 ? "odd: MM moves last in it" : "even: GG moves last in it");
        if (longest % 2 == 0) {
            lines.explain_loss(why + ": a game of even count is lost for its mover, its one move leaves a count one "
                                     "less, and no option outlasts its game, so every move leaves GG a longest game "
                                     "of " + gamesuite::counted(longest - 1, "step") + ", odd");
            return;
        }
        const std::vector<std::pair<long long, long long>> after = combinations.first_move_games();
        const unsigned left = combinations.longest_after();
        std::string move;
        std::vector<std::string> changes;
        for (std::size_t i = 0; i < after.size(); ++i) {
            move += (i ? "/" : "") + gamesuite::pair_left(after[i].first, after[i].second);
            const GameOptions& g = combinations.games()[i];
            if (!g.finished())
                changes.push_back("game " + std::to_string(i + 1) + " " + gamesuite::pair_left(g.p, g.q) + " -> " +
                                  gamesuite::pair_left(after[i].first, after[i].second));
        }
        const auto same = [](const std::string& s) { return s; };
        lines.explain_win(why, move, "one move in every unfinished game: " + listed(changes, same),
                          left == 0 ? "every game is finished: GG cannot move"
                                    : "the longest game left lasts " + gamesuite::counted(left, "step") +
                                          ", even: GG moves first in it, so MM moves last");
    }

    // By the rules: every combination of one legal move in each unfinished game (a finished game stays), kept when
    // the reference's search of whole positions finds the games after it lost for GG; in lexicographic order of the
    // games.
    gamesuite::MoveList moves_by_rules(const std::vector<std::pair<long long, long long>>& games) {
        typedef std::pair<long long, long long> Pair;
        std::vector<std::vector<Pair>> options(games.size());
        bool any_move = false;
        for (std::size_t i = 0; i < games.size(); ++i) {
            const long long p = games[i].first, q = games[i].second;
            if (p == 0 || q == 0) {
                options[i].push_back({p, q});
                continue;
            }
            any_move = true;
            if (p >= q)
                for (long long left = p - q; left >= 0; left -= q) options[i].push_back({left, q});
            if (q >= p)
                for (long long left = q - p; left >= 0; left -= p) options[i].push_back({p, left});
            std::sort(options[i].begin(), options[i].end());
        }
        std::vector<std::vector<Pair>> winning;
        std::vector<Pair> chosen;
        if (any_move) combine(options, chosen, winning);
        std::sort(winning.begin(), winning.end());
        std::vector<std::string> moves;
        for (const std::vector<Pair>& after : winning) {
            std::string text;
            for (const Pair& g : after) text += (text.empty() ? "" : "/") + gamesuite::pair_left(g.first, g.second);
            moves.push_back(text);
        }
        return moves;
    }

private:
    // At most this many characters of moves a line (64 MiB): 1000 moves of 10^6 games would be 4 GB.
    static constexpr std::size_t most_characters = std::size_t(1) << 26;

    WinningCombinations& combinations_of(const std::vector<std::pair<long long, long long>>& games) {
        combinations_.clear();
        for (const auto& [p, q] : games) combinations_.add_game(p, q);
        return combinations_;
    }

    // Every choice of one option a game, each kept when the reference's search finds the games after it lost.
    static void combine(const std::vector<std::vector<std::pair<long long, long long>>>& options,
                        std::vector<std::pair<long long, long long>>& chosen,
                        std::vector<std::vector<std::pair<long long, long long>>>& winning) {
        static WholeGameSearch search;  // one search for every input the process reads: the rules never change
        if (chosen.size() == options.size()) {
            std::vector<Game> after;
            for (const auto& g : chosen) after.push_back(game_of(g.first, g.second));
            if (!search.wins(after)) winning.push_back(chosen);
            return;
        }
        for (const auto& option : options[chosen.size()]) {
            chosen.push_back(option);
            combine(options, chosen, winning);
            chosen.pop_back();
        }
    }

    WinningCombinations combinations_;
};

}  // namespace every_sg

#endif

// AtCoder ABC278 G, the judge's side (C++17, never in a submission): the test format, Grundy values of one run for
// any L..R (O(N^2) once), the judge's strategies and the referee that checks every line of the program by the rules.
// O(N log N) per judge move. Used by generalized-subtraction-interactor (interactor.cpp) and, without pipes, by
// tests.cpp, which holds the values to the reference's search and every verdict to a game built for it.
#ifndef GENERALIZED_SUBTRACTION_INTERACTOR_HPP
#define GENERALIZED_SUBTRACTION_INTERACTOR_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "cli/interactor_main.hpp"
#include "problem.hpp"

namespace generalized_subtraction {

// How the judge replies where it is lost (where it wins it always plays a winning move):
//   longest      L cards off one end of a run, which never costs more than the one move it makes (the game lasts
//                as long as it can), run and end chosen by the seed;
//   random       a legal move drawn uniformly by the seed;
//   anti-mirror  a move whose reflection (N + 2 - a - b, b) is not there after it, e.g. across the centre or
//                beside the first removal, so that a player who only mirrors is caught; else random.
enum Strategy { longest, random_move, anti_mirror };

// The strategies' names in test files, in Strategy's order.
inline const std::vector<std::string>& strategy_names() {
    static const std::vector<std::string> names = {"longest", "random", "anti-mirror"};
    return names;
}

inline const char* strategy_name(Strategy strategy) { return strategy_names()[strategy].c_str(); }

// A test: `N L R` on line 1, `<strategy> <seed>` on line 2 (statement.md).
struct Test {
    int n, l, r;
    Strategy strategy;
    std::uint64_t seed;
};

// Parses a test file's text; false with `error` saying what is wrong.
inline bool parse_test(const std::string& text, const Limits& limits, Test& test, std::string& error) {
    std::istringstream in(text);
    long long n = 0, l = 0, r = 0;
    std::string name;
    unsigned long long seed = 0;
    std::string rest;
    if (!(in >> n >> l >> r >> name >> seed) || (in >> rest)) {
        error = "expected `N L R` and `<strategy> <seed>`";
        return false;
    }
    if (n < limits.min_cards || n > limits.max_cards || l < 1 || l > r || r > n) {
        error = "expected 1 <= L <= R <= N <= " + std::to_string(limits.max_cards);
        return false;
    }
    int strategy = 0;
    if (!gamesuite::strategy_named(name, strategy_names(), strategy, error)) return false;
    test.strategy = static_cast<Strategy>(strategy);
    test.n = static_cast<int>(n);
    test.l = static_cast<int>(l);
    test.r = static_cast<int>(r);
    test.seed = seed;
    return true;
}

// g[m] for a run of m cards, any L <= y <= R: mex over s = a + b in [m - R, m - L] of the set S(s) of
// g[a] xor g[b]. Each S(s) is built once (O(s)) and counted in while s is in the window, so all of it is O(N^2)
// (Nyaan's bound for the judge of ABC278 G); the values stay below the power of two above N (held to the
// reference's search in tests.cpp).
class RunValues {
public:
    RunValues(int n, int l, int r) : l_(l), r_(r), g_(static_cast<std::size_t>(n) + 1, 0) {
        std::size_t bound = 1;
        while (bound <= static_cast<std::size_t>(n)) bound <<= 1;
        std::vector<int> count(2 * bound + 2, 0), stamp(2 * bound + 2, -1);
        std::vector<std::vector<int> > sums(static_cast<std::size_t>(n) + 1);
        for (int m = 0; m <= n; ++m) {
            const int in = m - l, out = m - r - 1;  // S(in) enters the window, S(out) leaves it
            if (in >= 0) {
                std::vector<int>& set = sums[static_cast<std::size_t>(in)];
                for (int a = 0; a <= in - a; ++a) {
                    const int v = value(a) ^ value(in - a);
                    if (stamp[static_cast<std::size_t>(v)] != in) {
                        stamp[static_cast<std::size_t>(v)] = in;
                        set.push_back(v);
                    }
                }
                for (int v : set) ++count[static_cast<std::size_t>(v)];
            }
            if (out >= 0)
                for (int v : sums[static_cast<std::size_t>(out)]) --count[static_cast<std::size_t>(v)];
            int mex = 0;
            while (count[static_cast<std::size_t>(mex)] > 0) ++mex;
            g_[static_cast<std::size_t>(m)] = mex;
        }
        where_.resize(2 * bound + 2);
        for (int m = 0; m <= n; ++m) where_[static_cast<std::size_t>(value(m))].push_back(m);
    }

    int value(int m) const { return g_[static_cast<std::size_t>(m)]; }

    // A move in a run of m cards to a pair of runs worth `target`: a cards left on the left, y removed.
    bool find_option(int m, int target, int& a, int& y) const {
        for (a = 0; a + l_ <= m; ++a) {
            const std::size_t want = static_cast<std::size_t>(target ^ value(a));
            if (want >= where_.size()) continue;
            const int low = std::max(0, m - r_ - a), high = m - l_ - a;  // b, the cards left on the right
            const std::vector<int>& at = where_[want];
            const std::vector<int>::const_iterator b = std::lower_bound(at.begin(), at.end(), low);
            if (b != at.end() && *b <= high) {
                y = m - a - *b;
                return true;
            }
        }
        return false;
    }

private:
    int l_, r_;
    std::vector<int> g_;
    std::vector<std::vector<int> > where_;  // where_[v]: the lengths worth v, increasing
};

// The judge's player: a winning move where the position is won, else its strategy's move; y == 0 for none.
class JudgeSide {
public:
    explicit JudgeSide(const Test& test) : test_(test), values_(test.n, test.l, test.r), random_(test.seed) {}

    int value(const Cards& cards) {
        cards.runs(runs_);
        int sum = 0;
        for (const Move& run : runs_) sum ^= values_.value(run.y);
        return sum;
    }

    Move choose(const Cards& cards) {
        const int sum = value(cards);  // fills runs_
        std::vector<Move> playable;
        for (const Move& run : runs_)
            if (run.y >= test_.l) playable.push_back(run);
        if (playable.empty()) return make_move(0, 0);
        if (sum != 0)
            for (const Move& run : playable) {
                const int target = sum ^ values_.value(run.y);
                int a = 0, y = 0;
                if (target < values_.value(run.y) && values_.find_option(run.y, target, a, y))
                    return make_move(run.x + a, y);
            }
        if (test_.strategy == longest) {
            const Move& run = playable[static_cast<std::size_t>(random_.between(0, static_cast<long long>(playable.size()) - 1))];
            return make_move(random_.chance(50) ? run.x : run.x + run.y - test_.l, test_.l);
        }
        if (test_.strategy == anti_mirror) {
            const Move caught = unmirrorable(cards);
            if (caught.y != 0) return caught;
        }
        return uniform(playable);
    }

private:
    // Every legal move equally likely: count them by run (a run of m has m - y + 1 places for each y), draw one.
    Move uniform(const std::vector<Move>& playable) {
        long long total = 0;
        for (const Move& run : playable) total += moves_in(run.y);
        long long k = random_.between(0, total - 1);
        for (const Move& run : playable) {
            if (k >= moves_in(run.y)) {
                k -= moves_in(run.y);
                continue;
            }
            for (int y = test_.l; y <= std::min(test_.r, run.y); ++y) {
                if (k < run.y - y + 1) return make_move(run.x + static_cast<int>(k), y);
                k -= run.y - y + 1;
            }
        }
        return make_move(playable[0].x, test_.l);  // not reached: k < total
    }

    long long moves_in(int m) const {
        long long count = 0;
        for (int y = test_.l; y <= std::min(test_.r, m); ++y) count += m - y + 1;
        return count;
    }

    // A move of L, R or a random length whose reflection is not on the table after it, from a random place on.
    Move unmirrorable(const Cards& cards) {
        const int lengths[3] = {test_.l, test_.r, static_cast<int>(random_.between(test_.l, test_.r))};
        const int start = static_cast<int>(random_.between(1, test_.n));
        for (int y : lengths)
            for (int step = 0; step < test_.n; ++step) {
                const int x = (start - 1 + step) % test_.n + 1;
                if (!cards.run_present(x, y)) continue;
                const int mx = test_.n + 2 - x - y;
                const bool overlaps = mx < x + y && x < mx + y;
                if (overlaps || !cards.run_present(mx, y)) return make_move(x, y);
            }
        return make_move(0, 0);
    }

    Test test_;
    RunValues values_;
    gamesuite::SeededRandom random_;
    std::vector<Move> runs_;
};

// Verdicts, as the interactor's exit status.
using gamesuite::accepted;
using gamesuite::presentation_error;
using gamesuite::Verdict;
using gamesuite::verdict_name;
using gamesuite::wrong_answer;

// The referee: hears the program's lines one at a time and answers with the judge's, checking each by the rules.
class Referee {
public:
    explicit Referee(const Test& test)
        : test_(test), judge_(test), cards_(test.n), chosen_(false), over_(false), verdict_(accepted), moves_(0) {}

    std::string opening() const {
        return std::to_string(test_.n) + " " + std::to_string(test_.l) + " " + std::to_string(test_.r);
    }

    bool over() const { return over_; }
    int verdict() const { return verdict_; }
    const std::string& reason() const { return reason_; }
    int moves() const { return moves_; }

    // One line of the program, its line break removed; returns the judge's lines in reply (none after `First`).
    std::vector<std::string> hear(const std::string& line) {
        std::vector<std::string> replies;
        if (over_) {
            after_end(line);
            return replies;
        }
        std::vector<std::string> words = split(line);
        if (!chosen_) {
            if (words.size() != 1 || (words[0] != "First" && words[0] != "Second")) {
                finish(replies, presentation_error, "expected First or Second, found '" + shown(line) + "'");
                return replies;
            }
            chosen_ = true;
            if (words[0] == "Second") judge_moves(replies);
            return replies;
        }
        const int ply = moves_ + 1;
        const std::string where = "move " + std::to_string(ply) + ": ";
        long long x = 0, y = 0;
        if (words.size() != 2 || !integer(words[0], x) || !integer(words[1], y)) {
            finish(replies, presentation_error, where + "expected `x y` (two integers), found '" + shown(line) + "'");
            return replies;
        }
        if (x == 0 && y == 0) {
            const Move any = some_move();
            if (any.y != 0)
                finish(replies, wrong_answer, where + "the program wrote 0 0 while it had a move (" +
                                                  std::to_string(any.x) + " " + std::to_string(any.y) + ")");
            else
                finish(replies, wrong_answer, where + "the program had no move: it lost");
            return replies;
        }
        std::string fault;
        if (y < test_.l || y > test_.r)
            fault = "y = " + words[1] + " is outside L..R = " + std::to_string(test_.l) + ".." + std::to_string(test_.r);
        else if (x < 1 || x > test_.n - y + 1)
            fault = "cards " + words[0] + ".." + std::to_string(x + y - 1) + " are not all cards 1..N = 1.." +
                    std::to_string(test_.n);
        else if (!cards_.run_present(static_cast<int>(x), static_cast<int>(y)))
            fault = "cards " + words[0] + ".." + std::to_string(x + y - 1) + " are not all present";
        if (!fault.empty()) {
            finish(replies, wrong_answer, where + fault);
            return replies;
        }
        cards_.remove(static_cast<int>(x), static_cast<int>(y));
        moves_ = ply;
        judge_moves(replies);
        return replies;
    }

    // The program's output ended (it exited) with the game still on.
    void output_ended() {
        if (over_) return;
        std::vector<std::string> ignored;
        finish(ignored, presentation_error, "the program's output ended before the game did (after move " +
                                                std::to_string(moves_) + ")");
    }

private:
    static std::vector<std::string> split(const std::string& line) {
        std::vector<std::string> words;
        std::istringstream in(line);
        for (std::string word; in >> word;) words.push_back(word);
        return words;
    }

    // A plain decimal integer of at most 9 digits, optionally negative.
    static bool integer(const std::string& word, long long& value) {
        const std::size_t first = word[0] == '-' ? 1 : 0;
        if (word.size() == first || word.size() - first > 9) return false;
        value = 0;
        for (std::size_t i = first; i < word.size(); ++i) {
            if (word[i] < '0' || word[i] > '9') return false;
            value = value * 10 + (word[i] - '0');
        }
        if (first) value = -value;
        return true;
    }

    static std::string shown(const std::string& line) { return line.size() > 40 ? line.substr(0, 40) + "..." : line; }

    Move some_move() const {
        std::vector<Move> runs;
        cards_.runs(runs);
        for (const Move& run : runs)
            if (run.y >= test_.l) return make_move(run.x, test_.l);
        return make_move(0, 0);
    }

    void judge_moves(std::vector<std::string>& replies) {
        const Move move = judge_.choose(cards_);
        if (move.y == 0) {
            replies.push_back("0 0");
            over_ = true;
            reason_ = "the program won (" + std::to_string(moves_) + " moves, the judge playing " +
                      strategy_name(test_.strategy) + ")";
            return;
        }
        cards_.remove(move.x, move.y);
        ++moves_;
        replies.push_back(std::to_string(move.x) + " " + std::to_string(move.y));
    }

    void finish(std::vector<std::string>& replies, Verdict verdict, const std::string& reason) {
        replies.push_back("-1 -1");
        over_ = true;
        verdict_ = verdict;
        reason_ = reason;
    }

    void after_end(const std::string& line) {
        if (verdict_ != accepted) return;  // the first fault is the news
        verdict_ = presentation_error;
        reason_ = "output after the game ended: '" + shown(line) + "'";
    }

    Test test_;
    JudgeSide judge_;
    Cards cards_;
    bool chosen_, over_;
    int verdict_;
    std::string reason_;
    int moves_;
};

// Plays one game of a Player (the protocol's interface, problem.hpp) against the referee in-process: the verdict,
// its reason, and the lines both wrote ("> " the program, "< " the judge).
struct Game {
    int verdict;
    std::string reason;
    std::vector<std::string> transcript;
};

template <class Player>
Game duel(const Test& test) {
    Referee referee(test);
    Player player(test.n, test.l, test.r);
    Game game;
    game.transcript.push_back("< " + referee.opening());
    std::string line = player.goes_first() ? "First" : "Second";
    for (;;) {
        game.transcript.push_back("> " + line);
        const std::vector<std::string> replies = referee.hear(line);
        for (const std::string& reply : replies) game.transcript.push_back("< " + reply);
        if (referee.over()) break;
        for (const std::string& reply : replies) {
            std::istringstream in(reply);
            Move move = make_move(0, 0);
            in >> move.x >> move.y;
            player.opponent_moved(move);
        }
        const Move move = player.next_move();
        line = std::to_string(move.x) + " " + std::to_string(move.y);
    }
    game.verdict = referee.verdict();
    game.reason = referee.reason();
    return game;
}

}  // namespace generalized_subtraction

#endif

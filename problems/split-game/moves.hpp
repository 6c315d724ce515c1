// Luogu P3185 分裂游戏 on the command line: --moves lists every winning first move, --explain says why (C++17, never
// judged). O(n^2) a case plus the moves listed. Tested in-process against moves_by_rules (the search).
#ifndef SPLIT_GAME_MOVES_HPP
#define SPLIT_GAME_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace split_game {

inline std::string move_text(std::size_t i, std::size_t j, std::size_t k) {
    return std::to_string(i) + "/" + std::to_string(j) + "/" + std::to_string(k);
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "I/J/K, a bean taken from bottle I and put in J and K (counted from 0, as the judge does), in "
        "lexicographic order: the first is the judge's answer, their number its count";
    static constexpr bool long_lists = true;

    // Two lines a case: the least winning move or -1 -1 -1, then the count.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return every_other(answers);
    }

    gamesuite::MoveList moves(const std::vector<long long>& beans) {
        const std::vector<unsigned> g = values_of(beans.size());
        const unsigned total = total_of(beans, g);
        std::vector<std::string> moves;
        if (total == 0) return moves;
        const std::size_t n = beans.size();
        for (std::size_t i = 0; i < n && moves.size() <= gamesuite::max_listed_moves; ++i)
            if (beans[i] > 0)
                for (std::size_t j = i + 1; j < n && moves.size() <= gamesuite::max_listed_moves; ++j)
                    for (std::size_t k = j; k < n; ++k)
                        if ((total ^ g[i] ^ g[j] ^ g[k]) == 0) moves.push_back(move_text(i, j, k));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& beans) {
        const std::vector<unsigned> g = values_of(beans.size());
        const unsigned total = total_of(beans, g);
        std::string odd;
        for (std::size_t i = 0; i < beans.size(); ++i)
            if (beans[i] % 2 != 0) odd += (odd.empty() ? "" : " xor ") + std::to_string(g[i]);
        const std::string why =
            "each bean is a game of its own, a bean in bottle i worth mex of g(j) xor g(k) over i < j <= k (the "
            "last bottle 0), and two beans in one bottle cancel, so the odd bottles decide: " +
            (odd.empty() ? std::string("none, 0") : odd + " = " + std::to_string(total));
        if (total == 0) {
            lines.explain_loss(why + ": every move flips the parity of its bottles and leaves a nonzero xor");
            return;
        }
        const Answer answer = solver_(beans);
        const std::size_t i = static_cast<std::size_t>(answer.i), j = static_cast<std::size_t>(answer.j),
                          k = static_cast<std::size_t>(answer.k);
        lines.explain_win(why + ", not 0; " + gamesuite::counted(answer.count, "first move wins", "first moves win"),
                          move_text(i, j, k),
                          "a bean from bottle " + std::to_string(i) + " into bottles " + std::to_string(j) + " and " +
                              std::to_string(k),
                          "it flips bottles worth " + std::to_string(g[i]) + ", " + std::to_string(g[j]) + " and " +
                              std::to_string(g[k]) + ": the odd bottles now xor to 0");
    }

    // By the rules: every first move, kept when the search finds the opponent lost after it.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& beans) {
        struct Collect {
            void operator()(std::size_t i, std::size_t j, std::size_t k) { moves.push_back(move_text(i, j, k)); }
            std::vector<std::string> moves;
        } collect;
        each_winning_move_by_rules(beans, collect);
        return collect.moves;
    }

    // --play: the bottles counted from 0, as the judge counts them.
    static std::string board(const std::vector<long long>& beans) {
        std::string text;
        std::size_t width = std::to_string(beans.size() - (beans.empty() ? 0 : 1)).size();
        for (std::size_t i = 0; i < beans.size(); ++i) {
            const std::string number = std::to_string(i);
            text += (i == 0 ? "  bottle " : "\n  bottle ") + std::string(width - number.size(), ' ') + number +
                    ": " + std::to_string(beans[i]) + gamesuite::stones_drawn(beans[i]);
        }
        return beans.empty() ? "  (no bottles)" : text + "\n  the beans of the last bottle never move";
    }
    static std::string play(const std::string& move, std::vector<long long>& beans) {
        std::vector<long long> bottles;
        if (!gamesuite::read_number_list(move, '/', bottles) || bottles.size() != 3)
            return "write I/J/K (a bean from bottle I into J and K)";
        const long long n = static_cast<long long>(beans.size()), i = bottles[0], j = bottles[1], k = bottles[2];
        if (k >= n) return "the bottles are 0 to " + std::to_string(n - 1);
        if (!(i < j && j <= k)) return "the bottles must be I < J <= K";
        if (beans[static_cast<std::size_t>(i)] == 0) return "bottle " + std::to_string(i) + " holds no bean";
        --beans[static_cast<std::size_t>(i)];
        ++beans[static_cast<std::size_t>(j)];
        ++beans[static_cast<std::size_t>(k)];
        return "";
    }
    // Holding out: the first bean that can move, into the next bottle twice.
    static std::string any_move(const std::vector<long long>& beans) {
        for (std::size_t i = 0; i + 1 < beans.size(); ++i)
            if (beans[i] > 0) return move_text(i, i + 1, i + 1);
        return "";
    }

private:
    // The first line of each two-line answer read as an outcome.
    static std::vector<gamesuite::Outcome> every_other(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        std::size_t start = 0, line = 0;
        while (start < answers.size()) {
            std::size_t end = answers.find('\n', start);
            if (end == std::string::npos) end = answers.size();
            const std::string text = answers.substr(start, end - start);
            start = end + 1;
            const bool is_count = text.find_first_not_of("0123456789") == std::string::npos && !text.empty();
            if (line++ % 2 == 1) {
                if (!is_count) throw std::runtime_error("the judge answer '" + text + "' is no count of moves");
                if ((text == "0") != (outcomes.back() == gamesuite::Outcome::lose))
                    throw std::runtime_error("the count '" + text + "' does not fit the move above it");
                continue;
            }
            if (text.empty() || is_count || std::count(text.begin(), text.end(), ' ') != 2)
                throw std::runtime_error("the judge answer '" + text + "' is no move 'i j k'");
            outcomes.push_back(text == "-1 -1 -1" ? gamesuite::Outcome::lose : gamesuite::Outcome::win);
        }
        if (line % 2 == 1) throw std::runtime_error("the judge answer ends without the count of moves");
        return outcomes;
    }

    std::vector<unsigned> values_of(std::size_t n) {
        std::vector<unsigned> g(n);
        for (std::size_t i = 0; i < n; ++i) g[i] = solver_.values.value(n - 1 - i);
        return g;
    }
    static unsigned total_of(const std::vector<long long>& beans, const std::vector<unsigned>& g) {
        unsigned total = 0;
        for (std::size_t i = 0; i < beans.size(); ++i)
            if (beans[i] % 2 != 0) total ^= g[i];
        return total;
    }

    WinningMoves solver_;
};

}  // namespace split_game

#endif

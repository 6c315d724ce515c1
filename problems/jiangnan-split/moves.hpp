// Luogu P3235 江南乐 on the command line: --moves lists every winning split, --explain says why, --play plays a game
// (C++17, never judged). O(the table) once, then O(x) a heap for its moves. Tested in-process against
// moves_by_rules, which searches the game by its rules.
#ifndef JIANGNAN_SPLIT_MOVES_HPP
#define JIANGNAN_SPLIT_MOVES_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace jiangnan_split {

inline std::string split_text(std::size_t heap, long long m) { return std::to_string(heap + 1) + "/" + std::to_string(m); }

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "P/M, heap P (counted from 1) split into M heaps, heap by heap, M increasing";
    static constexpr bool long_lists = true;

    // The judge's one line of 0s and 1s, a game a number.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        for (char c : answers) {
            if (c == '1') outcomes.push_back(gamesuite::Outcome::win);
            else if (c == '0') outcomes.push_back(gamesuite::Outcome::lose);
            else if (c != ' ' && c != '\n') return std::nullopt;
        }
        return outcomes;
    }

    gamesuite::MoveList moves(long long least, const std::vector<long long>& heaps) {
        GrundyTable& g = table(least);
        const int total = total_of(g, heaps);
        std::vector<std::string> moves;
        if (total == 0) return moves;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            if (heaps[i] < least) continue;
            const int want = total ^ g.value(heaps[i]);
            for (long long m = 2; m <= heaps[i]; ++m) {
                if (split_value(g.values(), heaps[i], m) != want) continue;
                if (moves.size() == gamesuite::max_listed_moves) return gamesuite::MoveList(moves, true);
                moves.push_back(split_text(i, m));
            }
        }
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long least, const std::vector<long long>& heaps) {
        GrundyTable& g = table(least);
        const int total = total_of(g, heaps);
        std::vector<long long> values;
        for (long long heap : heaps) values.push_back(g.value(heap));
        const std::string why = "a heap of x >= F = " + std::to_string(least) +
                                " is worth the mex of its splits' values, a split into M worth g(x/M + 1) if x mod M "
                                "is odd xor g(x/M) if M - x mod M is odd (equal heaps cancel); here " +
                                gamesuite::xor_expression(values, static_cast<unsigned long long>(total));
        if (total == 0) {
            lines.explain_loss(why + ": every split changes one heap's value and leaves a nonzero xor");
            return;
        }
        const gamesuite::MoveList all = moves(least, heaps);
        const std::string move = all.moves.front();
        std::size_t heap = 0;
        long long m = 0;
        read_split(move, heap, m);
        const long long x = heaps[heap];
        lines.explain_win(why + ", not 0", move,
                          "split heap " + std::to_string(heap + 1) + " of " + std::to_string(x) + " into " +
                              std::to_string(x % m) + " of " + std::to_string(x / m + 1) + " and " +
                              std::to_string(m - x % m) + " of " + std::to_string(x / m),
                          "worth " + std::to_string(split_value(g.values(), x, m)) +
                              " now, as the other heaps' xor: 0, and every reply leaves it nonzero");
    }

    // By the rules: every split, kept when the search finds the position after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(long long least, const std::vector<long long>& heaps) {
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            if (heaps[i] < least) continue;
            for (long long m = 2; m <= heaps[i]; ++m)
                if (!split_search().wins(SplitRules::position(least, after_split(heaps, i, m))))
                    moves.push_back(split_text(i, m));
        }
        return moves;
    }

    // --play
    static std::string board(long long least, const std::vector<long long>& heaps) {
        return gamesuite::pile_rows(heaps, "heap") + "\n  a heap of at least F = " + std::to_string(least) +
               " stones may split";
    }
    static std::string play(const std::string& move, long long& least, std::vector<long long>& heaps) {
        std::size_t heap = 0;
        long long m = 0;
        if (!read_split(move, heap, m)) return "write P/M (heap P split into M heaps)";
        if (heap >= heaps.size())
            return "there is no heap " + std::to_string(heap + 1) + " (" + gamesuite::counted(heaps.size(), "heap") + ")";
        if (heaps[heap] < least)
            return "heap " + std::to_string(heap + 1) + " has " + std::to_string(heaps[heap]) +
                   " stones, fewer than F = " + std::to_string(least);
        if (m < 2 || m > heaps[heap]) return "split into 2 to " + std::to_string(heaps[heap]) + " heaps";
        heaps = after_split(heaps, heap, m);
        return "";
    }
    // Halving the largest heap that can split: the game lasts longest.
    static std::string any_move(long long least, const std::vector<long long>& heaps) {
        std::size_t best = heaps.size();
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i] >= least && heaps[i] >= 2 && (best == heaps.size() || heaps[i] > heaps[best])) best = i;
        return best == heaps.size() ? std::string() : split_text(best, 2);
    }

private:
    // The heaps after heap i splits into m: the parts replace it in place, larger first.
    static std::vector<long long> after_split(const std::vector<long long>& heaps, std::size_t i, long long m) {
        std::vector<long long> next(heaps.begin(), heaps.begin() + static_cast<std::ptrdiff_t>(i));
        const std::vector<long long> parts = split_parts(heaps[i], m);
        next.insert(next.end(), parts.begin(), parts.end());
        next.insert(next.end(), heaps.begin() + static_cast<std::ptrdiff_t>(i) + 1, heaps.end());
        return next;
    }
    static bool read_split(const std::string& text, std::size_t& heap, long long& m) {
        long long p = 0;
        if (!gamesuite::read_two_numbers(text, '/', p, m) || p < 1) return false;
        heap = static_cast<std::size_t>(p - 1);
        return true;
    }
    GrundyTable& table(long long least) {
        if (table_.least() != least) table_ = GrundyTable(least);
        return table_;
    }
    static int total_of(GrundyTable& g, const std::vector<long long>& heaps) {
        int total = 0;
        for (long long heap : heaps) total ^= g.value(heap);
        return total;
    }
    GrundyTable table_ = GrundyTable(1);
};

}  // namespace jiangnan_split

#endif

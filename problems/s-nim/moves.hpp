// HDU 1536 S-Nim on the command line: --moves lists every winning move, --explain says why (C++17, never judged).
// O(heaps x |S|) a position after the Grundy table. Tested in-process against reference_moves.
#ifndef S_NIM_MOVES_HPP
#define S_NIM_MOVES_HPP

#include <algorithm>
#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace s_nim {

const char* const move_notation = "H:K, heap H (counted from 1) left with K beads; heap by heap, K ascending";

// The parser's game interface (start_set, start_position, add_heap), keeping the heaps of a position: its Grundy
// values, and its winning moves (a heap less an amount of S, to the value that makes the sum 0).
class PositionMoves {
public:
    explicit PositionMoves(long long max_heap) : sum_(max_heap) {}

    void start_set(const std::vector<long long>& amounts) {
        sum_.start_set(amounts);
        descending_ = amounts;
        std::sort(descending_.rbegin(), descending_.rend());
        descending_.erase(std::unique(descending_.begin(), descending_.end()), descending_.end());
    }
    void start_position() { heaps_.clear(); }
    void add_heap(long long heap) { heaps_.push_back(heap); }

    unsigned long long values(std::vector<unsigned long long>& grundy) {
        grundy.clear();
        for (long long heap : heaps_) grundy.push_back(sum_.grundy(heap));
        return gamecore::nim_sum(grundy.begin(), grundy.end());
    }

    // Each winning move as (heap index, beads left), heap by heap, beads left ascending.
    std::vector<std::pair<std::size_t, long long>> winning() {
        std::vector<unsigned long long> grundy;
        values(grundy);
        std::vector<std::pair<std::size_t, long long>> moves;
        auto visit = [&](std::size_t i, unsigned long long target) {
            for (long long amount : descending_) {
                const long long left = heaps_[i] - amount;
                if (left >= 0 && sum_.grundy(left) == target) moves.push_back({i, left});
            }
        };
        gamecore::for_each_winning_target(grundy.begin(), grundy.end(), visit);
        return moves;
    }

    const std::vector<long long>& heaps() const { return heaps_; }
    unsigned value_of(long long heap) { return sum_.grundy(heap); }

private:
    SubtractionSum sum_;
    std::vector<long long> descending_;  // S, distinct, largest first: the beads left come out ascending
    std::vector<long long> heaps_;
};

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerPosition : PositionMoves {
        PerPosition(gamesuite::CaseLines& lines, long long max_heap) : PositionMoves(max_heap), lines(lines) {}
        bool first_player_wins() {
            std::vector<std::string> moves;
            for (const auto& [heap, left] : winning()) moves.push_back(gamesuite::pile_left(heap, left));
            lines.moves(moves);
            return true;
        }
        gamesuite::CaseLines& lines;
    } per_position(lines, limits.max_heap);
    answer_test_cases(in, limits, lines.discarded, per_position);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerPosition : PositionMoves {
        PerPosition(gamesuite::CaseLines& lines, long long max_heap) : PositionMoves(max_heap), lines(lines) {}
        bool first_player_wins() {
            std::vector<unsigned long long> grundy;
            const unsigned long long total = values(grundy);
            std::string sizes;
            for (long long heap : heaps()) sizes += (sizes.empty() ? "" : ", ") + std::to_string(heap);
            const std::string why =
                "heaps " + sizes + ": their Grundy values under S xor to " + gamesuite::xor_expression(grundy, total);
            const auto moves = winning();
            if (moves.empty()) {
                lines.explain_loss(why + ": every move changes one value and so leaves a nonzero sum");
                return true;
            }
            const auto [heap, left] = moves.front();
            std::vector<unsigned long long> after(grundy);
            after[heap] = value_of(left);
            lines.explain_win(why + ", not 0", gamesuite::pile_left(heap, left),
                              "remove " + std::to_string(heaps()[heap] - left) + " beads from heap " +
                                  std::to_string(heap + 1) + ", " + std::to_string(heaps()[heap]) + " -> " +
                                  std::to_string(left),
                              "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
            return true;
        }
        gamesuite::CaseLines& lines;
    } per_position(lines, limits.max_heap);
    answer_test_cases(in, limits, lines.discarded, per_position);
}

// By the rules: each heap less each amount of S up to it, kept when a search of whole positions finds the heaps
// after it lost for the player then to move; heap by heap, beads left ascending.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerPosition {
        explicit PerPosition(gamesuite::CaseLines& lines) : lines(lines), search(WholePositionRules({})) {}
        void start_set(const std::vector<long long>& set) {
            amounts = set;
            search = gamecore::GameSearch<WholePositionRules>(WholePositionRules(set));
        }
        void start_position() { heaps.clear(); }
        void add_heap(long long heap) { heaps.push_back(heap); }
        bool first_player_wins() {
            std::vector<std::string> moves;
            for (std::size_t i = 0; i < heaps.size(); ++i) {
                std::vector<long long> left;
                for (long long amount : amounts) {
                    if (amount > heaps[i]) continue;
                    std::vector<long long> after(heaps);
                    after[i] -= amount;
                    std::sort(after.begin(), after.end());
                    if (!search.wins(after)) left.push_back(heaps[i] - amount);
                }
                std::sort(left.begin(), left.end());
                left.erase(std::unique(left.begin(), left.end()), left.end());  // an amount given twice in S
                for (long long l : left) moves.push_back(gamesuite::pile_left(i, l));
            }
            lines.moves(moves);
            return true;
        }
        gamesuite::CaseLines& lines;
        std::vector<long long> amounts, heaps;
        gamecore::GameSearch<WholePositionRules> search;
    } per_position(lines);
    answer_test_cases(in, limits, lines.discarded, per_position);
}

}  // namespace s_nim

#endif

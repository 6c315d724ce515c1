// HDU 1848 (Fibonacci again and again) on the command line: --moves lists every winning move, --explain says why
// (C++17, never judged). O(log heap) a heap after the Grundy table. Tested in-process against moves_by_rules.
#ifndef FIBONACCI_SG_MOVES_HPP
#define FIBONACCI_SG_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace fibonacci_sg {

// What --moves and --explain need of a case: each heap's Grundy value, and its winning moves (the heap less a
// Fibonacci number, to the value that makes the sum 0), heap by heap, stones left ascending.
class MovesOfSum {
public:
    explicit MovesOfSum(long long max_heap)
        : game_(max_heap), amounts_(fibonacci_amounts(static_cast<std::size_t>(max_heap))) {}

    unsigned long long values(const long long (&heaps)[3], std::vector<unsigned long long>& values) {
        values.clear();
        for (long long heap : heaps) values.push_back(game_.grundy(heap));
        return gamecore::nim_sum(values.begin(), values.end());
    }

    // Each winning move as (heap index, stones left).
    std::vector<std::pair<std::size_t, long long>> winning(const long long (&heaps)[3]) {
        std::vector<unsigned long long> grundy;
        values(heaps, grundy);
        std::vector<std::pair<std::size_t, long long>> moves;
        auto visit = [&](std::size_t i, unsigned long long target) {
            for (auto f = amounts_.rbegin(); f != amounts_.rend(); ++f) {  // descending takes: ascending stones left
                const long long left = heaps[i] - static_cast<long long>(*f);
                if (left >= 0 && game_.grundy(left) == target) moves.push_back({i, left});
            }
        };
        gamecore::for_each_winning_target(grundy.begin(), grundy.end(), visit);
        return moves;
    }

    FibonacciSum& game() { return game_; }

private:
    FibonacciSum game_;
    std::vector<std::size_t> amounts_;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "H:K, heap H (1, 2, 3 for m, n, p) left with K stones; heap by heap, K ascending";

    // The Grundy table and the reference's rules hold heaps up to the limits' largest: each is built when first
    // needed, for the limits given here.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        max_heap_ = limits.max_heap;
        gamesuite::FirstPlayerWins<PerCase> per_line{per_case};
        answer_lines(in, limits, out, per_line);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"Fibo", "Nacci"};

    gamesuite::MoveList moves(long long m, long long n, long long p) {
        std::vector<std::string> moves;
        for (const auto& [heap, left] : sum().winning({m, n, p})) moves.push_back(gamesuite::pile_left(heap, left));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long m, long long n, long long p) {
        const long long heaps[3] = {m, n, p};
        std::vector<unsigned long long> grundy;
        const unsigned long long total = sum().values(heaps, grundy);
        const std::string why = "the heaps' Grundy values g(" + std::to_string(m) + "), g(" + std::to_string(n) +
                                "), g(" + std::to_string(p) + ") xor to " + gamesuite::xor_expression(grundy, total);
        const auto moves = sum().winning(heaps);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one value and so leaves a nonzero sum");
            return;
        }
        const auto [heap, left] = moves.front();
        std::vector<unsigned long long> after(grundy);
        after[heap] = sum().game().grundy(left);
        lines.explain_win(why + ", not 0", gamesuite::pile_left(heap, left),
                          "take " + std::to_string(heaps[heap] - left) + ", a Fibonacci number, from heap " +
                              std::to_string(heap + 1) + ", " + std::to_string(heaps[heap]) + " -> " +
                              std::to_string(left),
                          "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: each heap less each Fibonacci number up to it, kept when the reference's search finds the heaps
    // after it lost for the player then to move; heap by heap, stones left ascending.
    gamesuite::MoveList moves_by_rules(long long m, long long n, long long p) {
        if (!rules_) rules_.emplace(max_heap_);
        WinsBySearch& wins = search_up_to(max_heap_);
        const long long heaps[3] = {m, n, p};
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < 3; ++i) {
            std::vector<long long> left;
            for (long long take : rules_->takes()) {
                if (take > heaps[i]) break;
                long long after[3] = {m, n, p};
                after[i] -= take;
                if (!wins.first_player_wins(after[0], after[1], after[2])) left.push_back(after[i]);
            }
            std::sort(left.begin(), left.end());
            for (long long l : left) moves.push_back(gamesuite::pile_left(i, l));
        }
        return moves;
    }

private:
    MovesOfSum& sum() {
        if (!sum_) sum_.emplace(max_heap_);
        return *sum_;
    }

    long long max_heap_ = 0;
    std::optional<MovesOfSum> sum_;
    std::optional<HeapsRules> rules_;
};

}  // namespace fibonacci_sg

#endif

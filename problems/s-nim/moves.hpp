// HDU 1536 S-Nim on the command line: --moves lists every winning move, --explain says why (C++17, never judged).
// O(heaps x |S|) a position after the Grundy table. Tested in-process against moves_by_rules.
#ifndef S_NIM_MOVES_HPP
#define S_NIM_MOVES_HPP

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace s_nim {

// The winning moves under one S: the heaps' Grundy values, and each heap less an amount of S to the value that makes
// the sum 0.
class SetMoves {
public:
    explicit SetMoves(long long max_heap) : sum_(max_heap) {}

    void start_set(const std::vector<long long>& amounts) {
        sum_.start_set(amounts);
        descending_ = amounts;
        std::sort(descending_.rbegin(), descending_.rend());
        descending_.erase(std::unique(descending_.begin(), descending_.end()), descending_.end());
    }

    unsigned long long values(const std::vector<long long>& heaps, std::vector<unsigned long long>& grundy) {
        grundy.clear();
        for (long long heap : heaps) grundy.push_back(sum_.grundy(heap));
        return gamecore::nim_sum(grundy.begin(), grundy.end());
    }

    // Each winning move as (heap index, beads left), heap by heap, beads left ascending.
    std::vector<std::pair<std::size_t, long long>> winning(const std::vector<long long>& heaps) {
        std::vector<unsigned long long> grundy;
        values(heaps, grundy);
        std::vector<std::pair<std::size_t, long long>> moves;
        auto visit = [&](std::size_t i, unsigned long long target) {
            for (long long amount : descending_) {
                const long long left = heaps[i] - amount;
                if (left >= 0 && sum_.grundy(left) == target) moves.push_back({i, left});
            }
        };
        gamecore::for_each_winning_target(grundy.begin(), grundy.end(), visit);
        return moves;
    }

    unsigned value_of(long long heap) { return sum_.grundy(heap); }

private:
    SubtractionSum sum_;
    std::vector<long long> descending_;  // S, distinct, largest first: the beads left come out ascending
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "H:K, heap H (counted from 1) left with K beads; heap by heap, K ascending";
    static constexpr bool long_lists = true;

    // The parser asks a game (start_set, start_position, add_heap, first_player_wins): each position goes to
    // per_case with its test case's S, as given.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        max_heap_ = limits.max_heap;
        struct PerPosition {
            explicit PerPosition(PerCase& per_case) : per_case(per_case) {}
            void start_set(const std::vector<long long>& set) { amounts = set; }
            void start_position() { heaps.clear(); }
            void add_heap(long long heap) { heaps.push_back(heap); }
            bool first_player_wins() {
                return per_case(static_cast<const std::vector<long long>&>(amounts),
                                static_cast<const std::vector<long long>&>(heaps));
            }
            PerCase& per_case;
            std::vector<long long> amounts, heaps;
        } per_position(per_case);
        answer_test_cases(in, limits, out, per_position);
    }
    // One line a test case, a letter a position: W (the player to move wins) or L.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        for (char letter : answers) {
            if (letter == '\n') continue;
            if (letter != 'W' && letter != 'L')
                throw std::runtime_error(std::string("the judge answer '") + letter + "' is neither 'W' nor 'L'");
            outcomes.push_back(letter == 'W' ? gamesuite::Outcome::win : gamesuite::Outcome::lose);
        }
        return outcomes;
    }

    gamesuite::MoveList moves(const std::vector<long long>& amounts, const std::vector<long long>& heaps) {
        std::vector<std::string> moves;
        for (const auto& [heap, left] : set_moves(amounts).winning(heaps))
            moves.push_back(gamesuite::pile_left(heap, left));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& amounts,
                 const std::vector<long long>& heaps) {
        SetMoves& set = set_moves(amounts);
        std::vector<unsigned long long> grundy;
        const unsigned long long total = set.values(heaps, grundy);
        std::string sizes;
        for (long long heap : heaps) sizes += (sizes.empty() ? "" : ", ") + std::to_string(heap);
        const std::string why =
            "heaps " + sizes + ": their Grundy values under S xor to " + gamesuite::xor_expression(grundy, total);
        const auto moves = set.winning(heaps);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one value and so leaves a nonzero sum");
            return;
        }
        const auto [heap, left] = moves.front();
        std::vector<unsigned long long> after(grundy);
        after[heap] = set.value_of(left);
        lines.explain_win(why + ", not 0", gamesuite::pile_left(heap, left),
                          "remove " + gamesuite::counted(heaps[heap] - left, "bead") + " from heap " +
                              std::to_string(heap + 1) + ", " + std::to_string(heaps[heap]) + " -> " +
                              std::to_string(left),
                          "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: each heap less each amount of S up to it, kept when a search of whole positions finds the heaps
    // after it lost for the player then to move; heap by heap, beads left ascending.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& amounts, const std::vector<long long>& heaps) {
        if (!search_ || amounts != search_amounts_) {
            search_amounts_ = amounts;
            search_.emplace(WholePositionRules(amounts));
        }
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            std::vector<long long> left;
            for (long long amount : amounts) {
                if (amount > heaps[i]) continue;
                std::vector<long long> after(heaps);
                after[i] -= amount;
                std::sort(after.begin(), after.end());
                if (!search_->wins(after)) left.push_back(heaps[i] - amount);
            }
            std::sort(left.begin(), left.end());
            left.erase(std::unique(left.begin(), left.end()), left.end());  // an amount given twice in S
            for (long long l : left) moves.push_back(gamesuite::pile_left(i, l));
        }
        return moves;
    }


    // --play: the case's subtraction set S with its heaps.
    static std::string board(const std::vector<long long>& amounts, const std::vector<long long>& heaps) {
        return gamesuite::pile_rows(heaps, "heap") + "\n  a move takes one of " + gamesuite::piles_after(amounts) +
               " beads from a heap";
    }
    static std::string play(const std::string& move, const std::vector<long long>& amounts,
                            std::vector<long long>& heaps) {
        std::vector<long long> after(heaps);
        const std::string refusal = gamesuite::play_pile_left(move, after, "heap", "bead");
        if (!refusal.empty()) return refusal;
        std::size_t index = 0;
        long long left = 0;
        gamesuite::read_pile_left(move, index, left);
        if (std::find(amounts.begin(), amounts.end(), heaps[index] - left) == amounts.end())
            return "take one of " + gamesuite::piles_after(amounts) + " beads";
        heaps = after;
        return "";
    }
    // The smallest amount from the largest heap it fits.
    static std::string any_move(const std::vector<long long>& amounts, const std::vector<long long>& heaps) {
        if (amounts.empty()) return "";
        const long long smallest = *std::min_element(amounts.begin(), amounts.end());
        std::size_t best = heaps.size();
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i] >= smallest && (best == heaps.size() || heaps[i] > heaps[best])) best = i;
        return best == heaps.size() ? "" : gamesuite::pile_left(best, heaps[best] - smallest);
    }
private:
    // The fast method's table for S, kept while the test cases give the same S.
    SetMoves& set_moves(const std::vector<long long>& amounts) {
        if (!set_moves_ || amounts != set_amounts_) {
            if (!set_moves_) set_moves_.emplace(max_heap_);
            set_amounts_ = amounts;
            set_moves_->start_set(amounts);
        }
        return *set_moves_;
    }

    long long max_heap_ = 0;  // the limits' largest heap, set as the input starts
    std::optional<SetMoves> set_moves_;
    std::vector<long long> set_amounts_;
    std::optional<gamecore::GameSearch<WholePositionRules>> search_;
    std::vector<long long> search_amounts_;  // the S that search_ plays
};

}  // namespace s_nim

#endif

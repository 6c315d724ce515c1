// POJ 1740 A New Stone Game on the command line: --moves lists the winning moves, --explain says why (C++17, never
// judged). O(n^2) per candidate value of a pile in a depth-first walk, each step of which leads to a winning move.
// Tested in-process against moves_by_rules, which tries every keep-and-spread on the search.
#ifndef POJ1740_MOVES_HPP
#define POJ1740_MOVES_HPP

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace poj1740 {

// The winning moves of a case are the ways to leave its non-empty piles in pairs of equal size (solver.hpp): the pile
// taken from, c, ends below its size p_c, each other non-empty pile j at p_j or more, an empty pile stays empty, and
// what c keeps plus what the others gain is at most p_c - 1 (at least one stone leaves the game). The walk below fixes
// the piles left to right, each value ascending, and enters a value only when the piles after it can still be paired
// within the stones left (the cheapest completion, below), so every branch it enters ends in a winning move: the
// first 1000 of them come in O(1000 n) steps.
class PairingMoves {
public:
    PairingMoves(const std::vector<long long>& piles, std::size_t wanted) : piles_(piles), wanted_(wanted) {}

    std::vector<std::vector<long long>> run() {
        for (chosen_ = 0; chosen_ < piles_.size() && found_.size() <= wanted_; ++chosen_) {
            if (piles_[chosen_] == 0) continue;
            after_.assign(piles_.size(), 0);
            odd_.clear();
            walk(0, static_cast<unsigned long long>(piles_[chosen_] - 1));
        }
        return found_;
    }

private:
    // The least the piles from `next` on must cost (stones kept on c, stones added elsewhere) so that, with the sizes
    // odd_ still waiting for a partner, every size is paired. Along the sorted sizes, a waiting size must be met by a
    // pile raised to it, and a pile either waits to be raised to a later pile or size (paying each gap it spans), or
    // meets a pile waiting below it; c, if still free, may meet one size or pile exactly, paying that size, or stay
    // empty. The sweep keeps the least cost for each number of raised piles in waiting and whether c is used.
    unsigned long long completion_cost(std::size_t next) const {
        struct Point {
            unsigned long long size;
            bool waiting;  // a size already fixed (else a pile that can be raised)
            bool operator<(const Point& o) const { return size != o.size ? size < o.size : waiting < o.waiting; }
        };
        std::vector<Point> points;
        for (unsigned long long size : odd_) points.push_back({size, true});
        bool chosen_free = false;
        for (std::size_t j = next; j < piles_.size(); ++j) {
            if (j == chosen_) chosen_free = true;
            else if (piles_[j] > 0) points.push_back({static_cast<unsigned long long>(piles_[j]), false});
        }
        std::sort(points.begin(), points.end());
        const unsigned long long none = ~0ULL, chosen_below = static_cast<unsigned long long>(piles_[chosen_]);
        const std::size_t most = points.size() + 1;
        std::vector<unsigned long long> cost(2 * most, none);  // [c used][raised piles in waiting]
        cost[0] = 0;
        auto add = [](unsigned long long a, unsigned long long b) { return a == ~0ULL || b == ~0ULL ? ~0ULL : a + b; };
        unsigned long long at = 0;
        for (const Point& point : points) {
            std::vector<unsigned long long> next_cost(2 * most, none);
            for (std::size_t used = 0; used < 2; ++used)
                for (std::size_t open = 0; open < most; ++open) {
                    const unsigned long long gap = point.size - at;
                    const unsigned long long here = add(cost[used * most + open],
                                                        open > 0 && gap > (none - 1) / open ? none : gap * open);
                    if (here == none) continue;
                    auto keep = [&](std::size_t u, std::size_t o, unsigned long long c) {
                        if (o < most && c < next_cost[u * most + o]) next_cost[u * most + o] = c;
                    };
                    if (open > 0) keep(used, open - 1, here);                       // meets a raised pile
                    if (!point.waiting) keep(used, open + 1, here);                 // waits to be raised
                    if (chosen_free && used == 0 && point.size < chosen_below)      // c meets it
                        keep(1, open, add(here, point.size));
                }
            cost.swap(next_cost);
            at = point.size;
        }
        return std::min(cost[0], cost[most]);
    }

    void walk(std::size_t index, unsigned long long budget) {
        if (found_.size() > wanted_) return;
        if (index == piles_.size()) {
            found_.push_back(after_);
            return;
        }
        if (index != chosen_ && piles_[index] == 0) {
            walk(index + 1, budget);
            return;
        }
        // The value's cost: what c keeps, or what the pile gains.
        const unsigned long long low = index == chosen_ ? 0 : static_cast<unsigned long long>(piles_[index]);
        const unsigned long long high =
            index == chosen_ ? static_cast<unsigned long long>(piles_[index]) - 1 : low + budget;
        for (unsigned long long value = low; value <= high && found_.size() <= wanted_;) {
            const unsigned long long cost = index == chosen_ ? value : value - low;
            if (cost > budget) break;
            toggle(value);
            after_[index] = static_cast<long long>(value);
            const bool pairs = completion_cost(index + 1) <= budget - cost;
            if (pairs) walk(index + 1, budget - cost);
            toggle(value);
            // Between two sizes the completion's cost does not fall as the value rises (the value either waits for a
            // later size, a constant, or meets something below, rising with it): after a value that fails, only the
            // next size in play can succeed again.
            if (pairs || value == high) {
                ++value;
            } else {
                unsigned long long next = high + 1;
                for (unsigned long long size : odd_) if (size > value && size < next) next = size;
                for (std::size_t j = index + 1; j < piles_.size(); ++j) {
                    const unsigned long long size = static_cast<unsigned long long>(piles_[j]);
                    if (j != chosen_ && size > value && size < next) next = size;
                }
                value = next;
            }
        }
    }

    // A size taken into, or out of, the sizes waiting for a partner.
    void toggle(unsigned long long size) {
        if (size == 0) return;
        const auto it = std::find(odd_.begin(), odd_.end(), size);
        if (it == odd_.end()) odd_.push_back(size);
        else odd_.erase(it);
    }

    const std::vector<long long>& piles_;
    std::size_t wanted_;
    std::size_t chosen_ = 0;
    std::vector<long long> after_;
    std::vector<unsigned long long> odd_;
    std::vector<std::vector<long long>> found_;
};

inline std::vector<std::vector<long long>> winning_moves(const std::vector<long long>& piles) {
    return PairingMoves(piles, gamesuite::max_listed_moves).run();
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "A,B,..., every pile (in input order) as the move leaves it: the pile taken from is the one that shrank; by "
        "that pile, then the piles after lexicographically";
    static constexpr bool long_lists = true;

    // "1" where Alice, the first player, wins, "0" where she loses.
    static constexpr gamesuite::AnswerWords answer_words = {"1", "0"};

    gamesuite::MoveList moves(const std::vector<long long>& piles) {
        std::vector<std::string> moves;
        for (const auto& after : winning_moves(piles)) moves.push_back(gamesuite::piles_after(after));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& piles) {
        std::vector<long long> sizes;
        for (long long pile : piles) if (pile > 0) sizes.push_back(pile);
        std::sort(sizes.begin(), sizes.end());
        std::string unpaired;
        for (std::size_t i = 0; i < sizes.size();) {
            std::size_t same = i;
            while (same < sizes.size() && sizes[same] == sizes[i]) ++same;
            if ((same - i) % 2 == 1) unpaired += (unpaired.empty() ? "" : ", ") + std::to_string(sizes[i]);
            i = same;
        }
        const std::string rule = "whoever faces the non-empty piles in pairs of equal size loses: each move breaks "
                                 "a pair, and the opponent mends it";
        const auto moves = winning_moves(piles);
        if (moves.empty()) {
            lines.explain_loss(rule + "; here they are paired");
            return;
        }
        const std::vector<long long>& after = moves.front();
        std::size_t chosen = 0;
        while (after[chosen] >= piles[chosen]) ++chosen;
        long long spread = 0;
        for (std::size_t j = 0; j < piles.size(); ++j) if (j != chosen) spread += after[j] - piles[j];
        const bool one_size = unpaired.find(',') == std::string::npos;
        lines.explain_win(rule + "; here size" + (one_size ? " " : "s ") + unpaired +
                              (one_size ? " lacks a partner" : " lack a partner"),
                          gamesuite::piles_after(after),
                          "from pile " + std::to_string(chosen + 1) + " of " + std::to_string(piles[chosen]) +
                              " keep " + std::to_string(after[chosen]) + ", spread " + std::to_string(spread) +
                              " over the others, throw away " +
                              std::to_string(piles[chosen] - after[chosen] - spread),
                          "the non-empty piles are in pairs");
    }

    // By the rules: from every non-empty pile, keep any smaller number and spread any part of the rest over the
    // other non-empty piles, each result kept when the reference's search finds it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& piles) {
        static WinsBySearch wins;  // as solve_by_reference: one search for every input the process reads
        std::vector<std::string> moves;
        for (std::size_t chosen = 0; chosen < piles.size(); ++chosen) {
            std::vector<std::vector<long long>> results;
            std::vector<long long> after(piles);
            // Gives piles from `next` on any share of `rest`; what is not given is thrown away.
            auto spread = [&](auto& self, std::size_t next, long long rest) -> void {
                if (next == piles.size()) {
                    if (!wins(after)) results.push_back(after);
                    return;
                }
                if (next == chosen || piles[next] == 0) return self(self, next + 1, rest);
                for (long long given = 0; given <= rest; ++given) {
                    after[next] = piles[next] + given;
                    self(self, next + 1, rest - given);
                }
                after[next] = piles[next];
            };
            for (long long kept = 0; kept < piles[chosen]; ++kept) {
                after[chosen] = kept;
                spread(spread, 0, piles[chosen] - 1 - kept);
            }
            std::sort(results.begin(), results.end());
            for (const auto& result : results) moves.push_back(gamesuite::piles_after(result));
        }
        return moves;
    }

    // --play: every position met is piles, the case's own kind. The reference's search grows fast with the stones
    // (its spreads), so the scripted games play 3 of the generator's inputs, and holding out takes one stone from
    // the largest pile and spreads none: the piles only shrink.
    static constexpr int play_checked_seeds = 3;
    static std::string board(const std::vector<long long>& piles) { return gamesuite::pile_rows(piles, "pile"); }

    // The rules: one pile shrinks (at least one stone taken); of what it loses, some may go onto other non-empty
    // piles, the rest (at least one stone) leaves the game.
    static std::string play(const std::string& move, std::vector<long long>& piles) {
        std::vector<long long> after;
        if (!gamesuite::read_number_list(move, ',', after))
            return "write A,B,... (every pile as your move leaves it)";
        if (after.size() != piles.size())
            return "write all " + gamesuite::counted(piles.size(), "pile") + ", each as your move leaves it";
        std::size_t shrank = piles.size();
        for (std::size_t j = 0; j < piles.size(); ++j) {
            if (after[j] > piles[j] && piles[j] == 0)
                return "pile " + std::to_string(j + 1) + " is empty: stones go onto non-empty piles only";
            if (after[j] >= piles[j]) continue;
            if (shrank != piles.size())
                return "piles " + std::to_string(shrank + 1) + " and " + std::to_string(j + 1) +
                       " both shrank: take from one pile only";
            shrank = j;
        }
        if (shrank == piles.size()) return "take at least one stone from one pile";
        const long long lost = piles[shrank] - after[shrank];
        long long gained = 0;  // stops at `lost`, so no sum of 18-digit gains overflows
        for (std::size_t j = 0; j < piles.size() && gained < lost; ++j)
            if (j != shrank) gained += std::min(after[j] - piles[j], lost);
        if (gained >= lost)
            return "pile " + std::to_string(shrank + 1) + " lost " + gamesuite::counted(lost, "stone") +
                   " and the others gained as many or more: at least one stone must leave the game";
        piles = after;
        return "";
    }

    static std::string any_move(const std::vector<long long>& piles) {
        const std::string move = gamesuite::longest_nim_move(piles);
        if (move.empty()) return "";
        std::vector<long long> after(piles);
        --*std::max_element(after.begin(), after.end());
        return gamesuite::piles_after(after);
    }
};

}  // namespace poj1740

#endif

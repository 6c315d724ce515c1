// Nim played by its rules, for the references (no nim sum): a position is its non-empty piles in ascending order,
// a move leaves one pile with fewer stones. O(sum of piles) moves a position. Tested in src/tests/nim_test.cpp.
#ifndef GAMECORE_NIM_RULES_HPP
#define GAMECORE_NIM_RULES_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

namespace gamecore {

// The rules for gamecore::GameSearch.
struct NimRules {
    // An empty pile offers no move and the order of the piles does not matter, so both are left out.
    typedef std::vector<long long> Position;

    static Position position_of(const std::vector<long long>& piles) {
        Position p;
        for (std::size_t i = 0; i < piles.size(); ++i)
            if (piles[i] > 0) p.push_back(piles[i]);
        std::sort(p.begin(), p.end());
        return p;
    }

    // Take 1..p[i] stones from pile i.
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t chosen = 0; chosen < p.size(); ++chosen) {
            if (chosen > 0 && p[chosen] == p[chosen - 1]) continue;  // an equal pile has the same options
            for (long long left = 0; left < p[chosen]; ++left) {
                std::vector<long long> next(p);
                next[chosen] = left;
                out.push_back(position_of(next));
            }
        }
    }
};

// Every move of Nim on the piles as they stand, pile by pile, each left with 0, 1, ... stones below its size:
// visit(pile index, stones left, the piles after). For a reference that names the moves it finds winning.
template <class Visit>
void for_each_nim_move(const std::vector<long long>& piles, Visit& visit) {
    std::vector<long long> after(piles);
    for (std::size_t i = 0; i < piles.size(); ++i) {
        for (long long left = 0; left < piles[i]; ++left) {
            after[i] = left;
            visit(i, left, after);
        }
        after[i] = piles[i];
    }
}

}  // namespace gamecore

#endif

// POJ 1740 reference: A New Stone Game decided by memoised search over its rules, no closed form.
// A pile of a stones among k others: C(a + k, k + 1) ways to keep and spread. Used by tests.cpp and poj1740-reference.
#ifndef POJ1740_REFERENCE_HPP
#define POJ1740_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace poj1740 {

struct NewStoneGameRules {
    // The sizes of the non-empty piles, ascending. Empty piles are left out:
    // no move can use them, neither to take from nor to put stones on.
    typedef std::vector<long long> Position;

    static Position position_of(const std::vector<long long>& piles) {
        Position p;
        for (std::size_t i = 0; i < piles.size(); ++i)
            if (piles[i] > 0) p.push_back(piles[i]);
        std::sort(p.begin(), p.end());
        return p;
    }

    // Choose a pile, throw away at least one stone, keep `kept` of the rest,
    // and spread the others over the other piles in every possible way.
    void moves(const Position& p, std::vector<Position>& out) const {
        const std::size_t first_option = out.size();
        for (std::size_t chosen = 0; chosen < p.size(); ++chosen) {
            if (chosen > 0 && p[chosen] == p[chosen - 1]) continue;  // an equal pile has the same options
            std::vector<long long> others(p.begin(), p.end());
            others.erase(others.begin() + static_cast<std::ptrdiff_t>(chosen));
            for (long long rest = 0; rest < p[chosen]; ++rest) spread(others, 0, rest, out);
        }
        // Different spreads often reach the same multiset; search each once.
        std::sort(out.begin() + static_cast<std::ptrdiff_t>(first_option), out.end());
        out.erase(std::unique(out.begin() + static_cast<std::ptrdiff_t>(first_option), out.end()), out.end());
    }

private:
    // Gives piles others[next..] any share of the `rest` stones still in hand;
    // what nobody takes stays on the chosen pile.
    static void spread(std::vector<long long>& others, std::size_t next, long long rest, std::vector<Position>& out) {
        if (next == others.size()) {
            std::vector<long long> piles(others);
            piles.push_back(rest);
            out.push_back(position_of(piles));
            return;
        }
        for (long long given = 0; given <= rest; ++given) {
            others[next] += given;
            spread(others, next + 1, rest - given, out);
            others[next] -= given;
        }
    }
};

// Options grow like C(stones + piles, piles): past 5 piles of 5 stones a case takes seconds.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_piles = 5;
    limits.max_pile = 5;
    return limits;
}

inline std::string reference_description() {
    return "POJ 1740 reference: plays A New Stone Game by its rules (memoised search).\n"
           "Same input and output as poj1740, for few piles of few stones.";
}

struct WinsBySearch {
    WinsBySearch() : search(NewStoneGameRules()) {}
    bool operator()(const std::vector<long long>& piles) {
        return search.wins(NewStoneGameRules::position_of(piles));
    }
    gamecore::GameSearch<NewStoneGameRules> search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace poj1740

#endif

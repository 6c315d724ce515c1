// POJ 2315 reference: Moore's Nim_M with a cap r played by its rules (memoised search over sorted heaps), no formula.
// O(positions x moves x log positions). Used by tests.cpp and moore-nim-reference on small heaps.
#ifndef MOORE_NIM_REFERENCE_HPP
#define MOORE_NIM_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace moore_nim {

struct CappedMooreRules {
    // The non-empty heaps, ascending: empty heaps (balls in the goal) take no part, and order does not matter.
    typedef std::vector<long long> Position;

    long long kick;  // M
    long long cap;   // r

    static Position position_of(const std::vector<long long>& heaps) {
        Position p;
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i] > 0) p.push_back(heaps[i]);
        std::sort(p.begin(), p.end());
        return p;
    }

    // Every set of 1..M heaps, each reduced by 1..min(r, heap).
    void moves(const Position& p, std::vector<Position>& out) const {
        Position next(p);
        reduce_from(0, kick, next, out);
    }

private:
    // Adds to the heaps chosen so far (already reduced in `next`) one more heap at index >= first.
    void reduce_from(std::size_t first, long long heaps_left, Position& next, std::vector<Position>& out) const {
        for (std::size_t i = first; i < next.size(); ++i) {
            const long long original = next[i];
            for (long long take = 1; take <= cap && take <= original; ++take) {
                next[i] = original - take;
                out.push_back(position_of(next));
                if (heaps_left > 1) reduce_from(i + 1, heaps_left - 1, next, out);
            }
            next[i] = original;
        }
    }
};

// 5 balls of at most 6 turns: at most 462 positions of at most 7^5 moves. R and the distances may be as large as
// the solver takes, so that near-integer turns (distances close to a multiple of 2 pi R) reach the reference too.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_balls = 5;
    limits.max_turns = 6;
    return limits;
}

inline std::string reference_description() {
    return "POJ 2315 reference: plays Moore's Nim_M with a cap by its rules (memoised search); the\n"
           "true game, which the judge's formula is not. Same input and output as moore-nim, for\n"
           "few balls of few turns.";
}

inline bool alice_wins_by_search(const Case& c) {
    const CappedMooreRules rules = {c.kick, c.cap};
    gamecore::GameSearch<CappedMooreRules> search(rules);
    return search.wins(CappedMooreRules::position_of(c.heaps));
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, alice_wins_by_search);
}

}  // namespace moore_nim

#endif

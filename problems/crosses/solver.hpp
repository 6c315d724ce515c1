// POJ 3537 Crosses and Crosses: judge solver. The strip of n is heap n + 2 of octal game 0.007 (Treblecross),
// whose values gamecore/octal.hpp computes by the definition: O(n^2) once (2000: 2 * 10^6 steps). Tested in tests.cpp.
#ifndef CROSSES_SOLVER_HPP
#define CROSSES_SOLVER_HPP

#include <cstddef>
#include <string>

#include "gamecore/octal.hpp"
#include "problem.hpp"

namespace crosses {

// Safe play: a cross within two cells of another lets the opponent complete three at once, so whoever must
// play there loses, and a cross at i makes cells i-2..i+2 dead. A strip of n is the heap n + 2 of 0.007 (take
// 3 tokens, leaving 0, 1 or 2 heaps): a move at cell i leaves i - 3 and n - i - 2 free cells, and 0.007 leaves
// (i - 3) + 2 and (n - i - 2) + 2 from n + 2 - 3 = n - 1; heaps 0, 1, 2 of 0.007 are all worth 0, like an
// empty strip, and the moves near an end (i <= 2) match the splits a = 0, 1 of 0.007. No period is known
// (octal-periodicity.md: computed to 2^17 and beyond without one), so the table is computed up to n.
class TreblecrossValues {
public:
    TreblecrossValues() : grundy_(treblecross_code()) {}

    unsigned value(long long n) {
        const std::size_t heap = static_cast<std::size_t>(n) + 2;
        grundy_.extend_to(heap);
        return grundy_.values()[heap];
    }

private:
    static gamecore::OctalCode treblecross_code() {
        gamecore::OctalCode code;
        std::string error;
        gamecore::parse_octal_code("0.007", code, error);
        return code;
    }

    gamecore::OctalGrundy grundy_;
};

// The first player wins iff the strip's Grundy value is not 0.
struct FirstPlayerWins {
    bool operator()(long long n) { return values.value(n) != 0; }
    TreblecrossValues values;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    FirstPlayerWins decide;
    answer_lengths(in, limits, out, decide);
}

}  // namespace crosses

#endif

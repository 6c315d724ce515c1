// POJ 1067 (Wythoff's game), declared once: names, limits, help, and the input format that every solver of it reads.
// O(1) per pair read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef POJ1067_PROBLEM_HPP
#define POJ1067_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace poj1067 {

const char* const id = "poj1067";
const char* const title = "POJ 1067 (Wythoff's game)";
const char* const judge = "POJ";
const char* const twins = "HDU 1527; Luogu P2252";

// gamecore/wythoff.hpp is exact for every pile a long long holds.
#define POJ1067_LIMITS(LIMIT)                                                 \
    LIMIT(pile, "pile sizes a, b", 0, 1000000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(POJ1067_LIMITS)

inline std::string description() {
    return "POJ 1067 (Wythoff's game): two piles; a move takes stones from one pile, or the\n"
           "same number from both. Who cannot move loses.\n"
           "Input: pairs 'a b' until end of file.\n"
           "Output: per pair, 1 if the first player wins, else 0.";
}

// One pair per line until end of input; strict mode also wants at least one.
// decide(a, b): does the first player win?
template <class Decide>
void answer_pairs(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    if (in.strict() && in.at_end()) in.fail_next("pile size");
    const std::size_t batch = 256;
    long long pairs[2 * batch];
    for (;;) {
        // The usual lines many at once; the first line that is not goes token by token, which judges it.
        const std::size_t lines = in.read_int_rows(2, batch, limits.min_pile, limits.max_pile, pairs);
        for (std::size_t i = 0; i < lines; ++i) out.write(decide(pairs[2 * i], pairs[2 * i + 1]) ? "1\n" : "0\n");
        if (lines == batch) continue;
        if (in.at_end()) break;
        const long long a = in.read_int(limits.min_pile, limits.max_pile, "pile size");
        in.read_space();
        const long long b = in.read_int(limits.min_pile, limits.max_pile, "pile size");
        in.read_eoln();
        out.write(decide(a, b) ? "1\n" : "0\n");
    }
}

}  // namespace poj1067

namespace this_problem = poj1067;

#endif

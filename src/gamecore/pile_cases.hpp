// "T, then T cases, each a line 'N' and a line of N pile sizes", the input of the Nim judge problems (Luogu P2197,
// POJ 3480 / HDU 1907): the one parser of that format, O(N) a case. Tested by nim's and misere-nim's tests and tables.
#ifndef GAMECORE_PILE_CASES_HPP
#define GAMECORE_PILE_CASES_HPP

#include <vector>

#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace gamecore {

// Reads one case: N within [limits.min_piles, limits.max_piles], then a line of N pile sizes within
// [limits.min_pile, limits.max_pile].
template <class Limits>
void read_pile_case(Scanner& in, const Limits& limits, std::vector<long long>& piles) {
    const long long count = in.read_int(limits.min_piles, limits.max_piles, "number of piles");
    in.read_eoln();
    piles.clear();
    for (long long i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        piles.push_back(in.read_int(limits.min_pile, limits.max_pile, "pile size"));
    }
    in.read_eoln();
}

// Reads T within [limits.min_cases, limits.max_cases] and then exactly T cases; lenient mode reads nothing after
// them, strict mode wants the end of input there. decide(piles): does the first player win? Each answer, the line
// `win` or `lose`, is written as soon as its case is read.
template <class Limits, class Decide>
void answer_pile_cases(Scanner& in, const Limits& limits, Output& out, Decide& decide, const char* win,
                       const char* lose) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases");
    in.read_eoln();
    std::vector<long long> piles;
    for (long long c = 0; c < cases; ++c) {
        read_pile_case(in, limits, piles);
        out.write(decide(piles) ? win : lose);
    }
    if (in.strict()) in.read_eof();
}

}  // namespace gamecore

#endif

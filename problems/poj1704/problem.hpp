// POJ 1704 (Georgia and Bob), declared once: names, limits, help, and the input format that every solver of it reads.
// O(N) expected per case read plus one O(N log N) sort. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef POJ1704_PROBLEM_HPP
#define POJ1704_PROBLEM_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/key_set.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace poj1704 {

const char* const id = "poj1704";
const char* const title = "POJ 1704 (Georgia and Bob)";
const char* const judge = "POJ";
const char* const twins = "Luogu P10507 (the same game, its format not read)";

// Staircase Nim only subtracts neighbouring cells, so every cell a long long holds is exact; 10^6 pieces keep a
// case (and its repeat check) within about 25 MB.
// position: cells are numbered from 1
#define POJ1704_LIMITS(LIMIT)                                       \
    LIMIT(cases, "number of cases T", 1, 20, 0, 1000000)            \
    LIMIT(pieces, "pieces per case N", 1, 1000, 0, 1000000)         \
    LIMIT(position, "position", 1, 10000, 1, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(POJ1704_LIMITS)

inline std::string description() {
    return "POJ 1704 (Georgia and Bob): pieces on distinct cells 1, 2, 3, ... of a strip; a\n"
           "move shifts one piece left by at least one cell, never onto or over another\n"
           "piece nor past cell 1. Georgia moves first; who cannot move loses.\n"
           "Input: T, then per case N and N distinct positions in any order.\n"
           "Output: per case, 'Georgia will win' or 'Bob will win'.";
}

// Reads one case: N, then N distinct positions in any order; leaves them ascending in `cells`. A position already
// named in the case is reported at once, at its token, so a repeat comes before any bad token after it. `taken`
// is working space kept between cases.
inline void read_case(gamecore::Scanner& in, const Limits& limits, gamecore::KeySet& taken,
                      std::vector<long long>& cells) {
    const long long count = in.read_int(limits.min_pieces, limits.max_pieces, "number of pieces");
    in.read_eoln();
    taken.reset(static_cast<std::size_t>(count));
    cells.clear();
    for (long long i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        const long long cell = in.read_int(limits.min_position, limits.max_position, "position");
        if (!taken.insert(cell)) in.fail_last_token("a position not already taken");
        cells.push_back(cell);
    }
    in.read_eoln();
    std::sort(cells.begin(), cells.end());
}

// Reads T and then exactly T cases; lenient mode reads nothing after them, strict mode wants the end of input there.
// decide(cells), the cells ascending and distinct: does Georgia win? Each answer is written once its case is read.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases");
    in.read_eoln();
    gamecore::KeySet taken;
    std::vector<long long> cells;
    for (long long c = 0; c < cases; ++c) {
        read_case(in, limits, taken, cells);
        out.write(decide(cells) ? "Georgia will win\n" : "Bob will win\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace poj1704

namespace this_problem = poj1704;

#endif

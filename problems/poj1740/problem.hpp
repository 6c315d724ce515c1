// POJ 1740 (A New Stone Game), declared once: names, limits, help, and the input format that every solver of it reads.
// O(n) per case read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef POJ1740_PROBLEM_HPP
#define POJ1740_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/counted_rows.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace poj1740 {

const char* const id = "poj1740";
const char* const title = "POJ 1740 (A New Stone Game)";
const char* const judge = "POJ";
const char* const twins = "";

// The pairing rule only sorts and compares, so any long long pile is exact; 10^6 piles keep a case in memory.
// pile: stones in one pile
#define POJ1740_LIMITS(LIMIT)                                  \
    LIMIT(piles, "piles per case n", 1, 10, 1, 1000000)        \
    LIMIT(pile, "pile size", 0, 100, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(POJ1740_LIMITS)

inline std::string description() {
    return "POJ 1740 (A New Stone Game): n piles; a move takes at least one stone from one\n"
           "pile, then may move any of that pile's remaining stones onto other non-empty\n"
           "piles. Alice moves first; who cannot move loses.\n"
           "Input: cases 'n' then n pile sizes, ended by a line '0' (or end of input).\n"
           "Output: per case, 1 if Alice wins, else 0.";
}

// The input format: "n", then a line of the n piles, until a line 0 (or end of input), with this problem's words.
inline gamecore::CountedRows case_format(const Limits& limits) {
    const gamecore::CountedRows format = {limits.max_piles, limits.min_pile, limits.max_pile,
                                          "pile count (0 ends the input)", "pile size"};
    return format;
}

// The next case into piles[0, count), and count; 0 at the end of the input (the terminating 0, or end of input where
// lenient mode allows it). `piles` only grows; fold(pile) sees each pile once, in order (gamecore::CountedRows).
template <class Fold>
std::size_t read_case(gamecore::Scanner& in, const Limits& limits, std::vector<long long>& piles, Fold& fold) {
    return case_format(limits).read_case(in, piles, fold);
}

inline std::size_t read_case(gamecore::Scanner& in, const Limits& limits, std::vector<long long>& piles) {
    return case_format(limits).read_case(in, piles);
}

// Every case until the terminating 0 (or end of input), for the reference and the command-line side: decide(piles)
// sees one case, exactly its piles. Does Alice win? It may reorder `piles`.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    std::vector<long long> read, piles;
    for (std::size_t count; (count = read_case(in, limits, read)) > 0;) {
        piles.assign(read.begin(), read.begin() + static_cast<std::ptrdiff_t>(count));
        out.write(decide(piles) ? "1\n" : "0\n");
    }
}

}  // namespace poj1740

namespace this_problem = poj1740;

#endif

// POJ 1740 (A New Stone Game), declared once: names, limits, help, and the input format that every solver of it reads.
// O(n) per case read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef POJ1740_PROBLEM_HPP
#define POJ1740_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace poj1740 {

const char* const id = "poj1740";
const char* const title = "POJ 1740 (A New Stone Game)";
const char* const judge = "POJ";

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

// read_case's way for every case its fast path leaves: token by token, judging each.
// Out of line, so that read_case's fast path inlines into the caller's loop.
GAMECORE_SCANNER_NOINLINE inline std::size_t read_case_by_tokens(gamecore::Scanner& in, const Limits& limits,
                                                                 std::vector<long long>& piles) {
    if (!in.strict() && in.at_end()) return 0;
    const std::size_t count =
        static_cast<std::size_t>(in.read_int(0, limits.max_piles, "pile count (0 ends the input)"));
    in.read_eoln();
    if (count == 0) {
        if (in.strict()) in.read_eof();
        return 0;
    }
    if (piles.size() < count) piles.resize(count);
    piles[0] = in.read_int(limits.min_pile, limits.max_pile, "pile size");
    for (std::size_t i = 1; i < count;) {
        // The usual " N" run at once; whatever stops it goes through read_space and read_int, which judge it.
        i += in.read_spaced_ints(count - i, limits.min_pile, limits.max_pile, &piles[i]);
        if (i < count) {
            in.read_space();
            piles[i++] = in.read_int(limits.min_pile, limits.max_pile, "pile size");
        }
    }
    in.read_eoln();
    return count;
}

// Reads the next case into piles[0, count) and returns count; 0 at the terminating 0. End of input before it also
// ends the input, except in strict mode, which wants the 0 and then nothing more; lenient mode reads nothing after
// the 0. `piles` only grows, to the largest case so far: a case pays for zeroing only when it is the largest yet.
// fold(pile) sees each pile of the case once, in order, as it is read (Scanner::read_counted_row).
template <class Fold>
std::size_t read_case(gamecore::Scanner& in, const Limits& limits, std::vector<long long>& piles, Fold& fold) {
    // The usual case at once, in the caller's loop; a row it declines was folded in part, so it folds a copy.
    Fold row_fold = fold;
    std::size_t count = in.read_counted_row(1, static_cast<std::size_t>(limits.max_piles), limits.min_pile,
                                            limits.max_pile, piles, row_fold);
    if (count > 0) {
        fold = row_fold;
        in.read_eoln();
        return count;
    }
    count = read_case_by_tokens(in, limits, piles);
    for (std::size_t i = 0; i < count; ++i) fold(piles[i]);
    return count;
}

inline std::size_t read_case(gamecore::Scanner& in, const Limits& limits, std::vector<long long>& piles) {
    gamecore::IgnoreValues ignore;
    return read_case(in, limits, piles, ignore);
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

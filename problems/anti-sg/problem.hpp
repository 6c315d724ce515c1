// HDU 2509 Be the Winner (misère rows of apples), declared once: names, limits, help, and the input format that
// every solver of it reads. O(n) per case read. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef ANTI_SG_PROBLEM_HPP
#define ANTI_SG_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace anti_sg {

const char* const id = "anti-sg";
const char* const title = "HDU 2509 Be the Winner";
const char* const judge = "HDU";
const char* const twins = "";

// The statement gives 1 <= n <= 100 and "no more than 100 apples" a group, and no lower bound for a group:
// an empty group (0) is read as a row with no apples, which takes no part in the game.
// A row's Grundy value is its length, so the SJ rule is exact for every length a long long holds; a case is kept
// in memory, 10^6 rows at most.
// rows: rows ("groups") per case, n
// row: apples in one row
#define ANTI_SG_LIMITS(LIMIT)                                       \
    LIMIT(rows, "rows per case n", 1, 100, 1, 1000000)              \
    LIMIT(row, "apples in a row", 0, 100, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(ANTI_SG_LIMITS)

inline std::string description() {
    return "HDU 2509 Be the Winner: n rows of apples. A move takes one or more consecutive\n"
           "apples from one row (taking from the middle splits it in two). Whoever takes the\n"
           "last apple loses.\n"
           "Input: cases until end of file, each a line 'n' and a line of n row lengths\n"
           "(an empty line may separate cases).\n"
           "Output: per case, Yes if the first player can force a win, else No.";
}

// Is there another case? Lenient: anything but whitespace left. Strict: the first case is required (empty input
// fails at its n), later ones follow directly or after exactly one empty line, and the input ends right after the
// last case's line.
inline bool another_case(gamecore::Scanner& in, bool first) {
    if (!in.strict()) return !in.at_end();
    if (first) return true;
    if (in.at_end()) return false;
    if (in.at_line_end()) in.read_line_end("the empty line between cases");
    return true;
}

// Reads one case's rows into `rows` (their lengths, in input order).
inline void read_case(gamecore::Scanner& in, const Limits& limits, std::vector<long long>& rows) {
    const long long count = in.read_int(limits.min_rows, limits.max_rows, "row count n");
    in.read_eoln();
    rows.clear();
    for (long long i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        rows.push_back(in.read_int(limits.min_row, limits.max_row, "apples in a row"));
    }
    in.read_eoln();
}

// Every case until the end of input. decide(rows): can the first player force a win?
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    std::vector<long long> rows;
    for (bool first = true; another_case(in, first); first = false) {
        read_case(in, limits, rows);
        out.write(decide(rows) ? "Yes\n" : "No\n");
    }
}

}  // namespace anti_sg

namespace this_problem = anti_sg;

#endif

// {{id}}, declared once: names, limits, help, and the input format that every solver of it reads.
// O(1) per case read. Tested through tests.cpp, the testdata and testdata/{{id}}/bad-inputs.txt (CLI and judge98).
// TODO: made by scripts/new as a working example (one pile, take 1 or 2); replace the game, keep the shape.
#ifndef {{GUARD}}_PROBLEM_HPP
#define {{GUARD}}_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace {{namespace}} {

const char* const id = "{{id}}";
const char* const title = "{{title}}";
const char* const judge = "{{judge}}";
// The same problem at other judges, "Judge id" entries separated by "; " (scripts/which finds them); a difference
// of format in parentheses after its entry, when this program does not read that judge's format.
const char* const twins = "";

// TODO: why the suite's limits are what they are (what the method costs, what stays exact).
// Each row: name, what it is, least and greatest at the judge, least and greatest in the suite (gamecore/limits.hpp).
#define {{GUARD}}_LIMITS(LIMIT) \
    LIMIT(pile, "pile size n", 0, 1000000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS({{GUARD}}_LIMITS)

inline std::string description() {
    return "{{title}}: one pile; a move takes 1 or 2 stones. Who cannot move loses.\n"
           "Input: one pile size per line until end of file.\n"
           "Output: per pile, 1 if the first player wins, else 0.";
}

// One pile per line until end of input; strict mode also wants at least one. decide(n): does the first player win?
template <class Decide>
void answer_piles(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    if (in.strict() && in.at_end()) in.fail_next("pile size");
    while (!in.at_end()) {
        const long long n = in.read_int(limits.min_pile, limits.max_pile, "pile size");
        in.read_eoln();
        out.write(decide(n) ? "1\n" : "0\n");
    }
}

}  // namespace {{namespace}}

namespace this_problem = {{namespace}};

#endif

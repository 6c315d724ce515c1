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

struct Limits {
    long long max_pile;
};

inline Limits judge_limits() {
    const Limits limits = {1000000000LL};
    return limits;
}

inline Limits suite_limits() {
    const Limits limits = {9223372036854775807LL};
    return limits;
}

inline std::string description() {
    return "{{title}}: one pile; a move takes 1 or 2 stones. Who cannot move loses.\n"
           "Input: one pile size per line until end of file.\n"
           "Output: per pile, 1 if the first player wins, else 0.";
}

inline std::string limits_text(const Limits& judge, const Limits& suite) {
    return gamecore::limit_line("pile size n", 0, judge.max_pile, 0, suite.max_pile);
}

// One pile per line until end of input; strict mode also wants at least one. decide(n): does the first player win?
template <class Decide>
void answer_piles(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    if (in.strict() && in.at_end()) in.fail_next("pile size");
    while (!in.at_end()) {
        const long long n = in.read_int(0, limits.max_pile, "pile size");
        in.read_eoln();
        out.write(decide(n) ? "1\n" : "0\n");
    }
}

}  // namespace {{namespace}}

namespace this_problem = {{namespace}};

#endif

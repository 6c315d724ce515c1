// POJ 2068 Nim, declared once: names, limits, help, and the input format that every solver of it reads.
// O(2n) per case read. Tested through tests.cpp, the testdata and testdata/team-misere-nim/bad-inputs.txt.
#ifndef TEAM_MISERE_NIM_PROBLEM_HPP
#define TEAM_MISERE_NIM_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace team_misere_nim {

const char* const id = "team-misere-nim";
const char* const title = "POJ 2068 Nim";
const char* const judge = "POJ";
const char* const twins = "";

// The statement: 1 <= n <= 10, 1 <= M_i <= 16, 1 <= S <= 2^13. The solver costs O(S * 2n) a case and O(2n) memory
// (the last lost stone count of each player), so the suite goes to n = 100 and S = 10^6 (2 * 10^8 steps a case at
// most); a cap only bounds a take, so M_i goes to 10^9.
#define TEAM_MISERE_NIM_LIMITS(LIMIT)                                   \
    LIMIT(team, "players per team n", 1, 10, 1, 100)                    \
    LIMIT(stones, "stones S", 1, 8192, 1, 1000000)                      \
    LIMIT(cap, "most stones player i takes M_i", 1, 16, 1, 1000000000)
GAMECORE_DECLARE_LIMITS(TEAM_MISERE_NIM_LIMITS)

inline std::string description() {
    return "POJ 2068 Nim: one heap of S stones; 2n players round a table, the teams alternating (your\n"
           "team players 1, 3, 5, ...), player i takes 1 to M_i stones on his turn; player 1 starts. Whoever\n"
           "takes the last stone loses (misere).\n"
           "Input: lines 'n S M_1 ... M_2n', ended by a line '0' (or end of input).\n"
           "Output: per line, 1 if your team has a winning strategy, else 0.";
}

// Lines 'n S M_1 .. M_2n' until a line '0'; lenient mode also stops at the end of input, strict mode wants the 0
// and then the end of input. decide(stones, caps): does player 1's team win, player 1 to move?
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    std::vector<long long> caps;
    for (;;) {
        if (!in.strict() && in.at_end()) return;
        const long long n = in.read_int(0, limits.max_team, "players per team n (0 ends the input)");
        if (n == 0) {
            in.read_eoln();
            if (in.strict()) in.read_eof();
            return;
        }
        if (n < limits.min_team) in.fail_last_token("players per team n (integer " +
                                                    gamecore::readable(limits.min_team) + ".." +
                                                    gamecore::readable(limits.max_team) + ", or 0 to end)");
        in.read_space();
        const long long stones = in.read_int(limits.min_stones, limits.max_stones, "stones S");
        caps.assign(static_cast<std::size_t>(2 * n), 0);
        for (std::size_t i = 0; i < caps.size(); ++i) {
            in.read_space();
            caps[i] = in.read_int(limits.min_cap, limits.max_cap, "most stones player i takes M_i");
        }
        in.read_eoln();
        out.write(decide(stones, static_cast<const std::vector<long long>&>(caps)) ? "1\n" : "0\n");
    }
}

}  // namespace team_misere_nim

namespace this_problem = team_misere_nim;

#endif

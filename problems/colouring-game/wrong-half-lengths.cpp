// colouring-game-wrong-half-lengths: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. With equal counts, each alternating run of L cells taken as a Nim heap of floor(L / 2) (the pairs it holds)
// instead of Dawson's Kayles g(L): right up to L = 4, wrong from L = 5 (g(5) = 0). Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <string>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool alice_wins(const std::string& strip) {
    std::size_t red = 0, run = 0;
    unsigned x = 0;
    for (std::size_t i = 0; i < strip.size(); ++i) {
        red += strip[i] == 'R';
        run = i > 0 && strip[i] != strip[i - 1] ? run + 1 : 1;
        if (i + 1 == strip.size() || strip[i + 1] == strip[i]) x ^= static_cast<unsigned>(run / 2);
    }
    if (2 * red != strip.size()) return 2 * red > strip.size();
    return x != 0;
}

void solve(gamecore::Scanner& in, const colouring_game::Limits& limits, gamecore::Output& out) {
    colouring_game::answer_cases(in, limits, out, alice_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("alternating runs as Nim heaps of half their length", solve, colouring_game::suite_limits())

// lasker-wrong-plain-nim: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It xors the
// heap sizes as in plain Nim, forgetting the split move: "3 / 1 2 3" is lost in Nim (1 xor 2 xor 3 = 0), but here the
// Grundy values are 1, 2 and 4 and Alice wins by splitting the 3 into 1 + 2. Its problem's test executable fails unless
// the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct NimSum {
    NimSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= static_cast<unsigned long long>(heap); }  // the bug: g(s) = s
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

void solve(gamecore::Scanner& in, const lasker::Limits& limits, gamecore::Output& out) {
    NimSum position;
    lasker::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("plain Nim, the split move forgotten", solve, lasker::suite_limits())

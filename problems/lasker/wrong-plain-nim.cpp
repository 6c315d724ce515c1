// lasker-wrong-plain-nim: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It xors the heap sizes as in plain Nim, forgetting the split move: "3 / 1 2 3" is lost in Nim (1 xor 2 xor 3 = 0),
// but here the Grundy values are 1, 2 and 4 and Alice wins by splitting the 3 into 1 + 2. The ctest
// stress-catches-lasker-wrong-plain-nim (src/tests/stress) passes only if scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "plain Nim, the split move forgotten", solve,
                                        lasker::suite_limits());
}

// lasker-wrong-swaps-wrong-pair: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It remembers that Lasker's Nim swaps two values in every block of four but swaps g(4k+2) and g(4k+3) instead of
// g(4k+3) and g(4k+4): g(2) = 3, g(3) = 2, g(4) = 4. It passes the sample, yet calls "3 / 1 2 3" lost (1 xor 3 xor
// 2 = 0), where Alice wins by splitting the 3 into 1 + 2. The ctest stress-catches-lasker-wrong-swaps-wrong-pair
// passes only if scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
#include "problem.hpp"

namespace {

unsigned long long grundy(unsigned long long heap) {
    switch (heap % 4) {  // the bug: the swapped pair is (4k+2, 4k+3), not (4k+3, 4k+4)
        case 2: return heap + 1;
        case 3: return heap - 1;
        default: return heap;
    }
}

struct SwappedSum {
    SwappedSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= grundy(static_cast<unsigned long long>(heap)); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

void solve(gamecore::Scanner& in, const lasker::Limits& limits, gamecore::Output& out) {
    SwappedSum position;
    lasker::answer_cases(in, limits, out, position);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "swaps g(4k+2) and g(4k+3)", solve, lasker::suite_limits());
}

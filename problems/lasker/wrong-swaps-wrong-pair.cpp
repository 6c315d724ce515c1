// lasker-wrong-swaps-wrong-pair: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// remembers that Lasker's Nim swaps two values in every block of four but swaps g(4k+2) and g(4k+3) instead of g(4k+3)
// and g(4k+4): g(2) = 3, g(3) = 2, g(4) = 4. It passes the sample, yet calls "3 / 1 2 3" lost (1 xor 3 xor 2 = 0),
// where Alice wins by splitting the 3 into 1 + 2. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
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

GAMESUITE_WRONG_VARIANT("swaps g(4k+2) and g(4k+3)", solve, lasker::suite_limits())

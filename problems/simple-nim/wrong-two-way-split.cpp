// simple-nim-wrong-two-way-split: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It takes the Grundy values of HDU 3032 (split into two heaps: 4k+3 and 4k+4 swap), the trap the catalogue names:
// a lone heap of 3 is still a win, but "2 / 3 4" is lost there and won here (g = 3 and 4). Its problem's test
// executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned long long two_way_grundy(unsigned long long heap) {  // the bug: period 4, not 8
    switch (heap % 4) {
        case 3: return heap + 1;
        case 0: return heap == 0 ? 0 : heap - 1;
        default: return heap;
    }
}

struct TwoWaySum {
    TwoWaySum() : sum(0) {}
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= two_way_grundy(static_cast<unsigned long long>(heap)); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

void solve(gamecore::Scanner& in, const simple_nim::Limits& limits, gamecore::Output& out) {
    TwoWaySum position;
    simple_nim::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("HDU 3032's values (split in two), not three", solve, simple_nim::suite_limits())

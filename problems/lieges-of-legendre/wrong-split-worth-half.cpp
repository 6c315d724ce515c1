// lieges-of-legendre-wrong-split-worth-half: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It forgets that k equal heaps cancel in pairs: a split of 2x is taken as worth g(x) whatever k's parity
// (the odd-k table for every k), so with k even a heap of 4 is called worth 2 instead of 1. Its problem's test
// executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct Sum {
    void start(long long) { sum = 0; }
    void add_heap(long long heap) { sum ^= lieges_of_legendre::heap_value(heap, true); }  // the bug: k's parity
    bool first_player_wins() const { return sum != 0; }
    unsigned sum = 0;
};

void solve(gamecore::Scanner& in, const lieges_of_legendre::Limits& limits, gamecore::Output& out) {
    Sum position;
    lieges_of_legendre::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a split worth g(x) for every k, even k too", solve, lieges_of_legendre::suite_limits())

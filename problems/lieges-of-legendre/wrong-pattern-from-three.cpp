// lieges-of-legendre-wrong-pattern-from-three: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. For odd k it starts the pattern at 3, as the even-k table does: g(0..2) = 0, 1, 0, then odd heaps 0 and
// even heaps mex {0, g(a / 2)}: g(3) = 0 instead of 1, g(4) = 1 instead of 2 (the catalogue's trap). Its problem's
// test executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned value(long long heap, bool k_odd) {
    if (heap <= 2) return k_odd ? (heap == 1 ? 1u : 0u) : static_cast<unsigned>(heap);
    if (heap % 2 != 0) return 0;
    if (!k_odd) return 1;
    return value(heap / 2, true) == 1 ? 2u : 1u;  // the bug: from 3 on already
}

struct Sum {
    void start(long long split) {
        k_odd = split % 2 != 0;
        sum = 0;
    }
    void add_heap(long long heap) { sum ^= value(heap, k_odd); }
    bool first_player_wins() const { return sum != 0; }
    bool k_odd = false;
    unsigned sum = 0;
};

void solve(gamecore::Scanner& in, const lieges_of_legendre::Limits& limits, gamecore::Output& out) {
    Sum position;
    lieges_of_legendre::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("odd k: the pattern from 3 on (g(3) = 0, g(4) = 1)", solve,
                        lieges_of_legendre::suite_limits())

// switch-lights-wrong-zero-based: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// numbers the cells from 0, valuing a light (x - 1) (x) (y - 1): right for the 0-based game without degenerate moves,
// but here a light in row or column 1 is worth 1 (x) y, not 0, so (1, 1) alone is called lost (it is won by
// switching it off). Its problem's test executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "gamecore/nimber.hpp"
#include "problem.hpp"

namespace {

struct ZeroBasedSum {
    void clear() { sum = 0; }
    void add_light(long long x, long long y) {
        sum ^= gamecore::nim_product32(static_cast<unsigned>(x - 1), static_cast<unsigned>(y - 1));
    }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum = 0;
};

void solve(gamecore::Scanner& in, const switch_lights::Limits& limits, gamecore::Output& out) {
    ZeroBasedSum position;
    switch_lights::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("cells numbered from 0", solve, switch_lights::suite_limits())

// triangulation-wrong-period-from-zero: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It takes Dawson's Kayles as periodic from n = 0 (g(n) = g(n mod 34)), forgetting the preperiod: g(34) = 4 but
// g(0) = 0. Its problem's test executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct PeriodFromZero {
    explicit PeriodFromZero(const triangulation::DawsonKaylesValues& values) : values_(values), sum(0) {}
    void clear() { sum = 0; }
    void add_plane(long long points) {  // the bug: no preperiod
        sum ^= values_.value(static_cast<unsigned long long>(points) % values_.period());
    }
    bool first_player_wins() const { return sum != 0; }
    const triangulation::DawsonKaylesValues& values_;
    unsigned sum;
};

void solve(gamecore::Scanner& in, const triangulation::Limits& limits, gamecore::Output& out) {
    const triangulation::DawsonKaylesValues values;
    PeriodFromZero position(values);
    triangulation::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("period 34 taken from n = 0, no preperiod", solve, triangulation::suite_limits())

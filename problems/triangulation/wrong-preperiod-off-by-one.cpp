// triangulation-wrong-preperiod-off-by-one: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It starts the period at 52, Dawson's chess's (.137) preperiod, not Dawson's Kayles' 53: the last exception
// of .07 is n = 52, so every n = 52 + 34k, k >= 1, gets g(52) = 2 instead of its own 9.
// Its problem's test executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct PreperiodOffByOne {
    explicit PreperiodOffByOne(const triangulation::DawsonKaylesValues& values) : values_(values), sum(0) {}
    void clear() { sum = 0; }
    void add_plane(long long points) {
        const unsigned long long n = static_cast<unsigned long long>(points);
        const unsigned long long start = values_.preperiod() - 1;  // the bug: 52, the .137 convention
        sum ^= values_.value(n < start ? n : start + (n - start) % values_.period());
    }
    bool first_player_wins() const { return sum != 0; }
    const triangulation::DawsonKaylesValues& values_;
    unsigned sum;
};

void solve(gamecore::Scanner& in, const triangulation::Limits& limits, gamecore::Output& out) {
    const triangulation::DawsonKaylesValues values;
    PreperiodOffByOne position(values);
    triangulation::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("period started at 52 (the .137 preperiod), not 53", solve, triangulation::suite_limits())

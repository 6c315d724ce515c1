// moore-nim-wrong-double-pi: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It turns
// distances into turns in double precision, A_i = ceil(S_i / (2 pi R)) and r = floor(L / (2 pi R)) with pi = acos(-1),
// as the peers do. A distance within about 10^-16 of a whole number of turns (S = j p and R = q / 2 for a convergent p
// / q of pi) then lands on the wrong side. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <cmath>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

// The format of problem.hpp, read without its exact conversion.
void solve(gamecore::Scanner& in, const moore_nim::Limits& limits, gamecore::Output& out) {
    moore_nim::Case c;
    while (!in.at_end()) {
        const long long balls = in.read_int(1, limits.max_balls, "ball count N");
        c.kick = in.read_int(1, balls, "balls kicked per turn M (at most N)");
        const long long length = in.read_int(limits.min_distance, limits.max_distance, "kick length L");
        const long long radius = in.read_int(1, limits.max_radius, "radius R");
        const double turn = 2 * std::acos(-1.0) * static_cast<double>(radius);  // the bug: pi in double
        c.cap = static_cast<long long>(std::floor(static_cast<double>(length) / turn));
        c.heaps.clear();
        for (long long i = 0; i < balls; ++i) {
            const long long distance = in.read_int(limits.min_distance, limits.max_distance, "distance S_i");
            c.heaps.push_back(static_cast<long long>(std::ceil(static_cast<double>(distance) / turn)));
        }
        out.write(moore_nim::alice_wins_as_judged(c) ? "Alice\n" : "Bob\n");
    }
}

}  // namespace

GAMESUITE_WRONG_VARIANT("turns computed with a double pi", solve, moore_nim::suite_limits())

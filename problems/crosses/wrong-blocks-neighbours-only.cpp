// crosses-wrong-blocks-neighbours-only: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It takes a cross at i to kill only cells i-1..i+1 (a strip of n leaves i - 2 and n - i - 1), as if only adjacent
// crosses were dangerous; but X.X lets the opponent fill the middle. Its first error is n = 4.
// Its problem's test executable fails unless the in-process stress run catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace {

struct NeighboursOnly {
    bool operator()(long long n) {
        std::vector<unsigned> g(1, 0);
        for (long long m = 1; m <= n; ++m) {
            std::vector<unsigned> options;
            for (long long i = 1; i <= m; ++i) {  // the bug: i-1..i+1 dead instead of i-2..i+2
                const long long left = i - 2 > 0 ? i - 2 : 0, right = m - i - 1 > 0 ? m - i - 1 : 0;
                options.push_back(g[static_cast<std::size_t>(left)] ^ g[static_cast<std::size_t>(right)]);
            }
            g.push_back(static_cast<unsigned>(gamecore::mex(options.begin(), options.end())));
        }
        return g[static_cast<std::size_t>(n)] != 0;
    }
};

void solve(gamecore::Scanner& in, const crosses::Limits& limits, gamecore::Output& out) {
    NeighboursOnly decide;
    crosses::answer_lengths(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a cross kills only its neighbours", solve, crosses::suite_limits())

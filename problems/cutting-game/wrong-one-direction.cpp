// cutting-game-wrong-one-direction: a deliberately WRONG solver, kept so that the stress harness proves it catches
// it. Its Grundy recurrence has the reduction right (no cut leaves a 1-wide piece) but only cuts across the width
// (i from 2 to w - 2), as if a sheet could be cut one way only; every board of width 2 or 3 is then lost, 2 x 4
// among them, where the first player wins by cutting it into 2 x 2 and 2 x 2. The ctest
// stress-catches-cutting-game-wrong-one-direction passes only if scripts/stress reports a mismatch.
#include <vector>

#include "cli/problem_cli.hpp"
#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace {

struct OneDirection {
    explicit OneDirection(int max_side)
        : side(max_side), g(static_cast<std::size_t>((max_side + 1) * (max_side + 1)), 0) {
        gamecore::MexBuffer mex;
        for (int w = 2; w <= side; ++w)
            for (int h = 2; h <= side; ++h) {
                mex.begin(static_cast<std::size_t>(w));
                for (int i = 2; i <= w - 2; ++i) mex.add(at(i, h) ^ at(w - i, h));  // the bug: no cut along h
                at(w, h) = static_cast<unsigned>(mex.mex());
            }
    }
    unsigned& at(int w, int h) { return g[static_cast<std::size_t>(w * (side + 1) + h)]; }
    bool operator()(int w, int h) { return at(w, h) != 0; }
    int side;
    std::vector<unsigned> g;
};

void solve(gamecore::Scanner& in, const cutting_game::Limits& limits, gamecore::Output& out) {
    OneDirection decide(static_cast<int>(limits.max_side));
    cutting_game::answer_pairs(in, limits, out, decide);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "cuts across the width only", solve,
                                        cutting_game::suite_limits());
}

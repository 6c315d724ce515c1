// cutting-game-wrong-strips-worth-zero: a deliberately WRONG solver, kept so that the stress harness proves it
// catches it. It plays normal play over every cut (1 <= i <= w - 1) and gives a 1-wide strip the value 0, as if
// it were an inert piece, forgetting that a strip 1 x n (n >= 2) lets the next player cut out a 1 x 1 piece and
// win. The ctest stress-catches-cutting-game-wrong-strips-worth-zero passes only if scripts/stress reports a
// mismatch.
#include <vector>

#include "cli/problem_cli.hpp"
#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace {

struct StripsWorthZero {
    explicit StripsWorthZero(int max_side)
        : side(max_side), g(static_cast<std::size_t>((max_side + 1) * (max_side + 1)), 0) {
        gamecore::MexBuffer mex;
        for (int w = 2; w <= side; ++w)
            for (int h = 2; h <= side; ++h) {
                mex.begin(static_cast<std::size_t>(w + h));
                for (int i = 1; i < w; ++i) mex.add(at(i, h) ^ at(w - i, h));  // the bug: at(1, h) is 0
                for (int j = 1; j < h; ++j) mex.add(at(w, j) ^ at(w, h - j));
                at(w, h) = static_cast<unsigned>(mex.mex());
            }
    }
    unsigned& at(int w, int h) { return g[static_cast<std::size_t>(w * (side + 1) + h)]; }
    bool operator()(int w, int h) { return at(w, h) != 0; }
    int side;
    std::vector<unsigned> g;
};

void solve(gamecore::Scanner& in, const cutting_game::Limits& limits, gamecore::Output& out) {
    StripsWorthZero decide(static_cast<int>(limits.max_side));
    cutting_game::answer_pairs(in, limits, out, decide);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "1-wide strips counted as inert pieces", solve,
                                        cutting_game::suite_limits());
}

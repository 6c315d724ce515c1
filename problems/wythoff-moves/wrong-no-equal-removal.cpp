// wythoff-moves-wrong-no-equal-removal: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It decides win and loss right but lists only the single-pile moves, forgetting that taking the same number from
// both piles is a move too: (5, 8) gets only "3 5" where "4 7" wins as well, and (2, 2) only "1 2" where "0 0" wins as
// well, and (3, 4) is called lost (only 3 4 -> 1 2 wins). Its problem's test executable fails unless the in-process
// stress run (src/tests/stress/in_process.cpp) catches it.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct SinglePileOnly {
    void winning_moves(long long a, long long b, std::vector<wythoff_moves::Move>& moves) const {
        std::vector<wythoff_moves::Move> all;
        wythoff_moves::winning_moves(a, b, all);
        if (all.empty()) return;
        if (a > b) std::swap(a, b);
        // The bug: a move is kept only if it leaves one of the piles as it was.
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].x == a || all[i].y == a || all[i].x == b || all[i].y == b) moves.push_back(all[i]);
    }
};

void solve(gamecore::Scanner& in, const wythoff_moves::Limits& limits, gamecore::Output& out) {
    SinglePileOnly decide;
    wythoff_moves::answer_positions(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("forgets the equal-removal moves", solve, wythoff_moves::suite_limits())

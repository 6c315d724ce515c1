// nim-moves-wrong-sorted-by-pile: a deliberately WRONG order, kept so that the stress tests prove they catch it. It
// finds the right moves but prints them by pile size, smallest first, instead of in the order of the piles in the
// input: right on the sample (its piles come ascending), wrong on "10 9 8 7 5" (10 3 must come first). HDU compares
// the output byte for byte. Its problem's test executable fails unless the in-process stress run catches it.
#include <algorithm>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

bool smaller_pile(const nim_moves::Move& a, const nim_moves::Move& b) { return a.pile < b.pile; }

struct SortedByPile {
    void winning_moves(const std::vector<long long>& piles, std::vector<nim_moves::Move>& moves) const {
        nim_moves::winning_moves(piles, moves);
        std::stable_sort(moves.begin(), moves.end(), smaller_pile);  // the bug: the order of the piles is lost
    }
};

void solve(gamecore::Scanner& in, const nim_moves::Limits& limits, gamecore::Output& out) {
    SortedByPile decide;
    nim_moves::answer_cases(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("prints the moves by pile size, not in input order", solve, nim_moves::suite_limits())

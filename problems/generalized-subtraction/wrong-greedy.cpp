// generalized-subtraction-wrong-greedy: a deliberately WRONG player, kept so that the tests prove they catch it. It
// always goes first and takes as many cards as it may from the left end of the longest run, never looking at the
// values of the runs. E.g. N = 3, L = 1, R = 2: it takes cards 1..2, the judge takes card 3 and wins. tests.cpp and
// the ctest <id>-processes (its program on the testdata) fail unless it loses some game.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "problem.hpp"
#include "wrong_player.hpp"

namespace {

class Greedy {
public:
    Greedy(int n, int l, int r) : l_(l), r_(r), cards_(n) {}
    bool goes_first() const { return true; }
    generalized_subtraction::Move next_move() {
        std::vector<generalized_subtraction::Move> runs;
        cards_.runs(runs);
        generalized_subtraction::Move best = generalized_subtraction::make_move(0, 0);
        for (std::size_t i = 0; i < runs.size(); ++i)
            if (runs[i].y >= l_ && runs[i].y > best.y) best = runs[i];
        if (best.y == 0) return best;
        best.y = std::min(best.y, r_);  // the bug: the most cards, not a move to a zero value
        cards_.remove(best.x, best.y);
        return best;
    }
    void opponent_moved(generalized_subtraction::Move move) { cards_.remove(move.x, move.y); }

private:
    int l_, r_;
    generalized_subtraction::Cards cards_;
};

}  // namespace

GENERALIZED_SUBTRACTION_WRONG_PLAYER("takes the most cards it may, ignoring the runs' values", Greedy)

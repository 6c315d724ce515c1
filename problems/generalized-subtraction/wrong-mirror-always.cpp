// generalized-subtraction-wrong-mirror-always: a deliberately WRONG player, kept so that the tests prove they catch
// it. It always goes first and mirrors, also where L = R and N - L is odd: there its central run leaves halves of
// different sizes, the judge's moves in the longer half have no reflection, and it falls back to the leftmost move.
// E.g. N = 4, L = R = 1: it takes card 2, leaving 1 and 3..4, a lost position (the judge takes card 1). tests.cpp
// and the ctest <id>-processes (its program on the testdata) fail unless it loses some game.
#include <cstddef>
#include <vector>

#include "problem.hpp"
#include "wrong_player.hpp"

namespace {

class MirrorAlways {
public:
    MirrorAlways(int n, int l, int r) : n_(n), l_(l), cards_(n), opened_(false) {
        y_ = (l - n) % 2 == 0 || l == r ? l : l + 1;  // the bug: L = R with N - L odd is taken as it comes
        last_ = generalized_subtraction::make_move(0, 0);
    }
    bool goes_first() const { return true; }
    generalized_subtraction::Move next_move() {
        using generalized_subtraction::make_move;
        generalized_subtraction::Move move = make_move((n_ - y_) / 2 + 1, y_);
        if (opened_) move = make_move(n_ + 2 - last_.x - last_.y, last_.y);
        opened_ = true;
        if (!cards_.run_present(move.x, move.y)) {
            std::vector<generalized_subtraction::Move> runs;
            cards_.runs(runs);
            move = make_move(0, 0);
            for (std::size_t i = 0; i < runs.size() && move.y == 0; ++i)
                if (runs[i].y >= l_) move = make_move(runs[i].x, l_);
        }
        if (move.y != 0) cards_.remove(move.x, move.y);
        return move;
    }
    void opponent_moved(generalized_subtraction::Move move) {
        cards_.remove(move.x, move.y);
        last_ = move;
    }

private:
    int n_, l_, y_;
    generalized_subtraction::Cards cards_;
    bool opened_;
    generalized_subtraction::Move last_;
};

}  // namespace

GENERALIZED_SUBTRACTION_WRONG_PLAYER("mirrors even where L = R and N - L is odd", MirrorAlways)

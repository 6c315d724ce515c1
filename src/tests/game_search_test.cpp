#include <doctest/doctest.h>

#include <vector>

#include "gamecore/game_search.hpp"

namespace {

// One-heap subtraction game {1, 2}: Grundy value n mod 3, computed by hand.
struct TakeOneOrTwo {
    typedef int Position;
    void moves(const Position& p, std::vector<Position>& out) const {
        if (p >= 1) out.push_back(p - 1);
        if (p >= 2) out.push_back(p - 2);
    }
};

}  // namespace

TEST_CASE("GameSearch: take one or two has Grundy value n mod 3") {
    gamecore::GameSearch<TakeOneOrTwo> search((TakeOneOrTwo()));
    for (int n = 0; n <= 200; ++n) {
        CAPTURE(n);
        CHECK(search.grundy(n) == static_cast<unsigned>(n % 3));
        CHECK(search.wins(n) == (n % 3 != 0));
    }
    CHECK(search.positions_seen() == 201);
}

namespace {

// Two heaps of Nim as a pair: the player to move loses exactly when they are equal.
struct TwoHeapNim {
    typedef std::vector<int> Position;
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t heap = 0; heap < p.size(); ++heap)
            for (int left = 0; left < p[heap]; ++left) {
                Position next(p);
                next[heap] = left;
                out.push_back(next);
            }
    }
};

}  // namespace

TEST_CASE("WinSearch: who wins as GameSearch says, searching fewer positions") {
    gamecore::WinSearch<TakeOneOrTwo> take((TakeOneOrTwo()));
    int wrong = -1;
    for (int n = 200; n >= 0; --n)
        if (take.wins(n) != (n % 3 != 0)) wrong = n;
    CHECK(wrong == -1);
    gamecore::WinSearch<TwoHeapNim> by_win((TwoHeapNim()));
    gamecore::GameSearch<TwoHeapNim> by_value((TwoHeapNim()));
    std::vector<int> first_wrong;
    for (int a = 0; a <= 12; ++a)
        for (int b = 0; b <= 12; ++b) {
            const std::vector<int> p = {a, b};
            if (first_wrong.empty() && (by_win.wins(p) != (a != b) || by_value.wins(p) != (a != b))) first_wrong = p;
        }
    CHECK(first_wrong.empty());
    // It stops at a position's first winning option: from (12, 11) GameSearch reaches every pair below, 13 x 12 of
    // them, and WinSearch fewer.
    gamecore::WinSearch<TwoHeapNim> once((TwoHeapNim()));
    gamecore::GameSearch<TwoHeapNim> every((TwoHeapNim()));
    CHECK(once.wins(std::vector<int>{12, 11}));
    CHECK(every.wins(std::vector<int>{12, 11}));
    CHECK(every.positions_seen() == 13 * 12);
    CHECK(once.positions_seen() < every.positions_seen());
}

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

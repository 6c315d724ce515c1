#include <doctest/doctest.h>

#include <vector>

#include "gamecore/grundy.hpp"

namespace {

// Lasker's Nim: take any number from a heap, or split a heap into two non-empty heaps.
struct LaskerRules {
    std::size_t option_bound(std::size_t heap) const { return heap + heap / 2; }
    void add_options(std::size_t heap, const std::vector<unsigned>& g, gamecore::MexBuffer& out) const {
        for (std::size_t rest = 0; rest < heap; ++rest) out.add(g[rest]);
        for (std::size_t left = 1; left <= heap / 2; ++left) out.add(g[left] ^ g[heap - left]);
    }
};

}  // namespace

TEST_CASE("subtraction game {1,3,4}: P-positions are n mod 7 in {0, 2}") {
    gamecore::GrundyTable<gamecore::SubtractionRules> table(gamecore::SubtractionRules({1, 3, 4}));
    for (std::size_t n = 0; n <= 1000; ++n) {
        CAPTURE(n);
        CHECK((table.value(n) == 0) == (n % 7 == 0 || n % 7 == 2));
    }
}

TEST_CASE("Lasker's Nim: g(4k+1)=4k+1, g(4k+2)=4k+2, g(4k+3)=4k+4, g(4k+4)=4k+3") {
    gamecore::GrundyTable<LaskerRules> table((LaskerRules()));
    table.extend_to(400);
    CHECK(table.value(0) == 0);
    for (std::size_t k = 0; 4 * k + 4 <= 400; ++k) {
        CAPTURE(k);
        CHECK(table.value(4 * k + 1) == 4 * k + 1);
        CHECK(table.value(4 * k + 2) == 4 * k + 2);
        CHECK(table.value(4 * k + 3) == 4 * k + 4);
        CHECK(table.value(4 * k + 4) == 4 * k + 3);
    }
}

TEST_CASE("Dawson's Kayles (game C in Zhang Yifei's paper): first values, then period 34 from heap 53") {
    gamecore::GrundyTable<gamecore::SegmentSplitRules> table(gamecore::SegmentSplitRules({2}));
    const unsigned first[] = {0, 0, 1, 1, 2, 0, 3, 1};
    for (std::size_t n = 0; n < 8; ++n) CHECK(table.value(n) == first[n]);
    table.extend_to(1000);
    for (std::size_t n = 53; n + 34 <= 1000; ++n) {
        CAPTURE(n);
        CHECK(table.value(n) == table.value(n + 34));
    }
    // The pre-period is exactly 53: heap 52 breaks the pattern.
    CHECK(table.value(52) != table.value(52 + 34));
}

TEST_CASE("GrundyTable grows on demand and keeps earlier values") {
    gamecore::GrundyTable<gamecore::SubtractionRules> table(gamecore::SubtractionRules({1, 2}));
    CHECK(table.values().empty());
    CHECK(table.value(5) == 2);
    CHECK(table.values().size() == 6);
    CHECK(table.value(3) == 0);
    CHECK(table.values().size() == 6);
}

TEST_CASE("GrundyTableSum: the xor of the heaps' values, cleared between cases") {
    gamecore::GrundyTableSum<LaskerRules> sum;
    sum.add_heap(3);  // g(3) = 4
    sum.add_heap(4);  // g(4) = 3
    CHECK(sum.first_player_wins());
    CHECK(sum.grundy(3) == 4);
    sum.clear();
    CHECK_FALSE(sum.first_player_wins());
    sum.add_heap(3);
    sum.add_heap(5);  // g(5) = 5, 4 xor 5 = 1
    sum.add_heap(1);  // g(1) = 1
    CHECK_FALSE(sum.first_player_wins());
}

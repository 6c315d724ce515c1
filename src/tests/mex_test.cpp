#include <doctest/doctest.h>

#include <vector>

#include "gamecore/mex.hpp"

TEST_CASE("mex of small sets") {
    std::vector<unsigned> empty;
    CHECK(gamecore::mex(empty.begin(), empty.end()) == 0);
    std::vector<unsigned> values = {1, 2, 5};
    CHECK(gamecore::mex(values.begin(), values.end()) == 0);
    values = {0, 2, 1, 4, 0};
    CHECK(gamecore::mex(values.begin(), values.end()) == 3);
    values = {3, 1000000, 0, 1, 2};
    CHECK(gamecore::mex(values.begin(), values.end()) == 4);
}

TEST_CASE("MexBuffer forgets the previous set without clearing") {
    gamecore::MexBuffer buffer;
    buffer.begin(3);
    buffer.add(0);
    buffer.add(1);
    buffer.add(2);
    CHECK(buffer.mex() == 3);
    buffer.begin(1);
    buffer.add(1);
    CHECK(buffer.mex() == 0);
    buffer.begin(0);
    CHECK(buffer.mex() == 0);
    buffer.begin(2);
    buffer.add(0);
    buffer.add(7);  // above the bound: cannot matter, ignored
    CHECK(buffer.mex() == 1);
}

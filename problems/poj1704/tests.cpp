// poj1704 tests: staircase Nim against Georgia and Bob played by its rules, plus input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::error_of;
using input_testing::scan;

typedef gamecore::GameSearch<poj1704::GeorgiaAndBobRules> Search;

std::string shown(const std::vector<long long>& cells) {
    std::string text;
    for (long long cell : cells) text += std::to_string(cell) + " ";
    return text;
}

// Compares the solver with the search on every set of at most max_count cells
// of 1..max_cell (the empty set too); returns how many the search found lost.
int compare_all(Search& search, std::size_t max_count, long long max_cell) {
    int losing = 0;
    // Bit i of `set` means cell i + 1 holds a piece; ascending cells by construction.
    for (unsigned set = 0; set < (1u << max_cell); ++set) {
        std::vector<long long> cells;
        for (long long cell = 1; cell <= max_cell; ++cell)
            if (set >> (cell - 1) & 1u) cells.push_back(cell);
        if (cells.size() > max_count) continue;
        const bool wins = search.wins(cells);
        CAPTURE(shown(cells));
        CHECK(poj1704::first_player_wins(cells) == wins);
        losing += !wins;
    }
    return losing;
}

}  // namespace

TEST_CASE("poj1704: staircase Nim matches the rules for every set of <= 4 cells in 1..12") {
    Search search((poj1704::GeorgiaAndBobRules()));
    const int losing = compare_all(search, 4, 12);
    // 1 + 12 + 66 + 220 + 495 = 794 sets; lost ones include the empty strip and
    // every packed block 1..k, so the search must have found some of each kind.
    CHECK(search.positions_seen() == 794);
    CHECK(losing > 5);
    CHECK(losing < 794 / 2);
    CHECK_FALSE(search.wins(std::vector<long long>()));
    CHECK_FALSE(search.wins({1, 2, 3, 4}));
    CHECK(search.wins({2}));
}

TEST_CASE("poj1704: staircase Nim matches the rules for every set of <= 7 cells in 1..16") {
    Search search((poj1704::GeorgiaAndBobRules()));
    compare_all(search, 7, 16);
}

TEST_CASE("poj1704: statement sample") {
    gamecore::Scanner in = scan("2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n");
    CHECK(in.read_int(0, poj1704::max_cases, "number of cases") == 2);
    std::vector<poj1704::Piece> pieces;
    std::vector<long long> cells;
    poj1704::read_case(in, pieces, cells);
    CHECK_FALSE(poj1704::first_player_wins(cells));
    poj1704::read_case(in, pieces, cells);
    CHECK(poj1704::first_player_wins(cells));
    CHECK(in.at_end());
}

TEST_CASE("poj1704: positions come in any order, up to 2^63 - 1") {
    gamecore::Scanner in = scan("3\r\n17 1\t9\n");
    std::vector<poj1704::Piece> pieces;
    std::vector<long long> cells;
    poj1704::read_case(in, pieces, cells);
    CHECK(cells == std::vector<long long>{1, 9, 17});

    const long long top = poj1704::max_position;
    // Two pieces at the far end side by side: a gap of 0, nothing to win.
    CHECK_FALSE(poj1704::first_player_wins({top - 1, top}));
    CHECK(poj1704::first_player_wins({top}));
    // Pairs (top - 2^62 .. top) and wall .. 2^62: gaps 2^62 - 1 both, nim sum 0.
    const long long half = 4611686018427387904LL;
    CHECK_FALSE(poj1704::first_player_wins({half, top - half, top}));
    CHECK(poj1704::first_player_wins({half + 1, top - half, top}));
}

TEST_CASE("poj1704: a repeated position is reported at its second mention") {
    std::vector<poj1704::Piece> pieces;
    std::vector<long long> cells;
    gamecore::Scanner in = scan("3\n5 2\n5\n");
    const gamecore::InputError repeat = error_of([&] { poj1704::read_case(in, pieces, cells); });
    CHECK(repeat.line == 3);
    CHECK(repeat.column == 1);
    CHECK(repeat.expected == "a position not already taken");
    CHECK(repeat.found == "'5'");

    // Two repeated cells: the one repeated first in the input is reported.
    gamecore::Scanner two = scan("5\n9 1 9 1 1");
    const gamecore::InputError first = error_of([&] { poj1704::read_case(two, pieces, cells); });
    CHECK(first.line == 2);
    CHECK(first.column == 5);
    CHECK(first.found == "'9'");

    // A repeat comes before a bad token later on the line: the repeat is the first error.
    gamecore::Scanner then_bad = scan("3\n4 4 x");
    CHECK(error_of([&] { poj1704::read_case(then_bad, pieces, cells); }).column == 3);
    gamecore::Scanner bad_first = scan("3\nx 4 4");
    CHECK(error_of([&] { poj1704::read_case(bad_first, pieces, cells); }).found == "'x'");
}

TEST_CASE("poj1704: bad input names line, column and what was expected") {
    std::vector<poj1704::Piece> pieces;
    std::vector<long long> cells;
    gamecore::Scanner zero = scan("2\n3 0");
    const gamecore::InputError cell_zero = error_of([&] { poj1704::read_case(zero, pieces, cells); });
    CHECK(cell_zero.column == 3);
    CHECK(cell_zero.expected == "position (integer 1..9223372036854775807)");

    gamecore::Scanner too_many = scan("1000001\n");
    CHECK(error_of([&] { poj1704::read_case(too_many, pieces, cells); }).expected ==
          "number of pieces (integer 0..1000000)");

    gamecore::Scanner cut_short = scan("3\n1 2\n");
    const gamecore::InputError end = error_of([&] { poj1704::read_case(cut_short, pieces, cells); });
    CHECK(end.found == "end of input");
    CHECK(end.line == 3);
}

TEST_CASE("poj1704: strict mode checks the exact format and the judge's limits") {
    std::vector<poj1704::Piece> pieces;
    std::vector<long long> cells;
    gamecore::Scanner good = scan("3\n1 2 3\n");
    good.set_strict(true);
    poj1704::read_case(good, pieces, cells);
    CHECK(cells == std::vector<long long>{1, 2, 3});

    gamecore::Scanner far = scan("2\n1 10001\n");
    far.set_strict(true);
    const gamecore::InputError position = error_of([&] { poj1704::read_case(far, pieces, cells); });
    CHECK(position.column == 3);
    CHECK(position.expected == "position (integer 1..10000)");

    gamecore::Scanner none = scan("0\n\n");
    none.set_strict(true);
    CHECK(error_of([&] { poj1704::read_case(none, pieces, cells); }).expected ==
          "number of pieces (integer 1..1000)");

    // The repeat (column 3) comes before the broken separator (column 4).
    gamecore::Scanner repeat_then_tab = scan("3\n4 4\t1\n");
    repeat_then_tab.set_strict(true);
    const gamecore::InputError repeat = error_of([&] { poj1704::read_case(repeat_then_tab, pieces, cells); });
    CHECK(repeat.column == 3);
    CHECK(repeat.expected == "a position not already taken");

    gamecore::Scanner crlf = scan("1\n7\r\n");
    crlf.set_strict(true);
    CHECK(error_of([&] { poj1704::read_case(crlf, pieces, cells); }).found == "'\\x0d'");
}

// poj1704 tests: staircase Nim against Georgia and Bob played by its rules, plus input handling.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::error_of;
using input_testing::file_text;
using input_testing::scan;

// The limits the executables read with: the suite's by default, the judge's under --strict.
const poj1704::Limits suite = poj1704::suite_limits();
const poj1704::Limits judge = poj1704::judge_limits();

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
    CHECK(in.read_int(0, suite.max_cases, "number of cases") == 2);
    gamecore::KeySet taken;
    std::vector<long long> cells;
    poj1704::read_case(in, suite, taken, cells);
    CHECK_FALSE(poj1704::first_player_wins(cells));
    poj1704::read_case(in, suite, taken, cells);
    CHECK(poj1704::first_player_wins(cells));
    CHECK(in.at_end());
}

TEST_CASE("poj1704: positions come in any order, up to 2^63 - 1") {
    gamecore::Scanner in = scan("3\r\n17 1\t9\n");
    gamecore::KeySet taken;
    std::vector<long long> cells;
    poj1704::read_case(in, suite, taken, cells);
    CHECK(cells == std::vector<long long>{1, 9, 17});

    const long long top = suite.max_position;
    // Two pieces at the far end side by side: a gap of 0, nothing to win.
    CHECK_FALSE(poj1704::first_player_wins({top - 1, top}));
    CHECK(poj1704::first_player_wins({top}));
    // Pairs (top - 2^62 .. top) and wall .. 2^62: gaps 2^62 - 1 both, nim sum 0.
    const long long half = 4611686018427387904LL;
    CHECK_FALSE(poj1704::first_player_wins({half, top - half, top}));
    CHECK(poj1704::first_player_wins({half + 1, top - half, top}));
}

TEST_CASE("poj1704: a repeated position is reported at its second mention") {
    gamecore::KeySet taken;
    std::vector<long long> cells;
    gamecore::Scanner in = scan("3\n5 2\n5\n");
    const gamecore::InputError repeat = error_of([&] { poj1704::read_case(in, suite, taken, cells); });
    CHECK(repeat.line == 3);
    CHECK(repeat.column == 1);
    CHECK(repeat.expected == "a position not already taken");
    CHECK(repeat.found == "'5'");

    // Two repeated cells: the one repeated first in the input is reported.
    gamecore::Scanner two = scan("5\n9 1 9 1 1");
    const gamecore::InputError first = error_of([&] { poj1704::read_case(two, suite, taken, cells); });
    CHECK(first.line == 2);
    CHECK(first.column == 5);
    CHECK(first.found == "'9'");

    // A repeat comes before a bad token later on the line: the repeat is the first error.
    gamecore::Scanner then_bad = scan("3\n4 4 x");
    CHECK(error_of([&] { poj1704::read_case(then_bad, suite, taken, cells); }).column == 3);
    gamecore::Scanner bad_first = scan("3\nx 4 4");
    CHECK(error_of([&] { poj1704::read_case(bad_first, suite, taken, cells); }).found == "'x'");
}

TEST_CASE("poj1704: a repeat is found when its token is read, written as in the input") {
    gamecore::KeySet taken;
    std::vector<long long> cells;
    // Nothing after the repeated token is read: the scanner stands right after it.
    gamecore::Scanner in = scan("4\n4 4 7 8\n");
    CHECK(error_of([&] { poj1704::read_case(in, suite, taken, cells); }).column == 3);
    CHECK(in.line() == 2);
    CHECK(in.column() == 4);

    // The token is quoted as written, like every other error.
    gamecore::Scanner zeros = scan("2\n7 007\n");
    const gamecore::InputError padded = error_of([&] { poj1704::read_case(zeros, suite, taken, cells); });
    CHECK(padded.column == 3);
    CHECK(padded.found == "'007'");

    // Each case starts with no cell taken.
    gamecore::Scanner two_cases = scan("2\n3 1\n2\n1 3\n");
    poj1704::read_case(two_cases, suite, taken, cells);
    poj1704::read_case(two_cases, suite, taken, cells);
    CHECK(cells == std::vector<long long>{1, 3});
}

TEST_CASE("poj1704: 10^6 pieces, spread over the whole long long range, then a repeat at the end") {
    const long long count = suite.max_pieces;
    std::string text = std::to_string(count) + "\n";
    // Cells k * 2^43 + 1 (descending): they differ only in high bits, the hard case for a weak hash.
    for (long long k = count; k >= 1; --k) text += std::to_string(k * 8796093022208LL + 1) + " ";
    text += "\n";
    gamecore::KeySet taken;
    std::vector<long long> cells;
    gamecore::Scanner in = scan(text);
    poj1704::read_case(in, suite, taken, cells);
    REQUIRE(cells.size() == static_cast<std::size_t>(count));
    CHECK(cells.front() == 8796093022208LL + 1);
    CHECK(cells.back() == count * 8796093022208LL + 1);
    CHECK(std::is_sorted(cells.begin(), cells.end()));

    // The same cells with the last one naming the first again.
    const std::size_t last_space = text.rfind(' ', text.size() - 3);
    std::string repeated = text.substr(0, last_space + 1) + std::to_string(count * 8796093022208LL + 1) + "\n";
    gamecore::Scanner again = scan(repeated);
    const gamecore::InputError repeat = error_of([&] { poj1704::read_case(again, suite, taken, cells); });
    CHECK(repeat.line == 2);
    CHECK(repeat.column == static_cast<long>(last_space - text.find('\n') + 1));
    CHECK(repeat.found == "'" + std::to_string(count * 8796093022208LL + 1) + "'");
}

TEST_CASE("poj1704: solver and reference answer through the same parser") {
    // Every set of <= 4 cells in 1..10, within the reference's limits (the sample's 8 pieces are not).
    const std::string all_sets = file_text(GAMESUITE_TESTDATA_DIR "/small-all-sets-4-pieces-to-10.in");
    gamecore::Scanner for_solver = scan(all_sets);
    std::string solved;
    gamecore::Output solver_out(solved);
    poj1704::solve(for_solver, suite, solver_out);
    CHECK(solved == file_text(GAMESUITE_TESTDATA_DIR "/small-all-sets-4-pieces-to-10.out"));

    gamecore::Scanner for_reference = scan(all_sets);
    std::string searched;
    gamecore::Output reference_out(searched);
    poj1704::solve_by_reference(for_reference, poj1704::reference_limits(), reference_out);
    CHECK(searched == solved);

    // The reference's own limits: 7 pieces are too many for the search; the case before is answered.
    gamecore::Scanner seven = scan("2\n1\n1\n7\n1 2 3 4 5 6 7\n");
    std::string before_error;
    gamecore::Output partial(before_error);
    const gamecore::InputError count =
        error_of([&] { poj1704::solve_by_reference(seven, poj1704::reference_limits(), partial); });
    CHECK(before_error == "Bob will win\n");
    CHECK(count.line == 4);
    CHECK(count.expected == "number of pieces (integer 0..6)");

    // Both read a repeat the same way, and at the same place.
    gamecore::Scanner repeat_for_solver = scan("1\n3\n2 9 2\n");
    gamecore::Scanner repeat_for_reference = scan("1\n3\n2 9 2\n");
    const gamecore::InputError by_solver = error_of([&] { poj1704::solve(repeat_for_solver, suite, solver_out); });
    const gamecore::InputError by_reference = error_of(
        [&] { poj1704::solve_by_reference(repeat_for_reference, poj1704::reference_limits(), reference_out); });
    CHECK(by_solver.column == 5);
    CHECK(by_reference.column == by_solver.column);
    CHECK(by_reference.expected == by_solver.expected);

    // Strict mode wants at least one case, and the end of input after the last.
    gamecore::Scanner no_cases = scan("0\n");
    no_cases.set_strict(true);
    CHECK(error_of([&] { poj1704::solve(no_cases, judge, solver_out); }).expected == "number of cases (integer 1..20)");
    gamecore::Scanner trailing = scan("1\n1\n1\n1\n");
    trailing.set_strict(true);
    const gamecore::InputError after = error_of([&] { poj1704::solve(trailing, judge, solver_out); });
    CHECK(after.line == 4);
    CHECK(after.expected == "end of input");
}

TEST_CASE("poj1704: bad input names line, column and what was expected") {
    gamecore::KeySet taken;
    std::vector<long long> cells;
    gamecore::Scanner zero = scan("2\n3 0");
    const gamecore::InputError cell_zero = error_of([&] { poj1704::read_case(zero, suite, taken, cells); });
    CHECK(cell_zero.column == 3);
    CHECK(cell_zero.expected == "position (integer 1..9223372036854775807)");

    gamecore::Scanner too_many = scan("1000001\n");
    CHECK(error_of([&] { poj1704::read_case(too_many, suite, taken, cells); }).expected ==
          "number of pieces (integer 0..1000000)");

    gamecore::Scanner cut_short = scan("3\n1 2\n");
    const gamecore::InputError end = error_of([&] { poj1704::read_case(cut_short, suite, taken, cells); });
    CHECK(end.found == "end of input");
    CHECK(end.line == 3);
}

TEST_CASE("poj1704: strict mode checks the exact format and the judge's limits") {
    gamecore::KeySet taken;
    std::vector<long long> cells;
    gamecore::Scanner good = scan("3\n1 2 3\n");
    good.set_strict(true);
    poj1704::read_case(good, judge, taken, cells);
    CHECK(cells == std::vector<long long>{1, 2, 3});

    gamecore::Scanner far = scan("2\n1 10001\n");
    far.set_strict(true);
    const gamecore::InputError position = error_of([&] { poj1704::read_case(far, judge, taken, cells); });
    CHECK(position.column == 3);
    CHECK(position.expected == "position (integer 1..10000)");

    gamecore::Scanner none = scan("0\n\n");
    none.set_strict(true);
    CHECK(error_of([&] { poj1704::read_case(none, judge, taken, cells); }).expected ==
          "number of pieces (integer 1..1000)");

    // The repeat (column 3) comes before the broken separator (column 4).
    gamecore::Scanner repeat_then_tab = scan("3\n4 4\t1\n");
    repeat_then_tab.set_strict(true);
    const gamecore::InputError repeat = error_of([&] { poj1704::read_case(repeat_then_tab, judge, taken, cells); });
    CHECK(repeat.column == 3);
    CHECK(repeat.expected == "a position not already taken");

    gamecore::Scanner crlf = scan("1\n7\r\n");
    crlf.set_strict(true);
    CHECK(error_of([&] { poj1704::read_case(crlf, judge, taken, cells); }).found == "'\\x0d'");
}

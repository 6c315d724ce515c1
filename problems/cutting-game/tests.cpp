// cutting-game tests: the Grundy table against the game played by its rules (a search over multisets of rectangles
// where cutting out a 1 x 1 piece wins) on every board up to 9 x 9, our notes' counts, and input handling.
#include <doctest/doctest.h>

#include <string>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const cutting_game::Limits suite = cutting_game::suite_limits();
const cutting_game::Limits judge = cutting_game::judge_limits();

}  // namespace

TEST_CASE("cutting-game: table matches the search by the rules on every board up to 9 x 9") {
    cutting_game::CuttingSearch search;
    cutting_game::CuttingTable table(9);
    int lost = 0;
    for (int w = 2; w <= 9; ++w)  // 9 x 9: 25,678 positions searched; 10 x 10 needs 218,770 and adds no lost board
        for (int h = 2; h <= 9; ++h) {
            const bool wins = search.wins(w, h);
            CAPTURE(w);
            CAPTURE(h);
            CHECK((table.value(w, h) != 0) == wins);
            lost += !wins;
        }
    // By hand: 2 x 2 (two 1 x 2 strips) and 2 x 3, 3 x 2 (a 1 x 3 strip, or a 2 x 1 beside a 2 x 2) are lost.
    CHECK_FALSE(search.wins(2, 2));
    CHECK_FALSE(search.wins(2, 3));
    CHECK(search.wins(2, 4));  // two 2 x 2
    // Lost boards up to 9 x 9 (and up to 10 x 10), by the multiset search of testdata/cutting-game/derive.py
    // (Python, written apart): sides 2, 3 and 7 paired in every way, 9 boards.
    CHECK(lost == 9);
    const int lost_sides[] = {2, 3, 7};
    for (int a = 0; a < 3; ++a)
        for (int b = 0; b < 3; ++b) CHECK_FALSE(search.wins(lost_sides[a], lost_sides[b]));
}

TEST_CASE("cutting-game: our notes' counts over 2 <= W, H <= 200: 1089 lost, largest value 9") {
    // Our notes computed these apart from this code; testdata/cutting-game/derive.py
    // recomputes them in Python.
    cutting_game::CuttingTable table(200);
    int lost = 0;
    unsigned largest = 0;
    for (int w = 2; w <= 200; ++w)
        for (int h = 2; h <= 200; ++h) {
            const unsigned g = table.value(w, h);
            lost += g == 0;
            if (g > largest) largest = g;
            CHECK(g == table.value(h, w));
        }
    CHECK(lost == 1089);
    CHECK(largest == 9);
}

TEST_CASE("cutting-game: growing the table in any order gives the same values") {
    cutting_game::CuttingTable all_at_once(60);
    all_at_once.extend_to(60);
    cutting_game::CuttingTable step_by_step(60);
    for (int side = 60; side >= 2; --side) CHECK(step_by_step.value(2, 62 - side) == all_at_once.value(2, 62 - side));
    for (int w = 2; w <= 60; ++w)
        for (int h = 2; h <= 60; ++h) CHECK(step_by_step.value(w, h) == all_at_once.value(w, h));
    CHECK(step_by_step.side() == 60);
}

TEST_CASE("cutting-game: the sample") {
    const std::string sample = "2 2\n3 2\n4 2\n";
    CHECK(answers_by(cutting_game::solve, suite, sample) == "LOSE\nLOSE\nWIN\n");
    CHECK(answers_by(cutting_game::solve, judge, sample, true) == "LOSE\nLOSE\nWIN\n");
    CHECK(answers_by(cutting_game::solve_by_reference, cutting_game::reference_limits(), sample) ==
          "LOSE\nLOSE\nWIN\n");
    // The flattened copy on CSDN reads the same, one token after another.
    CHECK(answers_by(cutting_game::solve, suite, "2 2 3 2 4 2") == "LOSE\nLOSE\nWIN\n");
}

TEST_CASE("cutting-game: beyond the judge up to 500, and nothing past it") {
    CHECK(answers_by(cutting_game::solve, suite, "500 500\n2 500\n201 2\n") ==
          std::string(cutting_game::CuttingTable(500).value(500, 500) ? "WIN\n" : "LOSE\n") +
              (cutting_game::CuttingTable(500).value(2, 500) ? "WIN\n" : "LOSE\n") +
              (cutting_game::CuttingTable(500).value(201, 2) ? "WIN\n" : "LOSE\n"));
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(cutting_game::solve, suite, "2 2\n501 2\n", false, &error) == "LOSE\n");
    CHECK(error.line == 2);
    CHECK(error.expected == "width W (integer 2..500)");
}

TEST_CASE("cutting-game: CRLF, tabs and no final newline read leniently") {
    CHECK(answers_by(cutting_game::solve, suite, "2 2\r\n\r\n3\t2\r\n4  2") == "LOSE\nLOSE\nWIN\n");
    CHECK(answers_by(cutting_game::solve, suite, "") == "");
}

TEST_CASE("cutting-game: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(cutting_game::solve, suite, "2 2\n3 x\n", false, &error) == "LOSE\n");
    CHECK(error.line == 2);
    CHECK(error.column == 3);
    CHECK(error.expected == "height H (integer 2..500)");

    CHECK(answers_by(cutting_game::solve, suite, "1 5\n", false, &error) == "");
    CHECK(error.found == "'1'");

    CHECK(answers_by(cutting_game::solve, suite, "4 2\n3\n", false, &error) == "WIN\n");
    CHECK(error.found == "end of input");

    CHECK(answers_by(cutting_game::solve_by_reference, cutting_game::reference_limits(), "9 2\n", false, &error) ==
          "");
    CHECK(error.expected == "width W (integer 2..8)");
}

TEST_CASE("cutting-game: strict mode checks the exact format and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(cutting_game::solve, judge, "", true, &error) == "");
    CHECK(error.expected == "width W");

    CHECK(answers_by(cutting_game::solve, judge, "201 2\n", true, &error) == "");
    CHECK(error.expected == "width W (integer 2..200)");

    CHECK(answers_by(cutting_game::solve, judge, "2  2\n", true, &error) == "");
    CHECK(error.column == 3);

    CHECK(answers_by(cutting_game::solve, judge, "2 2\n\n", true, &error) == "LOSE\n");
    CHECK(error.line == 2);

    CHECK(answers_by(cutting_game::solve, judge, "2 2", true, &error) == "");
    CHECK(error.expected == "end of line");
}

// switch-lights tests: the Tartan theorem proven on small boards (every board of 4 x 4 and 5 x 3 searched by the
// rules has Grundy value the xor of x (x) y over its lights); the solver against the reference through the parser;
// the winning moves against the rules (every 3 x 3 board) and against every corner tried on the values (to 60).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::output_then_error;
using switch_lights::BoardRules;
using switch_lights::Light;

std::string joined(const gamesuite::MoveList& list) {
    std::string text = gamesuite::outcome_word(list.outcome);
    for (const std::string& move : list.moves) text += " " + move;
    return text;
}

// The lights of a board, row by row.
std::vector<Light> lights_of(BoardRules::Board board, const BoardRules& rules) {
    std::vector<Light> lights;
    for (long long x = 1; x <= rules.rows; ++x)
        for (long long y = 1; y <= rules.columns; ++y)
            if (board & rules.bit(x, y)) lights.push_back(Light{x, y});
    return lights;
}

// Every board of rows x columns as one input, a case a board.
std::string every_board(int rows, int columns) {
    const BoardRules rules(rows, columns);
    const BoardRules::Board boards = 1UL << (rows * columns);
    std::string input = std::to_string(boards) + "\n";
    for (BoardRules::Board board = 0; board < boards; ++board) {
        const std::vector<Light> lights = lights_of(board, rules);
        input += std::to_string(lights.size()) + "\n";
        for (const Light& light : lights) input += std::to_string(light.x) + " " + std::to_string(light.y) + "\n";
    }
    return input;
}

unsigned long long splitmix(unsigned long long& state) {
    unsigned long long z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

}  // namespace

TEST_CASE("switch-lights: the Tartan theorem on every board of 4 x 4 and 5 x 3, searched by the rules") {
    const switch_lights::BoardTable five_by_three(5, 3);
    const switch_lights::BoardTable* const tables[] = {&switch_lights::reference_table(), &five_by_three};
    for (const switch_lights::BoardTable* table : tables) {
        const BoardRules& rules = table->rules();
        CAPTURE(rules.rows);
        CAPTURE(rules.columns);
        std::vector<BoardRules::Board> options;
        long long rising = 0, wrong = 0, lost = 0;
        for (BoardRules::Board board = 0; board < (1UL << (rules.rows * rules.columns)); ++board) {
            // The table meets every option before its board only if each move lowers the mask.
            options.clear();
            rules.moves(board, options);
            for (BoardRules::Board option : options) rising += option >= board;
            unsigned sum = 0;
            for (const Light& light : lights_of(board, rules)) sum ^= switch_lights::light_value(light.x, light.y);
            if (table->grundy(board) != sum) {
                CAPTURE(board);
                CHECK(table->grundy(board) == sum);
                ++wrong;
            }
            lost += sum == 0;
        }
        CHECK(rising == 0);
        CHECK(wrong == 0);
        CHECK(lost > 1);  // (1, 2) with (2, 1) is lost, and more: the table is not all wins
    }
    // The values the catalogue checked by hand: 1 (x) 2 = 2, 2 (x) 2 = 3, 3 (x) 3 = 2, 4 (x) 4 = 6.
    CHECK(switch_lights::light_value(1, 2) == 2);
    CHECK(switch_lights::light_value(2, 2) == 3);
    CHECK(switch_lights::light_value(3, 3) == 2);
    CHECK(switch_lights::light_value(4, 4) == 6);
}

TEST_CASE("switch-lights: the solver and the reference agree on every board of 4 x 4 read as input, and the sample") {
    const std::string input = every_board(4, 4);
    const switch_lights::Limits suite = switch_lights::suite_limits();
    const std::string fast = answers_by(switch_lights::solve, suite, input);
    CHECK(fast == answers_by(switch_lights::solve_by_reference, switch_lights::reference_limits(), input));
    CHECK(fast.find("Don't") != std::string::npos);

    const std::string sample = "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n";
    const std::string answers = "Don't waste your time.\nHave a try, lxhgww.\n";
    CHECK(answers_by(switch_lights::solve, suite, sample) == answers);
    CHECK(answers_by(switch_lights::solve, switch_lights::judge_limits(), sample, true) == answers);
}

TEST_CASE("switch-lights: the winning moves are those the rules find, on every board of 3 x 3") {
    const BoardRules rules(3, 3);
    switch_lights::Moves moves;
    int with_many = 0;
    for (BoardRules::Board board = 0; board < 512; ++board) {
        CAPTURE(board);
        const std::vector<Light> lights = lights_of(board, rules);
        const gamesuite::MoveList fast = moves.moves(lights);
        REQUIRE(joined(fast) == joined(moves.moves_by_rules(lights)));
        with_many += fast.moves.size() >= 3;
    }
    CHECK(with_many > 0);
}

TEST_CASE("switch-lights: the winning moves are every corner that zeroes the sum, on random boards to 60") {
    unsigned long long state = 3404;
    for (int round = 0; round < 300; ++round) {
        std::vector<Light> lights;
        const int n = 1 + static_cast<int>(splitmix(state) % 6);
        for (int i = 0; i < n; ++i) {
            const Light light = {1 + static_cast<long long>(splitmix(state) % 60),
                                 1 + static_cast<long long>(splitmix(state) % 60)};
            bool repeated = false;
            for (const Light& other : lights) repeated |= other.x == light.x && other.y == light.y;
            if (!repeated) lights.push_back(light);
        }
        // Every x1 <= x2, y1 <= y2, its distinct corners' values xored with the board's: no inverse, no distributivity.
        unsigned sum = 0;
        for (const Light& light : lights) sum ^= switch_lights::light_value(light.x, light.y);
        std::vector<std::string> expected;
        for (const Light& light : lights)
            for (long long x1 = 1; x1 <= light.x; ++x1)
                for (long long y1 = 1; y1 <= light.y; ++y1) {
                    unsigned after = sum ^ switch_lights::light_value(light.x, light.y);
                    if (x1 != light.x) after ^= switch_lights::light_value(x1, light.y);
                    if (y1 != light.y) after ^= switch_lights::light_value(light.x, y1);
                    if (x1 != light.x && y1 != light.y) after ^= switch_lights::light_value(x1, y1);
                    if (after == 0) expected.push_back(switch_lights::corners_text({light.x, light.y, x1, y1}));
                }
        std::vector<std::string> got;
        for (const switch_lights::Corners& move : switch_lights::winning_moves(lights, 100000))
            got.push_back(switch_lights::corners_text(move));
        CAPTURE(round);
        REQUIRE(got == expected);
        REQUIRE((sum != 0) == !got.empty());  // a position of nonzero value has a move to 0
    }
}

TEST_CASE("switch-lights: input: a light listed twice, the limits, and --moves within the judge's") {
    const switch_lights::Limits suite = switch_lights::suite_limits(), judge = switch_lights::judge_limits();
    CHECK(output_then_error(switch_lights::solve, suite, "2\n1\n1 1\n3\n1 2\n2 1\n1 2\n") ==
          "Have a try, lxhgww.\nline 7, column 1: expected a light not listed before in this case, found '1 2'");
    // The same cell in two cases is two cases' lights.
    CHECK(answers_by(switch_lights::solve, suite, "2\n1\n3 3\n1\n3 3\n") ==
          "Have a try, lxhgww.\nHave a try, lxhgww.\n");
    CHECK(answers_by(switch_lights::solve, suite, "1\n2\n2147483647 1\n1 2147483647\n") == "Don't waste your time.\n");
    CHECK(output_then_error(switch_lights::solve, judge, "1\n1\n10001 1\n", true) ==
          "line 3, column 1: expected coordinate x (integer 1..10000), found '10001'");
    const switch_lights::Limits for_moves = switch_lights::Moves::moves_limits(suite);
    CHECK(for_moves.max_coordinate == 10000);
    CHECK(for_moves.max_lights == 1000);
}

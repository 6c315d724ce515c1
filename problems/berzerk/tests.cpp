// berzerk tests: the retrograde solver against the value iteration by the definition (reference.hpp) on every pair of
// sets for n <= 6 (tallies pinned from testdata/berzerk/derive.py) and on random circles up to 80; families whose
// answer follows from the rules at the judge's size; the game graph's parents against its moves; the samples; input.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;

const berzerk::Limits suite = berzerk::suite_limits();
const berzerk::Limits judge = berzerk::judge_limits();

berzerk::Circle circle_of(int n, const std::vector<int>& rick, const std::vector<int>& morty) {
    berzerk::Circle circle;
    circle.objects = n;
    circle.steps[berzerk::RICK] = rick;
    circle.steps[berzerk::MORTY] = morty;
    return circle;
}

struct Tally {
    long win = 0, lose = 0, loop = 0;
};

// Every start of the circle, solver against iteration; counts the iteration's words.
void compare(const berzerk::Circle& circle, Tally& tally) {
    berzerk::CircleOutcomes fast;
    const berzerk::ValueIteration slow(circle);
    for (int first = berzerk::RICK; first <= berzerk::MORTY; ++first) {
        for (int start = 2; start <= circle.objects; ++start) {
            const gamecore::Outcome want = slow.outcome(static_cast<berzerk::Player>(first), start);
            if (fast(circle, static_cast<berzerk::Player>(first), start) != want) {
                CAPTURE(circle.objects);
                CAPTURE(circle.steps[0]);
                CAPTURE(circle.steps[1]);
                CAPTURE(first);
                CAPTURE(start);
                FAIL("the solver and the iteration differ");
            }
            tally.win += want == gamecore::WIN;
            tally.lose += want == gamecore::LOSS;
            tally.loop += want == gamecore::DRAW;
        }
    }
}

std::string words(int count, const char* word) {
    std::string line;
    for (int i = 0; i < count; ++i) line += (i ? " " : "") + std::string(word);
    return line;
}

std::string steps_line(const std::vector<int>& steps) {
    std::string line = std::to_string(steps.size());
    for (int x : steps) line += " " + std::to_string(x);
    return line + "\n";
}

}  // namespace

TEST_CASE("berzerk: the retrograde solver equals the definition's iteration on every pair of sets, n <= 6") {
    // Tallies by the separate Python iteration of testdata/berzerk/derive.py --tallies over the same pairs.
    const long expected[7][3] = {{0, 0, 0}, {0, 0, 0}, {2, 0, 0}, {24, 8, 4}, {186, 68, 40}, {1128, 424, 248},
                                 {5894, 1988, 1728}};
    for (int n = 2; n <= 6; ++n) {
        std::vector<std::vector<int> > subsets;
        for (unsigned mask = 1; mask < 1u << (n - 1); ++mask) {
            std::vector<int> steps;
            for (int x = 1; x < n; ++x)
                if (mask >> (x - 1) & 1) steps.push_back(x);
            subsets.push_back(steps);
        }
        Tally tally;
        for (const std::vector<int>& rick : subsets)
            for (const std::vector<int>& morty : subsets) compare(circle_of(n, rick, morty), tally);
        CAPTURE(n);
        CHECK(tally.win == expected[n][0]);
        CHECK(tally.lose == expected[n][1]);
        CHECK(tally.loop == expected[n][2]);
    }
}

TEST_CASE("berzerk: the solver equals the iteration on random circles up to 80 objects") {
    gamesuite::SeededRandom random(786);
    Tally tally;
    for (int i = 0; i < 150; ++i) {
        const int n = static_cast<int>(random.between(7, i < 130 ? 30 : 80));
        std::vector<int> sets[2];
        for (std::vector<int>& steps : sets) {
            const int percent = static_cast<int>(random.between(5, 95));
            for (int x = 1; x < n; ++x)
                if (random.chance(percent)) steps.push_back(x);
            if (steps.empty()) steps.push_back(static_cast<int>(random.between(1, n - 1)));
        }
        compare(circle_of(n, sets[0], sets[1]), tally);
    }
    CHECK(tally.win > 0);
    CHECK(tally.lose > 0);
    CHECK(tally.loop > 0);
}

TEST_CASE("berzerk: families the rules decide, up to the judge's size") {
    // Every step: the step n + 1 - s goes into the black hole (n = 2000 here, 8*10^6 steps scanned; the judge's
    // 7000 is testdata/berzerk/judge-every-step-n7000). Both sets {1}: the (n + 1 - s)-th move does, so the first
    // player wins iff n + 1 - s is odd.
    std::vector<int> every;
    for (int x = 1999; x >= 1; --x) every.push_back(x);
    const std::string full = words(1999, "Win") + "\n";
    CHECK(answers_by(berzerk::solve, judge, "2000\n" + steps_line(every) + steps_line(every), true) == full + full);
    const int n = 7000;
    std::string parity;
    for (int s = 2; s <= n; ++s) parity += std::string(s > 2 ? " " : "") + ((n + 1 - s) % 2 ? "Win" : "Lose");
    CHECK(answers_by(berzerk::solve, judge, "7000\n1 1\n1 1\n") == parity + "\n" + parity + "\n");
    // Steps of 2 on an even circle: from an even object the hole is out of reach for ever.
    CHECK(answers_by(berzerk::solve, suite, "6\n1 2\n2 4 2\n") == "Loop Lose Loop Win Loop\nLoop Win Loop Win Loop\n");
}

TEST_CASE("berzerk: the game's parents are exactly the inverse of its moves") {
    const berzerk::Circle circles[] = {circle_of(2, {1}, {1}), circle_of(5, {3, 2}, {1, 2, 3}),
                                       circle_of(8, {6, 2, 3, 4}, {3, 6}), circle_of(9, {1, 4, 8}, {7})};
    for (const berzerk::Circle& circle : circles) {
        const berzerk::CircleGame game(circle);
        for (std::size_t p = 0; p < game.position_count(); ++p) {
            CAPTURE(circle.objects);
            CAPTURE(p);
            CHECK(gamecore::parents_invert_moves(game, p));
        }
    }
}

TEST_CASE("berzerk: the samples and the testdata through the solver and the reference") {
    const std::string samples[][2] = {
        {"sample-1", "Lose Win Win Loop\nLoop Win Win Win\n"},
        {"sample-2", "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"}};
    for (const auto& sample : samples) {
        const std::string input = file_text(GAMESUITE_TESTDATA_DIR "/" + sample[0] + ".in");
        CHECK(file_text(GAMESUITE_TESTDATA_DIR "/" + sample[0] + ".out") == sample[1]);
        CHECK(answers_by(berzerk::solve, suite, input) == sample[1]);
        CHECK(answers_by(berzerk::solve, judge, input, true) == sample[1]);
        CHECK(answers_by(berzerk::solve_by_reference, berzerk::reference_limits(), input) == sample[1]);
    }
    const std::string medium = file_text(GAMESUITE_TESTDATA_DIR "/random-n60.in");
    CHECK(answers_by(berzerk::solve_by_reference, berzerk::reference_limits(), medium) ==
          file_text(GAMESUITE_TESTDATA_DIR "/random-n60.out"));
}

TEST_CASE("berzerk: bad input names line and column; strict mode wants the judge's format") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(berzerk::solve, suite, "5\n2 3 3\n1 1\n", false, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.column == 5);
    CHECK(error.expected == "a step not already in Rick's set (the steps are distinct)");
    CHECK(answers_by(berzerk::solve, suite, "5\n1 3\n3 1 4 1\n", false, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.column == 7);
    CHECK(error.expected == "a step not already in Morty's set (the steps are distinct)");
    CHECK(answers_by(berzerk::solve, suite, "5\n5 1 2 3 4 1\n", false, &error) == "");
    CHECK(error.expected == "size of Rick's set k1 (integer 1..4)");
    CHECK(answers_by(berzerk::solve, suite, "5\n1 5\n", false, &error) == "");
    CHECK(error.expected == "a step of Rick's set (integer 1..4)");
    CHECK(answers_by(berzerk::solve, suite, "5\n1 4\n0\n", false, &error) == "");
    CHECK(error.expected == "size of Morty's set k2 (integer 1..4)");
    CHECK(answers_by(berzerk::solve, suite, "1\n", false, &error) == "");
    CHECK(error.expected == "number of objects n (integer 2..20000)");
    CHECK(answers_by(berzerk::solve, judge, "7001\n", true, &error) == "");
    CHECK(error.expected == "number of objects n (integer 2..7000)");
    // The answers come first: the input is whole; then anything after it is reported.
    CHECK(answers_by(berzerk::solve, suite, "2\n1 1\n1 1\n1\n", false, &error) == "Win\nWin\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "end of input");
    // Lenient: any whitespace; strict: one space, LF, and the count on the steps' line.
    CHECK(answers_by(berzerk::solve, suite, "2\r\n1\n1\t1 1") == "Win\nWin\n");
    CHECK(answers_by(berzerk::solve, judge, "2\n1\n1\n1 1\n", true, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.expected == "a single space");
}

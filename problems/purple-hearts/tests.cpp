// purple-hearts tests: the value by Berlekamp's edge rule against the simplicity rule over every position, on every
// forest of <= 5 edges (every sequence e_i in {-1, 1..i-1}) with every colouring; hand-worked values, the samples,
// a value of 2^-99999, the output format and input handling.
#include <doctest/doctest.h>

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

namespace ph = purple_hearts;
using gamecore::Dyadic;
using input_testing::answers_by;
using input_testing::file_text;

const ph::Limits suite = ph::suite_limits();
const ph::Limits judge = ph::judge_limits();

// below: 1-based as in the input (-1 the ground); colours "BR...".
ph::Forest forest_of(const std::vector<int>& below, const std::string& colours) {
    ph::Forest forest;
    for (std::size_t i = 0; i < below.size(); ++i) {
        forest.below.push_back(below[i] < 0 ? -1 : below[i] - 1);
        forest.blue.push_back(colours[i] == 'B');
    }
    return forest;
}

std::string fast(const ph::Forest& forest) { return ph::value_text(forest); }
std::string slow(const ph::Forest& forest) { return ph::value_by_simplicity(forest); }

// A stalk of the given colours from the ground up.
ph::Forest stalk(const std::string& colours) {
    std::vector<int> below;
    for (std::size_t i = 0; i < colours.size(); ++i) below.push_back(i == 0 ? -1 : static_cast<int>(i));
    return forest_of(below, colours);
}

// One edge of colour `edge` on the ground carrying `leaves` edges of colour `leaf`.
ph::Forest hedgehog(char edge, char leaf, int leaves) {
    std::vector<int> below(1, -1);
    below.resize(static_cast<std::size_t>(leaves) + 1, 1);
    return forest_of(below, std::string(1, edge) + std::string(static_cast<std::size_t>(leaves), leaf));
}

}  // namespace

TEST_CASE("purple-hearts: the edge rule equals the simplicity rule on every forest of <= 5 edges") {
    // e_i runs over -1 and 1..i-1 (an odometer: n! sequences of n edges), every colouring (2^n).
    int forests = 0, positive = 0, zero = 0, longest = 0;
    for (int n = 0; n <= 5; ++n) {
        std::vector<int> digit(static_cast<std::size_t>(n), 0);  // digit i in 0..i: 0 the ground, else edge digit
        for (;;) {
            std::vector<int> below(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i) below[i] = digit[i] == 0 ? -1 : digit[i];
            for (int colours = 0; colours < (1 << n); ++colours) {
                std::string letters;
                for (int i = 0; i < n; ++i) letters += (colours >> i & 1) ? 'R' : 'B';
                const ph::Forest forest = forest_of(below, letters);
                const Dyadic value = ph::forest_value(forest);
                CAPTURE(letters);
                CHECK(ph::value_text(value) == slow(forest));
                ++forests;
                positive += value.sign() > 0;
                zero += value.sign() == 0;
                if (static_cast<int>(value.exponent()) > longest) longest = static_cast<int>(value.exponent());
            }
            int i = 0;
            while (i < n && ++digit[i] > i) digit[i++] = 0;
            if (i >= n) break;
        }
    }
    // Counted apart by testdata/purple-hearts/derive.py (Python Fractions, the simplicity rule): the sum over
    // n <= 5 of n! 2^n forests (rooted trees of <= 6 vertices; 6 edges take 10 times as long under the
    // sanitizers, so derive.py alone checks them); as many negative as positive (swapping colours).
    CHECK(forests == 4283);
    CHECK(positive == 2102);
    CHECK(zero == 79);
    CHECK(longest == 4);
}

TEST_CASE("purple-hearts: hand-worked values and the samples") {
    CHECK(fast(ph::Forest()) == "0");
    CHECK(fast(stalk("BBB")) == "3");
    CHECK(fast(stalk("RR")) == "-2");
    // Hackenbush strings (Winning Ways, ch. 2): BR = 1/2, BRB = 3/4, RBB = -1/4, BRRR = 1/8.
    CHECK(fast(stalk("BR")) == "1/2^1");
    CHECK(fast(stalk("BRB")) == "3/2^2");
    CHECK(fast(stalk("RBB")) == "-1/2^2");
    CHECK(fast(stalk("BRRR")) == "1/2^3");
    CHECK(fast(hedgehog('B', 'R', 3)) == "1/2^3");
    CHECK(fast(hedgehog('R', 'B', 2)) == "-1/2^2");
    // Ground edges add: 1/2 + 1/2 - 1 = 0.
    CHECK(fast(forest_of({-1, 1, -1, 3, -1}, "BRBRR")) == "0");
    // The samples, as the statement prints them.
    CHECK(fast(forest_of({-1, 1, 2, 3, 3, 5, 5, 7, -1, -1, 10, 10}, "BRBBRBBRRBRR")) == "5/2^6");
    CHECK(fast(forest_of({-1, 1, 2, 3, 4, 4, 4, 7, 7, 9, 9, 1, 12, 13, 13, 15, 16, 16, 18, 18, 15, 21, 21, 12, 24,
                          25, 25, 24, 28, 28, 24, 31, 12, 33, 34, 34, 2, 37, 37},
                         "BRRRBBRRBBRRRBBRRBRRBBBRBRRBRRBRRBRRRBR")) == "65/2^12");
    CHECK(ph::value_text(Dyadic(-7)) == "-7");
    CHECK(ph::value_text(-Dyadic::one_over_power_of_two(70)) == "-1/2^70");
}

TEST_CASE("purple-hearts: big denominators: 2^-99999 and two hedgehogs, the sums exact") {
    // A blue edge carrying 99999 red ones: {0 | the edge with one leaf fewer}, 2^-99999 (the catalogue's trap).
    const ph::Forest wide = hedgehog('B', 'R', 99999);
    CHECK(ph::forest_value(wide) == Dyadic::one_over_power_of_two(99999));
    CHECK(fast(wide) == "1/2^99999");
    // Two hedgehogs on the ground: 2^-49999 - 2^-49998 = -2^-49999.
    std::vector<int> below(1, -1);
    std::string colours = "B";
    for (int i = 0; i < 49999; ++i) below.push_back(1), colours += 'R';
    below.push_back(-1);
    colours += 'R';
    for (int i = 0; i < 49998; ++i) below.push_back(50001), colours += 'B';
    CHECK(fast(forest_of(below, colours)) == "-1/2^49999");
}

TEST_CASE("purple-hearts: input: n = 0 with and without its lines, strict format, depth, errors") {
    CHECK(answers_by(ph::solve, suite, "0\n") == "0\n");
    CHECK(answers_by(ph::solve, suite, "0\n\n\n") == "0\n");
    CHECK(answers_by(ph::solve, judge, "0\n", true) == "0\n");
    CHECK(answers_by(ph::solve, judge, "0\n\n\n", true) == "0\n");
    CHECK(answers_by(ph::solve, suite, "2\r\n-1\t1\r\n BR") == "1/2^1\n");
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(ph::solve, judge, "0\n\n", true, &error) == "");  // one of the two lines: neither form
    CHECK(error.expected == "end of line");
    CHECK(answers_by(ph::solve, suite, "2\n-1 0\nBR\n", false, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.column == 4);
    CHECK(answers_by(ph::solve, suite, "2\n-1 3\nBR\n", false, &error) == "");
    CHECK(error.expected == "edge e_i below edge i (-1 for the ground, else an earlier edge) (integer -1..1)");
    CHECK(answers_by(ph::solve, suite, "3\n-1 1 1\nBXR\n", false, &error) == "");
    CHECK(error.column == 2);
    CHECK(error.expected == "B or R");
    CHECK(answers_by(ph::solve, suite, "3\n-1 1 1\nBR\n", false, &error) == "");
    CHECK(error.expected == "colours: exactly 3 letters B or R");
    CHECK(answers_by(ph::solve, suite, "1\n-1\nB\n7\n", false, &error) == "1\n");
    CHECK(error.expected == "end of input");
    // Depth: 1001 edges on one path have 1000 below the top one, at the judge's limit; 1002 are past it.
    for (int n = 1001; n <= 1002; ++n) {
        std::string input = std::to_string(n) + "\n-1";
        for (int i = 2; i <= n; ++i) input += " " + std::to_string(i - 1);
        input += "\n" + std::string(static_cast<std::size_t>(n), 'B') + "\n";
        if (n == 1001) CHECK(answers_by(ph::solve, judge, input, true) == "1001\n");
        else CHECK(answers_by(ph::solve, judge, input, true, &error) == "");
        CHECK(answers_by(ph::solve, suite, input) == std::to_string(n) + "\n");
    }
    CHECK(error.expected == "an edge with at most 1000 edges below edge 1002");
}

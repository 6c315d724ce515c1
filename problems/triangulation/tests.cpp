// triangulation tests: Dawson's Kayles values against the drawings searched by the rules, against the chord
// table and the octal core's definition, the pinned OEIS values and period, huge n, and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/octal.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"
#include "tests/known_sequences.hpp"

namespace {

using input_testing::answers_by;

const triangulation::Limits suite = triangulation::suite_limits();
const triangulation::Limits judge = triangulation::judge_limits();

// Two planes drawn out at once, for a search of the whole position with no Sprague-Grundy sum.
struct TwoPlanes {
    typedef std::pair<triangulation::GeometricRules::Position, triangulation::GeometricRules::Position> Position;
    triangulation::GeometricRules first, second;
    TwoPlanes(int a, int b) : first(a), second(b) {}
    void moves(const Position& p, std::vector<Position>& out) const {
        std::vector<triangulation::GeometricRules::Position> next;
        first.moves(p.first, next);
        for (std::size_t i = 0; i < next.size(); ++i) out.push_back(Position(next[i], p.second));
        next.clear();
        second.moves(p.second, next);
        for (std::size_t i = 0; i < next.size(); ++i) out.push_back(Position(p.first, next[i]));
    }
};

bool solver_wins(const std::vector<long long>& planes) {
    const triangulation::DawsonKaylesValues values;
    triangulation::DawsonKaylesSum sum(values);
    for (std::size_t i = 0; i < planes.size(); ++i) sum.add_plane(planes[i]);
    return sum.first_player_wins();
}

}  // namespace

TEST_CASE("triangulation: values pinned from OEIS A002187(n - 1) and the seed paper's game C") {
    const triangulation::DawsonKaylesValues values;
    CHECK(values.value(0) == 0);
    // OEIS A002187 is Dawson's chess (.137), a(0..131); OEIS says ".07 has values a(n-1)".
    using known_sequences::dawson_chess_a002187;
    for (std::size_t n = 1; n <= known_sequences::dawson_chess_a002187_count; ++n) {
        CAPTURE(n);
        CHECK(values.value(n) == dawson_chess_a002187[n - 1]);
    }
    const unsigned game_c[] = {0, 0, 1, 1, 2, 0, 3, 1};  // seed 001, worked by hand
    for (std::size_t n = 0; n < 8; ++n) CHECK(values.value(n) == game_c[n]);
    // octal-periodicity.md and OEIS: period 34, last exception of .07 at 52.
    CHECK(values.preperiod() == 53);
    CHECK(values.period() == 34);
}

TEST_CASE("triangulation: one plane drawn out by the rules has the chord table's value, n <= 11") {
    triangulation::ChordTableSum table;
    const triangulation::DawsonKaylesValues values;
    for (int n = 0; n <= 11; ++n) {
        CAPTURE(n);
        gamecore::GameSearch<triangulation::GeometricRules> search((triangulation::GeometricRules(n)));
        const unsigned by_rules = search.grundy(triangulation::GeometricRules::Position());
        CHECK(by_rules == table.grundy(n));
        CHECK(by_rules == values.value(static_cast<unsigned long long>(n)));
    }
}

TEST_CASE("triangulation: two planes searched whole agree with the solver, every pair of 0..7 points") {
    int positions = 0, lost = 0;
    for (int a = 0; a <= 7; ++a)
        for (int b = a; b <= 7; ++b) {
            CAPTURE(a);
            CAPTURE(b);
            gamecore::GameSearch<TwoPlanes> search((TwoPlanes(a, b)));
            const bool wins = search.wins(TwoPlanes::Position());
            CHECK(solver_wins({a, b}) == wins);
            ++positions;
            lost += !wins;
        }
    // g(0..7) = 0 0 1 1 2 0 3 1 (game C): a pair is lost iff its values are equal: 6 pairs of {0, 1, 5}
    // (worth 0), 6 of {2, 3, 7} (worth 1), 4 with 4 and 6 with 6: 14.
    CHECK(positions == 36);
    CHECK(lost == 14);
}

TEST_CASE("triangulation: the period agrees with the chord table and the octal definition to n = 3000") {
    triangulation::ChordTableSum table;
    const triangulation::DawsonKaylesValues values;
    gamecore::OctalCode code;
    std::string error;
    REQUIRE(gamecore::parse_octal_code("0.07", code, error));
    const std::vector<unsigned> by_definition = gamecore::octal_grundy_naive(code, 3000);
    for (long long n = 0; n <= 3000; ++n) {
        CAPTURE(n);
        CHECK(values.value(static_cast<unsigned long long>(n)) == table.grundy(n));
        CHECK(values.value(static_cast<unsigned long long>(n)) == by_definition[static_cast<std::size_t>(n)]);
    }
}

TEST_CASE("triangulation: huge n, from the period by hand") {
    // g(n) = g(53 + (n - 53) % 34) = A002187(52 + (n - 53) % 34), worked in Python.
    const triangulation::DawsonKaylesValues values;
    CHECK(values.value(1000000000ULL) == 3);            // r = 5: g(58)
    CHECK(values.value(999999999ULL) == 1);             // r = 4: g(57)
    CHECK(values.value(1000000000000000000ULL) == 3);   // r = 13: g(66)
    CHECK(values.value(9223372036854775807ULL) == 0);   // r = 6: g(59)
    CHECK(values.value(86) == 9);
    CHECK(values.value(52) == 2);  // the last exception: g(52) != g(86)
    CHECK(solver_wins({suite.max_points}) == false);
    CHECK(solver_wins({1000000000, 999999999, 3}));         // 3 xor 1 xor g(3) = 1: 3
    CHECK_FALSE(solver_wins({1000000000, 999999999, 4}));   // 3 xor 1 xor g(4) = 2: 0
}

TEST_CASE("triangulation: the sample, and the reference on it") {
    const std::string sample = "2\n1\n2\n2\n2 2\n";
    CHECK(answers_by(triangulation::solve, suite, sample) == "Carol\nDave\n");
    CHECK(answers_by(triangulation::solve, judge, sample, true) == "Carol\nDave\n");
    CHECK(answers_by(triangulation::solve_by_reference, triangulation::reference_limits(), sample) ==
          "Carol\nDave\n");
    CHECK(answers_by(triangulation::solve, suite, "1\n3\n0 1 0\r\n") == "Dave\n");  // beyond the judge: n = 0
}

TEST_CASE("triangulation: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(triangulation::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "number of cases T (integer 1..10000000)");
    CHECK(answers_by(triangulation::solve, suite, "2\n1\n2\n1\nx\n", false, &error) == "Carol\n");
    CHECK(error.line == 5);
    CHECK(error.column == 1);
    CHECK(error.expected == "point count (integer 0..9223372036854775807)");
    CHECK(answers_by(triangulation::solve, suite, "1\n1\n-1\n", false, &error) == "");
    CHECK(error.found == "'-1'");
    CHECK(answers_by(triangulation::solve, suite, "1\n1\n2\n5\n", false, &error) == "Carol\n");
    CHECK(error.expected == "end of input after the T cases");
    // The sum of N: a case may not take more planes than the rest of the budget.
    CHECK(answers_by(triangulation::solve, judge, "2\n1000000\n", true, &error) == "");
    CHECK(error.found == "end of input");
    CHECK(answers_by(triangulation::solve, judge, "2\n1000001\n", true, &error) == "");
    CHECK(error.expected == "plane count N (within the sum of N) (integer 1..1000000)");
    CHECK(answers_by(triangulation::solve, judge, "1\n1\n1000000001\n", true, &error) == "");
    CHECK(error.expected == "point count (integer 1..1000000000)");
    CHECK(answers_by(triangulation::solve, judge, "1\n1\n0\n", true, &error) == "");
    CHECK(answers_by(triangulation::solve, judge, "1\n2\n2\t2\n", true, &error) == "");
    CHECK(error.expected == "a single space");
    CHECK(answers_by(triangulation::solve_by_reference, triangulation::reference_limits(), "1\n1\n2001\n", false,
                     &error) == "");
    CHECK(error.expected == "point count (integer 0..2000)");
}

TEST_CASE("triangulation: the sum of N runs out between cases") {
    triangulation::Limits tiny = judge;
    tiny.max_planes = 3;
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(triangulation::solve, tiny, "2\n3\n2 2 2\n1\n2\n", true, &error) == "Carol\n");
    CHECK(error.expected == "end of input (the sum of N is at its limit)");
    CHECK(answers_by(triangulation::solve, tiny, "2\n2\n2 2\n1\n2\n", true) == "Dave\nCarol\n");
}

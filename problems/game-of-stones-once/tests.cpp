// game-of-stones-once tests: the closed form against each heap searched by its rules for every heap to 60 (the
// parser's whole range), the Sprague-Grundy sum against two heaps searched together, the known sequence (OEIS
// A003056), the samples and their --moves, and input handling.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
namespace gos = game_of_stones_once;

const gos::Limits suite = gos::suite_limits();
const gos::Limits judge = gos::judge_limits();

// Two heaps searched together, for gamecore::GameSearch: a move is a take from either; no values are xored.
struct TwoHeapRules {
    typedef std::pair<gos::HeapRules::Position, gos::HeapRules::Position> Position;
    void moves(const Position& p, std::vector<Position>& out) const {
        std::vector<gos::HeapRules::Position> one;
        gos::HeapRules().moves(p.first, one);
        for (const auto& left : one) out.push_back(Position(left, p.second));
        one.clear();
        gos::HeapRules().moves(p.second, one);
        for (const auto& right : one) out.push_back(Position(p.first, right));
    }
};

// The longest play from a heap state: the most distinct amounts, none taken before, that fit in what is left.
long long longest_play(const gos::HeapRules::Position& p) {
    long long best = 0;
    for (long long take = 1; take <= p.first; ++take)
        if (!gos::HeapRules::taken_before(p, take))
            best = std::max(best, 1 + longest_play(gos::HeapRules::after(p, take)));
    return best;
}

}  // namespace

TEST_CASE("game-of-stones-once: the closed form is the search by the rules for every heap to 60") {
    int at_most_longest = 0;
    for (long long s = 0; s <= 60; ++s) {
        CAPTURE(s);
        const unsigned searched = gos::heap_search().grundy(gos::HeapRules::Position(s, 0));
        CHECK(gos::heap_value(s) == searched);
        if (s <= 12) at_most_longest += searched <= longest_play(gos::HeapRules::Position(s, 0));
    }
    CHECK(at_most_longest == 13);  // the bound of statement.md: a value is at most the longest play
    // By hand: the value t is taken by the t + 1 heaps t(t + 1) / 2 .. t(t + 1) / 2 + t; 55..60 are worth 10.
    CHECK(gos::heap_value(54) == 9);
    CHECK(gos::heap_value(55) == 10);
    CHECK(gos::heap_value(60) == 10);
}

TEST_CASE("game-of-stones-once: the known sequence, n taken n + 1 times (OEIS A003056), and exact arithmetic") {
    const unsigned long long known[21] = {0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5};
    for (long long s = 0; s <= 20; ++s) CHECK(gos::heap_value(s) == known[s]);
    for (unsigned long long t = 0; t < 200; ++t) {
        CHECK(gos::heap_value(static_cast<long long>(t * (t + 1) / 2)) == t);
        if (t > 0) CHECK(gos::heap_value(static_cast<long long>(t * (t + 1) / 2 - 1)) == t - 1);
    }
    // Past the parser's range the arithmetic stays exact: 2^32 - 1 = t gives t(t + 1) / 2 = 2^63 - 2^31.
    const unsigned long long t = 4294967295ULL;
    CHECK(gos::heap_value(static_cast<long long>(gos::triangle(t))) == t);
    CHECK(gos::heap_value(static_cast<long long>(gos::triangle(t) - 1)) == t - 1);
    CHECK(gos::heap_value(9223372036854775807LL) == t);
}

TEST_CASE("game-of-stones-once: the xor of two heaps is the two searched together") {
    gamecore::GameSearch<TwoHeapRules> search((TwoHeapRules()));
    int lost = 0;
    for (long long a = 0; a <= 14; ++a)
        for (long long b = a; b <= 14; ++b) {
            CAPTURE(a);
            CAPTURE(b);
            const bool wins = search.wins(TwoHeapRules::Position({a, 0}, {b, 0}));
            CHECK(((gos::heap_value(a) ^ gos::heap_value(b)) != 0) == wins);
            lost += !wins;
        }
    // Lost exactly where both heaps hold the same value: sum over t of C(t + 2, 2) pairs within the classes
    // {0}, {1, 2}, {3, 4, 5}, {6..9}, {10..14}: 1 + 3 + 6 + 10 + 15.
    CHECK(lost == 35);
}

TEST_CASE("game-of-stones-once: the samples, the trap, and --moves") {
    CHECK(answers_by(gos::solve, judge, "1\n5\n", true) == "NO\n");
    CHECK(answers_by(gos::solve, judge, "2\n1\n2\n", true) == "YES\n");
    CHECK(answers_by(gos::solve_by_reference, gos::reference_limits(), "1\n5\n") == "NO\n");
    CHECK(answers_by(gos::solve_by_reference, gos::reference_limits(), "2\n1\n2\n") == "YES\n");
    // One heap of 5: from 5, taking 1 to 4 leaves a heap that cannot take that amount again, each worth 1 (e.g.
    // 4 with 1 taken: 4 -> take 4 (0) or 2 or 3; searched); taking all 5 leaves 0: the one winning move.
    CHECK(answers_by(gamesuite::write_moves<gos::Moves>, suite, "1\n5\n") == "win 1:0\n");
    CHECK(answers_by(gamesuite::reference_moves<gos::Moves>, suite, "1\n5\n") == "win 1:0\n");
    CHECK(answers_by(gamesuite::write_moves<gos::Moves>, suite, "2\n1\n2\n") == "lose\n");
    // Two equal heaps: the mirror wins for Jon, so Sam's every move loses.
    CHECK(answers_by(gamesuite::write_moves<gos::Moves>, suite, "2\n6\n6\n") == "lose\n");
    const std::string explained = answers_by(gamesuite::write_explanation<gos::Moves>, suite, "1\n5\n");
    CHECK(explained.find("case 1: the first player wins") == 0);
    CHECK(explained.find("  play 1:0 (") != std::string::npos);
    CHECK(gos::Moves::answer_words.win == std::string("NO"));
}

TEST_CASE("game-of-stones-once: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(gos::solve, suite, "2\n1\n", false, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.found == "end of input");
    CHECK(answers_by(gos::solve, suite, "1\n61\n", false, &error) == "");
    CHECK(error.expected == "stones s_i (integer 0..60)");
    CHECK(answers_by(gos::solve, suite, "1\n3\n4\n", false, &error) == "NO\n");
    CHECK(error.expected == "end of input after the n heaps");
    CHECK(answers_by(gos::solve, judge, "1\n0\n", true, &error) == "");
    CHECK(error.expected == "stones s_i (integer 1..60)");
    CHECK(answers_by(gos::solve, judge, "2\n1 2\n", true, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.column == 2);
    CHECK(answers_by(gos::solve, judge, "1000001\n", true, &error) == "");
    CHECK(error.expected == "heap count n (integer 1..1000000)");
}

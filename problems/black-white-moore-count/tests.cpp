// black-white-moore-count tests: the count against the board game played by its rules on every layout for every
// n <= 12, even k <= min(n, 6), d <= k; the board search against Moore's rule on the gaps for every layout to n = 10
// (either side to move); closed forms for k = 2 and for d >= k/2 to n = 10^5; the constructed winning move for every
// gap vector of three gaps to 15; every layout's winning moves against the rules to n = 9; --position; input
// handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/moore.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
namespace b = black_white_moore_count;

const b::Limits suite = b::suite_limits();
const b::Limits judge = b::judge_limits();

// C(a, r) mod p by the multiplicative formula, r small (independent of the solver's factorial tables).
long long binomial_mod(long long a, long long r) {
    if (r < 0 || r > a) return 0;
    long long numerator = 1, denominator = 1;
    for (long long i = 0; i < r; ++i) {
        numerator = numerator * ((a - i) % b::modulus) % b::modulus;
        denominator = denominator * ((i + 1) % b::modulus) % b::modulus;
    }
    long long inverse = 1, base = denominator;
    for (long long e = b::modulus - 2; e > 0; e >>= 1, base = base * base % b::modulus)
        if (e & 1) inverse = inverse * base % b::modulus;
    return numerator * inverse % b::modulus;
}

}  // namespace

TEST_CASE("black-white-moore-count: the count is the board game's by its rules, every n <= 12, k, d") {
    int cases = 0;
    for (long long n = 2; n <= 12; ++n)
        for (long long k = 2; k <= n && k <= 6; k += 2)
            for (long long d = 1; d <= k; ++d) {
                CAPTURE(n);
                CAPTURE(k);
                CAPTURE(d);
                CHECK(b::won_layouts(n, k, d) == b::won_by_rules(n, k, d));
                ++cases;
            }
    CHECK(cases == 11 * 2 + 9 * 4 + 7 * 6);  // k = 2 for n >= 2, 4 for n >= 4, 6 for n >= 6, each with d = 1..k
    CHECK(b::won_by_rules(10, 4, 2) == 182);  // the statement's sample, by the board itself
}

TEST_CASE("black-white-moore-count: the board search is Moore's rule on the gaps, every layout to n = 10") {
    for (long long k = 2; k <= 6; k += 2)
        for (long long d = 1; d <= k; ++d) {
            b::BoardRules& rules = b::rules_for(d);
            auto check = [&](const b::Layout& layout) {
                for (bool black : {false, true}) {
                    b::Layout position = layout;
                    position.black_to_move = black;
                    const std::vector<long long> gaps = b::gaps_of(position);
                    if (rules.mover_wins(position) !=
                        gamecore::moore_nim_first_player_wins(gaps.begin(), gaps.end(), static_cast<unsigned long long>(d))) {
                        CAPTURE(d);
                        CAPTURE(b::layout_text(position, 10));
                        CHECK(false);
                    }
                }
            };
            b::each_layout(10, k, check);
        }
}

TEST_CASE("black-white-moore-count: closed forms to n = 10^5: k = 2, and d >= k/2 (only all-empty gaps lose)") {
    // One gap: lost iff it is 0 (a lone gap's digits are held once, no multiple of d + 1 >= 2), the n - 1 adjacent
    // pairs: C(n, 2) - (n - 1) = (n - 1)(n - 2) / 2.
    for (long long n : {2LL, 3LL, 10LL, 777LL, 10000LL, 100000LL})
        for (long long d : {1LL, 2LL}) {
            CAPTURE(n);
            CHECK(b::won_layouts(n, 2, d) == (n - 1) * (n - 2) / 2 % b::modulus);
        }
    // d >= h: a digit's count, at most h < d + 1, must be 0: lost iff every pair is adjacent, the h blocks of two
    // among n - h places: C(n - h, h).
    for (long long n : {6LL, 50LL, 4999LL, 10000LL})
        for (long long k : {4LL, 6LL, 20LL, 100LL})
            for (long long d : {k / 2, k / 2 + 1, k}) {
                if (k > n) continue;
                CAPTURE(n);
                CAPTURE(k);
                CAPTURE(d);
                const long long want = ((binomial_mod(n, k) - binomial_mod(n - k / 2, k / 2)) % b::modulus +
                                        b::modulus) % b::modulus;
                CHECK(b::won_layouts(n, k, d) == want);
            }
    // k = n: every gap is 0: nothing is won.
    CHECK(b::won_layouts(100, 100, 7) == 0);
    // The suite's largest board, as testdata/black-white-moore-count/derive.py's exact Python formula gives it.
    CHECK(b::won_layouts(suite.max_cells, suite.max_pieces, 1) == 440675218);
}

TEST_CASE("black-white-moore-count: the sample, and a digit rule that is d + 1, not 2 or d") {
    CHECK(answers_by(b::solve, judge, "10 4 2\n", true) == "182\n");
    CHECK(answers_by(b::solve_by_reference, b::reference_limits(), "10 4 2\n") == "182\n");
    // Two gaps, d = 1 (plain Nim): lost iff equal; d = 2: lost iff both 0. n = 6, k = 4: F = 2 free cells.
    // d = 1: gap pairs (0,0): C(4, 2) = 6 placements, (1,1): 1; so 15 - 7 = 8 won. d = 2: 15 - 6 = 9.
    CHECK(b::won_layouts(6, 4, 1) == 8);
    CHECK(b::won_layouts(6, 4, 2) == 9);
}

TEST_CASE("black-white-moore-count: the constructed move wins, every three gaps to 15, d = 1..3") {
    for (long long d = 1; d <= 3; ++d)
        for (long long x = 0; x < 16; ++x)
            for (long long y = 0; y < 16; ++y)
                for (long long z = 0; z < 16; ++z) {
                    const std::vector<long long> gaps{x, y, z};
                    const bool wins = gamecore::moore_nim_first_player_wins(gaps.begin(), gaps.end(), d);
                    const std::vector<long long> after = b::moore_winning_gaps(gaps, d);
                    if (!wins) {
                        CHECK(after.empty());
                        continue;
                    }
                    REQUIRE(after.size() == 3);
                    long long changed = 0;
                    bool fine = !gamecore::moore_nim_first_player_wins(after.begin(), after.end(), d);
                    for (std::size_t i = 0; i < 3; ++i) {
                        fine = fine && after[i] <= gaps[i];
                        changed += after[i] != gaps[i];
                    }
                    if (!fine || changed < 1 || changed > d) {
                        CAPTURE(d);
                        CAPTURE(x);
                        CAPTURE(y);
                        CAPTURE(z);
                        CHECK(false);
                    }
                }
}

TEST_CASE("black-white-moore-count: every layout's winning moves are the rules', to n = 9, either side") {
    b::Moves moves;
    for (long long k = 2; k <= 6; k += 2)
        for (long long d = 1; d <= k; ++d) {
            auto check = [&](const b::Layout& layout) {
                for (bool black : {false, true}) {
                    b::Position position{layout, d};
                    position.layout.black_to_move = black;
                    const gamesuite::MoveList fast = moves.moves(position), by_rules = moves.moves_by_rules(position);
                    if (fast.moves != by_rules.moves || fast.outcome != by_rules.outcome) {
                        CAPTURE(d);
                        CAPTURE(black);
                        CAPTURE(b::layout_text(layout, 9));
                        CHECK(fast.moves == by_rules.moves);
                    }
                }
            };
            b::each_layout(9, k, check);
        }
}

TEST_CASE("black-white-moore-count: --position 'd LAYOUT' is one layout, A to move") {
    typedef gamesuite::ReadPosition Read;
    CHECK(answers_by(gamesuite::write_moves<b::Moves, Read>, suite, "1 WB") == "lose\n");
    CHECK(answers_by(gamesuite::write_moves<b::Moves, Read>, suite, "1 W..B") == "win 1>3\n");
    CHECK(answers_by(gamesuite::write_moves<b::Moves, Read>, suite, "1 W.BW.B") == "lose\n");  // equal gaps, Nim
    CHECK(answers_by(gamesuite::write_moves<b::Moves, Read>, suite, "2 W.BW.B") == "win 1>2/4>5\n");
    CHECK(answers_by(gamesuite::reference_moves<b::Moves, Read>, b::reference_limits(), "2 W.BW.B") ==
          "win 1>2/4>5\n");
    const std::string explained = answers_by(gamesuite::write_explanation<b::Moves, Read>, suite, "2 W.BW..B");
    CHECK(explained.find("case 1: the first player wins: A (white) to move") == 0);
    CHECK(explained.find("\n  play ") != std::string::npos);

    gamecore::InputError error(0, 0, "", "");
    answers_by(gamesuite::write_moves<b::Moves, Read>, suite, "1 WW", false, &error);
    CHECK(error.expected == "a layout of W, B and . cells, W B W B ... from the left");
    answers_by(gamesuite::write_moves<b::Moves, Read>, suite, "1 W.B.W", false, &error);
    CHECK(error.column == 3);
    answers_by(gamesuite::write_moves<b::Moves, Read>, suite, "3 W.B", false, &error);  // d > k
    CHECK(error.found == "'W.B'");
    answers_by(gamesuite::write_moves<b::Moves, Read>, suite, "1 WB x", false, &error);
    CHECK(error.expected == "end of the position 'd LAYOUT'");
}

TEST_CASE("black-white-moore-count: bad input names line, column and what was expected") {
    CHECK(answers_by(b::solve, suite, "10\t4\r\n2") == "182\n");
    gamecore::InputError error(0, 0, "", "");
    answers_by(b::solve, suite, "10 3 2\n", false, &error);
    CHECK(error.expected == "pieces k (even, at most n), an even number");
    CHECK(error.column == 4);
    answers_by(b::solve, suite, "10 12 2\n", false, &error);
    CHECK(error.expected == "pieces k (even, at most n) (integer 2..10)");
    answers_by(b::solve, suite, "10 4 5\n", false, &error);
    CHECK(error.expected == "pieces moved at once d (at most k) (integer 1..4)");
    answers_by(b::solve, suite, "10 4 2\n1\n", false, &error);
    CHECK(error.expected == "end of input");
    answers_by(b::solve_by_reference, b::reference_limits(), "13 4 2\n", false, &error);
    CHECK(error.expected == "board length n (integer 2..12)");
    answers_by(b::solve, judge, "10001 4 2\n", true, &error);
    CHECK(error.expected == "board length n (integer 2..10000)");
    answers_by(b::solve, judge, "200 102 2\n", true, &error);
    CHECK(error.expected == "pieces k (even, at most n) (integer 2..100)");
}

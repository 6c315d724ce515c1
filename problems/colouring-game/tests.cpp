// colouring-game tests: the counts-and-Kayles rule against the partizan search by the rules (reference.hpp) on every
// strip of 2..10 cells (tallies pinned from testdata/colouring-game/derive.py), and on every strip of R, B and W up to
// 7 cells with either player to move (the positions --moves reasons about); Dawson's Kayles against OEIS A002187;
// a strip of 5*10^5 cells; the samples; input errors.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"
#include "tests/known_sequences.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;

const colouring_game::Limits suite = colouring_game::suite_limits();
const colouring_game::Limits judge = colouring_game::judge_limits();

// The strip numbered `code` in base `letters.size()` over `letters`, n cells.
std::string strip_of(unsigned long code, std::size_t n, const std::string& letters) {
    std::string strip;
    for (std::size_t i = 0; i < n; ++i, code /= letters.size()) strip += letters[code % letters.size()];
    return strip;
}

}  // namespace

TEST_CASE("colouring-game: the rule equals the partizan search on every strip of 2..10 cells") {
    // Alice's wins among the 2^n strips, by the separate Python search of testdata/colouring-game/derive.py --tallies.
    const long expected[11] = {0, 0, 3, 4, 9, 16, 34, 64, 145, 256, 562};
    const colouring_game::AliceWins fast;
    colouring_game::WinsBySearch search;
    for (std::size_t n = 2; n <= 10; ++n) {
        long alice = 0;
        for (unsigned long code = 0; code < 1ul << n; ++code) {
            const std::string strip = strip_of(code, n, "RB");
            const bool want = search(strip);
            CAPTURE(strip);
            REQUIRE(fast(strip) == want);
            alice += want;
        }
        CAPTURE(n);
        CHECK(alice == expected[n]);
    }
}

TEST_CASE("colouring-game: with white cells and either player to move, every strip up to 7 cells") {
    const colouring_game::AliceWins fast;
    colouring_game::WinsBySearch search;
    for (std::size_t n = 2; n <= 7; ++n) {
        unsigned long count = 1;
        for (std::size_t i = 0; i < n; ++i) count *= 3;
        for (unsigned long code = 0; code < count; ++code) {
            const std::string strip = strip_of(code, n, "RBW");
            const colouring_game::StripValue v = colouring_game::strip_value(strip, fast.values());
            for (int alice = 0; alice <= 1; ++alice) {
                CAPTURE(strip);
                CAPTURE(alice);
                REQUIRE(colouring_game::mover_wins(v, alice == 1) == search.wins(strip, alice == 1));
            }
        }
    }
}

TEST_CASE("colouring-game: Dawson's Kayles values are OEIS A002187 (Dawson's chess, shifted by one)") {
    const colouring_game::DawsonKaylesValues g;
    CHECK(g.preperiod() == 53);
    CHECK(g.period() == 34);
    CHECK(g.value(0) == 0);
    for (std::size_t i = 0; i < known_sequences::dawson_chess_a002187_count; ++i) {
        CAPTURE(i);
        CHECK(g.value(i + 1) == known_sequences::dawson_chess_a002187[i]);
    }
}

TEST_CASE("colouring-game: one alternating strip of 5*10^5 cells, and the samples") {
    // Balanced, one run: g(500000) = g(53 + (500000 - 53) % 34) = g(64) = A002187(63) = 4, not 0.
    std::string strip;
    for (int i = 0; i < 250000; ++i) strip += "RB";
    CHECK(known_sequences::dawson_chess_a002187[63] == 4);
    CHECK(answers_by(colouring_game::solve, judge, "1\n500000\n" + strip + "\n", true) == "Alice\n");
    // One red cell fewer: Bob.
    strip[0] = 'B';
    CHECK(answers_by(colouring_game::solve, judge, "1\n500000\n" + strip + "\n", true) == "Bob\n");
    const std::string input = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    const std::string want = "Bob\nBob\nAlice\nAlice\nAlice\nAlice\nBob\nBob\n";
    CHECK(file_text(GAMESUITE_TESTDATA_DIR "/sample-1.out") == want);
    CHECK(answers_by(colouring_game::solve, judge, input, true) == want);
    CHECK(answers_by(colouring_game::solve_by_reference, colouring_game::reference_limits(), input) == want);
}

TEST_CASE("colouring-game: bad input names line and column; strict mode wants the judge's format") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(colouring_game::solve, suite, "2\n3\nRBR\n3\nRGB\n", false, &error) == "Alice\n");
    CHECK(error.line == 5);
    CHECK(error.column == 2);
    CHECK(error.expected == "R or B");
    CHECK(answers_by(colouring_game::solve, suite, "1\n4\nRBR\n", false, &error) == "");
    CHECK(error.expected == "a strip of exactly 4 letters R or B");
    CHECK(answers_by(colouring_game::solve, suite, "1\n2\nRBR\n", false, &error) == "");
    CHECK(error.expected == "a strip of exactly 2 letters R or B");
    CHECK(answers_by(colouring_game::solve, suite, "1\n1\nR\n", false, &error) == "");
    CHECK(error.expected == "strip length n (integer 2..100000000)");
    // The sum of n: what one strip used is what the next may not.
    const std::string half(250000, 'R');
    CHECK(answers_by(colouring_game::solve, judge, "2\n250000\n" + half + "\n250001\n", true, &error) == "Alice\n");
    CHECK(error.expected == "strip length n (integer 2..250000)");
    CHECK(answers_by(colouring_game::solve, suite, "1\n2\nRB\nRB\n", false, &error) == "Alice\n");
    CHECK(error.expected == "end of input");
    CHECK(answers_by(colouring_game::solve, suite, "1\r\n2 RR") == "Alice\n");
}

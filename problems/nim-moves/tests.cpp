// nim-moves tests: the winning moves against every move tried by the rules on every small tuple (the same moves, in
// the same order), the statement's sample and example, the order of the piles, equal piles, piles near 2^63 - 1,
// and input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;
using input_testing::output_then_error;
using nim_moves::Move;

const nim_moves::Limits suite = nim_moves::suite_limits();
const nim_moves::Limits judge = nim_moves::judge_limits();

std::string shown(const std::vector<long long>& piles) {
    std::string text;
    for (long long pile : piles) text += std::to_string(pile) + " ";
    return text;
}

std::string shown(const std::vector<Move>& moves) {
    std::string text;
    for (const Move& m : moves) text += std::to_string(m.pile) + " " + std::to_string(m.left) + "; ";
    return text;
}

std::string fast(const std::vector<long long>& piles) {
    std::vector<Move> moves;
    nim_moves::winning_moves(piles, moves);
    return shown(moves);
}

}  // namespace

TEST_CASE("nim-moves: the moves match every move tried by the rules, on every tuple of <= 4 piles of 0..7") {
    nim_moves::MovesBySearch by_rules;
    std::vector<Move> expected;
    int positions = 0, lost = 0;
    long long lines = 0;
    for (int count = 0; count <= 4; ++count) {
        int tuples = 1;
        for (int i = 0; i < count; ++i) tuples *= 8;
        for (int code = 0; code < tuples; ++code) {
            std::vector<long long> piles;
            for (int i = 0, rest = code; i < count; ++i, rest /= 8) piles.push_back(rest % 8);
            by_rules.winning_moves(piles, expected);
            CAPTURE(shown(piles));
            CHECK(fast(piles) == shown(expected));
            // Facts of the rules, found by the search itself: lost exactly when no move wins; every move listed
            // leaves a lost position (so it is really a move: b < a); and no pile appears twice in a row (one
            // winning move a pile at most, so the list follows the piles one by one).
            CHECK(expected.empty() == !by_rules.wins(piles));
            for (std::size_t i = 0; i < expected.size(); ++i) CHECK(expected[i].left < expected[i].pile);
            ++positions;
            lost += expected.empty();
            lines += static_cast<long long>(expected.size());
        }
    }
    // 1 + 8 + 64 + 512 + 4096 tuples, 586 of them lost (as nim's test counts them by hand); the move lines in all:
    // derive.py's count, by its own search in Python.
    CHECK(positions == 4681);
    CHECK(lost == 586);
    CHECK(lines == 7903);
    CHECK(by_rules.positions_seen() == 330);  // the multisets of <= 4 non-empty piles of 1..7: C(11, 4)
}

TEST_CASE("nim-moves: the statement's sample and example, the order of the piles, equal piles") {
    CHECK(fast({45, 45}).empty());
    CHECK(fast({3, 6, 9}) == "9 5; ");
    CHECK(fast({5, 7, 8, 9, 10}) == "8 1; 9 0; 10 3; ");   // the statement's example: s = 9
    CHECK(fast({10, 9, 8, 7, 5}) == "10 3; 9 0; 8 1; ");   // the piles' order, not their sizes'
    CHECK(fast({1, 1, 1}) == "1 0; 1 0; 1 0; ");            // one line a pile, the same line thrice
    CHECK(fast({4, 9, 4, 9, 4}) == "4 0; 4 0; 4 0; ");      // s = 4: the 9s lack bit 2
    CHECK(fast({1, 2}) == "2 1; ");
    CHECK(fast({0, 7}) == "7 0; ");

    const std::string sample = "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n";
    const std::string answers = "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n";
    CHECK(answers_by(nim_moves::solve, suite, sample) == answers);
    CHECK(answers_by(nim_moves::solve, judge, sample, true) == answers);
    CHECK(answers_by(nim_moves::solve_by_reference, nim_moves::reference_limits(), "2\n7 7\n3\n3 6 7\n0\n") ==
          "No\nYes\n3 1\n6 4\n7 5\n");
}

TEST_CASE("nim-moves: solver and reference agree on derived testdata files") {
    for (const char* name : {"small-all-tuples-3-piles-1-to-7", "input-order-not-sorted", "equal-piles-each-listed"}) {
        CAPTURE(std::string(name));
        const std::string input = file_text(std::string(GAMESUITE_TESTDATA_DIR "/") + name + ".in");
        const std::string solved = answers_by(nim_moves::solve, suite, input);
        CHECK(solved == file_text(std::string(GAMESUITE_TESTDATA_DIR "/") + name + ".out"));
        CHECK(answers_by(nim_moves::solve_by_reference, nim_moves::reference_limits(), input) == solved);
        CHECK(answers_by(nim_moves::solve, judge, input, true) == solved);  // valid at the judge too
    }
}

TEST_CASE("nim-moves: piles up to 2^63 - 1, 10^6 piles") {
    const long long top = suite.max_pile;
    CHECK(fast({top, top}).empty());
    CHECK(fast({top, top - 1}) == std::to_string(top) + " " + std::to_string(top - 1) + "; ");  // s = 1
    CHECK(fast({top, 1LL << 62, top - (1LL << 62)}).empty());  // disjoint bits: xor = or
    // s = 2^62 - 2, top bit 61: only the first pile holds it, and is left with (2^63 - 1) xor s = 2^62 + 1.
    CHECK(fast({top, 1LL << 62, 1}) == std::to_string(top) + " " + std::to_string((1LL << 62) + 1) + "; ");
    CHECK(fast({top}) == std::to_string(top) + " 0; ");

    // 10^6 piles 1, ..., 10^6: their xor is 10^6 itself (10^6 % 4 = 0), top bit 2^19, held by the piles
    // 2^19 .. 10^6, 475713 of them; the first is 524288, left with 524288 xor 10^6 = 475712.
    std::string text = std::to_string(suite.max_piles) + "\n";
    for (long long i = 1; i <= suite.max_piles; ++i) text += std::to_string(i) + (i < suite.max_piles ? " " : "\n");
    text += "0\n";
    const std::string answers = answers_by(nim_moves::solve, suite, text);
    CHECK(answers.rfind("Yes\n524288 475712\n524289 475713\n", 0) == 0);
    long long lines = 0;
    for (char c : answers) lines += c == '\n';
    CHECK(lines == 1 + 475713);
}

TEST_CASE("nim-moves: the terminator, nothing read after it, end of input, any whitespace") {
    CHECK(answers_by(nim_moves::solve, suite, "2\n1 2\n0\nnot read\n") == "Yes\n2 1\n");
    CHECK(answers_by(nim_moves::solve, suite, "0\n").empty());
    CHECK(answers_by(nim_moves::solve, suite, "").empty());
    CHECK(answers_by(nim_moves::solve, suite, "2\n1 2") == "Yes\n2 1\n");  // end of input ends too
    CHECK(answers_by(nim_moves::solve, suite, "3\r\n\r\n3\t6 9\r\n0") == "Yes\n9 5\n");
    CHECK(answers_by(nim_moves::solve, suite, "2 45 45 3 3 6 9 0") == "No\nYes\n9 5\n");  // one line
}

TEST_CASE("nim-moves: bad input names line, column and what was expected, after the answers before it") {
    CHECK(output_then_error(nim_moves::solve, suite, "2\n1 2\nx\n") ==
          "Yes\n2 1\nline 3, column 1: expected number of piles m (0 ends the input) (integer 0..1000000), found 'x'");
    CHECK(output_then_error(nim_moves::solve, suite, "2\n1 9223372036854775808\n0\n") ==
          "line 2, column 3: expected pile size (integer 0..9223372036854775807), found '9223372036854775808'");
    CHECK(output_then_error(nim_moves::solve, suite, "1000001\n") ==
          "line 1, column 1: expected number of piles m (0 ends the input) (integer 0..1000000), found '1000001'");
    CHECK(output_then_error(nim_moves::solve, suite, "3\n1 2\n") ==
          "line 3, column 1: expected pile size (integer 0..9223372036854775807), found end of input");
    CHECK(output_then_error(nim_moves::solve_by_reference, nim_moves::reference_limits(), "7\n") ==
          "line 1, column 1: expected number of piles m (0 ends the input) (integer 0..6), found '7'");
}

TEST_CASE("nim-moves: strict mode checks the exact format, the judge's limits and the terminator") {
    CHECK(output_then_error(nim_moves::solve, judge, "200001\n", true) ==
          "line 1, column 1: expected number of piles m (0 ends the input) (integer 0..200000), found '200001'");
    CHECK(output_then_error(nim_moves::solve, judge, "2\n1 2147483648\n0\n", true) ==
          "line 2, column 3: expected pile size (integer 1..2147483647), found '2147483648'");
    CHECK(output_then_error(nim_moves::solve, judge, "2\n0 1\n0\n", true) ==
          "line 2, column 1: expected pile size (integer 1..2147483647), found '0'");
    CHECK(output_then_error(nim_moves::solve, judge, "2\n45 45\n", true) ==
          "No\nline 3, column 1: expected number of piles m (0 ends the input) (integer 0..200000), "
          "found end of input");
    CHECK(output_then_error(nim_moves::solve, judge, "1\n1\n0\n1\n", true) ==
          "Yes\n1 0\nline 4, column 1: expected end of input, found '1'");
    CHECK(output_then_error(nim_moves::solve, judge, "2 1 2\n0\n", true) ==
          "line 1, column 2: expected end of line, found ' '");
}

TEST_CASE("nim-moves: --moves numbers the judge's lines, --explain says why each wins; the answers read back") {
    typedef nim_moves::Moves Moves;
    // The statement's example: s = 5 xor 7 xor 8 xor 9 xor 10 = 9, top bit 8 in 8, 9 and 10 (piles 3, 4, 5): 8 -> 1,
    // 9 -> 0, 10 -> 3. The same piles reversed: piles 1, 2, 3. Three equal piles of one: each is a move. 45 45: lost.
    const std::string input = "5\n5 7 8 9 10\n5\n10 9 8 7 5\n3\n1 1 1\n2\n45 45\n0\n";
    CHECK(answers_by(gamesuite::write_moves<Moves>, suite, input) ==
          "win 3:1 4:0 5:3\nwin 1:3 2:0 3:1\nwin 1:0 2:0 3:0\nlose\n");
    CHECK(answers_by(gamesuite::write_explanation<Moves>, suite, "3\n3 6 9\n2\n45 45\n0\n") ==
          "case 1: the first player wins: the piles' nim sum is 3 xor 6 xor 9 = 12, not 0: Yes, and a line 'a b' for "
          "each pile a that holds the sum's top bit 2^3, left with b = a xor 12 (smaller just then): 1 winning move\n"
          "  play 3:5 (the line '9 5': take 4 from pile 3): 9 xor 12 = 5: the nim sum is now 0, and every reply "
          "leaves it nonzero\n"
          "case 2: the first player loses: the piles' nim sum is 45 xor 45 = 0, so every move leaves a nonzero sum: "
          "No\n");
    const std::string explained = answers_by(gamesuite::write_explanation<Moves>, suite, "3\n1 1 1\n");
    CHECK(explained.find("\n  play 1:0 (the line '1 0': take 1 from pile 1): 1 xor 1 = 0: ") != std::string::npos);
    CHECK(explained.find("\n  or play 2:0 (the line '1 0': take 1 from pile 2): ") != std::string::npos);
    CHECK(explained.find("\n  or play 3:0 (the line '1 0': take 1 from pile 3): ") != std::string::npos);

    // The judge's answers as outcomes: "No", or "Yes" and its lines.
    const auto outcomes = Moves::judge_outcomes("No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\nNo\n");
    REQUIRE(outcomes);
    CHECK(*outcomes == std::vector<gamesuite::Outcome>{gamesuite::Outcome::lose, gamesuite::Outcome::win,
                                                        gamesuite::Outcome::win, gamesuite::Outcome::lose});
    for (const char* bad : {"Yes\n", "Yes\nNo\n", "9 5\n", "No\n9 5\n", "Yes\n9\n", "Yes\n9 x\n", "yes\n"}) {
        CAPTURE(bad);
        CHECK_THROWS_AS(Moves::judge_outcomes(bad), std::runtime_error);
    }
}

// nim-count-moves tests: the count of winning moves against every move tried by the rules on every small tuple, the
// parity and top-bit facts behind it, the samples of POJ 2975 and HDU 1850, piles near 2^63 - 1, and input handling.
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

const nim_count_moves::Limits suite = nim_count_moves::suite_limits();
const nim_count_moves::Limits judge = nim_count_moves::judge_limits();

std::string shown(const std::vector<long long>& piles) {
    std::string text;
    for (long long pile : piles) text += std::to_string(pile) + " ";
    return text;
}

long long fast(const std::vector<long long>& piles) { return nim_count_moves::count_winning_moves(piles); }

// The same count in the form of the statement's Method: the piles holding the top bit of the nim sum.
long long piles_with_top_bit(const std::vector<long long>& piles) {
    unsigned long long sum = 0;
    for (long long pile : piles) sum ^= static_cast<unsigned long long>(pile);
    if (sum == 0) return 0;
    unsigned long long top = 1;
    while (sum >> 1 >= top) top <<= 1;
    long long count = 0;
    for (long long pile : piles) count += (static_cast<unsigned long long>(pile) & top) != 0;
    return count;
}

}  // namespace

TEST_CASE("nim-count-moves: the count matches every move tried by the rules, on every tuple of <= 4 piles of 0..7") {
    nim_count_moves::CountBySearch by_rules;
    int positions = 0, lost = 0;
    long long moves = 0;
    for (int count = 0; count <= 4; ++count) {
        int tuples = 1;
        for (int i = 0; i < count; ++i) tuples *= 8;
        for (int code = 0; code < tuples; ++code) {
            std::vector<long long> piles;
            for (int i = 0, rest = code; i < count; ++i, rest /= 8) piles.push_back(rest % 8);
            const long long expected = by_rules(piles);
            CAPTURE(shown(piles));
            CHECK(fast(piles) == expected);
            CHECK(piles_with_top_bit(piles) == expected);
            // Facts of the rules, found by the search itself: a position is lost exactly when it has no winning
            // move; a won one has an odd number of them (the piles holding the sum's top bit are an odd number);
            // and no pile has two (two would lead to two lost positions, one a move from the other).
            CHECK((expected == 0) == !by_rules.wins(piles));
            CHECK((expected == 0 || expected % 2 == 1));
            CHECK(expected <= count);
            ++positions;
            lost += expected == 0;
            moves += expected;
        }
    }
    // 1 + 8 + 64 + 512 + 4096 tuples; lost: the empty tuple, then 8^(k-1) of the tuples of k >= 1 piles (the last
    // pile the xor of the others, always in 0..7): 1 + 1 + 8 + 64 + 512. The moves in all: derive.py's count, by its
    // own search in Python.
    CHECK(positions == 4681);
    CHECK(lost == 586);
    CHECK(moves == 7903);
    // The multisets of <= 4 non-empty piles of 1..7: C(11, 4) = 330.
    CHECK(by_rules.positions_seen() == 330);
}

TEST_CASE("nim-count-moves: the samples of POJ 2975 and HDU 1850, and hand-checked positions") {
    CHECK(fast({7, 11, 13}) == 3);  // s = 1: one stone from any pile
    CHECK(fast({7, 11, 12}) == 0);  // the statement's lost position
    CHECK(fast({1000000000, 1000000000}) == 0);
    CHECK(fast({5, 7, 9}) == 1);  // HDU 1850: s = 11, only 9 -> 2
    CHECK(fast({1, 2}) == 1);     // s = 3: 2 -> 1; 1 xor 3 = 2 is no move
    CHECK(fast({4, 1, 2}) == 1);  // s = 7: 4 -> 3 only
    CHECK(fast({1, 1, 1}) == 3);  // equal piles: three moves, though they leave the same position
    CHECK(fast({5}) == 1);
    CHECK(fast({0}) == 0);

    const std::string sample = "3\n7 11 13\n2\n1000000000 1000000000\n0\n";
    CHECK(answers_by(nim_count_moves::solve, suite, sample) == "3\n0\n");
    CHECK(answers_by(nim_count_moves::solve, judge, sample, true) == "3\n0\n");
    CHECK(answers_by(nim_count_moves::solve, suite, "3\n5 7 9\n0\n") == "1\n");
    CHECK(answers_by(nim_count_moves::solve_by_reference, nim_count_moves::reference_limits(), "3\n5 7 7\n0\n") ==
          "3\n");  // s = 5: every pile holds bit 2
}

TEST_CASE("nim-count-moves: solver and reference agree on a derived testdata file") {
    const std::string all = file_text(GAMESUITE_TESTDATA_DIR "/small-all-tuples-3-piles-1-to-7.in");
    const std::string solved = answers_by(nim_count_moves::solve, suite, all);
    CHECK(solved == file_text(GAMESUITE_TESTDATA_DIR "/small-all-tuples-3-piles-1-to-7.out"));
    CHECK(answers_by(nim_count_moves::solve_by_reference, nim_count_moves::reference_limits(), all) == solved);
    CHECK(answers_by(nim_count_moves::solve, judge, all, true) == solved);  // valid at the judge too
}

TEST_CASE("nim-count-moves: piles up to 2^63 - 1, 10^6 piles") {
    const long long top = suite.max_pile;
    CHECK(fast({top, top}) == 0);
    CHECK(fast({top, top - 1}) == 1);                        // s = 1: only the odd pile loses its last bit
    CHECK(fast({top, 1LL << 62, top - (1LL << 62)}) == 0);   // disjoint bits: xor = or
    CHECK(fast({top, 1LL << 62, 1}) == 1);                   // s = 2^62 - 2: its top bit 61 in the first pile only
    CHECK(fast({top}) == 1);
    CHECK(fast({1LL << 62, (1LL << 62) + 1, 1}) == 0);

    // 10^6 piles 1, ..., 10^6: their xor is 10^6 itself (10^6 % 4 = 0), top bit 2^19, held by the piles
    // 2^19 .. 10^6: 10^6 - 2^19 + 1 = 475713 of them. Without the last pile the xor is 0 (999999 % 4 = 3).
    std::string text = std::to_string(suite.max_piles) + "\n";
    for (long long i = 1; i <= suite.max_piles; ++i) text += std::to_string(i) + (i < suite.max_piles ? " " : "\n");
    text += std::to_string(suite.max_piles - 1) + "\n";
    for (long long i = 1; i < suite.max_piles; ++i) text += std::to_string(i) + (i + 1 < suite.max_piles ? " " : "\n");
    text += "0\n";
    CHECK(answers_by(nim_count_moves::solve, suite, text) == "475713\n0\n");
}

TEST_CASE("nim-count-moves: the terminator, nothing read after it, end of input, any whitespace") {
    CHECK(answers_by(nim_count_moves::solve, suite, "2\n1 2\n0\nnot read\n") == "1\n");
    CHECK(answers_by(nim_count_moves::solve, suite, "0\n").empty());
    CHECK(answers_by(nim_count_moves::solve, suite, "").empty());
    CHECK(answers_by(nim_count_moves::solve, suite, "2\n1 2") == "1\n");  // end of input ends too
    CHECK(answers_by(nim_count_moves::solve, suite, "3\r\n\r\n7\t11 13\r\n0") == "3\n");
    CHECK(answers_by(nim_count_moves::solve, suite, "3 7 11 13 2 1 1 0") == "3\n0\n");  // one line
}

TEST_CASE("nim-count-moves: bad input names line, column and what was expected, after the answers before it") {
    CHECK(output_then_error(nim_count_moves::solve, suite, "2\n1 2\nx\n") ==
          "1\nline 3, column 1: expected number of piles n (0 ends the input) (integer 0..1000000), found 'x'");
    CHECK(output_then_error(nim_count_moves::solve, suite, "2\n1 9223372036854775808\n0\n") ==
          "line 2, column 3: expected pile size (integer 0..9223372036854775807), found '9223372036854775808'");
    CHECK(output_then_error(nim_count_moves::solve, suite, "1000001\n") ==
          "line 1, column 1: expected number of piles n (0 ends the input) (integer 0..1000000), found '1000001'");
    CHECK(output_then_error(nim_count_moves::solve, suite, "3\n1 2\n") ==
          "line 3, column 1: expected pile size (integer 0..9223372036854775807), found end of input");
    CHECK(output_then_error(nim_count_moves::solve, suite, "1\n-1\n0\n") ==
          "line 2, column 1: expected pile size (integer 0..9223372036854775807), found '-1'");
    CHECK(output_then_error(nim_count_moves::solve_by_reference, nim_count_moves::reference_limits(),
                            "1\n11\n0\n") == "line 2, column 1: expected pile size (integer 0..10), found '11'");
}

TEST_CASE("nim-count-moves: strict mode checks the exact format, the judge's limits and the terminator") {
    CHECK(output_then_error(nim_count_moves::solve, judge, "1001\n", true) ==
          "line 1, column 1: expected number of piles n (0 ends the input) (integer 0..1000), found '1001'");
    CHECK(output_then_error(nim_count_moves::solve, judge, "2\n1 1000000001\n0\n", true) ==
          "line 2, column 3: expected pile size (integer 1..1000000000), found '1000000001'");
    CHECK(output_then_error(nim_count_moves::solve, judge, "2\n0 1\n0\n", true) ==
          "line 2, column 1: expected pile size (integer 1..1000000000), found '0'");
    CHECK(output_then_error(nim_count_moves::solve, judge, "2\n1 2\n", true) ==
          "1\nline 3, column 1: expected number of piles n (0 ends the input) (integer 0..1000), found end of input");
    CHECK(output_then_error(nim_count_moves::solve, judge, "1\n1\n0\n1\n", true) ==
          "1\nline 4, column 1: expected end of input, found '1'");
    CHECK(output_then_error(nim_count_moves::solve, judge, "2 1 2\n0\n", true) ==
          "line 1, column 2: expected end of line, found ' '");
    CHECK(output_then_error(nim_count_moves::solve, judge, "2\n1\n2\n0\n", true) ==
          "line 2, column 2: expected a single space, found '\\x0a'");
}

TEST_CASE("nim-count-moves: --moves lists the moves counted, --explain says why each wins; the count read back") {
    typedef nim_count_moves::Moves Moves;
    // 7 xor 11 xor 13 = 1: every odd pile loses one stone; 5 xor 7 xor 9 = 11, top bit 8 in 9 only: 9 -> 9 xor 11 = 2;
    // 4 xor 4 = 0: lost.
    const std::string input = "3\n7 11 13\n3\n5 7 9\n2\n4 4\n0\n";
    CHECK(answers_by(gamesuite::write_moves<Moves>, suite, input) == "win 1:6 2:10 3:12\nwin 3:2\nlose\n");
    CHECK(answers_by(gamesuite::write_explanation<Moves>, suite, "3\n7 11 13\n2\n4 4\n0\n") ==
          "case 1: the first player wins: the piles' nim sum is 7 xor 11 xor 13 = 1, not 0: a move wins iff it leaves "
          "0, taking a pile of a to a xor 1, which is smaller iff a holds the sum's top bit 2^0: 3 winning moves, one "
          "for each pile that holds it\n"
          "  play 1:6 (take 1 from pile 1, 7 -> 6): 7 holds 2^0, so 7 xor 1 = 6 is smaller; the piles now xor to 0, "
          "and every reply leaves them nonzero\n"
          "  or play 2:10 (take 1 from pile 2, 11 -> 10): 11 holds 2^0, so 11 xor 1 = 10 is smaller; the piles now "
          "xor to 0, and every reply leaves them nonzero\n"
          "  or play 3:12 (take 1 from pile 3, 13 -> 12): 13 holds 2^0, so 13 xor 1 = 12 is smaller; the piles now "
          "xor to 0, and every reply leaves them nonzero\n"
          "case 2: the first player loses: the piles' nim sum is 4 xor 4 = 0: every move changes one pile and so "
          "leaves a nonzero sum: 0 winning moves\n");
    // 1001 piles of one stone: the sum is 1, and each pile is a winning move; the list and the lines stop at 1000.
    std::string ones = "1001\n1", listed = "win 1:0";
    for (int i = 2; i <= 1001; ++i) ones += " 1";
    for (int i = 2; i <= 1000; ++i) listed += " " + std::to_string(i) + ":0";
    CHECK(answers_by(gamesuite::write_moves<Moves>, suite, ones + "\n") == listed + " ...\n");
    const std::string explained = answers_by(gamesuite::write_explanation<Moves>, suite, ones + "\n");
    CHECK(explained.find(": 1001 winning moves, one for each pile that holds it\n  play 1:0 (") != std::string::npos);
    CHECK(explained.find("\n  or play 1000:0 (") != std::string::npos);
    CHECK(explained.find("1001:0") == std::string::npos);
    CHECK(explained.substr(explained.rfind("\n  ")) == "\n  ... and 1 more winning move, one on each further pile "
                                                         "holding 2^0\n");

    // The judge's counts as outcomes: more than 0 is a win.
    const auto outcomes = Moves::judge_outcomes("3\n0\n1001\n");
    REQUIRE(outcomes);
    CHECK(*outcomes == std::vector<gamesuite::Outcome>{gamesuite::Outcome::win, gamesuite::Outcome::lose,
                                                        gamesuite::Outcome::win});
    for (const char* bad : {"Yes\n", "-1\n", "01\n", "\n"}) {
        CAPTURE(bad);
        CHECK_THROWS_AS(Moves::judge_outcomes(bad), std::runtime_error);
    }
}

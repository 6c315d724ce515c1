// misere-nim tests: Bouton's misère rule against misère Nim played by its rules on every small position, counts
// made by hand, the statement's sample, piles up to 2^63 - 1, and input handling (lenient, strict, errors).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::error_of;
using input_testing::answers_by;
using input_testing::file_text;
using input_testing::scan;

const misere_nim::Limits suite = misere_nim::suite_limits();
const misere_nim::Limits judge = misere_nim::judge_limits();

std::string shown(const std::vector<long long>& piles) {
    std::string text;
    for (long long pile : piles) text += std::to_string(pile) + " ";
    return text;
}

std::string answers_of(const std::string& input) { return answers_by(misere_nim::solve, suite, input); }
std::string answers_by_reference(const std::string& input) {
    return answers_by(misere_nim::solve_by_reference, misere_nim::reference_limits(), input);
}

// Every multiset of 1..max_count piles of 0..max_pile (ascending lists), each compared with the search.
int compare_multisets(misere_nim::MisereNimSearch& search, std::size_t max_count, long long max_pile,
                      std::vector<long long>& piles) {
    int compared = 0;
    if (!piles.empty()) {
        CAPTURE(shown(piles));
        CHECK(misere_nim::first_player_wins(piles) == search.wins(misere_nim::MisereNimSearch::position_of(piles)));
        ++compared;
    }
    if (piles.size() == max_count) return compared;
    for (long long pile = piles.empty() ? 0 : piles.back(); pile <= max_pile; ++pile) {
        piles.push_back(pile);
        compared += compare_multisets(search, max_count, max_pile, piles);
        piles.pop_back();
    }
    return compared;
}

}  // namespace

TEST_CASE("misere-nim: the misère rule matches the rules on every tuple of <= 4 piles of 0..7") {
    misere_nim::MisereNimSearch search;
    int positions = 0, losing = 0;
    for (int count = 0; count <= 4; ++count) {
        int tuples = 1;
        for (int i = 0; i < count; ++i) tuples *= 8;
        for (int code = 0; code < tuples; ++code) {
            std::vector<long long> piles;
            for (int i = 0, rest = code; i < count; ++i, rest /= 8) piles.push_back(rest % 8);
            const bool wins = search.wins(misere_nim::MisereNimSearch::position_of(piles));
            CAPTURE(shown(piles));
            CHECK(misere_nim::first_player_wins(piles) == wins);
            ++positions;
            losing += !wins;
        }
    }
    // 1 + 8 + 64 + 512 + 4096 tuples. Counted by hand: in normal play 8^(k-1) tuples of k >= 1 piles are lost (the
    // last pile is the xor of the others) and the empty tuple is lost. Misère play turns around exactly the tuples
    // of piles <= 1: of the 2^k such tuples of k >= 1 piles, 2^(k-1) have an odd number of ones (now lost) and
    // 2^(k-1) an even number (now won), so 8^(k-1) stay lost for each k >= 1; the empty tuple is now won.
    // 1 + 8 + 64 + 512 = 585. The search must find exactly as many.
    CHECK(positions == 4681);
    CHECK(losing == 585);
    // The multisets of 0..4 non-empty piles of 1..7: C(11, 4) = 330.
    CHECK(search.positions_seen() == 330);
}

TEST_CASE("misere-nim: the misère rule matches the rules on every multiset of <= 6 piles of 0..5") {
    misere_nim::MisereNimSearch search;
    std::vector<long long> piles;
    // Multisets of 1..6 piles of 0..5: C(6 + k - 1, k) for k = 1..6, 6 + 21 + 56 + 126 + 252 + 462 = 923.
    CHECK(compare_multisets(search, 6, 5, piles) == 923);
}

TEST_CASE("misere-nim: hand-checked positions") {
    // No pile above 1: John wins iff the number of non-empty piles is even.
    CHECK_FALSE(misere_nim::first_player_wins({1}));
    CHECK(misere_nim::first_player_wins({1, 1}));
    CHECK_FALSE(misere_nim::first_player_wins({1, 1, 1}));
    CHECK_FALSE(misere_nim::first_player_wins({0, 1}));  // beyond the judge: one sweet, N = 2
    CHECK(misere_nim::first_player_wins({}));            // no sweet: the player to move cannot move, and wins
    CHECK(misere_nim::first_player_wins({0, 0}));
    // One pile above 1: always won (eat it down to 0 or 1, leaving an odd number of ones).
    CHECK(misere_nim::first_player_wins({2}));
    CHECK(misere_nim::first_player_wins({7, 1}));
    CHECK(misere_nim::first_player_wins({2, 1, 1}));
    // Otherwise as in normal play.
    CHECK_FALSE(misere_nim::first_player_wins({2, 2}));
    CHECK_FALSE(misere_nim::first_player_wins({1, 2, 3}));
    CHECK(misere_nim::first_player_wins({3, 5, 1}));  // the sample
    CHECK_FALSE(misere_nim::first_player_wins({4747, 4747}));
}

TEST_CASE("misere-nim: the statement's sample through the solver and the reference") {
    const std::string sample = "2\n3\n3 5 1\n1\n1\n";
    CHECK(answers_of(sample) == "John\nBrother\n");
    CHECK(answers_by_reference(sample) == "John\nBrother\n");
    // The BZOJ copy: a space at the end of every line, and an empty line at the end.
    CHECK(answers_of("2 \n3 \n3 5 1 \n1 \n1\n\n") == "John\nBrother\n");
}

TEST_CASE("misere-nim: solver and reference agree on a derived testdata file") {
    const std::string all = file_text(GAMESUITE_TESTDATA_DIR "/small-all-tuples-3-piles-to-7.in");
    const std::string solved = answers_of(all);
    CHECK(solved == file_text(GAMESUITE_TESTDATA_DIR "/small-all-tuples-3-piles-to-7.out"));
    CHECK(answers_by_reference(all) == solved);

    // The reference's own limits: 7 piles are too many for it; the case before is answered.
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(misere_nim::solve_by_reference, misere_nim::reference_limits(), "2\n1\n1\n7\n1 1 1 1 1 1 1\n",
                     false, &error) == "Brother\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "number of piles (integer 0..6)");
}

TEST_CASE("misere-nim: piles up to 2^63 - 1, 10^6 piles, no piles") {
    const long long top = suite.max_pile;
    CHECK_FALSE(misere_nim::first_player_wins({top, top}));
    CHECK(misere_nim::first_player_wins({top, top - 1}));
    CHECK_FALSE(misere_nim::first_player_wins({top, 1LL << 62, top - (1LL << 62)}));  // disjoint bits: xor = or
    CHECK(misere_nim::first_player_wins({top, 1}));

    // 10^6 piles of one sweet: even, John wins; one of them emptied: odd, John loses.
    std::string ones = "2\n" + std::to_string(suite.max_piles) + "\n";
    for (long long i = 0; i < suite.max_piles; ++i) ones += i == 0 ? "1" : " 1";
    ones += "\n" + std::to_string(suite.max_piles) + "\n0";
    for (long long i = 1; i < suite.max_piles; ++i) ones += " 1";
    ones += "\n";
    CHECK(answers_of(ones) == "John\nBrother\n");

    CHECK(answers_of("3\n0\n\n2\n0 0\n1\n0\n") == "John\nJohn\nJohn\n");
    CHECK(answers_of("0\n").empty());
}

TEST_CASE("misere-nim: CRLF, tabs and blank lines read like spaces; nothing after the T cases is read") {
    CHECK(answers_of("2\r\n\r\n3\r\n3\t5 1\r\n1\r\n1") == "John\nBrother\n");
    CHECK(answers_of("1\n1\n1\nthis is not read") == "Brother\n");
}

TEST_CASE("misere-nim: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(misere_nim::solve, suite, "2\n1\n2\n2\n1 x\n", false, &error) == "John\n");
    CHECK(error.line == 5);
    CHECK(error.column == 3);
    CHECK(error.expected == "pile size (integer 0..9223372036854775807)");
    CHECK(error.found == "'x'");

    CHECK(answers_by(misere_nim::solve, suite, "1\n1\n9223372036854775808\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(misere_nim::solve, suite, "1\n1\n-1\n", false, &error) == "");
    CHECK(error.found == "'-1'");

    CHECK(answers_by(misere_nim::solve, suite, "1\n1000001\n", false, &error) == "");
    CHECK(error.expected == "number of piles (integer 0..1000000)");

    CHECK(answers_by(misere_nim::solve, suite, "3\n1\n1\n", false, &error) == "Brother\n");
    CHECK(error.line == 4);
    CHECK(error.found == "end of input");

    CHECK(answers_by(misere_nim::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "number of cases (integer 0..1000000)");
}

TEST_CASE("misere-nim: strict mode checks the exact format and the judge's limits") {
    CHECK(answers_by(misere_nim::solve, judge, "2\n3\n3 5 1\n1\n1\n", true) == "John\nBrother\n");

    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(misere_nim::solve, judge, "475\n", true, &error) == "");
    CHECK(error.expected == "number of cases (integer 1..474)");

    CHECK(answers_by(misere_nim::solve, judge, "1\n48\n", true, &error) == "");
    CHECK(error.expected == "number of piles (integer 1..47)");

    CHECK(answers_by(misere_nim::solve, judge, "1\n2\n1 0\n", true, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.column == 3);
    CHECK(error.expected == "pile size (integer 1..4747)");
    CHECK(error.found == "'0'");

    CHECK(answers_by(misere_nim::solve, judge, "1\n1\n4748\n", true, &error) == "");
    CHECK(error.found == "'4748'");

    CHECK(answers_by(misere_nim::solve, judge, "1\n1\n1\n1\n", true, &error) == "Brother\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(misere_nim::solve, judge, "1\n2\n1\t1\n", true, &error) == "");
    CHECK(error.expected == "a single space");

    CHECK(answers_by(misere_nim::solve, judge, "1\r\n", true, &error) == "");
    CHECK(error.found == "'\\x0d'");

    CHECK(answers_by(misere_nim::solve, judge, "1\n1\n1", true, &error) == "");
    CHECK(error.expected == "end of line");
    CHECK(error.found == "end of input");
}

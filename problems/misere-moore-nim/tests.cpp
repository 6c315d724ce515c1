// misere-moore-nim tests: Moore's misère rule (the seed's closed form) against the game played by its rules on every
// small position (the lost counts pinned from derive.py's own search), the statement's sample, heaps and k up to
// 2^63 - 1, and input handling (lenient, strict, errors).
#include <doctest/doctest.h>

#include <algorithm>
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

const misere_moore_nim::Limits suite = misere_moore_nim::suite_limits();
const misere_moore_nim::Limits judge = misere_moore_nim::judge_limits();

std::string shown(const std::vector<long long>& heaps, long long take) {
    std::string text = "k = " + std::to_string(take) + ", heaps:";
    for (long long heap : heaps) text += " " + std::to_string(heap);
    return text;
}

std::string answers_of(const std::string& input) { return answers_by(misere_moore_nim::solve, suite, input); }
std::string answers_by_reference(const std::string& input) {
    return answers_by(misere_moore_nim::solve_by_reference, misere_moore_nim::reference_limits(), input);
}

using misere_moore_nim::wins_by_search;  // the reference's one search, shared with the stress run

struct Tally {
    int compared, lost;
};

// Every multiset of 0..max_count heaps of 0..max_heap (ascending lists), each compared with the search for `take`.
void compare_multisets(std::size_t max_count, long long max_heap, long long take, std::vector<long long>& heaps,
                       Tally& tally) {
    const bool wins = wins_by_search(heaps, take);
    CAPTURE(shown(heaps, take));
    CHECK(misere_moore_nim::first_player_wins(heaps, take) == wins);
    ++tally.compared;
    tally.lost += !wins;
    if (heaps.size() == max_count) return;
    for (long long heap = heaps.empty() ? 0 : heaps.back(); heap <= max_heap; ++heap) {
        heaps.push_back(heap);
        compare_multisets(max_count, max_heap, take, heaps, tally);
        heaps.pop_back();
    }
}

Tally tally_of(std::size_t max_count, long long max_heap, long long take) {
    Tally tally = {0, 0};
    std::vector<long long> heaps;
    compare_multisets(max_count, max_heap, take, heaps, tally);
    return tally;
}

}  // namespace

TEST_CASE("misere-moore-nim: the seed's rule matches the rules on every multiset of <= 5 heaps of 0..6, k = 1..5") {
    // Multisets of 0..5 heaps of 0..7 values: C(7 + m - 1, m) for m = 0..5, 1 + 7 + 28 + 84 + 210 + 462 = 792.
    // The lost ones, counted by testdata/misere-moore-nim/derive.py's own search (and its --counts): k = 5 >= n
    // leaves only the positions of exactly one stone (one heap of 1 among 1..5 heaps: 5), where the first player
    // must take it; from any other but the empty one, a move through every heap leaves exactly one stone.
    const int lost[] = {111, 34, 19, 10, 5};
    for (long long take = 1; take <= 5; ++take) {
        CAPTURE(take);
        const Tally tally = tally_of(5, 6, take);
        CHECK(tally.compared == 792);
        CHECK(tally.lost == lost[take - 1]);
    }
    // k beyond the number of heaps plays like k = n: the same 5 lost positions at k = 2^63 - 1.
    const Tally huge = tally_of(5, 6, suite.max_take);
    CHECK(huge.lost == 5);
}

TEST_CASE("misere-moore-nim: the seed's rule matches the rules on every multiset of <= 6 heaps of 0..3, k = 1..7") {
    // C(4 + m - 1, m) for m = 0..6: 1 + 4 + 10 + 20 + 35 + 56 + 84 = 210 multisets; lost counts from derive.py.
    const int lost[] = {56, 27, 17, 12, 8, 6, 6};
    for (long long take = 1; take <= 7; ++take) {
        CAPTURE(take);
        const Tally tally = tally_of(6, 3, take);
        CHECK(tally.compared == 210);
        CHECK(tally.lost == lost[take - 1]);
    }
}

TEST_CASE("misere-moore-nim: hand-checked positions") {
    using misere_moore_nim::first_player_wins;
    // No stone at all: the player to move cannot move, and wins (the opponent took the last stone).
    CHECK(first_player_wins({}, 1));
    CHECK(first_player_wins({0, 0, 0}, 2));
    // Heaps of one stone, m of them: each move takes 1..k of them; lost iff m = 1 mod (k + 1).
    CHECK_FALSE(first_player_wins({1}, 1));
    CHECK_FALSE(first_player_wins({1}, 7));
    CHECK(first_player_wins({1, 1}, 1));
    CHECK_FALSE(first_player_wins({1, 1, 1}, 1));
    CHECK(first_player_wins({1, 1, 1}, 2));     // take two, leave the last
    CHECK_FALSE(first_player_wins({1, 1, 1, 1}, 2));
    CHECK(first_player_wins({1, 1, 1, 1}, 5));  // k >= n: take all but one
    CHECK_FALSE(first_player_wins({0, 1}, 1));  // one stone, n = 2: count the ones, not n
    // One heap above 1: always won, whatever k (its top digit holds a single 1). The win: lower it to 0 or 1 and
    // take up to k - 1 of the ones, k + 1 consecutive counts of ones to choose from, one of them 1 mod (k + 1).
    CHECK(first_player_wins({2}, 1));
    CHECK(first_player_wins({5, 1, 1}, 2));
    // Otherwise Moore's rule: every digit's ones a multiple of k + 1 is lost.
    CHECK_FALSE(first_player_wins({2, 2}, 1));
    CHECK(first_player_wins({2, 2}, 2));
    CHECK_FALSE(first_player_wins({2, 2, 2}, 2));
    CHECK_FALSE(first_player_wins({3, 5, 6, 7}, 2));
    CHECK_FALSE(first_player_wins({6, 5, 3, 1, 6}, 2));
    CHECK(first_player_wins({3, 5, 6}, 2));
    CHECK_FALSE(first_player_wins({6, 6, 6, 1, 1, 1}, 2));
}

TEST_CASE("misere-moore-nim: the statement's sample through the solver and the reference") {
    const std::string sample = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    const std::string expected = "Second\nFirst\nSecond\nSecond\nFirst\nFirst\n";
    CHECK(file_text(GAMESUITE_TESTDATA_DIR "/sample-1.out") == expected);
    CHECK(answers_of(sample) == expected);
    CHECK(answers_by_reference(sample) == expected);
    CHECK(answers_by(misere_moore_nim::solve, judge, sample, true) == expected);
}

TEST_CASE("misere-moore-nim: solver and reference agree on a derived testdata file") {
    const std::string all = file_text(GAMESUITE_TESTDATA_DIR "/small-all-multisets-4-heaps-to-4-k-1-to-4.in");
    const std::string solved = answers_of(all);
    CHECK(solved == file_text(GAMESUITE_TESTDATA_DIR "/small-all-multisets-4-heaps-to-4-k-1-to-4.out"));
    CHECK(answers_by_reference(all) == solved);

    // The reference's own limits: 6 heaps are too many for it; the case before is answered.
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(misere_moore_nim::solve_by_reference, misere_moore_nim::reference_limits(),
                     "2\n1 1\n1\n6 1\n1 1 1 1 1 1\n", false, &error) == "Second\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "number of heaps n (integer 0..5)");
}

TEST_CASE("misere-moore-nim: heaps and k up to 2^63 - 1, 10^6 heaps, no heaps") {
    using misere_moore_nim::first_player_wins;
    const long long top = suite.max_heap;
    CHECK_FALSE(first_player_wins({top, top}, 1));
    CHECK(first_player_wins({top, top}, 2));
    CHECK_FALSE(first_player_wins({top, top, top}, 2));
    CHECK(first_player_wins({top, top - 1, top}, 2));
    CHECK_FALSE(first_player_wins({top, top, 1LL << 62, top - (1LL << 62)}, 2));  // 3 ones in every digit
    CHECK(first_player_wins({top}, suite.max_take));
    CHECK(first_player_wins({1, 1}, suite.max_take));
    CHECK_FALSE(first_player_wins({1, 0}, suite.max_take));

    // 10^6 heaps of one stone, k = 999998: 10^6 = 1 mod 999999, Second; with one of them emptied, First.
    std::string ones = "2\n" + std::to_string(suite.max_heaps) + " 999998\n";
    for (long long i = 0; i < suite.max_heaps; ++i) ones += i == 0 ? "1" : " 1";
    ones += "\n" + std::to_string(suite.max_heaps) + " 999998\n0";
    for (long long i = 1; i < suite.max_heaps; ++i) ones += " 1";
    ones += "\n";
    CHECK(answers_of(ones) == "Second\nFirst\n");

    CHECK(answers_of("3\n0 1\n\n2 3\n0 0\n1 9223372036854775807\n0\n") == "First\nFirst\nFirst\n");
    CHECK(answers_of("0\n").empty());
}

TEST_CASE("misere-moore-nim: CRLF, tabs and blank lines read like spaces; nothing after the T cases is read") {
    CHECK(answers_of("2\r\n\r\n3\t2\r\n1 1\t1\r\n1 1\r\n1") == "First\nSecond\n");
    CHECK(answers_of("1\n1 1\n1\nthis is not read") == "Second\n");
}

TEST_CASE("misere-moore-nim: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(misere_moore_nim::solve, suite, "2\n1 1\n2\n2 1\n1 x\n", false, &error) == "First\n");
    CHECK(error.line == 5);
    CHECK(error.column == 3);
    CHECK(error.expected == "heap size (integer 0..9223372036854775807)");
    CHECK(error.found == "'x'");

    CHECK(answers_by(misere_moore_nim::solve, suite, "1\n1 1\n9223372036854775808\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(misere_moore_nim::solve, suite, "1\n1 0\n1\n", false, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.column == 3);
    CHECK(error.expected == "heaps a move may take from k (integer 1..9223372036854775807)");
    CHECK(error.found == "'0'");

    CHECK(answers_by(misere_moore_nim::solve, suite, "1\n1\n1\n", false, &error) == "");
    CHECK(error.line == 4);  // the k is missing: leniently the next number, on line 3, is k; then no heap
    CHECK(error.found == "end of input");

    CHECK(answers_by(misere_moore_nim::solve, suite, "1\n1000001 1\n", false, &error) == "");
    CHECK(error.expected == "number of heaps n (integer 0..1000000)");

    CHECK(answers_by(misere_moore_nim::solve, suite, "3\n1 1\n1\n", false, &error) == "Second\n");
    CHECK(error.line == 4);
    CHECK(error.found == "end of input");

    CHECK(answers_by(misere_moore_nim::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "number of cases (integer 0..1000000)");
}

TEST_CASE("misere-moore-nim: strict mode checks the exact format and the format's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(misere_moore_nim::solve, judge, "1001\n", true, &error) == "");
    CHECK(error.expected == "number of cases (integer 1..1000)");

    CHECK(answers_by(misere_moore_nim::solve, judge, "1\n101 1\n", true, &error) == "");
    CHECK(error.expected == "number of heaps n (integer 1..100)");

    CHECK(answers_by(misere_moore_nim::solve, judge, "1\n1 101\n", true, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "heaps a move may take from k (integer 1..100)");

    CHECK(answers_by(misere_moore_nim::solve, judge, "1\n2 1\n1 1000000000000000001\n", true, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.column == 3);
    CHECK(error.expected == "heap size (integer 0..1000000000000000000)");

    CHECK(answers_by(misere_moore_nim::solve, judge, "1\n1 1\n1\n1\n", true, &error) == "Second\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(misere_moore_nim::solve, judge, "1\n2\t1\n1 1\n", true, &error) == "");
    CHECK(error.expected == "a single space");

    CHECK(answers_by(misere_moore_nim::solve, judge, "1\n1 1\n1", true, &error) == "");
    CHECK(error.expected == "end of line");
    CHECK(error.found == "end of input");

    // k > n and empty heaps are within the format.
    CHECK(answers_by(misere_moore_nim::solve, judge, "1\n2 100\n0 1000000000000000000\n", true) == "First\n");
}

TEST_CASE("misere-moore-nim: --moves and --explain on positions worked out by hand") {
    typedef misere_moore_nim::Moves Moves;
    auto moves = [](const std::string& input) { return answers_by(gamesuite::write_moves<Moves>, suite, input); };
    auto by_rules = [](const std::string& input) {
        return answers_by(gamesuite::reference_moves<Moves>, misere_moore_nim::reference_limits(), input);
    };
    // k = 2, three heaps of one (the sample): take two of them, leaving one; the results 001, 010, 100 in that order.
    // k = 1, heaps 3 and 1: only 3 -> 0 leaves a lost position (one stone); 3 -> 1 leaves two, 3 -> 2 a nim sum of 3.
    // k = 2, heaps 3 3 1: the digit 2^1 can hold 0 or 3 ones, never 3 here, so only heaps of at most one stone can be
    // left: both 3s touched (all of k), the 1 kept, the ones left 1 mod 3: both 3s emptied.
    // k = 2, heaps 3 3 3 1: the three 3s keep their 2^1 (k cannot lower all three), so 2^0 must drop from 4 ones
    // to 3 (0 would take four touches): one heap loses its 2^0, 3 -> 2 or 1 -> 0; ordered by the heaps' 2^0 bits
    // left, 0111 < 1011 < 1101 < 1110.
    // No stone: won without a move.
    const std::string input = "5\n3 2\n1 1 1\n2 1\n3 1\n3 2\n3 3 1\n4 2\n3 3 3 1\n2 1\n0 0\n";
    const std::string expected = "win 1:0/2:0 1:0/3:0 2:0/3:0\nwin 1:0\nwin 1:0/2:0\nwin 1:2 2:2 3:2 4:0\nwin\n";
    CHECK(moves(input) == expected);
    CHECK(by_rules(input) == expected);
    // Lost: Moore's rule (2 2 with k = 1), and one heap of one stone.
    CHECK(moves("2\n2 1\n2 2\n1 5\n1\n") == "lose\nlose\n");
    // One heap of 2 with any k: it must go to 1 (0 leaves no stone and the opponent wins).
    CHECK(moves("1\n1 9223372036854775807\n2\n") == "win 1:1\n");
    // 2000 heaps of one, k = 2: 2000 = 2 mod 3, so taking any single one leaves 1 mod 3 and taking two leaves 0: a
    // winning move a heap, in heap order, the list stopped after 1000 of them.
    std::string ones = "1\n2000 2\n1";
    for (int i = 1; i < 2000; ++i) ones += " 1";
    std::string listed = "win";
    for (int i = 1; i <= 1000; ++i) listed += " " + std::to_string(i) + ":0";
    CHECK(moves(ones + "\n") == listed + " ...\n");

    CHECK(answers_by(gamesuite::write_explanation<Moves>, suite, "3\n4 2\n3 3 3 1\n2 1\n2 2\n1 1\n0\n") ==
          "case 1: the first player wins: a heap holds 2 or more, and then the first player loses iff every binary "
          "digit holds a multiple of k + 1 = 3 ones (Moore's rule): here the ones per digit are 2^1: 3, 2^0: 4, not "
          "all multiples\n"
          "  play 1:2 (take 1 from heap 1 (3 -> 2)): now every binary digit holds a multiple of 3 ones, with a heap "
          "of 2 or more: the opponent loses\n"
          "case 2: the first player loses: a heap holds 2 or more, and then the first player loses iff every binary "
          "digit holds a multiple of k + 1 = 2 ones (Moore's rule): here the ones per digit are 2^1: 2, 2^0: 0: every "
          "move leaves the opponent a won position\n"
          "case 3: the first player wins: no stone is left: the opponent took the last one\n");
    CHECK(answers_by(gamesuite::write_explanation<Moves>, suite, "1\n3 2\n1 1 1\n") ==
          "case 1: the first player wins: every heap holds at most one stone, and then the first player loses iff "
          "the heaps of one are 1 mod k + 1 = 3: here 3 heaps of one, 0 mod 3, not 1\n"
          "  play 1:0/2:0 (take 1 from heap 1 (1 -> 0), 1 from heap 2 (1 -> 0)): now every heap holds at most one "
          "stone and 1 heap of one, 1 mod 3: the opponent loses\n");
}

TEST_CASE("misere-moore-nim: --moves is the moves the rules find winning, on every tuple of <= 4 heaps of 0..5") {
    // Tuples, not multisets: the order of the moves depends on where each heap stands. k = 1..4 and k = 2^63 - 1.
    std::vector<std::string> cases;
    for (const long long take : {1LL, 2LL, 3LL, 4LL, suite.max_take})
        for (int count = 0; count <= 4; ++count) {
            int tuples = 1;
            for (int i = 0; i < count; ++i) tuples *= 6;
            for (int code = 0; code < tuples; ++code) {
                std::string heaps;
                for (int i = 0, rest = code; i < count; ++i, rest /= 6)
                    heaps += (i > 0 ? " " : "") + std::to_string(rest % 6);
                cases.push_back(std::to_string(count) + " " + std::to_string(take) + "\n" + heaps + "\n");
            }
        }
    for (std::size_t first = 0; first < cases.size(); first += 1000) {  // the reference reads 1000 cases at most
        const std::size_t last = std::min(cases.size(), first + 1000);
        std::string input = std::to_string(last - first) + "\n";
        for (std::size_t c = first; c < last; ++c) input += cases[c];
        CAPTURE(first);
        const std::string want = answers_by(gamesuite::reference_moves<misere_moore_nim::Moves>,
                                            misere_moore_nim::reference_limits(), input);
        CHECK(answers_by(gamesuite::write_moves<misere_moore_nim::Moves>, suite, input) == want);
    }
}

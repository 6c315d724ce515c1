// nim tests: Bouton's nim sum against Nim played by its rules, a published count, plus input handling.
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

// The limits the executables read with: the suite's by default, the judge's under --strict.
const nim::Limits suite = nim::suite_limits();
const nim::Limits judge = nim::judge_limits();

std::string shown(const std::vector<long long>& piles) {
    std::string text;
    for (long long pile : piles) text += std::to_string(pile) + " ";
    return text;
}

std::string answers_of(const std::string& input, bool by_reference) {
    return by_reference ? answers_by(nim::solve_by_reference, nim::reference_limits(), input)
                        : answers_by(nim::solve, suite, input);
}

}  // namespace

TEST_CASE("nim: the nim sum matches the rules on every tuple of <= 4 piles of 0..7 stones") {
    gamecore::GameSearch<nim::NimRules> search((nim::NimRules()));
    int positions = 0, losing = 0;
    for (int count = 0; count <= 4; ++count) {
        int tuples = 1;
        for (int i = 0; i < count; ++i) tuples *= 8;
        for (int code = 0; code < tuples; ++code) {
            std::vector<long long> piles;
            for (int i = 0, rest = code; i < count; ++i, rest /= 8) piles.push_back(rest % 8);
            const bool wins = search.wins(nim::NimRules::position_of(piles));
            CAPTURE(shown(piles));
            CHECK(nim::first_player_wins(piles) == wins);
            ++positions;
            losing += !wins;
        }
    }
    // 1 + 8 + 64 + 512 + 4096 tuples. Counted by hand: the empty tuple is lost, and a tuple of k >= 1 piles
    // of 0..7 is lost for 8^(k-1) of them if Bouton is right, the last pile being the xor of the others
    // (always in 0..7): 1 + 1 + 8 + 64 + 512. The search must find exactly as many.
    CHECK(positions == 4681);
    CHECK(losing == 586);
    // The multisets of <= 4 non-empty piles of 1..7: C(11, 4) = 330.
    CHECK(search.positions_seen() == 330);
}

TEST_CASE("nim: hand-checked positions and Project Euler 301's count") {
    CHECK_FALSE(nim::first_player_wins({}));
    CHECK_FALSE(nim::first_player_wins({0, 0}));
    CHECK(nim::first_player_wins({1, 0}));
    CHECK_FALSE(nim::first_player_wins({1, 1}));
    CHECK_FALSE(nim::first_player_wins({1, 2, 3}));  // Project Euler 301: X(1, 2, 3) = 0
    CHECK(nim::first_player_wins({3, 4, 5}));        // Bouton's classic start: take 2 from the 3
    // Project Euler 301 counts the n <= 2^30 with n xor 2n xor 3n = 0: 2178309 = F(32). They are the n with no
    // two adjacent 1 bits, so below 2^k (and with 2^k itself) there are F(k + 2); for k = 20, F(22) = 17711.
    int lost = 0;
    for (long long n = 1; n <= (1LL << 20); ++n) lost += !nim::first_player_wins({n, 2 * n, 3 * n});
    CHECK(lost == 17711);
}

TEST_CASE("nim: statement sample through the solver and the reference") {
    const std::string sample = "2\n2\n1 1\n2\n1 0\n";
    CHECK(answers_of(sample, false) == "No\nYes\n");
    CHECK(answers_of(sample, true) == "No\nYes\n");
}

TEST_CASE("nim: solver and reference agree on a derived testdata file") {
    const std::string all = file_text(GAMESUITE_TESTDATA_DIR "/small-all-tuples-3-piles-to-7.in");
    const std::string solved = answers_of(all, false);
    CHECK(solved == file_text(GAMESUITE_TESTDATA_DIR "/small-all-tuples-3-piles-to-7.out"));
    CHECK(answers_of(all, true) == solved);

    // The reference's own limits: 7 piles are too many for it; the case before is answered.
    gamecore::Scanner seven = scan("2\n1\n1\n7\n1 1 1 1 1 1 1\n");
    std::string before_error;
    gamecore::Output partial(before_error);
    const gamecore::InputError count =
        error_of([&] { nim::solve_by_reference(seven, nim::reference_limits(), partial); });
    CHECK(before_error == "Yes\n");
    CHECK(count.line == 4);
    CHECK(count.expected == "number of piles (integer 0..6)");
}

TEST_CASE("nim: piles up to 2^63 - 1, 10^6 piles, no piles") {
    const long long top = suite.max_pile;
    CHECK_FALSE(nim::first_player_wins({top, top}));
    CHECK(nim::first_player_wins({top, top - 1}));
    CHECK_FALSE(nim::first_player_wins({top, 1LL << 62, top - (1LL << 62)}));  // disjoint bits: xor = or
    CHECK(nim::first_player_wins({top}));

    // 10^6 piles 1, 2, 3, ..., 10^6: the xor of 1..n is 0 exactly when n % 4 == 3, so this is a win (10^6 % 4 = 0,
    // the xor is n itself); without the last pile (n = 999999, 999999 % 4 = 3) it is lost.
    std::string text = "2\n" + std::to_string(suite.max_piles) + "\n";
    for (long long i = 1; i <= suite.max_piles; ++i) text += std::to_string(i) + (i < suite.max_piles ? " " : "\n");
    text += std::to_string(suite.max_piles - 1) + "\n";
    for (long long i = 1; i < suite.max_piles; ++i) text += std::to_string(i) + " ";
    CHECK(answers_of(text, false) == "Yes\nNo\n");

    // No piles at all (beyond the judge): nobody can move, the first player loses.
    CHECK(answers_of("3\n0\n\n0\n1\n0\n", false) == "No\nNo\nNo\n");
    CHECK(answers_of("0\n", false).empty());
}

TEST_CASE("nim: CRLF, tabs and blank lines read like spaces; nothing after the T cases is read") {
    CHECK(answers_of("2\r\n\r\n2\r\n1\t1\r\n2\r\n1 0", false) == "No\nYes\n");
    CHECK(answers_of("1\n1\n5\nthis is not read", false) == "Yes\n");
}

TEST_CASE("nim: bad input names line, column and what was expected") {
    std::vector<long long> piles;
    gamecore::Scanner too_many = scan("1000001\n");
    const gamecore::InputError count = error_of([&] { nim::read_case(too_many, suite, piles); });
    CHECK(count.line == 1);
    CHECK(count.column == 1);
    CHECK(count.expected == "number of piles (integer 0..1000000)");

    gamecore::Scanner past_int64 = scan("2\n1 9223372036854775808\n");
    const gamecore::InputError pile = error_of([&] { nim::read_case(past_int64, suite, piles); });
    CHECK(pile.line == 2);
    CHECK(pile.column == 3);
    CHECK(pile.expected == "pile size (integer 0..9223372036854775807)");
    CHECK(pile.found == "'9223372036854775808'");

    gamecore::Scanner negative = scan("1\n-1\n");
    CHECK(error_of([&] { nim::read_case(negative, suite, piles); }).found == "'-1'");

    gamecore::Scanner cut_short = scan("3\n1 2\n");
    const gamecore::InputError end = error_of([&] { nim::read_case(cut_short, suite, piles); });
    CHECK(end.found == "end of input");
    CHECK(end.line == 3);

    // A missing case: the answers before it are written first.
    gamecore::Scanner missing = scan("2\n1\n1\n");
    std::string before_error;
    gamecore::Output partial(before_error);
    const gamecore::InputError no_case = error_of([&] { nim::solve(missing, suite, partial); });
    CHECK(before_error == "Yes\n");
    CHECK(no_case.line == 4);
    CHECK(no_case.expected == "number of piles (integer 0..1000000)");

    gamecore::Scanner cases = scan("1000001\n");
    CHECK(error_of([&] { nim::solve(cases, suite, partial); }).expected == "number of cases (integer 0..1000000)");
}

TEST_CASE("nim: strict mode checks the exact format and the judge's limits") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner good = scan("2\n2\n1 1\n2\n1 0\n");
    good.set_strict(true);
    nim::solve(good, judge, out);
    CHECK(answers == "No\nYes\n");

    gamecore::Scanner eleven = scan("11\n");
    eleven.set_strict(true);
    CHECK(error_of([&] { nim::solve(eleven, judge, out); }).expected == "number of cases (integer 1..10)");

    gamecore::Scanner no_piles = scan("1\n0\n\n");
    no_piles.set_strict(true);
    const gamecore::InputError zero = error_of([&] { nim::solve(no_piles, judge, out); });
    CHECK(zero.line == 2);
    CHECK(zero.expected == "number of piles (integer 1..10000)");

    gamecore::Scanner big = scan("1\n2\n1 10000\n");
    big.set_strict(true);
    const gamecore::InputError pile = error_of([&] { nim::solve(big, judge, out); });
    CHECK(pile.line == 3);
    CHECK(pile.column == 3);
    CHECK(pile.expected == "pile size (integer 0..9999)");

    gamecore::Scanner trailing = scan("1\n1\n1\n1\n");
    trailing.set_strict(true);
    const gamecore::InputError after = error_of([&] { nim::solve(trailing, judge, out); });
    CHECK(after.line == 4);
    CHECK(after.expected == "end of input");

    gamecore::Scanner tab = scan("1\n2\n1\t1\n");
    tab.set_strict(true);
    CHECK(error_of([&] { nim::solve(tab, judge, out); }).expected == "a single space");

    gamecore::Scanner crlf = scan("1\r\n");
    crlf.set_strict(true);
    CHECK(error_of([&] { nim::solve(crlf, judge, out); }).found == "'\\x0d'");
}

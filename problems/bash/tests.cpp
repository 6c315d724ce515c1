// bash tests: n mod (m + 1) against the Bash game played by its rules, known sequences, exact m + 1 = 2^63, and
// input handling.
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

const bash_game::Limits suite = bash_game::suite_limits();
const bash_game::Limits judge = bash_game::judge_limits();

typedef gamecore::GameSearch<bash_game::BashRules> Search;

std::string answers_of(const std::string& input, bool by_reference) {
    return by_reference ? answers_by(bash_game::solve_by_reference, bash_game::reference_limits(), input)
                        : answers_by(bash_game::solve, suite, input);
}

}  // namespace

TEST_CASE("bash: n mod (m + 1) matches the rules for every n <= 100 and 1 <= m <= 100") {
    Search search((bash_game::BashRules()));
    int positions = 0, losing = 0;
    for (long long m = 1; m <= 100; ++m) {
        for (long long n = 0; n <= 100; ++n) {
            const bool wins = search.wins(bash_game::BashRules::Position(n, m));
            CAPTURE(n);
            CAPTURE(m);
            CHECK(bash_game::first_player_wins(n, m) == wins);
            ++positions;
            losing += !wins;
        }
    }
    // Counted by hand: for each m the lost n <= 100 are 0, m + 1, 2(m + 1), ...: floor(100 / (m + 1)) + 1 of them.
    // Summed over m = 1..100 (d = m + 1 = 2..101) that is 100 + (D(100) - 100) = D(100), the divisor summatory
    // function, 482 (OEIS A006218). The search must find exactly as many.
    CHECK(positions == 101 * 100);
    CHECK(losing == 482);
}

TEST_CASE("bash: known sequences") {
    // m = 2 (the blog in the seeds, 巴什博弈 from first principles): 0, 3, 6, 9, ... lost, the rest won.
    std::vector<long long> lost_m2;
    for (long long n = 0; n <= 20; ++n)
        if (!bash_game::first_player_wins(n, 2)) lost_m2.push_back(n);
    CHECK(lost_m2 == std::vector<long long>{0, 3, 6, 9, 12, 15, 18});
    // The statement sample, and n <= m: take everything.
    CHECK(bash_game::first_player_wins(23, 2));
    CHECK_FALSE(bash_game::first_player_wins(4, 3));
    for (long long n = 1; n <= 1000; ++n) CHECK(bash_game::first_player_wins(n, 1000));
    // m = 1: players alternate single stones, so the first wins iff n is odd.
    for (long long n = 0; n <= 50; ++n) CHECK(bash_game::first_player_wins(n, 1) == (n % 2 == 1));
}

TEST_CASE("bash: exact at m = 2^63 - 1, where m + 1 does not fit a long long") {
    const long long top = 9223372036854775807LL;
    CHECK(bash_game::first_player_wins(top, top));  // take everything
    CHECK(bash_game::first_player_wins(1, top));
    CHECK_FALSE(bash_game::first_player_wins(0, top));
    // m + 1 = 2^63 - 1 = n: a loss.
    CHECK_FALSE(bash_game::first_player_wins(top, top - 1));
    CHECK(bash_game::first_player_wins(top - 1, top - 1));
    // m + 1 = 2^62: n = 2^62 is lost, 2^63 - 1 = 2^62 + (2^62 - 1) is won.
    CHECK_FALSE(bash_game::first_player_wins(1LL << 62, (1LL << 62) - 1));
    CHECK(bash_game::first_player_wins(top, (1LL << 62) - 1));
    // m = 3: 2^63 - 4 is a multiple of 4, 2^63 - 1 is not.
    CHECK_FALSE(bash_game::first_player_wins(top - 3, 3));
    CHECK(bash_game::first_player_wins(top, 3));
    // m = 2: 2^63 = 2 (mod 3), so 2^63 - 2 is a multiple of 3 (lost) and 2^63 - 1 is not.
    CHECK_FALSE(bash_game::first_player_wins(top - 1, 2));
    CHECK(bash_game::first_player_wins(top, 2));
}

TEST_CASE("bash: statement sample; solver and reference through the same parser") {
    CHECK(answers_of("2\n23 2\n4 3\n", false) == "first\nsecond\n");
    CHECK(answers_of("2\n23 2\n4 3\n", true) == "first\nsecond\n");

    const std::string all = file_text(GAMESUITE_TESTDATA_DIR "/small-all-pairs-to-30.in");
    const std::string solved = answers_of(all, false);
    CHECK(solved == file_text(GAMESUITE_TESTDATA_DIR "/small-all-pairs-to-30.out"));
    CHECK(answers_of(all, true) == solved);

    // The reference's own limits: n = 201 is too large for it; the case before is answered.
    gamecore::Scanner big = scan("2\n1 1\n201 1\n");
    std::string before_error;
    gamecore::Output partial(before_error);
    const gamecore::InputError stones =
        error_of([&] { bash_game::solve_by_reference(big, bash_game::reference_limits(), partial); });
    CHECK(before_error == "first\n");
    CHECK(stones.line == 3);
    CHECK(stones.expected == "number of stones n (integer 0..200)");
}

TEST_CASE("bash: lenient reading, n = 0, and nothing read after the C cases") {
    CHECK(answers_of("3\r\n0 1\r\n\r\n5\t5\r\n9223372036854775807 9223372036854775807", false) ==
          "second\nfirst\nfirst\n");
    CHECK(answers_of("1\n4 3\nnot read", false) == "second\n");
    CHECK(answers_of("0\n", false).empty());
}

TEST_CASE("bash: bad input names line, column and what was expected") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner zero_take = scan("1\n5 0\n");
    const gamecore::InputError take = error_of([&] { bash_game::solve(zero_take, suite, out); });
    CHECK(take.line == 2);
    CHECK(take.column == 3);
    CHECK(take.expected == "most stones a move takes m (integer 1..9223372036854775807)");

    gamecore::Scanner past = scan("1\n9223372036854775808 1\n");
    const gamecore::InputError stones = error_of([&] { bash_game::solve(past, suite, out); });
    CHECK(stones.column == 1);
    CHECK(stones.found == "'9223372036854775808'");

    gamecore::Scanner cut = scan("2\n1 1\n2");
    answers.clear();
    const gamecore::InputError end = error_of([&] { bash_game::solve(cut, suite, out); });
    CHECK(answers == "first\n");
    CHECK(end.line == 3);
    CHECK(end.column == 2);
    CHECK(end.found == "end of input");
}

TEST_CASE("bash: strict mode checks the exact format and the judge's limits") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner good = scan("2\n23 2\n4 3\n");
    good.set_strict(true);
    bash_game::solve(good, judge, out);
    CHECK(answers == "first\nsecond\n");

    gamecore::Scanner zero = scan("1\n0 1\n");
    zero.set_strict(true);
    CHECK(error_of([&] { bash_game::solve(zero, judge, out); }).expected == "number of stones n (integer 1..1000)");

    gamecore::Scanner big_m = scan("1\n1 1001\n");
    big_m.set_strict(true);
    CHECK(error_of([&] { bash_game::solve(big_m, judge, out); }).expected ==
          "most stones a move takes m (integer 1..1000)");

    gamecore::Scanner many = scan("101\n");
    many.set_strict(true);
    CHECK(error_of([&] { bash_game::solve(many, judge, out); }).expected == "number of cases (integer 1..100)");

    gamecore::Scanner two_spaces = scan("1\n1  1\n");
    two_spaces.set_strict(true);
    CHECK(error_of([&] { bash_game::solve(two_spaces, judge, out); }).column == 3);

    gamecore::Scanner trailing = scan("1\n1 1\n\n");
    trailing.set_strict(true);
    const gamecore::InputError after = error_of([&] { bash_game::solve(trailing, judge, out); });
    CHECK(after.line == 3);
    CHECK(after.expected == "end of input");
}

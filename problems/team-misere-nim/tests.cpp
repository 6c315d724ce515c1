// team-misere-nim tests: the last-lost DP against the plain DP that tries every take, on every small game; the
// misere Bash law for two players; the sample as the rules give it; input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::error_of;
using input_testing::file_text;
using input_testing::scan;

const team_misere_nim::Limits suite = team_misere_nim::suite_limits();
const team_misere_nim::Limits judge = team_misere_nim::judge_limits();

std::string answers_of(const std::string& input, bool by_reference) {
    return by_reference ? answers_by(team_misere_nim::solve_by_reference, team_misere_nim::reference_limits(), input)
                        : answers_by(team_misere_nim::solve, suite, input);
}

}  // namespace

TEST_CASE("team-misere-nim: the fast DP matches the plain DP on every small game") {
    // Every cap vector of 2 players with caps 1..6 and of 4 players with caps 1..3, every S <= 60, every player to
    // move (the fast DP's table against the plain DP's).
    int games = 0, lost = 0;
    std::vector<std::vector<long long> > all;
    for (long long a = 1; a <= 6; ++a)
        for (long long b = 1; b <= 6; ++b) all.push_back(std::vector<long long>{a, b});
    for (int code = 0; code < 81; ++code)
        all.push_back(std::vector<long long>{code % 3 + 1, code / 3 % 3 + 1, code / 9 % 3 + 1, code / 27 + 1});
    for (const std::vector<long long>& caps : all) {
        const std::vector<std::vector<char> > want = team_misere_nim::outcomes_by_rules(60, caps);
        team_misere_nim::TeamDp dp;
        std::vector<char> table;
        dp.run(60, caps, &table);
        for (long long s = 0; s <= 60; ++s)
            for (std::size_t i = 0; i < caps.size(); ++i) {
                CAPTURE(s);
                CAPTURE(i);
                CHECK((table[static_cast<std::size_t>(s) * caps.size() + i] != 0) ==
                      (want[static_cast<std::size_t>(s)][i] != 0));
                ++games;
                lost += !want[static_cast<std::size_t>(s)][i];
            }
        for (long long s = 1; s <= 60; ++s)
            CHECK(team_misere_nim::first_team_wins(s, caps) == (want[static_cast<std::size_t>(s)][0] != 0));
    }
    CHECK(games == (36 * 2 + 81 * 4) * 61);
    CHECK(lost > 0);
}

TEST_CASE("team-misere-nim: two players with equal caps are the misere Bash game") {
    // Facing 1 stone you must take it and lose; with M + 1 stones more you answer any take t by M + 1 - t.
    for (long long m = 1; m <= 16; ++m)
        for (long long s = 1; s <= 200; ++s) {
            CAPTURE(m);
            CAPTURE(s);
            CHECK(team_misere_nim::first_team_wins(s, std::vector<long long>{m, m}) == (s % (m + 1) != 1));
        }
}

TEST_CASE("team-misere-nim: the sample, by the rules") {
    // The statement's remark: with caps 4 4, 101 stones lose and 100 win. The third game's 1 is the plain DP's
    // (testdata/team-misere-nim/derive.py), not read from any judge.
    CHECK_FALSE(team_misere_nim::first_team_wins(101, std::vector<long long>{4, 4}));
    CHECK(team_misere_nim::first_team_wins(100, std::vector<long long>{4, 4}));
    CHECK(team_misere_nim::first_team_wins(97, std::vector<long long>{8, 7, 6, 5, 4, 3}));
    // Hand: caps 1 1, S = 3: player 1 takes the first and the last stone; S = 2: player 2 takes the last.
    CHECK_FALSE(team_misere_nim::first_team_wins(3, std::vector<long long>{1, 1}));
    CHECK(team_misere_nim::first_team_wins(2, std::vector<long long>{1, 1}));
    CHECK_FALSE(team_misere_nim::first_team_wins(1, std::vector<long long>{16, 16}));
    // The cycle matters: caps 1 16 1 16, S = 3 (player 1 takes 1; player 2 takes 1 leaving the last to player 3).
    CHECK_FALSE(team_misere_nim::first_team_wins(3, std::vector<long long>{1, 16, 1, 16}));
    const std::string sample = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    CHECK(answers_of(sample, false) == "0\n1\n1\n");
    CHECK(answers_of(sample, true) == "0\n1\n1\n");
    const std::string small = file_text(GAMESUITE_TESTDATA_DIR "/plain-dp-200-games.in");
    CHECK(answers_of(small, false) == file_text(GAMESUITE_TESTDATA_DIR "/plain-dp-200-games.out"));
}

TEST_CASE("team-misere-nim: lenient reading, the end of input as the end, nothing read after 0") {
    CHECK(answers_of("1\t101 4 4\r\n\r\n1 100\n4 4", false) == "0\n1\n");
    CHECK(answers_of("1 100 4 4\n0\nnot read", false) == "1\n");
    CHECK(answers_of("0\n", false).empty());
    CHECK(answers_of("", false).empty());
}

TEST_CASE("team-misere-nim: bad input names line, column and what was expected") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner zero_cap = scan("1 100 4 4\n1 5 0 1\n");
    const gamecore::InputError cap = error_of([&] { team_misere_nim::solve(zero_cap, suite, out); });
    CHECK(answers == "1\n");
    CHECK(cap.line == 2);
    CHECK(cap.column == 5);
    CHECK(cap.expected == "most stones player i takes M_i (integer 1..1000000000)");
    gamecore::Scanner short_line = scan("2 10 1 2 3\n");
    CHECK(error_of([&] { team_misere_nim::solve(short_line, suite, out); }).found == "end of input");

    gamecore::Scanner no_zero = scan("1 100 4 4\n");
    no_zero.set_strict(true);
    CHECK(error_of([&] { team_misere_nim::solve(no_zero, judge, out); }).expected ==
          "players per team n (0 ends the input) (integer 0..10)");
    gamecore::Scanner big_cap = scan("1 100 17 4\n0\n");
    big_cap.set_strict(true);
    CHECK(error_of([&] { team_misere_nim::solve(big_cap, judge, out); }).expected ==
          "most stones player i takes M_i (integer 1..16)");
    gamecore::Scanner big_s = scan("1 8193 4 4\n0\n");
    big_s.set_strict(true);
    CHECK(error_of([&] { team_misere_nim::solve(big_s, judge, out); }).expected == "stones S (integer 1..8192)");
    gamecore::Scanner after = scan("0\n1 1 1 1\n");
    after.set_strict(true);
    CHECK(error_of([&] { team_misere_nim::solve(after, judge, out); }).expected == "end of input");
}

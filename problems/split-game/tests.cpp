// split-game tests: the solver's least winning move and count against the bean game searched by its rules on every
// position of up to 5 bottles of up to 3 beans, the bean values against the search and the odious numbers, the
// sample, the count against a plain triple loop past the judge's n, and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const split_game::Limits suite = split_game::suite_limits();
const split_game::Limits judge = split_game::judge_limits();

bool odious(unsigned v) {
    int bits = 0;
    for (; v; v >>= 1) bits += v & 1;
    return bits % 2 == 1;
}

}  // namespace

TEST_CASE("split-game: every position of 2 to 5 bottles of 0 to 3 beans agrees with the search") {
    split_game::WinningMoves solver;
    split_game::Moves game;
    std::size_t positions = 0, lost = 0, from_even = 0;
    for (std::size_t n = 2; n <= 5; ++n) {
        std::vector<long long> beans(n, 0);
        for (;;) {
            CAPTURE(beans);
            const split_game::Answer fast = solver(beans);
            split_game::AnswerByRules slow;
            split_game::each_winning_move_by_rules(beans, slow);
            CHECK(fast.count == slow.answer.count);
            CHECK(fast.i == slow.answer.i);
            CHECK(fast.j == slow.answer.j);
            CHECK(fast.k == slow.answer.k);
            CHECK(game.moves(beans).moves == game.moves_by_rules(beans).moves);
            ++positions;
            lost += fast.count == 0;
            from_even += fast.count > 0 && beans[static_cast<std::size_t>(fast.i)] % 2 == 0;
            std::size_t i = 0;
            while (i < n && beans[i] == 3) beans[i++] = 0;
            if (i == n) break;
            ++beans[i];
        }
    }
    CHECK(positions == 16 + 64 + 256 + 1024);
    CHECK(lost > 100);
    CHECK(from_even > 50);  // the least winning move starts at an even bottle: the catalogue's parity trap
}

TEST_CASE("split-game: a lone bean's value is the search's, and the odious numbers (OEIS A000069)") {
    split_game::BeanValues values;
    for (std::size_t n = 1; n <= 7; ++n) {
        std::vector<long long> beans(n, 0);
        beans[0] = 1;
        CAPTURE(n);
        if (n > 1) CHECK(split_game::bean_search().grundy(beans) == values.value(n - 1));
    }
    // value(d), d >= 1, is the d-th odious number (1, 2, 4, 7, 8, 11, ...: an odd count of 1 bits); checked here,
    // not used by the solver.
    unsigned next = 0;
    for (std::size_t d = 1; d <= 200; ++d) {
        ++next;
        while (!odious(next)) ++next;
        CAPTURE(d);
        CHECK(values.value(d) == next);
    }
    CHECK(values.value(0) == 0);
}

TEST_CASE("split-game: the sample, and the judge's answer read back") {
    const std::string input = "2\n4\n1 0 1 5000\n3\n0 0 1\n";
    const std::string expected = "0 2 3\n1\n-1 -1 -1\n0\n";
    CHECK(answers_by(split_game::solve, judge, input, true) == expected);
    CHECK(answers_by(split_game::solve_by_reference, split_game::reference_limits(), "1\n3\n0 0 1\n") ==
          "-1 -1 -1\n0\n");
    CHECK(answers_by(gamesuite::write_moves<split_game::Moves>, suite, input) == "win 0/2/3\nlose\n");
    CHECK(split_game::Moves::judge_outcomes(expected) ==
          std::vector<gamesuite::Outcome>({gamesuite::Outcome::win, gamesuite::Outcome::lose}));
    CHECK_THROWS(split_game::Moves::judge_outcomes("0 2 3\n0\n"));
    CHECK_THROWS(split_game::Moves::judge_outcomes("0 2 3\n"));
}

TEST_CASE("split-game: the count past the judge's n equals a plain triple loop; bean counts to 2^63 - 1") {
    split_game::WinningMoves solver;
    split_game::BeanValues values;
    std::vector<long long> beans(150);
    for (std::size_t i = 0; i < beans.size(); ++i) beans[i] = (i * 7 + 3) % 5 == 0 ? 9223372036854775807LL : i % 3;
    const std::size_t n = beans.size();
    unsigned total = 0;
    for (std::size_t i = 0; i < n; ++i)
        if (beans[i] % 2) total ^= values.value(n - 1 - i);
    long long count = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n && beans[i] > 0; ++j)
            for (std::size_t k = j; k < n; ++k)
                count += (total ^ values.value(n - 1 - i) ^ values.value(n - 1 - j) ^ values.value(n - 1 - k)) == 0;
    CHECK(total != 0);
    CHECK(solver(beans).count == count);
    CHECK(count > 0);
}

TEST_CASE("split-game: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(split_game::solve, suite, "2\n3\n0 0 1\n1\n5\n", false, &error) == "-1 -1 -1\n0\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "bottle count n (integer 2..1000)");
    CHECK(answers_by(split_game::solve, suite, "1\n3\n0 -1 1\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "bean count p_i (integer 0..9223372036854775807)");
    CHECK(answers_by(split_game::solve, suite, "1\n3\n0 1\n", false, &error) == "");
    CHECK(error.found == "end of input");
    CHECK(answers_by(split_game::solve, suite, "1\n2\n1 0\n7\n", false, &error) == "0 1 1\n1\n");
    CHECK(error.expected == "end of input after the t cases");
    CHECK(answers_by(split_game::solve, judge, "1\n22\n", true, &error) == "");
    CHECK(error.expected == "bottle count n (integer 2..21)");
    CHECK(answers_by(split_game::solve, judge, "1\n2\n10001 0\n", true, &error) == "");
    CHECK(error.expected == "bean count p_i (integer 0..10000)");
}

// big-wythoff tests: the big-integer test against Wythoff's game played by its rules on every pair to 100; the exact
// winning moves against those the rules find (pairs to 40) and against gamecore/wythoff.hpp's 64-bit moves on
// random pairs below 2^62; Fibonacci pairs near 10^1000; the piles' bounds as the parser reads them.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "gamecore/wythoff.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using gamecore::BigUnsigned;
using input_testing::answers_by;
using input_testing::output_then_error;

typedef unsigned long long u64;

u64 splitmix(u64& state) {
    u64 z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::string joined(const gamesuite::MoveList& list) {
    std::string text = gamesuite::outcome_word(list.outcome);
    for (const std::string& move : list.moves) text += " " + move;
    return text;
}

bool ends_with(const std::string& text, const std::string& end) {
    return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

TEST_CASE("big-wythoff: the big-integer test matches the rules for every pair with a, b <= 100") {
    big_wythoff::WinsBySearch search;
    int losing = 0;
    for (long long a = 0; a <= 100; ++a)
        for (long long b = 0; b <= 100; ++b) {
            CAPTURE(a);
            CAPTURE(b);
            const bool wins = search(a, b);
            REQUIRE(big_wythoff::first_player_wins(BigUnsigned(a), BigUnsigned(b)) == wins);
            losing += !wins;
        }
    // (0, 0) and both orders of the 38 losing pairs (1, 2), ..., (61, 99): a check that the search found them.
    CHECK(losing == 1 + 2 * 38);
}

TEST_CASE("big-wythoff: the winning moves are those the rules find, for every pair with a, b <= 40") {
    big_wythoff::Moves moves;
    int with_two = 0;
    for (u64 a = 0; a <= 40; ++a)
        for (u64 b = 0; b <= 40; ++b) {
            CAPTURE(a);
            CAPTURE(b);
            const gamesuite::MoveList fast = moves.moves(BigUnsigned(a), BigUnsigned(b));
            REQUIRE(joined(fast) == joined(moves.moves_by_rules(BigUnsigned(a), BigUnsigned(b))));
            with_two += fast.moves.size() >= 2;
        }
    CHECK(with_two > 0);  // (5, 8): 4,7 taking 1 from both, and 3,5 taking 3 from pile b
}

TEST_CASE("big-wythoff: the moves and partners equal gamecore/wythoff.hpp's on random pairs below 2^62") {
    u64 state = 5973;
    int moves_seen = 0;
    for (int i = 0; i < 4000; ++i) {
        u64 a = splitmix(state) >> (2 + splitmix(state) % 62), b = splitmix(state) >> (2 + splitmix(state) % 62);
        u64 smaller;
        // Near a losing pair half of the time: a single-pile move then ends close by, an equal removal far off.
        if (i % 2 == 0 && gamecore::wythoff_smaller_of_difference(1 + b % (1ULL << 60), smaller) &&
            smaller + 1 + b % (1ULL << 60) < (1ULL << 62)) {
            const u64 k = 1 + b % (1ULL << 60);
            a = smaller + (i % 6 == 0 ? 3 : 0);
            b = smaller + k + (i % 6 == 2 ? 2 : 0);
        }
        CAPTURE(a);
        CAPTURE(b);
        std::vector<std::string> expected;
        auto visit = [&](u64 x, u64 y) { expected.push_back(std::to_string(x) + "," + std::to_string(y)); };
        gamecore::for_each_winning_wythoff_move(a, b, visit);
        std::vector<std::string> got;
        big_wythoff::for_each_winning_move(BigUnsigned(a), BigUnsigned(b), [&](const BigUnsigned& x,
                                                                               const BigUnsigned& y) {
            got.push_back(big_wythoff::piles_left(x, y));
        });
        REQUIRE(got == expected);
        moves_seen += static_cast<int>(got.size());
        u64 partner = 0;
        REQUIRE(gamecore::wythoff_partner(a, partner));
        REQUIRE(big_wythoff::wythoff_partner(BigUnsigned(a)) == BigUnsigned(partner));
    }
    CHECK(moves_seen > 4000);
}

TEST_CASE("big-wythoff: Fibonacci pairs near 10^1000, their moves, and the bounds of a pile") {
    // (F(2n), F(2n+1)) are losing pairs: from (F(2n) + 1, F(2n+1)) taking 1 from pile a wins, and from
    // (F(2n), F(2n+1) + 1) taking 1 from pile b (an equal removal may win as well, listed first).
    BigUnsigned f0(1), f1(2);
    while ((f0 + f1 + f1).to_decimal().size() <= 1000) {
        const BigUnsigned f2 = f0 + f1;
        f1 = f1 + f2;
        f0 = f2;
    }
    const BigUnsigned one(1);
    const std::string x = f0.to_decimal(), y = f1.to_decimal();
    CHECK(y.size() == 1000);
    big_wythoff::Moves moves;
    CHECK(joined(moves.moves(f0, f1)) == "lose");
    CHECK(ends_with(joined(moves.moves(f0 + one, f1)), " " + x + "," + y));
    CHECK(ends_with(joined(moves.moves(f1, f0 + one)), " " + y + "," + x));
    CHECK(ends_with(joined(moves.moves(f0, f1 + one)), " " + x + "," + y));
    const big_wythoff::Limits suite = big_wythoff::suite_limits(), judge = big_wythoff::judge_limits();
    CHECK(answers_by(big_wythoff::solve, suite, x + " " + y + "\n" + y + " 0" + x + "\n") == "0\n0\n");

    // 10^E is the largest pile: at the judge E = 100, in the suite 1000; leniently with leading zeros too.
    const std::string judge_max = "1" + std::string(100, '0'), suite_max = "1" + std::string(1000, '0');
    CHECK(answers_by(big_wythoff::solve, judge, judge_max + " " + judge_max + "\n0 " + judge_max + "\n", true) ==
          "1\n1\n");
    CHECK(answers_by(big_wythoff::solve, suite, suite_max + " 0" + std::string(999, '0') + "\n") == "1\n");
    CHECK(output_then_error(big_wythoff::solve, judge, "1 2\n1" + std::string(99, '0') + "1 0\n", true) ==
          "0\nline 2, column 1: expected pile size (integer 0..10^100), found '10000000000000000000000000000000...'");
    CHECK(output_then_error(big_wythoff::solve, suite, "1 " + std::string(1002, '1') + "\n").find(
              "line 1, column 3: expected pile size (integer 0..10^1000), found '1111") == 0);
}

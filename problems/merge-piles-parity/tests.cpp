// merge-piles-parity tests: the forced move count's parity against the merging game searched by its rules for every
// n <= 20 and m <= 22, the invariant strategy of statement.md played against every reply, the sample, exactness at
// 2^63 - 1, and input handling.
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
namespace mpp = merge_piles_parity;

const mpp::Limits suite = mpp::suite_limits();
const mpp::Limits judge = mpp::judge_limits();

// Every heap is 1 or m but at most one: statement.md's invariant.
bool kept(const mpp::MergeRules::Position& p) {
    int others = 0;
    for (long long heap : p.second) others += heap != 1 && heap != p.first;
    return others <= 1;
}

// The strategy's move from a position where the invariant holds, or is broken by the opponent's 1+1: merge the two
// heaps that are neither 1 nor m if they fit, else a 1 into the larger of them (it becomes m), else a 1 into the
// one, else two 1s. Returns the position after it.
mpp::MergeRules::Position strategy_move(const mpp::MergeRules::Position& p) {
    const std::vector<long long>& heaps = p.second;
    std::vector<std::size_t> middle, ones;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] == 1) ones.push_back(i);
        else if (heaps[i] != p.first) middle.push_back(i);
    }
    if (middle.size() == 2 && heaps[middle[0]] + heaps[middle[1]] <= p.first)
        return mpp::MergeRules::merged(p, middle[0], middle[1]);
    if (!middle.empty() && !ones.empty()) return mpp::MergeRules::merged(p, ones[0], middle.back());
    return mpp::MergeRules::merged(p, ones[0], ones[1]);
}

// Plays the strategy for the player to move (`strategist` true) against every reply; true if every game it can be
// led into lasts exactly `moves` merges from here. The opponent's moves are all of MergeRules'.
bool forces_length(const mpp::MergeRules::Position& p, bool strategist, long long moves) {
    std::vector<mpp::MergeRules::Position> options;
    mpp::MergeRules().moves(p, options);
    if (options.empty()) return moves == 0;
    if (strategist) {
        const mpp::MergeRules::Position after = strategy_move(p);
        if (!kept(after)) return false;  // the strategy restores the invariant at once
        return forces_length(after, false, moves - 1);
    }
    for (const mpp::MergeRules::Position& option : options)
        if (!forces_length(option, true, moves - 1)) return false;
    return true;
}

}  // namespace

TEST_CASE("merge-piles-parity: the move count's parity is the search by the rules for every n <= 20, m <= 22") {
    mpp::WinsBySearch& search = mpp::search_by_rules();
    int cases = 0, first_wins = 0;
    for (long long m = 1; m <= 22; ++m)
        for (long long n = 1; n <= 20; ++n) {
            CAPTURE(n);
            CAPTURE(m);
            const bool wins = search(n, m);
            CHECK(mpp::first_player_wins(n, m) == wins);
            // The search takes m >= n as m = n (no heap passes n); with m itself it finds the same.
            if (n <= 8 && m > n) CHECK(search.search.wins(mpp::MergeRules::start(n, m)) == wins);
            ++cases;
            first_wins += wins;
        }
    CHECK(cases == 440);
    CHECK(first_wins > 100);
    CHECK(first_wins < 340);
}

TEST_CASE("merge-piles-parity: the invariant strategy makes every game last the longest count") {
    // For the player whom the count favours and for the other one too: the strategy alone, whoever moves first,
    // against every reply, ends every game after exactly n - ceil(n / m) merges.
    for (long long m = 2; m <= 9; ++m)
        for (long long n = 2; n <= 13; ++n) {
            CAPTURE(n);
            CAPTURE(m);
            const long long longest = mpp::longest_game(n, m);
            CHECK(forces_length(mpp::MergeRules::start(n, m), true, longest));
            CHECK(forces_length(mpp::MergeRules::start(n, m), false, longest));
        }
}

TEST_CASE("merge-piles-parity: the sample, counts by hand, and 2^63 - 1") {
    const std::string sample = "5\n7 3\n1 5\n4 3\n6 1\n2 2\n";
    CHECK(answers_by(mpp::solve, judge, sample, true) == "1\n1\n1\n1\n0\n");
    CHECK(answers_by(mpp::solve_by_reference, mpp::reference_limits(), sample) == "1\n1\n1\n1\n0\n");
    CHECK(answers_by(gamesuite::write_moves<mpp::Moves>, suite, sample) == "lose\nlose\nlose\nlose\nwin 1+1\n");
    CHECK(answers_by(gamesuite::reference_moves<mpp::Moves>, mpp::reference_limits(), sample) ==
          "lose\nlose\nlose\nlose\nwin 1+1\n");
    // By hand: 7 stones, m = 3: heaps 3, 3, 1 after 2 + 2 merges; m = 1: no merge; m >= n: n - 1 merges.
    CHECK(mpp::longest_game(7, 3) == 4);
    CHECK(mpp::longest_game(6, 1) == 0);
    CHECK(mpp::longest_game(10, 100) == 9);
    CHECK(mpp::longest_game(10, 10) == 9);
    CHECK(mpp::longest_game(10, 5) == 8);
    CHECK(mpp::longest_game(11, 5) == 8);  // 5, 5, 1
    CHECK(mpp::longest_game(12, 5) == 9);  // 5, 5, 2
    const long long top = 9223372036854775807LL;
    CHECK(mpp::longest_game(top, top) == top - 1);  // even: the second player
    CHECK_FALSE(mpp::first_player_wins(top, top));
    CHECK(mpp::longest_game(top, 1) == 0);
    CHECK(mpp::longest_game(top, 2) == top / 2);  // 2^62 - 1 full heaps and a single stone: odd
    CHECK(mpp::first_player_wins(top, 2));
    CHECK(mpp::longest_game(top - 1, top) == top - 2);
    CHECK(mpp::first_player_wins(top - 1, top));
    CHECK(answers_by(mpp::solve, suite, "2\n9223372036854775807 2\n1000000000 1000000000\n") == "0\n0\n");
}

TEST_CASE("merge-piles-parity: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(mpp::solve, suite, "2\n2 2\n", false, &error) == "0\n");
    CHECK(error.line == 3);
    CHECK(error.found == "end of input");
    CHECK(answers_by(mpp::solve, suite, "1\n2 0\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "largest heap a merge makes m (integer 1..9223372036854775807)");
    CHECK(answers_by(mpp::solve, suite, "1\n2 2\n3 3\n", false, &error) == "0\n");
    CHECK(error.expected == "end of input after the T cases");
    CHECK(answers_by(mpp::solve, judge, "101\n", true, &error) == "");
    CHECK(error.expected == "number of cases T (integer 1..100)");
    CHECK(answers_by(mpp::solve, judge, "1\n1000000001 1\n", true, &error) == "");
    CHECK(error.expected == "heaps of one stone n (integer 1..1000000000)");
    CHECK(answers_by(mpp::solve, judge, "1\n0 1\n", true, &error) == "");
    CHECK(error.expected == "heaps of one stone n (integer 1..1000000000)");
}

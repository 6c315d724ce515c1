// poj1740 tests: the pairing rule against A New Stone Game played by its rules, plus input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::error_of;
using input_testing::multisets;
using input_testing::scan;

// The limits the executables read with: the suite's by default, the judge's under --strict.
const poj1740::Limits suite = poj1740::suite_limits();
const poj1740::Limits judge = poj1740::judge_limits();

// Who wins is all the proof needs: WinSearch stops at a position's first winning option, where GameSearch's Grundy
// values would search them all (several times the cost under the sanitizers).
typedef gamecore::WinSearch<poj1740::NewStoneGameRules> Search;

// The solver's rule on a copy of `piles`.
bool wins(std::vector<long long> piles) { return poj1740::first_player_wins(piles.data(), piles.size()); }

// A fold for read_case that keeps every pile it is shown.
struct ShownPiles {
    std::vector<long long> piles;
    void operator()(long long pile) { piles.push_back(pile); }
};

// The case read_case reads next, exactly its piles; empty at the end of the input. Its fold must have been shown
// each of them once, in order, whichever way the case was read.
std::vector<long long> next_case(gamecore::Scanner& in, const poj1740::Limits& limits) {
    std::vector<long long> storage;
    ShownPiles shown;
    const std::size_t count = poj1740::read_case(in, limits, storage, shown);
    const std::vector<long long> piles(storage.begin(), storage.begin() + static_cast<std::ptrdiff_t>(count));
    CHECK(shown.piles == piles);
    return piles;
}

std::string shown(const std::vector<long long>& piles) {
    std::string text;
    for (long long pile : piles) text += std::to_string(pile) + " ";
    return text;
}

// Compares the solver with the search on every multiset of 1..max_count piles
// of 0..max_pile stones; returns how many of them the search found lost.
int compare_all(Search& search, std::size_t max_count, long long max_pile) {
    int losing = 0;
    for (std::size_t count = 1; count <= max_count; ++count) {
        std::vector<std::vector<long long>> all;
        std::vector<long long> piles;
        multisets(count, max_pile, piles, all);
        for (const std::vector<long long>& position : all) {
            const bool wins_by_search = search.wins(poj1740::NewStoneGameRules::position_of(position));
            CAPTURE(shown(position));
            CHECK(wins(position) == wins_by_search);
            losing += !wins_by_search;
        }
    }
    return losing;
}

}  // namespace

TEST_CASE("poj1740: pairing rule matches the rules for every multiset of <= 4 piles of 0..4 stones") {
    Search search((poj1740::NewStoneGameRules()));
    // Lost, counted by hand: [0]; [0 0], [v v] (4); [0 0 0], [0 v v] (4);
    // [0 0 0 0], [0 0 v v] (4), [v v w w] with 1 <= v <= w <= 4 (10). Total 26.
    CHECK(compare_all(search, 4, 4) == 26);
}

TEST_CASE("poj1740: pairing rule matches the rules on larger sets") {
    Search search((poj1740::NewStoneGameRules()));
    compare_all(search, 4, 7);
    compare_all(search, 5, 4);
    compare_all(search, 6, 3);
    compare_all(search, 8, 2);
    // Stones move onto other piles, so the search goes past the listed sizes.
    CHECK(search.positions_seen() > 1000);
}

TEST_CASE("poj1740: statement sample and the empty-pile edge case") {
    gamecore::Scanner in = scan("3\n2 1 3\n2\n1 1\n0\n");
    CHECK(next_case(in, suite) == std::vector<long long>{2, 1, 3});
    CHECK(wins({2, 1, 3}));
    CHECK(next_case(in, suite) == std::vector<long long>{1, 1});
    CHECK_FALSE(wins({1, 1}));
    CHECK(next_case(in, suite).empty());

    // Nothing can be moved onto an empty pile: [0 1 1] is [1 1], a loss.
    CHECK_FALSE(wins({0, 1, 1}));
    CHECK_FALSE(wins({0, 0, 0}));
    CHECK(wins({0, 5}));
}

TEST_CASE("poj1740: solver and reference answer through the same parser") {
    const std::string sample = "3\n2 1 3\n2\n1 1\n0\n";
    gamecore::Scanner for_solver = scan(sample);
    std::string solved;
    gamecore::Output solver_out(solved);
    poj1740::solve(for_solver, suite, solver_out);
    CHECK(solved == "1\n0\n");

    gamecore::Scanner for_reference = scan(sample);
    std::string searched;
    gamecore::Output reference_out(searched);
    poj1740::solve_by_reference(for_reference, poj1740::reference_limits(), reference_out);
    CHECK(searched == solved);

    // The reference's own limits: 6 piles are too many for the search.
    gamecore::Scanner six = scan("1\n3\n6\n1 1 1 1 1 1\n0\n");
    std::string before_error;
    gamecore::Output partial(before_error);
    const gamecore::InputError count =
        error_of([&] { poj1740::solve_by_reference(six, poj1740::reference_limits(), partial); });
    CHECK(before_error == "1\n");
    CHECK(count.line == 3);
    CHECK(count.expected == "pile count (0 ends the input) (integer 0..5)");
}

TEST_CASE("poj1740: input ends at 0, or at end of input; CRLF and tabs read like spaces") {
    gamecore::Scanner in = scan("2\r\n7\t7\r\n1 4");
    CHECK(next_case(in, suite) == std::vector<long long>{7, 7});
    CHECK(next_case(in, suite) == std::vector<long long>{4});
    CHECK(next_case(in, suite).empty());

    // A row the fast path declines after some piles (a tab), then one it takes: each pile is folded once.
    gamecore::Scanner declined = scan("3\n1 2\t3\n2\n4 4\n0\n");
    CHECK(next_case(declined, suite) == std::vector<long long>{1, 2, 3});
    CHECK(next_case(declined, suite) == std::vector<long long>{4, 4});

    // Whatever follows the terminating 0 is not read.
    gamecore::Scanner stop = scan("0\n1 x");
    CHECK(next_case(stop, suite).empty());

    // The storage only grows: a shorter case after a longer one is its first piles, the rest left as they were.
    gamecore::Scanner shrinking = scan("3\n5 6 7\n1\n8\n0\n");
    std::vector<long long> storage;
    CHECK(poj1740::read_case(shrinking, suite, storage) == 3);
    CHECK(poj1740::read_case(shrinking, suite, storage) == 1);
    CHECK(storage == std::vector<long long>{8, 6, 7});
}

TEST_CASE("poj1740: piles up to 2^63 - 1 and 10^6 piles") {
    CHECK_FALSE(wins({suite.max_pile, suite.max_pile}));
    CHECK(wins({suite.max_pile, suite.max_pile - 1}));

    std::string text = std::to_string(suite.max_piles) + "\n";
    for (long long i = 0; i < suite.max_piles; ++i) text += std::to_string(i / 2 + 1) + " ";
    gamecore::Scanner in = scan(text);
    std::vector<long long> piles = next_case(in, suite);
    REQUIRE(piles.size() == static_cast<std::size_t>(suite.max_piles));
    CHECK_FALSE(wins(piles));  // 1 1 2 2 3 3 ...
    piles[12345] += 1;
    CHECK(wins(piles));
}

TEST_CASE("poj1740: bad input names line, column and what was expected") {
    std::vector<long long> piles;
    gamecore::Scanner too_many = scan("1\n5\n1000001\n");
    REQUIRE(poj1740::read_case(too_many, suite, piles));
    const gamecore::InputError count = error_of([&] { poj1740::read_case(too_many, suite, piles); });
    CHECK(count.line == 3);
    CHECK(count.column == 1);
    CHECK(count.expected == "pile count (0 ends the input) (integer 0..1000000)");

    gamecore::Scanner huge_count = scan("1000000000000000000 1 2");
    CHECK(error_of([&] { poj1740::read_case(huge_count, suite, piles); }).found == "'1000000000000000000'");

    gamecore::Scanner past_int64 = scan("2\n1 9223372036854775808\n");
    const gamecore::InputError pile = error_of([&] { poj1740::read_case(past_int64, suite, piles); });
    CHECK(pile.line == 2);
    CHECK(pile.column == 3);
    CHECK(pile.expected == "pile size (integer 0..9223372036854775807)");

    gamecore::Scanner negative = scan("1 -1");
    CHECK(error_of([&] { poj1740::read_case(negative, suite, piles); }).found == "'-1'");

    gamecore::Scanner cut_short = scan("3\n1 2");
    CHECK(error_of([&] { poj1740::read_case(cut_short, suite, piles); }).found == "end of input");
}

TEST_CASE("poj1740: strict mode checks the exact format and the judge's limits") {
    std::vector<long long> piles;
    gamecore::Scanner good = scan("3\n2 1 3\n2\n1 1\n0\n");
    good.set_strict(true);
    CHECK(poj1740::read_case(good, judge, piles));
    CHECK(poj1740::read_case(good, judge, piles));
    CHECK_FALSE(poj1740::read_case(good, judge, piles));

    gamecore::Scanner no_zero = scan("1\n5\n");
    no_zero.set_strict(true);
    REQUIRE(poj1740::read_case(no_zero, judge, piles));
    CHECK(error_of([&] { poj1740::read_case(no_zero, judge, piles); }).found == "end of input");

    gamecore::Scanner after_zero = scan("0\n1\n");
    after_zero.set_strict(true);
    const gamecore::InputError trailing = error_of([&] { poj1740::read_case(after_zero, judge, piles); });
    CHECK(trailing.line == 2);
    CHECK(trailing.expected == "end of input");

    gamecore::Scanner eleven = scan("11\n");
    eleven.set_strict(true);
    CHECK(error_of([&] { poj1740::read_case(eleven, judge, piles); }).expected ==
          "pile count (0 ends the input) (integer 0..10)");

    gamecore::Scanner big_pile = scan("2\n1 101\n0\n");
    big_pile.set_strict(true);
    const gamecore::InputError pile = error_of([&] { poj1740::read_case(big_pile, judge, piles); });
    CHECK(pile.column == 3);
    CHECK(pile.expected == "pile size (integer 0..100)");

    gamecore::Scanner tab = scan("2\n1\t1\n0\n");
    tab.set_strict(true);
    CHECK(error_of([&] { poj1740::read_case(tab, judge, piles); }).expected == "a single space");
}

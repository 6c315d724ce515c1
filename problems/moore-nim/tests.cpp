// moore-nim tests: the judge's formula, the exact method and its box search against the game played by its rules on
// every small position (counting where the formula is wrong); the exact turns of a ball; input handling.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <string>
#include <vector>

#include "exact.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::error_of;
using input_testing::multisets;
using input_testing::scan;

const moore_nim::Limits suite = moore_nim::suite_limits();
const moore_nim::Limits judge = moore_nim::judge_limits();

typedef gamecore::GameSearch<moore_nim::CappedMooreRules> Search;

std::string shown(const std::vector<long long>& heaps) {
    std::string text;
    for (long long heap : heaps) text += std::to_string(heap) + " ";
    return text;
}

moore_nim::Case case_of(const std::vector<long long>& heaps, long long kick, long long cap) {
    moore_nim::Case c;
    c.kick = kick;
    c.cap = cap;
    c.heaps = heaps;
    c.line = c.column = 1;
    return c;
}

struct Tally {
    long long positions = 0, lost = 0, formula_wrong = 0, formula_wrong_on_lost = 0;
};

// Every multiset of `count` heaps of 0..max_heap, every M in 1..count and r in 0..max_cap: the rules (reference.hpp)
// decide; the box search and the exact method must agree with them; the judge's formula is counted where it does
// not, and may be wrong only outside the families where statement.md proves it.
void compare_all(std::size_t count, long long max_heap, long long max_cap, Tally& tally) {
    std::vector<std::vector<long long>> all;
    std::vector<long long> heaps;
    multisets(count, max_heap, heaps, all);
    for (long long kick = 1; kick <= static_cast<long long>(count); ++kick) {
        for (long long cap = 0; cap <= max_cap; ++cap) {
            const moore_nim::CappedMooreRules rules = {kick, cap};
            Search search(rules);
            for (const std::vector<long long>& position : all) {
                CAPTURE(shown(position));
                CAPTURE(kick);
                CAPTURE(cap);
                const bool wins = search.wins(moore_nim::CappedMooreRules::position_of(position));
                const moore_nim::Case c = case_of(position, kick, cap);
                CHECK(moore_nim::alice_wins_by_box_search(position, kick, cap) == wins);
                CHECK(moore_nim::alice_wins_exactly(c) == wins);
                ++tally.positions;
                tally.lost += !wins;
                if (moore_nim::wins_by_judge_formula(position, kick, cap) != wins) {
                    ++tally.formula_wrong;
                    tally.formula_wrong_on_lost += !wins;
                    long long off_goal = 0, largest = 0;
                    for (long long heap : position) {
                        off_goal += heap > 0;
                        largest = std::max(largest, heap);
                    }
                    CHECK(kick >= 2);
                    CHECK(off_goal >= kick + 2);
                    CHECK(cap < largest);
                }
            }
        }
    }
}

// A whole input through `decide`, answers as text.
template <class Decide>
std::string answers(const std::string& input, const moore_nim::Limits& limits, Decide& decide) {
    gamecore::Scanner in = scan(input);
    std::string text;
    gamecore::Output out(text);
    moore_nim::answer_cases(in, limits, out, decide);
    return text;
}

moore_nim::Case read_one(const std::string& input, const moore_nim::Limits& limits, bool strict = false) {
    gamecore::Scanner in = scan(input);
    in.set_strict(strict);
    moore_nim::Case c;
    moore_nim::read_case(in, limits, c);
    return c;
}

struct ExpectedError {
    const char* input;
    long line, column;
    const char* expected;
    const char* found;
};

void check_error(const ExpectedError& bad, const moore_nim::Limits& limits, bool strict) {
    CAPTURE(bad.input);
    gamecore::Scanner in = scan(bad.input);
    in.set_strict(strict);
    std::string text;
    gamecore::Output out(text);
    const gamecore::InputError error =
        error_of([&] { moore_nim::answer_cases(in, limits, out, moore_nim::alice_wins_as_judged); });
    CHECK(error.line == bad.line);
    CHECK(error.column == bad.column);
    CHECK(error.expected == bad.expected);
    CHECK(error.found == bad.found);
}

unsigned long long floor_of(unsigned long long distance, unsigned long long radius) {
    unsigned long long turns = 0;
    REQUIRE(moore_nim::floor_turns(distance, radius, turns));
    return turns;
}

unsigned long long ceil_of(unsigned long long distance, unsigned long long radius) {
    unsigned long long turns = 0;
    REQUIRE(moore_nim::ceil_turns(distance, radius, turns));
    return turns;
}

// pi's continued fraction, OEIS A001203, terms 0..32.
const unsigned long long pi_terms[] = {3, 7,  15, 1, 292, 1, 1, 1, 2, 1, 3, 1, 14, 2, 1, 1, 2,
                                       2, 2, 2,  1, 84,  2, 1, 1, 15, 3, 13, 1, 4, 2, 6, 6};
const int pi_term_count = sizeof pi_terms / sizeof pi_terms[0];

struct Convergent {
    unsigned long long p, q;
};

std::vector<Convergent> pi_convergents() {
    std::vector<Convergent> c;
    unsigned long long p0 = 1, q0 = 0, p1 = pi_terms[0], q1 = 1;
    c.push_back({p1, q1});
    for (int i = 1; i < pi_term_count; ++i) {
        const unsigned long long p2 = pi_terms[i] * p1 + p0, q2 = pi_terms[i] * q1 + q0;
        p0 = p1, q0 = q1, p1 = p2, q1 = q2;
        c.push_back({p1, q1});
    }
    return c;
}

}  // namespace

TEST_CASE("moore-nim: the rules against the exact method, its search and the judge's formula on every small position") {
    // Counts from testdata/moore-nim/derive.py --counts (its own search in Python): positions, lost, and where the
    // formula is wrong (of which lost, i.e. the formula says Alice and Bob wins).
    Tally up_to_four;
    for (std::size_t count = 1; count <= 4; ++count) compare_all(count, 6, 6, up_to_four);
    CHECK(up_to_four.positions == 8085);
    CHECK(up_to_four.lost == 2212);
    CHECK(up_to_four.formula_wrong == 75);
    CHECK(up_to_four.formula_wrong_on_lost == 11);

    Tally five;
    compare_all(5, 4, 4, five);
    CHECK(five.positions == 3150);
    CHECK(five.lost == 1011);
    CHECK(five.formula_wrong == 69);
    CHECK(five.formula_wrong_on_lost == 18);
}

TEST_CASE("moore-nim: the counterexample M = 2, r = 3, heaps {1, 1, 4, 6}: the judge says Alice, the game Bob") {
    const std::vector<long long> heaps = {1, 1, 4, 6};
    CHECK(moore_nim::wins_by_judge_formula(heaps, 2, 3));  // residues 1 1 0 2: three ones in bit 0
    CHECK_FALSE(moore_nim::alice_wins_by_box_search(heaps, 2, 3));
    const moore_nim::CappedMooreRules rules = {2, 3};
    Search search(rules);
    CHECK_FALSE(search.wins(moore_nim::CappedMooreRules::position_of(heaps)));
    CHECK(moore_nim::exact_way(case_of(heaps, 2, 3)) == moore_nim::way_search);

    // As distances: R = 1, L = 20 (r = 3), S = 1 1 20 35 (A = 1 1 4 6).
    const std::string input = "4 2 20 1\n1 1 20 35\n";
    const moore_nim::Case c = read_one(input, suite);
    CHECK(c.cap == 3);
    CHECK(c.heaps == heaps);
    CHECK(answers(input, suite, moore_nim::alice_wins_as_judged) == "Alice\n");
    CHECK(answers(input, suite, moore_nim::alice_wins_exactly) == "Bob\n");
    CHECK(answers(input, moore_nim::reference_limits(), moore_nim::alice_wins_by_search) == "Bob\n");
}

TEST_CASE("moore-nim: a second counterexample within the judge's limits: six balls of 10 turns, M = 2, r = 2") {
    // "6 2 13 1" / six 60s: A = ceil(60 / (2 pi)) = 10, r = floor(13 / (2 pi)) = 2. Residues 1 1 1 1 1 1: six ones,
    // a multiple of 3, so the judge's formula says Bob; the game (the box search over 11^6 positions, and
    // derive.py's own search in Python, which writes testdata counterexample-six-balls-of-10-turns) says Alice.
    const std::string input = "6 2 13 1\n60 60 60 60 60 60\n";
    const moore_nim::Case c = read_one(input, judge);
    CHECK(c.cap == 2);
    CHECK(c.heaps == std::vector<long long>(6, 10));
    CHECK_FALSE(moore_nim::wins_by_judge_formula(c.heaps, 2, 2));
    CHECK(moore_nim::alice_wins_by_box_search(c.heaps, 2, 2));
    CHECK(answers(input, suite, moore_nim::alice_wins_as_judged) == "Bob\n");
    CHECK(answers(input, suite, moore_nim::alice_wins_exactly) == "Alice\n");
}

TEST_CASE("moore-nim: --exact is spelled --method=exact for the shared command line") {
    std::vector<std::string> words;
    std::string conflict;
    const auto refused = moore_nim::moves_refused();
    using gamesuite::spell_exact_as_method;
    CHECK(spell_exact_as_method({"moore-nim", "--exact"}, refused, words, conflict));
    CHECK(words == std::vector<std::string>{"moore-nim", "--method=exact"});
    CHECK(spell_exact_as_method({"moore-nim", "--strict", "--exact", "--exact"}, refused, words, conflict));
    CHECK(words == std::vector<std::string>{"moore-nim", "--strict", "--method=exact"});  // once
    CHECK(spell_exact_as_method({"--exact", "--method", "judge"}, refused, words, conflict));  // argv[0] is a name
    CHECK(words == std::vector<std::string>{"--exact", "--method", "judge"});
    CHECK(spell_exact_as_method({"moore-nim", "--exactly"}, refused, words, conflict));  // left to the parser
    CHECK(words == std::vector<std::string>{"moore-nim", "--exactly"});
    CHECK(conflict.empty());

    CHECK_FALSE(spell_exact_as_method({"moore-nim", "--exact", "--method", "judge"}, refused, words, conflict));
    CHECK(conflict == "--exact and --method given together; --exact means --method exact");
    conflict.clear();
    CHECK_FALSE(spell_exact_as_method({"moore-nim", "--method=exact", "--exact"}, refused, words, conflict));
    CHECK_FALSE(conflict.empty());
}

TEST_CASE("moore-nim: the exact method's proven rules reach judge-sized and larger cases") {
    // M = 1: Nim on A mod (r + 1). r = 3: 5 -> 1, 6 -> 2, 7 -> 3: 1 ^ 2 ^ 3 = 0.
    CHECK(moore_nim::exact_way(case_of({5, 6, 7}, 1, 3)) == moore_nim::way_one_ball_a_kick);
    CHECK_FALSE(moore_nim::alice_wins_exactly(case_of({5, 6, 7}, 1, 3)));
    // At most M + 1 balls: residues mod 4 all equal (1) is a loss, zero heaps aside.
    CHECK(moore_nim::exact_way(case_of({0, 0, 5, 9, 13}, 2, 3)) == moore_nim::way_few_balls);
    CHECK_FALSE(moore_nim::alice_wins_exactly(case_of({0, 0, 5, 9, 13}, 2, 3)));
    CHECK(moore_nim::alice_wins_exactly(case_of({0, 0, 5, 9, 14}, 2, 3)));
    CHECK_FALSE(moore_nim::alice_wins_exactly(case_of({0, 4, 8}, 2, 3)));  // K = M: all residues 0
    CHECK(moore_nim::alice_wins_exactly(case_of({0, 4, 9}, 2, 3)));
    // r >= every heap: Moore's Nim_2. 1 2 3 3 has three ones in each bit, a multiple of 3: Bob; one more 3, Alice.
    CHECK(moore_nim::exact_way(case_of({1, 2, 3, 3}, 2, 3)) == moore_nim::way_uncapped);
    CHECK_FALSE(moore_nim::alice_wins_exactly(case_of({1, 2, 3, 3}, 2, 3)));
    CHECK(moore_nim::alice_wins_exactly(case_of({1, 2, 3, 3, 3}, 2, 3)));
    CHECK_FALSE(moore_nim::alice_wins_exactly(case_of({1, 2, 3, 1, 2, 3, 1, 2, 3}, 2, 3)));
    CHECK(moore_nim::exact_way(case_of({1, 2, 3, 4}, 2, 0)) == moore_nim::way_no_kick);

    // 10^5 balls of about 10^17 turns, one ball a kick, at the suite's limits.
    std::string input = "100000 1 1000000000000000000 1\n";
    for (int i = 0; i < 100000; ++i) input += (i ? " " : "") + std::to_string(1000000000000000000LL - i / 2);
    input += "\n";
    CHECK(answers(input, suite, moore_nim::alice_wins_exactly) == "Bob\n");  // equal pairs
    CHECK(answers(input, suite, moore_nim::alice_wins_as_judged) == "Bob\n");
}

TEST_CASE("moore-nim: the exact method says where its reach ends") {
    // Six heaps of 10, M = 3, r = 2: 11^6 = 1771561 positions x (6*2 + 15*4 + 20*8 = 232) options, past 2*10^8.
    const moore_nim::SearchSize size = moore_nim::search_size({10, 10, 10, 10, 10, 10}, 3, 2);
    CHECK(size.positions == 1771561);
    CHECK(size.options == 232);
    const std::string input = "1 1 1 1\n7\n6 3 13 1\n60 60 60 60 60 60\n";
    gamecore::Scanner in = scan(input);
    std::string text;
    gamecore::Output out(text);
    const gamecore::InputError error =
        error_of([&] { moore_nim::answer_cases(in, suite, out, moore_nim::alice_wins_exactly); });
    CHECK(text == "Bob\n");
    CHECK(error.line == 3);
    CHECK(error.column == 1);
    CHECK(error.expected ==
          "a case within the exact method's reach (M = 1, at most M + 1 balls off the goal, r >= every A_i, or a "
          "search of at most 2*10^6 positions and 2*10^8 moves)");
    CHECK(error.found == "a search of 1771561 positions x 232 options");
    // M = 2 instead: 1771561 x 72 is within reach (the test below has its answer).
    CHECK(moore_nim::exact_way(case_of({10, 10, 10, 10, 10, 10}, 2, 2)) == moore_nim::way_search);
    // 30 balls of 10^7 turns: the positions alone saturate.
    CHECK(moore_nim::search_size(std::vector<long long>(30, 10000000), 2, 5).positions == moore_nim::saturated);
}

TEST_CASE("moore-nim: the bounds on pi are the convergents 31 and 32 of its continued fraction") {
    const std::vector<Convergent> c = pi_convergents();
    // OEIS A002485 / A002486 from 3/1 on.
    const Convergent published[] = {{3, 1},           {22, 7},           {333, 106},        {355, 113},
                                    {103993, 33102},  {104348, 33215},   {208341, 66317},   {312689, 99532},
                                    {833719, 265381}, {1146408, 364913}, {4272943, 1360120}, {5419351, 1725033},
                                    {80143857, 25510582}};
    for (int i = 0; i < 13; ++i) {
        CHECK(c[i].p == published[i].p);
        CHECK(c[i].q == published[i].q);
    }
    CHECK(c[31].p == moore_nim::pi_above_num);
    CHECK(c[31].q == moore_nim::pi_above_den);
    CHECK(c[32].p == moore_nim::pi_below_num);
    CHECK(c[32].q == moore_nim::pi_below_den);
    CHECK(moore_nim::pi_decided_below == c[31].q + c[32].q);
    CHECK(c[18].p == moore_nim::inverse_pi_den);
    CHECK(c[18].q == moore_nim::inverse_pi_num);
    // Farey neighbours: above_num * below_den - below_num * above_den = 1.
    const unsigned __int128 cross_above = static_cast<unsigned __int128>(c[31].p) * c[32].q;
    const unsigned __int128 cross_below = static_cast<unsigned __int128>(c[32].p) * c[31].q;
    CHECK(cross_above - cross_below == 1);
    // Convergents alternate around pi: even indices below, odd above. Each is decided, the nearest included.
    for (int i = 0; i <= 32; ++i) {
        CAPTURE(i);
        CHECK(moore_nim::compare_pi_multiple(c[i].q, c[i].p) ==
              (i % 2 == 0 ? moore_nim::multiple_above : moore_nim::multiple_below));
    }
    // The first fraction the bounds cannot place: their mediant, with n = q31 + q32.
    CHECK(moore_nim::compare_pi_multiple(c[31].q + c[32].q, c[31].p + c[32].p) == moore_nim::multiple_undecided);
    CHECK(moore_nim::compare_pi_multiple(c[31].q + c[32].q - 1, c[31].p + c[32].p - 3) != moore_nim::multiple_undecided);
}

TEST_CASE("moore-nim: whole turns, exactly, next to every near-integer the limits allow") {
    // Pinned by derive.py from 120 digits of pi (Machin's formula).
    CHECK(ceil_of(99999999, 1) == 15915495);
    CHECK(ceil_of(1000000000000000000ULL, 1) == 159154943091895336ULL);
    CHECK(floor_of(1000000000000000000ULL, 1) == 159154943091895335ULL);
    CHECK(floor_of(1000000000000000000ULL, 1000000000000000000ULL) == 0);
    CHECK(ceil_of(1, 1000000000000000000ULL) == 1);
    CHECK(ceil_of(0, 1) == 0);
    CHECK(floor_of(6, 1) == 0);  // 2 pi = 6.28...
    CHECK(floor_of(7, 1) == 1);
    CHECK(ceil_of(6, 1) == 1);
    CHECK(ceil_of(7, 1) == 2);

    // A convergent p / q with q even: R = q / 2 and S = j p is j turns plus a hair (p / q above pi) or minus one.
    const std::vector<Convergent> c = pi_convergents();
    int checked = 0;
    for (int i = 0; i <= 32; ++i) {
        if (c[i].q % 2 != 0) continue;
        const bool above = i % 2 == 1;
        for (unsigned long long j = 1; j <= 7 && j * c[i].p <= 1000000000000000000ULL; ++j) {
            CAPTURE(i);
            CAPTURE(j);
            CHECK(floor_of(j * c[i].p, c[i].q / 2) == (above ? j : j - 1));
            CHECK(ceil_of(j * c[i].p, c[i].q / 2) == (above ? j + 1 : j));
            ++checked;
        }
    }
    CHECK(checked == 12 * 7 + 2);  // 13 even denominators; the last (index 31) allows j = 1, 2 below 10^18
    // With q odd, R = q and S = 2p: the same hair, one turn.
    CHECK(floor_of(2 * c[30].p, c[30].q) == 0);  // index 30: below pi
    CHECK(floor_of(2 * c[13].p, c[13].q) == 1);  // index 13: above pi

    // Beyond the limits the bounds can fail, and say so: S = 2 (p31 + p32), R = q31 + q32 is their mediant.
    unsigned long long turns = 12345;
    CHECK_FALSE(moore_nim::floor_turns(2 * (c[31].p + c[32].p), c[31].q + c[32].q, turns));
    CHECK(turns == 12345);
    moore_nim::Limits wide = suite;
    wide.max_distance = 9223372036854775807LL;
    wide.max_radius = 9223372036854775807LL;
    wide.max_turns = 9223372036854775807LL;
    const std::string mediant = std::to_string(2 * (c[31].p + c[32].p));
    const std::string radius = std::to_string(c[31].q + c[32].q);
    const gamecore::InputError error = error_of([&] { read_one("1 1 0 " + radius + "\n" + mediant + "\n", wide); });
    CHECK(error.line == 2);
    CHECK(error.expected == "a distance S_i for which the bounds on pi decide its turns");
    CHECK(error.found == "'" + mediant + "'");
}

TEST_CASE("moore-nim: 10^6 balls at 10^18 read in well under a second") {
    std::string input = "1000000 2 1000000000000000000 3\n";
    for (int i = 0; i < 1000000; ++i) input += (i ? " " : "") + std::to_string(1000000000000000000LL - 7919LL * i);
    input += "\n";
    const auto start = std::chrono::steady_clock::now();
    const moore_nim::Case c = read_one(input, suite);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE("10^6 distances turned into turns: " << seconds << " s");
    CHECK(c.heaps.size() == 1000000);
    CHECK(c.heaps[0] == 53051647697298446LL);  // ceil(10^18 / (6 pi)), derive.py
}

TEST_CASE("moore-nim: input layout: CRLF, tabs, distances over several lines, no final newline") {
    const moore_nim::Case c = read_one("\r\n 3\t2  30 1\r\n8\r\n14\t0", suite);
    CHECK(c.kick == 2);
    CHECK(c.cap == 4);
    CHECK(c.heaps == std::vector<long long>{2, 3, 0});
    CHECK(answers("2 1 30 1\n8 14\n2 1 30 1\n8 12\n", suite, moore_nim::alice_wins_as_judged) == "Alice\nBob\n");
    CHECK(answers("", suite, moore_nim::alice_wins_as_judged).empty());
}

TEST_CASE("moore-nim: input errors name the line and column") {
    const ExpectedError lenient[] = {
        {"0 1 1 1\n", 1, 1, "ball count N (integer 1..1000000)", "'0'"},
        {"2 3 1 1\n1 1\n", 1, 3, "balls kicked per turn M (at most N) (integer 1..2)", "'3'"},
        {"1 1 1 0\n1\n", 1, 7, "radius R (integer 1..1000000000000000000)", "'0'"},
        {"1 1 -1 1\n1\n", 1, 5, "kick length L (integer 0..1000000000000000000)", "'-1'"},
        {"2 1 1 1\n1\n", 3, 1, "distance S_i (integer 0..1000000000000000000)", "end of input"},
        {"1 1 1 1\n1000000000000000001\n", 2, 1, "distance S_i (integer 0..1000000000000000000)",
         "'1000000000000000001'"},
        {"1 1 1 1\n1\n1 1 x 1\n", 3, 5, "kick length L (integer 0..1000000000000000000)", "'x'"},
    };
    for (const ExpectedError& bad : lenient) check_error(bad, suite, false);
    // The reference's own limit: at most 6 turns.
    const gamecore::InputError turns = error_of([] { read_one("1 1 1 1\n38\n", moore_nim::reference_limits()); });
    CHECK(turns.column == 1);
    CHECK(turns.expected == "distance S_i of at most 6 turns (ceil(S_i / (2 pi R)) <= 6)");
    CHECK(turns.found == "'38'");
    CHECK(read_one("1 1 1 1\n37\n", moore_nim::reference_limits()).heaps[0] == 6);
}

TEST_CASE("moore-nim: strict mode accepts the exact format only, with the judge's limits") {
    gamecore::Scanner ok = scan("2 1 30 1\n8 14\n1 1 99999999 9999\n99999999\n");
    ok.set_strict(true);
    std::string text;
    gamecore::Output out(text);
    moore_nim::answer_cases(ok, judge, out, moore_nim::alice_wins_as_judged);
    CHECK(text == "Alice\nBob\n");  // r = 1591 and A = 1592: residue 0

    const ExpectedError strict[] = {
        {"", 1, 1, "ball count N", "end of input"},
        {"2 1 30 1\r\n8 14\n", 1, 9, "end of line", "'\\x0d'"},
        {"2 1 30 1\n8  14\n", 2, 3, "distance S_i (integer 1..99999999)", "' '"},
        {"2 1 30 1\n8\n14\n", 2, 2, "a single space", "'\\x0a'"},
        {"2 1 30 1\n8 14", 2, 5, "end of line", "end of input"},
        {"2 1 30 1\n8 14\n\n", 3, 1, "ball count N (integer 1..30)", "'\\x0a'"},
        {"31 1 30 1\n", 1, 1, "ball count N (integer 1..30)", "'31'"},
        {"1 1 30 10000\n1\n", 1, 8, "radius R (integer 1..9999)", "'10000'"},
        {"1 1 0 1\n1\n", 1, 5, "kick length L (integer 1..99999999)", "'0'"},
        {"1 1 30 1\n100000000\n", 2, 1, "distance S_i (integer 1..99999999)", "'100000000'"},
        {"1 1 30 1\n08\n", 2, 1, "distance S_i (integer 1..99999999) without leading zeros", "'08'"},
    };
    for (const ExpectedError& bad : strict) check_error(bad, judge, true);
}

TEST_CASE("moore-nim: the turns limit is what the distance limit implies at radius 1") {
    CHECK(ceil_of(static_cast<unsigned long long>(judge.max_distance), 1) ==
          static_cast<unsigned long long>(judge.max_turns));
    CHECK(ceil_of(static_cast<unsigned long long>(suite.max_distance), 1) ==
          static_cast<unsigned long long>(suite.max_turns));
}

namespace {

std::vector<std::string> fast_kicks(const moore_nim::Case& c, std::size_t wanted = 1000000) {
    moore_nim::KickList list(wanted);
    moore_nim::winning_kicks(c, list);
    return list.texts;
}

// Every kick of Moore's Nim_M (any amount from 1 to M heaps) after which every binary digit holds a multiple of
// M + 1 ones, by trying them all, in --moves order: Moore's theorem taken as proven (statement.md, and the search
// test above), to reach more heaps than the search does.
std::vector<std::string> moore_kicks_by_trying(const std::vector<long long>& heaps, long long kick) {
    std::vector<std::vector<long long>> winning;
    std::vector<long long> after(heaps);
    auto visit = [&](auto& self, std::size_t i, long long changed) -> void {
        if (i == heaps.size()) {
            if (changed > 0 && !moore_nim::moore_rule_wins(after.begin(), after.end(), kick))
                winning.push_back(after);
            return;
        }
        if (changed < kick)
            for (after[i] = 0; after[i] < heaps[i]; ++after[i]) self(self, i + 1, changed + 1);
        after[i] = heaps[i];
        self(self, i + 1, changed);
    };
    visit(visit, 0, 0);
    std::sort(winning.begin(), winning.end(), moore_nim::column_order_less);
    std::vector<std::string> kicks;
    for (const auto& position : winning)
        kicks.push_back(moore_nim::kick_text(moore_nim::kick_between(heaps, position)));
    return kicks;
}

}  // namespace

TEST_CASE("moore-nim: --moves lists the kicks the rules find winning, in every way of the exact method") {
    // Every multiset of 4 balls of 0..4 turns, ascending and descending (the order of the balls matters to the
    // notation), M = 1..4, r = 0..4: the exact method's kicks against every legal kick tried on the search.
    std::vector<std::vector<long long>> all;
    std::vector<long long> heaps;
    multisets(4, 4, heaps, all);
    int by_way[6] = {0, 0, 0, 0, 0, 0}, kicks = 0;
    for (long long kick = 1; kick <= 4; ++kick) {
        for (long long cap = 0; cap <= 4; ++cap) {
            const moore_nim::CappedMooreRules rules = {kick, cap};
            Search search(rules);
            for (std::vector<long long> position : all) {
                for (int reversed = 0; reversed < 2; ++reversed) {
                    if (reversed) std::reverse(position.begin(), position.end());
                    const moore_nim::Case c = case_of(position, kick, cap);
                    CAPTURE(shown(position));
                    CAPTURE(kick);
                    CAPTURE(cap);
                    const std::vector<std::string> want = moore_nim::kicks_by_rules(c, search);
                    CHECK(fast_kicks(c) == want);
                    ++by_way[moore_nim::exact_way(c)];
                    kicks += static_cast<int>(want.size());
                }
            }
        }
    }
    CHECK(by_way[moore_nim::way_search] > 100);
    CHECK(by_way[moore_nim::way_uncapped] > 100);
    CHECK(by_way[moore_nim::way_few_balls] > 100);
    CHECK(kicks > 2000);

    // The judge says Alice for {1, 1, 4, 6} (M = 2, r = 3), yet no kick wins. Five balls, {5, 5, 5, 5, 4} with
    // M = 2, r = 2, a search of 6^4 x 5 positions, beyond the loop above: 16 kicks, each of two balls.
    CHECK(fast_kicks(case_of({1, 1, 4, 6}, 2, 3)).empty());
    const moore_nim::Case five = case_of({5, 5, 5, 5, 4}, 2, 2);
    REQUIRE(moore_nim::exact_way(five) == moore_nim::way_search);
    const std::vector<std::string> five_kicks = fast_kicks(five);
    CHECK(five_kicks == moore_nim::kicks_by_rules(five));
    CHECK(five_kicks.size() == 16);
    CHECK(five_kicks.front() == "1:3/5:2");
}

TEST_CASE("moore-nim: Moore's Nim kicks, digit by digit, against every kick tried on 5 heaps") {
    std::mt19937_64 random(2315);
    for (int round = 0; round < 60; ++round) {
        std::vector<long long> heaps(5);
        for (long long& heap : heaps) heap = static_cast<long long>(random() % 8);
        const long long kick = 2 + static_cast<long long>(random() % 3);
        const moore_nim::Case c = case_of(heaps, kick, 7);
        if (moore_nim::exact_way(c) != moore_nim::way_uncapped) continue;
        CAPTURE(shown(heaps));
        CAPTURE(kick);
        CHECK(fast_kicks(c) == moore_kicks_by_trying(heaps, kick));
    }
}

TEST_CASE("moore-nim: Moore's Nim kicks at the judge's size: 1000 in order, each winning, at once") {
    std::mt19937_64 random(30);
    for (int round = 0; round < 10; ++round) {
        std::vector<long long> heaps(30);
        for (long long& heap : heaps) heap = 1 + static_cast<long long>(random() % 15915495);
        const long long kick = 1 + static_cast<long long>(random() % 29);
        const moore_nim::Case c = case_of(heaps, kick, 15915495);
        if (!moore_nim::alice_wins_exactly(c)) continue;
        moore_nim::KickList list(1001);
        moore_nim::winning_kicks(c, list);
        CAPTURE(shown(heaps));
        CAPTURE(kick);
        REQUIRE_FALSE(list.texts.empty());
        CHECK((kick == 1 || list.texts.size() == 1001));  // M = 1 has at most one kick a ball
        std::vector<long long> previous;
        for (const std::string& text : list.texts) {
            std::vector<long long> after(heaps);
            long long changed = 0;
            for (std::size_t at = 0; at < text.size();) {
                const std::size_t colon = text.find(':', at), end = std::min(text.find('/', at), text.size());
                const std::size_t ball = std::stoul(text.substr(at, colon - at)) - 1;
                after[ball] = std::stoll(text.substr(colon + 1, end - colon - 1));
                CHECK(after[ball] < heaps[ball]);
                ++changed;
                at = end + 1;
            }
            CHECK(changed <= kick);
            CHECK_FALSE(moore_nim::moore_rule_wins(after.begin(), after.end(), kick));
            if (!previous.empty()) CHECK(moore_nim::column_order_less(previous, after));
            previous = after;
        }
    }
}

TEST_CASE("moore-nim: --moves, --explain and --play refuse --method judge, and take --exact") {
    std::vector<std::string> words;
    std::string conflict;
    const auto refused = moore_nim::moves_refused();
    using gamesuite::spell_exact_as_method;
    CHECK(spell_exact_as_method({"moore-nim", "--moves"}, refused, words, conflict));
    CHECK(spell_exact_as_method({"moore-nim", "--explain", "--method=exact"}, refused, words, conflict));
    CHECK(spell_exact_as_method({"moore-nim", "--explain", "--exact"}, refused, words, conflict));
    CHECK(spell_exact_as_method({"moore-nim", "--method", "judge"}, refused, words, conflict));
    CHECK(conflict.empty());
    CHECK_FALSE(spell_exact_as_method({"moore-nim", "--moves", "--method", "judge"}, refused, words, conflict));
    CHECK(conflict ==
          "--moves, --explain and --play play the true game (the exact method); --method judge has no moves");
    conflict.clear();
    CHECK_FALSE(spell_exact_as_method({"moore-nim", "--method=judge", "--explain"}, refused, words, conflict));
    CHECK_FALSE(conflict.empty());
    CHECK_FALSE(
        spell_exact_as_method({"moore-nim", "--play", "in.txt", "--method", "judge"}, refused, words, conflict));
    CHECK_FALSE(spell_exact_as_method({"moore-nim", "--play=in.txt", "--method=judge"}, refused, words, conflict));
    conflict.clear();
    CHECK(spell_exact_as_method({"moore-nim", "--play", "in.txt", "--exact"}, refused, words, conflict));
    CHECK(spell_exact_as_method({"moore-nim", "--playful", "--method=judge"}, refused, words, conflict));  // no option
    CHECK(conflict.empty());
}

TEST_CASE("moore-nim: --play reads a kick as --moves writes it and refuses what the rules do not allow") {
    const moore_nim::Case start{2, 3, {5, 0, 4, 2}, 1, 1};  // M = 2 balls a kick, r = 3 turns each
    const auto refusal = [&](const std::string& move) {
        moore_nim::Case c = start;
        const std::string why = moore_nim::Moves::play(move, c);
        if (!why.empty()) CHECK(c.heaps == start.heaps);  // a refused kick leaves the balls where they were
        return why;
    };
    CHECK(refusal("1:4/3:1/4:1") == "a kick moves at most M = 2 balls");
    CHECK(refusal("3:1/1:4") == "name the balls in ascending order, each once");
    CHECK(refusal("1:4/1:3") == "name the balls in ascending order, each once");
    CHECK(refusal("2:0") == "ball 2 is in the goal already");
    CHECK(refusal("1:1") == "ball 1 is 5 turns from the goal and a kick rolls it 1 to 3 turns");  // 4 > r
    CHECK(refusal("1:5") == "ball 1 is 5 turns from the goal and a kick rolls it 1 to 3 turns");  // no turn
    CHECK(refusal("5:1") == "there is no ball 5 (4 balls)");
    for (const char* malformed : {"", "1:4/", "/1:4", "1:4 3:1", "1-4", "0:1"})
        CHECK(refusal(malformed) == "write B:T/B:T/... (ball B left T turns from the goal), balls ascending");
    moore_nim::Case c = start;
    CHECK(moore_nim::Moves::play("1:2/4:0", c).empty());
    CHECK(c.heaps == std::vector<long long>{2, 0, 4, 0});
    CHECK(moore_nim::Moves::any_move(c) == "3:3");  // the farthest ball, one turn nearer
    c.cap = 0;  // no kick rolls a ball a whole turn: nobody can move
    CHECK(moore_nim::Moves::any_move(c).empty());
}

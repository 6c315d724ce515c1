// box-stone-game tests: the box values against the mex definition for every c <= s <= 400, the xor against the
// boxes played together by the rules (every pair of boxes of size <= 10, every triple of size <= 5), values derived
// by hand at 10^6 and 2^63 - 1, the winning moves against the mex table, and input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using box_stone_game::Box;
using input_testing::answers_by;
using input_testing::error_of;
using input_testing::file_text;
using input_testing::scan;

const box_stone_game::Limits suite = box_stone_game::suite_limits();
const box_stone_game::Limits judge = box_stone_game::judge_limits();
const long long top = 9223372036854775807LL;

std::string answers_of(const std::string& input, bool by_reference) {
    return by_reference ? answers_by(box_stone_game::solve_by_reference, box_stone_game::reference_limits(), input)
                        : answers_by(box_stone_game::solve, suite, input);
}

// g(s, c) for every c <= s by the definition alone: mex of g(s, c + x), 1 <= x <= c^2, c + x <= s, from c = s down.
std::vector<unsigned> mex_table(long long s) {
    const std::size_t n = static_cast<std::size_t>(s + 1);
    std::vector<unsigned> g(n, 0);
    std::vector<std::size_t> seen_at(n + 1, n + 1);  // seen_at[v] == c: value v is an option of c (values <= s)
    for (long long c = s; c >= 0; --c) {
        const std::size_t here = static_cast<std::size_t>(c);
        for (long long to = c + 1; to <= s && to - c <= c * c; ++to) seen_at[g[static_cast<std::size_t>(to)]] = here;
        unsigned m = 0;
        while (seen_at[m] == here) ++m;
        g[here] = m;
    }
    return g;
}

// Every box (s, c) with c <= s <= max_size.
std::vector<Box> every_box(long long max_size) {
    std::vector<Box> boxes;
    for (long long s = 0; s <= max_size; ++s)
        for (long long c = 0; c <= s; ++c) boxes.push_back(Box(s, c));
    return boxes;
}

bool fast_wins(const std::vector<Box>& boxes) {
    box_stone_game::XorOfBoxes position;
    for (std::size_t i = 0; i < boxes.size(); ++i) position.add_box(boxes[i].first, boxes[i].second);
    return position.first_player_wins();
}

}  // namespace

TEST_CASE("box-stone-game: g(s, c) is the mex definition's for every 0 <= c <= s <= 400") {
    long long zeros = 0, mismatches = 0;
    for (long long s = 0; s <= 400; ++s) {
        const std::vector<unsigned> g = mex_table(s);
        for (long long c = 0; c <= s; ++c) {
            if (box_stone_game::box_value(s, c) != g[static_cast<std::size_t>(c)]) {
                CAPTURE(s);
                CAPTURE(c);
                FAIL_CHECK("g(s, c) differs from the mex table");
                ++mismatches;
            }
            zeros += g[static_cast<std::size_t>(c)] == 0;
        }
    }
    CHECK(mismatches == 0);
    // The zeros by hand: c = 0 and c = s for every s >= 1 (s = 0 once), and every threshold t_1 > t_2 > ... > 0
    // of the chain s -> t(s) (c = t_k is worth 0 at the level above): 1 + 2 * 400 + sum over s of the chain's
    // length, minus the chains' last t that is 0 (c = 0 counted already). The mex table must find as many.
    long long expected = 1;
    for (long long s = 1; s <= 400; ++s) {
        expected += 2;
        for (long long t = s; t > 0;) {
            long long next = 0;
            while ((next + 1) * (next + 2) < t) ++next;  // the threshold by its definition, counted up
            if (next > 0) ++expected;
            t = next;
        }
    }
    CHECK(zeros == expected);
}

TEST_CASE("box-stone-game: the threshold and values derived by hand") {
    // t(s), the largest t with t + t^2 < s: 0 for s = 1, 2; 1 for 3..6; 2 for 7..12; 3 for 13..20.
    const unsigned long long thresholds[21] = {0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3};
    for (unsigned long long s = 1; s <= 20; ++s) CHECK(box_stone_game::largest_unfillable(s) == thresholds[s]);
    // The sample's boxes: (2, 0) and (3, 3) are dead, (6, 2) is a heap of 4 (2 + 4 fills it); two (6, 3) cancel.
    CHECK(box_stone_game::box_value(2, 0) == 0);
    CHECK(box_stone_game::box_value(3, 3) == 0);
    CHECK(box_stone_game::box_value(6, 2) == 4);
    CHECK(box_stone_game::box_value(6, 3) == 3);
    CHECK(box_stone_game::box_value(6, 1) == 0);  // c = t(6) = 1: 1 -> 2 only, a heap of 4
    // 3 holding 1: 1 -> 2 -> 3, one stone a move, two moves: 0.
    CHECK(box_stone_game::box_value(3, 1) == 0);
    CHECK(box_stone_game::box_value(2, 1) == 1);
    // s = 10^6: t = 999 (999 * 1000 = 999000 < 10^6 <= 1000 * 1001).
    CHECK(box_stone_game::largest_unfillable(1000000) == 999);
    CHECK(box_stone_game::box_value(1000000, 1000) == 999000);
    CHECK(box_stone_game::box_value(1000000, 999) == 0);
    // Below 999, the box of size 999, whose t is 31 (31 * 32 = 992 < 999 < 32 * 33): 999 - 998 = 1.
    CHECK(box_stone_game::box_value(1000000, 998) == 1);
    CHECK(box_stone_game::box_value(1000000, 32) == 967);
    CHECK(box_stone_game::box_value(1000000, 31) == 0);
    // Below 31 the box of 31, t = 5 (30 < 31): 31 - 30 = 1; at 5, 0; below it the box of 5, t = 1: 5 - 3 = 2.
    CHECK(box_stone_game::box_value(1000000, 30) == 1);
    CHECK(box_stone_game::box_value(1000000, 5) == 0);
    CHECK(box_stone_game::box_value(1000000, 3) == 2);
    CHECK(box_stone_game::box_value(1000000, 1) == 0);
    CHECK(box_stone_game::box_value(1000000, 0) == 0);
    CHECK(box_stone_game::box_value(1000000, 1000000) == 0);
}

TEST_CASE("box-stone-game: exact at sizes near 2^63 - 1") {
    CHECK(box_stone_game::integer_sqrt(9223372036854775807ULL) == 3037000499ULL);
    CHECK(box_stone_game::integer_sqrt(9223372030926249001ULL) == 3037000499ULL);  // 3037000499^2
    CHECK(box_stone_game::integer_sqrt(9223372030926249000ULL) == 3037000498ULL);
    CHECK(box_stone_game::integer_sqrt(0) == 0);
    CHECK(box_stone_game::integer_sqrt(1) == 1);
    CHECK(box_stone_game::integer_sqrt(3) == 1);
    CHECK(box_stone_game::integer_sqrt(4) == 2);
    // t(2^63 - 1) = 3037000499: 3037000499 * 3037000500 = 9223372033963249500 < 2^63 - 1.
    CHECK(box_stone_game::largest_unfillable(9223372036854775807ULL) == 3037000499ULL);
    // s = t(t + 1) exactly: t itself fills it (t + t^2 = s), so the threshold is t - 1; one more and it is t.
    CHECK(box_stone_game::largest_unfillable(9223372033963249500ULL) == 3037000498ULL);
    CHECK(box_stone_game::largest_unfillable(9223372033963249501ULL) == 3037000499ULL);
    CHECK(box_stone_game::box_value(top, top) == 0);
    CHECK(box_stone_game::box_value(top, 3037000500LL) == 9223372036854775807ULL - 3037000500ULL);
    CHECK(box_stone_game::box_value(top, 3037000499LL) == 0);
    // Below it, the box of 3037000499, whose t is 55108 (55108 * 55109 = 3036946772 < 3037000499 <= 55109 * 55110
    // = 3037056990): 3037000498 is worth 3037000499 - 3037000498 = 1.
    CHECK(box_stone_game::largest_unfillable(3037000499ULL) == 55108ULL);
    CHECK(box_stone_game::box_value(top, 3037000498LL) == 1);
    CHECK(box_stone_game::box_value(top, 55109) == 3037000499ULL - 55109ULL);
}

TEST_CASE("box-stone-game: the xor matches the boxes played together by the rules") {
    box_stone_game::WinsBySearch& search = box_stone_game::search_for_every_input();
    const std::vector<Box> boxes = every_box(10);
    long long positions = 0, lost = 0;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        for (std::size_t j = 0; j < boxes.size(); ++j) {
            std::vector<Box> two;
            two.push_back(boxes[i]);
            two.push_back(boxes[j]);
            const bool wins = search.wins(two);
            CAPTURE(boxes[i].first);
            CAPTURE(boxes[i].second);
            CAPTURE(boxes[j].first);
            CAPTURE(boxes[j].second);
            REQUIRE(fast_wins(two) == wins);
            ++positions;
            lost += !wins;
        }
    CHECK(positions == 66 * 66);
    CHECK(lost >= 66);  // at least every box against itself (the mirror strategy)
    const std::vector<Box> small = every_box(5);
    for (std::size_t i = 0; i < small.size(); ++i)
        for (std::size_t j = i; j < small.size(); ++j)
            for (std::size_t k = j; k < small.size(); ++k) {
                std::vector<Box> three;
                three.push_back(small[i]);
                three.push_back(small[j]);
                three.push_back(small[k]);
                REQUIRE(fast_wins(three) == search.wins(three));
            }
}

TEST_CASE("box-stone-game: the winning moves are the additions the mex table finds reaching the xor's complement") {
    // One box, then the box beside a second of value v: a move to K wins iff g(s, K) = g(other).
    for (long long s = 0; s <= 120; ++s) {
        const std::vector<unsigned> g = mex_table(s);
        for (long long c = 0; c <= s; ++c)
            for (unsigned other = 0; other <= 6; ++other) {
                std::vector<Box> boxes;
                boxes.push_back(Box(s, c));
                boxes.push_back(Box(2 * other, other == 0 ? 0 : other));  // g(2v, v) = v (v > t(2v))
                REQUIRE(box_stone_game::box_value(2 * other, other) == other);
                std::vector<long long> expected;
                if (g[static_cast<std::size_t>(c)] != other)
                    for (long long to = c + 1; to <= s && to - c <= c * c; ++to)
                        if (g[static_cast<std::size_t>(to)] == other) expected.push_back(to);
                std::vector<long long> found;
                for (const auto& [box, to] : box_stone_game::winning_moves(boxes)) {
                    if (box == 0) found.push_back(to);
                }
                CAPTURE(s);
                CAPTURE(c);
                CAPTURE(other);
                REQUIRE(found == expected);
            }
    }
}

TEST_CASE("box-stone-game: statement sample; solver and reference through the same parser") {
    const std::string sample = "3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n";
    CHECK(answers_of(sample, false) == "Case 1:\nYes\nCase 2:\nNo\n");
    CHECK(answers_of(sample, true) == "Case 1:\nYes\nCase 2:\nNo\n");
    const std::string all = file_text(GAMESUITE_TESTDATA_DIR "/small-pairs-to-8.in");
    CHECK(answers_of(all, false) == file_text(GAMESUITE_TESTDATA_DIR "/small-pairs-to-8.out"));
    CHECK(answers_of(all, true) == answers_of(all, false));
    // The reference's own limits: a fifth box is too many for it; the case before is answered.
    std::string before_error;
    gamecore::Output partial(before_error);
    gamecore::Scanner big = scan("1\n2 1\n5\n1 1\n1 1\n1 1\n1 1\n1 1\n0\n");
    const gamecore::InputError boxes =
        error_of([&] { box_stone_game::solve_by_reference(big, box_stone_game::reference_limits(), partial); });
    CHECK(before_error == "Case 1:\nYes\n");
    CHECK(boxes.line == 3);
    CHECK(boxes.expected == "number of boxes N (0 ends the input) (integer 0..4)");
}

TEST_CASE("box-stone-game: lenient reading; the line 0 or the end of input ends it; nothing read after the 0") {
    CHECK(answers_of("1\r\n\r\n6\t2\r\n1\n9223372036854775807 3037000500", false) == "Case 1:\nYes\nCase 2:\nYes\n");
    CHECK(answers_of("1\n5 5\n0\nnot read", false) == "Case 1:\nNo\n");
    CHECK(answers_of("0\n", false).empty());
    CHECK(answers_of("", false).empty());
    // s = 0: an empty box with no room, no move.
    CHECK(answers_of("2\n0 0\n0 0\n0\n", false) == "Case 1:\nNo\n");
}

TEST_CASE("box-stone-game: bad input names line, column and what was expected") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner over = scan("1\n3 4\n0\n");
    const gamecore::InputError stones = error_of([&] { box_stone_game::solve(over, suite, out); });
    CHECK(stones.line == 2);
    CHECK(stones.column == 3);
    CHECK(stones.expected == "stones in the box c (at most its s) (integer 0..3)");
    CHECK(stones.found == "'4'");

    gamecore::Scanner cut = scan("1\n6 2\n2\n1 1\n");
    answers.clear();
    const gamecore::InputError end = error_of([&] { box_stone_game::solve(cut, suite, out); });
    CHECK(answers == "Case 1:\nYes\n");
    CHECK(end.line == 5);
    CHECK(end.found == "end of input");

    gamecore::Scanner negative = scan("-1\n");
    CHECK(error_of([&] { box_stone_game::solve(negative, suite, out); }).expected ==
          "number of boxes N (0 ends the input) (integer 0..1000000)");
}

TEST_CASE("box-stone-game: strict mode checks the exact format and the judge's limits") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner good = scan("3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n");
    good.set_strict(true);
    box_stone_game::solve(good, judge, out);
    CHECK(answers == "Case 1:\nYes\nCase 2:\nNo\n");

    gamecore::Scanner many = scan("51\n");
    many.set_strict(true);
    CHECK(error_of([&] { box_stone_game::solve(many, judge, out); }).expected ==
          "number of boxes N (0 ends the input) (integer 0..50)");

    gamecore::Scanner big = scan("1\n1000001 0\n0\n");
    big.set_strict(true);
    CHECK(error_of([&] { box_stone_game::solve(big, judge, out); }).expected == "box size s (integer 0..1000000)");

    gamecore::Scanner no_zero = scan("1\n6 2\n");
    no_zero.set_strict(true);
    const gamecore::InputError end = error_of([&] { box_stone_game::solve(no_zero, judge, out); });
    CHECK(end.line == 3);
    CHECK(end.found == "end of input");

    gamecore::Scanner after = scan("1\n6 2\n0\n\n");
    after.set_strict(true);
    const gamecore::InputError trailing = error_of([&] { box_stone_game::solve(after, judge, out); });
    CHECK(trailing.line == 4);
    CHECK(trailing.expected == "end of input");
}

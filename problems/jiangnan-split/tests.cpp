// jiangnan-split tests: the block method against the full mex over every M, the xor of heap values against the game
// searched by its rules on whole positions, hand-derived values, and input handling.
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

const jiangnan_split::Limits suite = jiangnan_split::suite_limits();
const jiangnan_split::Limits judge = jiangnan_split::judge_limits();

std::string answers_of(const std::string& input, bool by_reference) {
    return by_reference ? answers_by(jiangnan_split::solve_by_reference, jiangnan_split::reference_limits(), input)
                        : answers_by(jiangnan_split::solve, suite, input);
}

// g by the definition: the mex over every M = 2..x of the xor of the M parts' values; `listed`: the parts listed one
// by one (O(x^2) a heap), else equal parts cancelled in pairs (jiangnan_split::split_value, O(x)).
std::vector<int> full_mex_table(long long least, long long top, bool listed) {
    std::vector<int> g(static_cast<std::size_t>(top) + 1, 0);
    for (long long x = 2; x <= top; ++x) {
        if (x < least) continue;
        std::vector<bool> seen(static_cast<std::size_t>(x) + 2, false);
        for (long long m = 2; m <= x; ++m) {
            int v = 0;
            if (listed)
                for (long long part : jiangnan_split::split_parts(x, m)) v ^= g[static_cast<std::size_t>(part)];
            else
                v = jiangnan_split::split_value(g, x, m);
            if (v <= x) seen[static_cast<std::size_t>(v)] = true;
        }
        int mex = 0;
        while (seen[static_cast<std::size_t>(mex)]) ++mex;
        g[static_cast<std::size_t>(x)] = mex;
    }
    return g;
}

}  // namespace

TEST_CASE("jiangnan-split: the block method equals the full mex for every x <= 600 and many F (the parts listed one by one to 120)") {
    const long long fs[] = {1, 2, 3, 4, 5, 6, 7, 10, 13, 37, 100, 599, 600, 601};
    for (long long f : fs) {
        CAPTURE(f);
        const std::vector<int> want = full_mex_table(f, 600, false);
        if (f <= 13) CHECK(full_mex_table(f, 120, true) == std::vector<int>(want.begin(), want.begin() + 121));
        jiangnan_split::GrundyTable table(f);
        int mismatches = 0;
        for (long long x = 0; x <= 600; ++x) mismatches += table.value(x) != want[static_cast<std::size_t>(x)];
        CHECK(mismatches == 0);
    }
}

TEST_CASE("jiangnan-split: the xor of heap values matches the game searched by its rules") {
    // Every game of 1 to 3 heaps of 1..12 stones, for F = 1..13: the search plays whole positions (no Grundy theory).
    int games = 0, lost = 0;
    for (long long f = 1; f <= 13; ++f) {
        jiangnan_split::WinsByTable fast;
        for (long long a = 1; a <= 12; ++a)
            for (long long b = 0; b <= a; ++b)
                for (long long c = 0; c <= b; ++c) {
                    std::vector<long long> heaps(1, a);
                    if (b > 0) heaps.push_back(b);
                    if (c > 0) heaps.push_back(c);
                    const bool wins = jiangnan_split::split_search().wins(jiangnan_split::SplitRules::position(f, heaps));
                    CAPTURE(f);
                    CAPTURE(a);
                    CAPTURE(b);
                    CAPTURE(c);
                    CHECK(fast(f, heaps) == wins);
                    ++games;
                    lost += !wins;
                }
    }
    CHECK(games == 13 * 454);  // a >= b >= c >= 0, a in 1..12: C(15, 3) - 1 = 454 triples a F
    CHECK(lost > 0);
}

TEST_CASE("jiangnan-split: hand-derived values and the sample") {
    // F = 3 (the sample): 1 and 2 cannot split (0); 3 -> 2+1 (0 xor 0) or 1+1+1 (0): worth 1; 4 -> 2+2 (0), 2+1+1
    // (0), 1+1+1+1 (0): worth 1; 5 -> 3+2 (1), 2+2+1 (0), ...: worth 2.
    jiangnan_split::GrundyTable g3(3);
    CHECK(g3.value(1) == 0);
    CHECK(g3.value(2) == 0);
    CHECK(g3.value(3) == 1);
    CHECK(g3.value(4) == 1);
    CHECK(g3.value(5) == 2);
    CHECK(answers_of("4 3\n1 1\n1 2\n1 3\n1 5\n", false) == "0 0 1 1\n");
    CHECK(answers_of("4 3\n1 1\n1 2\n1 3\n1 5\n", true) == "0 0 1 1\n");
    // F = 1: 2 -> 1+1: worth 1; 3 -> 2+1 (1), 1+1+1 (0): worth 2; a heap of 1 never splits.
    jiangnan_split::GrundyTable g1(1);
    CHECK(g1.value(1) == 0);
    CHECK(g1.value(2) == 1);
    CHECK(g1.value(3) == 2);
    // Two equal heaps cancel; F above every heap: nobody moves.
    jiangnan_split::WinsByTable fast;
    CHECK_FALSE(fast(1, std::vector<long long>{7, 7}));
    CHECK_FALSE(fast(100, std::vector<long long>{99, 50}));
    CHECK(fast(99, std::vector<long long>{99}));
}

TEST_CASE("jiangnan-split: testdata through the solver and the reference") {
    const std::string sample = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    CHECK(answers_of(sample, false) == file_text(GAMESUITE_TESTDATA_DIR "/sample-1.out"));
    const std::string small = file_text(GAMESUITE_TESTDATA_DIR "/searched-small.in");
    CHECK(answers_of(small, false) == file_text(GAMESUITE_TESTDATA_DIR "/searched-small.out"));
    CHECK(answers_of(small, true) == answers_of(small, false));
}

TEST_CASE("jiangnan-split: lenient reading, T = 0, and nothing read after the T games") {
    CHECK(answers_of("2\t1\r\n1 2\r\n\r\n2   3 3", false) == "1 0\n");
    CHECK(answers_of("1 1\n1 2\nnot read", false) == "1\n");
    CHECK(answers_of("0 5\n", false).empty());
}

TEST_CASE("jiangnan-split: bad input names line, column and what was expected") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner zero = scan("2 1\n1 3\n1 0\n");
    const gamecore::InputError heap = error_of([&] { jiangnan_split::solve(zero, suite, out); });
    CHECK(answers == "1");
    CHECK(heap.line == 3);
    CHECK(heap.column == 3);
    CHECK(heap.expected == "heap size (integer 1..1000000)");
    gamecore::Scanner cut = scan("1 1\n3 1 2");
    CHECK(error_of([&] { jiangnan_split::solve(cut, suite, out); }).found == "end of input");

    gamecore::Scanner strict_big = scan("1 1\n1 100000\n");
    strict_big.set_strict(true);
    CHECK(error_of([&] { jiangnan_split::solve(strict_big, judge, out); }).expected == "heap size (integer 1..99999)");
    gamecore::Scanner strict_t = scan("100 1\n");
    strict_t.set_strict(true);
    CHECK(error_of([&] { jiangnan_split::solve(strict_t, judge, out); }).expected ==
          "number of games T (integer 1..99)");
    gamecore::Scanner strict_f = scan("1 100000\n");
    strict_f.set_strict(true);
    CHECK(error_of([&] { jiangnan_split::solve(strict_f, judge, out); }).expected ==
          "least heap that may split F (integer 1..99999)");
}

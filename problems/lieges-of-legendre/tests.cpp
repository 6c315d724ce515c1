// lieges-of-legendre tests: the closed form against the heap's Grundy table by the rules for every k <= 12 and heap
// <= 3000, the Sprague-Grundy sum against whole positions searched by their moves, values derived by hand, exactness
// at 2^63 - 1, --moves on the samples, and input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
namespace lol = lieges_of_legendre;

const lol::Limits suite = lol::suite_limits();
const lol::Limits judge = lol::judge_limits();

}  // namespace

TEST_CASE("lieges-of-legendre: the closed form is the table by the rules for every k <= 12 and heap <= 3000") {
    for (long long k = 1; k <= 12; ++k) {
        gamecore::GrundyTable<lol::HeapRules> table((lol::HeapRules(k)));
        int zeros = 0;
        for (long long heap = 0; heap <= 3000; ++heap) {
            CAPTURE(k);
            CAPTURE(heap);
            const unsigned value = table.value(static_cast<std::size_t>(heap));
            CHECK(lol::heap_value(heap, k % 2 != 0) == value);
            zeros += value == 0;
        }
        // By hand: odd k, the zeros are 0, 2 and the odd heaps 5..2999 (1498); even k, 0 and the odd 3..2999 (1499).
        CHECK(zeros == 1500);
    }
}

TEST_CASE("lieges-of-legendre: values derived by hand from the rules") {
    // k = 1: a split of 2x leaves one heap of x. g(0..16) by mex {g(a - 1), g(a / 2)} worked on paper.
    const unsigned k_one[17] = {0, 1, 0, 1, 2, 0, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 2};
    for (long long heap = 0; heap <= 16; ++heap) CHECK(lol::heap_value(heap, true) == k_one[heap]);
    // k = 2: a split is worth 0 (two equal heaps). g(0..8) = mex {g(a - 1), 0 if a even}.
    const unsigned k_two[9] = {0, 1, 2, 0, 1, 0, 1, 0, 1};
    for (long long heap = 0; heap <= 8; ++heap) CHECK(lol::heap_value(heap, false) == k_two[heap]);
    // Odd k, powers of two: g(4) = 2, g(8) = mex {0, 2} = 1, g(16) = mex {0, 1} = 2, ...: 2 for even exponents >= 2.
    for (int e = 2; e <= 62; ++e) CHECK(lol::heap_value(1LL << e, true) == (e % 2 == 0 ? 2u : 1u));
    // 3 * 2^j: g(3) = 1, g(6) = 2, g(12) = 1, ...: 2 for odd j.
    for (int j = 1; j <= 61; ++j) CHECK(lol::heap_value(3LL << j, true) == (j % 2 == 1 ? 2u : 1u));
    // 5 * 2^j: g(5) = 0, g(10) = mex {0, 0} = 1, g(20) = mex {0, 1} = 2, g(40) = 1.
    CHECK(lol::heap_value(10, true) == 1);
    CHECK(lol::heap_value(20, true) == 2);
    CHECK(lol::heap_value(40, true) == 1);
    const long long top = 9223372036854775807LL;
    CHECK(lol::heap_value(top, true) == 0);
    CHECK(lol::heap_value(top, false) == 0);
    CHECK(lol::heap_value(top - 1, false) == 1);
    // 2^63 - 2 = 2 * (2^62 - 1), an odd half >= 5: worth mex {0, 0} = 1.
    CHECK(lol::heap_value(top - 1, true) == 1);
}

TEST_CASE("lieges-of-legendre: the xor of heap values is the whole position searched by its moves") {
    // Every multiset of 1 to 3 heaps of 0..6 with k = 1..3: the search sees only the moves (k heaps made by a split).
    int positions = 0, lost = 0;
    for (long long k = 1; k <= 3; ++k) {
        gamecore::GameSearch<lol::HeapsRules> search((lol::HeapsRules(k)));
        for (std::size_t count = 1; count <= 3; ++count) {
            std::vector<std::vector<long long>> all;
            std::vector<long long> sizes;
            input_testing::multisets(count, 6, sizes, all);
            for (const std::vector<long long>& heaps : all) {
                CAPTURE(k);
                CAPTURE(heaps);
                lol::LiegesSum sum;
                sum.start(k);
                for (long long heap : heaps) sum.add_heap(heap);
                const bool wins = search.wins(lol::HeapsRules::position_of(heaps));
                CHECK(sum.first_player_wins() == wins);
                ++positions;
                lost += !wins;
            }
        }
    }
    CHECK(positions == 3 * (7 + 28 + 84));
    CHECK(lost > 50);
}

TEST_CASE("lieges-of-legendre: the samples, the reference and --moves") {
    CHECK(answers_by(lol::solve, judge, "2 1\n3 4\n", true) == "Kevin\n");
    CHECK(answers_by(lol::solve, judge, "1 2\n3\n", true) == "Nicky\n");
    CHECK(answers_by(lol::solve_by_reference, lol::reference_limits(), "2 1\n3 4\n") == "Kevin\n");
    CHECK(answers_by(lol::solve_by_reference, lol::reference_limits(), "1 2\n3\n") == "Nicky\n");
    // Sample 1: values 1 xor 2; only 4 -> 3 (worth 1) cancels the 1; the split of 4 into one 2 is worth 0.
    CHECK(answers_by(gamesuite::write_moves<lol::Moves>, suite, "2 1\n3 4\n") == "win 2:3\n");
    CHECK(answers_by(gamesuite::write_moves<lol::Moves>, suite, "1 2\n3\n") == "lose\n");
    // k = 3, one heap of 2: the removal leaves 1 (worth 1), the split three heaps of 1 (worth 1): both lose.
    CHECK(answers_by(gamesuite::write_moves<lol::Moves>, suite, "1 3\n2\n") == "lose\n");
    // k = 2, one heap of 2 (worth 2): the split into two 1s is worth 0 and wins; 2 -> 1 leaves 1.
    CHECK(answers_by(gamesuite::write_moves<lol::Moves>, suite, "1 2\n2\n") == "win 1:1*2\n");
    CHECK(answers_by(gamesuite::reference_moves<lol::Moves>, lol::reference_limits(), "1 2\n2\n") == "win 1:1*2\n");
    const std::string explained = answers_by(gamesuite::write_explanation<lol::Moves>, suite, "2 1\n3 4\n");
    CHECK(explained.find("case 1: the first player wins") == 0);
    CHECK(explained.find("  play 2:3 (") != std::string::npos);
}

TEST_CASE("lieges-of-legendre: k only by its parity, at k = 10^9 and 2^63 - 1") {
    CHECK(answers_by(lol::solve, suite, "1 1000000000\n4\n") == "Kevin\n");   // worth 1
    CHECK(answers_by(lol::solve, suite, "2 999999999\n4 2\n") == "Kevin\n");  // 2 xor 0
    CHECK(answers_by(lol::solve, suite, "2 9223372036854775807\n4 4\n") == "Nicky\n");
    CHECK(answers_by(lol::solve, suite, "3 9223372036854775807\n9223372036854775807 4611686018427387904 3\n") ==
          "Kevin\n");  // 0 xor 2 xor 1
    CHECK(answers_by(lol::solve, suite, "2 9223372036854775806\n2 0\n") == "Kevin\n");
}

TEST_CASE("lieges-of-legendre: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(lol::solve, suite, "2 1\n3\n", false, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.found == "end of input");
    CHECK(answers_by(lol::solve, suite, "1 0\n3\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "heaps a split makes k (integer 1..9223372036854775807)");
    CHECK(answers_by(lol::solve, suite, "1 1\n3 4\n", false, &error) == "Kevin\n");
    CHECK(error.expected == "end of input after the n heaps");
    CHECK(answers_by(lol::solve, judge, "1 1\n0\n", true, &error) == "");
    CHECK(error.expected == "heap size a_i (integer 1..1000000000)");
    CHECK(answers_by(lol::solve, judge, "100001 1\n", true, &error) == "");
    CHECK(error.expected == "heap count n (integer 1..100000)");
    CHECK(answers_by(lol::solve, judge, "1 1000000001\n", true, &error) == "");
    CHECK(error.expected == "heaps a split makes k (integer 1..1000000000)");
    CHECK(answers_by(lol::solve, judge, "1 1\n3\n\n", true, &error) == "Kevin\n");
    CHECK(error.expected == "end of input");
}

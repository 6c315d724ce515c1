// time-flow tests: the retrograde solver against the value iteration by the definition (reference.hpp) on every graph
// of 3 vertices (loops included) and every loop-free graph of 4, each ordered pair a round (tallies pinned from
// testdata/time-flow/derive.py), and on random graphs; chains at the judge's size (the parity rule); one solver
// reused round after round against fresh ones; the game's parents against its moves; the samples; input.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;

const time_flow::Limits suite = time_flow::suite_limits();
const time_flow::Limits judge = time_flow::judge_limits();

time_flow::Graph graph_of(int n, const std::vector<std::pair<int, int> >& edges) {  // 0-based ends
    std::vector<int> from, to;
    for (const auto& e : edges) {
        from.push_back(e.first);
        to.push_back(e.second);
    }
    time_flow::Graph graph;
    graph.vertices = n;
    gamecore::build_arcs(n, from, to, graph.out);
    gamecore::build_arcs(n, to, from, graph.in);
    return graph;
}

struct Tally {
    long win = 0, lose = 0, draw = 0;
};

// Every ordered pair (start, target) a round: the solver (one object for all, as the judge's rounds share it)
// against the iteration.
void compare_every_round(const time_flow::Graph& graph, Tally& tally) {
    time_flow::RoundOutcomes fast;
    for (int y = 0; y < graph.vertices; ++y) {
        const time_flow::ValueIteration slow(graph, y);
        for (int x = 0; x < graph.vertices; ++x) {
            if (x == y) continue;
            const gamecore::Outcome want = slow.outcome(x);
            if (fast(graph, x, y) != want) {
                CAPTURE(graph.vertices);
                CAPTURE(graph.out.first);
                CAPTURE(graph.out.neighbour);
                CAPTURE(x);
                CAPTURE(y);
                FAIL("the solver and the iteration differ");
            }
            tally.win += want == gamecore::WIN;
            tally.lose += want == gamecore::LOSS;
            tally.draw += want == gamecore::DRAW;
        }
    }
}

}  // namespace

TEST_CASE("time-flow: the solver equals the definition's iteration on every graph of 3 vertices and 4 without loops") {
    for (int n = 3; n <= 4; ++n) {
        std::vector<std::pair<int, int> > arcs;
        for (int u = 0; u < n; ++u)
            for (int v = 0; v < n; ++v)
                if (n == 3 || u != v) arcs.push_back(std::make_pair(u, v));
        Tally tally;
        for (unsigned long mask = 0; mask < 1UL << arcs.size(); ++mask) {
            std::vector<std::pair<int, int> > edges;
            for (std::size_t i = 0; i < arcs.size(); ++i)
                if (mask >> i & 1) edges.push_back(arcs[i]);
            compare_every_round(graph_of(n, edges), tally);
        }
        // By the separate Python iteration of testdata/time-flow/derive.py --tallies over the same graphs.
        CAPTURE(n);
        CHECK(tally.win == (n == 3 ? 1632 : 29088));
        CHECK(tally.lose == (n == 3 ? 576 : 14208));
        CHECK(tally.draw == (n == 3 ? 864 : 5856));
    }
}

TEST_CASE("time-flow: the solver equals the iteration on random graphs with loops and repeated edges") {
    gamesuite::SeededRandom random(6560);
    Tally tally;
    for (int i = 0; i < 60; ++i) {
        const int n = static_cast<int>(random.between(5, i < 50 ? 15 : 40));
        std::vector<std::pair<int, int> > edges;
        for (long long e = random.between(0, 3 * n); e > 0; --e) {
            const int u = static_cast<int>(random.between(0, n - 1));
            edges.push_back(std::make_pair(u, random.chance(10) ? u : static_cast<int>(random.between(0, n - 1))));
            if (random.chance(10)) edges.push_back(edges.back());
        }
        compare_every_round(graph_of(n, edges), tally);
    }
    CHECK(tally.win > 0);
    CHECK(tally.lose > 0);
    CHECK(tally.draw > 0);
}

TEST_CASE("time-flow: chains at the judge's size follow the parity of the distance to the end") {
    // On 1 -> 2 -> ... -> n the moves are forced: from x below y the (y - x)-th move reaches the target; from x
    // above it the (n - x)-th leaves the opponent stuck at n. The first player wins iff that distance is odd.
    const int n = 100000;
    gamesuite::SeededRandom random(2020);
    std::string rounds, expected;
    int count = 0;
    while (count < 40) {
        const int x = static_cast<int>(random.between(1, n));
        const int y = count % 4 == 0 ? (x == n ? n - 1 : x + 1) : static_cast<int>(random.between(1, n));
        if (x == y) continue;
        rounds += std::to_string(x) + " " + std::to_string(y) + "\n";
        expected += ((x < y ? y - x : n - x) % 2 == 1) ? "1\n" : "-1\n";
        ++count;
    }
    std::string input = std::to_string(n) + " " + std::to_string(n - 1) + " " + std::to_string(count) + "\n";
    for (int v = 1; v < n; ++v) input += std::to_string(v) + " " + std::to_string(v + 1) + "\n";
    input += rounds;
    CHECK(answers_by(time_flow::solve, judge, input, true) == expected);
}

TEST_CASE("time-flow: one solver reused round after round answers as fresh ones, targets repeated or not") {
    const time_flow::Graph small = graph_of(6, {{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {4, 5}, {5, 3}, {1, 1}});
    const time_flow::Graph large = graph_of(9, {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {7, 8}});
    const int rounds[][3] = {{0, 0, 4}, {1, 0, 4}, {1, 3, 2}, {0, 5, 0}, {1, 8, 2}, {0, 2, 3}, {0, 1, 3}, {1, 0, 8}};
    time_flow::RoundOutcomes reused;
    for (const auto& round : rounds) {
        const time_flow::Graph& graph = round[0] ? large : small;
        CAPTURE(round[1]);
        CAPTURE(round[2]);
        time_flow::RoundOutcomes fresh;
        CHECK(reused(graph, round[1], round[2]) == fresh(graph, round[1], round[2]));
        CHECK(reused(graph, round[1], round[2]) == time_flow::ValueIteration(graph, round[2]).outcome(round[1]));
    }
}

TEST_CASE("time-flow: the game's parents are exactly the inverse of its moves, the target's edges in no one's") {
    const time_flow::Graph graph =
        graph_of(5, {{0, 0}, {0, 1}, {1, 2}, {1, 2}, {2, 0}, {3, 3}, {3, 4}, {2, 4}, {4, 1}});
    for (int target = 0; target < 5; ++target) {
        const time_flow::TokenGame game(graph, target);
        for (std::size_t p = 0; p < 5; ++p) {
            CAPTURE(target);
            CAPTURE(p);
            CHECK(gamecore::parents_invert_moves(game, p));
        }
    }
}

TEST_CASE("time-flow: the samples through the solver and the reference") {
    const std::string samples[][2] = {{"sample-1", "1\n"}, {"sample-2", "0\n1\n"}};
    for (const auto& sample : samples) {
        const std::string input = file_text(GAMESUITE_TESTDATA_DIR "/" + sample[0] + ".in");
        CHECK(file_text(GAMESUITE_TESTDATA_DIR "/" + sample[0] + ".out") == sample[1]);
        CHECK(answers_by(time_flow::solve, suite, input) == sample[1]);
        CHECK(answers_by(time_flow::solve, judge, input, true) == sample[1]);
        CHECK(answers_by(time_flow::solve_by_reference, time_flow::reference_limits(), input) == sample[1]);
    }
}

TEST_CASE("time-flow: bad input names line and column; earlier rounds are answered") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(time_flow::solve, suite, "3 1 2\n1 2\n1 2\n2 2\n", false, &error) == "1\n");
    CHECK(error.line == 4);
    CHECK(error.column == 3);
    CHECK(error.expected == "a target other than the start x (they differ)");
    CHECK(answers_by(time_flow::solve, suite, "3 1 1\n1 4\n", false, &error) == "");
    CHECK(error.expected == "edge end v (integer 1..3)");
    CHECK(answers_by(time_flow::solve, suite, "3 2 1\n1 2\n", false, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.expected == "edge start u (integer 1..3)");
    CHECK(answers_by(time_flow::solve, suite, "3 1 1\n1 2\n1 2\n3 1\n", false, &error) == "1\n");
    CHECK(error.expected == "end of input");
    CHECK(answers_by(time_flow::solve, judge, "3 0 1\n1 2\n", true, &error) == "");
    CHECK(error.expected == "number of edges m (integer 1..500000)");
    CHECK(answers_by(time_flow::solve, judge, "3 1 501\n", true, &error) == "");
    CHECK(error.expected == "number of rounds q (integer 1..500)");
    CHECK(answers_by(time_flow::solve, judge, "3 1 1\n1 2\n1  2\n", true, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.column == 3);
    // Lenient: any whitespace; m = 0 and q = 0 are in the suite's ranges.
    CHECK(answers_by(time_flow::solve, suite, "3\t1 2\r\n1 2\r\n\r\n1 2\n2 1") == "1\n-1\n");
    CHECK(answers_by(time_flow::solve, suite, "3 0 1\n1 2\n") == "-1\n");
    CHECK(answers_by(time_flow::solve, suite, "3 0 0\n") == "");
}

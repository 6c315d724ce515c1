// christmas-game tests: the fusion and colon principles against Green Hackenbush by its rules on every multigraph
// of <= 5 edges on 4 vertices (and <= 5 edges on 5), polygons as Winning Ways values them, a deep path and a long
// cycle, the statement's sample, and input handling (lenient, strict, errors).
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;

const christmas_game::Limits suite = christmas_game::suite_limits();
const christmas_game::Limits judge = christmas_game::judge_limits();

struct Tally {
    int graphs = 0;
    int lost = 0;
    int disagreements = 0;
    std::string first_disagreement;  // its edges "a-b": kept and checked once, not asserted a graph
};

// Every multiset of `count` edges among `pairs`, from index `from`, extending g.
void compare_all(const std::vector<std::pair<int, int>>& pairs, std::size_t count, std::size_t from,
                 christmas_game::Graph& g, Tally& tally) {
    const unsigned by_search = christmas_game::grundy_by_search(g);
    if (christmas_game::tree_value(g) != by_search && tally.disagreements++ == 0)
        for (std::size_t e = 0; e < g.end_a.size(); ++e)
            tally.first_disagreement += std::to_string(g.end_a[e]) + "-" + std::to_string(g.end_b[e]) + " ";
    ++tally.graphs;
    tally.lost += by_search == 0;
    if (count == 0) return;
    for (std::size_t i = from; i < pairs.size(); ++i) {
        g.end_a.push_back(pairs[i].first);
        g.end_b.push_back(pairs[i].second);
        compare_all(pairs, count - 1, i, g, tally);
        g.end_a.pop_back();
        g.end_b.pop_back();
    }
}

Tally compare_all(int vertices, std::size_t max_edges) {
    std::vector<std::pair<int, int>> pairs;
    for (int a = 0; a < vertices; ++a)
        for (int b = a; b < vertices; ++b) pairs.push_back(std::make_pair(a, b));
    christmas_game::Graph g;
    g.vertices = vertices;
    Tally tally;
    compare_all(pairs, max_edges, 0, g, tally);
    CAPTURE(tally.first_disagreement);
    CHECK(tally.disagreements == 0);
    return tally;
}

christmas_game::Graph cycle_at_root(int length, int stalk) {  // a stalk from the root, a polygon at its end
    christmas_game::Graph g;
    g.vertices = stalk + length;
    for (int v = 0; v < stalk; ++v) {
        g.end_a.push_back(v);
        g.end_b.push_back(v + 1);
    }
    for (int i = 0; i < length; ++i) {
        g.end_a.push_back(i == 0 ? stalk : stalk + i);
        g.end_b.push_back(i + 1 == length ? stalk : stalk + i + 1);
    }
    return g;
}

}  // namespace

TEST_CASE("christmas-game: fusion and colon match the game on every multigraph of <= 5 edges on 4 vertices") {
    const Tally four = compare_all(4, 5);
    // C(10 + k - 1, k) multisets of k edges among 10 vertex pairs (loops included), k = 0..5.
    CHECK(four.graphs == 3003);
    // Lost, counted by the search of testdata/christmas-game/derive.py (Python, written apart from this code).
    CHECK(four.lost == 1001);
    const Tally five = compare_all(5, 5);
    CHECK(five.graphs == 15504);  // C(20, 5): multisets of <= 5 among 15 pairs
}

TEST_CASE("christmas-game: a polygon of L edges is worth L mod 2, at the root or at the end of a stalk") {
    for (int length = 1; length <= 9; ++length)
        for (int stalk = 0; stalk <= 2; ++stalk) {
            const christmas_game::Graph g = cycle_at_root(length, stalk);
            CAPTURE(length);
            CAPTURE(stalk);
            // Winning Ways (the fusion principle): the polygon is length loops, worth length mod 2, on the stalk.
            const unsigned expected = static_cast<unsigned>(stalk + length % 2);
            CHECK(christmas_game::tree_value(g) == expected);
            CHECK(christmas_game::grundy_by_search(g) == expected);
        }
}

TEST_CASE("christmas-game: the statement's sample, through the solver and the reference") {
    const std::string sample = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    CHECK(answers_by(christmas_game::solve, suite, sample) == "Sally\n");
    CHECK(answers_by(christmas_game::solve, judge, sample, true) == "Sally\n");
    CHECK(answers_by(christmas_game::solve_by_reference, christmas_game::reference_limits(), sample) == "Sally\n");
}

TEST_CASE("christmas-game: loops, repeated edges, and parts cut off from the root") {
    CHECK(answers_by(christmas_game::solve, suite, "1\n1 1\n1 1\n") == "Sally\n");       // a loop: one edge
    CHECK(answers_by(christmas_game::solve, suite, "1\n2 2\n1 2\n2 1\n") == "Harry\n");  // a 2-cycle vanishes
    CHECK(answers_by(christmas_game::solve, suite, "1\n2 3\n1 2\n2 1\n1 2\n") == "Sally\n");
    CHECK(answers_by(christmas_game::solve, suite, "1\n3 2\n2 3\n3 2\n") == "Harry\n");  // not at the root
    CHECK(answers_by(christmas_game::solve, suite, "1\n3 0\n") == "Harry\n");
    CHECK(answers_by(christmas_game::solve, suite, "2\n1 1\n1 1\n2 1\n1 2\n") == "Harry\n");  // 1 xor 1
}

TEST_CASE("christmas-game: a path of 3 * 10^5 vertices and a cycle of 3 * 10^5 edges, without recursion") {
    const int n = 300000;
    std::string text = "2\n" + std::to_string(n) + " " + std::to_string(n - 1) + "\n";
    for (int v = 1; v < n; ++v) text += std::to_string(v) + " " + std::to_string(v + 1) + "\n";
    text += std::to_string(n) + " " + std::to_string(n) + "\n";
    for (int v = 1; v <= n; ++v) text += std::to_string(v) + " " + std::to_string(v % n + 1) + "\n";
    // A stalk of n - 1 edges (worth n - 1, odd) and an even cycle (worth 0).
    CHECK(answers_by(christmas_game::solve, suite, text) == "Sally\n");
}

TEST_CASE("christmas-game: cases until end of input; CRLF, tabs, blank lines and no final newline read leniently") {
    CHECK(answers_by(christmas_game::solve, suite, "") == "");
    CHECK(answers_by(christmas_game::solve, suite, "1\r\n2\t1\r\n\r\n1 2\r\n1\n1 1\n1 1") == "Sally\nSally\n");
}

TEST_CASE("christmas-game: strict mode wants the exact layout and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(christmas_game::solve, judge, "", true, &error) == "");
    CHECK(error.expected == "tree count N (integer 1..99)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(christmas_game::solve, judge, "1\n100 0\n", true, &error) == "");
    CHECK(error.expected == "vertex count m (integer 1..99)");

    CHECK(answers_by(christmas_game::solve, judge, "1\n2 500\n", true, &error) == "");
    CHECK(error.expected == "edge count k (integer 0..499)");

    CHECK(answers_by(christmas_game::solve, judge, "1\n2 1\n1  2\n", true, &error) == "");
    CHECK(error.column == 3);

    CHECK(answers_by(christmas_game::solve, judge, "1\n2 1\n1 2\n\n", true, &error) == "Sally\n");
    CHECK(error.line == 4);
    CHECK(error.found == "'\\x0a'");

    CHECK(answers_by(christmas_game::solve, judge, "1\n2 1\n1 2", true, &error) == "");
    CHECK(error.expected == "end of line");
}

TEST_CASE("christmas-game: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(christmas_game::solve, suite, "1\n1 1\n1 1\n1\n2 1\n1 3\n", false, &error) == "Sally\n");
    CHECK(error.line == 6);
    CHECK(error.column == 3);
    CHECK(error.expected == "edge end b (integer 1..2)");
    CHECK(error.found == "'3'");

    CHECK(answers_by(christmas_game::solve, suite, "2\n1 0\n", false, &error) == "");
    CHECK(error.expected == "vertex count m (integer 1..1000000)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(christmas_game::solve, suite, "0\n", false, &error) == "");
    CHECK(error.expected == "tree count N (integer 1..1000000)");

    CHECK(answers_by(christmas_game::solve, suite, "1\n0 0\n", false, &error) == "");
    CHECK(error.found == "'0'");

    CHECK(answers_by(christmas_game::solve_by_reference, christmas_game::reference_limits(), "1\n2 12\n", false,
                     &error) == "");
    CHECK(error.expected == "edge count k (integer 0..11)");
}

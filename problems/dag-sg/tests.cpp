// dag-sg tests: Grundy values on every labelled DAG with <= 4 vertices against the token game by its rules, the
// count of labelled DAGs (OEIS A003024), known Grundy sequences, edges into vertex N - 1, tokens sharing a vertex,
// a deep chain, cycles rejected, and input handling (lenient, strict, errors).
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;

const dag_sg::Limits suite = dag_sg::suite_limits();
const dag_sg::Limits judge = dag_sg::judge_limits();

// The graph whose out-neighbour lists are `lists`, ordered (false if it has a cycle).
bool make_graph(const std::vector<std::vector<int>>& lists, dag_sg::Graph& g) {
    g.vertices = static_cast<int>(lists.size());
    g.first.assign(1, 0);
    g.target.clear();
    for (const std::vector<int>& out : lists) {
        g.target.insert(g.target.end(), out.begin(), out.end());
        g.first.push_back(static_cast<long long>(g.target.size()));
    }
    std::vector<int> cycle;
    return dag_sg::order_sinks_first(g, cycle);
}

// Every ascending list of `count` vertices below n (each multiset once).
void multisets(std::size_t count, int n, std::vector<int>& tokens, std::vector<std::vector<int>>& out) {
    if (tokens.size() == count) {
        out.push_back(tokens);
        return;
    }
    for (int v = tokens.empty() ? 0 : tokens.back(); v < n; ++v) {
        tokens.push_back(v);
        multisets(count, n, tokens, out);
        tokens.pop_back();
    }
}

}  // namespace

TEST_CASE("dag-sg: every labelled DAG on <= 4 vertices, every multiset of 1..3 tokens, against the rules") {
    int dags[5] = {0, 0, 0, 0, 0};
    int pairs = 0, lost = 0;
    for (int n = 1; n <= 4; ++n) {
        std::vector<std::pair<int, int>> arcs;
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b)
                if (a != b) arcs.push_back(std::make_pair(a, b));
        for (unsigned mask = 0; mask < (1u << arcs.size()); ++mask) {
            std::vector<std::vector<int>> lists(static_cast<std::size_t>(n));
            for (std::size_t i = 0; i < arcs.size(); ++i)
                if (mask >> i & 1) lists[arcs[i].first].push_back(arcs[i].second);
            dag_sg::Graph g;
            if (!make_graph(lists, g)) continue;
            ++dags[n];
            dag_sg::GrundySum fast;
            fast.set_graph(g);
            dag_sg::WinsBySearch search;
            search.set_graph(g);
            for (std::size_t m = 1; m <= 3; ++m) {
                std::vector<std::vector<int>> all;
                std::vector<int> tokens;
                multisets(m, n, tokens, all);
                for (const std::vector<int>& position : all) {
                    const bool wins = search.wins(position);
                    CAPTURE(mask);
                    CAPTURE(n);
                    CHECK(fast.wins(position) == wins);
                    ++pairs;
                    lost += !wins;
                }
            }
        }
    }
    // Labelled DAGs on 1..4 vertices: 1, 3, 25, 543 (OEIS A003024): the cycle test rejects exactly the others.
    CHECK(dags[1] == 1);
    CHECK(dags[2] == 3);
    CHECK(dags[3] == 25);
    CHECK(dags[4] == 543);
    // Counted by the search of testdata/dag-sg/derive.py (Python, written apart from this code).
    CHECK(pairs == 18967);
    CHECK(lost == 9068);
}

TEST_CASE("dag-sg: known Grundy values: a complete DAG is Nim, moves of 1 or 2 down a path give n mod 3") {
    // Vertex v -> every w < v: a Nim heap of v (Bouton), g(v) = v.
    std::vector<std::vector<int>> lists(12);
    for (int v = 0; v < 12; ++v)
        for (int w = v - 1; w >= 0; --w) lists[v].push_back(w);
    dag_sg::Graph g;
    REQUIRE(make_graph(lists, g));
    std::vector<unsigned> value;
    dag_sg::grundy_values(g, value);
    for (unsigned v = 0; v < 12; ++v) CHECK(value[v] == v);

    // Subtraction game {1, 2} on a path: v -> v - 1, v - 2; g(v) = v mod 3 (OEIS A010872).
    const unsigned a010872[] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1};
    lists.assign(20, std::vector<int>());
    for (int v = 0; v < 20; ++v)
        for (int s = 1; s <= 2; ++s)
            if (v - s >= 0) lists[v].push_back(v - s);
    REQUIRE(make_graph(lists, g));
    dag_sg::grundy_values(g, value);
    for (int v = 0; v < 20; ++v) CHECK(value[v] == a010872[v]);
}

TEST_CASE("dag-sg: the statement's sample, through the solver and the reference") {
    const std::string sample = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    CHECK(answers_by(dag_sg::solve, suite, sample) == "WIN\nWIN\nWIN\nLOSE\nWIN\n");
    CHECK(answers_by(dag_sg::solve, judge, sample, true) == "WIN\nWIN\nWIN\nLOSE\nWIN\n");
    CHECK(answers_by(dag_sg::solve_by_reference, dag_sg::reference_limits(), sample) ==
          "WIN\nWIN\nWIN\nLOSE\nWIN\n");
}

TEST_CASE("dag-sg: an edge into vertex N - 1 is a move like any other (accepted POJ code drops it)") {
    // 0 -> 1 with N = 2: the first player moves the token to 1 and wins.
    CHECK(answers_by(dag_sg::solve, suite, "2\n1 1\n0\n1 0\n0\n") == "WIN\n");
    CHECK(answers_by(dag_sg::solve_by_reference, dag_sg::reference_limits(), "2\n1 1\n0\n1 0\n0\n") == "WIN\n");
    // 0 -> 3, 1 -> 3, 2 -> {0, 1}: g(0) = g(1) = 1, g(2) = 0.
    CHECK(answers_by(dag_sg::solve, suite, "4\n1 3\n1 3\n2 0 1\n0\n1 2\n1 0\n2 2 0\n0\n") == "LOSE\nWIN\nWIN\n");
}

TEST_CASE("dag-sg: tokens sharing a vertex each count; two cancel") {
    const std::string graph = "3\n2 1 2\n1 2\n0\n";  // g = 2, 1, 0
    CHECK(answers_by(dag_sg::solve, suite, graph + "1 0\n2 0 0\n3 0 0 0\n4 1 1 1 1\n3 1 1 1\n0\n") ==
          "WIN\nLOSE\nWIN\nLOSE\nWIN\n");
    CHECK(answers_by(dag_sg::solve_by_reference, dag_sg::reference_limits(),
                     graph + "1 0\n2 0 0\n3 0 0 0\n4 1 1 1 1\n3 1 1 1\n0\n") == "WIN\nLOSE\nWIN\nLOSE\nWIN\n");
}

TEST_CASE("dag-sg: a chain of 10^6 vertices is ordered without recursion") {
    const int n = 1000000;
    std::string text = std::to_string(n) + "\n";
    for (int v = 0; v < n; ++v) text += v + 1 < n ? "1 " + std::to_string(v + 1) + "\n" : "0\n";
    text += "1 0\n1 1\n2 0 1\n1 999999\n0\n";
    // g(v) = (n - 1 - v) mod 2.
    CHECK(answers_by(dag_sg::solve, suite, text) == "WIN\nLOSE\nWIN\nLOSE\n");
}

TEST_CASE("dag-sg: a cycle is bad input, named at the list of one of its vertices") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(dag_sg::solve, suite, "1\n0\n1 0\n0\n2\n1 1\n1 0\n1 0\n0\n", false, &error) == "LOSE\n");
    CHECK(error.line == 6);
    CHECK(error.column == 1);
    CHECK(error.expected == "a directed acyclic graph");
    CHECK(error.found == "the cycle 0 -> 1 -> 0");

    CHECK(answers_by(dag_sg::solve, suite, "3\n1 1\n1 2\n1 2\n", false, &error) == "");  // a self-loop at 2
    CHECK(error.line == 4);
    CHECK(error.found == "the cycle 2 -> 2");

    // A long cycle is shown in part.
    std::string ring = "20\n";
    for (int v = 0; v < 20; ++v) ring += "1 " + std::to_string((v + 1) % 20) + "\n";
    CHECK(answers_by(dag_sg::solve, suite, ring, false, &error) == "");
    CHECK(error.found == "the cycle 0 -> 1 -> 2 -> 3 -> 4 -> 5 -> 6 -> 7 -> ...");
}

TEST_CASE("dag-sg: end of input, N = 0, CRLF, tabs and blank lines read leniently") {
    CHECK(answers_by(dag_sg::solve, suite, "") == "");
    CHECK(answers_by(dag_sg::solve, suite, "2\r\n1\t1\r\n0\r\n\r\n1 0\r\n0") == "WIN\n");
    CHECK(answers_by(dag_sg::solve, suite, "1 0 1 0 0 0 x") == "LOSE\n");  // nothing read after N = 0
}

TEST_CASE("dag-sg: strict mode wants the exact layout and the judge's limits") {
    const std::string sample = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(dag_sg::solve, judge, "", true, &error) == "");
    CHECK(error.expected == "vertex count N (integer 1..1000)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(dag_sg::solve, judge, "0\n", true, &error) == "");
    CHECK(error.found == "'0'");

    CHECK(answers_by(dag_sg::solve, judge, "1\n0\n1 0\n0\n\n\n1\n0\n0\n", true, &error) == "LOSE\n");
    CHECK(error.line == 6);
    CHECK(error.found == "'\\x0a'");

    CHECK(answers_by(dag_sg::solve, judge, "1\n0\n11 0 0 0 0 0 0 0 0 0 0 0\n0\n", true, &error) == "");
    CHECK(error.expected == "token count M (0 ends the case) (integer 0..10)");

    CHECK(answers_by(dag_sg::solve, judge, "2\n1  1\n0\n0\n", true, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "out-neighbour t_j (integer 0..1)");

    CHECK(answers_by(dag_sg::solve, judge, "1\n0\n1 0\n0", true, &error) == "LOSE\n");
    CHECK(error.expected == "end of line");
    CHECK(error.found == "end of input");
}

TEST_CASE("dag-sg: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(dag_sg::solve, suite, "2\n1 2\n0\n0\n", false, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.column == 3);
    CHECK(error.expected == "out-neighbour t_j (integer 0..1)");
    CHECK(error.found == "'2'");

    CHECK(answers_by(dag_sg::solve, suite, "2\n1 1\n0\n2 0 5\n0\n", false, &error) == "");
    CHECK(error.expected == "token vertex p_i (integer 0..1)");

    CHECK(answers_by(dag_sg::solve, suite, "2\n1 1\n0\n1 0\n", false, &error) == "WIN\n");
    CHECK(error.expected == "token count M (0 ends the case) (integer 0..1000000)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(dag_sg::solve, suite, "1000001\n", false, &error) == "");
    CHECK(error.expected == "vertex count N (0 ends the input) (integer 0..1000000)");

    // The reference's own limits.
    CHECK(answers_by(dag_sg::solve_by_reference, dag_sg::reference_limits(), "1\n0\n5 0 0 0 0 0\n0\n", false,
                     &error) == "");
    CHECK(error.expected == "token count M (0 ends the case) (integer 0..4)");
    // Edges are counted over the case: six lists of 9 repeated edges are more than the 45 a DAG on 10 vertices has.
    std::string repeated = "10\n";
    for (int v = 0; v < 6; ++v) repeated += "9 9 9 9 9 9 9 9 9 9\n";
    CHECK(answers_by(dag_sg::solve_by_reference, dag_sg::reference_limits(), repeated, false, &error) == "");
    CHECK(error.line == 7);
    CHECK(error.found == "'9'");
    CHECK(error.expected == "out-degree X_i keeping the case within 45 edges");
}

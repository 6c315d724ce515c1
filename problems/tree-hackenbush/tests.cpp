// tree-hackenbush tests: the colon principle against the edge deletion game by its rules (Grundy values, not only
// the winner) on every labelled tree with <= 7 vertices, stalks and stars as Winning Ways values them, a path of
// 10^6 vertices, the statement's samples, and input handling (tree checks, lenient, strict, errors).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;

const tree_hackenbush::Limits suite = tree_hackenbush::suite_limits();
const tree_hackenbush::Limits judge = tree_hackenbush::judge_limits();

// The labelled tree on 0..n-1 of a Prüfer sequence.
tree_hackenbush::Tree prufer_tree(int n, const std::vector<int>& sequence) {
    tree_hackenbush::Tree tree;
    tree.vertices = n;
    std::vector<int> degree(static_cast<std::size_t>(n), 1);
    for (int x : sequence) ++degree[x];
    for (int x : sequence) {
        int leaf = 0;
        while (degree[leaf] != 1) ++leaf;
        tree.end_a.push_back(leaf);
        tree.end_b.push_back(x);
        --degree[leaf];
        --degree[x];
    }
    std::vector<int> last;
    for (int v = 0; v < n; ++v)
        if (degree[v] == 1) last.push_back(v);
    if (n >= 2) {
        tree.end_a.push_back(last[0]);
        tree.end_b.push_back(last[1]);
    }
    return tree;
}

unsigned long long value_by_search(const tree_hackenbush::Tree& tree) {
    const tree_hackenbush::EdgeRules rules(tree);
    gamecore::GameSearch<tree_hackenbush::EdgeRules> search(rules);
    return search.grundy(rules.all_edges());
}

std::string path_input(int n) {  // vertex 1 at one end, the edges listed child first
    std::string text = std::to_string(n) + "\n";
    for (int v = 2; v <= n; ++v) text += std::to_string(v) + " " + std::to_string(v - 1) + "\n";
    return text;
}

}  // namespace

TEST_CASE("tree-hackenbush: the colon principle matches the game's Grundy value on every tree of <= 7 vertices") {
    int trees = 0, lost = 0;
    for (int n = 2; n <= 7; ++n) {
        std::vector<int> sequence(static_cast<std::size_t>(n - 2), 0);
        for (;;) {
            const tree_hackenbush::Tree tree = prufer_tree(n, sequence);
            const unsigned long long value = value_by_search(tree);
            CAPTURE(n);
            CHECK(tree_hackenbush::tree_value(tree) == value);
            ++trees;
            lost += value == 0;
            std::size_t i = 0;  // the next sequence, as an odometer
            while (i < sequence.size() && ++sequence[i] == n) sequence[i++] = 0;
            if (i == sequence.size()) break;
        }
    }
    // n^(n-2) labelled trees (Cayley; OEIS A000272): 1 + 3 + 16 + 125 + 1296 + 16807.
    CHECK(trees == 18248);
    // Lost trees, counted by the search of testdata/tree-hackenbush/derive.py (Python, written apart).
    CHECK(lost == 2667);
}

TEST_CASE("tree-hackenbush: a stalk of k edges is the Nim heap k, a star of k edges is k mod 2 (Winning Ways)") {
    for (int k = 1; k <= 12; ++k) {
        tree_hackenbush::Tree stalk, star;
        stalk.vertices = star.vertices = k + 1;
        for (int v = 1; v <= k; ++v) {
            stalk.end_a.push_back(v - 1);
            stalk.end_b.push_back(v);
            star.end_a.push_back(v);
            star.end_b.push_back(0);
        }
        CAPTURE(k);
        CHECK(tree_hackenbush::tree_value(stalk) == static_cast<unsigned long long>(k));
        CHECK(tree_hackenbush::tree_value(star) == static_cast<unsigned long long>(k % 2));
        if (k <= 8) {
            CHECK(value_by_search(stalk) == static_cast<unsigned long long>(k));
            CHECK(value_by_search(star) == static_cast<unsigned long long>(k % 2));
        }
    }
}

TEST_CASE("tree-hackenbush: the statement's four samples, through the solver and the reference") {
    const char* const expected[] = {"Alice\n", "Bob\n", "Alice\n", "Bob\n"};
    for (int i = 0; i < 4; ++i) {
        const std::string input = file_text(GAMESUITE_TESTDATA_DIR "/sample-" + std::to_string(i + 1) + ".in");
        CHECK(answers_by(tree_hackenbush::solve, suite, input) == expected[i]);
        CHECK(answers_by(tree_hackenbush::solve, judge, input, true) == expected[i]);
        CHECK(answers_by(tree_hackenbush::solve_by_reference, tree_hackenbush::reference_limits(), input) ==
              expected[i]);
    }
}

TEST_CASE("tree-hackenbush: edges in either orientation; a forking branch is not a stalk of its size") {
    CHECK(answers_by(tree_hackenbush::solve, suite, "2\n2 1\n") == "Alice\n");
    CHECK(answers_by(tree_hackenbush::solve, suite, "5\n1 2\n2 3\n2 4\n1 5\n") == "Bob\n");
    CHECK(answers_by(tree_hackenbush::solve, suite, "5\n2 1\n3 2\n4 2\n5 1\n") == "Bob\n");
    CHECK(answers_by(tree_hackenbush::solve, suite, "1\n") == "Bob\n");  // N = 1: no edge to delete
}

TEST_CASE("tree-hackenbush: paths of 10^6 and 10^5 + 1 vertices are walked without recursion") {
    const int n = static_cast<int>(suite.max_vertices);
    CHECK(answers_by(tree_hackenbush::solve, suite, path_input(n)) == "Alice\n");  // a stalk of 999999 edges
    // Vertex 1 in the middle of a path of 2k + 1 vertices: two stalks of k, worth 0.
    const int k = 50000;
    std::string middle = std::to_string(2 * k + 1) + "\n";
    for (int v = 2; v <= 2 * k + 1; ++v)  // 1-2-4-6-.. and 1-3-5-7-..
        middle += std::to_string(v) + " " + std::to_string(v <= 3 ? 1 : v - 2) + "\n";
    CHECK(answers_by(tree_hackenbush::solve, suite, middle) == "Bob\n");
}

TEST_CASE("tree-hackenbush: edges that do not form a tree are bad input, named at the edge that closes a cycle") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(tree_hackenbush::solve, suite, "3\n1 2\n2 1\n", false, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.column == 3);
    CHECK(error.expected == "a vertex not yet connected to 2 (the edges must form a tree)");
    CHECK(error.found == "'1'");

    CHECK(answers_by(tree_hackenbush::solve, suite, "3\n2 2\n1 3\n", false, &error) == "");  // a loop
    CHECK(error.line == 2);
    CHECK(error.expected == "a vertex not yet connected to 2 (the edges must form a tree)");

    CHECK(answers_by(tree_hackenbush::solve, suite, "4\n1 2\n3 4\n4 3\n", false, &error) == "");  // two parts
    CHECK(error.line == 4);
    CHECK(error.found == "'3'");
}

TEST_CASE("tree-hackenbush: lenient reading, and nothing may follow the tree") {
    CHECK(answers_by(tree_hackenbush::solve, suite, "3\r\n1\t2\r\n\r\n3 1") == "Bob\n");  // two leaves at 1
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(tree_hackenbush::solve, suite, "2\n1 2\n2\n", false, &error) == "Alice\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "end of input after the N - 1 edges");
    CHECK(error.found == "'2'");

    CHECK(answers_by(tree_hackenbush::solve, suite, "3\n1 2\n", false, &error) == "");
    CHECK(error.expected == "edge end x_i (integer 1..3)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(tree_hackenbush::solve, suite, "3\n1 4\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "edge end y_i (integer 1..3)");

    CHECK(answers_by(tree_hackenbush::solve, suite, "0\n", false, &error) == "");
    CHECK(error.expected == "vertex count N (integer 1..1000000)");

    CHECK(answers_by(tree_hackenbush::solve_by_reference, tree_hackenbush::reference_limits(), "16\n", false,
                     &error) == "");
    CHECK(error.expected == "vertex count N (integer 1..15)");
}

TEST_CASE("tree-hackenbush: strict mode wants the exact layout and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(tree_hackenbush::solve, judge, "1\n", true, &error) == "");
    CHECK(error.expected == "vertex count N (integer 2..100000)");

    CHECK(answers_by(tree_hackenbush::solve, judge, "2\n1  2\n", true, &error) == "");
    CHECK(error.column == 3);

    CHECK(answers_by(tree_hackenbush::solve, judge, "2\n1 2", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(tree_hackenbush::solve, judge, "2\n1 2\n\n", true, &error) == "Alice\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "end of input");
}

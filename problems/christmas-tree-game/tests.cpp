// christmas-tree-game tests: the rerooting solver against the search by the rules (reference.hpp) on every tree of
// <= 6 vertices (14 shapes, OEIS A000055), every root, k = 1..3 and small counts; against staircase Nim worked out
// root by root on random trees to 300 vertices; a path of 10^5 vertices (no recursion); the samples; input errors.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using christmas_tree_game::Tree;
using input_testing::answers_by;
using input_testing::file_text;

const christmas_tree_game::Limits suite = christmas_tree_game::suite_limits();
const christmas_tree_game::Limits judge = christmas_tree_game::judge_limits();

Tree tree_of(const std::vector<int>& parent, int k) {  // parent[v] < v for v >= 1
    Tree tree;
    tree.vertices = static_cast<int>(parent.size());
    tree.step = k;
    for (std::size_t v = 1; v < parent.size(); ++v) {
        tree.end_a.push_back(parent[v]);
        tree.end_b.push_back(static_cast<int>(v));
    }
    tree.presents.assign(parent.size(), 0);
    return tree;
}

// A rooted shape as a bracket string, children sorted: equal strings, equal rooted trees.
std::string shape(const std::vector<int>& parent, int v, int from) {
    std::vector<std::string> parts;
    for (std::size_t w = 0; w < parent.size(); ++w) {
        const bool joined = parent[w] == v || (static_cast<int>(w) == parent[static_cast<std::size_t>(v)] && v > 0);
        if (joined && static_cast<int>(w) != from) parts.push_back(shape(parent, static_cast<int>(w), v));
    }
    std::sort(parts.begin(), parts.end());
    std::string text = "(";
    for (const std::string& part : parts) text += part;
    return text + ")";
}

// One tree of every shape on n vertices: the parent arrays with parent[v] < v reach them all.
std::vector<std::vector<int> > unlabelled_trees(int n) {
    std::vector<std::vector<int> > trees;
    std::set<std::string> seen;
    std::vector<int> parent(static_cast<std::size_t>(n), -1);
    std::function<void(int)> grow = [&](int v) {
        if (v == n) {
            std::string name;
            for (int r = 0; r < n; ++r) name = r == 0 ? shape(parent, r, -1) : std::min(name, shape(parent, r, -1));
            if (seen.insert(name).second) trees.push_back(parent);
            return;
        }
        for (int p = 0; p < v; ++p) {
            parent[static_cast<std::size_t>(v)] = p;
            grow(v + 1);
        }
    };
    grow(1);
    return trees;
}

// Staircase Nim worked out root by root: a walk from the root, the presents of depth d with floor(d / k) odd xored.
unsigned long long heaps_from(const Tree& tree, int root) {
    std::vector<int> depth(static_cast<std::size_t>(tree.vertices), -1), stack(1, root);
    depth[static_cast<std::size_t>(root)] = 0;
    std::vector<std::vector<int> > near(static_cast<std::size_t>(tree.vertices));
    for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
        near[static_cast<std::size_t>(tree.end_a[e])].push_back(tree.end_b[e]);
        near[static_cast<std::size_t>(tree.end_b[e])].push_back(tree.end_a[e]);
    }
    unsigned long long x = 0;
    while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        if (depth[static_cast<std::size_t>(v)] / tree.step % 2 == 1) x ^= tree.presents[static_cast<std::size_t>(v)];
        for (int w : near[static_cast<std::size_t>(v)])
            if (depth[static_cast<std::size_t>(w)] < 0) {
                depth[static_cast<std::size_t>(w)] = depth[static_cast<std::size_t>(v)] + 1;
                stack.push_back(w);
            }
    }
    return x;
}

}  // namespace

TEST_CASE("christmas-tree-game: rerooting equals the search by the rules on every tree of <= 6 vertices") {
    const std::size_t shapes[7] = {0, 1, 1, 1, 2, 3, 6};  // OEIS A000055, trees with n unlabelled vertices
    long wins = 0, losses = 0;
    for (int n = 1; n <= 6; ++n) {
        const std::vector<std::vector<int> > trees = unlabelled_trees(n);
        CHECK(trees.size() == shapes[n]);
        // Counts 0..2 on every vertex up to 5 vertices, 0..1 on 6 (the search's positions stay under 10^3 a root).
        const unsigned long long top = n <= 5 ? 2 : 1;
        for (const std::vector<int>& parent : trees) {
            for (int k = 1; k <= 3; ++k) {
                Tree tree = tree_of(parent, k);
                christmas_tree_game::WinsBySearch search;
                std::vector<unsigned long long> a(static_cast<std::size_t>(n), 0);
                for (;;) {
                    tree.presents = a;
                    christmas_tree_game::RootValues fast;
                    for (int root = 0; root < n; ++root) {
                        const bool want = search.wins(tree, root, a);
                        if (fast(tree, root) != want) {
                            CAPTURE(parent);
                            CAPTURE(a);
                            CAPTURE(k);
                            CAPTURE(root);
                            FAIL("rerooting and the search differ");
                        }
                        (want ? wins : losses) += 1;
                    }
                    std::size_t i = 0;
                    while (i < a.size() && a[i] == top) a[i++] = 0;
                    if (i == a.size()) break;
                    ++a[i];
                }
            }
        }
    }
    CHECK(wins > 0);
    CHECK(losses > 0);
}

TEST_CASE("christmas-tree-game: rerooting equals staircase Nim root by root on random trees to 300 vertices") {
    gamesuite::SeededRandom random(1498);
    for (int i = 0; i < 120; ++i) {
        const int n = static_cast<int>(random.between(1, i < 100 ? 40 : 300));
        std::vector<int> parent(static_cast<std::size_t>(n), -1);
        for (int v = 1; v < n; ++v)
            parent[static_cast<std::size_t>(v)] =
                static_cast<int>(random.chance(30) ? v - 1 : random.between(0, v - 1));
        Tree tree = tree_of(parent, static_cast<int>(random.between(1, 20)));
        for (unsigned long long& a : tree.presents)
            a = static_cast<unsigned long long>(random.between(0, random.chance(50) ? 3 : 9223372036854775807LL));
        christmas_tree_game::RootValues fast;
        for (int root = 0; root < n; ++root) {
            CAPTURE(i);
            CAPTURE(root);
            REQUIRE(fast.heap_xor(tree, root) == heaps_from(tree, root));
        }
    }
}

TEST_CASE("christmas-tree-game: a path of 10^5 vertices, one vertex holding presents") {
    // Presents on vertex v only: rooted at r they are a heap iff floor(|r - v| / k) is odd.
    const int n = 100000, v = 31234, k = 20;
    std::string input = std::to_string(n) + " " + std::to_string(k) + "\n", want;
    for (int i = 1; i < n; ++i) input += std::to_string(i) + " " + std::to_string(i + 1) + "\n";
    for (int i = 1; i <= n; ++i) {
        input += std::string(i > 1 ? " " : "") + (i == v ? "1000000000" : "0");
        want += std::string(i > 1 ? " " : "") + ((i > v ? i - v : v - i) / k % 2 ? "1" : "0");
    }
    CHECK(answers_by(christmas_tree_game::solve, judge, input + "\n", true) == want + "\n");
}

TEST_CASE("christmas-tree-game: the sample and the testdata through the solver and the reference") {
    const std::string input = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    CHECK(file_text(GAMESUITE_TESTDATA_DIR "/sample-1.out") == "1 0 0 1 1\n");
    CHECK(answers_by(christmas_tree_game::solve, judge, input, true) == "1 0 0 1 1\n");
    CHECK(answers_by(christmas_tree_game::solve_by_reference, christmas_tree_game::reference_limits(), input) ==
          "1 0 0 1 1\n");
    CHECK(answers_by(christmas_tree_game::solve, suite, "1 5\n7\n") == "0\n");
    CHECK(answers_by(christmas_tree_game::solve, suite, "2 1\n2 1\n9223372036854775807 0\n") == "0 1\n");
}

TEST_CASE("christmas-tree-game: bad input names line and column; strict mode wants the judge's format") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(christmas_tree_game::solve, suite, "3 1\n1 2\n2 1\n0 0 0\n", false, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.column == 3);
    CHECK(error.expected == "a vertex not yet connected to 2 (the edges must form a tree)");
    CHECK(answers_by(christmas_tree_game::solve, suite, "3 21\n", false, &error) == "");
    CHECK(error.expected == "step k (integer 1..20)");
    CHECK(answers_by(christmas_tree_game::solve, judge, "2 1\n", true, &error) == "");
    CHECK(error.expected == "vertex count n (integer 3..100000)");
    CHECK(answers_by(christmas_tree_game::solve, judge, "3 1\n1 2\n2 3\n0 1000000001 0\n", true, &error) == "");
    CHECK(error.line == 4);
    CHECK(error.column == 3);
    CHECK(error.expected == "presents a_i (integer 0..1000000000)");
    CHECK(answers_by(christmas_tree_game::solve, suite, "3 1\n1 2\n2 3\n0 1\n", false, &error) == "");
    CHECK(error.expected == "presents a_i (integer 0..9223372036854775807)");
    CHECK(answers_by(christmas_tree_game::solve, suite, "3 1\n1 2\n2 3\n0 1 0\n1\n", false, &error) == "1 0 1\n");
    CHECK(error.expected == "end of input");
    CHECK(answers_by(christmas_tree_game::solve, suite, "3\t1\r\n1 2\n2 3 0 1 0") == "1 0 1\n");
}

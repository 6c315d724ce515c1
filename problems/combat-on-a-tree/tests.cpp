// combat-on-a-tree tests: the Grundy values of every subtree and the winning first moves against the game by its
// rules on every rooted tree shape of <= 8 vertices with every colouring, paths and a star of 10^5 vertices whose
// answers are worked by hand (no recursion), the tries' memory on a caterpillar, the statement's sample, and input
// handling (tree checks, colours, lenient, strict, errors).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;

const combat_on_a_tree::Limits suite = combat_on_a_tree::suite_limits();
const combat_on_a_tree::Limits judge = combat_on_a_tree::judge_limits();

// Every rooted tree on n vertices once up to isomorphism, as parent lists (parent[v] < v, vertex 0 the root): the
// lists of all recursive trees, kept by the canonical form of their shape.
std::string canonical(const std::vector<std::vector<int>>& children, int v) {
    std::vector<std::string> forms;
    for (int c : children[v]) forms.push_back(canonical(children, c));
    std::sort(forms.begin(), forms.end());
    std::string text = "(";
    for (const std::string& form : forms) text += form;
    return text + ")";
}

void extend(int n, std::vector<int>& parent, std::map<std::string, std::vector<int>>& shapes) {
    if (static_cast<int>(parent.size()) == n) {
        std::vector<std::vector<int>> children(static_cast<std::size_t>(n));
        for (int v = 1; v < n; ++v) children[parent[v]].push_back(v);
        shapes.insert(std::make_pair(canonical(children, 0), parent));
        return;
    }
    for (int p = 0; p < static_cast<int>(parent.size()); ++p) {
        parent.push_back(p);
        extend(n, parent, shapes);
        parent.pop_back();
    }
}

// A tree of parent lists, colours from the bits of `black`.
combat_on_a_tree::Tree tree_of(const std::vector<int>& parent, unsigned black) {
    combat_on_a_tree::Tree tree;
    tree.vertices = static_cast<int>(parent.size());
    for (int v = 0; v < tree.vertices; ++v) tree.black.push_back(static_cast<char>(black >> v & 1));
    for (int v = 1; v < tree.vertices; ++v) {
        tree.end_a.push_back(v);
        tree.end_b.push_back(parent[v]);
    }
    return tree;
}

std::string path_input(int n) {  // white, vertex 1 at one end, the edges listed child first
    std::string text = std::to_string(n) + "\n0";
    for (int v = 2; v <= n; ++v) text += " 0";
    text += "\n";
    for (int v = 2; v <= n; ++v) text += std::to_string(v) + " " + std::to_string(v - 1) + "\n";
    return text;
}

}  // namespace

TEST_CASE("combat-on-a-tree: every subtree's value and the winners match the search on every tree of <= 8 vertices") {
    int cases = 0, lost = 0;
    for (int n = 1; n <= 8; ++n) {
        std::vector<int> root(1, 0);
        std::map<std::string, std::vector<int>> shapes;
        extend(n, root, shapes);
        const std::size_t expected_shapes[] = {1, 1, 2, 4, 9, 20, 48, 115};  // OEIS A000081
        CHECK(shapes.size() == expected_shapes[n - 1]);
        for (const auto& shape : shapes)
            for (unsigned black = 0; black < 1u << n; ++black) {
                const combat_on_a_tree::Tree tree = tree_of(shape.second, black);
                const combat_on_a_tree::PathPainting painting(tree);
                combat_on_a_tree::PaintSearch search(tree);
                CAPTURE(shape.first);
                CAPTURE(black);
                REQUIRE(painting.winners == search.winners());
                // The subtree of v alone: its white vertices, every other vertex black.
                for (int v = 0; v < n; ++v) {
                    unsigned whites = 0;
                    for (int w = 0; w < n; ++w)
                        if (search.path[w] >> v & 1) whites |= search.start & 1u << w;
                    CAPTURE(v);
                    REQUIRE(painting.value[v] == static_cast<unsigned>(search.grundy(whites)));
                }
                ++cases;
                lost += painting.value[0] == 0;
            }
    }
    // Sum of A000081(n) 2^n; the lost ones as testdata/combat-on-a-tree/derive.py (Python, written apart) counts them.
    CHECK(cases == 37238);
    CHECK(lost == 3134);
}

TEST_CASE("combat-on-a-tree: the statement's sample, through the solver and the reference") {
    const std::string input = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    CHECK(answers_by(combat_on_a_tree::solve, suite, input) == "5\n");
    CHECK(answers_by(combat_on_a_tree::solve, judge, input, true) == "5\n");
    CHECK(answers_by(combat_on_a_tree::solve_by_reference, combat_on_a_tree::reference_limits(), input) == "5\n");
}

TEST_CASE("combat-on-a-tree: white paths and a star of 10^5 vertices, worked by hand, walked without recursion") {
    // The white path below a chosen vertex is all that is left, a Nim heap of its length: only the far end wins.
    CHECK(answers_by(combat_on_a_tree::solve, judge, path_input(100000), true) == "100000\n");
    // Vertex 1 in the middle of a white path of 2k + 1: choosing it leaves k xor k, any other vertex a nonzero xor.
    const int k = 50000;
    std::string middle = std::to_string(2 * k + 1) + "\n0";
    for (int v = 2; v <= 2 * k + 1; ++v) middle += " 0";
    middle += "\n";
    for (int v = 2; v <= 2 * k + 1; ++v)  // 1-2-4-6-.. and 1-3-5-7-..
        middle += std::to_string(v) + " " + std::to_string(v <= 3 ? 1 : v - 2) + "\n";
    CHECK(answers_by(combat_on_a_tree::solve, suite, middle) == "1\n");
    // A white star of n - 1 leaves, each worth 1: with n - 1 odd a leaf leaves the other n - 2, worth 0.
    const int n = 100000;
    std::string star = std::to_string(n) + "\n0", winners;
    for (int v = 2; v <= n; ++v) star += " 0";
    star += "\n";
    for (int v = 2; v <= n; ++v) {
        star += "1 " + std::to_string(v) + "\n";
        winners += std::to_string(v) + "\n";
    }
    CHECK(answers_by(combat_on_a_tree::solve, judge, star, true) == winners);
}

TEST_CASE("combat-on-a-tree: the tries hold few nodes at once on a caterpillar, its heavy child merged first") {
    // A white spine of 50000 vertices from vertex 1, each with a white leaf: every spine vertex's leaf is a light
    // child, done before the spine below it were the light children merged first; the sets of 17 bits would then
    // wait all along the spine, 17 nodes each at least.
    const int spine = 50000;
    combat_on_a_tree::Tree tree;
    tree.vertices = 2 * spine;
    tree.black.assign(static_cast<std::size_t>(tree.vertices), 0);
    for (int v = 1; v < spine; ++v) {
        tree.end_a.push_back(v - 1);
        tree.end_b.push_back(v);
    }
    for (int v = 0; v < spine; ++v) {
        tree.end_a.push_back(v);
        tree.end_b.push_back(spine + v);
    }
    const combat_on_a_tree::PathPainting painting(tree);
    CAPTURE(painting.trie_nodes);
    CHECK(painting.trie_nodes < 1000);
}

TEST_CASE("combat-on-a-tree: edges in either orientation; colours 0 white, 1 black") {
    CHECK(answers_by(combat_on_a_tree::solve, suite, "1\n0\n") == "1\n");
    CHECK(answers_by(combat_on_a_tree::solve, suite, "1\n1\n") == "-1\n");
    CHECK(answers_by(combat_on_a_tree::solve, suite, "2\n1 0\n2 1\n") == "2\n");
    CHECK(answers_by(combat_on_a_tree::solve, suite, "2\n0 0\n2 1\n") == "2\n");  // choosing 1 leaves 2 white
    CHECK(answers_by(combat_on_a_tree::solve, suite, "5\n1 0 0 0 0\n2 1\n3 2\n4 1\n5 4\n") == "-1\n");
}

TEST_CASE("combat-on-a-tree: bad input: a colour other than 0 or 1, edges that do not form a tree") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(combat_on_a_tree::solve, suite, "2\n0 2\n1 2\n", false, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.column == 3);
    CHECK(error.expected == "colour of a vertex, 0 white or 1 black (integer 0..1)");

    CHECK(answers_by(combat_on_a_tree::solve, suite, "3\n0 0 0\n1 2\n2 1\n", false, &error) == "");
    CHECK(error.line == 4);
    CHECK(error.expected == "a vertex not yet connected to 2 (the edges must form a tree)");
    CHECK(error.found == "'1'");

    CHECK(answers_by(combat_on_a_tree::solve, suite, "2\n0 0\n1 3\n", false, &error) == "");
    CHECK(error.expected == "edge end v (integer 1..2)");

    CHECK(answers_by(combat_on_a_tree::solve, suite, "2\n0 0\n1 2\n2\n", false, &error) == "2\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "end of input after the N - 1 edges");

    CHECK(answers_by(combat_on_a_tree::solve, suite, "0\n", false, &error) == "");
    CHECK(error.expected == "vertex count N (integer 1..1000000)");

    CHECK(answers_by(combat_on_a_tree::solve_by_reference, combat_on_a_tree::reference_limits(), "17\n", false,
                     &error) == "");
    CHECK(error.expected == "vertex count N (integer 1..16)");
}

TEST_CASE("combat-on-a-tree: lenient reading; strict mode wants the exact layout and the judge's limits") {
    CHECK(answers_by(combat_on_a_tree::solve, suite, "3\r\n0\t0 0\r\n\r\n1 2\r\n3 1") == "1\n");  // 1 over 2 leaves
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(combat_on_a_tree::solve, judge, "100001\n", true, &error) == "");
    CHECK(error.expected == "vertex count N (integer 1..100000)");

    CHECK(answers_by(combat_on_a_tree::solve, judge, "2\n0  0\n1 2\n", true, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.column == 3);

    CHECK(answers_by(combat_on_a_tree::solve, judge, "2\n0 0\n1 2", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(combat_on_a_tree::solve, judge, "2\n0 0\n1 2\n\n", true, &error) == "2\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "end of input");
}

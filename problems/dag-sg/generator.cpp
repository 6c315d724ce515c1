// dag-sg-gen: seeded judge input. Small: what dag-sg-reference answers (reference.hpp): DAGs on 1..10 vertices with
// shuffled labels (so edges into vertex N - 1 are common), queries of 1..4 tokens, often sharing a vertex. Judge:
// 3 cases at the judge's limits (problem.hpp), N = 1000 and a dense DAG (about N^2 / 4 edges), 100 queries each.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_case(gamesuite::SeededRandom& random, int n, int density, long long queries, long long max_tokens) {
    // rank[v]: v's place in a hidden topological order; edges go from lower to higher rank only.
    std::vector<int> rank(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) rank[v] = v;
    for (int i = n; i > 1; --i) std::swap(rank[i - 1], rank[static_cast<std::size_t>(random.between(0, i - 1))]);
    if (random.chance(40)) std::swap(rank[n - 1], *std::max_element(rank.begin(), rank.end()));  // N - 1 a sink
    gamesuite::print("%d\n", n);
    std::vector<int> out;
    for (int v = 0; v < n; ++v) {
        out.clear();
        for (int w = 0; w < n; ++w)
            if (rank[w] > rank[v] && random.chance(w == n - 1 ? 60 : density)) out.push_back(w);
        gamesuite::shuffle(random, out);
        gamesuite::print("%d", static_cast<int>(out.size()));
        for (std::size_t i = 0; i < out.size(); ++i) gamesuite::print(" %d", out[i]);
        gamesuite::print("\n");
    }
    for (long long q = 0; q < queries; ++q) {
        const long long count = random.between(1, max_tokens);
        gamesuite::print("%lld", count);
        int last = static_cast<int>(random.between(0, n - 1));
        for (long long i = 0; i < count; ++i) {
            if (!random.chance(30)) last = static_cast<int>(random.between(0, n - 1));  // else the same vertex again
            gamesuite::print(" %d", last);
        }
        gamesuite::print("\n");
    }
    gamesuite::print("0\n");
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) {
        const dag_sg::Limits limits = dag_sg::reference_limits();
        const long long cases = random.between(1, 5);
        for (long long c = 0; c < cases; ++c) {
            if (c > 0 && random.chance(50)) gamesuite::print("\n");
            write_case(random, static_cast<int>(random.between(1, limits.max_vertices)),
                       static_cast<int>(random.between(10, 60)), random.between(1, 8), limits.max_tokens);
        }
    } else {
        const dag_sg::Limits limits = dag_sg::judge_limits();
        for (int c = 0; c < 3; ++c) {
            if (c > 0) gamesuite::print("\n");
            write_case(random, static_cast<int>(limits.max_vertices), 50, 100, limits.max_tokens);
        }
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

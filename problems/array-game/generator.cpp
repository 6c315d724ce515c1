// array-game-gen: seeded input. Small: what array-game-reference answers (reference.hpp), n up to 14 and up to 20
// queries, about a third of them lost by construction (a last white cell whose value cancels the others, found by
// the solver's table: only the input is built with it, never the expected answer). Judge: n = 10^9 or just below,
// K = 100 queries of w = 100 distinct cells, small cells and cells anywhere mixed, a third lost by construction.
#include <algorithm>
#include <set>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

void write_query(gamesuite::SeededRandom& random, const array_game::DivisorBlockGrundy& grundy, long long whites,
                 long long small_cells) {
    const long long n = grundy.n();
    std::set<long long> cells;
    std::vector<long long> order;
    const bool lost = random.chance(33) && whites > 1;
    while (static_cast<long long>(order.size()) < whites - (lost ? 1 : 0)) {
        const long long cell =
            random.chance(50) ? random.between(1, std::min(n, small_cells)) : random.between(1, n);
        if (cells.insert(cell).second) order.push_back(cell);
    }
    if (lost) {
        unsigned sum = 0;
        for (long long x : order) sum ^= grundy.cell(x);
        for (long long y = 1; y <= std::min(n, 2 * small_cells); ++y)  // a cell worth the sum, if a small one is
            if (grundy.cell(y) == sum && cells.insert(y).second) {
                order.push_back(y);
                break;
            }
    }
    gamesuite::print("%lu\n", static_cast<unsigned long>(order.size()));
    for (std::size_t i = 0; i < order.size(); ++i) gamesuite::print(i + 1 < order.size() ? "%lld " : "%lld\n", order[i]);
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const array_game::Limits limits = small ? array_game::reference_limits() : array_game::judge_limits();
    const long long n = small ? random.between(1, limits.max_n)
                              : (random.chance(50) ? limits.max_n : limits.max_n - random.between(0, 1000000));
    array_game::DivisorBlockGrundy grundy;
    grundy.prepare(n);
    const long long queries = small ? random.between(1, 20) : limits.max_queries;
    gamesuite::print("%lld\n%lld\n", n, queries);
    for (long long q = 0; q < queries; ++q) {
        const long long whites = small ? random.between(1, std::min(n, limits.max_whites)) : limits.max_whites;
        write_query(random, grundy, whites, small ? n : 1000);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

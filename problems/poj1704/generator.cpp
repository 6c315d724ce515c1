// poj1704-gen: seeded judge input. Small: <= 20 cases of <= 5 pieces on cells <= 20, within what poj1704-reference
// answers (reference.hpp). Judge: cases at the judge's limits (problem.hpp). About 40% of cases are lost for Georgia.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"

namespace {

// `count` distinct cells of 1..max_cell, ascending (count <= max_cell).
std::vector<long long> distinct_cells(gamesuite::SeededRandom& random, long long count, long long max_cell) {
    std::vector<bool> taken(static_cast<std::size_t>(max_cell) + 1, false);
    std::vector<long long> cells;
    while (static_cast<long long>(cells.size()) < count) {
        const long long cell = random.between(1, max_cell);
        if (taken[static_cast<std::size_t>(cell)]) continue;
        taken[static_cast<std::size_t>(cell)] = true;
        cells.push_back(cell);
    }
    std::sort(cells.begin(), cells.end());
    return cells;
}

// Plays Georgia's winning move (Bouton's, on the pair gaps) when she has one:
// the right piece of one pair moves left, and the result is lost for Georgia.
void make_losing(std::vector<long long>& cells) {
    std::vector<std::size_t> right_pieces;
    std::vector<long long> heaps;
    std::size_t right = cells.size();
    for (; right >= 2; right -= 2) {
        right_pieces.push_back(right - 1);
        heaps.push_back(cells[right - 1] - cells[right - 2] - 1);
    }
    if (right == 1) {
        right_pieces.push_back(0);
        heaps.push_back(cells[0] - 1);
    }
    const gamecore::NimMove move = gamecore::winning_nim_move(heaps.begin(), heaps.end());
    if (move.exists) cells[right_pieces[move.heap]] -= heaps[move.heap] - static_cast<long long>(move.new_size);
}

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    // Small stays below the reference's limits: C(20, 5) = 15504 positions keep each stress seed quick.
    const poj1704::Limits limits = small ? poj1704::reference_limits() : poj1704::judge_limits();
    const long long max_pieces = small ? std::min(5LL, limits.max_pieces) : limits.max_pieces;
    const long long max_cell = small ? std::min(20LL, limits.max_position) : limits.max_position;
    const long long cases = small ? random.between(1, std::min(20LL, limits.max_cases)) : limits.max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = small || random.chance(30) ? random.between(1, max_pieces) : max_pieces;
        std::vector<long long> cells = distinct_cells(random, count, max_cell);
        if (random.chance(40)) make_losing(cells);
        gamesuite::shuffle(random, cells);  // the input lists them in any order
        gamesuite::print("%lld\n", count);
        for (std::size_t i = 0; i < cells.size(); ++i) gamesuite::print(i + 1 < cells.size() ? "%lld " : "%lld\n", cells[i]);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

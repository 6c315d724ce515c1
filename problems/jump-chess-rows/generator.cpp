// jump-chess-rows-gen: seeded judge input. Small: 1 to 8 tests of 1 to 6 rows of every density, pieces packed at
// the right end, empty and full rows, cells in any order, and tests of rows in equal pairs (xor 0, lost). Judge: 100
// tests of 1000 rows, the same shapes.
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// A row: a 20-bit mask, bit p - 1 for a piece on cell p.
unsigned random_row(gamesuite::SeededRandom& random) {
    const int shape = static_cast<int>(random.between(0, 9));
    if (shape == 0) return 0;                                  // empty: m = 0
    if (shape == 1) return (1u << jump_chess_rows::width) - 1;  // full: no move
    if (shape == 2) {                                           // a packed block at the right end, a few strays
        const int block = static_cast<int>(random.between(1, 12));
        unsigned row = ((1u << block) - 1) << (jump_chess_rows::width - block);
        for (int k = static_cast<int>(random.between(0, 3)); k > 0; --k) row |= 1u << random.between(0, jump_chess_rows::width - 1);
        return row;
    }
    const int density = static_cast<int>(random.between(5, 95));  // percent of the cells holding a piece
    unsigned row = 0;
    for (int cell = 0; cell < jump_chess_rows::width; ++cell)
        if (random.chance(density)) row |= 1u << cell;
    return row;
}

// The row's cells, ascending, or (a third of the rows) shuffled: the statement does not sort them.
void print_row(gamesuite::SeededRandom& random, unsigned row) {
    std::vector<int> cells;
    for (int cell = 1; cell <= jump_chess_rows::width; ++cell)
        if (row >> (cell - 1) & 1u) cells.push_back(cell);
    if (random.chance(33)) gamesuite::shuffle(random, cells);
    gamesuite::print("%d", static_cast<int>(cells.size()));
    for (int cell : cells) gamesuite::print(" %d", cell);
    gamesuite::print("\n");
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long tests = small ? random.between(1, 8) : 100;
    gamesuite::print("%lld\n", tests);
    for (long long t = 0; t < tests; ++t) {
        const long long rows = small ? random.between(1, 6) : 1000;
        std::vector<unsigned> list;
        if (random.chance(35)) {  // equal pairs: the xor is 0
            while (static_cast<long long>(list.size()) + 2 <= rows) {
                const unsigned row = random_row(random);
                list.push_back(row);
                list.push_back(row);
            }
            if (static_cast<long long>(list.size()) < rows) list.push_back(random.chance(50) ? 0u : random_row(random));
            gamesuite::shuffle(random, list);
        } else {
            for (long long r = 0; r < rows; ++r) list.push_back(random_row(random));
        }
        gamesuite::print("%lld\n", rows);
        for (unsigned row : list) print_row(random, row);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

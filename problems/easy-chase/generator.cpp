// easy-chase-gen: seeded queries. Small: boards up to the reference's limit (reference.hpp), up to 40 queries.
// Judge: 1,000 queries on boards up to TopCoder's limit (problem.hpp), half of them at that largest n,
// some with the checkers adjacent.
#include <cstdio>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long min_board = easy_chase::min_board;
    const long long max_board = small ? easy_chase::reference_limits().max_board : easy_chase::judge_limits().max_board;
    const long long queries = small ? random.between(1, 40) : 1000;
    for (long long i = 0; i < queries; ++i) {
        // Judge size: half the queries on the largest board, the slowest to solve.
        const long long n = !small && random.chance(50) ? max_board : random.between(min_board, max_board);
        const long long row_white = random.between(1, n), column_white = random.between(1, n);
        long long row_black, column_black;
        if (random.chance(20)) {  // adjacent: white captures at once, the only way white wins
            row_black = row_white;
            column_black = column_white;
            long long& moved = random.chance(50) ? row_black : column_black;
            moved += moved == 1 ? 1 : moved == n ? -1 : random.chance(50) ? 1 : -1;
        } else {
            do {
                row_black = random.between(1, n);
                column_black = random.between(1, n);
            } while (row_black == row_white && column_black == column_white);
        }
        gamesuite::print("%lld %lld %lld %lld %lld\n", n, row_white, column_white, row_black, column_black);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

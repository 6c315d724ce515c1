// treblecross-moves-gen: seeded judge input. Small: 1 to 6 boards of 3..14 cells (what the reference's search
// answers), X density varied so that immediate wins, poisoned boards and lost boards all come up. Judge: 99 boards
// of up to 200 cells: empty, sparse, dense, and boards made lost by the solver's table (an X moved until the sum is 0).
#include <string>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

// A board of `length` cells, each X with the given chance unless it would make XXX.
std::string random_board(gamesuite::SeededRandom& random, long long length, int percent) {
    std::string board;
    for (long long i = 0; i < length; ++i) {
        const std::size_t n = board.size();
        const bool third = n >= 2 && board[n - 1] == 'X' && board[n - 2] == 'X';
        board += !third && random.chance(percent) ? 'X' : '.';
    }
    return board;
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const treblecross_moves::Limits limits =
        small ? treblecross_moves::reference_limits() : treblecross_moves::judge_limits();
    const long long count = small ? random.between(1, 6) : limits.max_cases;
    gamesuite::print("%lld\n", count);
    treblecross_moves::WinningCells solver;
    for (long long i = 0; i < count; ++i) {
        const long long kind = random.between(0, 4);
        const long long length = kind == 0 && !small ? limits.max_length - random.between(0, 5)
                                                      : random.between(limits.min_length, limits.max_length);
        const int percent = kind == 1 ? 0 : kind == 2 ? 40 : static_cast<int>(random.between(3, 20));
        std::string board = random_board(random, length, percent);
        // kind 3: a few tries for a lost board (the solver finds no winning cell), keeping the last try.
        for (int tries = 0; kind == 3 && tries < 20 && !solver(board).empty(); ++tries)
            board = random_board(random, length, percent);
        gamesuite::print("%s\n", board.c_str());
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

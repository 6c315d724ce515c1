// rabbit-egg-gen: seeded judge input, a board and the record of a game Dandan won, every move legal. Small: boards
// of up to 16 cells (what rabbit-egg-reference searches), most cells reachable by the empty cell so that games run
// long. Judge: a 40 x 40 board with a few cells out of reach and the longest of many games played with a bias for
// long ones (Warnsdorff: the move that leaves the fewest onward moves), k in the hundreds (statement.md).
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

struct Board {
    int rows, cols;
    std::string cells;
    int start;
};

// The legal moves from `hole` for `mover`: the cells next to it holding the mover's colour.
std::vector<int> legal_moves(const Board& board, const std::string& cells, int hole, char mover) {
    std::vector<int> moves;
    const int r = hole / board.cols, c = hole % board.cols;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d], nc = c + dc[d];
        if (nr >= 0 && nr < board.rows && nc >= 0 && nc < board.cols && cells[nr * board.cols + nc] == mover)
            moves.push_back(nr * board.cols + nc);
    }
    return moves;
}

// Plays one game to its end: each mover takes, with chance `greedy` percent, the move after which the opponent
// has the fewest replies (ties broken at random), else a random move. The moves, in order.
std::vector<int> play(gamesuite::SeededRandom& random, const Board& board, int greedy) {
    std::string cells = board.cells;
    int hole = board.start;
    std::vector<int> moves;
    for (std::size_t j = 0;; ++j) {
        const char mover = rabbit_egg::colour_of_mover(j);
        const std::vector<int> options = legal_moves(board, cells, hole, mover);
        if (options.empty()) return moves;
        int chosen = options[static_cast<std::size_t>(random.between(0, static_cast<long long>(options.size()) - 1))];
        if (random.chance(greedy)) {
            std::size_t fewest = 5;
            const char other = rabbit_egg::colour_of_mover(j + 1);
            for (std::size_t i = 0; i < options.size(); ++i) {
                std::string after = cells;
                after[hole] = mover;
                after[options[i]] = rabbit_egg::empty;
                const std::size_t replies = legal_moves(board, after, options[i], other).size();
                if (replies < fewest || (replies == fewest && random.chance(50))) {
                    fewest = replies;
                    chosen = options[i];
                }
            }
        }
        cells[hole] = mover;
        cells[chosen] = rabbit_egg::empty;
        hole = chosen;
        moves.push_back(chosen);
    }
}

// A board on which the empty cell can reach each cell with chance `reach` percent: a cell of the start's parity
// is black when reachable (else white), a cell of the other parity white when reachable.
Board random_board(gamesuite::SeededRandom& random, int rows, int cols, int reach) {
    Board board;
    board.rows = rows;
    board.cols = cols;
    board.start = static_cast<int>(random.between(0, rows * cols - 1));
    const int parity = (board.start / cols + board.start % cols) % 2;
    for (int cell = 0; cell < rows * cols; ++cell) {
        const bool start_parity = (cell / cols + cell % cols) % 2 == parity;
        const bool reachable = random.chance(reach);
        board.cells += start_parity == reachable ? rabbit_egg::black : rabbit_egg::white;
    }
    board.cells[board.start] = rabbit_egg::empty;
    return board;
}

void write_input(const Board& board, const std::vector<int>& moves, bool trailing_spaces) {
    const char* const end = trailing_spaces ? " \n" : "\n";
    gamesuite::print("%d %d%s", board.rows, board.cols, end);
    for (int r = 0; r < board.rows; ++r)
        gamesuite::print("%s%s", board.cells.substr(static_cast<std::size_t>(r * board.cols), board.cols).c_str(), end);
    gamesuite::print("%d%s", static_cast<int>(moves.size() / 2), end);
    for (std::size_t j = 0; j < moves.size(); ++j)
        gamesuite::print("%d %d%s", moves[j] / board.cols + 1, moves[j] % board.cols + 1, end);
}

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) {
        const int max_cells = static_cast<int>(rabbit_egg::reference_limits().max_cells);
        for (;;) {
            int rows = static_cast<int>(random.between(1, 4));
            int cols = static_cast<int>(random.between(1, max_cells / rows));
            if (random.chance(50)) std::swap(rows, cols);
            const int reach_choices[4] = {50, 75, 90, 100};
            const Board board = random_board(random, rows, cols, reach_choices[random.between(0, 3)]);
            const int greedy = static_cast<int>(random.between(0, 60));
            for (int attempt = 0; attempt < 20; ++attempt) {
                const std::vector<int> moves = play(random, board, greedy);
                // Dandan must have won: Tutu, to move after an even number of moves, is stuck. A game with no move
                // at all (k = 0, beyond the judge) is kept now and then.
                if (moves.size() % 2 != 0 || (moves.empty() && !random.chance(5))) continue;
                write_input(board, moves, random.chance(50));
                return;
            }
        }
    }
    const rabbit_egg::Limits judge = rabbit_egg::judge_limits();
    const int rows = static_cast<int>(judge.max_rows), cols = static_cast<int>(judge.max_cols);
    for (;;) {
        const Board board = random_board(random, rows, cols, 97);
        std::vector<int> longest;
        for (int attempt = 0; attempt < 200; ++attempt) {
            const std::vector<int> moves = play(random, board, 95);
            if (moves.size() % 2 == 0 && moves.size() > longest.size() &&
                static_cast<long long>(moves.size() / 2) <= judge.max_rounds)
                longest = moves;
        }
        if (static_cast<long long>(longest.size() / 2) < judge.min_rounds) continue;
        write_input(board, longest, true);  // the judge's files end each line with a space
        return;
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

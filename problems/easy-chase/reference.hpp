// TheEasyChase reference: Fang Zhanpeng's paper on partizan games (方展鹏, 浅谈如何解决不平等博弈问题), section 3.2,
// verbatim; O(k n^4) per board. Its decision shares no code with solver.hpp, which tests.cpp checks against it.
#ifndef EASY_CHASE_REFERENCE_HPP
#define EASY_CHASE_REFERENCE_HPP

#include <cstddef>
#include <deque>
#include <map>
#include <string>
#include <vector>

#include "problem.hpp"

namespace easy_chase {

// The boards of easy-chase-reference and of the tests' every-state comparison; the
// iteration itself works for any n (n = 64: about 7 s and 180 MB).
const int max_reference_board = 10;

// The paper's method: f set to +-INF at the finished positions, then the
// min/max equations re-evaluated through a queue until nothing changes.
// f(G) > 0: white (player L) wins after INF - f(G) moves in all; f(G) < 0:
// black (player R) wins after INF + f(G) moves; 0: never decided (a draw).
// White maximises f, black minimises it, and a move away from G' adds one
// move: f(G) = max or min over G' of f(G') - sign(f(G')).
class ChaseIteration {
public:
    static constexpr int infinite = 100000000;

    explicit ChaseIteration(int n) : n_(n), cells_(n * n), f_(2 * static_cast<std::size_t>(cells_) * cells_, 0) {
        for (int cell = 0; cell < cells_; ++cell) {
            white_steps_.push_back(neighbours(cell, 1));
            black_steps_.push_back(neighbours(cell, 2));
        }
        std::vector<char> queued(f_.size(), 0);
        std::deque<std::size_t> queue;
        // Finished games: black has just landed on white (white to move, lost)
        // or white has just landed on black (black to move, lost).
        for (int cell = 0; cell < cells_; ++cell) {
            for (bool white_to_move : {true, false}) {
                const std::size_t s = state(white_to_move, cell, cell);
                f_[s] = white_to_move ? -infinite : infinite;
                queue.push_back(s);
                queued[s] = 1;
            }
        }
        while (!queue.empty()) {
            const std::size_t y = queue.front();
            queue.pop_front();
            queued[y] = 0;
            const bool y_white_to_move = y % 2 == 0;
            const int y_white = static_cast<int>(y / 2 / cells_), y_black = static_cast<int>(y / 2 % cells_);
            // Every unfinished X with a move to Y: the player who moved into Y steps back.
            const bool x_white_to_move = !y_white_to_move;
            for (int back : x_white_to_move ? white_steps_[y_white] : black_steps_[y_black]) {
                const int x_white = x_white_to_move ? back : y_white;
                const int x_black = x_white_to_move ? y_black : back;
                if (x_white == x_black) continue;
                const std::size_t x = state(x_white_to_move, x_white, x_black);
                const int updated = evaluate(x_white_to_move, x_white, x_black);
                if (updated != f_[x]) {
                    f_[x] = updated;
                    if (!queued[x]) {
                        queued[x] = 1;
                        queue.push_back(x);
                    }
                }
            }
        }
    }

    // f of a position; rows and columns 0-based.
    int value(bool white_to_move, int white_row, int white_column, int black_row, int black_column) const {
        return f_[state(white_to_move, white_row * n_ + white_column, black_row * n_ + black_column)];
    }

private:
    std::size_t state(bool white_to_move, int white, int black) const {
        return (static_cast<std::size_t>(white) * cells_ + black) * 2 + (white_to_move ? 0 : 1);
    }

    // Cells 1..max_step steps away in a straight line, on the board.
    std::vector<int> neighbours(int cell, int max_step) const {
        std::vector<int> out;
        const int row = cell / n_, column = cell % n_;
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int d = 0; d < 4; ++d)
            for (int step = 1; step <= max_step; ++step) {
                const int r = row + dr[d] * step, c = column + dc[d] * step;
                if (r >= 0 && r < n_ && c >= 0 && c < n_) out.push_back(r * n_ + c);
            }
        return out;
    }

    static int sign(int v) { return (v > 0) - (v < 0); }

    // The transition equation at an unfinished position.
    int evaluate(bool white_to_move, int white, int black) const {
        int best = 0;
        bool first = true;
        for (int to : white_to_move ? white_steps_[white] : black_steps_[black]) {
            const int next = white_to_move ? f_[state(false, to, black)] : f_[state(true, white, to)];
            const int candidate = next - sign(next);
            if (first || (white_to_move ? candidate > best : candidate < best)) best = candidate;
            first = false;
        }
        return best;
    }

    int n_;
    int cells_;
    std::vector<std::vector<int>> white_steps_, black_steps_;  // per cell: where a move can go
    std::vector<int> f_;
};

inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_board = max_reference_board;
    return limits;
}

inline std::string reference_description() {
    return "TheEasyChase reference: the iteration of Fang Zhanpeng's paper on partizan games,\n"
           "section 3.2: f = +-(INF - moves) from the finished positions until nothing\n"
           "changes. Same input and output as easy-chase, for small boards.";
}

// The Result for white to move from the paper's f.
inline Result result_of(int f) {
    Result result;
    result.outcome = f == 0 ? gamecore::DRAW : f > 0 ? gamecore::WIN : gamecore::LOSS;
    result.moves = f == 0 ? 0 : static_cast<unsigned>(ChaseIteration::infinite - (f > 0 ? f : -f));
    return result;
}

// The reference's decision for answer_queries: each board's iteration is run on its first query and kept.
class IterationsByBoard {
public:
    Result operator()(int n, int row_white, int column_white, int row_black, int column_black) {
        return result_of(iteration(n).value(true, row_white - 1, column_white - 1, row_black - 1, column_black - 1));
    }

    const ChaseIteration& iteration(int n) { return iterations_.try_emplace(n, n).first->second; }

private:
    std::map<int, ChaseIteration> iterations_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One iteration a board size for every input the process reads: the in-process stress run's seeds ask the same
    // few sizes again and again.
    static IterationsByBoard decide;
    answer_queries(in, limits, out, decide);
}

}  // namespace easy_chase

#endif

// HDU 3404 reference: the 2-D coin-turning game played by its rules on boards to 4 x 4 (a board a bitmask), every
// board's Grundy value the mex over its moves, no nim product and no sum of games. O(2^cells x moves), 2^16 boards.
// Used by tests.cpp (also 5 x 3: the Tartan theorem proven there), the stress and switch-lights-reference.
#ifndef SWITCH_LIGHTS_REFERENCE_HPP
#define SWITCH_LIGHTS_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace switch_lights {

// A board of rows x columns cells, (x, y) from (1, 1): bit (x - 1) * columns + (y - 1) set when that light is on.
// A move picks a light on at (x2, y2) and any x1 <= x2, y1 <= y2, and toggles the rectangle's distinct corners: four,
// two (a segment) or one (the light alone).
struct BoardRules {
    typedef unsigned long Board;

    BoardRules(int rows, int columns) : rows(rows), columns(columns) {}

    Board bit(long long x, long long y) const { return 1UL << ((x - 1) * columns + (y - 1)); }

    // The corners of the rectangle (x1, y1)-(x2, y2), each distinct cell once.
    Board corners(long long x1, long long y1, long long x2, long long y2) const {
        Board cells = bit(x2, y2);
        if (x1 != x2) cells |= bit(x1, y2);
        if (y1 != y2) cells |= bit(x2, y1);
        if (x1 != x2 && y1 != y2) cells |= bit(x1, y1);
        return cells;
    }

    // Every move from `board`, as the board it leaves: lights (x2, y2) in row-major order, then x1, then y1.
    void moves(Board board, std::vector<Board>& out) const {
        for (long long x2 = 1; x2 <= rows; ++x2)
            for (long long y2 = 1; y2 <= columns; ++y2) {
                if (!(board & bit(x2, y2))) continue;
                for (long long x1 = 1; x1 <= x2; ++x1)
                    for (long long y1 = 1; y1 <= y2; ++y1) out.push_back(board ^ corners(x1, y1, x2, y2));
            }
    }

    int rows, columns;
};

// The Grundy value of every board of rows x columns, by the rules: a move switches (x2, y2) off and toggles only cells
// of lower bits, so it leaves a smaller mask, and the boards in increasing order meet every option before the board.
class BoardTable {
public:
    BoardTable(int rows, int columns) : rules_(rows, columns), grundy_(1UL << (rows * columns), 0) {
        std::vector<BoardRules::Board> options;
        gamecore::MexBuffer mex;
        for (BoardRules::Board board = 1; board < grundy_.size(); ++board) {
            options.clear();
            rules_.moves(board, options);
            mex.begin(options.size());
            for (std::size_t i = 0; i < options.size(); ++i) mex.add(grundy_[options[i]]);
            grundy_[board] = static_cast<unsigned char>(mex.mex());
        }
    }

    const BoardRules& rules() const { return rules_; }
    unsigned grundy(BoardRules::Board board) const { return grundy_[board]; }

private:
    BoardRules rules_;
    std::vector<unsigned char> grundy_;  // a mex of at most (1 + 2 + 3 + 4)^2 = 100 options at 4 x 4
};

// The reference's boards: 4 x 4, the table built once for every input the process reads.
inline const BoardTable& reference_table() {
    static const BoardTable table(4, 4);
    return table;
}

// Boards to 4 x 4: the table's 2^16 boards.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_lights = 16;
    limits.max_coordinate = 4;
    return limits;
}

inline std::string reference_description() {
    return "HDU 3404 reference: plays the coin-turning game by its rules on boards up to 4 x 4\n"
           "(every board's value the mex over its moves, no nim product). Same input and output\n"
           "as switch-lights.";
}

// A case as the reference sees it: its lights as a 4 x 4 board.
struct BoardOfLights {
    BoardOfLights() : board(0) {}
    void clear() { board = 0; }
    void add_light(long long x, long long y) { board |= reference_table().rules().bit(x, y); }
    bool first_player_wins() const { return reference_table().grundy(board) != 0; }
    BoardRules::Board board;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    BoardOfLights board;
    answer_cases(in, limits, out, board);
}

}  // namespace switch_lights

#endif

// TopCoder TCO08 Chomp on the command line: --moves lists every winning first bite, --explain gives the fastest and
// how long the game then lasts (C++17, never judged). O(N^4) once for the widest N. Tested in-process against
// moves_by_rules, which bites every cell of the board on the reference's minimax.
#ifndef CHOMP_MOVES_HPP
#define CHOMP_MOVES_HPP

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace chomp {

// The solved shapes of the widest board asked so far, and the first bites from the full 3 x N board.
class ChompMoves {
public:
    struct Bite {
        int row, column;
        std::size_t after;  // the shape it leaves
    };

    std::vector<Bite> bites(int n) { return bites(n, n, n); }

    // Every bite from rows of a >= b >= c cells (bottom first), the poisoned one first, by row, then column.
    std::vector<Bite> bites(int a, int b, int c) {
        widen(a);
        std::vector<Bite> all;
        for (int x = 0; x < a; ++x) all.push_back({0, x, game_->index(x, std::min(b, x), std::min(c, x))});
        for (int x = 0; x < b; ++x) all.push_back({1, x, game_->index(a, x, std::min(c, x))});
        for (int x = 0; x < c; ++x) all.push_back({2, x, game_->index(a, b, x)});
        return all;
    }

    // A bite wins iff the opponent, to move at the shape it leaves, loses (shape 0: the poison eaten, a loss).
    bool wins(const Bite& bite) const { return solved_.outcome[bite.after] == gamecore::LOSS; }
    unsigned remoteness(std::size_t shape) const { return solved_.remoteness[shape]; }
    std::size_t full_board(int n) const { return game_->index(n, n, n); }
    std::size_t shape_index(int a, int b, int c) const { return game_->index(a, b, c); }
    const ChompGame& game() const { return *game_; }

private:
    void widen(int n) {
        if (game_ && game_->width() >= n) return;
        game_.reset(new ChompGame(n));
        gamecore::solve_retrograde(*game_, solved_);
    }

    std::unique_ptr<ChompGame> game_;
    gamecore::RetrogradeResult solved_;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "R,C, a first bite at row R (1 the poisoned bottom row) and column C (both from 1), taking every cell at or "
        "above it and at or right of it; by row, then column";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_widths(in, limits, out, per_case);
    }
    // A count of moves a width: positive where the first player wins, negative where the second does.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            const std::size_t digits = line.find_first_not_of('-') == 1 ? 1 : 0;
            if (line.size() == digits || line[digits] == '0' ||
                line.find_first_not_of("0123456789", digits) != std::string::npos)
                throw std::runtime_error("the judge answer '" + line + "' is no nonzero count of moves");
            return digits == 0 ? gamesuite::Outcome::win : gamesuite::Outcome::lose;
        });
    }

    gamesuite::MoveList moves(int n) {
        std::vector<std::string> moves;
        for (const ChompMoves::Bite& bite : chomp_.bites(n))
            if (chomp_.wins(bite)) moves.push_back(gamesuite::pair_left(bite.row + 1, bite.column + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, int n) {
        const std::vector<ChompMoves::Bite> bites = chomp_.bites(n);
        const unsigned moves = chomp_.remoteness(chomp_.full_board(n));
        const std::string why = "the 3 x " + std::to_string(n) + " board, solved backwards from the eaten poison "
                                "over every staircase shape, is a win in " + gamesuite::counted(moves, "move") +
                                " (the poisoned bite counted)";
        const ChompMoves::Bite* fastest = nullptr;
        for (const ChompMoves::Bite& bite : bites)
            if (chomp_.wins(bite) && (!fastest || chomp_.remoteness(bite.after) < chomp_.remoteness(fastest->after)))
                fastest = &bite;
        if (!fastest) {
            lines.explain_loss("the 3 x " + std::to_string(n) + " board is lost in " +
                               gamesuite::counted(moves, "move") + ": every bite leaves a win for the opponent");
            return;
        }
        int a, b, c;
        chomp_.game().shape(fastest->after, a, b, c);
        lines.explain_win(why, gamesuite::pair_left(fastest->row + 1, fastest->column + 1),
                          "bite row " + std::to_string(fastest->row + 1) + ", column " +
                              std::to_string(fastest->column + 1) + ": rows of " + std::to_string(a) + ", " +
                              std::to_string(b) + " and " + std::to_string(c) + " cells are left",
                          "the opponent is lost there and holds out " +
                              gamesuite::counted(chomp_.remoteness(fastest->after), "move") +
                              " at best; no other bite wins sooner");
    }

    // By the rules: every cell of the full board bitten, kept when the reference's minimax finds the opponent lost
    // on what is left; the poisoned cell loses at once.
    gamesuite::MoveList moves_by_rules(int n) {
        static CellSetChomp game;  // one memo for every input the process reads
        std::vector<std::string> moves;
        const CellSetChomp::Cells board = CellSetChomp::board(n);
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < n; ++column)
                if ((row > 0 || column > 0) && game.value(board & ~CellSetChomp::eaten_by(row, column)) < 0)
                    moves.push_back(gamesuite::pair_left(row + 1, column + 1));
        return moves;
    }

    // --play: the board after bites is a staircase, no case, so play has its own Board. Eating the poisoned cell
    // is no move here: the player left with it alone has lost (they must eat it), which is normal play's end; with
    // other cells left it is a loss at once, never a move a player wants.
    struct Board {
        int a, b, c;  // the rows' lengths from the poisoned bottom row up, a >= b >= c, a >= 1
    };
    static Board play_position(int n) { return Board{n, n, n}; }

    gamesuite::MoveList moves(const Board& board) {
        std::vector<std::string> moves;
        for (const ChompMoves::Bite& bite : chomp_.bites(board.a, board.b, board.c))
            if (chomp_.wins(bite)) moves.push_back(gamesuite::pair_left(bite.row + 1, bite.column + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        const std::vector<ChompMoves::Bite> bites = chomp_.bites(board.a, board.b, board.c);
        const unsigned moves = chomp_.remoteness(chomp_.shape_index(board.a, board.b, board.c));
        const std::string shape = "rows of " + std::to_string(board.a) + ", " + std::to_string(board.b) + " and " +
                                  std::to_string(board.c) + " cells";
        const ChompMoves::Bite* fastest = nullptr;
        for (const ChompMoves::Bite& bite : bites)
            if (chomp_.wins(bite) && (!fastest || chomp_.remoteness(bite.after) < chomp_.remoteness(fastest->after)))
                fastest = &bite;
        if (!fastest) {
            lines.explain_loss(shape + " are lost in " + gamesuite::counted(moves, "move") +
                               " (the poisoned bite counted): every bite leaves a win for the opponent");
            return;
        }
        int a, b, c;
        chomp_.game().shape(fastest->after, a, b, c);
        lines.explain_win(shape + ", solved backwards from the eaten poison, are a win in " +
                              gamesuite::counted(moves, "move") + " (the poisoned bite counted)",
                          gamesuite::pair_left(fastest->row + 1, fastest->column + 1),
                          "bite row " + std::to_string(fastest->row + 1) + ", column " +
                              std::to_string(fastest->column + 1) + ": rows of " + std::to_string(a) + ", " +
                              std::to_string(b) + " and " + std::to_string(c) + " cells are left",
                          "the opponent is lost there and holds out " +
                              gamesuite::counted(chomp_.remoteness(fastest->after), "move") +
                              " at best; no other bite wins sooner");
    }

    // By the rules: every cell but the poisoned one bitten, on the reference's minimax over sets of cells.
    gamesuite::MoveList moves_by_rules(const Board& board) {
        static CellSetChomp game;
        const int lengths[3] = {board.a, board.b, board.c};
        const CellSetChomp::Cells cells = CellSetChomp::shape(board.a, board.b, board.c);
        std::vector<std::string> moves;
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < lengths[row]; ++column)
                if ((row > 0 || column > 0) && game.value(cells & ~CellSetChomp::eaten_by(row, column)) < 0)
                    moves.push_back(gamesuite::pair_left(row + 1, column + 1));
        return moves;
    }

    // The rows from the top one down, the poisoned cell drawn '*'.
    static std::string board(const Board& board) {
        const int lengths[3] = {board.a, board.b, board.c};
        std::string text;
        for (int row = 2; row >= 0; --row) {
            const int length = lengths[row];
            text += "  row " + std::to_string(row + 1) + ":";
            if (length == 0) text += " (eaten)";
            if (length > 0) text += " " + std::string(row == 0 ? "*" : "o") + std::string(length - 1, 'o');
            if (row > 0) text += "\n";
        }
        if (board.a == 1 && board.b == 0)
            text += "\n  (only the poisoned cell is left: the player to move must eat it)";
        return text;
    }

    static std::string play(const std::string& move, Board& board) {
        long long row = 0, column = 0;
        if (!gamesuite::read_pair_left(move, row, column) || row < 1 || column < 1)
            return "write R,C (a bite at row R, column C, both from 1)";
        const int lengths[3] = {board.a, board.b, board.c};
        if (row > 3) return "there is no row " + std::to_string(row) + " (3 rows)";
        if (column > lengths[row - 1])
            return "row " + std::to_string(row) + " has " + gamesuite::counted(lengths[row - 1], "cell") +
                   ": there is no cell in column " + std::to_string(column);
        if (row == 1 && column == 1) return "that is the poisoned cell: eating it loses; bite another";
        const int x = static_cast<int>(column - 1);
        if (row == 1) board.a = x;
        if (row <= 2) board.b = std::min(board.b, x);
        board.c = std::min(board.c, x);
        return "";
    }

    // The fastest winning bite, else the one that holds out longest; "" with the poisoned cell alone left.
    std::string any_move(const Board& board) {
        const ChompMoves::Bite* best = nullptr;
        const auto better = [&](const ChompMoves::Bite& bite) {
            if (!best) return true;
            if (chomp_.wins(bite) != chomp_.wins(*best)) return chomp_.wins(bite);
            return chomp_.wins(bite) ? chomp_.remoteness(bite.after) < chomp_.remoteness(best->after)
                                     : chomp_.remoteness(bite.after) > chomp_.remoteness(best->after);
        };
        const std::vector<ChompMoves::Bite> bites = chomp_.bites(board.a, board.b, board.c);
        for (const ChompMoves::Bite& bite : bites)
            if ((bite.row > 0 || bite.column > 0) && better(bite)) best = &bite;
        return best ? gamesuite::pair_left(best->row + 1, best->column + 1) : "";
    }

private:
    ChompMoves chomp_;  // the widest board's table, built once an input
};

}  // namespace chomp

#endif

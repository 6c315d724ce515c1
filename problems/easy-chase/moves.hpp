// TopCoder SRM 423 TheEasyChase on the command line: --moves lists white's winning first steps, --explain gives the
// fastest and how long the game then lasts (C++17, never judged). O(n^4) once a board size. Tested in-process
// against moves_by_rules, which steps white every way on the reference's iteration.
#ifndef EASY_CHASE_MOVES_HPP
#define EASY_CHASE_MOVES_HPP

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace easy_chase {

// White's first steps from a query, with the solved game of its board size: each the cell it reaches and black's
// outcome to move there (LOSS: the step wins for white) with the moves left.
class ChaseMoves {
public:
    struct Step {
        int row, column;               // 1-based
        gamecore::Outcome for_black;   // black to move after the step
        unsigned moves_left;
    };

    std::vector<Step> steps(int n, int row_white, int column_white, int row_black, int column_black) {
        return steps(n, true, row_white, column_white, row_black, column_black);
    }

    // The steps of the side to move, R, C ascending, each with the opponent's outcome to move after it: white one
    // cell, black one or two in a line.
    std::vector<Step> steps(int n, bool white_to_move, int row_white, int column_white, int row_black,
                            int column_black) {
        Solved& solved = solved_for(n);
        const auto cell = [n](int r, int c) { return static_cast<std::size_t>((r - 1) * n + c - 1); };
        std::vector<Step> steps;
        const int reach = white_to_move ? 1 : 2;
        const int row_from = white_to_move ? row_white : row_black, column_from = white_to_move ? column_white
                                                                                               : column_black;
        for (int r = row_from - reach; r <= row_from + reach; ++r)
            for (int c = column_from - reach; c <= column_from + reach; ++c) {
                if (r < 1 || r > n || c < 1 || c > n || (r != row_from) == (c != column_from)) continue;
                const std::size_t white = white_to_move ? cell(r, c) : cell(row_white, column_white);
                const std::size_t black = white_to_move ? cell(row_black, column_black) : cell(r, c);
                const std::size_t p = solved.game.position(white_to_move ? BLACK_TO_MOVE : WHITE_TO_MOVE, white, black);
                steps.push_back(
                    {r, c, static_cast<gamecore::Outcome>(solved.result.outcome[p]), solved.result.remoteness[p]});
            }
        return steps;
    }

private:
    struct Solved {
        ChaseGame game;
        gamecore::RetrogradeResult result;
    };

    Solved& solved_for(int n) {
        auto found = boards_.find(n);
        if (found == boards_.end()) {
            found = boards_.emplace(n, Solved()).first;
            found->second.game = ChaseGame(n);
            gamecore::solve_retrograde(found->second.game, found->second.result);
        }
        return found->second;
    }

    std::map<int, Solved> boards_;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "R,C, the cell (row, column, from 1) white's first step goes to; up, down, left, right order as R, C "
        "ascending";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_queries(in, limits, out, per_case);
    }
    // "WHITE x" where white, who moves first, wins; "BLACK x" where black does; "DRAW".
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            if (line == "DRAW") return gamesuite::Outcome::draw;
            return gamesuite::outcome_of_words(line.substr(0, line.find(' ')), "WHITE", "BLACK");
        });
    }

    gamesuite::MoveList moves(int n, int rw, int cw, int rb, int cb) {
        std::vector<std::string> moves;
        bool drawn = false;
        for (const ChaseMoves::Step& step : chase_.steps(n, rw, cw, rb, cb)) {
            if (step.for_black == gamecore::LOSS) moves.push_back(gamesuite::pair_left(step.row, step.column));
            drawn = drawn || step.for_black == gamecore::DRAW;
        }
        if (moves.empty() && drawn) return gamesuite::MoveList::draw();
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, int n, int rw, int cw, int rb, int cb) {
        const std::vector<ChaseMoves::Step> steps = chase_.steps(n, rw, cw, rb, cb);
        const ChaseMoves::Step* fastest = nullptr;
        unsigned longest = 0;
        bool drawn = false;
        for (const ChaseMoves::Step& step : steps) {
            if (step.for_black == gamecore::LOSS && (!fastest || step.moves_left < fastest->moves_left))
                fastest = &step;
            if (step.for_black == gamecore::WIN && step.moves_left > longest) longest = step.moves_left;
            drawn = drawn || step.for_black == gamecore::DRAW;
        }
        const std::string board = "on the " + std::to_string(n) + " x " + std::to_string(n) + " board, solved "
                                  "backwards from every capture, ";
        if (fastest) {
            lines.explain_win(board + "white wins in " + gamesuite::counted(fastest->moves_left + 1, "move"),
                              gamesuite::pair_left(fastest->row, fastest->column),
                              "white steps to (" + std::to_string(fastest->row) + ", " +
                                  std::to_string(fastest->column) + ")",
                              fastest->moves_left == 0 ? "the capture"
                                                       : "black is lost there and holds out " +
                                                             gamesuite::counted(fastest->moves_left, "move") +
                                                             " at best; no other step wins sooner");
        } else if (drawn) {
            lines.explain_draw(board + "neither side can force a capture");
        } else {
            lines.explain_loss(board + "every white step leaves black a win; the longest defence lasts " +
                               gamesuite::counted(longest + 1, "move") + " in all");
        }
    }

    // By the rules: white's every step, kept when the reference's iteration finds black, to move there, lost
    // (f > 0: white wins); a step onto black is the capture.
    gamesuite::MoveList moves_by_rules(int n, int rw, int cw, int rb, int cb) {
        static IterationsByBoard iterations;  // one iteration a board size for every input the process reads
        const ChaseIteration& iteration = iterations.iteration(n);
        std::vector<std::string> moves;
        bool drawn = false;
        const int row_step[4] = {-1, 0, 0, 1}, column_step[4] = {0, -1, 1, 0};
        for (int d = 0; d < 4; ++d) {
            const int r = rw + row_step[d], c = cw + column_step[d];
            if (r < 1 || r > n || c < 1 || c > n) continue;
            const int f = iteration.value(false, r - 1, c - 1, rb - 1, cb - 1);
            if (f > 0) moves.push_back(gamesuite::pair_left(r, c));
            drawn = drawn || f == 0;
        }
        if (moves.empty() && drawn) return gamesuite::MoveList::draw();
        return moves;
    }

    // --play: black's turns are no case (a case is white to move), so play has its own Board. A side that wins
    // plays its fastest win first and the perfect person the reference's fastest: on a board that can cycle, a win
    // that is only some winning step might never arrive.
    struct Board {
        int n, row_white, column_white, row_black, column_black;
        bool white_to_move;
    };
    static Board play_position(int n, int rw, int cw, int rb, int cb) { return Board{n, rw, cw, rb, cb, true}; }

    std::vector<ChaseMoves::Step> steps(const Board& b) {
        return chase_.steps(b.n, b.white_to_move, b.row_white, b.column_white, b.row_black, b.column_black);
    }

    // The winning steps, the fastest first, then R, C ascending.
    gamesuite::MoveList moves(const Board& board) {
        std::vector<ChaseMoves::Step> winning;
        bool drawn = false;
        for (const ChaseMoves::Step& step : steps(board)) {
            if (step.for_black == gamecore::LOSS) winning.push_back(step);
            drawn = drawn || step.for_black == gamecore::DRAW;
        }
        if (winning.empty() && drawn) return gamesuite::MoveList::draw();
        std::stable_sort(winning.begin(), winning.end(), [](const ChaseMoves::Step& x, const ChaseMoves::Step& y) {
            return x.moves_left < y.moves_left;
        });
        std::vector<std::string> moves;
        for (const ChaseMoves::Step& step : winning) moves.push_back(gamesuite::pair_left(step.row, step.column));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        const std::vector<ChaseMoves::Step> all = steps(board);
        const ChaseMoves::Step* fastest = nullptr;
        unsigned longest = 0;
        bool drawn = false;
        for (const ChaseMoves::Step& step : all) {
            if (step.for_black == gamecore::LOSS && (!fastest || step.moves_left < fastest->moves_left))
                fastest = &step;
            if (step.for_black == gamecore::WIN && step.moves_left > longest) longest = step.moves_left;
            drawn = drawn || step.for_black == gamecore::DRAW;
        }
        const std::string side = board.white_to_move ? "white" : "black";
        const std::string other = board.white_to_move ? "black" : "white";
        const std::string on = "with " + side + " to move on the " + std::to_string(board.n) + " x " +
                               std::to_string(board.n) + " board, solved backwards from every capture, ";
        if (fastest) {
            lines.explain_win(on + side + " wins in " + gamesuite::counted(fastest->moves_left + 1, "move"),
                              gamesuite::pair_left(fastest->row, fastest->column),
                              side + " steps to (" + std::to_string(fastest->row) + ", " +
                                  std::to_string(fastest->column) + ")",
                              fastest->moves_left == 0 ? "the capture"
                                                       : other + " is lost there and holds out " +
                                                             gamesuite::counted(fastest->moves_left, "move") +
                                                             " at best; no other step wins sooner");
        } else if (drawn) {
            lines.explain_draw(on + "neither side can force a capture");
        } else {
            lines.explain_loss(on + "every " + side + " step leaves " + other +
                               " a win; the longest defence lasts " + gamesuite::counted(longest + 1, "move") +
                               " in all");
        }
    }

    // By the rules: every step of the side to move on the reference's iteration, kept where the mover's sign of f
    // comes out (f > 0: white wins), the fastest first, then R, C ascending.
    gamesuite::MoveList moves_by_rules(const Board& board) {
        static IterationsByBoard iterations;
        const ChaseIteration& iteration = iterations.iteration(board.n);
        std::vector<std::pair<int, std::string>> winning;  // (moves left, the step)
        bool drawn = false;
        for (int r = 1; r <= board.n; ++r)
            for (int c = 1; c <= board.n; ++c) {
                if (!step_legal(board, r, c)) continue;
                const int f = board.white_to_move
                                  ? iteration.value(false, r - 1, c - 1, board.row_black - 1, board.column_black - 1)
                                  : iteration.value(true, board.row_white - 1, board.column_white - 1, r - 1, c - 1);
                const int mine = board.white_to_move ? f : -f;
                if (mine > 0)
                    winning.push_back({ChaseIteration::infinite - mine, gamesuite::pair_left(r, c)});
                drawn = drawn || f == 0;
            }
        if (winning.empty() && drawn) return gamesuite::MoveList::draw();
        std::stable_sort(winning.begin(), winning.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
        std::vector<std::string> moves;
        for (const auto& step : winning) moves.push_back(step.second);
        return moves;
    }

    // The rules: white one cell up, down, left or right; black one or two cells in one of those directions.
    static bool step_legal(const Board& board, long long r, long long c) {
        const long long row = board.white_to_move ? board.row_white : board.row_black;
        const long long column = board.white_to_move ? board.column_white : board.column_black;
        const long long distance = (r > row ? r - row : row - r) + (c > column ? c - column : column - c);
        return r >= 1 && r <= board.n && c >= 1 && c <= board.n && (r == row || c == column) && distance >= 1 &&
               distance <= (board.white_to_move ? 1 : 2);
    }

    // The board with row 1 at the top, and who stands where.
    static std::string board(const Board& board) {
        std::string text = "  white (W) at " + gamesuite::pair_left(board.row_white, board.column_white) +
                           ", black (B) at " + gamesuite::pair_left(board.row_black, board.column_black) + "; " +
                           (board.white_to_move ? "white" : "black") + " to move";
        const std::size_t width = std::to_string(board.n).size();
        for (int r = 1; r <= board.n; ++r) {
            const std::string number = std::to_string(r);
            text += "\n  " + std::string(width - number.size(), ' ') + number + " ";
            for (int c = 1; c <= board.n; ++c) {
                const bool white = r == board.row_white && c == board.column_white;
                const bool black = r == board.row_black && c == board.column_black;
                text += white && black ? " X" : white ? " W" : black ? " B" : " .";
            }
        }
        return text;
    }

    static std::string play(const std::string& move, Board& board) {
        long long r = 0, c = 0;
        if (!gamesuite::read_pair_left(move, r, c)) return "write R,C (the cell, row and column from 1, to step to)";
        if (r < 1 || r > board.n || c < 1 || c > board.n)
            return "the board has rows and columns 1 to " + std::to_string(board.n);
        if (!step_legal(board, r, c))
            return board.white_to_move ? "white steps one cell up, down, left or right"
                                       : "black steps one or two cells up, down, left or right";
        (board.white_to_move ? board.row_white : board.row_black) = static_cast<int>(r);
        (board.white_to_move ? board.column_white : board.column_black) = static_cast<int>(c);
        board.white_to_move = !board.white_to_move;
        return "";
    }

    // The fastest win, else a step that keeps a draw, else the longest defence; "" after a capture.
    std::string any_move(const Board& board) {
        if (board.row_white == board.row_black && board.column_white == board.column_black) return "";
        const ChaseMoves::Step* best = nullptr;
        const auto rank = [](const ChaseMoves::Step& step) {
            return step.for_black == gamecore::LOSS ? 0 : step.for_black == gamecore::DRAW ? 1 : 2;
        };
        const std::vector<ChaseMoves::Step> all = steps(board);
        for (const ChaseMoves::Step& step : all) {
            if (best && rank(step) > rank(*best)) continue;
            if (best && rank(step) == rank(*best) &&
                (rank(step) == 0 ? step.moves_left >= best->moves_left : step.moves_left <= best->moves_left))
                continue;
            best = &step;
        }
        return best ? gamesuite::pair_left(best->row, best->column) : "";
    }

private:
    ChaseMoves chase_;  // each board size solved once an input
};

}  // namespace easy_chase

#endif

// TopCoder SRM 423 TheEasyChase on the command line: --moves lists white's winning first steps, --explain gives the
// fastest and how long the game then lasts (C++17, never judged). O(n^4) once a board size. Tested in-process
// against moves_by_rules, which steps white every way on the reference's iteration.
#ifndef EASY_CHASE_MOVES_HPP
#define EASY_CHASE_MOVES_HPP

#include <map>
#include <optional>
#include <string>
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
        Solved& solved = solved_for(n);
        const std::size_t black = static_cast<std::size_t>((row_black - 1) * n + column_black - 1);
        std::vector<Step> steps;
        const int row_step[4] = {-1, 0, 0, 1}, column_step[4] = {0, -1, 1, 0};  // R, C ascending
        for (int d = 0; d < 4; ++d) {
            const int r = row_white + row_step[d], c = column_white + column_step[d];
            if (r < 1 || r > n || c < 1 || c > n) continue;
            const std::size_t p =
                solved.game.position(BLACK_TO_MOVE, static_cast<std::size_t>((r - 1) * n + c - 1), black);
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

private:
    ChaseMoves chase_;  // each board size solved once an input
};

}  // namespace easy_chase

#endif

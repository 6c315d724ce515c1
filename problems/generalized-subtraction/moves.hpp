// AtCoder ABC278 G on the command line (C++17, never judged): the first line `N L R` of a test or of the judge's
// stream as a position, for --moves, --explain and --play. O(N^2) once for the runs' Grundy values, O(N (R - L + 1))
// a position. Tested in tests.cpp: every small table and position against the reference's search, and --play's games.
#ifndef GENERALIZED_SUBTRACTION_MOVES_HPP
#define GENERALIZED_SUBTRACTION_MOVES_HPP

#include <memory>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "interactor.hpp"
#include "problem.hpp"
#include "reference.hpp"

namespace generalized_subtraction {

// A position in play: the table's cards and the run lengths a move may remove.
struct Board {
    Board(int cards, int shortest, int longest) : n(cards), l(shortest), r(longest), table(cards) {}
    int n, l, r;
    Cards table;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "F-L, cards F to L removed (L - F + 1 of them); by F, then by L";
    static constexpr bool long_lists = true;
    static constexpr const char* moves_help =
        "Instead of the protocol, for the game that `N L R` (a test's first line, or the\n"
        "judge's) starts: 'lose', or 'win' and every winning first move. A move is\n"
        "F-L, cards F to L removed; by F, then by L";

    // A test or the judge's stream: its first line is the game; the rest (the strategy, the replies) is not read.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output&, PerCase& per_case) {
        int n = 0, l = 0, r = 0;
        read_game(in, limits, n, l, r);
        per_case(n, l, r);
    }

    gamesuite::MoveList moves(int n, int l, int r) { return moves(Board(n, l, r)); }
    void explain(gamesuite::CaseLines& lines, int n, int l, int r) { explain(lines, Board(n, l, r)); }
    gamesuite::MoveList moves_by_rules(int n, int l, int r) { return moves_by_rules(Board(n, l, r)); }

    // The runs are independent games: a move wins when it leaves the xor of the runs' Grundy values 0.
    gamesuite::MoveList moves(const Board& board) {
        const RunValues& values = run_values(board);
        std::vector<Move> runs;
        board.table.runs(runs);
        const int sum = runs_sum(values, runs);
        std::vector<std::string> winning;
        for (const Move& run : runs)
            for (int a = 0; a + board.l <= run.y; ++a)
                for (int y = board.l; y <= board.r && a + y <= run.y; ++y)
                    if ((sum ^ values.value(run.y) ^ values.value(a) ^ values.value(run.y - a - y)) == 0)
                        winning.push_back(removed(run.x + a, y));
        return winning;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        const RunValues& values = run_values(board);
        std::vector<Move> runs;
        board.table.runs(runs);
        const int sum = runs_sum(values, runs);
        std::vector<int> worth, lengths;
        for (const Move& run : runs) {
            worth.push_back(values.value(run.y));
            lengths.push_back(run.y);
        }
        std::string why = "a run of cards, a move taking " + span(board) + " of them, is worth its Grundy value; " +
                          (runs.empty() ? std::string("no card is left")
                                        : "here " + gamesuite::counted(runs.size(), "run") + " of " +
                                              gamesuite::piles_after(lengths) + " cards, worth " +
                                              (runs.size() == 1 ? std::to_string(sum)
                                                                : gamesuite::xor_expression(
                                                                      worth, static_cast<unsigned long long>(sum))));
        const gamesuite::MoveList winning = moves(board);
        if (winning.moves.empty()) {
            lines.explain_loss(why + ": every move changes one run's value and so leaves a nonzero sum");
            return;
        }
        long long first = 0, last = 0;
        gamesuite::read_two_numbers(winning.moves.front(), '-', first, last);
        lines.explain_win(why + ", not 0", winning.moves.front(),
                          "remove cards " + std::to_string(first) + " to " + std::to_string(last),
                          "the runs left xor to 0, and every reply leaves a nonzero sum");
    }

    // By the rules: every legal removal, kept when the reference's search finds the runs left worth 0.
    gamesuite::MoveList moves_by_rules(const Board& board) {
        RunSearch& search = rules_search(board);
        std::vector<Move> runs;
        board.table.runs(runs);
        const std::vector<int> position = RunSearch::position_of(runs, board.l);
        std::vector<std::string> winning;
        for (const Move& run : runs) {
            if (run.y < board.l) continue;
            std::size_t index = 0;
            while (position[index] != run.y) ++index;
            for (int a = 0; a + board.l <= run.y; ++a)
                for (int y = board.l; y <= board.r && a + y <= run.y; ++y)
                    if (search.value(search.after(position, index, a, y)) == 0) winning.push_back(removed(run.x + a, y));
        }
        return winning;
    }

    // --play
    static Board play_position(int n, int l, int r) { return Board(n, l, r); }

    static std::string board(const Board& board) {
        std::string text;
        if (board.n <= 100) {
            text = "  cards 1.." + std::to_string(board.n) + ": ";
            for (int card = 1; card <= board.n; ++card) text += board.table.present(card) ? '#' : '.';
        } else {
            std::vector<Move> runs;
            board.table.runs(runs);
            text = "  on the table:";
            for (const Move& run : runs) text += " " + gamesuite::cells_covered(run.x, run.x + run.y - 1);
            if (runs.empty()) text += " nothing";
        }
        return text + "\n  a move removes " + span(board) + " consecutive cards";
    }

    static std::string play(const std::string& move, Board& board) {
        long long first = 0, last = 0;
        if (!gamesuite::read_two_numbers(move, '-', first, last) || last < first)
            return "write F-L, the first and the last card removed";
        const long long count = last - first + 1;
        if (count < board.l || count > board.r) return "remove " + span(board) + " cards";
        if (!board.table.run_present(static_cast<int>(first), static_cast<int>(count)))
            return "cards " + std::to_string(first) + " to " + std::to_string(last) + " are not all on the table";
        board.table.remove(static_cast<int>(first), static_cast<int>(count));
        return "";
    }

    // L cards off the left end of the longest run: the game goes on as long as it can.
    static std::string any_move(const Board& board) {
        std::vector<Move> runs;
        board.table.runs(runs);
        const Move* longest = nullptr;
        for (const Move& run : runs)
            if (longest == nullptr || run.y > longest->y) longest = &run;
        if (longest == nullptr || longest->y < board.l) return "";
        return removed(longest->x, board.l);
    }

private:
    static std::string removed(int first, int count) { return gamesuite::cells_covered(first, first + count - 1); }
    static std::string span(const Board& board) {
        return board.l == board.r ? std::to_string(board.l)
                                  : std::to_string(board.l) + " to " + std::to_string(board.r);
    }
    static int runs_sum(const RunValues& values, const std::vector<Move>& runs) {
        int sum = 0;
        for (const Move& run : runs) sum ^= values.value(run.y);
        return sum;
    }
    // One table of values per game (N, L, R): play asks it again every move.
    const RunValues& run_values(const Board& board) {
        if (!values_ || values_key_ != std::vector<int>{board.n, board.l, board.r}) {
            values_.reset(new RunValues(board.n, board.l, board.r));
            values_key_ = {board.n, board.l, board.r};
        }
        return *values_;
    }
    RunSearch& rules_search(const Board& board) {
        if (!search_ || search_key_ != std::vector<int>{board.l, board.r}) {
            search_.reset(new RunSearch(board.l, board.r));
            search_key_ = {board.l, board.r};
        }
        return *search_;
    }
    std::shared_ptr<RunValues> values_;
    std::vector<int> values_key_;
    std::shared_ptr<RunSearch> search_;
    std::vector<int> search_key_;
};

}  // namespace generalized_subtraction

#endif

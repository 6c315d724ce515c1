// Luogu P6791 [SNOI2020] 取石子 on the command line (C++17, never judged). A judge's case is a family of positions
// (every heap 1..N, the first move at most k) and its answer a count, so --moves, --explain and --play take ONE
// position, --position "k n": n stones, the first move 1 to k. --moves lists every winning take, --explain says why
// in Zeckendorf terms of n - 1. O(log n) a position. Tested in-process against moves_by_rules, which tries every
// take on the reference's memo: read_cases hands the stress every position of each case's family.
#ifndef MISERE_FIB_NIM_COUNT_MOVES_HPP
#define MISERE_FIB_NIM_COUNT_MOVES_HPP

#include <algorithm>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/multiple_takes.hpp"
#include "cli/play.hpp"
#include "gamecore/zeckendorf.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace misere_fib_nim_count {

// A position: the stones left and the largest take allowed now (at most the stones left).
struct Board {
    long long stones;
    long long most;
};

// The position after taking `take` of `board`: the opponent may take up to twice as many, or all that is left.
inline Board after_take(const Board& board, long long take) {
    const long long left = board.stones - take;
    return Board{left, take <= left / 2 ? 2 * take : left};
}

// The winning takes of a misère position, ascending. Taking the last stone loses, so (r, at most c) is normal
// Fibonacci Nim on r - 1 stones (cli/multiple_takes.hpp): the suffix sums of the Zeckendorf terms of r - 1 whose next
// larger term is more than twice them, then all of r - 1 (leaving the last stone to the opponent), each kept when
// c allows it. None with one stone left; the empty list with none left too (that player has already won).
inline std::vector<long long> winning_takes(const Board& board) {
    std::vector<long long> takes;
    const long long m = board.stones - 1;
    if (m < 1) return takes;
    for (long long take : gamesuite::winning_first_takes(gamecore::zeckendorf_terms(m), 2))
        if (take <= board.most) takes.push_back(take);
    if (m <= board.most) takes.push_back(m);
    return takes;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "K, the stones the move takes; ascending";
    static constexpr const char* won_without_moving =
        "no stone is left, so the opponent took the last one and lost";
    static constexpr const char* position_notation =
        "'k n': a heap of n stones whose first move takes 1 to k, one of the heaps 1..N of the judge's line 'k N'";
    // Games from a heap of up to 2000 stones held out one stone at a time: a few seeds are enough.
    static constexpr int play_checked_seeds = 6;

    static Board start(long long k, long long n) { return Board{n, std::min(k, n)}; }

    // The stress's view of a judge input: every position of every case's family, the heaps N down to 1.
    template <class PerPosition>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerPosition& per_position) {
        auto each_heap = [&](long long k, long long n_max) {
            for (long long n = n_max; n >= 1; --n) per_position(start(k, n));
            return 0LL;
        };
        answer_queries(in, limits, out, each_heap);
    }

    // --position's text: 'k n', as a judge's line but n one heap.
    template <class PerPosition>
    void read_position(gamecore::Scanner& in, const Limits& limits, gamecore::Output&, PerPosition& per_position) {
        const long long k = in.read_int(limits.min_cap, limits.max_cap, "first-move cap k");
        in.read_space();
        const long long n = in.read_int(limits.min_stones, limits.max_stones, "heap n");
        if (in.strict()) in.read_eof();
        else if (!in.at_end()) in.fail_next("end of the position 'k n'");
        per_position(start(k, n));
    }

    gamesuite::MoveList moves(const Board& board) {
        if (board.stones == 0) return gamesuite::MoveList::won_without_moving();
        std::vector<std::string> moves;
        for (long long take : winning_takes(board)) moves.push_back(std::to_string(take));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        const long long r = board.stones, c = board.most;
        if (r == 0) return lines.explain_won_without_moving(won_without_moving);
        if (r == 1) return lines.explain_loss("one stone left: the only move takes it, the last one, and loses");
        const long long m = r - 1;
        const std::vector<long long> terms = gamecore::zeckendorf_terms(m);
        const long long smallest = terms.back();
        const std::string position = gamesuite::counted(r, "stone") + ", at most " + std::to_string(c) +
                                     " to take: taking the last stone loses, so this is normal play on the " +
                                     std::to_string(m) + " above it; " + std::to_string(m) + " = " +
                                     gamesuite::sum_expression(terms) + " (Zeckendorf)";
        if (smallest > c)
            return lines.explain_loss(position + ", whose smallest term is more than " + std::to_string(c) +
                                      ": whatever is taken, t, leaves a smallest term of at most 2t, which the "
                                      "opponent takes in turn, until the last stone is left to the player to move");
        if (smallest == m)
            return lines.explain_win(position + ", a Fibonacci number the move may take whole", std::to_string(m),
                                     "take " + std::to_string(m) + ": one stone left",
                                     "the opponent must take the last stone");
        const std::vector<long long> rest(terms.begin(), terms.end() - 1);
        lines.explain_win(position + ", whose smallest term " + std::to_string(smallest) + " may be taken",
                          std::to_string(smallest),
                          "take " + std::to_string(smallest) + ": " + std::to_string(r - smallest) + " = " +
                              gamesuite::sum_expression(rest) + " + 1 left",
                          "the smallest term " + std::to_string(rest.back()) + " is more than twice " +
                              std::to_string(smallest) + ", so the opponent cannot take it; whatever they take, y, "
                              "leaves a smallest term of at most 2y, taken in turn, until they face the last stone");
    }

    // By the rules: every take 1..most, kept when the reference's memo finds the position after it lost for the
    // opponent (taking the last stone leaves them none: they have won).
    gamesuite::MoveList moves_by_rules(const Board& board) {
        MisereRules& rules = gamesuite::search_for_process<MisereRules>();
        if (board.stones == 0) return gamesuite::MoveList::won_without_moving();
        std::vector<std::string> moves;
        for (long long take = 1; take <= board.most; ++take) {
            const Board after = after_take(board, take);
            if (!rules.mover_wins(after.stones, after.most)) moves.push_back(std::to_string(take));
        }
        return moves;
    }

    static std::string board(const Board& board) {
        std::string text = "  stones: " + std::to_string(board.stones) + gamesuite::stones_drawn(board.stones);
        if (board.stones == 0) return text + "\n  none left: whoever took the last one has lost";
        return text + "\n  the next move takes 1 to " + std::to_string(board.most) +
               "; whoever takes the last stone loses";
    }
    static std::string play(const std::string& move, Board& board) {
        long long take = 0;
        if (!gamesuite::read_number_move(move, take)) return "write K (the stones to take)";
        if (take < 1) return "take at least 1 stone";
        if (take > board.most)
            return take > board.stones ? "only " + gamesuite::counted(board.stones, "stone") + " left"
                                       : "take at most " + std::to_string(board.most);
        board = after_take(board, take);
        return "";
    }
    // Holding out: one stone at a time.
    static std::string any_move(const Board& board) { return board.stones > 0 ? "1" : ""; }
};

}  // namespace misere_fib_nim_count

#endif

// HDU 2177 (Wythoff's game, the winning moves) on the command line: --moves lists the judge's moves in the suite's
// one-line form, --explain says why (C++17, never judged). O(1) a pair. Tested in-process against reference_moves.
#ifndef WYTHOFF_MOVES_MOVES_HPP
#define WYTHOFF_MOVES_MOVES_HPP

#include <algorithm>
#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "cli/wythoff_explain.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace wythoff_moves {

const char* const move_notation =
    "X,Y, the position a move leaves, X <= Y: the equal removal first, then the others ascending (the judge's order)";

// The parser's decide interface, writing each pair's --moves line from a winning_moves(a, b, moves) like the
// solver's or the reference's; the parser then sees no moves and writes its "0" to the discarded judge answers.
template <class Moves>
struct MovesLine {
    void winning_moves(long long a, long long b, std::vector<Move>& moves) {
        source.winning_moves(a, b, moves);
        std::vector<std::string> listed;
        for (const Move& move : moves) listed.push_back(gamesuite::pair_left(move.x, move.y));
        lines.moves(listed);
        moves.clear();
    }
    gamesuite::CaseLines& lines;
    Moves& source;
};

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    WinningMoves solver;
    MovesLine<WinningMoves> per_pair{lines, solver};
    answer_positions(in, limits, lines.discarded, per_pair);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerPair {
        void winning_moves(long long a, long long b, std::vector<Move>& moves) {
            auto position = [](unsigned long long x, unsigned long long y) {
                return gamesuite::pair_left(std::min(x, y), std::max(x, y));
            };
            gamesuite::explain_wythoff_pair(lines, static_cast<unsigned long long>(a),
                                            static_cast<unsigned long long>(b), position);
            moves.clear();
        }
        gamesuite::CaseLines& lines;
    } per_pair{lines};
    answer_positions(in, limits, lines.discarded, per_pair);
}

// By the rules: the reference's MovesBySearch, which tries every move and keeps those its search finds lost.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    static MovesBySearch search;  // as solve_by_reference: one search for every input the process reads
    MovesLine<MovesBySearch> per_pair{lines, search};
    answer_positions(in, limits, lines.discarded, per_pair);
}

}  // namespace wythoff_moves

#endif

// NOI 2011 Rabbit and Egg: judge solver. The empty cell is a token in the bipartite game "move to an unvisited
// neighbour"; one maximum matching, then one vertex deletion per move: O(E sqrt V + k (V + E)) for V = n m cells.
// Tested in tests.cpp against the game played on the board (reference.hpp): every board up to 3 x 3, random 4 x 4.
#ifndef RABBIT_EGG_SOLVER_HPP
#define RABBIT_EGG_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/bipartite_matching.hpp"
#include "problem.hpp"

namespace rabbit_egg {

// The cells the empty cell can ever reach, as a bipartite graph. Tutu moves the empty cell onto a white piece and
// Dandan onto a black one, and every move changes the parity of row + column. So before Tutu's moves the empty
// cell is on a cell of the start's parity and enters a white cell of the other parity; before Dandan's it enters a
// black cell of the start's parity. A cell once entered holds the other colour ever after (the piece that slid in
// from a cell of the other parity), which the mover of its parity never moves: the empty cell never comes back.
// Left: the start and the black cells of its parity; right: the white cells of the other parity; an edge joins
// two such cells side by side. The player to move with the empty cell on v, every cell entered before deleted,
// wins iff v is covered by every maximum matching (the bipartite game theorem, as our notes on the bipartite game state it).
class TokenGraph {
public:
    explicit TokenGraph(const Record& record) : layout_(record), matching_(layout_.count[0], layout_.count[1]) {
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (std::size_t cell = 0; cell < record.cells.size(); ++cell) {
            if (layout_.index[cell] < 0 || layout_.side[cell] != gamecore::BipartiteMatching::left) continue;
            const int r = static_cast<int>(cell) / record.cols, c = static_cast<int>(cell) % record.cols;
            for (int d = 0; d < 4; ++d) {
                const int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= record.rows || nc < 0 || nc >= record.cols) continue;
                const int next = layout_.index[static_cast<std::size_t>(nr * record.cols + nc)];
                if (next >= 0) matching_.add_edge(layout_.index[cell], next);  // on the right side, by parity
            }
        }
        matching_.maximum_matching();
    }

    gamecore::BipartiteMatching& matching() { return matching_; }
    // The side and index of `cell`'s vertex; index -1 when the empty cell never reaches it.
    gamecore::BipartiteMatching::Side side(int cell) const {
        return static_cast<gamecore::BipartiteMatching::Side>(layout_.side[static_cast<std::size_t>(cell)]);
    }
    int index(int cell) const { return layout_.index[static_cast<std::size_t>(cell)]; }

private:
    // Which cells are vertices, on which side, numbered on each side from 0 in row order.
    struct Layout {
        explicit Layout(const Record& record) : index(record.cells.size(), -1), side(record.cells.size(), 0) {
            count[0] = count[1] = 0;
            const int parity = (record.start / record.cols + record.start % record.cols) % 2;
            for (std::size_t cell = 0; cell < record.cells.size(); ++cell) {
                const int r = static_cast<int>(cell) / record.cols, c = static_cast<int>(cell) % record.cols;
                const bool start_parity = (r + c) % 2 == parity;
                const char piece = record.cells[cell];
                if (start_parity && piece != white) side[cell] = gamecore::BipartiteMatching::left;  // '.' or 'X'
                else if (!start_parity && piece == white) side[cell] = gamecore::BipartiteMatching::right;
                else continue;
                index[cell] = count[side[cell]]++;
            }
        }
        std::vector<int> index;
        std::vector<int> side;
        int count[2];
    };

    Layout layout_;
    gamecore::BipartiteMatching matching_;
};

// Before each move j of the record: does the player to move win? Deleting the empty cell's vertex answers it and
// leaves the graph of the next position (that cell is never entered again), with a maximum matching kept.
inline std::vector<char> wins_before_each_move(const Record& record) {
    TokenGraph graph(record);
    std::vector<char> wins(record.moves.size(), 0);
    int hole = record.start;
    for (std::size_t j = 0; j < record.moves.size(); ++j) {
        wins[j] = graph.matching().remove_vertex(graph.side(hole), graph.index(hole)) ? 1 : 0;
        hole = record.moves[j];
    }
    return wins;
}

// Round i (from 1) is a mistake when Tutu won before her move (wins[2i - 2]) and Dandan, to move after it, wins
// (wins[2i - 1]). Losing before the move is never a mistake: nothing she did could help.
inline std::vector<int> mistakes_of(const std::vector<char>& wins) {
    std::vector<int> rounds;
    for (std::size_t i = 0; i + 1 < wins.size(); i += 2)
        if (wins[i] && wins[i + 1]) rounds.push_back(static_cast<int>(i / 2 + 1));
    return rounds;
}

inline std::vector<int> mistakes(const Record& record) { return mistakes_of(wins_before_each_move(record)); }

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_record(in, limits, out, mistakes);
}

}  // namespace rabbit_egg

#endif

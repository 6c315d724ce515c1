// NOI 2011 Rabbit and Egg on the command line: per round of the record, --moves lists Tutu's winning moves and
// --explain says why, and where she went wrong (C++17, never judged). O(k (V + E)) a record. Tested in-process
// against moves_by_rules, which tries every slide on the board's search.
#ifndef RABBIT_EGG_MOVES_HPP
#define RABBIT_EGG_MOVES_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace rabbit_egg {

// One round of the record: Tutu's winning slides (the pieces' cells) before her move, and the cell she moved.
struct Round {
    std::vector<int> winning;
    int played;
};

// The white pieces next to the empty cell, in row-major order.
inline std::vector<int> slides(const Record& record, const std::string& cells, int hole) {
    std::vector<int> from;
    const int r = hole / record.cols, c = hole % record.cols;
    const int dr[4] = {-1, 0, 0, 1}, dc[4] = {0, -1, 1, 0};  // row-major order around the hole
    for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d], nc = c + dc[d];
        if (nr >= 0 && nr < record.rows && nc >= 0 && nc < record.cols &&
            cells[static_cast<std::size_t>(nr * record.cols + nc)] == white)
            from.push_back(nr * record.cols + nc);
    }
    return from;
}

// The rounds by the token graph (solver.hpp): after the empty cell's vertex is deleted, Tutu's slide of the piece
// on w wins iff some maximum matching misses w, the empty cell's next place (Dandan, to move there, loses).
inline std::vector<Round> rounds_by_matching(const Record& record) {
    TokenGraph graph(record);
    std::string cells = record.cells;
    std::vector<Round> rounds;
    int hole = record.start;
    for (std::size_t j = 0; j < record.moves.size(); ++j) {
        graph.matching().remove_vertex(graph.side(hole), graph.index(hole));
        if (j % 2 == 0) {
            const std::vector<char> missed =
                graph.matching().missed_by_some_maximum_matching(gamecore::BipartiteMatching::right);
            Round round;
            round.played = record.moves[j];
            for (int w : slides(record, cells, hole))
                if (missed[static_cast<std::size_t>(graph.index(w))]) round.winning.push_back(w);
            rounds.push_back(round);
        }
        cells[static_cast<std::size_t>(hole)] = colour_of_mover(j);
        hole = record.moves[j];
        cells[static_cast<std::size_t>(hole)] = empty;
    }
    return rounds;
}

inline std::string cell_text(int cell, int cols) { return gamesuite::pair_left(cell / cols + 1, cell % cols + 1); }

// By the rules: before each of Tutu's moves, every white piece next to the empty cell slid in, kept when the board's
// search finds Dandan, to move after it, lost.
inline std::vector<Round> rounds_by_rules(const Record& record) {
    ReferenceGame game(record.rows, record.cols);
    std::string cells = record.cells;
    std::vector<Round> rounds;
    int hole = record.start;
    for (std::size_t j = 0; j < record.moves.size(); ++j) {
        if (j % 2 == 0) {
            Round round;
            round.played = record.moves[j];
            for (int w : slides(record, cells, hole)) {
                std::string after = cells;
                after[static_cast<std::size_t>(hole)] = white;
                after[static_cast<std::size_t>(w)] = empty;
                if (!game.wins(after, black)) round.winning.push_back(w);
            }
            rounds.push_back(round);
        }
        cells[static_cast<std::size_t>(hole)] = colour_of_mover(j);
        hole = record.moves[j];
        cells[static_cast<std::size_t>(hole)] = empty;
    }
    return rounds;
}

// A case is a round of Tutu's in the record (its one game): the position args are the record and the round, from 0.
// No judge_outcomes: the judge's answer is the record of Tutu's mistakes, which names no winner of a round.
struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "R,C, the white piece (row, column, from 1) Tutu slides into the empty cell; one line per round of the "
        "record, its pieces in row-major order";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        auto per_record = [&](const Record& record) {
            for (std::size_t round = 0; 2 * round < record.moves.size(); ++round) per_case(record, round);
            return std::vector<int>();
        };
        answer_record(in, limits, out, per_record);
    }

    gamesuite::MoveList moves(const Record& record, std::size_t round) {
        if (round == 0) rounds_ = rounds_by_matching(record);
        return listed(rounds_[round], record);
    }

    void explain(gamesuite::CaseLines& lines, const Record& record, std::size_t round_index) {
        if (round_index == 0) rounds_ = rounds_by_matching(record);
        const Round& round = rounds_[round_index];
        const std::string played = "round " + std::to_string(round_index + 1) + " (Tutu moved " +
                                   cell_text(round.played, record.cols) + "): ";
        const std::string rule = "the empty cell walks a bipartite graph of the cells it can enter, and the player to "
                                 "move wins iff every maximum matching covers its place";
        if (round.winning.empty()) {
            lines.explain_loss(played + rule + "; every slide of Tutu's leaves Dandan on such a place");
            return;
        }
        bool mistake = true;
        for (int w : round.winning) mistake = mistake && w != round.played;
        const int w = round.winning.front();
        lines.explain_win(played + rule + (mistake ? "; her move was a mistake" : ""), cell_text(w, record.cols),
                          "slide the white piece on " + cell_text(w, record.cols) + " into the empty cell",
                          "some maximum matching misses that cell, so Dandan, to move from it, loses");
    }

    gamesuite::MoveList moves_by_rules(const Record& record, std::size_t round) {
        if (round == 0) rounds_ = rounds_by_rules(record);
        return listed(rounds_[round], record);
    }

private:
    static gamesuite::MoveList listed(const Round& round, const Record& record) {
        std::vector<std::string> moves;
        for (int w : round.winning) moves.push_back(cell_text(w, record.cols));
        return moves;
    }

    // The record's rounds, found whole as its first round is asked for: the matching and the board's search each
    // follow the game move by move.
    std::vector<Round> rounds_;
};

}  // namespace rabbit_egg

#endif

// POJ 2311 Cutting Game on the command line: --moves lists every winning cut, --explain says why (C++17, never
// judged). O(W + H) per sheet after the table. Tested in-process against moves_by_rules, which tries every cut.
#ifndef CUTTING_GAME_MOVES_HPP
#define CUTTING_GAME_MOVES_HPP

#include <cstddef>
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace cutting_game {

// A winning cut as the solver sees it, with the two pieces it leaves.
struct Cut {
    bool across;      // y=J: a cut across the columns (false: x=I)
    int at;           // I or J
    int w1, h1, w2, h2;
    std::string text() const { return (across ? "y=" : "x=") + std::to_string(at); }
};

// Under the reduced rules (solver.hpp) a cut wins iff both pieces are at least 2 wide and their values xor to 0; a
// cut leaving a 1-wide piece hands the opponent a 1 x 1 cut, and none of the first sheet's cuts makes a 1 x 1.
inline std::vector<Cut> winning_cuts(CuttingTable& table, int w, int h) {
    std::vector<Cut> cuts;
    for (int i = 2; i <= w - 2; ++i)
        if (table.value(i, h) == table.value(w - i, h)) cuts.push_back({false, i, i, h, w - i, h});
    for (int j = 2; j <= h - 2; ++j)
        if (table.value(w, j) == table.value(w, h - j)) cuts.push_back({true, j, w, j, w, h - j});
    return cuts;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "x=I, a cut between columns I and I + 1 (pieces I x H and (W - I) x H), or y=J, between rows J and J + 1; "
        "the x cuts first, each kind ascending";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        if (!table_) table_.emplace(static_cast<int>(limits.max_side));  // grows only as far as the sides asked
        answer_pairs(in, limits, out, per_case);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"WIN", "LOSE"};

    gamesuite::MoveList moves(int w, int h) {
        std::vector<std::string> moves;
        for (const Cut& cut : winning_cuts(*table_, w, h)) moves.push_back(cut.text());
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, int w, int h) {
        CuttingTable& table = *table_;
        auto sheet = [](int a, int b) { return std::to_string(a) + " x " + std::to_string(b); };
        const std::string why = "nobody cuts a 1-wide piece (the opponent would cut a 1 x 1 off it), and the "
                                "Grundy value of " + sheet(w, h) + " under the other cuts is " +
                                std::to_string(table.value(w, h));
        const std::vector<Cut> cuts = winning_cuts(table, w, h);
        if (cuts.empty()) {
            lines.explain_loss(why + ": every cut leaves pieces whose values xor to non-zero");
            return;
        }
        const Cut& cut = cuts.front();
        lines.explain_win(why + ", not 0", cut.text(), "cut into " + sheet(cut.w1, cut.h1) + " and " +
                                                           sheet(cut.w2, cut.h2),
                          "the pieces' values " + std::to_string(table.value(cut.w1, cut.h1)) + " and " +
                              std::to_string(table.value(cut.w2, cut.h2)) +
                              " xor to 0, a sum lost for the player to move");
    }

    // By the rules: every cut of the sheet, kept when it cuts out a 1 x 1 piece or the reference's search finds the
    // two pieces it leaves lost for the player then to move.
    gamesuite::MoveList moves_by_rules(int w, int h) {
        CuttingSearch& search = gamesuite::search_for_process<CuttingSearch>();
        std::vector<std::string> moves;
        auto keep = [&](const std::string& cut, int w1, int h1, int w2, int h2) {
            const bool one_by_one = (w1 == 1 && h1 == 1) || (w2 == 1 && h2 == 1);
            if (one_by_one || !search.wins(Pieces{piece_of(w1, h1), piece_of(w2, h2)})) moves.push_back(cut);
        };
        for (int i = 1; i < w; ++i) keep("x=" + std::to_string(i), i, h, w - i, h);
        for (int j = 1; j < h; ++j) keep("y=" + std::to_string(j), w, j, w, h - j);
        return moves;
    }

    // --play: after the first cut the table holds several pieces, no case. A cut of piece P is written "P:x=I" or
    // "P:y=J" (the --moves notation behind the piece's number); on the first sheet alone, "x=I" as --moves has it.
    struct Board {
        std::vector<std::pair<int, int>> pieces;  // (width, height), in the order the cuts left them
    };
    Board play_position(int w, int h) { return Board{{{w, h}}}; }

    static std::string cut_text(const Board& board, std::size_t piece, bool across, int at) {
        const std::string cut = (across ? "y=" : "x=") + std::to_string(at);
        return board.pieces.size() == 1 ? cut : std::to_string(piece + 1) + ":" + cut;
    }
    // The cuts that cut out a 1 x 1 piece (of a piece 1 wide and at least 2 long). Where there is one, every other
    // cut leaves the opponent a piece 1 wide to do the same.
    static std::vector<std::string> cuts_to_one_by_one(const Board& board) {
        std::vector<std::string> cuts;
        for (std::size_t k = 0; k < board.pieces.size(); ++k) {
            const auto [w, h] = board.pieces[k];
            if (h == 1 && w >= 2) {
                cuts.push_back(cut_text(board, k, false, 1));
                if (w > 2) cuts.push_back(cut_text(board, k, false, w - 1));
            }
            if (w == 1 && h >= 2) {
                cuts.push_back(cut_text(board, k, true, 1));
                if (h > 2) cuts.push_back(cut_text(board, k, true, h - 1));
            }
        }
        return cuts;
    }
    unsigned board_value(const Board& board) {
        unsigned total = 0;
        for (const auto& [w, h] : board.pieces) total ^= table_->value(w, h);
        return total;
    }

    // As on the first sheet (winning_cuts), once no piece is 1 wide: a cut of piece k wins iff both parts are at
    // least 2 wide and leave the pieces' values xoring to 0.
    gamesuite::MoveList moves(const Board& board) {
        if (board.pieces.size() == 1) return moves(board.pieces[0].first, board.pieces[0].second);
        std::vector<std::string> moves = cuts_to_one_by_one(board);
        if (!moves.empty()) return moves;
        const unsigned total = board_value(board);
        for (std::size_t k = 0; k < board.pieces.size(); ++k) {
            const auto [w, h] = board.pieces[k];
            const unsigned others = total ^ table_->value(w, h);
            for (int i = 2; i <= w - 2; ++i)
                if ((table_->value(i, h) ^ table_->value(w - i, h)) == others)
                    moves.push_back(cut_text(board, k, false, i));
            for (int j = 2; j <= h - 2; ++j)
                if ((table_->value(w, j) ^ table_->value(w, h - j)) == others)
                    moves.push_back(cut_text(board, k, true, j));
        }
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        if (board.pieces.size() == 1) return explain(lines, board.pieces[0].first, board.pieces[0].second);
        const std::vector<std::string> now = cuts_to_one_by_one(board);
        if (!now.empty())
            return lines.explain_win("a piece is 1 wide", now.front(), "cut a 1 x 1 piece off it",
                                     "a 1 x 1 piece is cut out: the game is won");
        std::vector<unsigned> values;
        for (const auto& [w, h] : board.pieces) values.push_back(table_->value(w, h));
        const std::string why = "no piece is 1 wide, nobody cuts one off (the opponent would cut a 1 x 1 off it), "
                                "and the pieces' Grundy values under the other cuts are " +
                                gamesuite::xor_expression(values, board_value(board));
        const gamesuite::MoveList winning = moves(board);
        if (winning.moves.empty())
            return lines.explain_loss(why + ": every cut leaves pieces whose values xor to non-zero");
        lines.explain_win(why + ", not 0", winning.moves.front(), "cut so", "the pieces' values xor to 0, a sum lost "
                                                                            "for the player to move");
    }

    // By the rules: every cut of every piece, kept when it cuts out a 1 x 1 piece or the reference's search finds
    // the pieces it leaves lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const Board& board) {
        if (board.pieces.size() == 1) return moves_by_rules(board.pieces[0].first, board.pieces[0].second);
        CuttingSearch& search = gamesuite::search_for_process<CuttingSearch>();
        std::vector<std::string> moves;
        for (std::size_t k = 0; k < board.pieces.size(); ++k) {
            Pieces rest;
            for (std::size_t other = 0; other < board.pieces.size(); ++other)
                if (other != k) rest.push_back(piece_of(board.pieces[other].first, board.pieces[other].second));
            const auto [w, h] = board.pieces[k];
            auto keep = [&](bool across, int at, int w1, int h1, int w2, int h2) {
                Pieces next(rest);
                next.push_back(piece_of(w1, h1));
                next.push_back(piece_of(w2, h2));
                if ((w1 == 1 && h1 == 1) || (w2 == 1 && h2 == 1) || !search.wins(next))
                    moves.push_back(cut_text(board, k, across, at));
            };
            for (int i = 1; i < w; ++i) keep(false, i, i, h, w - i, h);
            for (int j = 1; j < h; ++j) keep(true, j, w, j, w, h - j);
        }
        return moves;
    }

    static std::string board(const Board& board) {
        std::string text;
        for (std::size_t k = 0; k < board.pieces.size(); ++k)
            text += (k == 0 ? "  piece " : "\n  piece ") + std::to_string(k + 1) + ": " +
                    std::to_string(board.pieces[k].first) + " x " + std::to_string(board.pieces[k].second);
        return text;
    }
    static std::string play(const std::string& move, Board& board) {
        std::size_t k = 0, at = 0;
        const std::size_t colon = move.find(':');
        long long piece = 1, line = 0;
        if (colon != std::string::npos) {
            if (!gamesuite::read_number_move(move.substr(0, colon), piece)) piece = 0;
            at = colon + 1;
        }
        const bool across = move.compare(at, 2, "y=") == 0;
        if (piece < 1 || (!across && move.compare(at, 2, "x=") != 0) ||
            !gamesuite::read_number_move(move.substr(std::min(at + 2, move.size())), line))
            return "write x=I or y=J, after P: for piece P when there are several";
        if (piece > static_cast<long long>(board.pieces.size()))
            return "there is no piece " + std::to_string(piece) + " (" +
                   gamesuite::counted(board.pieces.size(), "piece") + ")";
        k = static_cast<std::size_t>(piece - 1);
        if (colon == std::string::npos && board.pieces.size() > 1) return "say which piece: P:x=I or P:y=J";
        const auto [w, h] = board.pieces[k];
        const int side = across ? h : w;
        if (line < 1 || line >= side)
            return "piece " + std::to_string(k + 1) + " is " + std::to_string(w) + " x " + std::to_string(h) + ": " +
                   (across ? "y" : "x") + " runs from 1 to " + std::to_string(side - 1);
        const int cut = static_cast<int>(line);
        board.pieces[k] = across ? std::make_pair(w, cut) : std::make_pair(cut, h);
        board.pieces.insert(board.pieces.begin() + static_cast<std::ptrdiff_t>(k) + 1,
                            across ? std::make_pair(w, h - cut) : std::make_pair(w - cut, h));
        return "";
    }
    // Holding out: a cut that leaves no piece 1 wide if there is one, else any; none once a 1 x 1 is cut out.
    static std::string any_move(const Board& board) {
        std::string any;
        for (const auto& [w, h] : board.pieces)
            if (w == 1 && h == 1) return "";
        for (std::size_t k = 0; k < board.pieces.size(); ++k) {
            const auto [w, h] = board.pieces[k];
            if (w >= 4) return cut_text(board, k, false, 2);
            if (h >= 4) return cut_text(board, k, true, 2);
            if (any.empty() && (w >= 2 || h >= 2)) any = cut_text(board, k, w < 2, 1);
        }
        return any;
    }

private:
    std::optional<CuttingTable> table_;  // capped by the limits read_cases gets
};

}  // namespace cutting_game

#endif

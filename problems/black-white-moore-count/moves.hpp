// Luogu P2490 [SDOI2011] 黑白棋 on the command line (C++17, never judged). A judge's case is a family of positions
// (every layout of k pieces on n cells) and its answer a count, so --moves, --explain and --play take ONE layout,
// --position "d LAYOUT", e.g. "2 W.B..WB.": --moves lists every winning move of the player to move, --explain says why
// by Moore's rule on the gaps and plays one. O(legal moves) a position for --moves (at most 2 * 10^6 looked at, the
// line stopping with ' ...' past them), O(h log n) for --explain. Tested in-process against moves_by_rules, which
// tries every legal move on the reference's board search: read_cases hands the stress every layout of the case.
#ifndef BLACK_WHITE_MOORE_COUNT_MOVES_HPP
#define BLACK_WHITE_MOORE_COUNT_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/moore.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace black_white_moore_count {

// A layout in play and the d of its game.
struct Position {
    Layout layout;
    long long d;
};

// The gap of each pair W_i B_i: the empty cells between them.
inline std::vector<long long> gaps_of(const Layout& layout) {
    std::vector<long long> gaps;
    for (std::size_t j = 0; j + 1 < layout.cells.size(); j += 2) gaps.push_back(layout.cells[j + 1] - layout.cells[j] - 1);
    return gaps;
}

// A move written as the pieces it moves, "F>T" each (cells counted from 1), '/' between, by cell.
inline std::string move_text(const PieceMoves& move, const Layout& layout) {
    std::string text;
    for (const auto& [piece, to] : move)
        text += (text.empty() ? "" : "/") + gamesuite::piece_moved(layout.cells[piece], to);
    return text;
}

// The move that takes the gaps to `after`: the mover's piece of each changed pair moves in by the difference.
inline PieceMoves move_to_gaps(const Layout& layout, const std::vector<long long>& gaps,
                               const std::vector<long long>& after) {
    PieceMoves move;
    for (std::size_t i = 0; i < gaps.size(); ++i) {
        const int by = static_cast<int>(gaps[i] - after[i]);
        if (by == 0) continue;
        if (layout.black_to_move) move.push_back({2 * i + 1, layout.cells[2 * i + 1] - by});
        else move.push_back({2 * i, layout.cells[2 * i] + by});
    }
    return move;
}

// Moore's rule's winning move, built digit by digit from the highest (the classical proof): with u the untouched
// gaps holding the digit and t those already shrunk (whose lower digits are free), r = u mod (d + 1): if r = 0, the
// shrunk ones write 0; if t + r <= d, r more of the u are shrunk here (the digit cleared, the rest free); else
// d + 1 - r <= t of the shrunk ones write 1. Every digit then has a multiple of d + 1. Empty if the gaps are lost.
inline std::vector<long long> moore_winning_gaps(const std::vector<long long>& gaps, long long d) {
    std::vector<long long> after(gaps);
    std::vector<char> touched(gaps.size(), 0);
    long long t = 0;
    long long largest = 0;
    for (long long g : gaps) largest = std::max(largest, g);
    for (int bit = 62; bit >= 0; --bit) {
        if ((largest >> bit) == 0) continue;
        std::vector<std::size_t> ones;
        for (std::size_t i = 0; i < gaps.size(); ++i)
            if (!touched[i] && (gaps[i] >> bit & 1)) ones.push_back(i);
        const long long r = static_cast<long long>(ones.size()) % (d + 1);
        if (r != 0 && t + r <= d) {
            for (long long j = 0; j < r; ++j) {
                const std::size_t i = ones[static_cast<std::size_t>(j)];
                touched[i] = 1;
                after[i] = gaps[i] >> (bit + 1) << (bit + 1);
            }
            t += r;
        } else if (r != 0) {
            long long set = d + 1 - r;
            for (std::size_t i = 0; i < gaps.size() && set > 0; ++i)
                if (touched[i] && !(after[i] >> bit & 1)) after[i] |= 1LL << bit, --set;
        }
    }
    return t == 0 ? std::vector<long long>() : after;
}

// "digit 2^b: c gaps" for each digit that some gap holds, lowest first.
inline std::string digit_counts(const std::vector<long long>& gaps) {
    std::string text;
    for (int bit = 0; bit < 62; ++bit) {
        long long count = 0, any = 0;
        for (long long g : gaps) count += g >> bit & 1, any |= g >> bit;
        if (any == 0) break;
        text += (text.empty() ? "" : ", ") + std::string("2^") + std::to_string(bit) + ": " + std::to_string(count);
    }
    return text.empty() ? "no digit held (every gap 0)" : text;
}

inline std::string layout_text(const Layout& layout, std::size_t n) {
    std::string text(n, '.');
    for (std::size_t j = 0; j < layout.cells.size(); ++j) text[layout.cells[j] - 1] = j % 2 == 0 ? 'W' : 'B';
    return text;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "F>T/F>T..., the pieces moved, each from cell F to T (from 1, by cell); in string order";
    static constexpr bool long_lists = true;  // 1..d gaps shrunk any amount: astronomically many on a long board
    static constexpr const char* position_notation =
        "'d LAYOUT': LAYOUT the board, n cells of W, B and . (W B W B ... W B from the left), d the pieces a move "
        "may take; A (white) to move. E.g. '2 W.B..WB..'";
    static constexpr int play_checked_seeds = 8;

    // The stress's view of a judge input: every layout of its family, A to move.
    template <class PerPosition>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerPosition& per_position) {
        auto each = [&](long long n, long long k, long long d) {
            cells_ = static_cast<std::size_t>(n);
            auto visit = [&](const Layout& layout) { per_position(Position{layout, d}); };
            each_layout(n, k, visit);
            return 0LL;
        };
        answer_case(in, limits, out, each);
    }

    // --position's text.
    template <class PerPosition>
    void read_position(gamecore::Scanner& in, const Limits& limits, gamecore::Output&, PerPosition& per_position) {
        const long long d = in.read_int(limits.min_pick, limits.max_pick, "pieces moved at once d");
        in.read_space();
        const std::string board =
            in.read_token("a layout of W, B and . cells", static_cast<std::size_t>(limits.max_cells));
        Position position{Layout{{}, false}, d};
        for (std::size_t c = 0; c < board.size(); ++c) {
            if (board[c] == '.') continue;
            if (board[c] != (position.layout.cells.size() % 2 == 0 ? 'W' : 'B'))
                in.fail_last_token("a layout of W, B and . cells, W B W B ... from the left");
            position.layout.cells.push_back(static_cast<int>(c) + 1);
        }
        const long long k = static_cast<long long>(position.layout.cells.size());
        if (static_cast<long long>(board.size()) < limits.min_cells || k % 2 != 0 || k < limits.min_pieces ||
            k > limits.max_pieces || d > k)
            in.fail_last_token("a layout of " + std::to_string(limits.min_cells) + ".." +
                               std::to_string(limits.max_cells) + " cells ending in B, with " +
                               std::to_string(limits.min_pieces) + ".." + std::to_string(limits.max_pieces) +
                               " pieces, at least d");
        if (in.strict()) in.read_eof();
        else if (!in.at_end()) in.fail_next("end of the position 'd LAYOUT'");
        cells_ = board.size();
        per_position(position);
    }

    gamesuite::MoveList moves(const Position& position) {
        const std::vector<long long> gaps = gaps_of(position.layout);
        if (!gamecore::moore_nim_first_player_wins(gaps.begin(), gaps.end(), position.d)) return gamesuite::MoveList();
        std::vector<std::string> winning;
        std::vector<long long> after(gaps);
        long long looked = 0;
        bool stopped = false;
        // Gaps i.. to shrink or keep, `chosen` shrunk so far.
        auto walk = [&](auto& self, std::size_t i, long long chosen) -> void {
            if (stopped) return;
            if (i == gaps.size()) {
                if (chosen == 0) return;
                if (++looked > most_looked) {
                    stopped = true;
                    return;
                }
                if (!gamecore::moore_nim_first_player_wins(after.begin(), after.end(), position.d))
                    winning.push_back(move_text(move_to_gaps(position.layout, gaps, after), position.layout));
                return;
            }
            self(self, i + 1, chosen);
            if (chosen == position.d) return;
            for (long long g = 0; g < gaps[i] && !stopped; ++g) {
                after[i] = g;
                self(self, i + 1, chosen + 1);
            }
            after[i] = gaps[i];
        };
        walk(walk, 0, 0);
        std::sort(winning.begin(), winning.end());
        return gamesuite::MoveList(winning, stopped);
    }

    void explain(gamesuite::CaseLines& lines, const Position& position) {
        const std::vector<long long> gaps = gaps_of(position.layout);
        const std::string d = std::to_string(position.d), modulus = std::to_string(position.d + 1);
        const std::string mover = position.layout.black_to_move ? "B (black)" : "A (white)";
        const std::string why = mover + " to move; only the gaps inside the pairs W_i B_i matter, and both players "
                                "shrink 1.." + d + " of them: Moore's Nim_" + d + " on the gaps " +
                                gamesuite::piles_after(gaps) + ", lost iff every binary digit is held by a multiple "
                                "of " + modulus + " gaps; here " + digit_counts(gaps);
        const std::vector<long long> after = moore_winning_gaps(gaps, position.d);
        if (after.empty())
            return lines.explain_loss(why + ": every move changes 1.." + d + " gaps, so some digit's count stops being "
                                      "a multiple, and the opponent restores them all");
        const PieceMoves move = move_to_gaps(position.layout, gaps, after);
        lines.explain_win(why + ", not all multiples", move_text(move, position.layout),
                          "the gaps become " + gamesuite::piles_after(after),
                          "every digit's count is now a multiple of " + modulus +
                              ", which each reply breaks and the next move restores, down to no gap left");
    }

    // By the rules: every legal move of the board (the reference's rules), kept when its search finds the layout
    // after it lost for the opponent.
    gamesuite::MoveList moves_by_rules(const Position& position) {
        BoardRules& rules = rules_for(position.d);
        std::vector<std::string> winning;
        auto keep = [&](const PieceMoves& move) {
            if (!rules.mover_wins(BoardRules::after(position.layout, move)))
                winning.push_back(move_text(move, position.layout));
            return true;
        };
        rules.each_move(position.layout, keep);
        std::sort(winning.begin(), winning.end());
        return winning;
    }

    std::string board(const Position& position) const {
        return "  " + layout_text(position.layout, cells_) + "\n  " +
               (position.layout.black_to_move ? "B (black) moves black pieces left" : "A (white) moves white pieces right") +
               ", 1 to " + std::to_string(position.d) + " of them a move";
    }
    static std::string play(const std::string& move, Position& position) {
        const std::string how = "write F>T/F>T... (pieces from cell F to T, '/' between)";
        PieceMoves pieces;
        std::size_t start = 0;
        while (start <= move.size()) {
            std::size_t end = move.find('/', start);
            if (end == std::string::npos) end = move.size();
            long long from = 0, to = 0;
            if (!gamesuite::read_two_numbers(move.substr(start, end - start), '>', from, to)) return how;
            const std::vector<int>& cells = position.layout.cells;
            const auto at = std::find(cells.begin(), cells.end(), static_cast<int>(from));
            if (at == cells.end()) return "no piece on cell " + std::to_string(from);
            const std::size_t j = static_cast<std::size_t>(at - cells.begin());
            if ((j % 2 == 1) != position.layout.black_to_move)
                return "the piece on cell " + std::to_string(from) + " is the opponent's";
            for (const auto& chosen : pieces)
                if (chosen.first == j) return "the piece on cell " + std::to_string(from) + " moves once";
            const bool right = !position.layout.black_to_move;
            const long long stop = right ? cells[j + 1] : cells[j - 1];
            if (right ? !(to > from && to < stop) : !(to < from && to > stop))
                return "the piece on cell " + std::to_string(from) + " may move " + (right ? "right" : "left") +
                       " to the cells between it and cell " + std::to_string(stop);
            pieces.push_back({j, static_cast<int>(to)});
            start = end + 1;
        }
        if (static_cast<long long>(pieces.size()) > position.d)
            return "move at most " + std::to_string(position.d) + " pieces";
        position.layout = BoardRules::after(position.layout, pieces);
        return "";
    }
    // Holding out: the mover's first piece that can, one cell.
    static std::string any_move(const Position& position) {
        const std::vector<int>& cells = position.layout.cells;
        for (std::size_t j = position.layout.black_to_move ? 1 : 0; j < cells.size(); j += 2) {
            const std::size_t pair_end = j % 2 == 0 ? j + 1 : j - 1;
            if (std::abs(cells[j] - cells[pair_end]) > 1)
                return gamesuite::piece_moved(cells[j], j % 2 == 0 ? cells[j] + 1 : cells[j] - 1);
        }
        return "";
    }

private:
    static constexpr long long most_looked = 2000000;
    std::size_t cells_ = 0;  // the board's length, for drawing it
};

}  // namespace black_white_moore_count

#endif

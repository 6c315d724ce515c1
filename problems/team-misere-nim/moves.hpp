// POJ 2068 Nim on the command line: --moves lists every winning take, --explain says why, --play plays a game (C++17,
// never judged). O(S * 2n) a case (the DP's table kept). Tested in-process against moves_by_rules, which tries every
// take on the reference's plain DP.
#ifndef TEAM_MISERE_NIM_MOVES_HPP
#define TEAM_MISERE_NIM_MOVES_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace team_misere_nim {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "K, the stones the player to move takes; ascending";
    static constexpr const char* won_without_moving = "no stone is left (the other team took the last one)";
    static constexpr gamesuite::AnswerWords answer_words = {"1", "0"};

    // The table is S * 2n bytes: --moves and --explain answer S <= 2 * 10^5 and n <= 20.
    static Limits moves_limits(const Limits& limits) {
        Limits smaller = limits;
        if (smaller.max_stones > 200000) smaller.max_stones = 200000;
        if (smaller.max_team > 20) smaller.max_team = 20;
        return smaller;
    }

    // A position in play: the stones left, whose turn it is (player index from 0) and the caps; a case starts at
    // player 0 (player 1 of the statement).
    struct Board {
        long long stones;
        std::size_t player;
        std::vector<long long> caps;
        std::size_t next() const { return player + 1 == caps.size() ? 0 : player + 1; }
        long long most() const { return caps[player] < stones ? caps[player] : stones; }
    };
    static Board play_position(long long stones, const std::vector<long long>& caps) { return Board{stones, 0, caps}; }

    // A case is its start: player 1 to move.
    gamesuite::MoveList moves(long long stones, const std::vector<long long>& caps) {
        return moves(play_position(stones, caps));
    }
    void explain(gamesuite::CaseLines& lines, long long stones, const std::vector<long long>& caps) {
        explain(lines, play_position(stones, caps));
    }
    gamesuite::MoveList moves_by_rules(long long stones, const std::vector<long long>& caps) {
        return moves_by_rules(play_position(stones, caps));
    }

    gamesuite::MoveList moves(const Board& board) {
        if (board.stones == 0) return gamesuite::MoveList::won_without_moving();
        std::vector<std::string> moves;
        for (long long take = 1; take <= board.most(); ++take)
            if (!wins(board, board.stones - take, board.next())) moves.push_back(std::to_string(take));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        const std::string who = "player " + std::to_string(board.player + 1) +  + " (" +
                                (board.player % 2 == 0 ? "your team" : "the opponents' team") + ")";
        if (board.stones == 0) {
            lines.explain_won_without_moving("no stone is left for " + who + ": the other team took the last one");
            return;
        }
        const std::string why = "the DP over (stones left, player to move), from 0 up (facing no stones wins: the "
                                "last take lost), finds " + gamesuite::counted(board.stones, "stone") + " with " +
                                who + " to move, taking 1 to " + std::to_string(board.caps[board.player]) + ", ";
        const gamesuite::MoveList winning = moves(board);
        if (winning.moves.empty()) {
            lines.explain_loss(why + "lost: every take leaves player " + std::to_string(board.next() + 1) +
                               " a won count (or takes the last stone)");
            return;
        }
        const long long take = std::stoll(winning.moves.front());
        lines.explain_win(why + "won", winning.moves.front(),
                          "take " + gamesuite::counted(take, "stone") + ", " + std::to_string(board.stones - take) +
                              " left",
                          "player " + std::to_string(board.next() + 1) + " to move there is lost by the same DP");
    }

    // By the rules: every take, kept when the reference's plain DP finds the count left lost for the next player.
    gamesuite::MoveList moves_by_rules(const Board& board) {
        if (board.stones == 0) return gamesuite::MoveList::won_without_moving();
        const std::vector<std::vector<char> > win = outcomes_by_rules(board.stones, board.caps);
        std::vector<std::string> moves;
        for (long long take = 1; take <= board.most(); ++take)
            if (!win[static_cast<std::size_t>(board.stones - take)][board.next()]) moves.push_back(std::to_string(take));
        return moves;
    }

    // --play
    static std::string board(const Board& board) {
        std::string caps;
        for (std::size_t i = 0; i < board.caps.size(); ++i)
            caps += (i == 0 ? "" : " ") + std::string(i == board.player ? "[" : "") + std::to_string(board.caps[i]) +
                    (i == board.player ? "]" : "");
        const std::string text = "  stones: " + std::to_string(board.stones) + gamesuite::stones_drawn(board.stones) +
                                 "\n  caps round the table (odd places your team): " + caps;
        if (board.stones == 0) return text + "\n  no stone is left: the other team took the last one";
        return text + "\n  player " + std::to_string(board.player + 1) + " takes 1 to " +
               std::to_string(board.caps[board.player]) + "; whoever takes the last stone loses";
    }
    static std::string play(const std::string& move, Board& board) {
        long long take = 0;
        if (!gamesuite::read_number_move(move, take)) return "write K (the stones to take)";
        if (board.stones == 0) return "no stone is left";
        if (take < 1 || take > board.caps[board.player])
            return "player " + std::to_string(board.player + 1) + " takes 1 to " +
                   std::to_string(board.caps[board.player]);
        if (take > board.stones) return "only " + gamesuite::counted(board.stones, "stone") + " left";
        board.stones -= take;
        board.player = board.next();
        return "";
    }
    // Holding out: one stone, never the last if another take exists.
    static std::string any_move(const Board& board) { return board.stones > 0 ? "1" : ""; }

private:
    bool wins(const Board& board, long long stones, std::size_t player) {
        if (board.caps != caps_ || stones > computed_) {
            caps_ = board.caps;
            computed_ = board.stones;
            dp_.run(computed_, caps_, &table_);
        }
        return table_[static_cast<std::size_t>(stones) * caps_.size() + player] != 0;
    }
    TeamDp dp_;
    std::vector<long long> caps_;
    long long computed_ = -1;
    std::vector<char> table_;
};

}  // namespace team_misere_nim

#endif

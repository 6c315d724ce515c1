// HDU 2176 on the command line: --moves writes the judge's 'a b' lines as moves of numbered piles, --explain says why
// each wins (C++17, never judged). O(m) per case. Tested in-process against moves_by_rules, which tries every move.
#ifndef NIM_MOVES_MOVES_HPP
#define NIM_MOVES_MOVES_HPP

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace nim_moves {

// A judge answer's line of one move, "a b": two natural numbers one space apart.
inline bool is_move_line(const std::string& line) {
    const std::size_t space = line.find(' ');
    auto natural = [&](std::size_t from, std::size_t to) {
        return to > from && line.find_first_not_of("0123456789", from) >= to;
    };
    return space != std::string::npos && natural(0, space) && natural(space + 1, line.size());
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "P:K, pile P (counted from 1) left with K stones, in pile order";
    static constexpr bool long_lists = true;  // one winning move a pile, up to 10^6 piles

    // answer_cases asks its Decide for the case's moves: here it hands the piles to per_case and answers none.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct EachCase {
            PerCase& per_case;
            void winning_moves(const std::vector<long long>& piles, std::vector<Move>&) { per_case(piles); }
        } each_case{per_case};
        answer_cases(in, limits, out, each_case);
    }
    // The judge writes "No" for a lost case, and "Yes" then one line "a b" per winning move for a won one.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        bool move_owed = false;  // a "Yes" not yet followed by a move
        std::size_t start = 0;
        while (start < answers.size()) {
            std::size_t end = answers.find('\n', start);
            if (end == std::string::npos) end = answers.size();
            const std::string line = answers.substr(start, end - start);
            start = end + 1;
            if ((line == "Yes" || line == "No") && !move_owed) {
                outcomes.push_back(line == "Yes" ? gamesuite::Outcome::win : gamesuite::Outcome::lose);
                move_owed = line == "Yes";
            } else if (!outcomes.empty() && outcomes.back() == gamesuite::Outcome::win && is_move_line(line)) {
                move_owed = false;
            } else {
                throw std::runtime_error("the judge answer's line '" + line + "' is no 'Yes', 'No' or move after a "
                                         "'Yes'");
            }
        }
        if (move_owed) throw std::runtime_error("the judge answer ends with a 'Yes' and no move");
        return outcomes;
    }

    // The judge's own moves (solver.hpp: each pile a that holds the nim sum's top bit, left with a xor s, in pile
    // order), each pile numbered: the next pile of that size, since equal piles are all listed.
    gamesuite::MoveList moves(const std::vector<long long>& piles) {
        winning_moves(piles, judge_moves_);
        numbers_.clear();
        std::vector<std::string> moves;
        for (std::size_t k = 0, i = 0; k < judge_moves_.size(); ++k, ++i) {
            while (piles[i] != judge_moves_[k].pile) ++i;
            numbers_.push_back(i);
            moves.push_back(gamesuite::pile_left(i, judge_moves_[k].left));
        }
        return moves;
    }

    // The judge's answer and then each of its lines as a move, with why it wins (the first max_listed_moves).
    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& piles) {
        const unsigned long long sum = gamecore::nim_sum(piles.begin(), piles.end());
        const std::string piles_sum = "the piles' nim sum is " + gamesuite::xor_expression(piles, sum);
        const gamesuite::MoveList listed = moves(piles);
        if (listed.moves.empty()) {
            lines.explain_loss(piles_sum + ", so every move leaves a nonzero sum: No");
            return;
        }
        int top = 63;
        while ((sum >> top & 1) == 0) --top;
        const std::string top_bit = "2^" + std::to_string(top), s = std::to_string(sum);
        const std::string why = piles_sum + ", not 0: Yes, and a line 'a b' for each pile a that holds the sum's "
                                "top bit " + top_bit + ", left with b = a xor " + s + " (smaller just then): " +
                                gamesuite::counted(judge_moves_.size(), "winning move");
        for (std::size_t k = 0; k < judge_moves_.size() && k < gamesuite::max_listed_moves; ++k) {
            const std::string a = std::to_string(judge_moves_[k].pile), b = std::to_string(judge_moves_[k].left);
            const std::string& move = listed.moves[k];
            const std::string what = "the line '" + a + " " + b + "': take " +
                                     std::to_string(judge_moves_[k].pile - judge_moves_[k].left) + " from pile " +
                                     std::to_string(numbers_[k] + 1);
            const std::string after = a + " xor " + s + " = " + b + ": the nim sum is now 0, and every reply "
                                      "leaves it nonzero";
            if (k == 0) lines.explain_win(why, move, what, after);
            else lines.explain_line("  or play " + move + " (" + what + "): " + after);
        }
        if (judge_moves_.size() > gamesuite::max_listed_moves)
            lines.explain_line("  ... and " +
                               gamesuite::counted(judge_moves_.size() - gamesuite::max_listed_moves, "more line") +
                               ", one for each further pile that holds " + top_bit);
    }

    // By the rules: every pile left with every smaller size, each kept when the reference's search finds the
    // position after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& piles) {
        MovesBySearch& search = gamesuite::search_for_process<MovesBySearch>();
        auto wins = [&](const std::vector<long long>& after) { return search.wins(after); };
        return gamesuite::nim_moves_by_rules(piles, wins);
    }


    // --play
    static std::string board(const std::vector<long long>& piles) { return gamesuite::pile_rows(piles, "pile"); }
    static std::string play(const std::string& move, std::vector<long long>& piles) {
        return gamesuite::play_pile_left(move, piles, "pile", "stone");
    }
    static std::string any_move(const std::vector<long long>& piles) { return gamesuite::longest_nim_move(piles); }
    static std::vector<std::string> legal_moves(const std::vector<long long>& piles) {
        return gamesuite::nim_legal_moves(piles);
    }

private:
    std::vector<Move> judge_moves_;    // the last case's, as the judge writes them
    std::vector<std::size_t> numbers_;  // the pile of each, counted from 0
};

}  // namespace nim_moves

#endif

// {{id}} on the command line: --moves lists every winning move, --explain says why (C++17, never judged).
// O(1) per pile. Tested in-process against moves_by_rules, which tries every legal move on the reference's search.
#ifndef {{GUARD}}_MOVES_HPP
#define {{GUARD}}_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {{namespace}} {

// TODO: your game's moves, its notation and its words; src/cli/case_moves.hpp says what each member is.
struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "K, the stones left in the pile";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_piles(in, limits, out, per_case);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"1", "0"};

    // The one winning move leaves a multiple of 3.
    gamesuite::MoveList moves(long long n) {
        if (!first_player_wins(n)) return gamesuite::MoveList();
        return std::vector<std::string>{std::to_string(n - n % 3)};
    }

    void explain(gamesuite::CaseLines& lines, long long n) {
        const std::string why = std::to_string(n) + " = 3 x " + std::to_string(n / 3) + " + " + std::to_string(n % 3);
        if (!first_player_wins(n)) {
            lines.explain_loss(why + ": every move leaves a pile that is not a multiple of 3, and the opponent takes "
                                     "it back to one");
            return;
        }
        lines.explain_win(why, std::to_string(n - n % 3), "take " + gamesuite::counted(n % 3, "stone"),
                          "a multiple of 3 is left, and whatever the opponent takes, the next move restores one");
    }

    // By the rules: every move, kept when the reference's search finds the pile after it lost for the player then
    // to move.
    gamesuite::MoveList moves_by_rules(long long n) {
        std::vector<Rules::Position> after;
        Rules().moves(n, after);
        std::vector<std::string> winning;
        for (Rules::Position left : after)
            if (!wins_(left)) winning.push_back(std::to_string(left));
        return winning;
    }

private:
    WinsBySearch wins_;
};

}  // namespace {{namespace}}

#endif

// POJ 2311 Cutting Game on the command line: --moves lists every winning cut, --explain says why (C++17, never
// judged). O(W + H) per sheet after the table. Tested in-process against moves_by_rules, which tries every cut.
#ifndef CUTTING_GAME_MOVES_HPP
#define CUTTING_GAME_MOVES_HPP

#include <optional>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
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

private:
    std::optional<CuttingTable> table_;  // capped by the limits read_cases gets
};

}  // namespace cutting_game

#endif

// SPOJ COT3 on the command line: --moves lists the winning first vertices, --explain says why (C++17, never judged).
// O(N log N) a tree. Tested in-process against moves_by_rules, which tries every white vertex on the search.
#ifndef COMBAT_ON_A_TREE_MOVES_HPP
#define COMBAT_ON_A_TREE_MOVES_HPP

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace combat_on_a_tree {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "V, the white vertex chosen, numbered from 1; ascending";
    static constexpr bool long_lists = true;

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_case(in, limits, out, per_case);
    }

    // The judge lists the winning vertices, a line each, or writes -1: the one case's outcome.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        if (answers == "-1\n") return std::vector<gamesuite::Outcome>{gamesuite::Outcome::lose};
        gamesuite::outcome_per_line(answers, [](const std::string& line) {
            if (line.empty() || line.find_first_not_of("0123456789") != std::string::npos)
                throw std::runtime_error("the judge answer '" + line + "' is no vertex");
            return gamesuite::Outcome::win;
        });
        return std::vector<gamesuite::Outcome>{gamesuite::Outcome::win};
    }

    gamesuite::MoveList moves(const Tree& tree) {
        std::vector<std::string> moves;
        for (int v : PathPainting(tree).winners) moves.push_back(std::to_string(v + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Tree& tree) {
        const PathPainting painting(tree);
        const std::string why = "a subtree is worth the mex of what one choice in it leaves, the xor of the subtrees "
                                "hanging off the path it blackens; the whole tree from vertex 1 is worth " +
                                std::to_string(painting.value[0]);
        if (painting.winners.empty()) {
            bool any_white = false;
            for (char black : tree.black) any_white = any_white || !black;
            lines.explain_loss(why + (any_white ? ": every choice leaves a position worth more than 0"
                                                : ": no vertex is white, there is nothing to choose"));
            return;
        }
        const int v = painting.winners.front();
        std::vector<char> on_path(tree.black.size(), 0);
        int whites = 0;
        for (int w = v; w >= 0; w = painting.parent[w]) {
            on_path[w] = 1;
            whites += !tree.black[w];
        }
        std::vector<unsigned> hanging;  // the subtrees whose parent is on the path, by vertex number
        for (int c = 1; c < tree.vertices; ++c)
            if (on_path[painting.parent[c]] && !on_path[c]) hanging.push_back(painting.value[c]);
        lines.explain_win(why + ", not 0", std::to_string(v + 1),
                          "blacken the path from " + std::to_string(v + 1) + " to vertex 1, " +
                              gamesuite::counted(whites, "white vertex", "white vertices"),
                          "the subtrees left hanging off it are worth " + gamesuite::xor_expression(hanging, 0) +
                              ", the SG value of the whole game after the move, and every reply leaves it nonzero");
    }

    // By the rules: every white vertex, kept when the search finds the position after choosing it lost.
    gamesuite::MoveList moves_by_rules(const Tree& tree) {
        std::vector<std::string> moves;
        for (int v : winners_by_search(tree)) moves.push_back(std::to_string(v + 1));
        return moves;
    }
};

}  // namespace combat_on_a_tree

#endif

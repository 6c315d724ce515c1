// HDU 1846 reference: the Bash game decided by memoised search over its rules, no modulus.
// O(n*m) per distinct m (n + 1 positions of <= m moves). Used by tests.cpp and bash-reference on small n and m.
#ifndef BASH_REFERENCE_HPP
#define BASH_REFERENCE_HPP

#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace bash_game {

struct BashRules {
    // (stones left, most stones a move takes); the second never changes.
    typedef std::pair<long long, long long> Position;

    // Take 1..m stones, never more than there are.
    void moves(const Position& p, std::vector<Position>& out) const {
        for (long long take = 1; take <= p.second && take <= p.first; ++take)
            out.push_back(Position(p.first - take, p.second));
    }
};

// n, m <= 200: 201 positions of <= 200 moves per m; the search's recursion is at most n deep.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_stones = 200;
    limits.max_take = 200;
    return limits;
}

inline std::string reference_description() {
    return "HDU 1846 reference: plays the Bash game by its rules (memoised search).\n"
           "Same input and output as bash, for small n and m.";
}

struct WinsBySearch {
    WinsBySearch() : search(BashRules()) {}
    bool operator()(long long stones, long long most) { return search.wins(BashRules::Position(stones, most)); }
    gamecore::GameSearch<BashRules> search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace bash_game

#endif

// {{id}} reference: the game decided by memoised search over its rules, no closed form.
// O(n) positions of 2 moves. Used by tests.cpp, the in-process stress tests and {{id}}-reference on small piles.
#ifndef {{GUARD}}_REFERENCE_HPP
#define {{GUARD}}_REFERENCE_HPP

#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace {{namespace}} {

// TODO: the moves of your game, exactly as the statement gives them.
struct Rules {
    typedef long long Position;

    void moves(const Position& n, std::vector<Position>& out) const {
        for (long long take = 1; take <= 2 && take <= n; ++take) out.push_back(n - take);
    }
};

inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_pile = 10000;
    return limits;
}

inline std::string reference_description() {
    return "{{id}} reference: plays the game by its rules (memoised search).\n"
           "Same input and output as {{id}}, for small piles.";
}

struct WinsBySearch {
    WinsBySearch() : search(Rules()) {}
    bool operator()(long long n) { return search.wins(n); }
    gamecore::GameSearch<Rules> search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsBySearch decide;
    answer_piles(in, limits, out, decide);
}

}  // namespace {{namespace}}

#endif

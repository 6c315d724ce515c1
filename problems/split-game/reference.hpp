// Luogu P3185 reference: the bean game played by its rules, no Grundy theory: a memoised search over the vectors of
// bean counts (gamecore::GameSearch), small inputs only. Used by tests.cpp, moves.hpp and split-game-reference.
#ifndef SPLIT_GAME_REFERENCE_HPP
#define SPLIT_GAME_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace split_game {

// A position is the bean counts, except that the last bottle is kept at 0: its beans can never move (no j > n - 1),
// so they change no outcome, and forgetting them keeps the search small. Every move adds a bean and moves one to
// the right, so every play ends.
struct BeanRules {
    typedef std::vector<long long> Position;

    static Position after(const Position& beans, std::size_t i, std::size_t j, std::size_t k) {
        Position next(beans);
        --next[i];
        ++next[j];
        ++next[k];
        next.back() = 0;
        return next;
    }

    void moves(const Position& beans, std::vector<Position>& out) const {
        const std::size_t n = beans.size();
        for (std::size_t i = 0; i < n; ++i)
            if (beans[i] > 0)
                for (std::size_t j = i + 1; j < n; ++j)
                    for (std::size_t k = j; k < n; ++k) out.push_back(after(beans, i, j, k));
    }
};

inline gamecore::GameSearch<BeanRules>& bean_search() {
    static gamecore::GameSearch<BeanRules> search((BeanRules()));
    return search;
}

// Calls each(i, j, k) for every first move, in lexicographic order, after which the search finds the opponent lost.
template <class Each>
void each_winning_move_by_rules(const std::vector<long long>& beans, Each& each) {
    std::vector<long long> start(beans);
    start.back() = 0;
    const std::size_t n = beans.size();
    for (std::size_t i = 0; i < n; ++i)
        if (beans[i] > 0)
            for (std::size_t j = i + 1; j < n; ++j)
                for (std::size_t k = j; k < n; ++k)
                    if (!bean_search().wins(BeanRules::after(start, i, j, k))) each(i, j, k);
}

struct AnswerByRules {
    void operator()(std::size_t i, std::size_t j, std::size_t k) {
        if (answer.count++ > 0) return;
        answer.i = static_cast<long long>(i);
        answer.j = static_cast<long long>(j);
        answer.k = static_cast<long long>(k);
    }
    Answer answer;
};

// Up to 5 bottles of up to 3 beans: 3327 positions for all of them (the last bottle kept empty).
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_bottles = 5;
    limits.max_beans = 3;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P3185 reference: the bean game searched by its rules (every move i < j <= k),\n"
           "memoised on the bean counts. Same input and output as split-game, for at most 5\n"
           "bottles of at most 3 beans.";
}

struct SearchDecide {
    Answer operator()(const std::vector<long long>& beans) {
        AnswerByRules found;
        each_winning_move_by_rules(beans, found);
        return found.answer;
    }
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    SearchDecide decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace split_game

#endif

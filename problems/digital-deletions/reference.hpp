// HDU 1404 reference: each string decided by memoised search over its moves (gamecore::WinSearch over the strings
// themselves), no table, no order of strings. At most 111,111 strings of up to 5 digits, each of <= 50 moves.
// Used by tests.cpp, the in-process stress run and digital-deletions-reference on strings of up to 5 digits.
#ifndef DIGITAL_DELETIONS_REFERENCE_HPP
#define DIGITAL_DELETIONS_REFERENCE_HPP

#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace digital_deletions {

struct DeletionRules {
    typedef std::string Position;

    // Lower one digit to each smaller digit; erase a 0 and everything right of it. The empty string has no move.
    void moves(const Position& s, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < s.size(); ++i) {
            for (char d = '0'; d < s[i]; ++d) {
                Position lowered(s);
                lowered[i] = d;
                out.push_back(lowered);
            }
            if (s[i] == '0') out.push_back(s.substr(0, i));
        }
    }
};

// Up to 5 digits: 111,111 strings at most, the search's recursion at most 46 deep (each lowering takes a digit
// down by one at least, and an erasure ends a digit).
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_digits = 5;
    return limits;
}

inline std::string reference_description() {
    return "HDU 1404 reference: plays each string by its rules (memoised win/loss search over\n"
           "the strings). Same input and output as digital-deletions, for up to 5 digits.";
}

struct WinsBySearch {
    WinsBySearch() : search(DeletionRules()) {}
    bool operator()(const std::string& digits) { return search.wins(digits); }
    gamecore::WinSearch<DeletionRules> search;
};

// One search for every input the process reads: a string's outcome never changes.
inline WinsBySearch& search_for_every_input() {
    static WinsBySearch search;
    return search;
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_strings(in, limits, out, search_for_every_input());
}

}  // namespace digital_deletions

#endif

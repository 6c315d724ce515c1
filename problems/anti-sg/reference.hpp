// HDU 2509 reference: the rows of apples played by their rules in misère play (who cannot move wins), memoised
// search over multisets of rows; no Grundy values, no SJ theorem. Used by tests.cpp and anti-sg-reference.
#ifndef ANTI_SG_REFERENCE_HPP
#define ANTI_SG_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "problem.hpp"

namespace anti_sg {

// gamecore::GameSearch plays normal play only, so the misère search is written out here.
class MisereRowSearch {
public:
    // The non-empty rows, ascending: empty rows offer no move, and the order of rows does not matter.
    typedef std::vector<long long> Position;

    static Position position_of(const std::vector<long long>& rows) {
        Position p;
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i] > 0) p.push_back(rows[i]);
        std::sort(p.begin(), p.end());
        return p;
    }

    // Take `block` >= 1 consecutive apples from a row of v, `left` of them staying on its left: the row becomes
    // rows `left` and v - block - left (empty rows vanish).
    static void moves(const Position& p, std::vector<Position>& out) {
        for (std::size_t chosen = 0; chosen < p.size(); ++chosen) {
            if (chosen > 0 && p[chosen] == p[chosen - 1]) continue;  // an equal row has the same moves
            const long long v = p[chosen];
            for (long long block = 1; block <= v; ++block) {
                for (long long left = 0; left + block <= v; ++left) {
                    Position next(p);
                    next.erase(next.begin() + static_cast<std::ptrdiff_t>(chosen));
                    if (left > 0) next.push_back(left);
                    if (v - block - left > 0) next.push_back(v - block - left);
                    std::sort(next.begin(), next.end());
                    out.push_back(next);
                }
            }
        }
    }

    // Does the player to move win? With no apples left the player to move cannot move, and the opponent took the
    // last apple: the player to move wins.
    bool wins(const Position& p) {
        const std::map<Position, bool>::const_iterator known = memo_.find(p);
        if (known != memo_.end()) return known->second;
        std::vector<Position> options;
        moves(p, options);
        bool wins = options.empty();
        for (std::size_t i = 0; i < options.size() && !wins; ++i) wins = !this->wins(options[i]);
        memo_[p] = wins;
        return wins;
    }

    std::size_t positions_seen() const { return memo_.size(); }

private:
    std::map<Position, bool> memo_;
};

// Up to 6 rows of 8 apples: at most about 10^5 positions, well under a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_rows = 6;
    limits.max_row = 8;
    return limits;
}

inline std::string reference_description() {
    return "HDU 2509 reference: plays the rows of apples by their rules in misere play\n"
           "(memoised search). Same input and output as anti-sg, for few short rows.";
}

struct WinsBySearch {
    bool operator()(const std::vector<long long>& rows) { return search.wins(MisereRowSearch::position_of(rows)); }
    MisereRowSearch search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace anti_sg

#endif

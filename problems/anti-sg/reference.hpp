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

    // Does the player to move win? With no apples left the player to move cannot move, and the opponent took the
    // last apple: the player to move wins. A move takes `block` >= 1 consecutive apples from a row of v, `left` of
    // them staying on its left: the row becomes rows `left` and v - block - left (empty rows vanish). The options
    // are tried as they are made, up to the first that wins; an equal row has the same moves, and a split and its
    // mirror leave the same rows, so each is tried once.
    bool wins(const Position& p) {
        const std::map<Position, bool>::const_iterator known = memo_.find(p);
        if (known != memo_.end()) return known->second;
        bool wins = p.empty();
        for (std::size_t chosen = 0; chosen < p.size() && !wins; ++chosen) {
            if (chosen > 0 && p[chosen] == p[chosen - 1]) continue;
            const long long v = p[chosen];
            Position others(p);
            others.erase(others.begin() + static_cast<std::ptrdiff_t>(chosen));
            for (long long block = 1; block <= v && !wins; ++block)
                for (long long left = 0; 2 * left + block <= v && !wins; ++left) {
                    Position next(others);
                    const long long right = v - block - left;
                    if (left > 0) next.insert(std::upper_bound(next.begin(), next.end(), left), left);
                    if (right > 0) next.insert(std::upper_bound(next.begin(), next.end(), right), right);
                    wins = !this->wins(next);
                }
        }
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

// COCI 2010/2011 #4 HRPA reference: Fibonacci Nim played by its rules, a memo over (pebbles left, largest take
// allowed), filled heap by heap: O(n^2) positions, O(1) each. No Fibonacci numbers. Used by tests.cpp and stress.
#ifndef HRPA_REFERENCE_HPP
#define HRPA_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace hrpa {

// Does the player to move with r pebbles left, who may take 1 to c of them (c capped at r: a larger cap allows
// nothing more), win? Taking t leaves r - t with the opponent allowed 2t; taking the last pebble wins. The moves
// allowed by c are those allowed by c - 1 and the take of c, so
//   wins(r, c) = wins(r, c - 1) or c = r or not wins(r - c, min(2c, r - c)),   wins(r, 0) = false,
// every position asked below r filled first: rows_[r][c].
class TakeRules {
public:
    bool mover_wins(long long r, long long c) {
        if (r == 0) return false;  // the opponent took the last pebble
        extend_to(static_cast<std::size_t>(r));
        return rows_[static_cast<std::size_t>(r)][static_cast<std::size_t>(std::min(c, r))] != 0;
    }

    // The first move takes anything from 1 to n; after a take t the opponent may take up to 2t.
    bool first_take_wins(long long n, long long take) { return take == n || !mover_wins(n - take, 2 * take); }

    long long smallest_winning_take(long long n) {
        long long take = 1;
        while (!first_take_wins(n, take)) ++take;  // take = n always wins
        return take;
    }

    std::size_t positions() const {
        std::size_t count = 0;
        for (std::size_t r = 0; r < rows_.size(); ++r) count += rows_[r].size();
        return count;
    }

private:
    void extend_to(std::size_t largest) {
        if (rows_.empty()) rows_.push_back(std::vector<char>(1, 0));
        for (std::size_t r = rows_.size(); r <= largest; ++r) {
            std::vector<char> row(r + 1, 0);
            for (std::size_t c = 1; c <= r; ++c) {
                const std::size_t left = r - c;
                row[c] = row[c - 1] || left == 0 || !rows_[left][std::min(2 * c, left)];
            }
            rows_.push_back(row);
        }
    }

    std::vector<std::vector<char> > rows_;  // rows_[r][c], 0 <= c <= r
};

// n up to 2000: about 2 * 10^6 positions, filled once (a few milliseconds); the smallest winning take is found by
// trying each take in turn.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_pebbles = 2000;
    return limits;
}

inline std::string reference_description() {
    return "COCI 2010/2011 #4 HRPA reference: plays the heap by the rules (every first take\n"
           "tried against a memo over pebbles left and largest take allowed), no Fibonacci\n"
           "numbers. Same input and output as hrpa, for small N.";
}

struct SmallestBySearch {
    long long operator()(long long n) { return rules.smallest_winning_take(n); }
    TakeRules rules;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One memo for every input the process reads: it only grows.
    static SmallestBySearch decide;
    answer_lines(in, limits, out, decide);
}

}  // namespace hrpa

#endif

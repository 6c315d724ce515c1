// HDU 1848 reference: whole positions searched by the rules (gamecore::GameSearch) with its own Fibonacci test, no
// Grundy table, no xor: <= C(H + 3, 3) positions, < 3 * 2 log H moves each. Used by tests.cpp and the stress test.
#ifndef FIBONACCI_SG_REFERENCE_HPP
#define FIBONACCI_SG_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace fibonacci_sg {

// f >= 1 is a Fibonacci number iff 5 f^2 + 4 or 5 f^2 - 4 is a perfect square (Gessel, "Fibonacci is a square",
// Fibonacci Quarterly 10, 1972): a test apart from the recurrence that solver.hpp uses. Exact for f <= 10^6.
inline bool is_perfect_square(long long x) {
    long long low = 0, high = 3037000499LL;  // floor(sqrt(2^63 - 1)): mid * mid never overflows
    while (low < high) {  // the largest root with root * root <= x
        const long long mid = low + (high - low + 1) / 2;
        if (mid * mid <= x) low = mid;
        else high = mid - 1;
    }
    return low * low == x;
}

inline bool is_fibonacci(long long f) {
    return f >= 1 && (is_perfect_square(5 * f * f + 4) || is_perfect_square(5 * f * f - 4));
}

// Three heaps, ascending (the order of heaps does not matter). A plain struct, not a vector: the search keeps tens
// of thousands of them, and copies one per move.
struct Triple {
    long long heaps[3];

    bool operator<(const Triple& other) const {
        for (int i = 0; i < 3; ++i)
            if (heaps[i] != other.heaps[i]) return heaps[i] < other.heaps[i];
        return false;
    }
};

// Whole positions, for gamecore::GameSearch.
class HeapsRules {
public:
    typedef Triple Position;

    // Which takes are Fibonacci numbers, for takes up to max_heap, decided once.
    explicit HeapsRules(long long max_heap) {
        for (long long f = 1; f <= max_heap; ++f)
            if (is_fibonacci(f)) takes_.push_back(f);
    }

    static Position position_of(long long m, long long n, long long p) {
        Position position = {{m, n, p}};
        std::sort(position.heaps, position.heaps + 3);
        return position;
    }

    // Remove a Fibonacci number f <= the heap from one heap.
    void moves(const Position& position, std::vector<Position>& out) const {
        for (int i = 0; i < 3; ++i) {
            if (i > 0 && position.heaps[i] == position.heaps[i - 1]) continue;  // an equal heap has the same moves
            for (std::size_t j = 0; j < takes_.size() && takes_[j] <= position.heaps[i]; ++j) {
                Position next = position;
                next.heaps[i] -= takes_[j];
                std::sort(next.heaps, next.heaps + 3);
                out.push_back(next);
            }
        }
    }

    const std::vector<long long>& takes() const { return takes_; }

private:
    std::vector<long long> takes_;  // ascending
};

// Heaps up to 60: at most C(63, 3) = 39711 positions, each with < 3 * 10 moves, a few hundredths of a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_heap = 60;
    return limits;
}

inline std::string reference_description() {
    return "HDU 1848 reference: plays the three heaps by the rules (memoised search of whole\n"
           "positions), no Grundy values. Same input and output as fibonacci-sg, for small heaps.";
}

class WinsBySearch {
public:
    explicit WinsBySearch(long long max_heap) : search_(HeapsRules(max_heap)) {}
    bool first_player_wins(long long m, long long n, long long p) {
        return search_.wins(HeapsRules::position_of(m, n, p));
    }
    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    gamecore::GameSearch<HeapsRules> search_;
};

// One search per largest heap for every input the process reads: a position's outcome never changes, and the
// in-process stress run's seeds meet mostly the same positions.
inline WinsBySearch& search_up_to(long long max_heap) {
    static std::map<long long, WinsBySearch> searches;
    return searches.try_emplace(max_heap, max_heap).first->second;
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_lines(in, limits, out, search_up_to(limits.max_heap));
}

}  // namespace fibonacci_sg

#endif

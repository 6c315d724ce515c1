// Codeforces 768E reference: Game of Stones by its rules, no closed form. A heap is the state (stones left, the
// amounts already taken from it); its Grundy value is the mex over the states its moves reach, memoised
// (HeapSearch), each heap's value from its start (s, nothing taken), xored over the heaps. O(the states reachable,
// about 1.1 * 10^5 for every heap to 60) once a process. Used by tests.cpp, the stress run, --moves and game-of-stones-once-reference.
#ifndef GAME_OF_STONES_ONCE_REFERENCE_HPP
#define GAME_OF_STONES_ONCE_REFERENCE_HPP

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "problem.hpp"

namespace game_of_stones_once {

// One heap: (stones left r, the set of amounts taken from it, bit x - 1 for amount x). Amounts above r can never be
// taken again, so they are dropped: two heaps that allow the same moves are one position. r stays below 64.
struct HeapRules {
    typedef std::pair<long long, unsigned long long> Position;

    static unsigned long long amounts_up_to(long long left) {
        return left >= 64 ? ~0ULL : (1ULL << left) - 1;
    }
    // The state after taking `take` from `p` (take <= p.first, not taken before).
    static Position after(const Position& p, long long take) {
        const long long left = p.first - take;
        return Position(left, (p.second | (1ULL << (take - 1))) & amounts_up_to(left));
    }
    static bool taken_before(const Position& p, long long take) { return ((p.second >> (take - 1)) & 1) != 0; }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (long long take = 1; take <= p.first; ++take)
            if (!taken_before(p, take)) out.push_back(after(p, take));
    }
};

// The memoised search over heap states: g = mex of the states every take not made before leads to. A state is
// keyed by (taken << 6) | left: left <= 60 and, the heap having started at most at 60, every amount taken is at most
// 60 - left, so `taken` stays below 2^30. O(about 1.1 * 10^5 states, 60 takes each) for every heap to 60.
class HeapSearch {
public:
    unsigned grundy(const HeapRules::Position& p) {
        const unsigned long long key = (p.second << 6) | static_cast<unsigned long long>(p.first);
        const std::unordered_map<unsigned long long, unsigned char>::const_iterator known = memo_.find(key);
        if (known != memo_.end()) return known->second;
        unsigned long long seen = 0;  // bit v: some option is worth v (values stay below 64)
        for (long long take = 1; take <= p.first; ++take)
            if (!HeapRules::taken_before(p, take)) seen |= 1ULL << grundy(HeapRules::after(p, take));
        unsigned value = 0;
        while ((seen >> value) & 1) ++value;
        memo_[key] = static_cast<unsigned char>(value);
        return value;
    }
    bool wins(const HeapRules::Position& p) { return grundy(p) != 0; }

private:
    std::unordered_map<unsigned long long, unsigned char> memo_;
};

// The one search of a process: a state's value never changes, and every input meets mostly the same states.
inline HeapSearch& heap_search() {
    static HeapSearch search;
    return search;
}

// Every heap to 60 (the parser's whole range): all states below it, searched once.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_heaps = 100000;
    limits.max_heap = 60;
    return limits;
}

inline std::string reference_description() {
    return "Codeforces 768E reference: each heap's Grundy value by a search over its states\n"
           "(stones left, amounts already taken), xored over the heaps. Same input and output\n"
           "as game-of-stones-once.";
}

// The heaps' values by the search, xored as they come.
struct SumBySearch {
    SumBySearch() : sum(0) {}
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= heap_search().grundy(HeapRules::Position(heap, 0)); }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    SumBySearch position;
    answer_cases(in, limits, out, position);
}

}  // namespace game_of_stones_once

#endif

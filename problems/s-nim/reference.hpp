// HDU 1536 S-Nim reference: whole positions searched by the rules (gamecore::GameSearch), no Grundy table, no xor:
// <= C(H + l, l) positions of l heaps <= H, < l k moves each. Used by tests.cpp and s-nim-reference (stress).
#ifndef S_NIM_REFERENCE_HPP
#define S_NIM_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace s_nim {

class WholePositionRules {
public:
    // The heaps, ascending: the order of heaps does not matter, so each multiset is searched once.
    typedef std::vector<long long> Position;

    explicit WholePositionRules(const std::vector<long long>& amounts) : amounts_(amounts) {}

    // Remove exactly s beads from one heap, s in S and s <= the heap.
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            for (std::size_t j = 0; j < amounts_.size(); ++j) {
                if (amounts_[j] > p[i]) continue;
                Position next(p);
                next[i] -= amounts_[j];
                std::sort(next.begin(), next.end());
                out.push_back(next);
            }
        }
    }

private:
    std::vector<long long> amounts_;
};

// Per test case at most 2380 positions (every multiset of up to 4 heaps of 0..12), each with <= 4 * 6 moves: a few
// milliseconds. Any amount is fine: one larger than every heap never applies.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_set_size = 6;
    limits.max_heaps = 4;
    limits.max_heap = 12;
    return limits;
}

inline std::string reference_description() {
    return "HDU 1536 S-Nim reference: plays whole positions by the rules (memoised search),\n"
           "no Grundy values. Same input and output as s-nim, for few small heaps.";
}

// A new search for each test case's S; the heaps of a position are collected, then searched.
class WinsBySearch {
public:
    WinsBySearch() : search_(WholePositionRules(std::vector<long long>())) {}
    void start_set(const std::vector<long long>& amounts) {
        search_ = gamecore::GameSearch<WholePositionRules>(WholePositionRules(amounts));
    }
    void start_position() { heaps_.clear(); }
    void add_heap(long long heap) { heaps_.push_back(heap); }
    bool first_player_wins() {
        std::sort(heaps_.begin(), heaps_.end());
        return search_.wins(heaps_);
    }

private:
    std::vector<long long> heaps_;
    gamecore::GameSearch<WholePositionRules> search_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsBySearch game;
    answer_test_cases(in, limits, out, game);
}

}  // namespace s_nim

#endif

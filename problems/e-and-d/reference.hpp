// Luogu P2148 reference: E&D by its rules, no closed form. A pair's Grundy value is the mex over its options (the
// values each heap's splits reach, O(m^2) mex steps to reach heap m), xored over the pairs; tests.cpp also searches
// whole positions (gamecore::GameSearch, no Sprague-Grundy sum). Used by tests.cpp, moves.hpp and e-and-d-reference.
#ifndef E_AND_D_REFERENCE_HPP
#define E_AND_D_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace e_and_d {

// g(a, b) by the rules: a move throws one heap of the pair away and splits the other, s, into x and s - x
// (1 <= x < s), the new pair. So the pair's options are the splits of a and the splits of b, and g(a, b) is the mex
// of reached(a) and reached(b), reached(s) being the values of the pairs the splits of s leave. Both parts of a split
// are below s: reached(s) needs only the heaps below s, and the table grows heap by heap, O(s) mex steps a heap.
class PairGrundyTable {
public:
    PairGrundyTable() : reached_(1) {}

    unsigned operator()(long long a, long long b) {
        extend_to(static_cast<std::size_t>(std::max(a, b)));
        return mex_of(static_cast<std::size_t>(a), static_cast<std::size_t>(b));
    }

private:
    unsigned mex_of(std::size_t a, std::size_t b) {
        mex_.begin(reached_[a].size() + reached_[b].size());
        for (std::size_t i = 0; i < reached_[a].size(); ++i) mex_.add(reached_[a][i]);
        for (std::size_t i = 0; i < reached_[b].size(); ++i) mex_.add(reached_[b][i]);
        return static_cast<unsigned>(mex_.mex());
    }

    void extend_to(std::size_t largest) {
        while (reached_.size() <= largest) {
            const std::size_t s = reached_.size();
            std::vector<unsigned> values;
            for (std::size_t x = 1; x < s; ++x) values.push_back(mex_of(x, s - x));
            std::sort(values.begin(), values.end());
            values.erase(std::unique(values.begin(), values.end()), values.end());
            reached_.push_back(values);
        }
    }

    std::vector<std::vector<unsigned> > reached_;  // reached_[s], each value once; reached_[0] unused
    gamecore::MexBuffer mex_;
};

// Whole positions, for gamecore::GameSearch: the pairs, each as (smaller, larger), in ascending order (the game does
// not care where a pair sits). No Grundy values and no xor: the search sees only the moves.
struct PairsRules {
    typedef std::vector<std::pair<long long, long long> > Position;

    static std::pair<long long, long long> pair_of(long long a, long long b) {
        return std::make_pair(std::min(a, b), std::max(a, b));
    }

    static Position position_of(const std::vector<long long>& heaps) {
        Position p;
        for (std::size_t i = 0; i + 1 < heaps.size(); i += 2) p.push_back(pair_of(heaps[i], heaps[i + 1]));
        std::sort(p.begin(), p.end());
        return p;
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t chosen = 0; chosen < p.size(); ++chosen) {
            if (chosen > 0 && p[chosen] == p[chosen - 1]) continue;  // an equal pair has the same moves
            const long long heaps[2] = {p[chosen].first, p[chosen].second};
            for (int h = 0; h < 2; ++h) {
                if (h == 1 && heaps[1] == heaps[0]) continue;  // splitting either of two equal heaps: one move
                for (long long x = 1; x <= heaps[h] / 2; ++x) {  // x and s - x make the same pair
                    Position after(p);
                    after[chosen] = pair_of(x, heaps[h] - x);
                    std::sort(after.begin(), after.end());
                    out.push_back(after);
                }
            }
        }
    }
};

// Heaps up to 1000: the table costs 1000^2 / 2 mex steps of a few values once (a few hundredths of a second);
// --moves by the rules tries s / 2 splits of each heap s. 40 heaps a case.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_heaps = 40;
    limits.max_heap = 1000;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P2148 reference: the Grundy value of each pair by the rules of E&D (mex\n"
           "over its splits), xored over the pairs. Same input and output as e-and-d, for\n"
           "small heaps.";
}

// The pairs' Grundy values from the table, xored as they come.
class GrundyTableSum {
public:
    GrundyTableSum() : sum_(0) {}
    void clear() { sum_ = 0; }
    void add_pair(long long a, long long b) { sum_ ^= table_(a, b); }
    bool first_player_wins() const { return sum_ != 0; }
    unsigned grundy(long long a, long long b) { return table_(a, b); }

private:
    PairGrundyTable table_;
    unsigned sum_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One table for every input the process reads: it only grows.
    static GrundyTableSum position;
    position.clear();
    answer_cases(in, limits, out, position);
}

}  // namespace e_and_d

#endif

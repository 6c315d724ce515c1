// Kattis hackenbushpurplehearts reference: the value by the simplicity rule over every position (the sets of edges
// still standing), memoised; no edge rule. O(2^n n^2) at worst, n <= 12. Used by tests.cpp, the stress and -reference.
#ifndef PURPLE_HEARTS_REFERENCE_HPP
#define PURPLE_HEARTS_REFERENCE_HPP

#include <cassert>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "gamecore/dyadic.hpp"
#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace purple_hearts {

using gamecore::Dyadic;

// The simplest number x with L < x < R, either side possibly absent (Winning Ways, ch. 2; Conway, On Numbers and
// Games, th. 11): 0 if it fits; else the integer nearest 0 that fits; else the fitting number of least denominator.
inline Dyadic simplest_between(bool has_left, const Dyadic& left, bool has_right, const Dyadic& right) {
    assert(!has_left || !has_right || left < right);  // Blue-Red Hackenbush positions are numbers
    if ((!has_left || left.sign() < 0) && (!has_right || right.sign() > 0)) return Dyadic();
    if (!has_left || left.sign() < 0) return -simplest_between(has_right, -right, has_left, -left);  // right <= 0
    const Dyadic next = left.floor() + Dyadic(1);
    if (!has_right || next < right) return next;
    for (long long k = 1;; ++k) {  // (left, right) holds no integer: the least denominator 2^k
        const Dyadic candidate = (left.times_power_of_two(k).floor() + Dyadic(1)).times_power_of_two(-k);
        if (candidate < right) return candidate;
    }
}

// The edges standing as a bit set (bit i = edge i); above[i] is edge i and every edge standing on it.
struct ForestPositions {
    explicit ForestPositions(const Forest& f) : forest(f), above(f.below.size(), 0) {
        for (std::size_t i = f.below.size(); i-- > 0;) {  // edges above come later: done first
            above[i] |= 1UL << i;
            if (f.below[i] >= 0) above[static_cast<std::size_t>(f.below[i])] |= above[i];
        }
    }
    unsigned long all() const { return forest.below.empty() ? 0 : (1UL << forest.below.size()) - 1; }
    // Cutting edge i (standing in `edges`) drops it and everything on it.
    unsigned long cut(unsigned long edges, std::size_t i) const { return edges & ~above[i]; }

    Forest forest;
    std::vector<unsigned long> above;
};

// value(P) = { value(P - e) for blue e | value(P - e) for red e }: the simplest number between the best options.
class ValueBySimplicity {
public:
    explicit ValueBySimplicity(const Forest& forest) : positions_(forest) {}

    Dyadic value(unsigned long edges) {
        const std::map<unsigned long, Dyadic>::const_iterator known = memo_.find(edges);
        if (known != memo_.end()) return known->second;
        bool has_left = false, has_right = false;
        Dyadic left, right;
        for (std::size_t i = 0; i < positions_.above.size(); ++i) {
            if (!(edges >> i & 1)) continue;
            const Dyadic option = value(positions_.cut(edges, i));
            if (positions_.forest.blue[i]) {
                if (!has_left || left < option) left = option;
                has_left = true;
            } else {
                if (!has_right || option < right) right = option;
                has_right = true;
            }
        }
        const Dyadic result = simplest_between(has_left, left, has_right, right);
        memo_[edges] = result;
        return result;
    }
    Dyadic value() { return value(positions_.all()); }
    const ForestPositions& positions() const { return positions_; }

private:
    ForestPositions positions_;
    std::map<unsigned long, Dyadic> memo_;
};

// Up to 12 edges: at most 2^12 positions.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_edges = 12;
    limits.max_below = 11;
    return limits;
}

inline std::string reference_description() {
    return "Kattis hackenbushpurplehearts reference: the value by the simplicity rule over every\n"
           "position of the forest (memoised), no edge rule. Same input and output as purple-hearts,\n"
           "for forests of at most 12 edges.";
}

inline std::string value_by_simplicity(const Forest& forest) { return value_text(ValueBySimplicity(forest).value()); }

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    std::string (*value)(const Forest&) = value_by_simplicity;
    answer_forest(in, limits, out, value);
}

// Who wins, by the rules alone (no numbers): Left cuts a blue edge, Right a red one, who cannot move loses. For
// --moves' proof.
struct PlayPosition {
    unsigned long edges;
    bool left_to_move;
    bool operator<(const PlayPosition& other) const {
        if (edges != other.edges) return edges < other.edges;
        return left_to_move < other.left_to_move;
    }
};

struct PlayRules {
    typedef PlayPosition Position;
    explicit PlayRules(const Forest& forest) : positions(forest) {}
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < positions.above.size(); ++i)
            if ((p.edges >> i & 1) && (positions.forest.blue[i] != 0) == p.left_to_move) {
                const PlayPosition next = {positions.cut(p.edges, i), !p.left_to_move};
                out.push_back(next);
            }
    }
    ForestPositions positions;
};

}  // namespace purple_hearts

#endif

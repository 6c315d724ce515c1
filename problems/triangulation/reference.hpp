// HDU 4664 reference: the game by its rules, no period. Each plane's value is the mex over its chords (a chord
// leaves a and n - 2 - a free points on its sides; gamecore::GrundyTable, O(n^2) to reach n); tests.cpp also
// searches the drawings themselves (GeometricRules, gamecore::GameSearch). Used by tests.cpp and the reference.
#ifndef TRIANGULATION_REFERENCE_HPP
#define TRIANGULATION_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace triangulation {

// One plane, for gamecore::GrundyTable: a segment between two free points i < j of n on a convex polygon
// leaves the j - i - 1 points strictly inside the arc and the n - j + i - 1 outside, and no later segment may
// cross it, so the two sides are separate planes: g(a) xor g(n - 2 - a), a = 0 .. n - 2.
struct ChordRules {
    std::size_t option_bound(std::size_t points) const { return points; }
    void add_options(std::size_t points, const std::vector<unsigned>& g, gamecore::MexBuffer& out) const {
        for (std::size_t inside = 0; inside + 2 <= points; ++inside) out.add(g[inside] ^ g[points - 2 - inside]);
    }
};

// One plane drawn out, for gamecore::GameSearch: the segments so far (sorted pairs of the points 0..n-1). A new
// segment needs two points no segment uses, and must not cross any: on a convex polygon (a, b) and (i, j) with
// four distinct ends cross iff exactly one of a, b lies strictly between i and j. No arcs, no Grundy values.
struct GeometricRules {
    typedef std::vector<std::pair<int, int> > Position;
    int points;

    explicit GeometricRules(int n) : points(n) {}

    void moves(const Position& drawn, std::vector<Position>& out) const {
        std::vector<bool> used(static_cast<std::size_t>(points), false);
        for (std::size_t s = 0; s < drawn.size(); ++s) used[drawn[s].first] = used[drawn[s].second] = true;
        for (int i = 0; i < points; ++i)
            for (int j = i + 1; j < points; ++j) {
                if (used[i] || used[j]) continue;
                bool crosses = false;
                for (std::size_t s = 0; s < drawn.size() && !crosses; ++s) {
                    const bool a_inside = i < drawn[s].first && drawn[s].first < j;
                    const bool b_inside = i < drawn[s].second && drawn[s].second < j;
                    crosses = a_inside != b_inside;
                }
                if (crosses) continue;
                Position next(drawn);
                next.push_back(std::make_pair(i, j));
                std::sort(next.begin(), next.end());
                out.push_back(next);
            }
    }
};

// Planes up to 2000 points: the table costs 2000^2 / 2 steps once.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_planes = 100000;
    limits.max_points = 2000;
    return limits;
}

inline std::string reference_description() {
    return "HDU 4664 reference: each plane's Grundy value by the rules (mex over every chord,\n"
           "which splits the free points into the two sides), xored over the planes. Same input\n"
           "and output as triangulation, for planes of at most 2000 points.";
}

class ChordTableSum {
public:
    ChordTableSum() : table_(ChordRules()), sum_(0) {}
    void clear() { sum_ = 0; }
    void add_plane(long long points) { sum_ ^= table_.value(static_cast<std::size_t>(points)); }
    bool first_player_wins() const { return sum_ != 0; }
    unsigned grundy(long long points) { return table_.value(static_cast<std::size_t>(points)); }

private:
    gamecore::GrundyTable<ChordRules> table_;
    unsigned sum_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    ChordTableSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace triangulation

#endif

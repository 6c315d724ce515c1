// HDU 4664 Triangulation: judge solver. Dawson's Kayles values from the period certified at start-up by
// gamecore/octal.hpp (g(0..256), microseconds), then O(1) a plane for n up to 2^63 - 1. Tested in tests.cpp.
#ifndef TRIANGULATION_SOLVER_HPP
#define TRIANGULATION_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/octal.hpp"
#include "problem.hpp"

namespace triangulation {

// A segment joining two of n free points in convex position takes both and leaves the free points on its two
// sides, a and n - 2 - a, as two planes that can no longer interact: octal 0.07, Dawson's Kayles, its values from the
// period gamecore certifies (preperiod 53, period 34, read to g(175)), so g(n) for every n, however large.
using gamecore::DawsonKaylesValues;

// The planes' values xored as they come (Sprague-Grundy): Carol wins iff the sum is not 0.
struct DawsonKaylesSum {
    explicit DawsonKaylesSum(const DawsonKaylesValues& values) : values_(values), sum(0) {}
    void clear() { sum = 0; }
    void add_plane(long long points) { sum ^= values_.value(static_cast<unsigned long long>(points)); }
    bool first_player_wins() const { return sum != 0; }
    const DawsonKaylesValues& values_;
    unsigned sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    const DawsonKaylesValues values;
    DawsonKaylesSum position(values);
    answer_cases(in, limits, out, position);
}

}  // namespace triangulation

#endif

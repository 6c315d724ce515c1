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
// sides, a and n - 2 - a, as two planes that can no longer interact: octal 0.07, Dawson's Kayles. Its values
// are computed by the definition until the Guy-Smith theorem certifies a period (preperiod 53, period 34, read
// to g(175)); then g(n) = g(i + (n - i) % p) for n >= i holds for every n, however large.
class DawsonKaylesValues {
public:
    DawsonKaylesValues() {
        gamecore::OctalCode code;
        std::string error;
        gamecore::parse_octal_code("0.07", code, error);
        gamecore::OctalGrundy grundy(code);
        gamecore::OctalPeriod found;
        // Certified at 256 (the certificate reads g(0..175)); doubling keeps the loop honest for any table.
        for (std::size_t last = 64;; last *= 2) {
            grundy.extend_to(last);
            found = gamecore::certify_octal_period(grundy.values(), code.largest_removal());
            if (found.certified) break;
        }
        preperiod_ = found.preperiod;
        period_ = found.period;
        const std::vector<unsigned>& g = grundy.values();
        table_.assign(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(preperiod_ + period_));
    }

    unsigned value(unsigned long long n) const {
        if (n < preperiod_) return table_[static_cast<std::size_t>(n)];
        return table_[preperiod_ + static_cast<std::size_t>((n - preperiod_) % period_)];
    }

    std::size_t preperiod() const { return preperiod_; }
    std::size_t period() const { return period_; }

private:
    std::vector<unsigned> table_;  // g(0 .. preperiod + period - 1)
    std::size_t preperiod_;
    std::size_t period_;
};

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

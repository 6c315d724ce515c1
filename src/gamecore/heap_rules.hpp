// One-heap rule families for GrundyTable (take any, an odd number, at least half, Lasker's Nim), the finite
// subtraction-set period certificate, O(|S|) a heap read, and a parser for sets like "1,3,4". Tested in
// src/tests/heap_rules_test.cpp: each family against the closed form its seed states, certificates at their bound.
#ifndef GAMECORE_HEAP_RULES_HPP
#define GAMECORE_HEAP_RULES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/grundy.hpp"
#include "gamecore/mex.hpp"
#include "gamecore/octal.hpp"

namespace gamecore {

// The rule families the seed notes define as examples, each by its options only (no closed form here: the tests
// hold the closed forms and compare). Each is a Rules class for GrundyTable (gamecore/grundy.hpp); every one of
// them has O(n) options at heap n, so a table to N costs O(N^2).

// Take any positive number of stones (one Nim heap; seed 000 "任取石子", seed 001 game A): options 0..n-1.
struct TakeAnyRules {
    std::size_t option_bound(std::size_t heap) const { return heap; }
    void add_options(std::size_t heap, const std::vector<unsigned>& g, MexBuffer& out) const {
        for (std::size_t rest = 0; rest < heap; ++rest) out.add(g[rest]);
    }
};

// Take an odd number of stones (seed 000, the Sprague-Grundy article's second pile).
struct TakeOddRules {
    std::size_t option_bound(std::size_t heap) const { return (heap + 1) / 2; }
    void add_options(std::size_t heap, const std::vector<unsigned>& g, MexBuffer& out) const {
        for (std::size_t take = 1; take <= heap; take += 2) out.add(g[heap - take]);
    }
};

// From n take at least ceil(n / 2) stones (seed 000, example 2): options 0 .. floor(n / 2).
struct TakeAtLeastHalfRules {
    std::size_t option_bound(std::size_t heap) const { return heap / 2 + 1; }
    void add_options(std::size_t heap, const std::vector<unsigned>& g, MexBuffer& out) const {
        if (heap == 0) return;
        const std::size_t least_take = (heap + 1) / 2;
        for (std::size_t rest = 0; rest + least_take <= heap; ++rest) out.add(g[rest]);
    }
};

// Lasker's Nim (seed 000): take any positive number from a heap, or split a heap into two non-empty heaps.
struct LaskerRules {
    std::size_t option_bound(std::size_t heap) const { return heap + heap / 2; }
    void add_options(std::size_t heap, const std::vector<unsigned>& g, MexBuffer& out) const {
        for (std::size_t rest = 0; rest < heap; ++rest) out.add(g[rest]);
        for (std::size_t left = 1; left + left <= heap; ++left) out.add(g[left] ^ g[heap - left]);
    }
};

// g(0..last) of the game `rules` describes, by the definition.
template <class Rules>
std::vector<unsigned> heap_grundy_values(const Rules& rules, std::size_t last) {
    GrundyTable<Rules> table(rules);
    table.extend_to(last);
    return table.values();
}

// Reads a list of positive integers "1,3,4" (no spaces, no empty items), each at most `largest`, into `values`
// sorted without repeats. Returns false with `error` saying what is wrong (which item, why).
inline bool parse_positive_list(const std::string& text, std::size_t largest, std::vector<std::size_t>& values,
                                std::string& error) {
    values.clear();
    if (text.empty()) {
        error = "empty set (expected positive integers separated by commas, like 1,3,4)";
        return false;
    }
    std::string::size_type start = 0;
    std::size_t item = 1;
    while (true) {
        std::string::size_type end = text.find(',', start);
        if (end == std::string::npos) end = text.size();
        const std::string part = text.substr(start, end - start);
        const std::string where = "'" + text + "': item " + octal_decimal(item) + " ";
        if (part.empty()) {
            error = where + "is empty (expected positive integers separated by commas, like 1,3,4)";
            return false;
        }
        std::size_t value = 0;
        for (std::string::size_type i = 0; i < part.size(); ++i) {
            const char c = part[i];
            if (c < '0' || c > '9') {
                error = where + "'" + part + "' is not a positive integer" +
                        (c == '-' ? std::string(" (negative)") : std::string());
                return false;
            }
            if (value > largest) break;  // already too large; the check below says so
            value = value * 10 + static_cast<std::size_t>(c - '0');
        }
        if (value == 0) {
            error = where + "is 0 (every amount must be positive: taking 0 stones would be a pass)";
            return false;
        }
        if (value > largest) {
            error = where + "'" + part + "' is larger than " + octal_decimal(largest);
            return false;
        }
        values.push_back(value);
        if (end == text.size()) break;
        start = end + 1;
        ++item;
    }
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    error.clear();
    return true;
}

// The periodicity certificate of a subtraction game with a finite set S, s = max(S):
//   if g(n + p) = g(n) for every n with i <= n < i + s (a window of s consecutive values repeats at distance p),
//   then g(n + p) = g(n) for every n >= i.
// Proof (the standard argument for finite subtraction sets, e.g. Winning Ways ch. 4, Siegel, Combinatorial Game
// Theory, ch. IV): by induction on n >= i + s. Then n >= s, so n and n + p have the same moves x in S, and
// i <= n - x < n, so g(n + p) = mex{g(n + p - x)} = mex{g(n - x)} = g(n). Reading g(n + p) for the last n of the
// window needs g up to i + s + p - 1. (By pigeonhole on the |values|^s windows such a repeat always comes, so
// every finite subtraction game is eventually periodic.) Returns the certified pair with the least p (then the
// least i for it), in the octal certificate's struct: needed_to = i + s + p - 1.
inline OctalPeriod certify_subtraction_period(const std::vector<unsigned>& g, std::size_t largest_amount) {
    OctalPeriod result;
    result.certified = false;
    result.preperiod = result.period = result.needed_to = 0;
    result.checked_to = g.empty() ? 0 : g.size() - 1;
    if (g.empty() || largest_amount == 0) return result;
    const std::size_t last = g.size() - 1;
    for (std::size_t p = 1; p + largest_amount <= last + 1; ++p) {
        // The last n (n + p <= last) with g(n) != g(n + p): the least i that holds over the whole table.
        std::size_t i = 0;
        for (std::size_t n = last - p + 1; n-- > 0;)
            if (g[n] != g[n + p]) {
                i = n + 1;
                break;
            }
        const std::size_t needed = i + largest_amount + p - 1;
        if (needed <= last) {
            result.certified = true;
            result.preperiod = i;
            result.period = p;
            result.needed_to = needed;
            return result;
        }
    }
    return result;
}

}  // namespace gamecore

#endif

// HDU 3537 reference: coin turning by its rules, no closed form. A lone head's value is the mex over its moves
// (gamecore::GrundyTable, O(x^2) options at coin x, O(X^3) to reach X); tests.cpp also searches whole rows as
// bitmasks (gamecore::GameSearch over RowRules, no Sprague-Grundy sum). Used by tests.cpp and mock-turtles-reference.
#ifndef MOCK_TURTLES_REFERENCE_HPP
#define MOCK_TURTLES_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace mock_turtles {

// A lone head at coin x, for gamecore::GrundyTable: the move turns x to tails and turns over nothing else (no
// heads left, value 0), one coin i < x (a head at i), or two coins j < i < x (heads at i and j, worth
// g(i) xor g(j) as two independent heads).
struct LoneHeadRules {
    std::size_t option_bound(std::size_t coin) const { return 1 + coin + coin * coin / 2; }
    void add_options(std::size_t coin, const std::vector<unsigned>& g, gamecore::MexBuffer& out) const {
        out.add(0);
        for (std::size_t i = 0; i < coin; ++i) {
            out.add(g[i]);
            for (std::size_t j = 0; j < i; ++j) out.add(g[i] ^ g[j]);
        }
    }
};

// Whole rows, for gamecore::GameSearch: bit k set = coin k heads. A move picks 1, 2 or 3 distinct coins whose
// rightmost is heads and turns them all over. No Grundy values of coins and no xor: the search sees the moves.
struct RowRules {
    typedef unsigned long Position;
    explicit RowRules(unsigned coins) : coins_(coins) {}

    void moves(Position row, std::vector<Position>& out) const {
        for (unsigned right = 0; right < coins_; ++right) {
            if (!(row >> right & 1UL)) continue;  // the rightmost coin turned must go from heads to tails
            const Position turned = row ^ (1UL << right);
            out.push_back(turned);
            for (unsigned i = 0; i < right; ++i) {
                out.push_back(turned ^ (1UL << i));
                for (unsigned j = 0; j < i; ++j) out.push_back(turned ^ (1UL << i) ^ (1UL << j));
            }
        }
    }

private:
    unsigned coins_;
};

// Coins 0..150: the table costs about 150^3 / 6 = 5.6 * 10^5 mex steps once, anew in each stress seed.
// Up to 1000 listed coins a case.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_heads = 1000;
    limits.max_position = 150;
    return limits;
}

inline std::string reference_description() {
    return "HDU 3537 reference: the value of each lone head by the rules of coin turning\n"
           "(mex over its moves), xored over the distinct heads. Same input and output as\n"
           "mock-turtles, for coins 0..150.";
}

// The distinct heads' values from the table, xored as they come.
class GrundyTableSum {
public:
    GrundyTableSum() : table_(LoneHeadRules()), sum_(0) {}
    void clear() { sum_ = 0; }
    void add_head(long long coin) { sum_ ^= table_.value(static_cast<std::size_t>(coin)); }
    bool first_player_wins() const { return sum_ != 0; }
    unsigned grundy(long long coin) { return table_.value(static_cast<std::size_t>(coin)); }

private:
    gamecore::GrundyTable<LoneHeadRules> table_;
    unsigned sum_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    GrundyTableSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace mock_turtles

#endif

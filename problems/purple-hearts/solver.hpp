// Kattis hackenbushpurplehearts: judge solver, the forest's exact value by Berlekamp's edge rule
// (gamecore/blue_red_edge.hpp) from the top down, O(n x depth / 32) limb operations. Tested in tests.cpp against
// reference.hpp (the simplicity rule over every position) on every forest of <= 5 edges and every colouring.
#ifndef PURPLE_HEARTS_SOLVER_HPP
#define PURPLE_HEARTS_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/blue_red_edge.hpp"
#include "gamecore/dyadic.hpp"
#include "problem.hpp"

namespace purple_hearts {

using gamecore::Dyadic;

// A forest is the sum of its ground edges, each worth the edge rule applied to the sum of the edges standing on it
// (blue is Left's, positive). Edges come after the edge below them, so from the last edge to the first each edge's
// children are done before it. Each sum adds its integer terms in a long long (|x| <= n) and its fractions from the
// smallest exponent up: a value of exponent k has at least k edges above the ground, so each addition costs the
// limbs of the term added, not of the sum so far (many short fractions beside one long one would each cost a pass
// over it). A child's value is freed once added: the values waiting belong to disjoint subtrees, O(n) bits.
class ForestValue {
public:
    explicit ForestValue(const Forest& forest) : forest_(forest), value_(forest.below.size(), static_cast<Dyadic*>(0)) {
        const std::size_t n = forest.below.size();
        start_.assign(n + 2, 0);  // children of edge e in child_[start_[e], start_[e + 1]); the ground is edge n
        for (std::size_t i = 0; i < n; ++i) ++start_[slot(i) + 1];
        for (std::size_t e = 0; e <= n; ++e) start_[e + 1] += start_[e];
        child_.resize(n);
        std::vector<int> fill(start_.begin(), start_.end() - 1);
        for (std::size_t i = 0; i < n; ++i) child_[fill[slot(i)]++] = static_cast<int>(i);
        for (std::size_t i = n; i-- > 0;) {
            const Dyadic above = sum_of_children(i);
            value_[i] = new Dyadic(forest.blue[i] ? gamecore::black_edge_value(above)
                                                  : gamecore::white_edge_value(above));
        }
        total_ = sum_of_children(n);
    }
    ~ForestValue() {
        for (std::size_t i = 0; i < value_.size(); ++i) delete value_[i];
    }

    const Dyadic& total() const { return total_; }

private:
    ForestValue(const ForestValue&);
    ForestValue& operator=(const ForestValue&);

    std::size_t slot(std::size_t i) const {
        return forest_.below[i] < 0 ? forest_.below.size() : static_cast<std::size_t>(forest_.below[i]);
    }

    struct ByExponent {
        const std::vector<Dyadic*>* values;
        bool operator()(int a, int b) const { return (*values)[a]->exponent() < (*values)[b]->exponent(); }
    };

    // The sum of the values of edge e's children (the ground's for e = n), each child's value freed.
    Dyadic sum_of_children(std::size_t e) {
        long long integer = 0;
        fractions_.clear();
        for (int j = start_[e]; j < start_[e + 1]; ++j) {
            const int c = child_[j];
            long long whole = 0;
            if (value_[c]->to_integer(whole)) integer += whole;  // |whole| <= the edges above: no overflow
            else fractions_.push_back(c);
        }
        const ByExponent by_exponent = {&value_};
        std::sort(fractions_.begin(), fractions_.end(), by_exponent);
        Dyadic sum(integer);
        for (std::size_t j = 0; j < fractions_.size(); ++j) sum += *value_[fractions_[j]];
        for (int j = start_[e]; j < start_[e + 1]; ++j) {
            delete value_[child_[j]];
            value_[child_[j]] = 0;
        }
        return sum;
    }

    const Forest& forest_;
    std::vector<int> start_, child_, fractions_;
    std::vector<Dyadic*> value_;
    Dyadic total_;
};

inline Dyadic forest_value(const Forest& forest) { return ForestValue(forest).total(); }

inline std::string value_text(const Forest& forest) { return value_text(forest_value(forest)); }

// Lenient (the default): any blanks, CRLF, suite_limits(). Strict (--strict): the exact format and judge_limits().
inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    std::string (*value)(const Forest&) = value_text;
    answer_forest(in, limits, out, value);
}

}  // namespace purple_hearts

#endif

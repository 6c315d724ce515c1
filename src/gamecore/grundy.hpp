// Grundy tables of heap games given by their options: g(n) = mex of the values of n's options, grown on demand.
// O(total option count) to reach n. Tested in src/tests/grundy_test.cpp: subtraction {1,3,4}, Lasker's Nim, Dawson's
// Kayles, and their sums (GrundyTableSum).
#ifndef GAMECORE_GRUNDY_HPP
#define GAMECORE_GRUNDY_HPP

#include <cstddef>
#include <vector>

#include "gamecore/mex.hpp"

namespace gamecore {

// Grundy values of heaps 0, 1, 2, ... of one game. Rules describes the game:
//   std::size_t option_bound(std::size_t heap) const;
//       at most how many options `heap` has;
//   void add_options(std::size_t heap, const std::vector<unsigned>& g, MexBuffer& out) const;
//       calls out.add(v) with the Grundy value v of every option of `heap`;
//       g[i] is already known for every i < heap (options are smaller heaps).
template <class Rules>
class GrundyTable {
public:
    explicit GrundyTable(const Rules& rules) : rules_(rules) {}

    // Grows the table to cover heap n; costs only the heaps not computed yet.
    void extend_to(std::size_t n) {
        while (values_.size() <= n) {
            const std::size_t heap = values_.size();
            mex_.begin(rules_.option_bound(heap));
            rules_.add_options(heap, values_, mex_);
            values_.push_back(static_cast<unsigned>(mex_.mex()));
        }
    }

    unsigned value(std::size_t n) {
        extend_to(n);
        return values_[n];
    }

    const std::vector<unsigned>& values() const { return values_; }

private:
    Rules rules_;
    std::vector<unsigned> values_;
    MexBuffer mex_;
};

// Independent heaps of one game, their Grundy values from a GrundyTable xored as the heaps come: the decision the
// references of the "T cases of N heaps" parsers hand over (clear, add_heap, first_player_wins). Rules is
// default-constructible.
template <class Rules>
class GrundyTableSum {
public:
    GrundyTableSum() : table_(Rules()), sum_(0) {}
    void clear() { sum_ = 0; }
    void add_heap(long long heap) { sum_ ^= table_.value(static_cast<std::size_t>(heap)); }
    bool first_player_wins() const { return sum_ != 0; }
    unsigned grundy(long long heap) { return table_.value(static_cast<std::size_t>(heap)); }

private:
    GrundyTable<Rules> table_;
    unsigned sum_;
};

// Subtraction game: a move removes s stones from one heap, for some s in the set.
class SubtractionRules {
public:
    explicit SubtractionRules(const std::vector<std::size_t>& amounts) : amounts_(amounts) {}

    std::size_t option_bound(std::size_t) const { return amounts_.size(); }

    void add_options(std::size_t heap, const std::vector<unsigned>& g, MexBuffer& out) const {
        for (std::size_t i = 0; i < amounts_.size(); ++i)
            if (amounts_[i] <= heap) out.add(g[heap - amounts_[i]]);
    }

private:
    std::vector<std::size_t> amounts_;
};

// Segment-splitting game: a move places a piece of length s (from a set of lengths)
// inside a free segment of length L, leaving free segments a and L - s - a. The two
// remain independent, so the option's value is g(a) xor g(L - s - a). With lengths
// {2} this is Dawson's Kayles ("take two adjacent stones"); PAS uses three lengths.
class SegmentSplitRules {
public:
    explicit SegmentSplitRules(const std::vector<std::size_t>& lengths) : lengths_(lengths) {}

    std::size_t option_bound(std::size_t segment) const {
        std::size_t bound = 0;
        for (std::size_t i = 0; i < lengths_.size(); ++i)
            if (lengths_[i] <= segment) bound += (segment - lengths_[i]) / 2 + 1;
        return bound;
    }

    void add_options(std::size_t segment, const std::vector<unsigned>& g, MexBuffer& out) const {
        for (std::size_t i = 0; i < lengths_.size(); ++i) {
            if (lengths_[i] > segment) continue;
            const std::size_t rest = segment - lengths_[i];
            // (a, rest - a) and (rest - a, a) have the same value: visit a <= rest / 2 only.
            for (std::size_t left = 0; left <= rest / 2; ++left) out.add(g[left] ^ g[rest - left]);
        }
    }

private:
    std::vector<std::size_t> lengths_;
};

}  // namespace gamecore

#endif

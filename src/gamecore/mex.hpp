// mex of a multiset of Grundy values, O(count) with a reusable stamp buffer instead of clearing a bitset.
// Tested in src/tests/mex_test.cpp on hand-checked sets; exercised by every Grundy table test.
#ifndef GAMECORE_MEX_HPP
#define GAMECORE_MEX_HPP

#include <cassert>
#include <cstddef>
#include <iterator>
#include <vector>

namespace gamecore {

// Computes mex of successive value sets. Reusing one MexBuffer keeps a whole
// Grundy table at O(total options): a set costs its own size, never a clear.
class MexBuffer {
public:
    MexBuffer() : stamp_(0), bound_(0), count_(0) {}

    // Starts a new set of at most max_values values. mex never exceeds the
    // number of values, so larger values cannot matter and are not stored.
    void begin(std::size_t max_values) {
        ++stamp_;
        if (stamp_ == 0) {  // wrapped around after 2^32 sets: clear once
            seen_.assign(seen_.size(), 0);
            stamp_ = 1;
        }
        bound_ = max_values;
        count_ = 0;
        if (seen_.size() < max_values + 1) seen_.resize(max_values + 1, 0);
    }

    void add(std::size_t value) {
        assert(count_ < bound_ && "more values than announced to begin()");
        ++count_;
        if (value <= bound_) seen_[value] = stamp_;
    }

    std::size_t mex() const {
        std::size_t value = 0;
        while (value <= bound_ && seen_[value] == stamp_) ++value;
        return value;
    }

private:
    std::vector<unsigned> seen_;
    unsigned stamp_;
    std::size_t bound_;
    std::size_t count_;
};

// mex of the values in [first, last).
template <class Iterator>
std::size_t mex(Iterator first, Iterator last) {
    MexBuffer buffer;
    buffer.begin(static_cast<std::size_t>(std::distance(first, last)));
    for (; first != last; ++first) buffer.add(static_cast<std::size_t>(*first));
    return buffer.mex();
}

}  // namespace gamecore

#endif

// Octal games by the sparse-space method (rare and common values): g(0..N) equal to OctalGrundy's, O(s R + L) a heap
// (R rare heaps, s split digits, L splits scanned). Tested in src/tests/sparse_octal_test.cpp against the definition.
#ifndef GAMECORE_SPARSE_OCTAL_HPP
#define GAMECORE_SPARSE_OCTAL_HPP

#include <cstddef>
#include <vector>

#include "gamecore/nim.hpp"
#include "gamecore/octal.hpp"

namespace gamecore {

// How SparseOctalGrundy computes a value: the direct mex over every option, the sparse-space method, or whichever the
// counts of values say is the faster (octal_method_auto).
enum OctalMethod { octal_method_auto, octal_method_direct, octal_method_sparse };

// g(0..last) of an octal game as OctalGrundy computes it (the same values, the same certified period), by the
// sparse-space method where it is the faster (Winning Ways, ch. 4; the method of Gangolli and Plambeck's and of
// Flammenkamp's computations of octal games).
// A nonzero mask splits the values in two halves: v is rare when v & mask has an even number of bits (0 is rare),
// common otherwise. The rare values are a subgroup of index 2 under xor, so rare ^ rare and common ^ common are rare,
// rare ^ common is common. A heap is rare when its value is. For heap n and each split digit (rest = n - j tokens
// left):
//   1. every split (a, rest - a) with a rare part is marked, from the list of the rare heaps a < rest (both orders:
//      the list holds every rare heap). With the options that leave at most one heap, this marks every common value
//      an option has (a common value is rare ^ common), so first_common, the least common value not marked, is exact.
//   2. g(n) is first_common unless some rare value below it is no option. The rare values below first_common not
//      marked yet can only be common ^ common: the splits are scanned, and the scan stops as soon as none of them is
//      missing (g(n) = first_common). If the scan ends first, g(n) is the least value still missing, a rare one.
// Only true options are marked, and every option that can change the mex is, so the values are the definition's for
// every mask: the mask only decides the speed. It is the one with the fewest rare heaps so far (every mask at once, by
// a Walsh-Hadamard transform of the counts of values), chosen when the table reaches a power of two or its rare heaps
// grow by a quarter; a mask in use is kept unless the best saves an eighth of its rare heaps.
// The method is chosen there too, by the work each does per heap, counted in splits marked: the direct mex marks
// s n / 2; the sparse-space method s R, plus the scan (measured where it ran; taken as s R before it has run). Both
// cost about the same per split (0.25 to 0.45 ns, Release, this suite's machine).
// For 0.6 (R = 1583 from heap 20627 on, 3000 splits scanned a heap) and 0.007 (R about 22400 from heap 300000 on,
// 35000 scanned: the rare values below first_common are the xor of two common values only for a few splits), that
// is O(1) a heap where the direct mex is O(n). Measured (Release, the 2-core machine shared with another build):
// 0.007 to 2^22 in 83 to 115 s, to 2^19 in 10 s against 20 s for the direct mex (the two about even at 2^17; the
// automatic choice switches at 2^16); 0.6 to 2^22 in 8 to 10 s, to 10^5 in 0.2 s against 0.74 s.
// Step 1 marks for 8 heaps at once (block_heaps): heap n + i's split (a, n + i - j - a), a rare, reads g at
// n + i - j - a, next to heap n + i + 1's, so the 8 heaps share the cache lines (half the time of one heap at a time).
// Hexadecimal codes (a digit with bit 8, three-way splits) keep the direct method: OctalGrundy computes them.
// Memory: the table, the counts of values and the rare heaps; O(N).
class SparseOctalGrundy {
public:
    // The least heap from which octal_method_auto weighs the sparse-space method against the direct mex.
    static const std::size_t default_sparse_from = 4096;

    // method: octal_method_auto for the fastest; the others for tests and measurements. sparse_from: the first heap
    // the sparse-space method may compute. fixed_mask: the mask to use (nonzero), instead of the best one.
    explicit SparseOctalGrundy(const OctalCode& code, OctalMethod method = octal_method_auto,
                               std::size_t sparse_from = default_sparse_from, unsigned fixed_mask = 0)
        : code_(code),
          method_(method),
          sparse_from_(sparse_from),
          fixed_mask_(fixed_mask),
          hexadecimal_(code.splits_in_three()),
          hexadecimal_table_(hexadecimal_ ? code : OctalCode()),
          stride_(0),
          stamp_(0),
          max_value_(0),
          period_(0),
          mask_(0),
          rare_at_choice_(0),
          split_digits_(0),
          sparse_heaps_(0),
          rare_marks_(0),
          scan_marks_(0),
          stretch_heaps_(0),
          stretch_scan_marks_(0),
          scan_per_heap_(0),
          scan_measured_(false) {
        for (std::size_t j = 0; j < code_.digits.size(); ++j)
            if (code_.digits[j] & 4) ++split_digits_;
    }

    // Whether the sparse-space method marks fewer splits a heap than the direct mex at heap n, for a code with
    // split_digits digits with bit 4, `rare` rare heaps and a scan of scan_per_heap splits: s R + scan < s n / 2.
    static bool sparse_pays(std::size_t split_digits, std::size_t rare, unsigned long long scan_per_heap,
                            std::size_t n) {
        const unsigned long long sparse = static_cast<unsigned long long>(split_digits) * rare + scan_per_heap;
        return sparse < static_cast<unsigned long long>(split_digits) * (n / 2);
    }

    const std::vector<unsigned>& values() const { return hexadecimal_ ? hexadecimal_table_.values() : g_; }

    // The certified period used to extend the table, 0 while none is known.
    std::size_t period_used() const { return hexadecimal_ ? hexadecimal_table_.period_used() : period_; }

    // The mask of the sparse-space method in use, 0 while the direct mex is.
    unsigned mask() const { return mask_; }
    // The rare heaps under that mask (0 while the direct mex is used).
    std::size_t rare_heaps() const { return rare_heaps_.size(); }
    unsigned largest_value() const { return max_value_; }
    // Work so far: the heaps the sparse-space method computed, and the splits it marked in step 1 (for blocks of
    // heaps: all but a few) and in the scan.
    std::size_t sparse_heaps() const { return sparse_heaps_; }
    unsigned long long rare_marks() const { return rare_marks_; }
    unsigned long long scan_marks() const { return scan_marks_; }

    // Room for g(0..last), for a caller that extends the table a little at a time up to `last`.
    void reserve(std::size_t last) {
        if (!hexadecimal_) g_.reserve(last + 1);
    }

    void extend_to(std::size_t last) {
        if (hexadecimal_) {
            const std::size_t known = hexadecimal_table_.values().size();
            hexadecimal_table_.extend_to(last);
            for (std::size_t n = known; n < hexadecimal_table_.values().size(); ++n)
                if (hexadecimal_table_.values()[n] > max_value_) max_value_ = hexadecimal_table_.values()[n];
            return;
        }
        if (g_.size() > last) return;
        // Room at least doubled: a table extended a little at a time is not copied each time.
        if (g_.capacity() < last + 1) g_.reserve(last + 1 > 2 * g_.capacity() ? last + 1 : 2 * g_.capacity());
        while (g_.size() <= last) {
            const std::size_t n = g_.size();
            if (period_ != 0) {
                g_.push_back(g_[n - period_]);
                continue;
            }
            const bool power_of_two = (n & (n - 1)) == 0;
            if (n >= 64 && power_of_two) {  // as OctalGrundy does: the same period, from the same heap on
                const OctalPeriod found = certify_octal_period(g_, code_.largest_removal());
                if (found.certified) {
                    period_ = found.period;
                    continue;
                }
            }
            if (n >= sparse_from_ && (power_of_two || n == sparse_from_ ||
                                      (mask_ != 0 && rare_heaps_.size() > rare_at_choice_ + rare_at_choice_ / 4 + 64)))
                choose_method(n);
            if (mask_ == 0) {
                append(n, direct_value(n));
                continue;
            }
            // A block of heaps, cut at the next power of two (where the period and the method are checked again).
            std::size_t next_check = 1;
            while (next_check <= n) next_check *= 2;
            std::size_t count = block_heaps;
            if (count > next_check - n) count = next_check - n;
            if (count > last + 1 - n) count = last + 1 - n;
            sparse_block(n, count);
        }
    }

private:
    // Heaps whose step 1 is done together (sparse_block).
    static const std::size_t block_heaps = 8;
    // Splits the scan marks between two checks of the missing values.
    static const std::size_t scan_block = 512;
    // octal_method_auto uses the sparse-space method only while every value is below this.
    static const std::size_t largest_sparse_span = 65536;

    struct RareHeap {
        std::size_t heap;
        unsigned value;
        RareHeap(std::size_t h, unsigned v) : heap(h), value(v) {}
    };

    bool is_rare(unsigned v) const { return bit_parity(v & mask_) == 0; }

    // A power of two above every value so far (so above the xor of any two) and above the mask.
    std::size_t value_span() const {
        std::size_t span = 1;
        while (span <= max_value_ || span <= mask_) span *= 2;
        return span;
    }

    void append(std::size_t n, unsigned v) {
        g_.push_back(v);
        if (v > max_value_) max_value_ = v;
        if (n == 0) return;  // heap 0 is never a part of a split
        if (v >= counts_.size()) counts_.resize(2 * static_cast<std::size_t>(v) + 2, 0);
        ++counts_[v];
        if (mask_ != 0 && is_rare(v)) rare_heaps_.push_back(RareHeap(n, v));
    }

    // A fresh stamp, and seen_ as `regions` regions of stride_ values, one a heap, each long enough for every option
    // value (below span) and for the least common value not marked (in [span, 2 span): span + c for the least common
    // c, as the mask is below span).
    void new_stamp(std::size_t regions) {
        const std::size_t span = value_span();
        if (stride_ < 2 * span || seen_.size() < regions * stride_) {
            if (stride_ < 2 * span) stride_ = 2 * span;
            seen_.assign(regions * stride_, 0);
        }
        ++stamp_;
        if (stamp_ == 0) {  // the stamp wrapped: forget every old mark
            seen_.assign(seen_.size(), 0);
            stamp_ = 1;
        }
    }

    // The options of heap n that leave nothing or one heap, in `seen`.
    void mark_unsplit(std::size_t n, unsigned* seen) const {
        for (std::size_t j = 0; j <= n && j < code_.digits.size(); ++j) {
            const unsigned d = code_.digits[j];
            const std::size_t rest = n - j;
            if ((d & 1) && rest == 0) seen[0] = stamp_;
            if ((d & 2) && rest >= 1 && j >= 1) seen[g_[rest]] = stamp_;
        }
    }

    // The mex over every option, O(n / 2) per split digit: OctalGrundy's method.
    unsigned direct_value(std::size_t n) {
        new_stamp(1);
        unsigned* const seen = &seen_[0];
        mark_unsplit(n, seen);
        for (std::size_t j = 0; j <= n && j < code_.digits.size(); ++j) {
            const std::size_t rest = n - j;
            if ((code_.digits[j] & 4) && rest >= 2) gamecore::mark_splits(seen, &g_[0], rest, 1, rest / 2, stamp_);
        }
        const unsigned stamp = stamp_;
        unsigned v = 0;
        while (seen[v] == stamp) ++v;
        return v;
    }

    // Heaps n0 .. n0 + count - 1 (count <= block_heaps) by the sparse-space method. Step 1 for the rare heaps
    // list[lo, hi), those with count <= a < n0 - t: for every heap of the block their splits are options
    // (a < n0 - t <= rest) whose other part is below n0, known already. The other rare heaps are done heap by heap.
    void sparse_block(std::size_t n0, std::size_t count) {
        new_stamp(block_heaps);
        const std::size_t span = value_span();
        const std::size_t t = code_.largest_removal();
        std::size_t lo = 0, hi = rare_heaps_.size();
        while (lo < hi && rare_heaps_[lo].heap < count) ++lo;
        while (hi > lo && rare_heaps_[hi - 1].heap + t >= n0) --hi;
        unsigned* const seen = &seen_[0];
        const unsigned* const g = &g_[0];
        const unsigned stamp = stamp_;
        const std::size_t stride = stride_;
        for (std::size_t j = 0; j < code_.digits.size(); ++j) {
            if (!(code_.digits[j] & 4) || hi == lo) continue;
            const RareHeap* const rare = &rare_heaps_[0];
            if (count == block_heaps) {
                for (std::size_t k = lo; k < hi; ++k) {
                    const unsigned value = rare[k].value;
                    const unsigned* const other = g + (n0 - j - rare[k].heap);  // the other part for heap n0
                    for (std::size_t i = 0; i < block_heaps; ++i) seen[i * stride + (value ^ other[i])] = stamp;
                }
            } else {
                for (std::size_t k = lo; k < hi; ++k) {
                    const unsigned value = rare[k].value;
                    const unsigned* const other = g + (n0 - j - rare[k].heap);
                    for (std::size_t i = 0; i < count; ++i) seen[i * stride + (value ^ other[i])] = stamp;
                }
            }
            rare_marks_ += (hi - lo) * count;
        }
        for (std::size_t i = 0; i < count; ++i) {
            append(n0 + i, sparse_value(n0 + i, &seen_[i * stride], lo, hi));
            // A value past span: the next heaps' options may not fit in their regions. They start a new block.
            if (max_value_ >= span) return;
        }
    }

    // Heap n by the sparse-space method, the rare heaps list[lo, hi) marked already in `seen` (sparse_block).
    unsigned sparse_value(std::size_t n, unsigned* seen, std::size_t lo, std::size_t hi) {
        ++sparse_heaps_;
        ++stretch_heaps_;
        mark_unsplit(n, seen);
        const unsigned* const g = &g_[0];
        const unsigned stamp = stamp_;
        // Step 1 for the rare heaps outside list[lo, hi): the first few, and those since n0 - t (within the block too).
        for (std::size_t j = 0; j <= n && j < code_.digits.size(); ++j) {
            const std::size_t rest = n - j;
            if (!(code_.digits[j] & 4) || rest < 2) continue;
            for (std::size_t k = 0; k < rare_heaps_.size(); ++k) {
                if (k == lo) k = hi;
                if (k == rare_heaps_.size()) break;
                const RareHeap& rare = rare_heaps_[k];
                if (rare.heap < rest) seen[rare.value ^ g[rest - rare.heap]] = stamp;
            }
        }
        // first_common, and the rare values below it not marked yet, in increasing order.
        missing_.clear();
        unsigned first_common = 0;
        for (unsigned v = 0;; ++v) {
            if (seen[v] == stamp) continue;
            if (!is_rare(v)) {
                first_common = v;
                break;
            }
            missing_.push_back(v);
        }
        if (missing_.empty()) return first_common;
        // Step 2, the scan: by blocks of splits marked without a test each (a test a split costs 3 times as much),
        // the missing values checked between blocks: one at a time, the first not seen, which is the one that every
        // later check looks at first (O(1) a block, O(missing) a heap).
        const unsigned* const missing = &missing_[0];
        const std::size_t missing_count = missing_.size();
        std::size_t found = 0;  // missing[0 .. found) are marked
        for (std::size_t j = 0; j <= n && j < code_.digits.size(); ++j) {
            const std::size_t rest = n - j;
            if (!(code_.digits[j] & 4) || rest < 2) continue;
            const std::size_t half = rest / 2;
            for (std::size_t from = 1; from <= half; from += scan_block) {
                const std::size_t to = half - from < scan_block ? half : from + scan_block - 1;
                // The plain loop: here (blocks of 512, then the check) it measured 10% faster than mark_splits.
                for (std::size_t a = from; a <= to; ++a) seen[g[a] ^ g[rest - a]] = stamp;
                scan_marks_ += to - from + 1;
                stretch_scan_marks_ += to - from + 1;
                while (found < missing_count && seen[missing[found]] == stamp) ++found;
                if (found == missing_count) return first_common;
            }
        }
        // Every split is marked: the least value still not marked is no option, and is g(n) (a rare value).
        unsigned v = 0;
        while (seen[v] == stamp) ++v;
        return v;
    }

    // The number of heaps 1..n - 1 that each mask below the value span leaves rare, all at once: with count[v] the
    // heaps of value v, rare(m) - common(m) = the sum over v of count[v] (-1)^parity(v & m), the Walsh-Hadamard
    // transform of count at m. Returns the mask with the fewest rare heaps (the least such mask), and their number.
    unsigned best_mask(std::size_t& rare) const {
        const std::size_t span = value_span();
        std::vector<long long> transform(span, 0);
        long long heaps = 0;
        for (std::size_t v = 0; v < span && v < counts_.size(); ++v) {
            transform[v] = static_cast<long long>(counts_[v]);
            heaps += transform[v];
        }
        for (std::size_t half = 1; half < span; half *= 2)
            for (std::size_t i = 0; i < span; i += 2 * half)
                for (std::size_t k = i; k < i + half; ++k) {
                    const long long x = transform[k], y = transform[k + half];
                    transform[k] = x + y;
                    transform[k + half] = x - y;
                }
        if (span == 1) {  // every value is 0: any mask leaves every heap rare
            rare = static_cast<std::size_t>(heaps);
            return 1;
        }
        unsigned best = 1;
        for (std::size_t m = 2; m < span; ++m)
            if (transform[m] < transform[best]) best = static_cast<unsigned>(m);
        rare = static_cast<std::size_t>((heaps + transform[best]) / 2);
        return best;
    }

    // At heap n: the method, and the mask, for the heaps up to the next check.
    void choose_method(std::size_t n) {
        if (method_ == octal_method_direct) return;
        if (stretch_heaps_ != 0) {  // the scan's length where the sparse-space method last ran
            scan_per_heap_ = stretch_scan_marks_ / stretch_heaps_;
            scan_measured_ = true;
        }
        stretch_heaps_ = stretch_scan_marks_ = 0;
        std::size_t rare = 0;
        unsigned mask = fixed_mask_;
        if (mask == 0) {
            mask = best_mask(rare);
        } else {
            for (std::size_t v = 0; v < counts_.size(); ++v)
                if (bit_parity(static_cast<unsigned>(v) & mask) == 0) rare += counts_[v];
        }
        // Auto: by the splits marked a heap; and not past values of 16 bits, where the transform above and the search
        // for first_common (O(span) a heap) would cost more than the counts of splits say.
        if (method_ == octal_method_auto &&
            (value_span() > largest_sparse_span ||
             !sparse_pays(split_digits_, rare, scan_measured_ ? scan_per_heap_ : split_digits_ * rare, n)))
            mask = 0;
        // A mask in use is kept unless the best one saves an eighth of its rare heaps (a new list costs O(n)).
        if (mask != 0 && mask_ != 0 && mask != mask_ && rare > rare_heaps_.size() - rare_heaps_.size() / 8)
            mask = mask_;
        if (mask != mask_) {
            mask_ = mask;
            rare_heaps_.clear();
            if (mask_ != 0)
                for (std::size_t h = 1; h < n; ++h)
                    if (is_rare(g_[h])) rare_heaps_.push_back(RareHeap(h, g_[h]));
        }
        rare_at_choice_ = rare_heaps_.size();
    }

    OctalCode code_;
    OctalMethod method_;
    std::size_t sparse_from_;
    unsigned fixed_mask_;
    bool hexadecimal_;
    OctalGrundy hexadecimal_table_;     // a hexadecimal code's table; unused for an octal code
    std::vector<unsigned> g_;
    std::vector<unsigned> seen_;        // block_heaps regions: seen_[i * stride_ + v] == stamp_: heap i has option v
    std::size_t stride_;
    std::vector<std::size_t> counts_;   // counts_[v]: heaps 1..n - 1 of value v
    std::vector<RareHeap> rare_heaps_;  // every rare heap 1..n - 1 under mask_, in order
    std::vector<unsigned> missing_;     // sparse_value's rare values below first_common not marked yet
    unsigned stamp_;
    unsigned max_value_;
    std::size_t period_;
    unsigned mask_;
    std::size_t rare_at_choice_;  // the rare heaps when the mask was last chosen
    std::size_t split_digits_;
    std::size_t sparse_heaps_;
    unsigned long long rare_marks_;
    unsigned long long scan_marks_;
    std::size_t stretch_heaps_;                // heaps the sparse-space method computed since the last choice
    unsigned long long stretch_scan_marks_;    // and the splits its scans marked
    unsigned long long scan_per_heap_;         // the mean scan there, once measured
    bool scan_measured_;
};

}  // namespace gamecore

#endif

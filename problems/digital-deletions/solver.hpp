// HDU 1404 Digital Deletions: judge solver. Every string of each length decided once, forwards from the lost ones:
// a bit a string, 10^L bits for length L, grown to the longest string read; O(10^L (1 + 9 L p)) for length L, p the
// share of lost strings (about 1 in 9), then O(L) a line. Tested in tests.cpp against the game played by its rules
// (reference.hpp) on every string of up to 6 digits, and by the testdata.
#ifndef DIGITAL_DELETIONS_SOLVER_HPP
#define DIGITAL_DELETIONS_SOLVER_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace digital_deletions {

// A set of the values 0 .. size - 1, a bit each.
class BitSet {
public:
    explicit BitSet(std::size_t size) : words_((size + 63) / 64, 0) {}
    bool has(std::size_t i) const { return (words_[i / 64] >> (i % 64) & 1u) != 0; }
    void add(std::size_t i) { words_[i / 64] |= 1ULL << (i % 64); }
    // Adds first .. first + count - 1: whole words at once.
    void add_range(std::size_t first, std::size_t count) {
        std::size_t i = first;
        const std::size_t end = first + count;
        for (; i < end && i % 64 != 0; ++i) add(i);
        for (; i + 64 <= end; i += 64) words_[i / 64] = ~0ULL;
        for (; i < end; ++i) add(i);
    }

    void swap(BitSet& other) { words_.swap(other.words_); }

private:
    std::vector<unsigned long long> words_;
};

// Who wins each string. A string of length L is the number its digits spell, 0 .. 10^L - 1, in the table of its
// length (leading zeros are digits too: "00" is 0 in the table of length 2, "0" 0 in that of length 1).
// Every move leaves a shorter string or, lowering a digit, a smaller number of the same length; so a length is
// decided after every shorter one, and within it from 0 up, each string from those before it:
//   1. String s = p 0 t (a 0 after the prefix p) wins by erasing from that 0 when p is lost. So before the sweep,
//      every lost p of every shorter length k (the empty string, lost, among them) marks its range of strings
//      p 0 t: p * 10^(L - k) + [0, 10^(L - k - 1)).
//   2. Sweep the numbers up: one not yet marked won has no move to a lost string (its erasures were marked in 1,
//      its lowerings reach smaller numbers, each already decided and, were it lost, it would have marked this one
//      in this step): it is lost, and marks every string that lowering one digit turns into it, each digit raised
//      to each larger one.
class DeletionTable {
public:
    // Decides the lengths 0 .. length at once.
    explicit DeletionTable(int length = 0) {
        won_.push_back(BitSet(1));  // the empty string: no move, lost
        grow_to(length);
    }

    // Does the player to move win `digits` (at most 18 of them)? The table grows to its length first.
    bool wins(const std::string& digits) {
        grow_to(static_cast<int>(digits.size()));
        unsigned long long value = 0;
        for (std::size_t i = 0; i < digits.size(); ++i) value = value * 10 + static_cast<unsigned>(digits[i] - '0');
        return won_[digits.size()].has(static_cast<std::size_t>(value));
    }
    bool operator()(const std::string& digits) { return wins(digits); }

    bool wins(int length, std::size_t value) {
        grow_to(length);
        return won_[static_cast<std::size_t>(length)].has(value);
    }

    int length() const { return static_cast<int>(won_.size()) - 1; }

private:
    void grow_to(int length) {
        while (this->length() < length) add_length(this->length() + 1);
    }

    static std::size_t power_of_ten(int k) {
        std::size_t p = 1;
        for (int i = 0; i < k; ++i) p *= 10;
        return p;
    }

    void add_length(int length) {
        const std::size_t size = power_of_ten(length);
        BitSet won(size);
        // 1. p 0 t for every lost p of every shorter length k.
        for (int k = 0; k < length; ++k) {
            const std::size_t prefixes = power_of_ten(k), shift = power_of_ten(length - k),
                              rest = power_of_ten(length - k - 1);
            const BitSet& shorter = won_[static_cast<std::size_t>(k)];
            for (std::size_t p = 0; p < prefixes; ++p)
                if (!shorter.has(p)) won.add_range(p * shift, rest);
        }
        // 2. The sweep: each lost string marks the strings one raised digit away.
        for (std::size_t value = 0; value < size; ++value) {
            if (won.has(value)) continue;
            std::size_t place = 1, rest = value;
            for (int i = 0; i < length; ++i, place *= 10, rest /= 10)
                for (std::size_t digit = rest % 10 + 1; digit <= 9; ++digit) won.add(value + (digit - rest % 10) * place);
        }
        won_.push_back(BitSet(0));
        won_.back().swap(won);
    }

    std::vector<BitSet> won_;  // won_[L]: the won strings of length L
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One table for every input the process reads, grown to the longest string read: an outcome never changes, and
    // the in-process tests and the fuzzer call solve many times.
    static DeletionTable table;
    answer_strings(in, limits, out, table);
}

}  // namespace digital_deletions

#endif

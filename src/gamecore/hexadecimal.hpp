// Hexadecimal games (0.8, 0.F7, 8.0 ...): parse a code, g(0..N) by the definition, O(N^3 t / 36) (O(1) a heap past a
// certified period), and the Guy-Smith certificate redone for three-way splits. Tested in src/tests/hexadecimal_test.cpp.
#ifndef GAMECORE_HEXADECIMAL_HPP
#define GAMECORE_HEXADECIMAL_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/octal.hpp"

namespace gamecore {

// A hexadecimal code d0.d1d2...dt: an octal code whose digits may also have bit 8, "split what is left into three
// non-empty heaps" (Winning Ways, ch. 4). Digits 0-9 and A-F (either case). As for octal codes, d0 (removing
// nothing) may have only bits 4 and 8 (d0 in 0, 4, 8, C): bit 1 would take an empty heap, bit 2 would pass.
// A code with no digit of 8 or more is an octal game (gamecore/octal.hpp).
struct HexadecimalCode {
    std::vector<unsigned> digits;  // digits[j] = d_j, trailing zeros dropped (size t + 1)

    std::size_t largest_removal() const { return digits.empty() ? 0 : digits.size() - 1; }

    // Whether some digit allows a split into three heaps: otherwise the game is octal.
    bool splits_in_three() const {
        for (std::size_t j = 0; j < digits.size(); ++j)
            if (digits[j] & 8) return true;
        return false;
    }
};

inline int hexadecimal_digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// Reads a hexadecimal code: an optional digit 0, 4, 8 or C, a '.', then one or more digits 0-F. Returns false with
// `error` saying what is wrong (which character, where).
inline bool parse_hexadecimal_code(const std::string& text, HexadecimalCode& code, std::string& error) {
    code.digits.clear();
    const std::string::size_type point = text.find('.');
    const std::string where = "code '" + text + "': ";
    if (text.empty()) {
        error = "empty code (expected something like 0.07 or 0.8F)";
        return false;
    }
    if (point == std::string::npos) {
        error = where + "no '.' (expected digits like 0.07: the digit before the point is for removing 0 tokens)";
        return false;
    }
    for (std::string::size_type i = 0; i < text.size(); ++i) {
        if (i == point) continue;
        const char c = text[i];
        if (hexadecimal_digit_value(c) < 0) {
            error = where + (c == '.' ? std::string("a second '.'") : "'" + std::string(1, c) + "'") +
                    " at character " + octal_decimal(i + 1) + " (expected a digit 0-9 or A-F)";
            return false;
        }
    }
    if (point > 1) {
        error = where + "more than one digit before the point (only 0, 4, 8 or C may stand there)";
        return false;
    }
    if (point + 1 == text.size()) {
        error = where + "no digit after the point";
        return false;
    }
    const unsigned d0 = point == 1 ? static_cast<unsigned>(hexadecimal_digit_value(text[0])) : 0;
    if (d0 & 3) {
        error = where + "the digit before the point must be 0, 4, 8 or C (4: split a heap in two, 8: in three, "
                        "without removing; bits 1 and 2 would take an empty heap or pass)";
        return false;
    }
    code.digits.push_back(d0);
    for (std::string::size_type i = point + 1; i < text.size(); ++i)
        code.digits.push_back(static_cast<unsigned>(hexadecimal_digit_value(text[i])));
    while (code.digits.size() > 1 && code.digits.back() == 0) code.digits.pop_back();
    error.clear();
    return true;
}

// The periodicity certificate of a hexadecimal game with finitely many digits, t the largest removal. Where no
// digit splits in three it is the Guy-Smith theorem itself (certify_octal_period). Otherwise:
//   if g(n + p) = g(n) for every n with i <= n < 3i + 2p + t (one more, 2p + t + 1, when i = 0), then
//   g(n + p) = g(n) for every n >= i.
// This is the Guy-Smith proof (Winning Ways, ch. 4; Siegel, Combinatorial Game Theory, IV.2) carried over to
// three-way splits; the argument is written out here because we cite no textbook statement of this exact bound.
// Induction on n >= N0 = 3i + 2p + t (+1 when i = 0), assuming g(m + p) = g(m) for i <= m < n. Every removal of
// j <= t leaves r = n - j >= n - t >= 3i + 2p (>= 2p + 1 when i = 0) at n, and r + p at n + p; no option is empty.
//   One heap (bit 2, j >= 1): i <= r < n, so g(r + p) = g(r).
//   Two heaps a <= b: from n + p, b >= (r + p) / 2, so b - p >= (r - p) / 2 >= max(i, 1) and (a, b - p) is an
//     option of n of the same value; from n, b >= r / 2 >= i and b < n, so (a, b + p) is an option of n + p.
//   Three heaps a <= b <= c: from n + p, c >= (r + p) / 3, so c - p >= (r - 2p) / 3 >= max(i, 1) (here the bound
//     3i + 2p + t is used), and (a, b, c - p) is an option of n; from n, c >= r / 3 >= i and c < n, so (a, b, c + p)
//     is an option of n + p.
// So n and n + p have the same set of option values, and g(n + p) = g(n). Reading g(n + p) for the last n of the
// range needs g up to 3i + 3p + t - 1 (+1 when i = 0). Returns the least certified p (then the least i for it).
inline OctalPeriod certify_hexadecimal_period(const std::vector<unsigned>& g, const HexadecimalCode& code) {
    return certify_split_period(g, code.largest_removal(), code.splits_in_three() ? 3 : 2);
}

// g(0..last) by the definition: for heap n and each removal j, the mex over every option the digit d_j allows,
// with the split parts unordered (a <= b, a <= b <= c): O(n) a two-way digit, O(n^2 / 12) a three-way digit. As
// soon as the table so far certifies a period (checked each time it doubles past 64), every later value is copied
// from one period back, exact by the certificate above: O(1) a heap.
class HexadecimalGrundy {
public:
    explicit HexadecimalGrundy(const HexadecimalCode& code) : code_(code), stamp_(0), period_(0) {}

    const std::vector<unsigned>& values() const { return g_; }

    // The certified period used to extend the table, 0 while none is known.
    std::size_t period_used() const { return period_; }

    void extend_to(std::size_t last) {
        if (g_.size() > last) return;
        g_.reserve(last + 1);
        while (g_.size() <= last) {
            const std::size_t n = g_.size();
            if (period_ != 0) {
                g_.push_back(g_[n - period_]);
                continue;
            }
            if (n >= 64 && (n & (n - 1)) == 0) {
                const OctalPeriod found = certify_hexadecimal_period(g_, code_);
                if (found.certified) {
                    period_ = found.period;
                    continue;
                }
            }
            g_.push_back(next_value(n));
        }
    }

private:
    void mark(unsigned v) {
        if (v >= seen_.size()) seen_.resize(2 * static_cast<std::size_t>(v) + 2, 0);
        seen_[v] = stamp_;
    }

    unsigned next_value(std::size_t n) {
        ++stamp_;
        if (stamp_ == 0) {  // the stamp wrapped: forget every old mark
            seen_.assign(seen_.size(), 0);
            stamp_ = 1;
        }
        for (std::size_t j = 0; j <= n && j < code_.digits.size(); ++j) {
            const unsigned d = code_.digits[j];
            const std::size_t r = n - j;
            if ((d & 1) && r == 0) mark(0);
            if ((d & 2) && r >= 1 && j >= 1) mark(g_[r]);
            if (d & 4)
                for (std::size_t a = 1; a + a <= r; ++a) mark(g_[a] ^ g_[r - a]);
            if (d & 8)
                for (std::size_t a = 1; 3 * a <= r; ++a)
                    for (std::size_t b = a; a + b + b <= r; ++b) mark(g_[a] ^ g_[b] ^ g_[r - a - b]);
        }
        unsigned v = 0;
        while (v < seen_.size() && seen_[v] == stamp_) ++v;
        return v;
    }

    HexadecimalCode code_;
    std::vector<unsigned> g_;
    std::vector<unsigned> seen_;  // seen_[v] == stamp_: some option of the current heap is worth v
    unsigned stamp_;
    std::size_t period_;
};

}  // namespace gamecore

#endif

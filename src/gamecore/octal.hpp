// Octal games (0.07, 0.77, 4.7 ...): parse a code, g(0..N) by direct mex, O(N^2 t / 2) (O(1) a heap past a certified
// period, and so for any n), Guy-Smith certificate O(N) typically. Tested in src/tests/octal_test.cpp: OEIS, searches.
#ifndef GAMECORE_OCTAL_HPP
#define GAMECORE_OCTAL_HPP

#include <cstddef>
#include <string>
#include <vector>

namespace gamecore {

// An octal code d0.d1d2...dt. Digit d_j says what a move that removes j tokens from one heap may leave:
// bit 1 nothing (the whole heap is taken), bit 2 one non-empty heap, bit 4 two non-empty heaps.
// d0 (the digit before the point, j = 0: nothing removed) may only be 0 or 4 (Winning Ways, ch. 4): 4 splits a
// heap into two non-empty heaps; bit 1 would take an empty heap and bit 2 would leave the heap as it was (a pass,
// which makes the game loopy), so a code with d0 in 1, 2, 3, 5, 6, 7 is rejected. "0.07", ".07" and "0.070" are
// the same game; t is the index of the last non-zero digit.
struct OctalCode {
    std::vector<unsigned> digits;  // digits[j] = d_j, digits.size() = t + 1 (trailing zeros dropped)

    std::size_t largest_removal() const { return digits.empty() ? 0 : digits.size() - 1; }
    unsigned digit(std::size_t j) const { return j < digits.size() ? digits[j] : 0; }

    // Whether some digit has bit 8, "split what is left into three non-empty heaps": a hexadecimal code
    // (gamecore/hexadecimal.hpp parses those; OctalGrundy computes both).
    bool splits_in_three() const {
        for (std::size_t j = 0; j < digits.size(); ++j)
            if (digits[j] & 8) return true;
        return false;
    }
};

// n in decimal (C++98 has no std::to_string).
inline std::string octal_decimal(std::size_t n) {
    std::string digits;
    do {
        digits.insert(digits.begin(), static_cast<char>('0' + n % 10));
        n /= 10;
    } while (n);
    return digits;
}

namespace octal_detail {

// A digit's value, -1 if it is none: 0-7 for an octal code, 0-9 and A-F (either case) for a hexadecimal one.
inline int digit_value(char c, bool hexadecimal) {
    if (c >= '0' && c <= (hexadecimal ? '9' : '7')) return c - '0';
    if (hexadecimal && c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (hexadecimal && c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// The one parser of parse_octal_code and parse_hexadecimal_code (gamecore/hexadecimal.hpp), which differ only in
// the digits allowed and in the words of their messages. d0 may have neither bit 1 (taking an empty heap) nor bit 2
// (a pass): 0 or 4 for octal codes, 0, 4, 8 or C for hexadecimal ones.
inline bool parse_code(const std::string& text, OctalCode& code, std::string& error, bool hexadecimal) {
    code.digits.clear();
    const std::string::size_type point = text.find('.');
    const std::string where = std::string(hexadecimal ? "code '" : "octal code '") + text + "': ";
    if (text.empty()) {
        error = hexadecimal ? "empty code (expected something like 0.07 or 0.8F)"
                            : "empty octal code (expected something like 0.07)";
        return false;
    }
    if (point == std::string::npos) {
        error = where + "no '.' (expected digits like 0.07: the digit before the point is for removing 0 tokens)";
        return false;
    }
    for (std::string::size_type i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (i == point) continue;
        if (digit_value(c, hexadecimal) < 0) {
            error = where + (c == '.' ? std::string("a second '.'") : "'" + std::string(1, c) + "'") +
                    " at character " + octal_decimal(i + 1) +
                    (hexadecimal ? " (expected a digit 0-9 or A-F)" : " (expected an octal digit 0..7)");
            return false;
        }
    }
    if (point > 1) {
        error = where + "more than one digit before the point (only " + (hexadecimal ? "0, 4, 8 or C" : "0 or 4") +
                " may stand there)";
        return false;
    }
    if (point + 1 == text.size()) {
        error = where + "no digit after the point";
        return false;
    }
    const unsigned d0 = point == 1 ? static_cast<unsigned>(digit_value(text[0], hexadecimal)) : 0;
    if (d0 & 3) {
        error = where + (hexadecimal ? "the digit before the point must be 0, 4, 8 or C (4: split a heap in two, 8: "
                                       "in three, without removing; bits 1 and 2 would take an empty heap or pass)"
                                     : "the digit before the point must be 0 or 4 (4: split a heap in two without "
                                       "removing; 1 and 2 would take an empty heap or pass)");
        return false;
    }
    code.digits.push_back(d0);
    for (std::string::size_type i = point + 1; i < text.size(); ++i)
        code.digits.push_back(static_cast<unsigned>(digit_value(text[i], hexadecimal)));
    while (code.digits.size() > 1 && code.digits.back() == 0) code.digits.pop_back();
    error.clear();
    return true;
}

}  // namespace octal_detail

// Reads an octal code: an optional digit 0 or 4, a '.', then one or more digits 0..7. Returns false with `error`
// saying what is wrong (which character, where) on a malformed code.
inline bool parse_octal_code(const std::string& text, OctalCode& code, std::string& error) {
    return octal_detail::parse_code(text, code, error, false);
}

// g(n) by the definition: the mex over every option, O(n t) per heap. The oracle for the fast method.
inline std::vector<unsigned> octal_grundy_naive(const OctalCode& code, std::size_t last) {
    std::vector<unsigned> g;
    std::vector<unsigned> seen;
    for (std::size_t n = 0; n <= last; ++n) {
        // A heap has fewer than (t + 1)(n / 2 + 2) options, so its mex is below that; larger values never matter.
        seen.assign(code.digits.size() * (n / 2 + 2) + 1, 0);
        for (std::size_t j = 0; j <= n && j < code.digits.size(); ++j) {
            const unsigned d = code.digits[j];
            const std::size_t rest = n - j;
            if ((d & 1) && rest == 0) seen[0] = 1;
            if ((d & 2) && rest >= 1 && j >= 1 && g[rest] < seen.size()) seen[g[rest]] = 1;
            if (d & 4)
                for (std::size_t a = 1; a + a <= rest; ++a) {
                    const unsigned v = g[a] ^ g[rest - a];
                    if (v < seen.size()) seen[v] = 1;
                }
        }
        unsigned mex = 0;
        while (seen[mex]) ++mex;
        g.push_back(mex);
    }
    return g;
}

// The outcome of a periodicity check on g(0..checked_to).
struct OctalPeriod {
    bool certified;
    std::size_t preperiod;   // the least i with g(n + p) = g(n) for every n >= i: the last exception is i - 1
    std::size_t period;      // the least such p that is certified
    std::size_t needed_to;   // the largest heap the certificate reads: 2i + 2p + t - 1 (one more when i = 0)
    std::size_t checked_to;  // g was known for heaps 0..checked_to
};

// The Guy-Smith octal periodicity theorem (Winning Ways, ch. 4; Siegel, Combinatorial Game Theory, IV.2): for an
// octal game with finitely many digits, t the largest removal, if g(n + p) = g(n) for every n with
// i <= n < 2i + p + t, then g(n + p) = g(n) for every n >= i. (The proof: a split of n + p, n >= 2i + p + t, has its
// larger part b >= i + p, so g(b) = g(b - p) by induction.)
// The same proof holds for d0 = 4 (j = 0 is then a removal of 0 <= t). With i = 0 a split b = p would map to an
// empty part, so there the range is taken one longer: i <= n < p + t + 1. Reading g(n + p) for the last such n
// needs g up to 2i + 2p + t - 1 (+1 when i = 0).
// Returns the certified pair with the least period p (then the least i for it), or certified = false.
// certify_split_period is the same check for moves that split a heap into at most `parts` (3: the hexadecimal
// games, whose proof is in gamecore/hexadecimal.hpp): the range is i <= n < parts i + (parts - 1) p + t.
inline OctalPeriod certify_split_period(const std::vector<unsigned>& g, std::size_t largest_removal,
                                        std::size_t parts) {
    OctalPeriod result;
    result.certified = false;
    result.preperiod = result.period = result.needed_to = 0;
    result.checked_to = g.empty() ? 0 : g.size() - 1;
    if (g.empty()) return result;
    const std::size_t last = g.size() - 1;
    // A certificate reads g up to at least parts * p + t - 1, so longer periods cannot be certified from g(0..last).
    for (std::size_t p = 1; parts * p + largest_removal <= last + 1; ++p) {
        // The last n (n + p <= last) with g(n) != g(n + p), scanning down: a wrong p usually fails at once.
        std::size_t i = 0;
        for (std::size_t n = last - p + 1; n-- > 0;)
            if (g[n] != g[n + p]) {
                i = n + 1;
                break;
            }
        const std::size_t needed = parts * i + parts * p + largest_removal - 1 + (i == 0 ? 1 : 0);
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

inline OctalPeriod certify_octal_period(const std::vector<unsigned>& g, std::size_t largest_removal) {
    return certify_split_period(g, largest_removal, 2);
}

// Marks seen[g[a] ^ g[rest - a]] = stamp for every split (a, rest - a), a in [from, to]: four a round, their loads
// before their stores. (In the plain loop a store could alias the next loads, so the compiler keeps each split's
// loads after the last store: the direct mex to 10^5 took 0.97 s that way, 0.78 s this way.) OctalGrundy and
// SparseOctalGrundy's direct method mark their splits with it.
inline void mark_splits(unsigned* seen, const unsigned* g, std::size_t rest, std::size_t from, std::size_t to,
                        unsigned stamp) {
    std::size_t a = from;
    for (; a + 3 <= to; a += 4) {
        const unsigned v0 = g[a] ^ g[rest - a], v1 = g[a + 1] ^ g[rest - a - 1];
        const unsigned v2 = g[a + 2] ^ g[rest - a - 2], v3 = g[a + 3] ^ g[rest - a - 3];
        seen[v0] = stamp;
        seen[v1] = stamp;
        seen[v2] = stamp;
        seen[v3] = stamp;
    }
    for (; a <= to; ++a) seen[g[a] ^ g[rest - a]] = stamp;
}

// g(0..last), fast: the mex over every option as the definition says, values marked in a stamped array (never
// cleared), O(n / 2) per digit with bit 4, O(n^2 / 12) per hexadecimal digit with bit 8 (three parts) and O(1) per
// other digit for heap n. As soon as the table so far certifies a period (Guy-Smith, or its three-way form for a
// hexadecimal code: certify_split_period; checked each time it doubles), every later value is copied from one
// period back, O(1) a heap. Measured (Release): Treblecross 0.007, no period, to 10^5 in 0.9 to 1.4 s; 0.07
// and 0.77, certified by heap 256, to 10^5 in 0.02 s. Past 10^5 heaps the sparse-space method is faster for games
// whose rare heaps stop growing (0.007, 0.6): SparseOctalGrundy (gamecore/sparse_octal.hpp), which the grundy tool
// uses; it stays out of this header, which judge solutions paste whole, for tables of a few thousand heaps.
class OctalGrundy {
public:
    explicit OctalGrundy(const OctalCode& code) : code_(code), stamp_(0), max_value_(0), period_(0) {}

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
                const OctalPeriod found =
                    certify_split_period(g_, code_.largest_removal(), code_.splits_in_three() ? 3 : 2);
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
        // Every value so far is below `width`, a power of two, and so is the xor of two of them: the split loop
        // needs no range check.
        std::size_t width = 1;
        while (width <= max_value_) width *= 2;
        if (seen_.size() < width) seen_.resize(width, 0);
        for (std::size_t j = 0; j <= n && j < code_.digits.size(); ++j) {
            const unsigned d = code_.digits[j];
            const std::size_t rest = n - j;
            if ((d & 1) && rest == 0) mark(0);
            if ((d & 2) && rest >= 1 && j >= 1) mark(g_[rest]);
            if ((d & 4) && rest >= 2) mark_splits(&seen_[0], &g_[0], rest, 1, rest / 2, stamp_);
            if ((d & 8) && rest >= 3) {  // a hexadecimal digit: three parts a <= b <= c, their xor below `width` too
                unsigned* const seen = &seen_[0];
                const unsigned* const g = &g_[0];
                const unsigned stamp = stamp_;
                for (std::size_t a = 1; 3 * a <= rest; ++a)
                    for (std::size_t b = a; a + b + b <= rest; ++b) seen[g[a] ^ g[b] ^ g[rest - a - b]] = stamp;
            }
        }
        unsigned v = 0;
        while (v < seen_.size() && seen_[v] == stamp_) ++v;
        if (v > max_value_) max_value_ = v;
        return v;
    }

    OctalCode code_;
    std::vector<unsigned> g_;
    std::vector<unsigned> seen_;  // seen_[v] == stamp_: some option of the current heap is worth v
    unsigned stamp_;
    unsigned max_value_;
    std::size_t period_;
};

// g(n) of an octal game for every n, however large, for a code whose period the table certifies (Guy-Smith): the
// definition until the certificate holds (checked each time the table doubles), then one period back, O(1) a heap.
// Kept: g(0 .. preperiod + period - 1). The code must be valid and must certify (0.07 does by heap 256): a code that
// never does would double its table until memory runs out.
class CertifiedOctalValues {
public:
    explicit CertifiedOctalValues(const char* code_text) : preperiod_(0), period_(0) {
        OctalCode code;
        std::string error;
        parse_octal_code(code_text, code, error);
        OctalGrundy grundy(code);
        OctalPeriod found;
        for (std::size_t last = 64;; last *= 2) {
            grundy.extend_to(last);
            found = certify_octal_period(grundy.values(), code.largest_removal());
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
    std::vector<unsigned> table_;
    std::size_t preperiod_;
    std::size_t period_;
};

// Dawson's Kayles, 0.07 (triangulation's planes, colouring-game's alternating runs): preperiod 53, period 34.
struct DawsonKaylesValues : public CertifiedOctalValues {
    DawsonKaylesValues() : CertifiedOctalValues("0.07") {}
};

}  // namespace gamecore

#endif

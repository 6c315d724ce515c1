// Exact dyadic rationals m / 2^k, m of any length: +, -, compare, floor, times 2^p in O(limbs + shift / 32).
// Tested in src/tests/dyadic_test.cpp against int64 fractions, bit-string oracles and 2^-100000 cases.
#ifndef GAMECORE_DYADIC_HPP
#define GAMECORE_DYADIC_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

namespace gamecore {

// A dyadic rational m / 2^k: the values of Blue-Red Hackenbush strings and of
// every finite sum of them (surreal numbers born on a finite day).
//
// m is kept in two's complement, 32 bits per limb, least significant limb
// first, and the representation is canonical: no redundant sign-extension
// limb (0 has no limbs at all), and k = 0 or m odd. Equal values therefore
// have equal representations, and a tower's value costs O(height) to build
// (binary_fraction sets the bits directly, no term-by-term sum).
class Dyadic {
public:
    // Zero.
    Dyadic() : exponent_(0) {}

    explicit Dyadic(long long integer) : exponent_(0) {
        const unsigned long long bits = static_cast<unsigned long long>(integer);
        limbs_.push_back(static_cast<unsigned>(bits & limb_mask));
        limbs_.push_back(static_cast<unsigned>(bits >> 32));
        trim();
    }

    // 2^-k; write -Dyadic::one_over_power_of_two(k) for -2^-k.
    static Dyadic one_over_power_of_two(std::size_t k) {
        Dyadic value;
        value.limbs_.push_back(1);
        value.exponent_ = k;
        return value;
    }

    // The number 0.b1 b2 b3 ... in binary: sum of 2^-(i+1) over the i with
    // bits[i] set. Always in [0, 1). O(bits.size()).
    static Dyadic binary_fraction(const std::vector<bool>& bits) {
        Dyadic value;
        const std::size_t length = bits.size();
        value.limbs_.assign(length / limb_bits + 1, 0);  // + 1 keeps the sign bit clear
        for (std::size_t i = 0; i < length; ++i)
            if (bits[i]) {
                const std::size_t position = length - 1 - i;  // bit i weighs 2^-(i+1) = 2^(position - length)
                value.limbs_[position / limb_bits] |= 1u << (position % limb_bits);
            }
        value.exponent_ = length;
        value.normalize();
        return value;
    }

    // -1, 0 or +1.
    int sign() const {
        if (limbs_.empty()) return 0;
        return (limbs_.back() >> (limb_bits - 1)) != 0 ? -1 : 1;
    }

    // k of the canonical m / 2^k: 0 exactly for integers.
    std::size_t exponent() const { return exponent_; }

    Dyadic operator-() const { return combine(Dyadic(), *this, true); }
    Dyadic& operator+=(const Dyadic& other) { return *this = combine(*this, other, false); }
    Dyadic& operator-=(const Dyadic& other) { return *this = combine(*this, other, true); }

    friend Dyadic operator+(const Dyadic& a, const Dyadic& b) { return combine(a, b, false); }
    friend Dyadic operator-(const Dyadic& a, const Dyadic& b) { return combine(a, b, true); }

    // Canonical form makes equality a plain comparison of representations.
    friend bool operator==(const Dyadic& a, const Dyadic& b) {
        return a.exponent_ == b.exponent_ && a.limbs_ == b.limbs_;
    }

    // The largest integer <= this value: an arithmetic shift of m by k bits, O(limbs - k / 32).
    Dyadic floor() const {
        if (exponent_ == 0) return *this;
        const std::size_t whole = exponent_ / limb_bits;
        const unsigned part = static_cast<unsigned>(exponent_ % limb_bits);
        Dyadic result;
        // m is odd here, so m / 2^k has at least the one limb of its sign; a limb more keeps that sign.
        result.limbs_.resize(limbs_.size() > whole ? limbs_.size() - whole + 1 : 1);
        for (std::size_t i = 0; i < result.limbs_.size(); ++i) {
            unsigned long long limb = limb_at(limbs_, i + whole) >> part;
            if (part != 0) limb |= static_cast<unsigned long long>(limb_at(limbs_, i + whole + 1)) << (limb_bits - part);
            result.limbs_[i] = static_cast<unsigned>(limb & limb_mask);
        }
        result.trim();
        return result;
    }

    // The value as a long long if it is an integer in range; false (and `integer` untouched) otherwise.
    bool to_integer(long long& integer) const {
        if (exponent_ != 0 || limbs_.size() > 2) return false;
        const unsigned long long bits =
            (static_cast<unsigned long long>(limb_at(limbs_, 1)) << limb_bits) | limb_at(limbs_, 0);
        integer = static_cast<long long>(bits);  // two limbs of two's complement: the value itself
        return true;
    }

    // This value times 2^power, exactly (power < 0 divides). O(limbs + the shift / 32) where the
    // numerator moves, O(1) where only the exponent changes.
    Dyadic times_power_of_two(long long power) const {
        if (limbs_.empty()) return *this;
        Dyadic result(*this);
        if (power < 0) {
            // m / 2^(k + |power|): canonical already when m is odd (k > 0); an even integer's factors of 2 cancel.
            result.exponent_ += static_cast<std::size_t>(0) - static_cast<std::size_t>(power);  // |power|, no overflow
            if (exponent_ == 0) result.normalize();
            return result;
        }
        const std::size_t up = static_cast<std::size_t>(power);
        if (up <= exponent_) {
            result.exponent_ -= up;  // m stays odd, or the exponent reaches 0: canonical either way
            return result;
        }
        result.limbs_ = shifted_left(limbs_, up - exponent_);
        result.exponent_ = 0;
        result.trim();
        return result;
    }

    // "3", "-5/8", "1/2^100000": the reduced fraction, its denominator written
    // as 2^k once it no longer fits in 64 bits. O(limbs^2) for the decimal
    // numerator: meant for messages and tests, not for hot loops.
    std::string to_string() const {
        if (limbs_.empty()) return "0";
        std::string text = sign() < 0 ? "-" : "";
        text += decimal((sign() < 0 ? -*this : *this).limbs_);
        if (exponent_ == 0) return text;
        char denominator[32];
        if (exponent_ < 64) std::sprintf(denominator, "/%llu", 1ULL << exponent_);
        else std::sprintf(denominator, "/2^%lu", static_cast<unsigned long>(exponent_));
        return text + denominator;
    }

private:
    static const unsigned limb_bits = 32;
    static const unsigned long long limb_mask = 0xffffffffULL;

    // The limb at `index` of the infinite sign extension of `limbs`.
    static unsigned limb_at(const std::vector<unsigned>& limbs, std::size_t index) {
        if (index < limbs.size()) return limbs[index];
        return !limbs.empty() && (limbs.back() >> (limb_bits - 1)) != 0 ? static_cast<unsigned>(limb_mask) : 0u;
    }

    // limbs * 2^shift, sign-extended one limb further so that nothing is lost.
    static std::vector<unsigned> shifted_left(const std::vector<unsigned>& limbs, std::size_t shift) {
        const std::size_t whole = shift / limb_bits;
        const unsigned part = static_cast<unsigned>(shift % limb_bits);
        std::vector<unsigned> out(limbs.size() + whole + 1, 0);
        for (std::size_t j = 0; j <= limbs.size(); ++j) {
            unsigned long long limb = static_cast<unsigned long long>(limb_at(limbs, j)) << part;
            if (part != 0 && j > 0) limb |= limb_at(limbs, j - 1) >> (limb_bits - part);
            out[whole + j] = static_cast<unsigned>(limb & limb_mask);
        }
        return out;
    }

    // a + b, or a - b as a + ~b + 1, at the larger exponent.
    static Dyadic combine(const Dyadic& a, const Dyadic& b, bool subtract) {
        const std::size_t exponent = a.exponent_ > b.exponent_ ? a.exponent_ : b.exponent_;
        std::vector<unsigned> a_shifted, b_shifted;
        const std::vector<unsigned>* x = &a.limbs_;
        const std::vector<unsigned>* y = &b.limbs_;
        if (a.exponent_ < exponent) {
            a_shifted = shifted_left(a.limbs_, exponent - a.exponent_);
            x = &a_shifted;
        }
        if (b.exponent_ < exponent) {
            b_shifted = shifted_left(b.limbs_, exponent - b.exponent_);
            y = &b_shifted;
        }
        // One limb more than either operand holds any sum or difference of them.
        const std::size_t size = (x->size() > y->size() ? x->size() : y->size()) + 1;
        Dyadic result;
        result.exponent_ = exponent;
        result.limbs_.resize(size);
        unsigned long long carry = subtract ? 1 : 0;
        for (std::size_t i = 0; i < size; ++i) {
            unsigned long long yi = limb_at(*y, i);
            if (subtract) yi = ~yi & limb_mask;
            const unsigned long long sum = limb_at(*x, i) + yi + carry;
            result.limbs_[i] = static_cast<unsigned>(sum & limb_mask);
            carry = sum >> limb_bits;
        }
        result.normalize();
        return result;
    }

    // Drops top limbs that only repeat the sign.
    void trim() {
        while (!limbs_.empty()) {
            const unsigned top = limbs_.back();
            if (top != 0 && top != limb_mask) return;
            const unsigned below = limbs_.size() >= 2 ? limbs_[limbs_.size() - 2] : 0u;
            const bool below_negative = limbs_.size() >= 2 && (below >> (limb_bits - 1)) != 0;
            if ((top == 0) != !below_negative) return;  // the top limb carries the sign
            limbs_.pop_back();
        }
    }

    // Restores the canonical form: trims, then cancels common factors of 2.
    void normalize() {
        trim();
        if (limbs_.empty()) {
            exponent_ = 0;
            return;
        }
        std::size_t zeros = 0, first = 0;
        while (limbs_[first] == 0) ++first;  // a nonzero limb exists: the value is not 0
        zeros = first * limb_bits;
        for (unsigned limb = limbs_[first]; (limb & 1u) == 0; limb >>= 1) ++zeros;
        const std::size_t shift = zeros < exponent_ ? zeros : exponent_;
        if (shift == 0) return;
        // Arithmetic shift right by `shift` bits.
        const std::size_t whole = shift / limb_bits;
        const unsigned part = static_cast<unsigned>(shift % limb_bits);
        std::vector<unsigned> out(limbs_.size() - whole);
        for (std::size_t i = 0; i < out.size(); ++i) {
            unsigned long long limb = limb_at(limbs_, i + whole) >> part;
            if (part != 0) limb |= static_cast<unsigned long long>(limb_at(limbs_, i + whole + 1)) << (limb_bits - part);
            out[i] = static_cast<unsigned>(limb & limb_mask);
        }
        limbs_.swap(out);
        exponent_ -= shift;
        trim();
    }

    // Decimal digits of a nonnegative two's complement number.
    static std::string decimal(std::vector<unsigned> magnitude) {
        std::vector<unsigned> chunks;  // base 10^9, least significant first
        while (!magnitude.empty()) {
            unsigned long long remainder = 0;
            for (std::size_t i = magnitude.size(); i-- > 0;) {
                const unsigned long long current = (remainder << limb_bits) | magnitude[i];
                magnitude[i] = static_cast<unsigned>(current / 1000000000ULL);
                remainder = current % 1000000000ULL;
            }
            chunks.push_back(static_cast<unsigned>(remainder));
            while (!magnitude.empty() && magnitude.back() == 0) magnitude.pop_back();
        }
        if (chunks.empty()) return "0";
        char digits[16];
        std::sprintf(digits, "%u", chunks.back());
        std::string text = digits;
        for (std::size_t i = chunks.size() - 1; i-- > 0;) {
            std::sprintf(digits, "%09u", chunks[i]);
            text += digits;
        }
        return text;
    }

    std::vector<unsigned> limbs_;
    std::size_t exponent_;
};

// -1, 0 or +1 as a <, ==, > b.
inline int compare(const Dyadic& a, const Dyadic& b) {
    const int sa = a.sign(), sb = b.sign();
    if (sa != sb) return sa < sb ? -1 : 1;  // also settles every comparison with zero
    return (a - b).sign();
}

inline bool operator!=(const Dyadic& a, const Dyadic& b) { return !(a == b); }
inline bool operator<(const Dyadic& a, const Dyadic& b) { return compare(a, b) < 0; }
inline bool operator>(const Dyadic& a, const Dyadic& b) { return compare(a, b) > 0; }
inline bool operator<=(const Dyadic& a, const Dyadic& b) { return compare(a, b) <= 0; }
inline bool operator>=(const Dyadic& a, const Dyadic& b) { return compare(a, b) >= 0; }

}  // namespace gamecore

#endif

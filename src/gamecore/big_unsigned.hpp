// A small unsigned big integer for judge code (decimal text, compare, add, subtract, multiply, isqrt), and the exact
// Wythoff test on it. O(nm) a product, O(n^2) decimal, O(bits n) isqrt. Tested in src/tests/big_unsigned_test.cpp.
#ifndef GAMECORE_BIG_UNSIGNED_HPP
#define GAMECORE_BIG_UNSIGNED_HPP

// The tests hold every operation to unsigned 64-bit and unsigned __int128 arithmetic on values that fit, isqrt to its
// definition r^2 <= x < (r + 1)^2 on random values of up to 4000 bits, decimal text to a round trip, and the Wythoff
// test to gamecore/wythoff.hpp's exact 64-bit one. Numbers of a few hundred to a few thousand digits (HDU 5973's
// 10^100) are what it is for: the quadratic methods cost microseconds there, and they are short enough to paste.
// gnu++98: 32-bit limbs whose products fit an unsigned long long; no __int128, no floating point.

#include <cstddef>
#include <string>
#include <vector>

namespace gamecore {

class BigUnsigned {
public:
    typedef unsigned int Limb;  // 32 bits on every compiler a judge runs
    typedef unsigned long long Wide;

    BigUnsigned() {}
    explicit BigUnsigned(Wide value) {
        for (; value != 0; value >>= 32) limbs_.push_back(static_cast<Limb>(value));
    }

    // The decimal digits text[0..length), leading zeros allowed; false (and the value 0) when there is no digit or
    // something else. Nine digits at a time: value = value * 10^9 + chunk.
    bool assign_decimal(const char* text, std::size_t length) {
        limbs_.clear();
        if (length == 0) return false;
        for (std::size_t i = 0; i < length; ++i)
            if (text[i] < '0' || text[i] > '9') return false;
        std::size_t i = 0;
        while (i < length) {
            const std::size_t chunk_end = i == 0 ? (length % 9 == 0 ? 9 : length % 9) : i + 9;
            Limb chunk = 0, scale = 1;
            for (; i < chunk_end; ++i) {
                chunk = chunk * 10 + static_cast<Limb>(text[i] - '0');
                scale *= 10;
            }
            multiply_add(scale, chunk);
        }
        return true;
    }

    // Decimal, no leading zeros ("0" for zero): the remainders of repeated division by 10^9.
    std::string to_decimal() const {
        if (limbs_.empty()) return "0";
        BigUnsigned rest(*this);
        std::vector<Limb> chunks;  // base 10^9, least significant first
        while (!rest.is_zero()) chunks.push_back(rest.divide_small(1000000000U));
        std::string text;
        char digits[16];
        for (std::size_t i = chunks.size(); i-- > 0;) {
            Limb chunk = chunks[i];
            int n = 0;
            do {
                digits[n++] = static_cast<char>('0' + chunk % 10);
                chunk /= 10;
            } while (chunk != 0);
            if (i + 1 != chunks.size())
                for (; n < 9; ++n) digits[n] = '0';
            while (n > 0) text += digits[--n];
        }
        return text;
    }

    bool is_zero() const { return limbs_.empty(); }
    bool is_odd() const { return !limbs_.empty() && (limbs_[0] & 1U) != 0; }
    std::size_t bit_length() const {
        if (limbs_.empty()) return 0;
        std::size_t bits = 32 * (limbs_.size() - 1);
        for (Limb top = limbs_.back(); top != 0; top >>= 1) ++bits;
        return bits;
    }
    bool fits_u64() const { return limbs_.size() <= 2; }
    Wide to_u64() const {  // the low 64 bits
        Wide value = 0;
        if (limbs_.size() > 1) value = static_cast<Wide>(limbs_[1]) << 32;
        if (!limbs_.empty()) value |= limbs_[0];
        return value;
    }

    // -1, 0 or 1 as *this is below, equal to or above other.
    int compare(const BigUnsigned& other) const {
        if (limbs_.size() != other.limbs_.size()) return limbs_.size() < other.limbs_.size() ? -1 : 1;
        for (std::size_t i = limbs_.size(); i-- > 0;)
            if (limbs_[i] != other.limbs_[i]) return limbs_[i] < other.limbs_[i] ? -1 : 1;
        return 0;
    }

    BigUnsigned& operator+=(const BigUnsigned& other) {
        if (limbs_.size() < other.limbs_.size()) limbs_.resize(other.limbs_.size(), 0);
        Wide carry = 0;
        for (std::size_t i = 0; i < limbs_.size(); ++i) {
            carry += limbs_[i];
            if (i < other.limbs_.size()) carry += other.limbs_[i];
            limbs_[i] = static_cast<Limb>(carry);
            carry >>= 32;
            if (carry == 0 && i >= other.limbs_.size()) break;
        }
        if (carry != 0) limbs_.push_back(static_cast<Limb>(carry));
        return *this;
    }

    // Only for other <= *this (the callers compare first): an unsigned number has no negative to become.
    BigUnsigned& operator-=(const BigUnsigned& other) {
        Wide borrow = 0;
        for (std::size_t i = 0; i < limbs_.size(); ++i) {
            const Wide subtrahend = borrow + (i < other.limbs_.size() ? other.limbs_[i] : 0);
            if (subtrahend == 0 && i >= other.limbs_.size()) break;
            borrow = limbs_[i] < subtrahend ? 1 : 0;
            limbs_[i] = static_cast<Limb>((static_cast<Wide>(limbs_[i]) + (borrow << 32)) - subtrahend);
        }
        trim();
        return *this;
    }

    // *this = *this * factor + addend.
    void multiply_add(Limb factor, Limb addend) {
        Wide carry = addend;
        for (std::size_t i = 0; i < limbs_.size(); ++i) {
            carry += static_cast<Wide>(limbs_[i]) * factor;
            limbs_[i] = static_cast<Limb>(carry);
            carry >>= 32;
        }
        if (carry != 0) limbs_.push_back(static_cast<Limb>(carry));
        trim();  // a factor of 0
    }

    // *this /= divisor (divisor >= 1); returns the remainder.
    Limb divide_small(Limb divisor) {
        Wide remainder = 0;
        for (std::size_t i = limbs_.size(); i-- > 0;) {
            remainder = (remainder << 32) | limbs_[i];
            limbs_[i] = static_cast<Limb>(remainder / divisor);
            remainder %= divisor;
        }
        trim();
        return static_cast<Limb>(remainder);
    }

    void halve() { shift_right_one(); }

    // The schoolbook product: each partial sum x * y + r + carry stays below 2^64.
    friend BigUnsigned operator*(const BigUnsigned& x, const BigUnsigned& y) {
        BigUnsigned product;
        if (x.is_zero() || y.is_zero()) return product;
        product.limbs_.assign(x.limbs_.size() + y.limbs_.size(), 0);
        for (std::size_t i = 0; i < x.limbs_.size(); ++i) {
            const Wide xi = x.limbs_[i];
            Wide carry = 0;
            for (std::size_t j = 0; j < y.limbs_.size(); ++j) {
                carry += xi * y.limbs_[j] + product.limbs_[i + j];
                product.limbs_[i + j] = static_cast<Limb>(carry);
                carry >>= 32;
            }
            product.limbs_[i + y.limbs_.size()] = static_cast<Limb>(carry);
        }
        product.trim();
        return product;
    }

    // floor(sqrt(x)), bit by bit (the binary digit-by-digit method): with `bit` = 4^j and the root's higher bits R
    // found, `root` holds R * 4^(j+1) and `rest` x - R^2 * 4^(j+1) for the bits above; the next root bit is 1 iff
    // rest >= (4R + 1) * 4^j = root + bit. The two never overlap (root's lowest bit is 2^(2j+2)), so root + bit is
    // root with one bit set, and every step is a comparison, a subtraction and a shift: no division, no Newton.
    static BigUnsigned isqrt(const BigUnsigned& x) {
        BigUnsigned rest(x), root;
        if (x.is_zero()) return root;
        std::size_t bit = (x.bit_length() - 1) & ~static_cast<std::size_t>(1);  // 4^j = 2^bit <= x
        for (;;) {
            root.set_bit(bit);
            if (rest.compare(root) >= 0) {
                rest -= root;
                root.clear_bit(bit);
                root.shift_right_one();
                root.set_bit(bit);
            } else {
                root.clear_bit(bit);
                root.shift_right_one();
            }
            if (bit < 2) break;
            bit -= 2;
        }
        return root;
    }

private:
    void trim() {
        while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
    }
    void set_bit(std::size_t bit) {
        if (limbs_.size() <= bit / 32) limbs_.resize(bit / 32 + 1, 0);
        limbs_[bit / 32] |= static_cast<Limb>(1U) << (bit % 32);
    }
    void clear_bit(std::size_t bit) {
        if (bit / 32 >= limbs_.size()) return;
        limbs_[bit / 32] &= ~(static_cast<Limb>(1U) << (bit % 32));
        trim();
    }
    void shift_right_one() {
        for (std::size_t i = 0; i < limbs_.size(); ++i) {
            limbs_[i] >>= 1;
            if (i + 1 < limbs_.size()) limbs_[i] |= limbs_[i + 1] << 31;
        }
        trim();
    }

    std::vector<Limb> limbs_;  // least significant first, no zero at the top: zero is no limb at all
};

inline bool operator==(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) == 0; }
inline bool operator!=(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) != 0; }
inline bool operator<(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) < 0; }
inline bool operator<=(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) <= 0; }
inline bool operator>(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) > 0; }
inline bool operator>=(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) >= 0; }
inline BigUnsigned operator+(BigUnsigned x, const BigUnsigned& y) { return x += y; }
inline BigUnsigned operator-(BigUnsigned x, const BigUnsigned& y) { return x -= y; }  // y <= x

// floor(k * phi) = floor((k + k sqrt(5)) / 2) = (k + isqrt(5 k^2)) div 2: k sqrt(5) is irrational for k >= 1, so
// adding its fraction to k + isqrt(5 k^2) never carries past the halving (and k = 0 gives 0).
inline BigUnsigned wythoff_floor_k_phi(const BigUnsigned& k) {
    BigUnsigned five_k_squared = k * k;
    five_k_squared.multiply_add(5, 0);
    BigUnsigned result = k + BigUnsigned::isqrt(five_k_squared);
    result.halve();
    return result;
}

// Is the Wythoff position (first, second) lost for the player to move? With a <= b and k = b - a >= 1, it is iff
// a = floor(k phi), i.e. a < k phi < a + 1, i.e. m < k sqrt(5) < m + 2 with m = 2a - k: m^2 < 5 k^2 < (m + 2)^2 (never
// equal: 5 k^2 is no square). Two products a position, cheaper than the isqrt of wythoff_floor_k_phi.
inline bool is_wythoff_losing(const BigUnsigned& first, const BigUnsigned& second) {
    const bool ordered = first <= second;
    const BigUnsigned& a = ordered ? first : second;
    const BigUnsigned& b = ordered ? second : first;
    BigUnsigned k = b - a;
    if (k.is_zero()) return a.is_zero();
    BigUnsigned m = a + a;
    if (m < k) return false;  // 2a < k: a + 1 <= k / 2 + 1 < k phi
    m -= k;
    BigUnsigned five_k_squared = k * k;
    five_k_squared.multiply_add(5, 0);
    BigUnsigned square = m * m;
    if (square >= five_k_squared) return false;
    // (m + 2)^2 = m^2 + 4m + 4
    m.multiply_add(4, 4);
    square += m;
    return five_k_squared < square;
}

}  // namespace gamecore

#endif

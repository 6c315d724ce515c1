// big-wythoff-gen: seeded judge input. Small: piles <= 60, many of them losing pairs or next to one, in either order.
// Judge: 10^5 pairs of piles of 1 to 100 digits (a length drawn first) and some 10^100 itself, a third of them
// losing pairs (floor(k phi), floor(k phi) + k) or next to one, for k of every length to 99 digits.
#include <algorithm>
#include <string>
#include <utility>

#include "cli/generator.hpp"
#include "gamecore/big_unsigned.hpp"
#include "reference.hpp"

namespace {

using gamecore::BigUnsigned;

// A number of 1 to `digits` decimal digits (a length drawn first, so that short ones are as common as long ones).
BigUnsigned random_number(gamesuite::SeededRandom& random, long long digits) {
    const long long length = random.between(1, digits);
    std::string text;
    for (long long i = 0; i < length; ++i) text += static_cast<char>('0' + random.between(i == 0 ? 1 : 0, 9));
    BigUnsigned value;
    value.assign_decimal(text.data(), text.size());
    return value;
}

BigUnsigned power_of_ten(int exponent) {
    const std::string text = "1" + std::string(static_cast<std::size_t>(exponent), '0');
    BigUnsigned value;
    value.assign_decimal(text.data(), text.size());
    return value;
}

// Writes one input; `small` asks for what the reference answers at once (piles <= 60 meet 23 losing pairs).
void write_input(gamesuite::SeededRandom& random, bool small) {
    const int exponent = small ? 2 : big_wythoff::judge_limits().max_pile_exponent;
    const BigUnsigned largest = small ? BigUnsigned(60) : power_of_ten(exponent);
    const long long cases = small ? random.between(1, 40) : 100000;
    const BigUnsigned one(1);
    for (long long i = 0; i < cases; ++i) {
        BigUnsigned a, b;
        if (random.chance(small ? 40 : 33)) {
            // A losing pair (floor(k phi), floor(k phi) + k), which stays below 2.62 k, maybe nudged by one.
            const BigUnsigned k = small ? BigUnsigned(static_cast<unsigned long long>(random.between(1, 23)))
                                        : random_number(random, exponent - 1);
            a = gamecore::wythoff_floor_k_phi(k);
            b = a + k;
            if (random.chance(50)) {
                BigUnsigned& pile = random.chance(50) ? a : b;
                if (random.chance(50)) pile += one;
                else if (!pile.is_zero()) pile -= one;
            }
        } else if (small) {
            a = BigUnsigned(static_cast<unsigned long long>(random.between(0, 60)));
            b = BigUnsigned(static_cast<unsigned long long>(random.between(0, 60)));
        } else {
            a = random.chance(1) ? largest : random_number(random, exponent);
            b = random.chance(10) ? a : random_number(random, exponent);
        }
        a = std::min(a, largest);
        b = std::min(b, largest);
        if (random.chance(50)) std::swap(a, b);
        gamesuite::print("%s %s\n", a.to_decimal().c_str(), b.to_decimal().c_str());
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

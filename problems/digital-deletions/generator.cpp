// digital-deletions-gen: seeded judge input. Small: 1 to 40 strings of 1 to 5 digits (reference.hpp), small digits
// and zeros often (short plays, many erasures), leading zeros, and strings one digit off the losses 1, 11, 20.
// Judge: 200000 strings of 1 to 6 digits, uniform digits in half of them.
#include <string>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

std::string random_string(gamesuite::SeededRandom& random, int max_digits) {
    const int length = static_cast<int>(random.between(1, max_digits));
    const int top = random.chance(50) ? 9 : static_cast<int>(random.between(1, 4));  // small digits: a short play
    std::string digits;
    for (int i = 0; i < length; ++i) {
        const int digit = random.chance(20) ? 0 : static_cast<int>(random.between(0, top));
        digits += static_cast<char>('0' + digit);
    }
    if (random.chance(5)) digits[0] = '0';  // a leading zero: erase everything
    return digits;
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const int max_digits = static_cast<int>(small ? digital_deletions::reference_limits().max_digits
                                                  : digital_deletions::judge_limits().max_digits);
    const long long strings = small ? random.between(1, 40) : 200000;
    for (long long i = 0; i < strings; ++i) {
        std::string digits;
        if (random.chance(10)) {  // beside a known loss: 1, 11, 20 (the catalogue's brute force and the sample)
            static const char* const losses[3] = {"1", "11", "20"};
            digits = losses[random.between(0, 2)];
            if (random.chance(50)) digits += static_cast<char>('0' + random.between(0, 9));
        } else {
            digits = random_string(random, max_digits);
        }
        gamesuite::print("%s\n", digits.c_str());
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

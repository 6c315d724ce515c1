// gamecore/key_set.hpp against std::set: narrow ranges (long probe runs), any long long, keys differing only in high
// bits, the extreme keys (the lowest marks free slots), and sizes told right, too small (it must grow) or too large.
#include <doctest/doctest.h>

#include <cstddef>
#include <limits>
#include <random>
#include <set>
#include <vector>

#include "gamecore/key_set.hpp"

namespace {

// Inserts every key in both sets and checks that KeySet reports a repeat exactly when std::set does.
void check_like_std_set(gamecore::KeySet& taken, const std::vector<long long>& keys) {
    std::set<long long> expected;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        CAPTURE(i);
        CAPTURE(keys[i]);
        const bool is_new = expected.insert(keys[i]).second;
        REQUIRE(taken.insert(keys[i]) == is_new);
    }
}

}  // namespace

TEST_CASE("KeySet finds repeats exactly as std::set does") {
    std::mt19937_64 random(1704);
    gamecore::KeySet taken;
    const long long lowest = std::numeric_limits<long long>::min();
    const long long highest = std::numeric_limits<long long>::max();
    for (int round = 0; round < 200; ++round) {
        CAPTURE(round);
        const std::size_t count = static_cast<std::size_t>(random() % 3000);
        std::vector<long long> keys;
        switch (round % 4) {
        case 0:  // a narrow range: many repeats, long probe runs of neighbours
            for (std::size_t i = 0; i < count; ++i) keys.push_back(static_cast<long long>(random() % 2000) - 1000);
            break;
        case 1:  // anything a long long holds, repeats drawn from earlier keys
            for (std::size_t i = 0; i < count; ++i)
                keys.push_back(i > 0 && random() % 4 == 0 ? keys[random() % i] : static_cast<long long>(random()));
            break;
        case 2:  // keys that differ only in their high bits, and the extremes (the lowest marks free slots)
            for (std::size_t i = 0; i < count; ++i) keys.push_back(static_cast<long long>((random() % 512) << 40));
            keys.push_back(lowest);
            keys.push_back(highest);
            keys.push_back(lowest);
            keys.push_back(0);
            break;
        default:  // positions as the input has them, 1..10000
            for (std::size_t i = 0; i < count; ++i) keys.push_back(static_cast<long long>(random() % 10000) + 1);
        }
        // Told the right size, too small (it must grow), or too large.
        const std::size_t told[] = {keys.size(), keys.size() / 7, keys.size() * 3};
        taken.reset(told[round % 3]);
        check_like_std_set(taken, keys);
    }
    // reset() forgets everything, the lowest key included.
    taken.reset(2);
    CHECK(taken.insert(lowest));
    CHECK(taken.insert(5));
    CHECK_FALSE(taken.insert(5));
    taken.reset(2);
    CHECK(taken.insert(5));
    CHECK(taken.insert(lowest));
    CHECK_FALSE(taken.insert(lowest));
}

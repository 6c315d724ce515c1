// mock-turtles-gen: seeded judge input. Small: what mock-turtles-reference answers (reference.hpp), mostly coins
// <= 20 with some up to 150, n = 0 now and then (with or without its empty line); about a third of the cases lost
// by construction (the last coin's value, from the reference's table, cancels the others), and coins listed again
// in many cases, which changes nothing. Judge: 2000 cases of n <= 100 (mostly 100) coins below 10^8, some listed
// twice.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void print_case(gamesuite::SeededRandom& random, const std::vector<long long>& coins) {
    gamesuite::print("%lu\n", static_cast<unsigned long>(coins.size()));
    if (coins.empty()) {
        if (random.chance(50)) gamesuite::print("\n");  // the n = 0 case's line: empty or missing
        return;
    }
    for (std::size_t i = 0; i < coins.size(); ++i) gamesuite::print(i + 1 < coins.size() ? "%lld " : "%lld\n", coins[i]);
}

bool listed(const std::vector<long long>& coins, long long coin) {
    return std::find(coins.begin(), coins.end(), coin) != coins.end();
}

long long small_coin(gamesuite::SeededRandom& random, const mock_turtles::Limits& limits) {
    return random.between(0, random.chance(85) ? 20 : limits.max_position);
}

// Each coin of `coins` listed once more with probability 1 in 3, then shuffled: the same position.
void list_some_again(gamesuite::SeededRandom& random, std::vector<long long>& coins, long long max_count) {
    const std::size_t distinct = coins.size();
    for (std::size_t i = 0; i < distinct && static_cast<long long>(coins.size()) < max_count; ++i)
        if (random.chance(33)) coins.push_back(coins[i]);
    gamesuite::shuffle(random, coins);
}

void write_small(gamesuite::SeededRandom& random) {
    const mock_turtles::Limits limits = mock_turtles::reference_limits();
    mock_turtles::GrundyTableSum table;
    const long long cases = random.between(1, 30);
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.chance(8) ? 0 : random.between(1, random.chance(90) ? 8 : 40);
        std::vector<long long> coins;
        while (static_cast<long long>(coins.size()) < count) {
            const long long coin = small_coin(random, limits);
            if (!listed(coins, coin)) coins.push_back(coin);
        }
        if (count > 0 && random.chance(35)) {
            // Replace the last coin by the one whose value cancels the others (g is one-to-one), if it is free.
            coins.pop_back();
            unsigned sum = 0;
            for (std::size_t i = 0; i < coins.size(); ++i) sum ^= table.grundy(coins[i]);
            for (long long coin = 0; coin <= limits.max_position; ++coin)
                if (sum != 0 && table.grundy(coin) == sum && !listed(coins, coin)) coins.push_back(coin);
        }
        if (random.chance(50)) list_some_again(random, coins, limits.max_heads);
        print_case(random, coins);
    }
}

void write_judge(gamesuite::SeededRandom& random) {
    const mock_turtles::Limits limits = mock_turtles::judge_limits();
    for (long long c = 0; c < 2000; ++c) {
        std::vector<long long> coins;
        const long long distinct = random.chance(20) ? random.between(70, 99) : limits.max_heads;
        while (static_cast<long long>(coins.size()) < distinct) {
            const long long coin = random.chance(5) ? limits.max_position - random.between(0, 3)
                                                    : random.between(0, limits.max_position);
            if (!listed(coins, coin)) coins.push_back(coin);
        }
        list_some_again(random, coins, limits.max_heads);
        print_case(random, coins);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

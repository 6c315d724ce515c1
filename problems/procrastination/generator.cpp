// procrastination-gen: seeded judge input. Small: at most 6 cubes per configuration (the reference allows 9; 6 keeps
// it quick). Judge: 200 cases at the judge's limits (problem.hpp). Both mix random pairs with equal and close values.
#include <algorithm>
#include <array>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

using Tower = std::vector<bool>;  // bottom to top, true = white
using Configuration = std::array<Tower, 3>;

Tower random_tower(gamesuite::SeededRandom& random, long long height) {
    Tower tower;
    for (long long i = 0; i < height; ++i) tower.push_back(random.chance(50));
    return tower;
}

// The same tower with every colour swapped: its value is negated.
Tower swapped_colours(Tower tower) {
    tower.flip();
    return tower;
}

// Three towers with at most `per_tower` cubes each and `total` in all.
Configuration random_configuration(gamesuite::SeededRandom& random, long long per_tower, long long total) {
    Configuration c;
    long long left = total;
    for (Tower& tower : c) {
        const long long cap = left < per_tower ? left : per_tower;
        const long long height = random.chance(30) ? cap : random.between(0, cap);
        tower = random_tower(random, height);
        left -= height;
    }
    return c;
}

void print_configuration(const Configuration& c) {
    gamesuite::print("%zu %zu %zu\n", c[0].size(), c[1].size(), c[2].size());
    for (const Tower& tower : c) {
        std::string line;
        for (std::size_t i = 0; i < tower.size(); ++i) {
            if (i > 0) line += ' ';
            line += tower[i] ? 'W' : 'B';
        }
        gamesuite::print("%s\n", line.c_str());
    }
}

// Writes one input; `small` asks for what the reference solver can answer quickly.
void write_input(gamesuite::SeededRandom& random, bool small) {
    namespace p = procrastination;
    const p::Limits limits = small ? p::reference_limits() : p::judge_limits();
    const long long per_tower = small ? std::min(6LL, limits.max_tower) : limits.max_tower;
    const long long total = small ? std::min(6LL, limits.max_configuration) : limits.max_configuration;
    const long long cases = small ? random.between(1, 12) : 200;
    gamesuite::print("%lld\n", cases);
    for (long long number = 1; number <= cases; ++number) {
        Configuration c1 = random_configuration(random, per_tower, total), c2;
        switch (random.between(0, 4)) {
        case 0:  // independent
            c2 = random_configuration(random, per_tower, total);
            break;
        case 1:  // the same towers in another order: equal values
            c2 = {c1[2], c1[0], c1[1]};
            break;
        case 2: {  // one top cube recoloured: values differ in the last place
            c2 = c1;
            const std::size_t t = static_cast<std::size_t>(random.between(0, 2));
            if (!c2[t].empty()) c2[t].back() = !c2[t].back();
            break;
        }
        case 3: {  // X and X with colours swapped cancel: (X, -X, Z) has the value of Z
            const long long half = small ? 2 : per_tower;
            const Tower x = random_tower(random, random.between(0, half));
            const Tower y = random_tower(random, random.between(0, half));
            const Tower z = random_tower(random, random.between(0, small ? 2 : per_tower));
            c1 = {x, swapped_colours(x), z};
            c2 = {z, y, swapped_colours(y)};
            break;
        }
        default:  // identical
            c2 = c1;
        }
        if (random.chance(50)) std::swap(c1, c2);
        gamesuite::print("Test %lld\n", number);
        print_configuration(c1);
        print_configuration(c2);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

// switch-lights-gen: seeded judge input. Small: 1 to 6 cases, each a random set of lights on a board of up to 4 x 4
// (the reference's table), every board shape and density, empty ones too. Judge: 100 cases of 1000 distinct lights
// with coordinates to 10^4, every other one made lost by a last light worth the others' sum.
#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "gamecore/nimber.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    const switch_lights::Limits limits = small ? switch_lights::reference_limits() : switch_lights::judge_limits();
    const long long cases = small ? random.between(1, 6) : limits.max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long rows = small ? random.between(1, limits.max_coordinate) : limits.max_coordinate;
        const long long columns = small ? random.between(1, limits.max_coordinate) : limits.max_coordinate;
        const long long wanted = small ? random.between(0, rows * columns) : limits.max_lights;
        std::set<std::pair<long long, long long>> taken;
        std::vector<std::pair<long long, long long>> lights;
        unsigned sum = 0;
        while (static_cast<long long>(lights.size()) < wanted) {
            std::pair<long long, long long> cell(random.between(1, rows), random.between(1, columns));
            if (!small && static_cast<long long>(lights.size()) + 1 == wanted && c % 2 == 0 && sum != 0) {
                // A cell worth the others' sum, so that the case is lost: y = sum (x) x^-1 for a random x, tried
                // until y is on the board (about one x in seven).
                for (int tries = 0; tries < 1000; ++tries) {
                    const long long x = random.between(1, rows);
                    const long long y =
                        gamecore::nim_product32(sum, gamecore::nim_inverse32(static_cast<unsigned>(x)));
                    if (y >= 1 && y <= columns && !taken.count(std::make_pair(x, y))) {
                        cell = std::make_pair(x, y);
                        break;
                    }
                }
            }
            if (!taken.insert(cell).second) continue;
            lights.push_back(cell);
            sum ^= switch_lights::light_value(cell.first, cell.second);
        }
        gamesuite::print("%lld\n", wanted);
        for (const auto& light : lights) gamesuite::print("%lld %lld\n", light.first, light.second);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

// triangulation-gen: seeded judge input. Small: what triangulation-reference answers (reference.hpp), planes
// mostly of 0..120 points (the preperiod ends at 53, the period is 34: the edge of each is there) and some up to
// 2000; about a third of the cases lost by construction (the last plane's value, from the reference's table,
// cancels the others). Judge: the sum of N at 10^6 over 10 cases, n up to 10^9, a third of the cases lost.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

void print_case(const std::vector<long long>& planes) {
    gamesuite::print("%lu\n", static_cast<unsigned long>(planes.size()));
    for (std::size_t i = 0; i < planes.size(); ++i)
        gamesuite::print(i + 1 < planes.size() ? "%lld " : "%lld\n", planes[i]);
}

long long small_plane(gamesuite::SeededRandom& random, const triangulation::Limits& limits) {
    if (random.chance(5)) return limits.min_points;
    return random.between(limits.min_points, random.chance(85) ? 120 : limits.max_points);
}

// Planes whose values xor to 0: the last one is the first n in [low, high] worth the xor of the others, if any.
template <class Value>
void make_lost(gamesuite::SeededRandom& random, std::vector<long long>& planes, long long low, long long high,
               Value value) {
    unsigned sum = 0;
    for (std::size_t i = 0; i < planes.size(); ++i) sum ^= value(planes[i]);
    long long last = low + random.between(0, 200);
    for (long long tries = 0; tries < 400 && value(last) != sum; ++tries) last = last < high ? last + 1 : low;
    planes.push_back(last);
}

void write_small(gamesuite::SeededRandom& random) {
    const triangulation::Limits limits = triangulation::reference_limits();
    triangulation::ChordTableSum table;
    const long long cases = random.between(1, 30);
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.between(1, random.chance(90) ? 8 : 40);
        std::vector<long long> planes;
        for (long long i = 0; i + 1 < count; ++i) planes.push_back(small_plane(random, limits));
        if (random.chance(40))
            make_lost(random, planes, 0, 120, [&](long long n) { return table.grundy(n); });
        else
            planes.push_back(small_plane(random, limits));
        gamesuite::shuffle(random, planes);
        print_case(planes);
    }
}

void write_judge(gamesuite::SeededRandom& random) {
    const triangulation::Limits limits = triangulation::judge_limits();
    const triangulation::DawsonKaylesValues values;
    const long long cases = 10;
    gamesuite::print("%lld\n", cases);
    std::vector<long long> planes;
    for (long long c = 0; c < cases; ++c) {
        const long long count = limits.max_planes / cases;
        planes.clear();
        for (long long i = 0; i + 1 < count; ++i)
            planes.push_back(random.chance(5) ? limits.max_points - random.between(0, 40)
                                              : random.between(limits.min_points, limits.max_points));
        if (c % 3 == 0)
            make_lost(random, planes, limits.max_points - 1000, limits.max_points,
                      [&](long long n) { return values.value(static_cast<unsigned long long>(n)); });
        else
            planes.push_back(random.between(limits.min_points, limits.max_points));
        gamesuite::shuffle(random, planes);
        print_case(planes);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

// moore-nim-gen: seeded judge input. Small: at most 5 balls of at most 6 turns, only in the families where the judge's
// formula is a theorem (M = 1; at most M + 1 balls; r >= every A_i; r = 0), since stress compares the default
// (judge) mode with the rules; half the cases put distances within 10^-17 of whole turns. Judge: 2000 cases at the
// judge's limits, any position.
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Convergents p/q of pi with q even (OEIS A002485 / A002486): with R = q / 2, a distance j * p is within
// j * |p - q pi| of j whole turns, a gap no double resolves from index 12 on. 7p stays below 10^18.
struct NearTurn {
    long long p, q;
};
const NearTurn near_turns[] = {{333, 106},
                               {103993, 33102},
                               {312689, 99532},
                               {4272943, 1360120},
                               {80143857, 25510582},
                               {411557987, 131002976},
                               {2549491779LL, 811528438LL},
                               {14885392687LL, 4738167652LL},
                               {1783366216531LL, 567663097408LL},
                               {8958937768937LL, 2851718461558LL},
                               {5706674932067741LL, 1816491048114374LL},
                               {30246273033735921LL, 9627687726852338LL}};
const int near_turn_count = sizeof near_turns / sizeof near_turns[0];

// A radius and a way to pick distances of about `turns` whole turns.
struct Scale {
    long long radius;
    long long unit;  // near: p, one turn within a hair; plain: 0
};

// A distance of at most `turns` whole turns (turns <= 6 keeps A_i <= 6).
long long distance_of_at_most(gamesuite::SeededRandom& random, const Scale& scale, long long turns) {
    if (scale.unit > 0) {  // j * p is j turns plus or minus a hair: A_i is j or j + 1
        const long long j = random.between(0, turns - 1);
        return j * scale.unit + (random.chance(20) ? random.between(-1, 1) * (j > 0) : 0);
    }
    // (turns * 2 pi - 0.3) R is below `turns` turns for turns <= 6: 6R per turn with a margin.
    return random.chance(10) ? 0 : random.between(1, turns * 6 * scale.radius);
}

// A kick length of about `turns` turns: r is turns or turns - 1 near a whole turn, else anything up to it.
long long length_of_about(gamesuite::SeededRandom& random, const Scale& scale, long long turns) {
    if (scale.unit > 0) return turns * scale.unit;
    return random.between(0, (turns + 1) * 6 * scale.radius);
}

void write_small_case(gamesuite::SeededRandom& random) {
    Scale scale;
    if (random.chance(50)) {
        const NearTurn& near = near_turns[random.between(0, near_turn_count - 1)];
        scale.radius = near.q / 2;
        scale.unit = near.p;
    } else {
        scale.radius = random.between(1, 3);
        scale.unit = 0;
    }
    long long balls = random.between(1, 5), kick = 1, length = 0, max_turns = 6;
    switch (random.between(0, 3)) {
    case 0:  // one ball a kick: Nim on A_i mod (r + 1)
        length = length_of_about(random, scale, random.between(0, 7));
        break;
    case 1:  // at most M + 1 balls
        kick = random.between(balls > 1 ? balls - 1 : 1, balls);
        max_turns = balls == 5 && kick == 5 ? 4 : 6;  // the reference's worst case, kept quick
        length = length_of_about(random, scale, random.between(0, 7));
        break;
    case 2:  // r >= every A_i: Moore's Nim_M itself
        balls = random.between(1, 4);
        kick = random.between(1, balls);
        length = scale.unit > 0 ? 7 * scale.unit : random.between(40 * scale.radius, 60 * scale.radius);
        break;
    default:  // r = 0: nobody can kick (6R / (2 pi R) < 1)
        kick = random.between(1, balls);
        length = random.between(0, 6 * scale.radius);
    }
    gamesuite::print("%lld %lld %lld %lld\n", balls, kick, length, scale.radius);
    for (long long i = 0; i < balls; ++i)
        gamesuite::print(i + 1 < balls ? "%lld " : "%lld\n", distance_of_at_most(random, scale, max_turns));
}

void write_judge_case(gamesuite::SeededRandom& random) {
    const moore_nim::Limits limits = moore_nim::judge_limits();
    const long long balls = random.between(1, limits.max_balls);
    const long long kick = random.chance(30) ? 1 : random.between(1, balls);
    const long long radius = random.chance(50) ? random.between(1, 10) : random.between(1, limits.max_radius);
    // Short kicks make r small against the heaps: the residues mod (r + 1) matter.
    const long long length =
        random.chance(50) ? random.between(1, 100 * radius) : random.between(1, limits.max_distance);
    gamesuite::print("%lld %lld %lld %lld\n", balls, kick, length, radius);
    for (long long i = 0; i < balls; ++i) {
        const long long distance = random.between(limits.min_distance, limits.max_distance);
        gamesuite::print(i + 1 < balls ? "%lld " : "%lld\n", distance);
    }
}

// Writes one input; `small` asks for what the reference solver can answer quickly.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long cases = small ? random.between(1, 8) : 2000;
    for (long long c = 0; c < cases; ++c) {
        if (small) write_small_case(random);
        else write_judge_case(random);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

// wythoff-moves-gen: seeded judge input. Small: what wythoff-moves-reference answers (reference.hpp): 1..30 lines
// of piles <= 60 (mostly <= 30), a third of them losing pairs or one stone off one, some a = b, then '0 0',
// sometimes a line after it that is never read. Judge: 10^4 lines at the judge's limits (problem.hpp), a <= b.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// A losing pair (floor(k phi), floor(k phi) + k) with both piles <= max_pile, built by the mex construction (each
// smaller pile the least number not yet used), so no floating point.
void losing_pair(gamesuite::SeededRandom& random, long long max_pile, long long& a, long long& b) {
    // Walk the pairs up to a random k: a_k = mex of earlier a_j, b_j; a_j and b_j increase.
    const long long wanted = random.between(0, 60);
    long long used_a = 0, k = 0;
    std::vector<long long> bs;
    a = 0;
    b = 0;
    while (k < wanted) {
        long long next = used_a + 1;
        while (std::binary_search(bs.begin(), bs.end(), next)) ++next;
        if (next + k + 1 > max_pile) break;
        ++k;
        used_a = next;
        bs.push_back(next + k);
        a = next;
        b = next + k;
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const wythoff_moves::Limits limits = small ? wythoff_moves::reference_limits() : wythoff_moves::judge_limits();
    const long long lines = small ? random.between(1, 30) : 10000;
    for (long long line = 0; line < lines; ++line) {
        const long long high = small && random.chance(80) ? 30 : limits.max_pile;
        long long a, b;
        const long long kind = random.between(0, 99);
        if (kind < 35) {
            losing_pair(random, high, a, b);
            if (random.chance(60)) (random.chance(50) ? a : b) += 1;
        } else if (kind < 45) {
            a = b = random.between(1, high);
        } else {
            a = random.between(0, high);
            b = random.between(0, high);
        }
        if (a > b) std::swap(a, b);
        if (b > limits.max_pile) b = limits.max_pile;
        if (a == 0 && b == 0) b = 1;  // '0 0' would end the input
        gamesuite::print("%lld %lld\n", a, b);
    }
    gamesuite::print("0 0\n");
    if (small && random.chance(10)) gamesuite::print("5 8\n");  // after the terminator: never read
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

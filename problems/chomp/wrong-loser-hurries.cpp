// chomp-wrong-loser-hurries: a deliberately WRONG decision, kept so that the stress tests prove they catch it. The
// loser also takes the shortest game (plain "fewest moves" minimax), as if both players wanted the game over, though
// never by eating the poisoned cell early (that would make every answer 2): the outcome stays right, the count does not
// (N = 3: 4 moves instead of 6). Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <algorithm>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

// Values of the shapes (a, b, c), a >= b >= c, by a forward table; the bug is in the last line of value().
struct BothHurry {
    int operator()(int n) {
        width = n;
        values.assign(static_cast<std::size_t>((n + 1) * (n + 1) * (n + 1)), 0);
        for (int a = 1; a <= n; ++a)
            for (int b = 0; b <= a; ++b)
                for (int c = 0; c <= b; ++c) at(a, b, c) = value(a, b, c);
        return at(n, n, n);
    }

    int& at(int a, int b, int c) { return values[static_cast<std::size_t>((a * (width + 1) + b) * (width + 1) + c)]; }

    int value(int a, int b, int c) {
        std::vector<int> options;
        if (b == 0 && a == 1) options.push_back(-1);  // eating the poisoned cell, the last one left
        for (int x = 1; x < a; ++x) options.push_back(step(at(x, std::min(b, x), std::min(c, x))));
        for (int x = 0; x < b; ++x) options.push_back(step(at(a, x, std::min(c, x))));
        for (int x = 0; x < c; ++x) options.push_back(step(at(a, b, x)));
        int best_win = 0, shortest_loss = 0;
        for (int option : options) {
            if (option > 0 && (best_win == 0 || option < best_win)) best_win = option;
            if (option < 0 && (shortest_loss == 0 || option > shortest_loss)) shortest_loss = option;
        }
        return best_win != 0 ? best_win : shortest_loss;  // the bug: a loser should take the longest loss
    }

    static int step(int v) { return v < 0 ? 1 - v : -1 - v; }

    int width = 0;
    std::vector<int> values;
};

void solve(gamecore::Scanner& in, const chomp::Limits& limits, gamecore::Output& out) {
    BothHurry decide;
    chomp::answer_widths(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the loser takes the shortest game too", solve, chomp::suite_limits())

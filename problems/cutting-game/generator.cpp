// cutting-game-gen: seeded judge input. Small: 1..40 boards with sides 2..8, what cutting-game-reference answers
// (reference.hpp). Judge: 20000 boards with sides 2..200. In both about a third are lost boards (from the table,
// solver.hpp), and the smallest and largest sides come often.
#include <cstdio>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

template <class Decide>
std::vector<std::pair<int, int> > losing_boards(Decide& decide, int max_side) {
    std::vector<std::pair<int, int> > lost;
    for (int w = 2; w <= max_side; ++w)
        for (int h = 2; h <= max_side; ++h)
            if (!decide(w, h)) lost.push_back(std::make_pair(w, h));
    return lost;
}

int side(gamesuite::SeededRandom& random, const cutting_game::Limits& limits) {
    if (random.chance(10)) return static_cast<int>(random.chance(50) ? limits.min_side : limits.max_side);
    return static_cast<int>(random.between(limits.min_side, limits.max_side));
}

template <class Decide>
void write_boards(gamesuite::SeededRandom& random, const cutting_game::Limits& limits, Decide& decide,
                  long long count) {
    const std::vector<std::pair<int, int> > lost = losing_boards(decide, static_cast<int>(limits.max_side));
    for (long long c = 0; c < count; ++c) {
        if (random.chance(33)) {
            const std::pair<int, int> board =
                lost[static_cast<std::size_t>(random.between(0, static_cast<long long>(lost.size()) - 1))];
            gamesuite::print("%d %d\n", board.first, board.second);
        } else {
            gamesuite::print("%d %d\n", side(random, limits), side(random, limits));
        }
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    // The losing boards come from the table, which is cheap; the answers are the reference's business.
    const cutting_game::Limits limits = small ? cutting_game::reference_limits() : cutting_game::judge_limits();
    cutting_game::WinsByTable decide(limits);
    write_boards(random, limits, decide, small ? random.between(1, 40) : 20000);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

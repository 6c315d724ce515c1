// box-stone-game-gen: seeded judge input. Small: 1 to 8 cases of 1 to 4 boxes of size <= 12 (reference.hpp), with
// c = 0, c = s, c at and next to the largest t with t + t^2 < s, and cases of boxes in equal pairs (xor 0, lost).
// Judge: 2000 cases of 50 boxes of size up to 10^6, the same shapes, then the line 0.
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

// A box of size <= max_size whose stones land on the game's corners often.
std::pair<long long, long long> random_box(gamesuite::SeededRandom& random, long long max_size) {
    const long long size = random.chance(10) ? random.between(0, 3) : random.between(0, max_size);
    long long stones;
    const long long t = size == 0 ? 0 : static_cast<long long>(box_stone_game::largest_unfillable(size));
    const int shape = static_cast<int>(random.between(0, 9));
    if (shape == 0) stones = 0;
    else if (shape == 1) stones = size;
    else if (shape <= 4) stones = t + random.between(-1, 1);  // at the reduction's threshold and beside it
    else if (shape == 5 && t > 0) {  // the threshold of the reduced box, one level down
        const long long u = static_cast<long long>(box_stone_game::largest_unfillable(t));
        stones = u + random.between(-1, 1);
    } else stones = random.between(0, size);
    if (stones < 0) stones = 0;
    if (stones > size) stones = size;
    return std::make_pair(size, stones);
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const box_stone_game::Limits limits =
        small ? box_stone_game::reference_limits() : box_stone_game::judge_limits();
    const long long cases = small ? random.between(1, 8) : 2000;
    for (long long k = 0; k < cases; ++k) {
        const long long boxes = small ? random.between(1, limits.max_boxes) : limits.max_boxes;
        std::vector<std::pair<long long, long long> > list;
        if (random.chance(35) && boxes >= 2) {  // equal pairs: the xor is 0
            while (static_cast<long long>(list.size()) + 2 <= boxes) {
                const std::pair<long long, long long> box = random_box(random, limits.max_size);
                list.push_back(box);
                list.push_back(box);
            }
            if (static_cast<long long>(list.size()) < boxes)  // an odd one out, dead (no move) or live
                list.push_back(random.chance(50) ? std::make_pair(5LL, 0LL) : random_box(random, limits.max_size));
            gamesuite::shuffle(random, list);
        } else {
            for (long long i = 0; i < boxes; ++i) list.push_back(random_box(random, limits.max_size));
        }
        gamesuite::print("%lld\n", boxes);
        for (std::size_t i = 0; i < list.size(); ++i) gamesuite::print("%lld %lld\n", list[i].first, list[i].second);
    }
    gamesuite::print("0\n");
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

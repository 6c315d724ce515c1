#include <doctest/doctest.h>

#include <map>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/nim.hpp"

namespace {

struct NimRules {
    typedef std::vector<int> Position;
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < p.size(); ++i)
            for (int size = 0; size < p[i]; ++size) {
                Position q = p;
                q[i] = size;
                out.push_back(q);
            }
    }
};

}  // namespace

TEST_CASE("nim_sum and winning_nim_move agree with search on every position of 3 heaps <= 7") {
    gamecore::GameSearch<NimRules> search((NimRules()));
    for (int a = 0; a <= 7; ++a)
        for (int b = 0; b <= 7; ++b)
            for (int c = 0; c <= 7; ++c) {
                std::vector<int> heaps = {a, b, c};
                CAPTURE(a);
                CAPTURE(b);
                CAPTURE(c);
                const bool wins = search.wins(heaps);
                CHECK((gamecore::nim_sum(heaps.begin(), heaps.end()) != 0) == wins);
                const gamecore::NimMove move = gamecore::winning_nim_move(heaps.begin(), heaps.end());
                CHECK(move.exists == wins);
                if (move.exists) {
                    REQUIRE(move.heap < heaps.size());
                    CHECK(move.new_size < static_cast<unsigned long long>(heaps[move.heap]));
                    heaps[move.heap] = static_cast<int>(move.new_size);
                    CHECK_FALSE(search.wins(heaps));
                }
            }
}

TEST_CASE("nim_sum handles 64-bit heaps") {
    const unsigned long long heaps[] = {9223372036854775807ULL, 1ULL, 9223372036854775806ULL};
    CHECK(gamecore::nim_sum(heaps, heaps + 3) == 0);
    const unsigned long long two[] = {1ULL << 62, 3};
    const gamecore::NimMove move = gamecore::winning_nim_move(two, two + 2);
    CHECK(move.exists);
    CHECK(move.heap == 0);
    CHECK(move.new_size == 3);
}

#include <doctest/doctest.h>

#include <map>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/nim.hpp"
#include "gamecore/nim_rules.hpp"

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

namespace {

// A heap from which a move takes 1, 3 or 4: Grundy values 0 1 0 1 2 3 2 (period 7), so a heap of 6 (value 2) has
// an option of value 3, above its own: the winning moves of a sum are not only moves down in value.
const int subtract_amounts[] = {1, 3, 4};

struct SubtractionSumRules {
    typedef std::vector<int> Position;
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < p.size(); ++i)
            for (int take : subtract_amounts)
                if (take <= p[i]) {
                    Position q = p;
                    q[i] -= take;
                    out.push_back(q);
                }
    }
};

unsigned long long subtraction_value(int heap) {
    static const unsigned long long period[] = {0, 1, 0, 1, 2, 3, 2};
    return period[heap % 7];
}

}  // namespace

TEST_CASE("for_each_winning_target: the winning moves of a sum, as a search finds them, for 3 subtraction heaps") {
    gamecore::GameSearch<SubtractionSumRules> search((SubtractionSumRules()));
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; b <= 9; ++b)
            for (int c = 0; c <= 9; ++c) {
                const std::vector<int> heaps = {a, b, c};
                CAPTURE(a);
                CAPTURE(b);
                CAPTURE(c);
                std::vector<std::vector<int>> by_search;
                for (std::size_t i = 0; i < heaps.size(); ++i)
                    for (int take : subtract_amounts)
                        if (take <= heaps[i]) {
                            std::vector<int> after = heaps;
                            after[i] -= take;
                            if (!search.wins(after)) by_search.push_back(after);
                        }
                std::vector<std::vector<int>> by_targets;
                std::vector<unsigned long long> values;
                for (int heap : heaps) values.push_back(subtraction_value(heap));
                auto visit = [&](std::size_t i, unsigned long long target) {
                    for (int take : subtract_amounts)
                        if (take <= heaps[i] && subtraction_value(heaps[i] - take) == target) {
                            std::vector<int> after = heaps;
                            after[i] -= take;
                            by_targets.push_back(after);
                        }
                };
                const unsigned long long sum = gamecore::for_each_winning_target(values.begin(), values.end(), visit);
                CHECK((sum != 0) == search.wins(heaps));
                CHECK(by_targets == by_search);
            }
}

TEST_CASE("NimRules (gamecore/nim_rules.hpp): the search by its rules loses exactly where the nim sum is 0") {
    gamecore::GameSearch<gamecore::NimRules> search((gamecore::NimRules()));
    int lost = 0;
    for (long long a = 0; a <= 6; ++a)
        for (long long b = 0; b <= 6; ++b)
            for (long long c = 0; c <= 6; ++c)
                for (long long d = 0; d <= 3; ++d) {
                    const std::vector<long long> piles = {a, b, c, d};
                    CAPTURE(a);
                    CAPTURE(b);
                    CAPTURE(c);
                    CAPTURE(d);
                    const bool wins = search.wins(gamecore::NimRules::position_of(piles));
                    CHECK(wins == (gamecore::nim_sum(piles.begin(), piles.end()) != 0));
                    lost += !wins;
                }
    CHECK(lost == 172);  // counted apart: the (a, b, d) whose a ^ b ^ d is a c <= 6
}

TEST_CASE("for_each_winning_nim_move: each move to a lost position, in heap order, on every 3 heaps <= 7") {
    gamecore::GameSearch<NimRules> search((NimRules()));
    for (int a = 0; a <= 7; ++a)
        for (int b = 0; b <= 7; ++b)
            for (int c = 0; c <= 7; ++c) {
                const std::vector<int> heaps = {a, b, c};
                CAPTURE(a);
                CAPTURE(b);
                CAPTURE(c);
                std::vector<std::pair<std::size_t, unsigned long long>> by_search, listed;
                for (std::size_t i = 0; i < heaps.size(); ++i)
                    for (int left = 0; left < heaps[i]; ++left) {
                        std::vector<int> after = heaps;
                        after[i] = left;
                        if (!search.wins(after)) by_search.push_back({i, static_cast<unsigned long long>(left)});
                    }
                auto visit = [&](std::size_t i, unsigned long long left) { listed.push_back({i, left}); };
                gamecore::for_each_winning_nim_move(heaps.begin(), heaps.end(), visit);
                CHECK(listed == by_search);
            }
}

TEST_CASE("bit_parity: the parity of the 1 bits, counted one by one, on small, single-bit and 64-bit values") {
    const auto counted = [](unsigned long long x) {
        unsigned ones = 0;
        for (; x != 0; x >>= 1) ones += static_cast<unsigned>(x & 1);
        return ones % 2;
    };
    for (unsigned long long x = 0; x < 70000; ++x) CHECK(gamecore::bit_parity(x) == counted(x));
    for (int bit = 0; bit < 64; ++bit) {
        CHECK(gamecore::bit_parity(1ULL << bit) == 1);
        CHECK(gamecore::bit_parity((1ULL << bit) | (1ULL << (63 - bit))) == 0);  // two bits: 63 is odd
    }
    CHECK(gamecore::bit_parity(~0ULL) == 0);
    CHECK(gamecore::bit_parity(0x8000000000000001ULL ^ 0x10000ULL) == 1);
}

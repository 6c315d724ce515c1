// gamecore/moore.hpp against the rules: Moore's Nim_k in normal play against gamecore::GameSearch, and in misère play
// against a misère search, on every multiset of up to 4 heaps of up to 5 stones for k = 1..4; then heaps and k at
// the top of their range. problems/misere-moore-nim/tests.cpp proves the misère rule on a larger range.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <map>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/moore.hpp"

namespace {

typedef std::vector<long long> Heaps;

// Every way to lower 1..k of the heaps, each by 1 or more: visit(heaps after), sorted.
void for_each_move(const Heaps& heaps, long long k, const std::function<void(const Heaps&)>& visit) {
    Heaps next(heaps);
    std::function<void(std::size_t, long long)> lower_from = [&](std::size_t first, long long left) {
        for (std::size_t i = first; i < next.size(); ++i) {
            const long long original = next[i];
            for (long long after = 0; after < original; ++after) {
                next[i] = after;
                Heaps sorted(next);
                std::sort(sorted.begin(), sorted.end());
                visit(sorted);
                if (left > 1) lower_from(i + 1, left - 1);
            }
            next[i] = original;
        }
    };
    lower_from(0, k);
}

struct MooreRules {
    typedef Heaps Position;
    long long k;
    void moves(const Position& p, std::vector<Position>& out) const {
        for_each_move(p, k, [&out](const Heaps& next) { out.push_back(next); });
    }
};

// Misère: the player who cannot move (no stone left) wins.
class MisereMooreSearch {
public:
    bool wins(const Heaps& heaps, long long k) {
        const auto key = std::make_pair(k, heaps);
        const auto known = memo_.find(key);
        if (known != memo_.end()) return known->second;
        bool any_move = false, wins = false;
        for_each_move(heaps, k, [&](const Heaps& next) {
            any_move = true;
            if (!wins) wins = !this->wins(next, k);
        });
        if (!any_move) wins = true;
        memo_[key] = wins;
        return wins;
    }

private:
    std::map<std::pair<long long, Heaps>, bool> memo_;
};

void for_each_multiset(std::size_t most, long long largest, Heaps& heaps,
                       const std::function<void(const Heaps&)>& visit) {
    visit(heaps);
    if (heaps.size() == most) return;
    for (long long size = heaps.empty() ? 0 : heaps.back(); size <= largest; ++size) {
        heaps.push_back(size);
        for_each_multiset(most, largest, heaps, visit);
        heaps.pop_back();
    }
}

}  // namespace

TEST_CASE("moore: both rules match the rules on every multiset of <= 4 heaps of 0..5, k = 1..4") {
    MisereMooreSearch misere;
    int compared = 0;
    for (long long k = 1; k <= 4; ++k) {
        gamecore::GameSearch<MooreRules> normal(MooreRules{k});
        Heaps heaps;
        for_each_multiset(4, 5, heaps, [&](const Heaps& h) {
            CAPTURE(k);
            CHECK(gamecore::moore_nim_first_player_wins(h.begin(), h.end(), k) == normal.wins(h));
            CHECK(gamecore::misere_moore_nim_first_player_wins(h.begin(), h.end(), k) == misere.wins(h, k));
            ++compared;
        });
    }
    // Multisets of 0..4 heaps of 0..5: 1 + 6 + 21 + 56 + 126 = 210, for each of 4 values of k.
    CHECK(compared == 840);
}

TEST_CASE("moore: heaps and k at the top of their range") {
    const long long top = 9223372036854775807LL;
    const Heaps three_tops = {top, top, top};
    CHECK_FALSE(gamecore::moore_nim_first_player_wins(three_tops.begin(), three_tops.end(), 2));
    CHECK(gamecore::moore_nim_first_player_wins(three_tops.begin(), three_tops.end(), 1));
    CHECK(gamecore::moore_nim_first_player_wins(three_tops.begin(), three_tops.end(), top));
    CHECK_FALSE(gamecore::misere_moore_nim_first_player_wins(three_tops.begin(), three_tops.end(), 2));
    const Heaps ones = {1, 1, 0, 1};
    CHECK(gamecore::misere_moore_nim_first_player_wins(ones.begin(), ones.end(), top));  // take all three
    CHECK_FALSE(gamecore::misere_moore_nim_first_player_wins(ones.begin(), ones.end(), 1));  // 3 mod 2 = 1
    CHECK(gamecore::misere_moore_nim_first_player_wins(ones.begin(), ones.end(), 2));  // 3 mod 3 = 0
    const Heaps none;
    CHECK(gamecore::misere_moore_nim_first_player_wins(none.begin(), none.end(), 1));  // no move: the player wins
    CHECK_FALSE(gamecore::moore_nim_first_player_wins(none.begin(), none.end(), 1));
}

// gamecore/misere.hpp against a misère search over the rules: every sum of up to 4 Nim heaps of up to 6 stones, and
// every sum of up to 3 subtraction-{1,2} heaps (Grundy values 0, 1, 2) whose finished components have value 0.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <vector>

#include "gamecore/misere.hpp"

namespace {

typedef std::vector<int> MisereHeaps;

// Misère search: the player who cannot move wins. `take_limit` bounds a move (0: any number of stones).
class MisereSearch {
public:
    explicit MisereSearch(int take_limit) : take_limit_(take_limit) {}

    bool wins(MisereHeaps heaps) {
        std::sort(heaps.begin(), heaps.end());
        const auto known = memo_.find(heaps);
        if (known != memo_.end()) return known->second;
        bool any_move = false, wins = false;
        for (std::size_t i = 0; i < heaps.size() && !wins; ++i) {
            const int most = take_limit_ == 0 ? heaps[i] : std::min(heaps[i], take_limit_);
            for (int take = 1; take <= most && !wins; ++take) {
                any_move = true;
                MisereHeaps next = heaps;
                next[i] -= take;
                wins = !this->wins(next);
            }
        }
        if (!any_move) wins = true;  // the opponent took the last stone
        memo_[heaps] = wins;
        return wins;
    }

private:
    int take_limit_;
    std::map<MisereHeaps, bool> memo_;
};

void for_each_sum(int components, int largest, MisereHeaps& heaps, const std::function<void(const MisereHeaps&)>& visit) {
    visit(heaps);
    if (static_cast<int>(heaps.size()) == components) return;
    for (int size = heaps.empty() ? 0 : heaps.back(); size <= largest; ++size) {
        heaps.push_back(size);
        for_each_sum(components, largest, heaps, visit);
        heaps.pop_back();
    }
}

}  // namespace

TEST_CASE("misère Nim: the closed form matches the search on every sum of <= 4 heaps of <= 6") {
    MisereSearch search(0);
    MisereHeaps heaps;
    int positions = 0, losing = 0;
    for_each_sum(4, 6, heaps, [&](const MisereHeaps& h) {
        const bool wins = search.wins(h);
        CAPTURE(h);
        CHECK(gamecore::misere_nim_first_player_wins(h.begin(), h.end()) == wins);
        ++positions;
        losing += !wins;
    });
    CHECK(positions == 330);  // multisets of size <= 4 from 7 values: 1 + 7 + 28 + 84 + 210
    CHECK(losing > 0);
}

TEST_CASE("misère Nim: hand-checked positions") {
    const int one[] = {1}, two_ones[] = {1, 1}, three_ones[] = {1, 1, 1}, two_twos[] = {2, 2}, two[] = {2};
    CHECK_FALSE(gamecore::misere_nim_first_player_wins(one, one + 1));              // must take the last stone
    CHECK(gamecore::misere_nim_first_player_wins(two_ones, two_ones + 2));          // take one, leave one
    CHECK_FALSE(gamecore::misere_nim_first_player_wins(three_ones, three_ones + 3));
    CHECK_FALSE(gamecore::misere_nim_first_player_wins(two_twos, two_twos + 2));    // mirror until the end
    CHECK(gamecore::misere_nim_first_player_wins(two, two + 1));                    // leave one stone
    CHECK(gamecore::misere_nim_first_player_wins(one, one));                        // nothing to take: won
}

TEST_CASE("anti-SG: Grundy values of subtraction-{1,2} heaps (n mod 3) decide the misère sum like the search") {
    MisereSearch search(2);
    MisereHeaps heaps;
    int positions = 0;
    for_each_sum(3, 8, heaps, [&](const MisereHeaps& h) {
        std::vector<int> values;
        for (int size : h) values.push_back(size % 3);
        CAPTURE(h);
        // The SJ precondition: a component of value 0 must be finished. MisereHeaps 3 and 6 have value 0 but moves
        // left, so only sums without them qualify.
        if (std::any_of(h.begin(), h.end(), [](int size) { return size > 0 && size % 3 == 0; })) return;
        CHECK(gamecore::anti_sg_first_player_wins(values.begin(), values.end()) == search.wins(h));
        ++positions;
    });
    CHECK(positions > 50);
}

namespace {

// The winning moves of a misère heap sum, found two ways: each move tried and kept when the search finds the sum after
// it lost, and for_each_winning_anti_sg_target's values turned into the moves that reach them.
void check_winning_moves(int take_limit, int largest, unsigned long long (*value)(int heap)) {
    MisereSearch search(take_limit);
    MisereHeaps heaps;
    int winning_moves = 0;
    for_each_sum(4, largest, heaps, [&](const MisereHeaps& sum) {
        typedef std::pair<std::size_t, int> Move;  // (heap, stones left)
        std::vector<Move> by_search, by_targets;
        for (std::size_t i = 0; i < sum.size(); ++i) {
            const int most = take_limit == 0 ? sum[i] : std::min(sum[i], take_limit);
            for (int take = 1; take <= most; ++take) {
                MisereHeaps after = sum;
                after[i] -= take;
                if (!search.wins(after)) by_search.push_back(Move(i, after[i]));
            }
        }
        std::vector<unsigned long long> values;
        for (int heap : sum) values.push_back(value(heap));
        auto visit = [&](std::size_t i, unsigned long long target) {
            const int most = take_limit == 0 ? sum[i] : std::min(sum[i], take_limit);
            for (int take = 1; take <= most; ++take)
                if (value(sum[i] - take) == target) by_targets.push_back(Move(i, sum[i] - take));
        };
        gamecore::for_each_winning_anti_sg_target(values.begin(), values.end(), visit);
        std::sort(by_search.begin(), by_search.end());
        std::sort(by_targets.begin(), by_targets.end());
        CAPTURE(sum.size());
        CHECK(by_targets == by_search);
        winning_moves += static_cast<int>(by_search.size());
    });
    CHECK(winning_moves > 100);  // the sums above are not all lost
}

unsigned long long heap_size(int heap) { return static_cast<unsigned long long>(heap); }
unsigned long long heap_mod_3(int heap) { return static_cast<unsigned long long>(heap % 3); }

}  // namespace

TEST_CASE("misère Nim: for_each_winning_anti_sg_target finds the search's winning moves, sums of <= 4 heaps <= 6") {
    check_winning_moves(0, 6, heap_size);
}

TEST_CASE("anti-SG: for_each_winning_anti_sg_target on subtraction-{1,2} heaps, sums of <= 4 heaps <= 8") {
    check_winning_moves(2, 8, heap_mod_3);
}

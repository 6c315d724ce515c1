// gamecore/grundy_trie.hpp against std::set: random sequences of insert, merge, xor of a whole set, mex, contains and
// release on a few sets at once, for widths 0 to 20 bits and many seeds (small widths fill whole ranges, which
// collapse to full_set); the pool gives back every node, and reuses the freed ones.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <random>
#include <set>
#include <vector>

#include "gamecore/grundy_trie.hpp"

namespace grundy_trie_test {

typedef std::set<unsigned> Plain;

unsigned plain_mex(const Plain& set) {
    unsigned m = 0;
    while (set.count(m)) ++m;
    return m;
}

Plain plain_xor(const Plain& set, unsigned x) {
    Plain out;
    for (unsigned v : set) out.insert(v ^ x);
    return out;
}

// The trie's set equals the plain one, value for value and in increasing order.
void check_same(const gamecore::GrundyTrie& trie, gamecore::GrundyTrie::Set set, const Plain& plain) {
    std::vector<unsigned> values;
    trie.values(set, values);
    CHECK(values == std::vector<unsigned>(plain.begin(), plain.end()));
    CHECK((set == gamecore::GrundyTrie::full_set) == (plain.size() == (std::size_t(1) << trie.bits())));
}

// One random sequence of operations on `slots` sets of values below 2^bits, each mirrored on a std::set.
void run_sequence(int bits, unsigned seed, int operations) {
    std::mt19937 random(seed);
    const unsigned range = 1u << bits;
    // Values from a narrow window as well as from the whole range, so that wide tries get dense parts too.
    auto value = [&]() {
        if (random() % 2 == 0 || range <= 64) return static_cast<unsigned>(random() % range);
        const unsigned window = 1u << (random() % 6);
        return static_cast<unsigned>((random() % (range / window)) * window + random() % window) % range;
    };
    const int slots = 4;
    gamecore::GrundyTrie trie(bits);
    std::vector<gamecore::GrundyTrie::Set> sets(slots, gamecore::GrundyTrie::empty_set);
    std::vector<Plain> plain(slots);
    std::size_t most_in_use = 0;
    for (int step = 0; step < operations; ++step) {
        const int i = static_cast<int>(random() % slots), j = static_cast<int>(random() % slots);
        const unsigned what = random() % 16;
        CAPTURE(step);
        CAPTURE(what);
        if (what < 7) {  // insert
            const unsigned v = value();
            trie.insert(sets[i], v);
            plain[i].insert(v);
        } else if (what < 10) {  // merge j into i
            if (i == j) continue;
            sets[i] = trie.merge(sets[i], sets[j]);
            sets[j] = gamecore::GrundyTrie::empty_set;
            plain[i].insert(plain[j].begin(), plain[j].end());
            plain[j].clear();
        } else if (what < 13) {  // xor the whole set
            const unsigned x = static_cast<unsigned>(random() % range);
            trie.xor_all(sets[i], x);
            plain[i] = plain_xor(plain[i], x);
        } else if (what < 14 && random() % 4 == 0) {
            trie.release(sets[i]);
            plain[i].clear();
        }
        REQUIRE(trie.mex(sets[i]) == plain_mex(plain[i]));
        const unsigned probe = value();
        REQUIRE(trie.contains(sets[i], probe) == (plain[i].count(probe) != 0));
        if (step % 17 == 0) check_same(trie, sets[i], plain[i]);
        if (trie.nodes_in_use() > most_in_use) most_in_use = trie.nodes_in_use();
    }
    for (int i = 0; i < slots; ++i) check_same(trie, sets[i], plain[i]);
    // Freed nodes are taken again before the pool grows (an insert holds at most bits + 1 more for a moment).
    CHECK(trie.pool_size() <= most_in_use + static_cast<std::size_t>(bits) + 1);
    for (int i = 0; i < slots; ++i) trie.release(sets[i]);
    CHECK(trie.nodes_in_use() == 0);
}

}  // namespace grundy_trie_test

TEST_CASE("GrundyTrie: a hand-checked set of 3 bits") {
    gamecore::GrundyTrie trie(3);
    gamecore::GrundyTrie::Set set = gamecore::GrundyTrie::empty_set;
    CHECK(trie.mex(set) == 0);
    trie.insert(set, 0);
    trie.insert(set, 1);
    trie.insert(set, 2);
    CHECK(trie.mex(set) == 3);
    trie.xor_all(set, 1);  // {1, 0, 3}
    CHECK(trie.mex(set) == 2);
    trie.xor_all(set, 6);  // {7, 6, 5}
    CHECK(trie.mex(set) == 0);
    CHECK(trie.contains(set, 5));
    CHECK_FALSE(trie.contains(set, 4));
    gamecore::GrundyTrie::Set other = gamecore::GrundyTrie::empty_set;
    for (unsigned v = 0; v < 5; ++v) trie.insert(other, v);
    set = trie.merge(set, other);  // every value of 3 bits: no node left
    CHECK(set == gamecore::GrundyTrie::full_set);
    CHECK(trie.mex(set) == 8);
    CHECK(trie.nodes_in_use() == 0);
    trie.xor_all(set, 5);
    CHECK(trie.mex(set) == 8);
}

TEST_CASE("GrundyTrie: width 0 holds only the value 0") {
    gamecore::GrundyTrie trie(0);
    gamecore::GrundyTrie::Set set = gamecore::GrundyTrie::empty_set;
    CHECK(trie.mex(set) == 0);
    trie.insert(set, 0);
    CHECK(set == gamecore::GrundyTrie::full_set);
    CHECK(trie.mex(set) == 1);
}

TEST_CASE("GrundyTrie: like std::set on random sequences of insert, merge, xor-all, mex, contains and release") {
    const int widths[] = {1, 2, 3, 4, 5, 7, 10, 17, 20};
    for (int bits : widths)
        for (unsigned seed = 1; seed <= 25; ++seed) {
            CAPTURE(bits);
            CAPTURE(seed);
            grundy_trie_test::run_sequence(bits, seed, 300);
        }
}

TEST_CASE("GrundyTrie: merging singletons pairwise, as a tree would, frees a node at every shared step") {
    // 2^12 singletons of 17 bits merged up a balanced tree: the merges free every node but those of the union.
    gamecore::GrundyTrie trie(17);
    std::vector<gamecore::GrundyTrie::Set> level;
    std::mt19937 random(4134);
    grundy_trie_test::Plain plain;
    for (int i = 0; i < 4096; ++i) {
        gamecore::GrundyTrie::Set set = gamecore::GrundyTrie::empty_set;
        const unsigned v = random() % (1u << 17);
        trie.insert(set, v);
        trie.xor_all(set, static_cast<unsigned>(i));
        plain.insert(v ^ static_cast<unsigned>(i));
        level.push_back(set);
    }
    CHECK(trie.nodes_in_use() == 4096 * 17);
    while (level.size() > 1) {
        std::vector<gamecore::GrundyTrie::Set> up;
        for (std::size_t i = 0; i + 1 < level.size(); i += 2) up.push_back(trie.merge(level[i], level[i + 1]));
        level.swap(up);
    }
    grundy_trie_test::check_same(trie, level[0], plain);
    CHECK(trie.mex(level[0]) == grundy_trie_test::plain_mex(plain));
    // A trie of k values of 17 bits has at most 2^(b + 1) nodes in its top b levels and k nodes a level below.
    std::size_t bound = 0;
    for (int d = 0; d < 17; ++d) bound += std::min<std::size_t>(std::size_t(1) << d, plain.size());
    CHECK(trie.nodes_in_use() <= bound);
}

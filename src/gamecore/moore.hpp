// Moore's Nim_k (a move takes stones from each of 1..k heaps): the bit-count rule of normal play, and the misère
// rule (whoever takes the last stone loses). O(64 + number of heaps), exact for every heap a long long holds and
// every k >= 1. Tested in src/tests/moore_test.cpp (normal play against gamecore::GameSearch) and in
// problems/misere-moore-nim/tests.cpp (misère play against a misère search of the rules).
#ifndef GAMECORE_MOORE_HPP
#define GAMECORE_MOORE_HPP

namespace gamecore {

// Moore (1910): in normal play the player to move loses exactly when, in every binary digit position, the number
// of heaps with a 1 there is a multiple of k + 1. `heaps` are non-negative sizes; k >= 1 (k + 1 is taken unsigned,
// so k = 2^63 - 1 works: no count reaches it).
template <class Iterator>
bool moore_nim_first_player_wins(Iterator first, Iterator last, unsigned long long k) {
    unsigned long long ones[64] = {0};
    for (; first != last; ++first)
        for (unsigned long long rest = static_cast<unsigned long long>(*first), bit = 0; rest != 0; rest >>= 1, ++bit)
            ones[bit] += rest & 1;
    for (int bit = 0; bit < 64; ++bit)
        if (ones[bit] % (k + 1) != 0) return true;
    return false;
}

// Misère Moore's Nim_k (the cheat sheet's 反 k-Nim): with every heap at most 1 and m of them at 1,
// every move takes 1..k of the ones and the player to move wins iff m mod (k + 1) != 1; with some heap of 2 or more
// the normal-play rule above decides. A player with no move (no stone left) wins: the opponent took the last one.
// The proof: problems/misere-moore-nim/statement.md.
template <class Iterator>
bool misere_moore_nim_first_player_wins(Iterator first, Iterator last, unsigned long long k) {
    unsigned long long ones = 0;
    for (Iterator it = first; it != last; ++it) {
        if (*it > 1) return moore_nim_first_player_wins(first, last, k);
        ones += static_cast<unsigned long long>(*it);
    }
    return ones % (k + 1) != 1;
}

}  // namespace gamecore

#endif

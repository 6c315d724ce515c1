// Misère play of sums: misère Nim (Bouton) and the anti-SG rule (SJ theorem) from the components' Grundy values.
// O(number of components). Tested in src/tests/misere_test.cpp against a misère search of small heap sums.
#ifndef GAMECORE_MISERE_HPP
#define GAMECORE_MISERE_HPP

namespace gamecore {

// The SJ theorem (anti-SG): in a sum where the player who cannot move WINS, and a component's Grundy value is 0
// only when that component is finished, the player to move wins iff
//   the Grundy values xor to non-zero and some component has value > 1, or
//   they xor to zero and no component has value > 1.
// `values` are the components' Grundy values; empty components may be listed or not.
template <class Iterator>
bool anti_sg_first_player_wins(Iterator first, Iterator last) {
    unsigned long long sum = 0;
    bool some_above_one = false;
    for (; first != last; ++first) {
        const unsigned long long value = static_cast<unsigned long long>(*first);
        sum ^= value;
        if (value > 1) some_above_one = true;
    }
    return (sum != 0) == some_above_one;
}

// Misère Nim (who takes the last stone loses): the anti-SG rule with a heap's Grundy value its size. When every
// heap has at most one stone the player to move wins iff the number of non-empty heaps is even; otherwise iff the
// heaps xor to non-zero. `heaps` are non-negative sizes.
template <class Iterator>
bool misere_nim_first_player_wins(Iterator first, Iterator last) {
    return anti_sg_first_player_wins(first, last);
}

}  // namespace gamecore

#endif

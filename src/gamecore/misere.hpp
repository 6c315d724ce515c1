// Misère play of sums: misère Nim (Bouton) and the anti-SG rule (SJ theorem) from the components' Grundy values,
// and their winning moves. O(number of components). Tested in src/tests/misere_test.cpp against a misère search.
#ifndef GAMECORE_MISERE_HPP
#define GAMECORE_MISERE_HPP

#include <cstddef>

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

// The winning moves of an anti-SG sum (as above) with components' Grundy values [first, last): a move that turns
// component i's value into v wins iff the sum after it is lost by the rule above. Only three values can do that:
// value_i ^ S (a zero sum with some component still above 1), and 0 or 1 (every component at most 1 and an odd
// number of them at 1). visit(i, v) is called for each such v that wins, each once, ascending, component by
// component; the caller lists the options of that value (a Nim heap: the heap left with v, when v is below it).
template <class Iterator, class Visit>
void for_each_winning_anti_sg_target(Iterator first, Iterator last, Visit& visit) {
    unsigned long long sum = 0;
    std::size_t above_one = 0;
    for (Iterator it = first; it != last; ++it) {
        const unsigned long long value = static_cast<unsigned long long>(*it);
        sum ^= value;
        if (value > 1) ++above_one;
    }
    std::size_t index = 0;
    for (; first != last; ++first, ++index) {
        const unsigned long long value = static_cast<unsigned long long>(*first);
        const std::size_t others_above_one = above_one - (value > 1 ? 1 : 0);
        const unsigned long long zero_sum = value ^ sum;  // 0 or 1 is among the first two candidates already
        for (unsigned long long v = 0; v <= 2; ++v) {
            const unsigned long long target = v < 2 ? v : zero_sum;
            if (v == 2 && target < 2) break;
            const unsigned long long after = sum ^ value ^ target;
            const bool some_above_one = others_above_one > 0 || target > 1;
            if ((after != 0) != some_above_one) visit(index, target);  // lost for the player then to move
        }
    }
}

}  // namespace gamecore

#endif

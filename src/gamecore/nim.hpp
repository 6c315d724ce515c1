// Nim sums and Bouton's winning move: nim_sum is O(n), winning_nim_move is O(n).
// Tested in src/tests/nim_test.cpp against an exhaustive win/loss search of all small positions.
#ifndef GAMECORE_NIM_HPP
#define GAMECORE_NIM_HPP

#include <cstddef>

namespace gamecore {

// The xor of all heap sizes; the position is lost for the player to move iff it is 0.
template <class Iterator>
unsigned long long nim_sum(Iterator first, Iterator last) {
    unsigned long long sum = 0;
    for (; first != last; ++first) sum ^= static_cast<unsigned long long>(*first);
    return sum;
}

struct NimMove {
    bool exists;                  // false when the position is already lost (nim sum 0)
    std::size_t heap;             // index of the heap to reduce
    unsigned long long new_size;  // size that heap is reduced to
};

// A move to a position of nim sum 0: reduce the first heap whose size exceeds heap ^ sum.
template <class Iterator>
NimMove winning_nim_move(Iterator first, Iterator last) {
    NimMove move = {false, 0, 0};
    const unsigned long long sum = nim_sum(first, last);
    if (sum == 0) return move;
    std::size_t index = 0;
    for (; first != last; ++first, ++index) {
        const unsigned long long heap = static_cast<unsigned long long>(*first);
        if ((heap ^ sum) < heap) {
            move.exists = true;
            move.heap = index;
            move.new_size = heap ^ sum;
            return move;
        }
    }
    return move;  // unreachable: the heap holding sum's top bit always qualifies
}

}  // namespace gamecore

#endif

// Nim sums, the parity of a number's bits, Bouton's winning move, and the winning moves of any sum of impartial games:
// each O(n) in components. Tested in src/tests/nim_test.cpp against an exhaustive win/loss search of small positions.
#ifndef GAMECORE_NIM_HPP
#define GAMECORE_NIM_HPP

#include <cstddef>
#include <iterator>

namespace gamecore {

// The xor of x's bits, 0 or 1: 1 for the odious numbers (an odd number of 1 bits), 0 for the evil ones. Folding
// halves keeps it gnu++98 without compiler built-ins.
inline unsigned bit_parity(unsigned long long x) {
    x ^= x >> 32;
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    x ^= x >> 2;
    x ^= x >> 1;
    return static_cast<unsigned>(x & 1);
}

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

// The winning moves of a sum of impartial games whose components have Grundy values [first, last): with S their
// nim sum, a move in component i wins exactly when it reaches an option of Grundy value value_i ^ S (the sum is
// then 0). visit(i, value_i ^ S) is called for each component, in order, when S != 0; the caller lists the options
// of that value (for a Nim heap, the heap left with value_i ^ S stones, when that is below value_i). Returns S.
template <class Iterator, class Visit>
unsigned long long for_each_winning_target(Iterator first, Iterator last, Visit& visit) {
    const unsigned long long sum = nim_sum(first, last);
    if (sum == 0) return sum;
    std::size_t index = 0;
    for (; first != last; ++first, ++index) visit(index, static_cast<unsigned long long>(*first) ^ sum);
    return sum;
}

namespace nim_detail {

// For for_each_winning_nim_move: a heap's target is a move when it is below the heap.
template <class Iterator, class Visit>
struct HeapMoves {
    HeapMoves(Iterator first, Visit& visit) : first(first), visit(visit) {}
    void operator()(std::size_t index, unsigned long long target) {
        Iterator heap = first;
        std::advance(heap, index);
        if (target < static_cast<unsigned long long>(*heap)) visit(index, target);
    }
    Iterator first;
    Visit& visit;
};

}  // namespace nim_detail

// Every winning move of Nim, in heap order: visit(i, new_size) for each heap i that can be reduced to its size xor
// the nim sum (at most one move a heap; none when the sum is 0). Returns the nim sum.
template <class Iterator, class Visit>
unsigned long long for_each_winning_nim_move(Iterator first, Iterator last, Visit& visit) {
    nim_detail::HeapMoves<Iterator, Visit> heap_moves(first, visit);
    return for_each_winning_target(first, last, heap_moves);
}

}  // namespace gamecore

#endif

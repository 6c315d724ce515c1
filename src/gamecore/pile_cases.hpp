// "T, then T cases, each a line 'N' and a line of N pile sizes", the input of the Nim judge problems (Luogu P2197,
// POJ 3480 / HDU 1907, HDU 3032, HDU 5795): the one parser of that format, O(N) a case. Tested by the tests and
// bad-input tables of nim, misere-nim, lasker and simple-nim.
#ifndef GAMECORE_PILE_CASES_HPP
#define GAMECORE_PILE_CASES_HPP

#include <vector>

#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace gamecore {

// Reads one case: N within [limits.min_piles, limits.max_piles], then a line of N pile sizes within
// [limits.min_pile, limits.max_pile].
template <class Limits>
void read_pile_case(Scanner& in, const Limits& limits, std::vector<long long>& piles) {
    const long long count = in.read_int(limits.min_piles, limits.max_piles, "number of piles");
    in.read_eoln();
    piles.clear();
    for (long long i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        piles.push_back(in.read_int(limits.min_pile, limits.max_pile, "pile size"));
    }
    in.read_eoln();
}

// Reads T within [limits.min_cases, limits.max_cases] and then exactly T cases; lenient mode reads nothing after
// them, strict mode wants the end of input there. decide(piles): does the first player win? Each answer, the line
// `win` or `lose`, is written as soon as its case is read.
template <class Limits, class Decide>
void answer_pile_cases(Scanner& in, const Limits& limits, Output& out, Decide& decide, const char* win,
                       const char* lose) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases");
    in.read_eoln();
    std::vector<long long> piles;
    for (long long c = 0; c < cases; ++c) {
        read_pile_case(in, limits, piles);
        out.write(decide(piles) ? win : lose);
    }
    if (in.strict()) in.read_eof();
}

// The same format for a game decided heap by heap (Lasker's Nim, A Simple Nim), the heaps not stored:
// position.clear() begins a case, position.add_heap(size) takes each heap as it is read, and
// position.first_player_wins() ends the case, answered `win` or `lose` at once. Limits name the heaps min_heaps,
// max_heaps, min_heap, max_heap; `heap_count` is the statement's name for N ("heap count N"). Lenient mode, too,
// wants nothing but blanks after the T cases.
template <class Limits, class Position>
void answer_heap_cases(Scanner& in, const Limits& limits, Output& out, Position& position, const char* heap_count,
                       const char* win, const char* lose) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases T");
    in.read_eoln();
    for (long long c = 0; c < cases; ++c) {
        const long long heaps = in.read_int(limits.min_heaps, limits.max_heaps, heap_count);
        in.read_eoln();
        position.clear();
        for (long long i = 0; i < heaps; ++i) {
            if (i > 0) in.read_space();
            position.add_heap(in.read_int(limits.min_heap, limits.max_heap, "heap size"));
        }
        in.read_eoln();
        out.write(position.first_player_wins() ? win : lose);
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the T cases");
}

}  // namespace gamecore

#endif

// HDU 1536 / POJ 2960 S-Nim, declared once: names, limits, help, and the input format every solver of it reads.
// O(1) per number read (a test case's amounts kept, heaps not). Tested by tests.cpp, the testdata and bad inputs.
#ifndef S_NIM_PROBLEM_HPP
#define S_NIM_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace s_nim {

const char* const id = "s-nim";
const char* const title = "HDU 1536 S-Nim (POJ 2960)";
const char* const judge = "HDU";
const char* const twins = "POJ 2960";

// The statement's bounds; HDU and POJ state no time or memory limit that we found.
// A set's Grundy table costs O(H * k) for its largest heap H and k distinct amounts <= H, 4 bytes a heap.
// Measured (release, a machine shared with other builds): H = 10^6 with k = 100 in 0.09 s, with k = 1000 in 0.8 s,
// 6 MB; so heaps stop at 10^6 and sets at 1000 amounts, under a second per set at worst (a test case that repeats
// the previous set costs nothing more). An amount larger than every heap is legal and never applies, so any long
// long is read. m and l cost nothing: heaps are folded in as they are read.
// set_size: k, 1 at least: k = 0 ends the input
// amount: s_i, 1 at least
// positions: m, per test case
// heaps: l, per position
// heap: h_i, 0 at least
#define S_NIM_LIMITS(LIMIT)                                                           \
    LIMIT(set_size, "set size k", 1, 100, 1, 1000)                                    \
    LIMIT(amount, "subtraction amount s_i", 1, 10000, 1, 9223372036854775807LL)       \
    LIMIT(positions, "positions per test case m", 1, 100, 0, 1000000)                 \
    LIMIT(heaps, "heaps per position l", 1, 100, 0, 1000000)                          \
    LIMIT(heap, "heap size h_i", 0, 10000, 0, GAMECORE_UNLESS_FUZZING(1000000, 2000))
GAMECORE_DECLARE_LIMITS(S_NIM_LIMITS)

inline std::string description() {
    return "HDU 1536 S-Nim (POJ 2960): heaps of beads; a move removes exactly s beads from one\n"
           "heap, s from a set S (never more than the heap holds). Who cannot move loses.\n"
           "Input: test cases 'k s_1 ... s_k', then m, then m lines 'l h_1 ... h_l', ended by\n"
           "a line '0' (or end of input).\n"
           "Output: per test case one line, per position W (the player to move wins) or L.";
}

// Every test case until the line 0 (or, leniently, the end of input where a test case would start); nothing after
// the 0 is read, and strict mode wants the end of input there. Each position's W or L is written as soon as it is
// read, the line break after a test case's last. Game describes how positions are decided:
//   void start_set(const std::vector<long long>& amounts);   a test case's S, as given (any order, repeats)
//   void start_position();                                   a new position, no heaps yet
//   void add_heap(long long heap);                           one more heap
//   bool first_player_wins();                                after the position's last heap
template <class Game>
void answer_test_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Game& game) {
    std::vector<long long> amounts;
    for (;;) {
        if (!in.strict() && in.at_end()) return;
        const long long set_size = in.read_int(0, limits.max_set_size, "set size k (0 ends the input)");
        if (set_size == 0) {
            in.read_eoln();
            if (in.strict()) in.read_eof();
            return;
        }
        amounts.clear();
        for (long long i = 0; i < set_size; ++i) {
            in.read_space();
            amounts.push_back(in.read_int(limits.min_amount, limits.max_amount, "subtraction amount"));
        }
        in.read_eoln();
        game.start_set(amounts);
        const long long positions = in.read_int(limits.min_positions, limits.max_positions, "number of positions m");
        in.read_eoln();
        for (long long p = 0; p < positions; ++p) {
            const long long heaps = in.read_int(limits.min_heaps, limits.max_heaps, "number of heaps l");
            game.start_position();
            for (long long i = 0; i < heaps; ++i) {
                in.read_space();
                game.add_heap(in.read_int(limits.min_heap, limits.max_heap, "heap size"));
            }
            in.read_eoln();
            out.write(game.first_player_wins() ? "W" : "L");
        }
        out.write("\n");
    }
}

}  // namespace s_nim

namespace this_problem = s_nim;

#endif

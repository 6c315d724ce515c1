// Codeforces 768E Game of Stones, declared once: names, limits, help, and the input format every solver of it reads.
// O(1) per heap read, heaps not stored. Tested through tests.cpp, the testdata and bad-inputs.txt (CLI and judge98).
#ifndef GAME_OF_STONES_ONCE_PROBLEM_HPP
#define GAME_OF_STONES_ONCE_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace game_of_stones_once {

const char* const id = "game-of-stones-once";
const char* const title = "Codeforces 768E Game of Stones";
const char* const judge = "Codeforces";
const char* const twins = "";

// A heap of s is worth the largest t with t(t + 1) / 2 <= s: proven here only where the search by the rules checks
// it, every heap to 60 (the judge's range, tests.cpp), so the suite stops there too and refuses a larger heap
// rather than answer it unproven. Heaps are xored as they are read, so n costs no memory and stops only at what a
// file may reasonably hold. An empty heap (0, the suite only) offers no move.
// heaps: n; heap: s_i
#define GAME_OF_STONES_ONCE_LIMITS(LIMIT)                               \
    LIMIT(heaps, "heap count n", 1, 1000000, 1, 100000000)             \
    LIMIT(heap, "stones s_i", 1, 60, 0, 60)
GAMECORE_DECLARE_LIMITS(GAME_OF_STONES_ONCE_LIMITS)

inline std::string description() {
    return "Codeforces 768E Game of Stones: n heaps of stones. A move removes x > 0 stones from\n"
           "one heap, but the same x may never be removed from that heap twice. Who cannot move\n"
           "loses; Sam moves first, Jon second.\n"
           "Input: a line n, then n lines, each one heap size s_i.\n"
           "Output: YES if Jon (the second player) wins, else NO.";
}

// n, then n lines of one heap each; lenient mode, too, wants nothing but blanks after them. Position decides:
// clear() begins the case, add_heap(s) takes each heap as it is read, first_player_wins() ends it (does Sam win?).
// The answer names the second player: YES when Sam loses.
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long heaps = in.read_int(limits.min_heaps, limits.max_heaps, "heap count n");
    in.read_eoln();
    position.clear();
    for (long long i = 0; i < heaps; ++i) {
        position.add_heap(in.read_int(limits.min_heap, limits.max_heap, "stones s_i"));
        in.read_eoln();
    }
    out.write(position.first_player_wins() ? "NO\n" : "YES\n");
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the n heaps");
}

}  // namespace game_of_stones_once

namespace this_problem = game_of_stones_once;

#endif

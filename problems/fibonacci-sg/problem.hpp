// HDU 1848 Fibonacci again and again, declared once: names, limits, help, and the input format that every solver of
// it reads. O(1) per line read, nothing stored. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef FIBONACCI_SG_PROBLEM_HPP
#define FIBONACCI_SG_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace fibonacci_sg {

const char* const id = "fibonacci-sg";
const char* const title = "HDU 1848 Fibonacci again and again";
const char* const judge = "HDU";
const char* const twins = "";

// The statement's bounds, 1 <= m, n, p <= 1000; it states no number of lines, and HDU states no time or memory
// limit that we found.
// The heaps' Grundy values come from one table grown up to the largest heap asked, 4 bytes and about 30 mex steps
// a heap (one per Fibonacci number below it). Measured (release, a machine shared with other builds): to 10^6 in
// 0.09 s and 4 MB, to 10^7 in 1.1 s and 40 MB; so heaps stop at 10^6. A heap of 0 is a finished heap; the line
// 0 0 0 still ends the input. Lines cost nothing: each is answered as it is read.
// heap: m, n, p; the line 0 0 0 ends the input whatever min_heap is
#define FIBONACCI_SG_LIMITS(LIMIT)                                                       \
    LIMIT(heap, "heap size m, n, p", 1, 1000, 0, GAMECORE_UNLESS_FUZZING(1000000, 5000))
GAMECORE_DECLARE_LIMITS(FIBONACCI_SG_LIMITS)

inline std::string description() {
    return "HDU 1848 Fibonacci again and again: three heaps of m, n and p stones. A move\n"
           "removes a Fibonacci number of stones (1, 2, 3, 5, 8, ...) from one heap. Whoever\n"
           "takes the last stone wins.\n"
           "Input: lines 'm n p', ended by the line '0 0 0' (or end of input).\n"
           "Output: per line, Fibo if the first player wins, else Nacci.";
}

// Every line until 0 0 0 (or, leniently, the end of input where a line would start); nothing after 0 0 0 is read,
// and strict mode wants the end of input there. With heaps of at least 1 (the judge), a first 0 can only start the
// terminator, so the two numbers after it must be 0 and are reported as such. Each answer is written as soon as
// its line is read. Decide says who wins:
//   bool first_player_wins(long long m, long long n, long long p);
template <class Decide>
void answer_lines(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const char* const terminator = "0 (the line 0 0 0 ends the input)";
    for (;;) {
        if (!in.strict() && in.at_end()) return;
        const long long m = in.read_int(0, limits.max_heap, "heap size m (0 0 0 ends the input)");
        long long n, p;
        in.read_space();
        if (m == 0 && limits.min_heap > 0) {
            n = in.read_int(0, 0, terminator);
            in.read_space();
            p = in.read_int(0, 0, terminator);
        } else {
            n = in.read_int(limits.min_heap, limits.max_heap, "heap size n");
            in.read_space();
            p = in.read_int(limits.min_heap, limits.max_heap, "heap size p");
        }
        in.read_eoln();
        if (m == 0 && n == 0 && p == 0) {
            if (in.strict()) in.read_eof();
            return;
        }
        out.write(decide.first_player_wins(m, n, p) ? "Fibo\n" : "Nacci\n");
    }
}

}  // namespace fibonacci_sg

namespace this_problem = fibonacci_sg;

#endif

// COCI 2010/2011 #4 HRPA: judge solver. The smallest winning first move is the smallest term of N's Zeckendorf
// representation (gamecore/zeckendorf.hpp): O(log N). Tested in tests.cpp against the game played by its rules.
#ifndef HRPA_SOLVER_HPP
#define HRPA_SOLVER_HPP

#include <vector>

#include "gamecore/zeckendorf.hpp"
#include "problem.hpp"

namespace hrpa {

// Fibonacci Nim (Whinihan, 1963) with a first move that may take the whole heap (statement.md has the proof). The
// player to move with m pebbles who may take at most L loses iff m's smallest Zeckendorf term is more than L. So the
// smallest term T of N wins: it leaves the other terms, whose smallest is more than 2T, and a smaller take t leaves
// T - t of that term, whose smallest term is at most 2t (T is a Fibonacci number). For a Fibonacci N, T = N: only
// taking the whole heap wins.
inline long long smallest_winning_take(long long n) { return gamecore::zeckendorf_terms(n).back(); }

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_lines(in, limits, out, smallest_winning_take);
}

}  // namespace hrpa

#endif

// The winning first takes of a game where each take is at most k times the one before (Fibonacci Nim is k = 2), read
// off n's greedy sum of the game's losing numbers; O(terms). Tested against the games' searches in
// problems/k-multiple/tests.cpp (k = 1..100000, n to 200) and problems/fibonacci-nim/tests.cpp (n to 200).
#ifndef GAMESUITE_MULTIPLE_TAKES_HPP
#define GAMESUITE_MULTIPLE_TAKES_HPP

#include <cstddef>
#include <vector>

namespace gamesuite {

// `terms`: n = T_1 + ... + T_r, largest first, each a losing number more than k times the next (the greedy sum: for
// k = 2 the Zeckendorf representation). (m, at most L to take) is lost for its mover iff m's smallest term is more
// than L (each problem's tests check this against its search). A take t leaves m = T_1 + ... + T_j + w with
// 0 <= w < T_{j+1}, whose terms are T_1..T_j and w's. If w > 0, then t = (T_{j+1} - w) + T_{j+2} + ... + T_r and,
// T_{j+1} being lost, w's smallest term is at most k (T_{j+1} - w) <= k t: t loses. So t is a suffix sum
// S_j = T_{j+1} + ... + T_r (j >= 1: the first move leaves a stone), and it wins iff T_j > k S_j; the smallest, T_r,
// always does when n is not a losing number. Ascending; at most 61 of them (a sum below 2^62 has at most 62 terms).
template <class Number>
std::vector<Number> winning_first_takes(const std::vector<Number>& terms, unsigned long long k) {
    std::vector<Number> takes;
    unsigned long long suffix = 0;
    for (std::size_t j = terms.size(); j-- > 1;) {
        suffix += static_cast<unsigned long long>(terms[j]);
        // k S_j < T_j, asked as S_j <= (T_j - 1) / k: k S_j passes 2^64 for large k.
        if (suffix <= (static_cast<unsigned long long>(terms[j - 1]) - 1) / k)
            takes.push_back(static_cast<Number>(suffix));
    }
    return takes;
}

}  // namespace gamesuite

#endif

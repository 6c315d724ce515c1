// Hexadecimal games (0.8, 0.F7, 8.0 ...): parse a code, and the Guy-Smith certificate redone for three-way splits;
// OctalGrundy computes the values. Tested in src/tests/hexadecimal_test.cpp against brute force and the rules.
#ifndef GAMECORE_HEXADECIMAL_HPP
#define GAMECORE_HEXADECIMAL_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/octal.hpp"

namespace gamecore {

// A hexadecimal code d0.d1d2...dt is an octal code (an OctalCode) whose digits may also have bit 8, "split what
// is left into three non-empty heaps" (Winning Ways, ch. 4). Digits 0-9 and A-F (either case). As for octal codes,
// d0 (removing nothing) may have only bits 4 and 8 (d0 in 0, 4, 8, C): bit 1 would take an empty heap, bit 2 would
// pass. OctalGrundy computes its values; a code with no digit of 8 or more is an octal game.

// Reads a hexadecimal code: an optional digit 0, 4, 8 or C, a '.', then one or more digits 0-F. Returns false with
// `error` saying what is wrong (which character, where).
inline bool parse_hexadecimal_code(const std::string& text, OctalCode& code, std::string& error) {
    return octal_detail::parse_code(text, code, error, true);
}

// The periodicity certificate of a hexadecimal game with finitely many digits, t the largest removal. Where no
// digit splits in three it is the Guy-Smith theorem itself (certify_octal_period). Otherwise:
//   if g(n + p) = g(n) for every n with i <= n < 3i + 2p + t (one more, 2p + t + 1, when i = 0), then
//   g(n + p) = g(n) for every n >= i.
// This is the Guy-Smith proof (Winning Ways, ch. 4; Siegel, Combinatorial Game Theory, IV.2) carried over to
// three-way splits; the argument is written out here because we cite no textbook statement of this exact bound.
// Induction on n >= N0 = 3i + 2p + t (+1 when i = 0), assuming g(m + p) = g(m) for i <= m < n. Every removal of
// j <= t leaves r = n - j >= n - t >= 3i + 2p (>= 2p + 1 when i = 0) at n, and r + p at n + p; no option is empty.
//   One heap (bit 2, j >= 1): i <= r < n, so g(r + p) = g(r).
//   Two heaps a <= b: from n + p, b >= (r + p) / 2, so b - p >= (r - p) / 2 >= max(i, 1) and (a, b - p) is an
//     option of n of the same value; from n, b >= r / 2 >= i and b < n, so (a, b + p) is an option of n + p.
//   Three heaps a <= b <= c: from n + p, c >= (r + p) / 3, so c - p >= (r - 2p) / 3 >= max(i, 1) (here the bound
//     3i + 2p + t is used), and (a, b, c - p) is an option of n; from n, c >= r / 3 >= i and c < n, so (a, b, c + p)
//     is an option of n + p.
// So n and n + p have the same set of option values, and g(n + p) = g(n). Reading g(n + p) for the last n of the
// range needs g up to 3i + 3p + t - 1 (+1 when i = 0). Returns the least certified p (then the least i for it).
inline OctalPeriod certify_hexadecimal_period(const std::vector<unsigned>& g, const OctalCode& code) {
    return certify_split_period(g, code.largest_removal(), code.splits_in_three() ? 3 : 2);
}

}  // namespace gamecore

#endif

#!/usr/bin/env python3
"""Writes the misere-fib-nim-count testdata, every answer derived independently of the C++ solver.

Small N: the game played by its rules in Python, a memoised search over (stones left, largest take allowed) in
which taking the last stone loses (a player facing no stones has won); a query counts its heaps 1..N one by one.
Large N: the catalogue's digit DP coded here on its own terms, in Python's exact integers: the answer is
(N - 1) - #{m in [1, N - 1] : every Zeckendorf term of m is more than k}, the second count a walk over the
Zeckendorf digits of N - 1. It is checked against the search for every k < 40 and N < 400, and for k = 1 against
the Beatty sequence floor(j phi^2) - 1 (OEIS A003622, the numbers whose Zeckendorf representation ends in 1:
#{n <= N won} = floor((N + 1) / phi^2), computed with an exact integer square root) for N to 10^5 and at large N.
The statement's sample (2, 3, 4) is asserted. Run from anywhere: python3 testdata/misere-fib-nim-count/derive.py
"""
import math
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1
sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def mover_wins(left, most):
    """The player to move with `left` stones, allowed 1..most, wins when taking the last stone loses?"""
    if left == 0:
        return True  # the opponent took the last stone
    return any(not mover_wins(left - take, 2 * take) for take in range(1, min(most, left) + 1))


def by_rules(k, n_max):
    return sum(1 for n in range(1, n_max + 1) if mover_wins(n, min(k, n)))


FIB = [1, 2]
while FIB[-1] + FIB[-2] <= MAX:
    FIB.append(FIB[-1] + FIB[-2])


def zeckendorf_indices(x):
    """The indices i (FIB[i]) of x's Zeckendorf terms, largest first (greedy)."""
    indices = []
    for i in range(len(FIB) - 1, -1, -1):
        if FIB[i] <= x:
            indices.append(i)
            x -= FIB[i]
    assert x == 0
    return indices


def all_terms_above(k, x):
    """#{m in [0, x] : every Zeckendorf term of m is more than k}, m = 0 included."""
    t = next((i for i, f in enumerate(FIB) if f > k), len(FIB))
    count = 0
    for i in zeckendorf_indices(x):
        if i < t:
            return count + 1
        count += FIB[i - t]  # the m with digits only in [t, i): 0 .. FIB[i - t] - 1 shifted up by t places
    return count + 1


def by_digits(k, n_max):
    return n_max - all_terms_above(k, n_max - 1)


def beatty_k1(n_max):
    a = n_max + 1
    s = math.isqrt(5 * a * a)
    return (3 * a - s - 1) // 2


for k in range(1, 40):
    for n_max in range(1, 400):
        assert by_rules(k, n_max) == by_digits(k, n_max), (k, n_max)
for n_max in range(1, 100001):
    assert by_digits(1, n_max) == beatty_k1(n_max), n_max
for n_max in (10**18, MAX, FIB[-1], FIB[-1] + 1, 12345678901234567):
    assert by_digits(1, n_max) == beatty_k1(n_max), n_max
assert [by_rules(1, 5), by_rules(2, 5), by_rules(1, 10)] == [2, 3, 4]


def write(name, queries, answer, crlf=False, final_newline=True, sep=" ", count=None):
    lines = ["%d" % (len(queries) if count is None else count)] + ["%d%s%d" % (k, sep, n) for k, n in queries]
    nl = "\r\n" if crlf else "\n"
    text = nl.join(lines) + (nl if final_newline else "")
    assert all(1 <= k <= MAX and 1 <= n <= MAX for k, n in queries), name
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("%d\n" % answer(k, n) for k, n in queries))


rng = random.Random(6791)
JUDGE = 10**18
near = lambda limit: sorted({f + d for f in FIB for d in (-1, 0, 1) if 1 <= f + d <= limit})

write("sample-1", [(1, 5), (2, 5), (1, 10)], by_rules)
write("every-k-1-to-30-n-1-to-60-by-the-rules", [(k, n) for k in range(1, 31) for n in range(1, 61)], by_rules)
write("fibonacci-caps-and-heaps-by-the-rules", [(k, n) for k in near(400)[:16] for n in near(400)], by_rules)
write("judge-largest-k-and-n", [(JUDGE, JUDGE), (1, JUDGE), (2, JUDGE), (JUDGE, 1), (1, 1)], by_digits)
write("judge-fibonacci-caps-and-heaps", [(k, n) for k in near(JUDGE)[::7] for n in near(JUDGE)[::9]], by_digits)
write("judge-random-2000", [(rng.choice([rng.randint(1, 1000), rng.randint(1, JUDGE), rng.choice(near(JUDGE))]),
                             rng.randint(1, JUDGE)) for _ in range(2000)], by_digits)
write("beyond-judge-to-max-int64", [(MAX, MAX), (1, MAX), (FIB[-1], MAX), (FIB[-1] - 1, MAX), (FIB[-2], FIB[-1] + 1)]
      + [(rng.randint(1, MAX), rng.randint(JUDGE, MAX)) for _ in range(40)], by_digits)
write("crlf-tabs-no-final-newline", [(1, 5), (2, 5), (1, 10), (3, 300)], by_rules, crlf=True, final_newline=False,
      sep="\t")

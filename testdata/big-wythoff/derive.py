#!/usr/bin/env python3
"""Writes the big-wythoff testdata, every answer derived independently of the C++ solver.

Small piles: Wythoff's game played by its rules (memoised win/loss search).
Large piles: the losing pairs a_k = floor(k*phi) = (k + isqrt(5k^2)) // 2, b_k = a_k + k, in Python's exact big
integers. The two methods are cross-checked here for piles <= 60, and the closed form against the mex construction
(a_k the least number no earlier pair holds) for piles <= 5000.
Run from anywhere: python3 testdata/big-wythoff/derive.py
"""
import math
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE_MAX = 10**100
SUITE_MAX = 10**1000


@lru_cache(maxsize=None)
def wins_by_rules(a, b):
    moves = [(a - t, b) for t in range(1, a + 1)] + [(a, b - t) for t in range(1, b + 1)]
    moves += [(a - t, b - t) for t in range(1, min(a, b) + 1)]
    return any(not wins_by_rules(*m) for m in moves)


def a_k(k):
    return (k + math.isqrt(5 * k * k)) // 2


def wins_closed(a, b):
    a, b = min(a, b), max(a, b)
    return a != a_k(b - a)


def losing_by_mex(limit):
    used, pairs, k = set(), set(), 0
    for a in range(limit + 1):
        if a in used:
            continue
        pairs.add((a, a + k))
        used.update((a, a + k))
        k += 1
    return pairs


def write(name, pairs, answer, crlf=False, final_newline=True, sep=" ", show=str):
    nl = "\r\n" if crlf else "\n"
    text = nl.join(f"{show(a)}{sep}{show(b)}" for a, b in pairs) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("1\n" if answer(a, b) else "0\n" for a, b in pairs))


for a in range(61):
    for b in range(61):
        assert wins_by_rules(a, b) == wins_closed(a, b)
mex = losing_by_mex(5000)
for k in range(1, 1900):
    assert (a_k(k), a_k(k) + k) in mex

write("sample-1", [(2, 1), (8, 4), (4, 7)], wins_by_rules)
write("smallest-zero-zero", [(0, 0)], wins_by_rules)
write("small-all-pairs-to-30", [(a, b) for a in range(31) for b in range(31)], wins_by_rules)
write("crlf-tabs-no-final-newline", [(2, 1), (8, 4), (4, 7), (0, 0)], wins_by_rules,
      crlf=True, final_newline=False, sep="\t ")
# Leniently a pile may have leading zeros (within the longest token a pile can take at the judge, 101 bytes).
write("leading-zeros", [(2, 1), (8, 4), (0, 0), (13, 8)], wins_by_rules, show=lambda v: "000" + str(v))


def near_losing(rng, k, top):
    """The losing pair of difference k in a random order, or one of its piles nudged by one; None past top."""
    a, b = a_k(k), a_k(k) + k
    if b + 1 > top:
        return None
    nudge = rng.choice([(0, 0), (0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)])
    a, b = max(a + nudge[0], 0), b + nudge[1]
    return (b, a) if rng.random() < 0.5 else (a, b)


def random_pile(rng, top_digits):
    return rng.randint(0, 10 ** rng.randint(1, top_digits))


rng = random.Random(5973)
judge = [(JUDGE_MAX, JUDGE_MAX), (0, JUDGE_MAX), (JUDGE_MAX, 0), (JUDGE_MAX - 1, JUDGE_MAX)]
# Where a double phi (16 significant digits) fails: k of 16 to 99 digits, the pair itself and its neighbours.
for digits in range(16, 100):
    pair = near_losing(rng, rng.randint(10 ** (digits - 1), 10**digits - 1), JUDGE_MAX)
    if pair:
        judge.append(pair)
while len(judge) < 1000:
    if rng.random() < 0.4:
        pair = near_losing(rng, rng.randint(1, 10 ** rng.randint(1, 99)), JUDGE_MAX)
        if pair:
            judge.append(pair)
    else:
        judge.append((random_pile(rng, 100), random_pile(rng, 100)))
write("judge-limits-1e100", judge, wins_closed)

f0, f1 = 1, 2
fibonacci = []
while f1 <= SUITE_MAX:  # consecutive Fibonacci numbers (F(2n), F(2n+1)) are losing pairs
    if f1 > JUDGE_MAX and rng.random() < 0.02:
        fibonacci += [(f0, f1), (f1, f0), (f0 + 1, f1), (f0, f1 - 1)]
    f0, f1 = f0 + f1, f0 + 2 * f1
beyond = [(SUITE_MAX, SUITE_MAX), (SUITE_MAX, 0), (SUITE_MAX - 1, SUITE_MAX)] + fibonacci
while len(beyond) < 120:
    pair = near_losing(rng, rng.randint(1, 10 ** rng.randint(100, 999)), SUITE_MAX)
    if pair:
        beyond.append(pair)
    beyond.append((random_pile(rng, 1000), random_pile(rng, 1000)))
write("beyond-judge-to-1e1000", beyond, wins_closed)
print("losing pairs: judge %d of %d, beyond %d of %d" % (
    sum(not wins_closed(*p) for p in judge), len(judge), sum(not wins_closed(*p) for p in beyond), len(beyond)))

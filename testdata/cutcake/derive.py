#!/usr/bin/env python3
"""Writes the cutcake (HDU 3544 Alice's Game) testdata, every answer derived independently of the C++ solver.

Small bars: Cutcake played by its rules, a memoised search of whole positions with each player to move (a bar of
height 1 kept as X - 1 spare cuts of Alice's, one of width 1 as Y - 1 of Bob's: every cut of it leaves such bars).
Large bars: each bar's value by the simplicity rule over its options is far too slow, so the values of the
Winning Ways form written here, 2^j <= X < 2^(j+1), 2^k <= Y < 2^(k+1): X // 2^k - 1 if j > k, -(Y // 2^j - 1) if
j < k, 0 if j = k (a different computation from solver.hpp's halving loop), summed in Python's exact integers.
Cross-checked here: the form against the search on every bar up to 7 x 7 with each player first (21 bars worth 0)
and every pair of bars up to 4 x 4. Run from anywhere: python3 testdata/cutcake/derive.py
"""
import os
import random
import sys
from functools import lru_cache
from itertools import combinations_with_replacement

sys.setrecursionlimit(10000)
HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


def position(spare_a, spare_b, bars):
    big = []
    for x, y in bars:
        if y == 1:
            spare_a += x - 1
        elif x == 1:
            spare_b += y - 1
        else:
            big.append((x, y))
    return spare_a, spare_b, tuple(sorted(big))


@lru_cache(maxsize=None)
def wins(spare_a, spare_b, bars, alice):
    """Does the player to move (Alice if alice) win?"""
    if (spare_a if alice else spare_b) > 0:
        if not wins(spare_a - (1 if alice else 0), spare_b - (0 if alice else 1), bars, not alice):
            return True
    for i, (x, y) in enumerate(bars):
        rest = bars[:i] + bars[i + 1:]
        side = x if alice else y
        for part in range(1, side // 2 + 1):
            cut = [(part, y), (x - part, y)] if alice else [(x, part), (x, y - part)]
            if not wins(*position(spare_a, spare_b, list(rest) + cut), not alice):
                return True
    return False


def value(x, y):
    j, k = x.bit_length() - 1, y.bit_length() - 1
    if j > k:
        return (x >> k) - 1
    if j < k:
        return -((y >> j) - 1)
    return 0


def alice_wins_by_search(bars):
    return wins(*position(0, 0, bars), True)


def alice_wins_by_value(bars):
    return sum(value(x, y) for x, y in bars) > 0


zero = 0
for x in range(1, 8):
    for y in range(1, 8):
        p = position(0, 0, [(x, y)])
        a, b = wins(*p, True), wins(*p, False)
        v = value(x, y)
        assert (a, b) == (v > 0, v < 0), (x, y)
        zero += v == 0
assert zero == 21, zero
sides = [(x, y) for x in range(1, 5) for y in range(1, 5)]
for pair in combinations_with_replacement(sides, 2):
    p = position(0, 0, list(pair))
    v = value(*pair[0]) + value(*pair[1])
    assert (wins(*p, True), wins(*p, False)) == (v > 0, v < 0), pair


def write(name, cases, answer, nl="\n", sep=" ", final_newline=True):
    text = f"{len(cases)}{nl}" + "".join(
        f"{len(bars)}{nl}" + "".join(f"{x}{sep}{y}{nl}" for x, y in bars) for bars in cases)
    if not final_newline:
        text = text[: -len(nl)]
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join(f"Case {k}: {'Alice' if answer(bars) else 'Bob'}\n" for k, bars in enumerate(cases, 1)))


write("sample-1", [[(1, 1)], [(2, 1)], [(2, 2), (2, 1)], [(3, 2)]], alice_wins_by_search)
write("smallest-one-square", [[(1, 1)]], alice_wins_by_search)
write("small-all-bars-to-5x5",
      [[(x, y)] for x in range(1, 6) for y in range(1, 6)], alice_wins_by_search)
write("small-all-pairs-to-3x3",
      [list(pair) for pair in combinations_with_replacement([(x, y) for x in range(1, 4) for y in range(1, 4)], 2)],
      alice_wins_by_search)

rng = random.Random(3544)
JUDGE = 10**9


def judge_side():
    r = rng.random()
    if r < 0.1:
        return JUDGE - rng.randint(0, 3)
    if r < 0.3:
        return (1 << rng.randint(1, 29)) + rng.randint(-1, 1)
    return rng.randint(1, JUDGE)


judge = [[(JUDGE, 1)] * 100, [(1, JUDGE)] * 100, [(JUDGE, JUDGE)] * 100]
for c in range(97):
    if c % 3 == 0:  # each bar with its transpose: worth 0, Bob wins
        bars = []
        while len(bars) < 100:
            x, y = judge_side(), judge_side()
            bars += [(x, y), (y, x)]
    else:
        bars = [(judge_side(), judge_side()) for _ in range(100)]
    judge.append(bars)
write("judge-limits-100-cases-of-100-bars", judge, alice_wins_by_value)

# Totals of exactly 0 and +-1 around powers of two, where the halving ends one step sooner or later.
edges = []
for k in range(1, 30):
    p = 1 << k
    edges.append([(p, p - 1)])          # worth 1
    edges.append([(p - 1, p)])          # worth -1
    edges.append([(p, p), (2 * p - 1, p)])  # both 0
    edges.append([(2 * p, p), (1, 2)])  # 1 - 1 = 0
    edges.append([(2 * p, p - 1), (1, 4)])  # 3 - 3 = 0
write("powers-of-two-edges", edges, alice_wins_by_value)

beyond = [[(MAX, 1)], [(1, MAX)], [(MAX, MAX)], [(MAX, 1)] * 3 + [(1, MAX)] * 2, [(MAX, 1)] * 2 + [(1, MAX)] * 2,
          [(MAX, 1)] * 2 + [(1, MAX)] * 2 + [(1, 2)], [(MAX, 2), (2, MAX)], [(MAX, 3), (1, 2**62 - 1)]]
for c in range(100):
    beyond.append([(rng.randint(1, MAX), rng.choice([1, 2, 3, rng.randint(1, MAX)])) for _ in range(rng.randint(1, 6))])
write("beyond-judge-to-max-int64", beyond, alice_wins_by_value)
write("crlf-tabs-no-final-newline", [[(2, 1)], [(3, 2)], [(2, 2), (2, 1)], [(1, 1), (1, 2)]], alice_wins_by_search,
      nl="\r\n", sep="\t ", final_newline=False)

#!/usr/bin/env python3
"""Writes the triangulation (HDU 4664 Triangulation) testdata, every answer derived independently of the C++ solver.

A plane's value by the rules: the drawings themselves searched (segments between free points of a convex polygon,
no crossing, no shared end) for up to 9 points, and the chord recursion g(n) = mex g(a) xor g(n - 2 - a) to 600,
which the search confirms. Huge n: Python finds the period of its own table (the last n with g(n) != g(n + 34) is
52) and checks the Guy-Smith bound (g(n + p) = g(n) for i <= n < 2i + p + t, t = 2) on it, then
g(n) = g(53 + (n - 53) % 34) in exact integers. The first values are also checked against OEIS A002187(n - 1).
Run from anywhere: python3 testdata/triangulation/derive.py
"""
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1
JUDGE_MAX = 10**9


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def chord_table(limit):
    g = []
    for n in range(limit + 1):
        g.append(mex({g[a] ^ g[n - 2 - a] for a in range(n - 1)}))
    return g


def drawing_value(points):
    """Grundy value of an empty convex polygon of `points`, searching drawings (frozensets of segments)."""
    @lru_cache(maxsize=None)
    def value(drawn):
        used = {p for s in drawn for p in s}
        options = set()
        for i in range(points):
            for j in range(i + 1, points):
                if i in used or j in used:
                    continue
                if any((i < a < j) != (i < b < j) for a, b in drawn):
                    continue
                options.add(value(drawn | frozenset([(i, j)])))
        return mex(options)
    return value(frozenset())


TABLE = chord_table(600)
for n in range(10):
    assert drawing_value(n) == TABLE[n], n
OEIS_A002187 = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7,
                4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3]
assert TABLE[1:len(OEIS_A002187) + 1] == OEIS_A002187

PERIOD, T = 34, 2
PRE = 1 + max(n for n in range(len(TABLE) - PERIOD) if TABLE[n] != TABLE[n + PERIOD])
assert PRE == 53
assert 2 * PRE + 2 * PERIOD + T - 1 < len(TABLE)  # the Guy-Smith range is inside the table, and holds there


def g(n):
    return TABLE[n] if n < PRE else TABLE[PRE + (n - PRE) % PERIOD]


assert all(g(n) == TABLE[n] for n in range(len(TABLE)))


def wins(planes):
    x = 0
    for n in planes:
        x ^= g(n)
    return x != 0


def write(name, cases, nl="\n", sep=" ", final_newline=True):
    text = f"{len(cases)}{nl}" + "".join(f"{len(c)}{nl}" + sep.join(map(str, c)) + nl for c in cases)
    if not final_newline:
        text = text[: -len(nl)]
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("Carol\n" if wins(c) else "Dave\n" for c in cases))


rng = random.Random(4664)


def lost_case(count, low, high):
    """count planes in [low, high] whose values xor to 0: the last one is searched near a random start."""
    while True:
        planes = [rng.randint(low, high) for _ in range(count - 1)]
        x = 0
        for n in planes:
            x ^= g(n)
        start = rng.randint(low, max(low, high - 200))
        for last in range(start, min(high, start + 200) + 1):
            if g(last) == x:
                planes.append(last)
                rng.shuffle(planes)
                return planes


write("sample-1", [[2], [2, 2]])
write("smallest-one-point", [[1]])
write("small-one-plane-1-to-300", [[n] for n in range(1, 301)])
write("small-all-pairs-1-to-40", [[a, b] for a in range(1, 41) for b in range(a, 41)])
# Around the end of the preperiod and the first periods: 52 and 86 differ (the last exception), 53 and 87 agree.
edge = [[52], [86], [52, 86], [53, 87], [18, 52], [86, 120], [120, 154], [52, 52 + 34 * 10**6]]
for c in range(150):
    edge.append(lost_case(rng.randint(2, 6), 30, 160) if c % 2 else [rng.randint(30, 160) for _ in range(3)])
write("preperiod-edge-30-to-160", edge)
judge = []
for c in range(1000):
    judge.append(lost_case(250, 1, JUDGE_MAX) if c % 3 == 0 else [rng.randint(1, JUDGE_MAX) for _ in range(250)])
write("judge-size-1000-cases-250000-planes-to-10-9", judge)
beyond = [[0], [0, 0], [MAX], [MAX, MAX], [MAX, MAX - 1], [10**18], [10**18, 10**18 + 34], [MAX, 0, 2]]
for c in range(200):
    beyond.append(lost_case(rng.randint(1, 10), 0, MAX) if c % 2 else [rng.randint(0, MAX) for _ in range(5)])
write("beyond-judge-to-max-int64", beyond)
write("crlf-tabs-no-final-newline", [[2], [2, 2], [86, 52], [5]], nl="\r\n", sep="\t ", final_newline=False)

#!/usr/bin/env python3
"""Writes the array-game (Luogu P3179 [HAOI2015] 数组游戏) testdata, every answer derived independently of the C++
solver.

Small boards: the game played by its rules, a memoised win/lose search over the set of white cells (no Grundy
values). Larger n: G(m) by the definition over m (mex over k of the xor of G(m // j), 2 <= j <= k), memoised, for
m up to 3000, and for large n the same recursion walked by blocks of equal m // j in Python; the two agree on every
m up to 3000 and the definition agrees with the search on every position of every board up to 12 cells.
Run from anywhere: python3 testdata/array-game/derive.py
"""
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
sys.setrecursionlimit(10000)


def wins_by_search(n):
    @lru_cache(maxsize=None)
    def wins(mask):
        for x in range(1, n + 1):
            if mask >> (x - 1) & 1:
                after = mask
                for k in range(1, n // x + 1):
                    after ^= 1 << (k * x - 1)
                    if not wins(after):
                        return True
        return False
    return wins


@lru_cache(maxsize=None)
def G(m):
    values, prefix = {0}, 0
    for j in range(2, m + 1):
        prefix ^= G(m // j)
        values.add(prefix)
    v = 0
    while v in values:
        v += 1
    return v


def block_values(n):
    """G(m) for every m = n // x, by blocks; a dict m -> G(m)."""
    ms = sorted({n // x for x in range(1, int(n ** 0.5) + 2)} | {m for m in range(1, int(n ** 0.5) + 2) if m <= n})
    table = {}
    for m in ms:
        seen, prefix, j = {0}, 0, 2
        while j <= m:
            q = m // j
            last = m // q
            g = table[q]
            seen.add(prefix ^ g)
            if last > j:
                seen.add(prefix)
            if (last - j + 1) % 2:
                prefix ^= g
            j = last + 1
        v = 0
        while v in seen:
            v += 1
        table[m] = v
    return table


for m in range(1, 3001):
    G(m)
small = block_values(3000)
assert all(small[m] == G(m) for m in small)
assert [G(m) for m in range(1, 30)] == [1, 2, 2, 1, 1, 3, 3, 2, 2, 4, 4, 4, 4, 1, 1, 1, 1, 4, 4, 1, 1, 1, 1, 1, 1, 1,
                                        1, 4, 4]

positions = lost = 0
for n in range(1, 13):
    wins = wins_by_search(n)
    for mask in range(1 << n):
        xor = 0
        for x in range(1, n + 1):
            if mask >> (x - 1) & 1:
                xor ^= G(n // x)
        assert wins(mask) == (xor != 0), (n, mask)
        positions += 1
        lost += not wins(mask)
assert (positions, lost) == (8190, 1152), (positions, lost)  # the counts tests.cpp pins


def write(name, n, queries, value):
    with open(os.path.join(HERE, name + ".in"), "w") as f:
        f.write("%d\n%d\n" % (n, len(queries)) + "".join("%d\n%s\n" % (len(q), " ".join(map(str, q))) for q in queries))
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        for q in queries:
            xor = 0
            for x in q:
                xor ^= value(n // x)
            f.write("Yes\n" if xor else "No\n")


rng = random.Random(3179)
write("sample-1", 3, [[1, 2], [2, 3]], G)
write("smallest-one-cell", 1, [[1]], G)
for n in (6, 7):
    masks = range(1, 1 << n) if n == 6 else rng.sample(range(1, 1 << n), 100)
    write("small-every-position-n-%d" % n if n == 6 else "small-100-positions-n-7", n,
          [[x for x in range(1, n + 1) if mask >> (x - 1) & 1] for mask in masks], G)
queries = [rng.sample(range(1, 3001), rng.randint(1, 100)) for _ in range(100)]
write("n-3000-by-definition", 3000, queries, G)

big = {}
for n in (10 ** 7, 10 ** 9, 2 * 10 ** 9):
    table = block_values(n)
    queries = []
    for q in range(100):
        cells = set()
        while len(cells) < 100:
            cells.add(rng.randint(1, 2000) if rng.random() < 0.5 else rng.randint(1, n))
        cells = list(cells)
        if q % 3 == 0:  # lost by construction where a cell of the sum is found
            xor = 0
            for x in cells[:-1]:
                xor ^= table[n // x]
            for y in range(1, 5000):
                if table[n // y] == xor and y not in cells[:-1]:
                    cells[-1] = y
                    break
        rng.shuffle(cells)
        queries.append(cells)
    name = {10 ** 7: "n-1e7-100-queries", 10 ** 9: "judge-limits-n-1e9", 2 * 10 ** 9: "beyond-judge-n-2e9"}[n]
    write(name, n, queries, table.__getitem__)

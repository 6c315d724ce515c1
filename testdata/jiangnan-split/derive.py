#!/usr/bin/env python3
"""Writes the jiangnan-split (Luogu P3235) testdata, every answer derived independently of the C++ solver.

Three methods, cross-checked here:
- search: the game played by its rules on whole positions (sorted tuples of live heaps), memoised,
  no Grundy theory; for games of <= 3 heaps of <= 10 stones;
- full: Grundy values by the definition, the mex over every M = 2..x of the xor of the M parts' values
  (the parts listed one by one); checked against `search` on every game the searched cases hold;
- block: the same mex over the divisor blocks of x // M, two M a block (the parities of x mod M and
  M - x mod M repeat with period 2 within a block); checked against `full` for every x <= 800 and
  several F, then used for the large cases (F = 1 to 99999 takes about a minute).
Run from anywhere: python3 testdata/jiangnan-split/derive.py
"""
import os
import random
import sys
from functools import lru_cache

sys.setrecursionlimit(10000)
HERE = os.path.dirname(os.path.abspath(__file__))


def parts(x, m):
    q, r = divmod(x, m)
    return [q + 1] * r + [q] * (m - r)


@lru_cache(maxsize=None)
def search_wins(f, heaps):
    for i, x in enumerate(heaps):
        if x < f or x < 2:
            continue
        for m in range(2, x + 1):
            nxt = tuple(sorted(heaps[:i] + heaps[i + 1:] + tuple(p for p in parts(x, m) if p >= f and p >= 2)))
            if not search_wins(f, nxt):
                return True
    return False


def full_table(f, top):
    g = [0] * (top + 1)
    for x in range(2, top + 1):
        if x < f:
            continue
        seen = set()
        for m in range(2, x + 1):
            v = 0
            for p in parts(x, m):
                v ^= g[p]
            seen.add(v)
        k = 0
        while k in seen:
            k += 1
        g[x] = k
    return g


def block_table(f, top):
    g = [0] * (top + 1)
    for x in range(max(f, 2), top + 1):
        seen = set()
        low = 2
        while low <= x:
            q = x // low
            high = x // q
            for m in (low, low + 1):
                if m > high:
                    break
                r = x - q * m
                v = (g[q + 1] if r & 1 else 0) ^ (g[q] if (m - r) & 1 else 0)
                seen.add(v)
            low = high + 1
        k = 0
        while k in seen:
            k += 1
        g[x] = k
    return g


for f in (1, 2, 3, 5, 10, 37):
    assert full_table(f, 800) == block_table(f, 800), f


def write(name, f, games, answer):
    text = f"{len(games)} {f}\n" + "".join(f"{len(h)}" + "".join(f" {x}" for x in h) + "\n" for h in games)
    with open(os.path.join(HERE, name + ".in"), "w") as out:
        out.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as out:
        out.write(" ".join("1" if answer(h) else "0" for h in games) + ("\n" if games else ""))


def by_table(g):
    def answer(h):
        v = 0
        for x in h:
            v ^= g[x]
        return v != 0
    return answer


rng = random.Random(3235)

# The statement's sample: 0 0 1 1.
sample = [[1], [2], [3], [5]]
assert [search_wins(3, tuple(h)) for h in sample] == [False, False, True, True]
write("sample-1", 3, sample, lambda h: search_wins(3, tuple(sorted(h))))

# Searched on whole positions, and the same games by the full mex.
for k, f in enumerate((1, 2, 4)):
    games = [[rng.randint(1, 10) for _ in range(rng.randint(1, 3))] for _ in range(40)]
    games += [[6, 6], [10, 3, 3], [1], [f]]
    g = full_table(f, 10)
    for h in games:
        assert search_wins(f, tuple(sorted(h))) == by_table(g)(h), (f, h)
    if k == 0:
        write("searched-small", f, games, lambda h, f=f: search_wins(f, tuple(sorted(h))))
    else:
        write(f"searched-small-f{f}", f, games, lambda h, f=f: search_wins(f, tuple(sorted(h))))

# F = 1, the judge's greatest games: 99 games of 99 heaps below 10^5, some paired up (lost).
g1 = block_table(1, 99999)
judge = []
for i in range(99):
    if i % 5 == 0:
        half = [rng.randint(1, 99999) for _ in range(49)]
        judge.append(half + half + [1])
    else:
        judge.append([99999 if rng.random() < 0.05 else rng.randint(1, 99999) for _ in range(99)])
write("judge-max-f1", 1, judge, by_table(g1))
print("max g for F = 1 up to 99999:", max(g1))

# F = 50 with heaps to 20000, F at the judge's top (only 99999 splits), F above every heap.
g50 = block_table(50, 20000)
write("f50-to-20000", 50, [[rng.randint(1, 20000) for _ in range(rng.randint(1, 99))] for _ in range(60)],
      by_table(g50))
gtop = block_table(99999, 99999)
write("f-99999", 99999, [[99999], [99999, 99999], [99998, 99999], [1, 2, 3]], by_table(gtop))

# Exactly T games are read: what follows is never looked at.
with open(os.path.join(HERE, "stops-at-terminator.in"), "w") as out:
    out.write("2 3\n1 3\n2 5 5\nnot read 0\n")
with open(os.path.join(HERE, "stops-at-terminator.out"), "w") as out:
    out.write(" ".join("1" if search_wins(3, tuple(sorted(h))) else "0" for h in ([3], [5, 5])) + "\n")

# Beyond the judge: 1000 heaps a game, and no games at all.
write("beyond-judge-1000-heaps", 1, [[rng.randint(1, 3000) for _ in range(1000)] for _ in range(5)], by_table(g1))
write("beyond-judge-zero-games", 7, [], by_table(g1))

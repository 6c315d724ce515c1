#!/usr/bin/env python3
"""Writes the split-game (Luogu P3185 [HNOI2007] 分裂游戏) testdata, every answer derived independently of the C++ solver.

Small cases: the bean game itself searched by its rules (the vector of bean counts, memoised; a move takes a bean
from a non-empty bottle i and puts one in j and one in k, i < j <= k). Larger cases: the catalogue's method written
out here: g(i) = mex g(j) xor g(k) over i < j <= k < n, X the xor of g over the odd bottles, and every triple (i, j, k)
with p_i > 0 tried in order (O(n^3)), a move winning iff X xor g(i) xor g(j) xor g(k) = 0. The method is checked
against the search on every position of 2 to 4 bottles of 0 to 2 beans.
Run from anywhere: python3 testdata/split-game/derive.py   (a few seconds)
"""
import itertools
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))


def moves(beans):
    n = len(beans)
    for i in range(n):
        if beans[i] > 0:
            for j in range(i + 1, n):
                for k in range(j, n):
                    after = list(beans)
                    after[i] -= 1
                    after[j] += 1
                    after[k] += 1
                    yield (i, j, k), tuple(after)


@lru_cache(maxsize=None)
def mover_wins(beans):
    return any(not mover_wins(after) for _, after in moves(beans))


def by_search(beans):
    won = [move for move, after in moves(tuple(beans)) if not mover_wins(after)]
    return (won[0] if won else (-1, -1, -1)), len(won)


def grundy(n):
    g = [0] * n
    for i in range(n - 2, -1, -1):
        options = {g[j] ^ g[k] for j in range(i + 1, n) for k in range(j, n)}
        g[i] = next(v for v in itertools.count() if v not in options)
    return g


def by_method(beans):
    n, g = len(beans), grundy(len(beans))
    x = 0
    for i in range(n):
        if beans[i] % 2:
            x ^= g[i]
    first, count = (-1, -1, -1), 0
    for i in range(n):
        if beans[i] == 0:
            continue
        for j in range(i + 1, n):
            for k in range(j, n):
                if x ^ g[i] ^ g[j] ^ g[k] == 0:
                    count += 1
                    if first[0] < 0:
                        first = (i, j, k)
    return first, count


for n in range(2, 5):
    for beans in itertools.product(range(3), repeat=n):
        assert by_method(beans) == by_search(beans), beans


def write(name, cases, small=False):
    find = by_search if small else by_method
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write("%d\n" % len(cases) + "".join("%d\n%s\n" % (len(b), " ".join(map(str, b))) for b in cases))
    with open(os.path.join(HERE, name + ".out"), "w", newline="") as f:
        for beans in cases:
            move, count = find(beans)
            f.write("%d %d %d\n%d\n" % (move + (count,)))


write("sample-1", [[1, 0, 1, 5000], [0, 0, 1]])
with open(os.path.join(HERE, "sample-1.out")) as f:
    assert f.read() == "0 2 3\n1\n-1 -1 -1\n0\n"
rng = random.Random(3185)
for part in (1, 2, 3):
    write("searched-small-%d" % part,
          [[rng.randint(0, 3) for _ in range(rng.randint(2, 5))] for _ in range(10)], small=True)
write("judge-max-21", [[rng.choice([0, rng.randint(0, 10**4), 10**4]) for _ in range(21)] for _ in range(10)])
lost = []
while len(lost) < 10:
    beans = [rng.choice([0, 0, 2 * rng.randint(0, 5000), rng.randint(0, 10**4)]) for _ in range(rng.randint(2, 21))]
    if by_method(beans)[1] == 0:
        lost.append(beans)
write("judge-lost-cases", lost)
write("even-bottles-only-lost", [[2 * rng.randint(1, 5000) for _ in range(21)], [10**4, 0], [0, 0]])
write("beyond-judge-n-200", [[rng.choice([0, 1, 2, 10**18 + rng.randint(0, 9)]) for _ in range(200)]
                             for _ in range(3)])

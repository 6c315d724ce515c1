#!/usr/bin/env python3
"""Writes the lieges-of-legendre (Codeforces 603C Lieges of Legendre) testdata, every answer derived independently of
the C++ solver.

Small cases: each heap's Grundy value by the rules, a table of mex {g(a - 1), g(x) xor g(x) xor ... (k times) if
a = 2x}, the k values xored one by one; the tiniest also by a search over whole positions (the sorted heaps, a split
appending k heaps of x), with no Sprague-Grundy sum. Large cases (heaps to 10^9 and beyond): the catalogue's closed
form written out here (k even: 0, 1, 2, then 1 for even and 0 for odd; k odd: 0, 1, 0, 1, 2, then 0 for odd and
mex {0, g(a / 2)} for even), checked first against the table for every k <= 9 and heap <= 2000.
Run from anywhere: python3 testdata/lieges-of-legendre/derive.py   (a few seconds)
"""
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))


def mex(values):
    v = 0
    while v in values:
        v += 1
    return v


def table(k, top):
    g = [0]
    for a in range(1, top + 1):
        options = {g[a - 1]}
        if a % 2 == 0:
            split = 0
            for _ in range(k):
                split ^= g[a // 2]
            options.add(split)
        g.append(mex(options))
    return g


def closed(a, k):
    if k % 2 == 0:
        return a if a <= 2 else (1 if a % 2 == 0 else 0)
    if a <= 4:
        return [0, 1, 0, 1, 2][a]
    if a % 2:
        return 0
    return 2 if closed(a // 2, k) == 1 else 1


for k in range(1, 10):
    g = table(k, 2000)
    assert all(closed(a, k) == g[a] for a in range(2001)), k


def searched_wins(heaps, k):
    @lru_cache(maxsize=None)
    def wins(position):
        for i, a in enumerate(position):
            if i > 0 and position[i - 1] == a:
                continue
            rest = position[:i] + position[i + 1:]
            options = [rest + ((a - 1,) if a > 1 else ())]
            if a % 2 == 0:
                options.append(rest + (a // 2,) * k)
            if any(not wins(tuple(sorted(o))) for o in options):
                return True
        return False
    return wins(tuple(sorted(h for h in heaps if h > 0)))


def answer(heaps, k, by_table=None):
    if by_table is not None:
        g = by_table
        s = 0
        for a in heaps:
            s ^= g[a]
    else:
        s = 0
        for a in heaps:
            s ^= closed(a, k)
    return "Kevin" if s else "Nicky"


def write(name, heaps, k, text=None, small=False):
    by_table = table(k, max(heaps)) if small else None
    result = answer(heaps, k, by_table)
    if small and len(heaps) <= 3 and max(heaps) <= 6 and k <= 3:
        assert (result == "Kevin") == searched_wins(heaps, k), (heaps, k)
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text if text is not None else "%d %d\n%s\n" % (len(heaps), k, " ".join(map(str, heaps))))
    with open(os.path.join(HERE, name + ".out"), "w", newline="") as f:
        f.write(result + "\n")
    return result


# The statement's samples, and their answers as the statement gives them.
assert write("sample-1", [3, 4], 1, small=True) == "Kevin"
assert write("sample-2", [3], 2, small=True) == "Nicky"
rng = random.Random(603)
# Every position of up to 3 heaps of 1..6 with k = 1..3 against the whole-position search (not written out).
for k in range(1, 4):
    for a in range(1, 7):
        for b in range(a, 7):
            for c in range(b, 7):
                for heaps in ([a], [a, b], [a, b, c]):
                    assert (answer(heaps, k, table(k, 6)) == "Kevin") == searched_wins(heaps, k)
write("searched-k3-tiny-lost", [2], 3, small=True)         # both moves leave a 1 (alone, or three of them)
write("searched-k2-split-wins", [2, 6], 2, small=True)     # 2 xor 1, split of 2 into 1 + 1 is worth 0
for part in range(1, 4):
    k = rng.randint(1, 9)
    write("table-small-%d" % part, [rng.randint(1, 300) for _ in range(rng.randint(1, 30))], k, small=True)
# Odd k, long halving chains: 2^p and 3 * 2^p, 5 * 2^p at the judge's heap limit.
powers = [1 << p for p in range(1, 30)] + [3 << p for p in range(0, 28)] + [5 << p for p in range(0, 27)]
write("judge-odd-k-halving-chains", powers, 999999999)
write("judge-even-k-halving-chains", powers, 1000000000)
# Lost by construction: heaps paired, then one heap per value left over.
def lost_heaps(k, count):
    heaps = []
    while len(heaps) < count - 2:
        a = rng.choice([rng.randint(1, 10**9), rng.randint(1, 10) << rng.randint(0, 26)])
        heaps += [a, a]
    s = 0
    for a in heaps:
        s ^= closed(a, k)
    assert s == 0
    rng.shuffle(heaps)
    return heaps
assert write("judge-lost-odd-k", lost_heaps(1, 1000), 1) == "Nicky"
assert write("judge-lost-even-k", lost_heaps(2, 1000) + [1, 4], 2) == "Nicky"
# The largest input: n = 10^5 heaps to 10^9, k = 10^9 - 1 (odd).
write("judge-max-n", [rng.choice([rng.randint(1, 10**9), rng.randint(1, 7) << rng.randint(0, 27)])
                      for _ in range(100000)], 10**9 - 1)
write("smallest", [1], 1)
write("crlf-tabs-no-final-newline", [4, 6, 8], 7, text="3\t7\r\n4  6\t8")
# Past the judge: k and heaps to 2^63 - 1, empty heaps.
top = 2**63 - 1
write("beyond-judge-to-max-int64", [top, 2**62, 3 << 61, top - 1], top)
write("beyond-judge-even-k-max", [top, top - 1, 2], top - 1)
write("beyond-judge-empty-heaps", [0, 0, 4, 0], 3)

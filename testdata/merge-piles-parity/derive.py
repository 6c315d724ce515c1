#!/usr/bin/env python3
"""Writes the merge-piles-parity (Luogu P4101 [HEOI2014] 人人尽说江南好) testdata, every answer derived independently
of the C++ solver.

Small cases: the merging game searched by its rules (the heap sizes, sorted and memoised; a move merges two heaps
whose sum is at most m; no move loses), from n heaps of 1. Large cases: the catalogue's count K = floor(n / m) (m - 1)
+ max(n mod m - 1, 0), 0 (the first player wins) when K is odd, checked first against the search for every n <= 16
and m <= 18.
Run from anywhere: python3 testdata/merge-piles-parity/derive.py   (a few seconds)
"""
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))


@lru_cache(maxsize=None)
def mover_wins(heaps, m):
    for i in range(len(heaps)):
        for j in range(i + 1, len(heaps)):
            if heaps[i] + heaps[j] <= m:
                rest = heaps[:i] + heaps[i + 1:j] + heaps[j + 1:] + (heaps[i] + heaps[j],)
                if not mover_wins(tuple(sorted(rest)), m):
                    return True
    return False


def by_search(n, m):
    return "0" if mover_wins((1,) * n, m) else "1"


def by_count(n, m):
    k = (n // m) * (m - 1) + max(n % m - 1, 0)
    return "0" if k % 2 else "1"


for n in range(1, 17):
    for m in range(1, 19):
        assert by_search(n, m) == by_count(n, m), (n, m)


def write(name, cases, small=False, text=None):
    find = by_search if small else by_count
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text if text is not None else "%d\n%s" % (len(cases), "".join("%d %d\n" % c for c in cases)))
    with open(os.path.join(HERE, name + ".out"), "w", newline="") as f:
        f.write("".join(find(n, m) + "\n" for n, m in cases))


write("sample-1", [(7, 3), (1, 5), (4, 3), (6, 1), (2, 2)], small=True)
with open(os.path.join(HERE, "sample-1.out")) as f:
    assert f.read() == "1\n1\n1\n1\n0\n"  # the statement's output
write("searched-all-to-12", [(n, m) for n in range(1, 13) for m in range(1, 13)][:100], small=True)
write("searched-all-to-12-rest", [(n, m) for n in range(1, 13) for m in range(1, 13)][100:], small=True)
rng = random.Random(4101)
write("searched-small-mixed", [(rng.randint(1, 16), rng.randint(1, 18)) for _ in range(60)], small=True)
judge = []
for _ in range(100):
    n = rng.randint(1, 10**9)
    kind = rng.randint(0, 4)
    m = [1, rng.randint(n, 10**9), max(1, n // rng.randint(1, 1000)), rng.randint(1, 10**9), 2][kind]
    judge.append((n, m))
write("judge-max-100-cases", judge)
write("judge-divisors-and-one-off", [(m * q + d, m) for m, q, d in
                                     [(rng.randint(2, 30000), rng.randint(1, 30000), rng.choice([-1, 0, 1]))
                                      for _ in range(100)]])
write("smallest", [(1, 1)])
write("m-one-and-m-at-least-n", [(10**9, 1), (1, 10**9), (10**9, 10**9), (10**9 - 1, 10**9), (2, 1)])
write("crlf-tabs-no-final-newline", [(7, 3), (2, 2)], text="2\r\n7\t3\r\n\r\n2  2")
top = 2**63 - 1
write("beyond-judge-to-max-int64", [(top, top), (top, 1), (top, 2), (top - 1, top), (top, 3), (top, 10**18)])
write("beyond-judge-many-cases", [(rng.randint(1, 10**6), rng.randint(1, 1000)) for _ in range(1000)])

#!/usr/bin/env python3
"""Writes the game-of-stones-once (Codeforces 768E Game of Stones) testdata, every answer derived independently of the
C++ solver.

Each heap's Grundy value by the catalogue's brute force: a heap is (stones left, the set of amounts taken from it,
those above what is left dropped), g = mex over every amount not taken before, memoised, for every heap to 60 (the
judge's whole range). The heaps' values are xored; the answer names the SECOND player: YES when the xor is 0. Two
heaps are also searched together (no xor) for every pair to 10.
Run from anywhere: python3 testdata/game-of-stones-once/derive.py   (a few seconds)
"""
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
sys.setrecursionlimit(10000)


def after(left, taken, x):
    rest = left - x
    return rest, frozenset(u for u in taken | {x} if u <= rest)


@lru_cache(maxsize=None)
def g(left, taken):
    options = {g(*after(left, taken, x)) for x in range(1, left + 1) if x not in taken}
    v = 0
    while v in options:
        v += 1
    return v


VALUE = [g(s, frozenset()) for s in range(61)]
assert VALUE[:11] == [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]  # the catalogue's sequence


@lru_cache(maxsize=None)
def pair_wins(a, b):
    for x in range(1, a[0] + 1):
        if x not in a[1] and not pair_wins(after(a[0], a[1], x), b):
            return True
    for x in range(1, b[0] + 1):
        if x not in b[1] and not pair_wins(a, after(b[0], b[1], x)):
            return True
    return False


for a in range(11):
    for b in range(11):
        assert pair_wins((a, frozenset()), (b, frozenset())) == (VALUE[a] != VALUE[b]), (a, b)


def answer(heaps):
    x = 0
    for s in heaps:
        x ^= VALUE[s]
    return "YES" if x == 0 else "NO"


def write(name, heaps, text=None):
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text if text is not None else "%d\n%s" % (len(heaps), "".join("%d\n" % s for s in heaps)))
    with open(os.path.join(HERE, name + ".out"), "w", newline="") as f:
        f.write(answer(heaps) + "\n")
    return answer(heaps)


# The statement's samples, with the statement's answers.
assert write("sample-1", [5]) == "NO"
assert write("sample-2", [1, 2]) == "YES"
rng = random.Random(768)
write("every-heap-1-to-60", list(range(1, 61)))
write("triangle-numbers", [t * (t + 1) // 2 for t in range(1, 11)])
assert write("lost-equal-values", [1, 2, 3, 5, 6, 9, 10, 14, 15, 20, 21, 27, 28, 35, 36, 44, 45, 54, 55, 60]) == "YES"
for part in (1, 2, 3):
    write("random-small-%d" % part, [rng.randint(1, 60) for _ in range(rng.randint(1, 12))])
lost = [rng.randint(1, 60) for _ in range(99999)]
x = 0
for s in lost:
    x ^= VALUE[s]
lost.append(VALUE.index(x))  # a heap worth the others' xor (values reach 10 only: asserts x <= 10)
rng.shuffle(lost)
assert write("judge-lost-100000", lost) == "YES"
write("judge-max-n", [rng.randint(1, 60) for _ in range(10**6)])
write("smallest", [1])
write("crlf-tabs-no-final-newline", [3, 6, 10], text="3\r\n3\t\r\n6  \r\n10")
write("beyond-judge-empty-heaps", [0, 0, 4, 0, 3])

#!/usr/bin/env python3
"""Writes the fibonacci-sg (HDU 1848 Fibonacci again and again) testdata, every answer derived independently of the
C++ solver.

The Fibonacci numbers here are the statement's, F(1) = 1, F(2) = 2, F(i) = F(i-1) + F(i-2), listed by Python.
Small heaps: the three heaps played by their rules, a memoised win/loss search over whole positions (a move removes
a Fibonacci number f <= heap from one heap; no Grundy values). Large heaps: the Sprague-Grundy sum coded here on its
own terms, g(h) = mex{g(h - f)} in a plain Python list up to 10^6, the first player winning iff the xor is non-zero.
Checked here: g(0..98) against OEIS A014588 ("Nim function for Take-a-Fibonacci-Game"), and the xor of the table
against the search on every multiset of 3 heaps of 0..60 (39711 positions; the number lost is printed, and
tests.cpp pins it), and the largest value up to 10^6 (printed too).
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with the exact error line
NAME.err, NAME.args for --strict, and in NAME.out the answers printed before the bad line, checked by hand).
Run from anywhere: python3 testdata/fibonacci-sg/derive.py
"""
import itertools
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE_MAX = 10**6
JUDGE_MAX = 1000

FIB = [1, 2]
while FIB[-1] + FIB[-2] <= SUITE_MAX:
    FIB.append(FIB[-1] + FIB[-2])
assert [f for f in FIB if f <= JUDGE_MAX] == [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]
assert len(FIB) == 29 and FIB[-1] == 832040

sys.setrecursionlimit(10000)


@lru_cache(maxsize=None)
def wins_by_search(heaps):
    """heaps: a sorted triple. Does the player to move win?"""
    for i, h in enumerate(heaps):
        for f in FIB:
            if f > h:
                break
            if not wins_by_search(tuple(sorted(heaps[:i] + (h - f,) + heaps[i + 1:]))):
                return True
    return False


def by_rules(m, n, p):
    return wins_by_search(tuple(sorted((m, n, p))))


G = [0] * (SUITE_MAX + 1)
for h in range(1, SUITE_MAX + 1):
    seen = set()
    for f in FIB:
        if f > h:
            break
        seen.add(G[h - f])
    v = 0
    while v in seen:
        v += 1
    G[h] = v

A014588 = [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5,
           0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5,
           0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2]
assert G[:len(A014588)] == A014588


def by_grundy(m, n, p):
    return G[m] ^ G[n] ^ G[p] != 0


positions = lost = 0
for triple in itertools.combinations_with_replacement(range(61), 3):
    assert by_rules(*triple) == by_grundy(*triple), triple
    positions += 1
    lost += not by_rules(*triple)
print("every multiset of 3 heaps of 0..60: %d positions, %d lost" % (positions, lost))
largest = max(G)
print("largest Grundy value up to 10^6: %d, first at heap %d; g(10^6) = %d, g(999999) = %d"
      % (largest, G.index(largest), G[SUITE_MAX], G[SUITE_MAX - 1]))
print("largest Grundy value up to 1000: %d, first at heap %d" % (max(G[:1001]), G.index(max(G[:1001]))))


def write(name, lines, answer, terminator=True, nl="\n", sep=" ", final_newline=True, after=""):
    text = "".join(sep.join(map(str, line)) + nl for line in lines)
    if terminator:
        text += sep.join(["0", "0", "0"]) + nl
    if not final_newline:
        text = text[: -len(nl)]
    text += after
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("Fibo\n" if answer(*line) else "Nacci\n" for line in lines))
    assert len(text) < 1_000_000, name  # keep the repository small


rng = random.Random(1848)

write("sample-1", [(1, 1, 1), (1, 4, 1)], by_rules)
write("stops-at-terminator", [(2, 3, 5)], by_rules)
write("no-terminating-line", [(1, 1, 1), (1, 4, 1), (4, 4, 4)], by_rules, terminator=False)
write("crlf-tabs-no-final-newline", [(1, 1, 1), (1, 4, 1), (7, 8, 9)], by_rules, nl="\r\n", sep="\t ",
      final_newline=False)
# Lines after 0 0 0 are not part of the input: not even read, so not even garbage there is an error.
write("nothing-read-after-terminator", [(3, 3, 3), (2, 3, 5)], by_rules, after="1 1 1\nnot read\n")
write("small-all-multisets-3-heaps-1-to-12",
      list(itertools.combinations_with_replacement(range(1, 13), 3)), by_rules)

# Every Fibonacci number up to 1000 and its neighbours, with a heap of 1 and a heap of 1000 beside it.
neighbours = []
for f in FIB:
    if f > JUDGE_MAX:
        break
    for h in (f - 1, f, f + 1):
        if 1 <= h <= JUDGE_MAX:
            neighbours.append((h, 1, JUDGE_MAX))
            neighbours.append((h, h, h))
            neighbours.append((f, h, 987))
write("fibonacci-heaps-and-neighbours", neighbours, by_grundy)


def lost_line(low, high):
    """m, n in [low, high] and the first p from a random start in [low, high] that loses, if any."""
    while True:
        m, n, start = (rng.randint(low, high) for _ in range(3))
        for p in list(range(start, high + 1)) + list(range(low, start)):
            if not by_grundy(m, n, p):
                return (m, n, p)


judge = [(JUDGE_MAX, JUDGE_MAX, JUDGE_MAX), (1, 1, JUDGE_MAX), (987, 987, 1), (JUDGE_MAX, 999, 998)]
for i in range(5000):
    judge.append(lost_line(1, JUDGE_MAX) if i % 3 == 0 else tuple(rng.randint(1, JUDGE_MAX) for _ in range(3)))
write("judge-limits-5000-lines-to-1000", judge, by_grundy)

# Beyond the judge: empty heaps (only all three empty ends the input) and heaps up to 10^6.
zeros = [(0, 1, 1), (0, 0, 1), (1, 0, 0), (0, 0, 4), (0, 5, 5), (5, 0, 0), (0, 3, 3), (0, 1, 2), (0, 0, 60)]
write("empty-heaps-beyond-judge", zeros, by_rules)
beyond = [(SUITE_MAX, SUITE_MAX, SUITE_MAX), (SUITE_MAX, 0, 0), (SUITE_MAX - 1, 0, 0), (832040, 832040, 1),
          (832040, 0, 0), (832041, 1, 0), (0, 0, SUITE_MAX)]
for i in range(300):
    beyond.append(lost_line(0, SUITE_MAX) if i % 3 == 0 else tuple(rng.randint(0, SUITE_MAX) for _ in range(3)))
beyond = [line if line != (0, 0, 0) else (0, 0, 1) for line in beyond]
write("beyond-judge-heaps-to-10-6", beyond, by_grundy)

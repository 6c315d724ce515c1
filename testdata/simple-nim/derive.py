#!/usr/bin/env python3
"""Writes the simple-nim (HDU 5795 A Simple Nim) testdata, every answer derived independently of the C++ solver.

Small heaps: the game played by its rules (take any, or split a heap into three non-empty heaps), as a memoised
search of whole positions (no Grundy values), or as a Grundy table by the rules (mex over taking and every
three-way split, heaps up to 120) xored over the heaps. Large heaps: the editorial's closed form as the catalogue
quotes it, g(0) = 0, g(8k+7) = 8k+8, g(8k+8) = 8k+7, else g(x) = x, in Python's exact integers. The three are
cross-checked here: the table against the closed form for every heap <= 120, and the table's xor against the
search on every multiset of <= 3 heaps of 0..9 (285 positions; the lost count is the one tests.cpp pins).
Run from anywhere: python3 testdata/simple-nim/derive.py
"""
import os
import random
from functools import lru_cache
from itertools import combinations_with_replacement

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1
JUDGE_MAX = 10**9


@lru_cache(maxsize=None)
def wins_by_search(heaps):
    """heaps: sorted tuple of non-empty heaps. Does the player to move win (normal play)?"""
    for i, v in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        options = [rest + ((r,) if r else ()) for r in range(v)] + [rest + (a, b, v - a - b) for a in range(1, v) for b in range(1, v - a)]
        if any(not wins_by_search(tuple(sorted(o))) for o in options):
            return True
    return False


def grundy_table(limit):
    g = []
    for n in range(limit + 1):
        options = set(g[:n]) | {g[a] ^ g[b] ^ g[n - a - b] for a in range(1, n) for b in range(1, n - a)}
        m = 0
        while m in options:
            m += 1
        g.append(m)
    return g


TABLE = grundy_table(120)


def closed(n):
    return n + 1 if n % 8 == 7 else n - 1 if n % 8 == 0 and n else n


assert TABLE[:18] == [0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15, 17]
assert all(TABLE[n] == closed(n) for n in range(121))
positions = losing = 0
for count in range(1, 4):
    for heaps in combinations_with_replacement(range(10), count):
        by_search = wins_by_search(tuple(h for h in heaps if h))
        xor = 0
        for h in heaps:
            xor ^= TABLE[h]
        assert by_search == (xor != 0), heaps
        positions += 1
        losing += not by_search
assert (positions, losing) == (285, 29), (positions, losing)


def wins_by_table(heaps):
    xor = 0
    for h in heaps:
        xor ^= TABLE[h]
    return xor != 0


def wins_closed(heaps):
    xor = 0
    for h in heaps:
        xor ^= closed(h)
    return xor != 0


def write(name, cases, answer, nl="\n", sep=" ", final_newline=True):
    text = f"{len(cases)}{nl}" + "".join(f"{len(heaps)}{nl}" + sep.join(map(str, heaps)) + nl for heaps in cases)
    if not final_newline:
        text = text[: -len(nl)]
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("First player wins.\n" if answer(heaps) else "Second player wins.\n" for heaps in cases))


write("sample-1", [[4, 4], [1, 2, 4]], wins_by_table)
write("smallest-one-heap", [[1]], wins_by_table)
write("small-all-multisets-3-heaps-1-to-9",
      [list(h) for count in range(1, 4) for h in combinations_with_replacement(range(1, 10), count)], wins_by_table)

rng = random.Random(5795)

# Heaps 8k+7 and 8k+8 trade values: triples lost here but won in Nim, and the other way round (heaps to 120).
classes = []
while len(classes) < 100:
    heaps = [rng.randint(1, 120) for _ in range(3)]
    nim_lost = heaps[0] ^ heaps[1] ^ heaps[2] == 0
    if nim_lost == wins_by_table(heaps) or rng.random() < 0.1:
        classes.append(heaps)
write("nim-and-simple-nim-disagree", classes, wins_by_table)

write("heaps-near-10-9-which-is-worth-10-9-minus-1",
      [[JUDGE_MAX], [JUDGE_MAX, JUDGE_MAX], [JUDGE_MAX, JUDGE_MAX - 1], [JUDGE_MAX - 1, JUDGE_MAX - 2],
       [JUDGE_MAX, JUDGE_MAX - 3, JUDGE_MAX, JUDGE_MAX - 4], [JUDGE_MAX - 3, JUDGE_MAX - 4],
       [JUDGE_MAX, 1, JUDGE_MAX - 2, 2], [3, 4, 7], [JUDGE_MAX, JUDGE_MAX - 1, 1], [JUDGE_MAX - 8, JUDGE_MAX - 9],
       [JUDGE_MAX, JUDGE_MAX - 3, JUDGE_MAX, JUDGE_MAX - 4, 1], [JUDGE_MAX - 1, JUDGE_MAX - 2, 4]], wins_closed)


def lost_case(count, low, high):
    """count heaps in [low, high] whose Grundy values xor to 0 (g is its own inverse)."""
    while True:
        heaps = [rng.randint(low, high) if rng.random() < 0.9 else high - rng.randint(0, 3) for _ in range(count - 1)]
        xor = 0
        for h in heaps:
            xor ^= closed(h)
        last = closed(xor)
        if low <= last <= high:
            heaps.append(last)
            rng.shuffle(heaps)
            return heaps


judge = []
for c in range(100):
    if c % 3 == 0:
        judge.append(lost_case(750, 1, JUDGE_MAX))
    elif c % 3 == 1:
        half = [rng.randint(1, JUDGE_MAX) if rng.random() < 0.9 else JUDGE_MAX - rng.randint(0, 3) for _ in range(375)]
        heaps = half + half
        if rng.random() < 0.3:
            heaps[0] = rng.randint(1, JUDGE_MAX)
        rng.shuffle(heaps)
        judge.append(heaps)
    else:
        judge.append([rng.randint(1, JUDGE_MAX) for _ in range(750)])
write("judge-limits-100-cases-to-10-9", judge, wins_closed)
write("judge-one-case-80000-heaps", [lost_case(80000, 1, 100000)], wins_closed)

beyond = [[0], [0, 0], [MAX], [MAX, MAX], [MAX, MAX - 1], [MAX, 0, MAX], [MAX - 3, MAX - 4], [2**62 - 1, 2**62]]
for c in range(200):
    beyond.append(lost_case(rng.randint(1, 12), 0, MAX) if c % 2 else [rng.randint(0, MAX) for _ in range(5)])
write("beyond-judge-to-max-int64", beyond, wins_closed)
write("crlf-tabs-no-final-newline", [[4, 4], [1, 2, 4], [7], [7, 8]], wins_by_table, nl="\r\n", sep="\t ",
      final_newline=False)

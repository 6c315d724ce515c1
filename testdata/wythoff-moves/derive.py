#!/usr/bin/env python3
"""Writes the wythoff-moves (HDU 2177 取(2堆)石子游戏) testdata, every answer derived independently of the C++
solver.

Small piles (both <= 60): every move of Wythoff's game tried by its rules, a child kept when a bottom-up table of
the game says the player to move there loses. Large piles: the losing pairs (a_k, a_k + k) with
a_k = floor(k phi) = (k + isqrt(5 k^2)) // 2 in Python's exact integers; a move's target is the pair with the
same difference (equal removal) or the pair containing the pile that stays (single pile). The two are checked
against each other here for every a, b <= 60. Order (statement.md): the equal-removal result first, then the
single-pile results ascending, a position reached both ways printed once.
Not written here: bad/ (hand-written bad inputs, each NAME.err/NAME.out checked by hand) and checker/ (the
checker's table, hand-written rows whose jury answers are this file's answers).
Run from anywhere: python3 testdata/wythoff-moves/derive.py
"""
import os
import random
from math import isqrt

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE_MAX = 10**6
MAX = 2**63 - 1
SMALL = 60

# lost[a][b] for a, b <= SMALL, by the rules: lost iff every move leads to a won position.
lost = [[False] * (SMALL + 1) for _ in range(SMALL + 1)]
for a in range(SMALL + 1):
    for b in range(SMALL + 1):
        children = [(a - t, b) for t in range(1, a + 1)] + [(a, b - t) for t in range(1, b + 1)] + \
                   [(a - t, b - t) for t in range(1, min(a, b) + 1)]
        lost[a][b] = all(not lost[x][y] for x, y in children)


def order(equal, single):
    equal = sorted(set(equal))
    return equal + [m for m in sorted(set(single)) if m not in equal]


def by_rules(a, b):
    equal = [tuple(sorted((a - t, b - t))) for t in range(1, min(a, b) + 1) if lost[a - t][b - t]]
    single = [tuple(sorted((a - t, b))) for t in range(1, a + 1) if lost[a - t][b]] + \
             [tuple(sorted((a, b - t))) for t in range(1, b + 1) if lost[a][b - t]]
    return order(equal, single)


def a_of(k):
    return (k + isqrt(5 * k * k)) // 2


def partner(x):
    """The other member of the losing pair containing x."""
    if x == 0:
        return 0
    q = (isqrt(5 * x * x) - x) // 2  # floor(x / phi), exactly
    for k in (q, q + 1):  # x = a_k: k = ceil(x / phi)
        if k >= 1 and a_of(k) == x:
            return x + k
    assert a_of(x - q) + (x - q) == x, x  # else x = a_k + k with a_k = floor(x / phi)
    return q


def by_closed_form(a, b):
    a, b = min(a, b), max(a, b)
    if a == 0 and b == 0 or partner(a) == b:
        return []
    equal = []
    if a == b:
        equal = [(0, 0)]
    elif a_of(b - a) < a:
        equal = [(a_of(b - a), a_of(b - a) + b - a)]
    single = []
    if partner(a) < b:
        single.append(tuple(sorted((a, partner(a)))))
    if partner(b) < a:
        single.append((partner(b), b))
    return order(equal, single)


for a in range(SMALL + 1):
    for b in range(SMALL + 1):
        assert by_rules(a, b) == by_closed_form(a, b), (a, b)
assert by_rules(5, 7) == [(3, 5), (4, 7)] and by_rules(2, 2) == [(0, 0), (1, 2)]


def answer(a, b):
    return by_rules(a, b) if max(a, b) <= SMALL else by_closed_form(a, b)


def write(name, pairs, terminator=True, nl="\n", sep=" ", final_newline=True, after=""):
    text = "".join(f"{a}{sep}{b}{nl}" for a, b in pairs)
    if terminator:
        text += f"0{sep}0{nl}"
    if not final_newline:
        text = text[: -len(nl)]
    text += after
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    out = ""
    for a, b in pairs:
        moves = answer(a, b)
        out += "1\n" + "".join(f"{x} {y}\n" for x, y in moves) if moves else "0\n"
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write(out)
    assert len(text) < 1_000_000, name


rng = random.Random(2177)
write("sample-1", [(1, 2), (5, 8), (4, 7), (2, 2)])
with open(os.path.join(HERE, "sample-1.out")) as f:
    assert f.read() == "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n"
write("stops-at-terminator", [(5, 7), (3, 4)], after="5 8\n2 2\n")
write("no-terminating-line", [(5, 7), (3, 4), (0, 1)], terminator=False)


def both_ways(a, b):
    """Does some losing position come from (a, b) both by equal removal and by a single-pile move?"""
    equal = {tuple(sorted((a - t, b - t))) for t in range(1, min(a, b) + 1) if lost[a - t][b - t]}
    single = {tuple(sorted((a - t, b))) for t in range(1, a + 1) if lost[a - t][b]} | \
             {tuple(sorted((a, b - t))) for t in range(1, b + 1) if lost[a][b - t]}
    return bool(equal & single)


write("equal-removal-and-single-pile-same-position",
      [(a, b) for a in range(SMALL + 1) for b in range(a, SMALL + 1) if both_ways(a, b)])
write("every-pair-to-40-by-the-rules", [(a, b) for a in range(41) for b in range(a, 41) if (a, b) != (0, 0)])
write("piles-in-either-order-beyond-judge", [(8, 5), (7, 5), (2, 1), (4, 3)])
write("crlf-tabs-no-final-newline", [(1, 2), (5, 8), (4, 7), (2, 2)], nl="\r\n", sep="\t", final_newline=False)

judge = [(JUDGE_MAX, JUDGE_MAX), (0, JUDGE_MAX), (JUDGE_MAX - 1, JUDGE_MAX)]
for i in range(10000):
    if i % 3 == 0:
        k = rng.randint(1, 380000)
        a, b = a_of(k), a_of(k) + k
        if b > JUDGE_MAX:
            continue
        if rng.random() < 0.6:
            a, b = (a + 1, b) if rng.random() < 0.5 else (a, b + 1)
    elif i % 3 == 1:
        a = rng.randint(0, JUDGE_MAX)
        a = b = a if a else 1
    else:
        a, b = sorted((rng.randint(0, JUDGE_MAX), rng.randint(0, JUDGE_MAX)))
    if (a, b) != (0, 0) and b <= JUDGE_MAX:
        judge.append((min(a, b), max(a, b)))
write("judge-limits-to-1e6", judge)

beyond = [(MAX, MAX), (MAX - 1, MAX), (0, MAX), (1, MAX), (MAX - 5, MAX), (JUDGE_MAX, JUDGE_MAX + 1)]
for i in range(300):
    if i % 2:
        k = rng.randint(1, MAX * 1000 // 2618)
        a, b = a_of(k), a_of(k) + k
        if rng.random() < 0.6:
            a, b = (a + rng.choice((1, -1)), b) if rng.random() < 0.5 else (a, b + rng.choice((1, -1)))
    else:
        a, b = sorted((rng.randint(0, MAX), rng.randint(0, MAX)))
    if b <= MAX and (a, b) != (0, 0):
        beyond.append((a, b))
write("beyond-judge-to-max-int64", beyond)

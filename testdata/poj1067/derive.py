#!/usr/bin/env python3
"""Writes the poj1067 testdata, every answer derived independently of the C++ solver.

Small piles: Wythoff's game played by its rules (memoised win/loss search).
Large piles: the losing pairs a_k = floor(k*phi) = (k + isqrt(5k^2)) // 2, b_k = a_k + k,
in Python's exact big integers. The two methods are cross-checked here for piles <= 60.
Run from anywhere: python3 testdata/poj1067/derive.py
"""
import math
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


@lru_cache(maxsize=None)
def wins_by_rules(a, b):
    moves = [(a - t, b) for t in range(1, a + 1)] + [(a, b - t) for t in range(1, b + 1)]
    moves += [(a - t, b - t) for t in range(1, min(a, b) + 1)]
    return any(not wins_by_rules(*m) for m in moves)


def a_k(k):
    return (k + math.isqrt(5 * k * k)) // 2


def wins_closed(a, b):
    a, b = min(a, b), max(a, b)
    return a != a_k(b - a)


def write(name, pairs, answer, crlf=False, final_newline=True, sep=" "):
    nl = "\r\n" if crlf else "\n"
    text = nl.join(f"{a}{sep}{b}" for a, b in pairs) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("1\n" if answer(a, b) else "0\n" for a, b in pairs))


for a in range(61):
    for b in range(61):
        assert wins_by_rules(a, b) == wins_closed(a, b)

write("sample-1", [(2, 1), (8, 4), (4, 7)], wins_by_rules)
write("smallest-zero-zero", [(0, 0)], wins_by_rules)
write("small-all-pairs-to-30", [(a, b) for a in range(31) for b in range(31)], wins_by_rules)
write("crlf-tabs-no-final-newline", [(2, 1), (8, 4), (4, 7), (0, 0)], wins_by_rules,
      crlf=True, final_newline=False, sep="\t ")

rng = random.Random(1067)
judge = []
for _ in range(2000):
    if rng.random() < 0.4:
        k = rng.randint(1, 600_000_000)
        a, b = a_k(k), a_k(k) + k
        if b > 10**9:
            continue
        if rng.random() < 0.5:
            a += rng.choice([-1, 1]) if a > 0 else 1
    else:
        a, b = rng.randint(0, 10**9), rng.randint(0, 10**9)
    judge.append((b, a) if rng.random() < 0.5 else (a, b))
write("judge-limits-1e9", judge, wins_closed)

beyond = [(MAX, MAX), (0, MAX), (MAX, 0), (MAX - 1, MAX)]
f0, f1 = 1, 2
while f1 <= MAX:  # consecutive Fibonacci numbers (F(2n), F(2n+1)) are losing pairs
    beyond += [(f0, f1), (f1, f0), (f0 + 1, f1), (f0, f1 + 1)]
    f0, f1 = f0 + f1, f0 + 2 * f1
for _ in range(500):
    k = rng.randint(1, (MAX - 1) // 3)
    a, b = a_k(k), a_k(k) + k
    if b > MAX:
        continue
    beyond.append((a, b))
    beyond.append((a + rng.choice([-1, 1]), b))
    beyond.append((a, b + rng.choice([-1, 1])) if b < MAX else (a, b - 1))
write("beyond-judge-to-max-int64", beyond, wins_closed)

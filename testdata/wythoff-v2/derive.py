#!/usr/bin/env python3
"""Writes the wythoff-v2 (51Nod 1185) testdata, every answer derived independently of the C++ solver.

Small piles: Wythoff's game played by its rules (memoised win/loss search).
Large piles: the losing pairs a_k = floor(k*phi) = (k + isqrt(5k^2)) // 2, b_k = a_k + k, in Python's exact
integers. The two are cross-checked here for piles <= 60, and the closed form against the mex construction (a_k the
least number no earlier pair holds) for piles <= 3000.
float-phi-trap: losing pairs near 10^18 where the usual floating-point test, (long long)(k * phi) with phi a double
(IEEE binary64, as Python's float), misses a_k; the pairs it then calls lost are wins. `python3 derive.py --show`
prints the first of them.
Run from anywhere: python3 testdata/wythoff-v2/derive.py
"""
import math
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE_MAX = 10**18
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


def losing_by_mex(limit):
    used, pairs, k = set(), set(), 0
    for a in range(limit + 1):
        if a in used:
            continue
        pairs.add((a, a + k))
        used.update((a, a + k))
        k += 1
    return pairs


def partner(x):
    """The p with (x, p) a losing pair: x = a_k + k (partner a_k), k near x / phi^2 = (3x - sqrt(5x^2)) / 2, or
    x = a_k (partner a_k + k), k near x / phi = (sqrt(5x^2) - x) / 2; a few k tried around each, exactly."""
    if x == 0:
        return 0
    near = (3 * x - math.isqrt(5 * x * x)) // 2
    for k in range(max(1, near - 2), near + 3):
        if a_k(k) + k == x:
            return a_k(k)
    near = (math.isqrt(5 * x * x) - x) // 2
    for k in range(max(1, near - 2), near + 3):
        if a_k(k) == x:
            return x + k
    raise AssertionError(x)


def float_a_k(k):
    """What (long long)(k * phi) gives with phi = (1 + sqrt(5)) / 2 in doubles."""
    return int(float(k) * ((1 + math.sqrt(5)) / 2))


def write(name, pairs, answer, crlf=False, final_newline=True, sep=" ", low=1, high=JUDGE_MAX):
    nl = "\r\n" if crlf else "\n"
    for a, b in pairs:
        assert low <= a <= high and low <= b <= high, (name, a, b)
    text = nl.join([str(len(pairs))] + [f"{a}{sep}{b}" for a, b in pairs]) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("A\n" if answer(a, b) else "B\n" for a, b in pairs))


def both_orders(pairs):
    return [p for a, b in pairs for p in ((a, b), (b, a))]


for a in range(61):
    for b in range(61):
        assert wins_by_rules(a, b) == wins_closed(a, b)
mex = losing_by_mex(3000)
for a in range(3001):
    for b in range(a, 3001):
        assert ((a, b) in mex) == (not wins_closed(a, b)), (a, b)
for x in list(range(200)) + [10**18, 10**18 - 1, MAX, MAX - 1]:
    p = partner(x)
    assert not wins_closed(x, p)

# The largest losing pair under a bound: k_max with a_k + k <= bound, then k_max + 1 past it.
def largest_losing_pair(bound):
    k = (3 * bound - math.isqrt(5 * bound * bound)) // 2  # near bound / phi^2
    while a_k(k + 1) + k + 1 <= bound:
        k += 1
    while a_k(k) + k > bound:
        k -= 1
    return a_k(k), a_k(k) + k


if __name__ == "__main__" and "--show" in sys.argv:
    rng = random.Random(1185)
    while True:
        k = rng.randint(JUDGE_MAX // 4, JUDGE_MAX // 3)
        if float_a_k(k) != a_k(k):
            print(f"k = {k}: a_k = {a_k(k)}, the double gives {float_a_k(k)}; "
                  f"({a_k(k)}, {a_k(k) + k}) is lost (B), ({float_a_k(k)}, {float_a_k(k) + k}) is won (A)")
            break
    sys.exit(0)

write("sample-1", [(3, 5), (3, 4), (1, 9)], wins_by_rules)
write("small-all-pairs-to-30", [(a, b) for a in range(1, 31) for b in range(1, 31)], wins_by_rules)
write("crlf-tabs-no-final-newline", [(3, 5), (3, 4), (1, 9), (2, 1)], wins_by_rules,
      crlf=True, final_newline=False, sep="\t ")
# Exactly T cases are read: the format ends by itself (src/tests/faults).
write("stops-at-terminator", [(3, 5)], wins_by_rules)

big_a, big_b = largest_losing_pair(JUDGE_MAX)
p = partner(JUDGE_MAX)
edges = [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (JUDGE_MAX, JUDGE_MAX), (1, JUDGE_MAX), (JUDGE_MAX, 1),
         (JUDGE_MAX - 1, JUDGE_MAX), (JUDGE_MAX, JUDGE_MAX - 1)]
edges += both_orders([(big_a, big_b), (big_a - 1, big_b), (big_a + 1, big_b), (big_a, big_b - 1)])
# 10^18 is the larger pile of the largest pair (k = 381966011250105152), so that pair is its partner's too.
assert (p, JUDGE_MAX) == (big_a, big_b)
f0, f1 = 1, 2
while f1 <= JUDGE_MAX:  # consecutive Fibonacci numbers (F(2n), F(2n+1)) are losing pairs
    edges += both_orders([(f0, f1)])
    f0, f1 = f0 + f1, f0 + 2 * f1
write("judge-extremes", edges, wins_closed)

rng = random.Random(1185)
trap = []
while len(trap) < 40:
    k = rng.randint(JUDGE_MAX // 4, (JUDGE_MAX - 1) // 3)
    wrong = float_a_k(k)
    if wrong != a_k(k) and a_k(k) + k <= JUDGE_MAX and wrong + k <= JUDGE_MAX:
        trap += [(a_k(k), a_k(k) + k), (wrong + k, wrong)]
write("float-phi-trap", trap, wins_closed)

judge = []
while len(judge) < 10000:
    kind = rng.randrange(3)  # a third losing pairs; a fifth of another third next to one (won)
    if kind == 0 or (kind == 1 and rng.random() < 0.2):
        k = rng.randint(1, (JUDGE_MAX - 1) // 3)
        a, b = a_k(k), a_k(k) + k
        if b > JUDGE_MAX:
            continue
        if kind == 1:
            a += rng.choice([-1, 1])
    else:
        a = rng.randint(1, JUDGE_MAX)
        b = a if rng.random() < 0.05 else rng.randint(1, JUDGE_MAX)
    judge.append((b, a) if rng.random() < 0.5 else (a, b))
write("judge-limits-1e18", judge, wins_closed)

top_a, top_b = largest_losing_pair(MAX)
beyond = [(0, 0), (0, 1), (1, 0), (0, MAX), (MAX, MAX), (MAX - 1, MAX)]
beyond += both_orders([(top_a, top_b), (top_a - 1, top_b), (top_a, top_b - 1), (partner(MAX), MAX)])
f0, f1 = 1, 2
while f1 <= MAX:
    beyond += both_orders([(f0, f1), (f0 + 1, f1)])
    f0, f1 = f0 + f1, f0 + 2 * f1
for _ in range(300):
    k = rng.randint(JUDGE_MAX, (MAX - 1) // 3)
    a, b = a_k(k), a_k(k) + k
    if b <= MAX:
        beyond += [(a, b), (b, a + rng.choice([-1, 1]))]
write("beyond-judge-to-max-int64", beyond, wins_closed, low=0, high=MAX)
write("beyond-judge-zero-cases", [], wins_closed)

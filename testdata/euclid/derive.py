#!/usr/bin/env python3
"""Writes the euclid (POJ 2348 Euclid's Game) testdata, every answer derived independently of the C++ solver.

Small numbers: the game played by its rules, a memoised win/loss search over pairs (a move subtracts m * smaller
from larger, m >= 1, the result >= 0; a pair holding 0 is lost for the player to move, whose opponent made the 0).
Large numbers: the golden-ratio theorem of Cole and Davie ("A game based on the Euclidean algorithm and a winning
strategy for it", Math. Gazette 53, 1969): with a < b the player to move wins iff b / a > phi, i.e. iff
b^2 - a*b - a^2 > 0 in exact Python integers; a == b is won at once. No Euclid chain, no quotient rule here.
Checked here: the theorem against the search on every pair 1..100 in both orders (the number lost is printed and
tests.cpp pins it).
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with the exact error line
NAME.err, NAME.args for --strict, and in NAME.out the answers printed before the bad line, checked by hand).
Run from anywhere: python3 testdata/euclid/derive.py
"""
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE_MAX = 2**63 - 1
JUDGE_MAX = 2**31 - 1
REFERENCE_MAX = 100

sys.setrecursionlimit(10000)


@lru_cache(maxsize=None)
def wins_by_search(smaller, larger):
    if smaller == 0:
        return False
    rest = larger - smaller
    while rest >= 0:
        if not wins_by_search(*sorted((smaller, rest))):
            return True
        rest -= smaller
    return False


def by_rules(a, b):
    assert a <= REFERENCE_MAX and b <= REFERENCE_MAX
    return wins_by_search(*sorted((a, b)))


def by_golden_ratio(a, b):
    a, b = sorted((a, b))
    return a == b or b * b - a * b - a * a > 0


lost = 0
for a in range(1, REFERENCE_MAX + 1):
    for b in range(1, REFERENCE_MAX + 1):
        assert by_rules(a, b) == by_golden_ratio(a, b), (a, b)
        lost += not by_rules(a, b)
print("every pair 1..%d in both orders: %d lost" % (REFERENCE_MAX, lost))
lost60 = sum(not by_rules(a, b) for a in range(1, 61) for b in range(1, 61))
print("every pair 1..60 in both orders: %d lost" % lost60)

FIB = [1, 2]
while FIB[-1] + FIB[-2] <= SUITE_MAX:
    FIB.append(FIB[-1] + FIB[-2])
print("largest Fibonacci number below 2^63: %d (%d of them from 1, 2)" % (FIB[-1], len(FIB)))


def write(name, lines, answer, terminator=True, nl="\n", sep=" ", final_newline=True, after=""):
    text = "".join(sep.join(map(str, line)) + nl for line in lines)
    if terminator:
        text += sep.join(["0", "0"]) + nl
    if not final_newline:
        text = text[: -len(nl)]
    text += after
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("Stan wins\n" if answer(*line) else "Ollie wins\n" for line in lines))
    assert len(text) < 1_000_000, name  # keep the repository small


rng = random.Random(2348)

write("sample-1", [(34, 12), (15, 24)], by_rules)
write("stops-at-terminator", [(5, 2)], by_rules)
write("no-terminating-line", [(34, 12), (15, 24), (3, 2)], by_rules, terminator=False)
write("crlf-tabs-no-final-newline", [(34, 12), (15, 24), (7, 7)], by_rules, nl="\r\n", sep="\t ",
      final_newline=False)
# Lines after 0 0 are not part of the input: not even read, so not even garbage there is an error.
write("nothing-read-after-terminator", [(3, 2), (5, 2)], by_rules, after="1 1\nnot read\n")
write("small-all-pairs-1-to-30-both-orders", [(a, b) for a in range(1, 31) for b in range(1, 31)], by_rules)
write("equal-pairs", [(n, n) for n in (1, 2, 3, 100, 10**9, JUDGE_MAX)], by_golden_ratio)

# Consecutive Fibonacci numbers and their neighbours: the longest forced chains, ratios either side of phi.
fib_lines = []
for i in range(len(FIB) - 1):
    for da in (-1, 0, 1):
        for db in (-1, 0, 1):
            a, b = FIB[i] + da, FIB[i + 1] + db
            if 1 <= a <= JUDGE_MAX and 1 <= b <= JUDGE_MAX:
                fib_lines.append((a, b) if (i + da + db) % 2 else (b, a))
write("fibonacci-pairs-and-neighbours", fib_lines, by_golden_ratio)


def lost_pair(high):
    """a random in [2, high] and the first b >= a + 1 that loses (a < b < phi * a is always lost for a >= 2)."""
    a = rng.randint(2, high - 1)
    b = a + 1
    while by_golden_ratio(a, b):
        b += 1
    b = min(b + rng.randint(0, max(0, (a * 6) // 10 - 2)), high)  # anywhere below phi * a still loses
    while by_golden_ratio(a, b):
        b -= 1
    return (a, b) if rng.random() < 0.5 else (b, a)


judge = [(JUDGE_MAX, JUDGE_MAX), (JUDGE_MAX, 1), (1, JUDGE_MAX), (JUDGE_MAX, JUDGE_MAX - 1), (JUDGE_MAX - 1, JUDGE_MAX)]
for i in range(5000):
    judge.append(lost_pair(JUDGE_MAX) if i % 3 == 0 else (rng.randint(1, JUDGE_MAX), rng.randint(1, JUDGE_MAX)))
write("judge-limits-5000-lines-below-2-31", judge, by_golden_ratio)

# Beyond the judge: numbers up to 2^63 - 1, where a - k * b or a + b would overflow if formed carelessly.
beyond = [(SUITE_MAX, SUITE_MAX), (SUITE_MAX, 1), (1, SUITE_MAX), (SUITE_MAX, SUITE_MAX - 1), (SUITE_MAX - 1, SUITE_MAX),
          (SUITE_MAX, 2), (SUITE_MAX, SUITE_MAX // 2), (SUITE_MAX, SUITE_MAX // 2 + 1), (FIB[-1], FIB[-2]),
          (FIB[-2], FIB[-1]), (FIB[-1], FIB[-1] - FIB[-2]), (SUITE_MAX, FIB[-1]), (FIB[-1] + 1, FIB[-2]),
          (FIB[-1] - 1, FIB[-2])]
for i in range(300):
    beyond.append(lost_pair(SUITE_MAX) if i % 3 == 0 else (rng.randint(1, SUITE_MAX), rng.randint(1, SUITE_MAX)))
write("beyond-judge-numbers-to-2-63", beyond, by_golden_ratio)

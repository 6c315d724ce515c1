#!/usr/bin/env python3
"""Writes the misere-moore-nim testdata, every answer derived independently of the C++ solver.

Small cases: misère Moore's Nim played by its rules (memoised win/loss search over multisets of non-empty heaps; a
move lowers 1..k of the heaps, each to any smaller size; the player who cannot move WINS, because the opponent took
the last stone; a k above the number of non-empty heaps plays like that number).
Large cases: the seed's closed form (../shared/seeds/003, "反 k-Nim") coded here on its own terms, in Python's exact
integers: with no heap above 1, the first player wins iff the number of ones is not 1 mod (k + 1); otherwise iff
some binary digit position holds a number of ones that is not a multiple of k + 1. The two are cross-checked on every
multiset of up to 5 heaps of 0..6 for k = 1..5 and of up to 6 heaps of 0..3 for k = 1..7: no counterexample; the
counts of lost positions are the ones tests.cpp pins (`--counts` prints them).
Not written here: bad-inputs.txt (scripts/bad-input).
Run from anywhere: python3 testdata/misere-moore-nim/derive.py [--counts]
"""
import itertools
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1
JUDGE_HEAP = 10**18


def options(position, k):
    """Every position after one move from `position` (sorted tuple of non-empty heaps): 1..k heaps lowered."""
    found = set()
    heaps = list(position)

    def lower_from(first, left):
        for i in range(first, len(heaps)):
            original = heaps[i]
            for after in range(original):
                heaps[i] = after
                found.add(tuple(sorted(h for h in heaps if h)))
                if left > 1:
                    lower_from(i + 1, left - 1)
            heaps[i] = original

    lower_from(0, k)
    return found


@lru_cache(maxsize=None)
def wins_sorted(position, k):
    if not position:
        return True  # no stone left: the opponent took the last one
    return any(not wins_sorted(after, min(k, len(after))) for after in options(position, k))


def wins_by_rules(heaps, k):
    position = tuple(sorted(h for h in heaps if h))
    return wins_sorted(position, min(k, len(position)))


def wins_by_seed(heaps, k):
    if all(h <= 1 for h in heaps):
        return sum(heaps) % (k + 1) != 1
    return any(sum((h >> bit) & 1 for h in heaps) % (k + 1) != 0 for bit in range(64))


def multisets(most, largest):
    for count in range(most + 1):
        yield from itertools.combinations_with_replacement(range(largest + 1), count)


COUNTS = []
for most, largest, top_k in ((5, 6, 5), (6, 3, 7)):
    for k in range(1, top_k + 1):
        lost = 0
        for heaps in multisets(most, largest):
            assert wins_by_rules(heaps, k) == wins_by_seed(heaps, k), (heaps, k)
            lost += not wins_by_rules(heaps, k)
        COUNTS.append((most, largest, k, lost))
if "--counts" in sys.argv[1:]:
    for most, largest, k, lost in COUNTS:
        print("<= %d heaps of 0..%d, k = %d: %d lost" % (most, largest, k, lost))
    sys.exit(0)


def write(name, cases, answer, nl="\n", sep=" ", blank_lines=False, final_newline=True):
    lines = [str(len(cases))]
    for heaps, k in cases:
        assert all(0 <= h <= MAX for h in heaps) and 1 <= k <= MAX, name
        if blank_lines:
            lines.append("")
        lines.append("%d%s%d" % (len(heaps), sep, k))
        lines.append(sep.join(str(h) for h in heaps))
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("First\n" if answer(heaps, k) else "Second\n" for heaps, k in cases))
    assert len(text) < 1_000_000, name  # keep the repository small


def moore_lost(rng, count, k, bits):
    """Heaps whose every digit below `bits` is 1 in a multiple of k + 1 of them (all 0 when k >= count)."""
    heaps = [0] * count
    if k >= count:
        return heaps
    for bit in range(bits):
        for i in rng.sample(range(count), (k + 1) * rng.randint(0, count // (k + 1))):
            heaps[i] |= 1 << bit
    return heaps


rng = random.Random(2315)

sample = [([1], 1), ([1, 1, 1], 2), ([2, 2, 2], 2), ([6, 5, 3, 1, 6], 2), ([3, 5, 6], 2), ([0, 0], 5)]
write("sample-1", sample, wins_by_rules)
write("smallest", [([0], 1), ([1], 1), ([2], 1), ([1], 100), ([0], 100)], wins_by_rules)
write("small-all-multisets-4-heaps-to-4-k-1-to-4",
      [(list(h), k) for k in range(1, 5) for n in range(1, 5)
       for h in itertools.combinations_with_replacement(range(5), n)], wins_by_rules)
# Heaps of one stone (and empty ones): the misère exception, m ones lost iff m = 1 mod (k + 1).
ones = [([1] * m + [0] * z, k) for k in range(1, 7) for m in range(0, 15) for z in (0, 1) if 1 <= m + z <= 100]
rng.shuffle(ones)
write("heaps-of-one-stone", ones, wins_by_rules)
# k at least n: lost only with exactly one stone left.
at_least_n = []
for _ in range(300):
    n = rng.randint(1, 5)
    heaps = [rng.choice([0, 0, 1, 1, 1, 2, 3, 7]) for _ in range(n)]
    at_least_n.append((heaps, rng.randint(n, 100)))
write("k-at-least-n", at_least_n, wins_by_rules)
# Moore's lost positions and their neighbours, within the search's reach.
near = []
for _ in range(400):
    n = rng.randint(2, 5)
    k = rng.randint(1, n - 1)
    heaps = moore_lost(rng, n, k, 3)
    if rng.random() < 0.3:
        i = rng.randrange(n)
        heaps[i] = heaps[i] + 1 if heaps[i] < 7 else heaps[i] - 1
    near.append((heaps, k))
write("small-moore-lost-and-neighbours", near, wins_by_rules)
write("crlf-tabs-no-final-newline", sample + [([1, 1], 1), ([1, 2, 3], 1)], wins_by_rules,
      nl="\r\n", sep="\t ", blank_lines=True, final_newline=False)
# Exactly T cases are read: the format ends by itself (src/tests/faults).
write("stops-at-terminator", [([1], 1)], wins_by_rules)
write("no-stones", [([0] * n, k) for n in (1, 2, 5, 100) for k in (1, 2, 100)], wins_by_rules)

# The format's limits: 1000 cases, n <= 100, k <= 100, heaps <= 10^18 (the seed's rule, cross-checked above).
judge = [([JUDGE_HEAP] * 100, 99), ([JUDGE_HEAP] * 100, 100), ([JUDGE_HEAP] * 99 + [JUDGE_HEAP - 1], 98),
         ([1] * 100, 98), ([1] * 100, 99), ([1] * 100, 1), ([1] * 99, 1), ([0] * 100, 100), ([JUDGE_HEAP], 1),
         ([JUDGE_HEAP] * 3, 2), ([1] * 50 + [0] * 50, 48), ([1] * 50 + [0] * 50, 49)]
while len(judge) < 1000:
    n = 100 if rng.random() < 0.1 else rng.randint(1, 30)
    k = rng.randint(1, 100) if rng.random() < 0.2 else rng.randint(1, max(1, n - 1))
    kind = len(judge) % 3
    if kind == 0:
        heaps = [rng.choice([0, 1, 1]) for _ in range(n)]
    elif kind == 1:
        heaps = moore_lost(rng, n, k, rng.randint(1, 59))
        if rng.random() < 0.3:
            i = rng.randrange(n)
            heaps[i] = heaps[i] + 1 if heaps[i] < JUDGE_HEAP else heaps[i] - 1
    else:
        top = rng.choice([JUDGE_HEAP, 2 ** rng.randint(1, 59) - 1])
        heaps = [rng.randint(0, top) for _ in range(n)]
    judge.append((heaps, k))
write("judge-limits-1000-cases", judge, wins_by_seed)

# Beyond the format's limits: no heaps, no cases, heaps and k up to 2^63 - 1, many heaps.
write("beyond-judge-zero-cases", [], wins_by_rules)
write("beyond-judge-no-heaps", [([], 1), ([], 3), ([], MAX)], wins_by_rules)
beyond = [([MAX], 1), ([MAX] * 2, 1), ([MAX] * 3, 2), ([MAX, MAX - 1, MAX], 2), ([MAX] * 3, MAX), ([1, 1], MAX),
          ([1, 0], MAX), ([1], MAX), ([MAX, 2**62, MAX - 2**62, 2**62, MAX - 2**62, MAX], 2)]
while len(beyond) < 400:
    n = rng.randint(1, 40)
    k = rng.choice([rng.randint(1, n), rng.randint(1, MAX)])
    if rng.random() < 0.5:
        heaps = moore_lost(rng, n, k, 63)
    else:
        heaps = [rng.randint(0, rng.choice([MAX, 2 ** rng.randint(2, 63) - 1])) for _ in range(n)]
    beyond.append((heaps, k))
write("beyond-judge-to-max-int64", beyond, wins_by_seed)
row = [1] * 100_000
# 10^5 ones: 1 mod 99999 (lost) and 0 mod 10^5 (won); one of them emptied; two turned into 2s (k = 1: xor 0).
write("beyond-judge-100000-heaps", [(row, 99_999), (row, 99_998), (row[1:] + [0], 99_998), (row[2:] + [2, 2], 1)],
      wins_by_seed)

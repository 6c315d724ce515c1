#!/usr/bin/env python3
"""Writes the e-and-d testdata, every answer derived independently of the C++ solver.

Small cases: E&D played by its rules in Python, two ways: each pair's Grundy value as the mex over its splits (a
move throws one heap of a pair away and splits the other, s, into x and s - x, the new pair), xored over the pairs;
and whole positions searched for win or loss with no Grundy values at all. The two agree on every multiset of up
to 3 pairs of heaps 1..6.
Large cases: the closed form coded here on its own terms: a pair (a, b) is worth the lowest set bit of
((a - 1) | (b - 1)) + 1, taken as bit_length - 1 of that bit, in Python's exact integers; it is checked against the
mex table on every pair of heaps up to 40.
Prints the counts tests.cpp pins. Run from anywhere: python3 testdata/e-and-d/derive.py
"""
import itertools
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1

# The mex table by the rules, filled by the larger heap: both parts of a split are below the heap split.
TABLE_TO = 40
table = {}
for m in range(1, TABLE_TO + 1):
    for k in range(1, m + 1):
        reached = set()
        for s in (k, m):
            for x in range(1, s):
                reached.add(table[(min(x, s - x), max(x, s - x))])
        value = 0
        while value in reached:
            value += 1
        table[(k, m)] = value


def by_table(a, b):
    return table[(min(a, b), max(a, b))]


def closed_form(a, b):
    lowest = ((a - 1) | (b - 1)) + 1
    return (lowest & -lowest).bit_length() - 1


for (a, b), value in table.items():
    assert closed_form(a, b) == value, (a, b, value)


@lru_cache(maxsize=None)
def wins_by_search(position):
    """position: sorted tuple of pairs (smaller, larger). Does the player to move win?"""
    for i, pair in enumerate(position):
        for s in set(pair):
            for x in range(1, s // 2 + 1):
                after = position[:i] + ((x, s - x),) + position[i + 1:]
                if not wins_by_search(tuple(sorted(after))):
                    return True
    return False


def pairs_of(heaps):
    return [(min(heaps[i], heaps[i + 1]), max(heaps[i], heaps[i + 1])) for i in range(0, len(heaps), 2)]


def wins_by_table(heaps):
    sum_ = 0
    for a, b in pairs_of(heaps):
        sum_ ^= by_table(a, b)
    return sum_ != 0


def wins_closed(heaps):
    sum_ = 0
    for a, b in pairs_of(heaps):
        sum_ ^= closed_form(a, b)
    return sum_ != 0


# Every multiset of 1..3 pairs of heaps 1..6, searched whole: the counts tests.cpp pins.
pair_kinds = [(a, b) for b in range(1, 7) for a in range(1, b + 1)]
positions = []
for count in range(1, 4):
    positions += list(itertools.combinations_with_replacement(pair_kinds, count))
lost = 0
for position in positions:
    heaps = [h for pair in position for h in pair]
    wins = wins_by_search(tuple(sorted(position)))
    assert wins == wins_by_table(heaps) == wins_closed(heaps), position
    lost += not wins
print("multisets of 1..3 pairs of heaps 1..6: %d positions, %d lost; %d positions searched" % (
    len(positions), lost, wins_by_search.cache_info().currsize))
print("pairs a <= b <= %d worth 0: %d; the largest value: %d" % (
    TABLE_TO, sum(1 for v in table.values() if v == 0), max(table.values())))

rng = random.Random(2148)


def write(name, cases, answer, crlf=False, final_newline=True, sep=" ", blank_lines=False, trailing_blank=False):
    nl = "\r\n" if crlf else "\n"
    lines = [str(len(cases))]
    for heaps in cases:
        assert len(heaps) % 2 == 0 and all(1 <= h <= MAX for h in heaps), name
        if blank_lines:
            lines.append("")
        lines.append(str(len(heaps)))
        lines.append(sep.join(str(h) for h in heaps))
    text = nl.join(lines) + (nl if final_newline else "") + (nl if trailing_blank else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("YES\n" if answer(heaps) else "NO\n" for heaps in cases))
    assert len(text) < 1_100_000, name  # keep the repository small


def search_answer(heaps):
    return wins_by_search(tuple(sorted(pairs_of(heaps))))


def oriented(pairs):
    """The pairs in random order, each heap of a pair on either side."""
    pairs = list(pairs)
    rng.shuffle(pairs)
    heaps = []
    for a, b in pairs:
        heaps += [a, b] if rng.random() < 0.5 else [b, a]
    return heaps


SAMPLE = [[1, 2, 3, 1], [1, 1, 1, 1, 1, 1]]
assert [search_answer(h) for h in SAMPLE] == [True, False]
write("sample-1", SAMPLE, search_answer)
# The Luogu block as shown, with an empty line after the last case: read leniently.
write("luogu-sample-with-blank-line-at-end", SAMPLE, search_answer, trailing_blank=True)

# The statement's worked example, move by move: E throws heap 1 away and splits heap 2 into 1 + 1; W can only throw
# heap 4 away and split heap 3 into 1 + 2; E throws away a 1 of the last pair and splits the 2; W faces only 1s.
# Won, lost, won, lost for the player to move, as the statement tells it.
EXAMPLE = [[1, 2, 3, 1], [1, 1, 3, 1], [1, 1, 1, 2], [1, 1, 1, 1]]
assert [search_answer(h) for h in EXAMPLE] == [True, False, True, False]
write("statement-worked-example-move-by-move", EXAMPLE, search_answer)

# Every pair a <= b <= 24 alone, by the mex table (T = 300, beyond the judge's 20).
write("every-pair-1-to-24-by-the-rules", [[a, b] for b in range(1, 25) for a in range(1, b + 1)], wins_by_table)

# Every multiset of 1..3 pairs of heaps 1..6, by the whole-position search (T = 2023).
write("every-position-3-pairs-to-6-by-search", [oriented(position) for position in positions], search_answer)


def judge_case(count):
    """count pairs of heaps 1..2*10^9, many near the top; a third of the cases every pair twice (lost)."""
    top = 2 * 10**9
    heap = lambda: top - rng.randrange(1000) if rng.random() < 0.1 else rng.randint(1, top)
    if count % 2 == 0 and rng.random() < 1 / 3:
        half = [(heap(), heap()) for _ in range(count // 2)]
        return oriented(half + half)
    return oriented([(heap(), heap()) for _ in range(count)])


judge_cases = [judge_case(10000)] + [judge_case(rng.randint(1, 2000)) for _ in range(18)]
# The judge's edges: 2^31 - 1 and 2^31 (past a signed int), 2*10^9, and pairs worth 30 (2^30, 1) and 31.
judge_cases.append([2**31 - 1, 2**31 - 1, 2**31, 1, 2 * 10**9, 2 * 10**9, 2**30, 1, 2**31 - 1, 2])
write("judge-limits-20-cases-to-2e9", judge_cases, wins_closed)

# Beyond the judge: heaps to 2^63 - 1. (2^63 - 1, 2) is worth 63 (its or is 2^63 - 1), (2^62, 1) 62.
big = [
    [MAX, MAX],
    [MAX, 2],
    [MAX, 2, 2**62, 1],
    [MAX, 2, MAX, 2],
    [2**62, 1, 2**62 + 1, 2**61 + 1],
    [MAX - 1, MAX],
]
big += [oriented([(rng.randint(1, MAX), rng.randint(1, MAX)) for _ in range(rng.randint(1, 20))]) for _ in range(30)]
write("beyond-judge-to-max-int64", big, wins_closed)

# Beyond the judge: no pairs at all (N = 0: nobody can move), and no cases.
write("beyond-judge-no-heaps", [[], [1, 2], []], wins_by_table)
write("beyond-judge-zero-cases", [], wins_by_table)

# Any whitespace between the numbers, CRLF line ends, no final newline: read leniently.
lenient = [[1, 2, 3, 1], [1, 1, 1, 1, 1, 1], [4, 7, 2, 9]]
write("crlf-tabs-no-final-newline", lenient, wins_by_table, crlf=True, final_newline=False, sep="\t",
      blank_lines=True)

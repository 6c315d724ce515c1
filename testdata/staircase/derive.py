#!/usr/bin/env python3
"""Writes the staircase (POI 2009 KAM Pebbles) testdata, every answer derived independently of the C++ solver.

Small cases: the game played by its rules (memoised win/loss search over non-decreasing rows;
pile i may drop to any size from its left neighbour's up to one less than its own).
Large cases: staircase Nim coded here on its own terms: the differences d_i = a_i - a_(i-1)
(a_0 = 0) read from the right end, the first player wins iff the xor of every second one
(d_n, d_(n-2), ...) is non-zero; Python's exact integers. The two are cross-checked on every
row of up to 6 piles of 0..8 pebbles, which also gives the counts that tests.cpp pins
(printed when run).
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with
the exact error line NAME.err, NAME.args for --strict, and in NAME.out the answers printed
before the bad case, checked by hand).
Run from anywhere: python3 testdata/staircase/derive.py
"""
import itertools
import os
import random
from functools import lru_cache, reduce

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


@lru_cache(maxsize=None)
def wins_by_rules(row):
    """row: non-decreasing tuple of pile sizes. Does the player to move win?"""
    for i, pile in enumerate(row):
        lowest = row[i - 1] if i else 0
        for v in range(lowest, pile):
            if not wins_by_rules(row[:i] + (v,) + row[i + 1:]):
                return True
    return False


def wins_closed(row):
    diffs = [b - a for a, b in zip([0] + list(row), row)]
    return reduce(lambda x, y: x ^ y, diffs[::-1][::2], 0) != 0


def rows(count, max_pile):
    return [list(c) for c in itertools.combinations_with_replacement(range(max_pile + 1), count)]


# The exhaustive comparison tests.cpp makes, counted here by the rules: rows and losing rows per n.
for n in range(0, 7):
    all_rows = rows(n, 8)
    losing = 0
    for row in all_rows:
        by_rules = wins_by_rules(tuple(row))
        assert by_rules == wins_closed(row), row
        losing += not by_rules
    print("n = %d, piles 0..8: %d rows, %d losing" % (n, len(all_rows), losing))


def write(name, cases, answer, crlf=False, final_newline=True, sep=" ", trailer=""):
    nl = "\r\n" if crlf else "\n"
    lines = [str(len(cases))]
    for row in cases:
        assert all(0 <= a <= b <= MAX for a, b in zip([0] + list(row), row)), name
        lines.append(str(len(row)))
        lines.append(sep.join(str(p) for p in row))
    text = nl.join(lines) + (nl if final_newline else "") + trailer
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("TAK\n" if answer(row) else "NIE\n" for row in cases))
    assert len(text) < 1_000_000, name  # keep the repository small


def by_rules(row):
    return wins_by_rules(tuple(row))


rng = random.Random(3480)


def random_row(n, top):
    return sorted(rng.randint(0, top) for _ in range(n))


def losing_from(row):
    """The row after a winning move (it is lost for the player then to move), or the row itself if lost."""
    row = list(row)
    n = len(row)
    diffs = [b - a for a, b in zip([0] + row, row)]
    x = reduce(lambda p, q: p ^ q, diffs[::-1][::2], 0)
    if x == 0:
        return row
    for i in range(n - 1, -1, -2):  # 0-based i with n - 1 - i even: the counted steps
        if diffs[i] ^ x < diffs[i]:
            row[i] -= diffs[i] - (diffs[i] ^ x)
            assert not wins_closed(row)
            return row
    raise AssertionError("no winning move")


write("sample-1", [[2, 2], [1, 2, 4]], by_rules)
# Luogu's copy of the sample: the same, with one more empty line at the end of the input.
write("luogu-sample-trailing-blank-line", [[2, 2], [1, 2, 4]], by_rules, trailer="\n")
write("smallest", [[0]], by_rules)
write("single-piles", [[0], [1], [2], [10000]], by_rules)
write("zeros-and-equal-piles",
      [[0, 0], [0, 0, 0], [5, 5], [5, 5, 5], [0, 5, 5], [0, 0, 5], [3, 3, 3, 3], [0, 3, 3, 3], [7] * 10,
       [0] * 9 + [7], [1, 1, 2, 2], [0, 1, 1, 2, 2]], by_rules)
def plain_nim_wins(row):
    return reduce(lambda x, y: x ^ y, row, 0) != 0


def steps_from_left_wins(row):
    diffs = [b - a for a, b in zip([0] + list(row), row)]
    return reduce(lambda x, y: x ^ y, diffs[::2], 0) != 0


# Plain Nim on the piles gets these wrong: the xor of the sizes says the opposite of the rules.
not_nim = [[1, 1, 2], [3, 5, 6], [1, 3, 4], [1, 2, 4, 7], [2, 2, 4], [0, 3, 5, 6], [1, 2, 3, 4], [1, 1, 2, 4, 6]]
assert all(plain_nim_wins(r) != by_rules(r) for r in not_nim)
write("not-plain-nim", not_nim, by_rules)
# Counting the steps from the left gets every one of these (even n) wrong.
from_left = [[2, 2], [0, 1], [3, 3], [0, 0, 0, 1], [0, 0, 2, 2], [1, 1, 3, 3], [0, 4, 4, 4, 4, 9]]
assert all(steps_from_left_wins(r) != by_rules(r) for r in from_left)
write("steps-counted-from-the-right", from_left, by_rules)
write("small-all-rows-4-piles-to-6", [r for n in range(1, 5) for r in rows(n, 6)], by_rules)
write("crlf-tabs-no-final-newline", [[2, 2], [1, 2, 4], [0, 3, 3]], by_rules, crlf=True, final_newline=False,
      sep="\t ")
# Exactly u arrangements are read: the format ends by itself (src/tests/faults).
write("stops-at-terminator", [[2, 2]], by_rules)

judge = []
for k in range(10):
    row = random_row(1000, 10000)
    judge.append(losing_from(row) if k % 2 == 0 else row)
write("judge-limits-10-arrangements-1000-piles-to-10000", judge, wins_closed)
judge_edges = [[10000] * 1000, [0] * 999 + [10000], list(range(1000)), [0] * 1000, losing_from(range(9000, 10000))]
write("judge-limits-edges", judge_edges, wins_closed)

# Luogu's copies bound the total of an arrangement (10000 in Chinese, 1000 in English) rather than each pile. Its own
# random stream, so that the files after it do not change with it.
luogu_rng = random.Random(10000)


def row_with_total(n, total):
    """n non-decreasing piles summing to at most `total`, most of it used."""
    cuts = sorted(luogu_rng.randint(0, total) for _ in range(n))
    row = sorted(b - a for a, b in zip([0] + cuts, cuts))
    assert sum(row) <= total
    return row


luogu = []
for k in range(10):
    n = [1000, 1000, 300, 100, 2, 1, 1000, 500, 50, 7][k]
    total = 10000 if k < 6 else 1000
    row = row_with_total(n, total)
    luogu.append(losing_from(row) if k % 2 == 0 else row)
write("luogu-limits-total-at-most-10000", luogu, wins_closed)

beyond = [[MAX], [MAX, MAX], [0, MAX], [MAX - 1, MAX], [1, MAX - 1, MAX], [2**62, 2**63 - 2, MAX]]
for k in range(300):
    n = rng.randint(1, 30)
    row = random_row(n, 2 ** rng.randint(1, 63) - 1)
    beyond.append(losing_from(row) if k % 3 == 0 else row)
write("beyond-judge-to-max-int64", beyond, wins_closed)

many = [random_row(50000, 99999), losing_from(random_row(40000, 99999))]
write("beyond-judge-50000-piles", many, wins_closed)

#!/usr/bin/env python3
"""Writes the anti-sg (HDU 2509 Be the Winner) testdata, every answer derived independently of the C++ solver.

Small rows: the misère row game played by its rules (memoised search; who cannot move wins, i.e. whoever takes the
last apple loses). Larger rows: the SJ theorem (anti-SG, cheat sheet seed 003) written out here, on Grundy values
computed by the rules of one row in normal play (a mex table up to 100 apples), and beyond 100 apples on the
value g(v) = v that this table confirms. The methods are cross-checked here: the table against g(v) = v for v <= 100,
the SJ rule against the search on every multiset of <= 5 rows of 0..6 apples (791 positions, 111 lost).
Run from anywhere: python3 testdata/anti-sg/derive.py
"""
import os
import random
from functools import lru_cache
from itertools import combinations_with_replacement

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


@lru_cache(maxsize=None)
def wins_misere(rows):
    """rows: sorted tuple of non-empty rows. The player to move wins?"""
    if not rows:
        return True  # the opponent took the last apple
    for i, v in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        for block in range(1, v + 1):
            for left in range(0, v - block + 1):
                parts = tuple(x for x in (left, v - block - left) if x > 0)
                if not wins_misere(tuple(sorted(rest + parts))):
                    return True
    return False


def wins_by_rules(rows):
    return wins_misere(tuple(sorted(r for r in rows if r > 0)))


def row_grundy_table(limit):
    g = []
    for v in range(limit + 1):
        options = {g[left] ^ g[v - block - left] for block in range(1, v + 1) for left in range(0, v - block + 1)}
        m = 0
        while m in options:
            m += 1
        g.append(m)
    return g


ROW_GRUNDY = row_grundy_table(100)


def row_grundy(v):
    return ROW_GRUNDY[v] if v <= 100 else v


def wins_sj(rows):
    values = [row_grundy(v) for v in rows]
    xor = 0
    for value in values:
        xor ^= value
    some_above_one = any(value > 1 for value in values)
    return (xor != 0 and some_above_one) or (xor == 0 and not some_above_one)


assert ROW_GRUNDY == list(range(101))
positions = losing = 0
for count in range(1, 6):
    for rows in combinations_with_replacement(range(7), count):
        positions += 1
        losing += not wins_by_rules(rows)
        assert wins_by_rules(rows) == wins_sj(rows), rows
assert (positions, losing) == (791, 111), (positions, losing)


def write(name, cases, answer, nl="\n", sep=" ", between="", final_newline=True):
    text = between.join(f"{len(rows)}{nl}" + sep.join(map(str, rows)) + nl for rows in cases)
    if not final_newline:
        text = text[: -len(nl)]
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("Yes\n" if answer(rows) else "No\n" for rows in cases))


write("sample-1", [[2, 2], [3]], wins_by_rules)
write("smallest-one-apple", [[1]], wins_by_rules)
write("empty-rows", [[0], [0, 0, 0], [0, 1], [0, 1, 1], [0, 0, 1, 1, 1], [0, 2], [2, 0, 2], [0, 0, 1, 0]],
      wins_by_rules)
write("small-all-multisets-4-rows-to-6",
      [list(rows) for count in range(1, 5) for rows in combinations_with_replacement(range(7), count)],
      wins_by_rules)
# Rows of one apple: lost exactly when their number is odd; one longer row turns that around.
ones = [[1] * n for n in range(1, 101)]
ones += [[1] * n + [2] for n in range(0, 100)]
ones += [[1, 0] * n for n in range(1, 51)]
write("rows-of-one-apple", ones, wins_sj)
write("blank-line-between-cases", [[2, 2], [3], [1, 1], [1, 2, 3]], wins_by_rules, between="\n")
write("crlf-tabs-no-final-newline", [[2, 2], [3], [1], [1, 1, 0]], wins_by_rules, nl="\r\n", sep="\t ",
      final_newline=False)

rng = random.Random(2509)


def lost_by_pairing(count, largest):
    """count rows whose lengths xor to 0 with one above 1 (unless impossible): a loss."""
    while True:
        rows = [rng.randint(0, largest) for _ in range(count - 1)]
        xor = 0
        for r in rows:
            xor ^= r
        rows.append(xor)
        if xor <= largest and any(r > 1 for r in rows):
            rng.shuffle(rows)
            return rows


judge = []
for i in range(300):
    kind = i % 3
    if kind == 0:
        judge.append([rng.randint(0, 100) for _ in range(100)])
    elif kind == 1:
        judge.append(lost_by_pairing(100, 100))
    else:
        judge.append([rng.choice([0, 1, 1]) for _ in range(rng.randint(99, 100))])
judge.append([100] * 100)
judge.append([100] * 99 + [99])
write("judge-limits-100-rows-to-100", judge, wins_sj)

beyond = [[MAX], [MAX, MAX], [MAX, MAX - 1], [MAX, MAX - 1, 1], [MAX, 0], [2**62, 2**62 + 1, 1], [2**62, 2**62, 1]]
for _ in range(200):
    count = rng.randint(1, 8)
    rows = [rng.randint(0, MAX) for _ in range(count - 1)]
    xor = 0
    for r in rows:
        xor ^= r
    rows.append(xor if rng.random() < 0.6 else rng.randint(0, MAX))
    beyond.append(rows)
beyond.append([1] * 60000)
beyond.append([1] * 59999 + [0])
beyond.append([1, 0] * 30000 + [2])
write("beyond-judge-to-max-int64", beyond, wins_sj)

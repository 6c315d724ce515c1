#!/usr/bin/env python3
"""Writes the jump-chess-rows (HDU 5724 / Luogu P2575) testdata, every answer derived independently of the C++ solver.

Every answer comes from the rules: the Grundy value of each of the 2^20 rows as the mex of the rows its moves reach
(a piece to the first empty cell right of it), computed here from the full row down, and the rows of a test
xored (Sprague-Grundy). No staircase formula is used for an answer. The xor is cross-checked against whole boards
searched by the rules (a memoised win/loss search over sorted tuples of rows) for every pair of rows on cells
15..20 and every triple on cells 18..20; and the catalogue's staircase formula is checked against the table on
every row, as a check of the catalogue (tests.cpp holds the C++ solver to the C++ table).
Not written here: bad-inputs.txt (scripts/bad-input jump-chess-rows --bless writes its expected lines).
Takes about half a minute (the table). Run from anywhere: python3 testdata/jump-chess-rows/derive.py
"""
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH = 20
FULL = (1 << WIDTH) - 1


def after_move(row, i):
    """The row after the piece on bit i (cell i + 1) moves; None if it cannot."""
    above = ~row & FULL & ~((1 << (i + 1)) - 1)
    if not above:
        return None
    return (row & ~(1 << i)) | (above & -above)


def table():
    g = bytearray(1 << WIDTH)
    for row in range(FULL, -1, -1):
        seen = 0
        r = row
        while r:
            low = r & -r
            a = after_move(row, low.bit_length() - 1)
            if a is not None:
                seen |= 1 << g[a]
            r ^= low
        m = 0
        while seen >> m & 1:
            m += 1
        g[row] = m
    return g


G = table()


def staircase(row):
    value, group, index = 0, 0, 0
    for cell in range(WIDTH, 0, -1):
        if row >> (cell - 1) & 1:
            group += 1
        else:
            if index % 2:
                value ^= group
            index += 1
            group = 0
    if index % 2:
        value ^= group
    return value


@lru_cache(maxsize=None)
def board_wins(rows):
    for k, row in enumerate(rows):
        for i in range(WIDTH):
            if row >> i & 1:
                a = after_move(row, i)
                if a is not None and not board_wins(tuple(sorted(rows[:k] + (a,) + rows[k + 1:]))):
                    return True
    return False


assert all(staircase(row) == G[row] for row in range(1 << WIDTH))
ON15 = [high << 14 for high in range(64)]
for a in ON15:
    for b in ON15:
        assert board_wins(tuple(sorted((a, b)))) == ((G[a] ^ G[b]) != 0), (a, b)
ON18 = [high << 17 for high in range(8)]
for a in ON18:
    for b in ON18:
        for c in ON18:
            assert board_wins(tuple(sorted((a, b, c)))) == ((G[a] ^ G[b] ^ G[c]) != 0)


def wins(rows):
    x = 0
    for row in rows:
        x ^= G[row]
    return x != 0


def cells(row):
    return [c for c in range(1, WIDTH + 1) if row >> (c - 1) & 1]


def write(name, tests, rng=None, crlf=False, final_newline=True, sep=" ", blank_lines=False, trailing=""):
    nl = "\r\n" if crlf else "\n"
    lines = [str(len(tests))]
    for rows in tests:
        if blank_lines:
            lines.append("")
        lines.append(str(len(rows)))
        for row in rows:
            cs = cells(row)
            if rng is not None and rng.random() < 0.33:
                rng.shuffle(cs)
            lines.append(sep.join([str(len(cs))] + [str(c) for c in cs]))
    text = nl.join(lines) + (nl if final_newline else "") + trailing
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("YES\n" if wins(rows) else "NO\n" for rows in tests))
    assert len(text) < 1_500_000, name


def row_of(*cs):
    row = 0
    for c in cs:
        row |= 1 << (c - 1)
    return row


def random_row(rng):
    shape = rng.randint(0, 9)
    if shape == 0:
        return 0
    if shape == 1:
        return FULL
    if shape == 2:
        block = rng.randint(1, 12)
        row = ((1 << block) - 1) << (WIDTH - block)
        for _ in range(rng.randint(0, 3)):
            row |= 1 << rng.randint(0, WIDTH - 1)
        return row
    density = rng.randint(5, 95)
    return sum(1 << c for c in range(WIDTH) if rng.randint(0, 99) < density)


def random_test(rng, rows):
    if rng.random() < 0.35:
        test = []
        while len(test) + 2 <= rows:
            row = random_row(rng)
            test += [row, row]
        if len(test) < rows:
            test.append(0 if rng.random() < 0.5 else random_row(rng))
        rng.shuffle(test)
        return test
    return [random_row(rng) for _ in range(rows)]


rng = random.Random(5724)

write("sample-1", [[row_of(19, 20)], [row_of(19), row_of(18)]])
# The Luogu statement's sample block ends with an empty line: read leniently.
write("luogu-sample-trailing-blank-line", [[row_of(19, 20)], [row_of(19), row_of(18)]], trailing="\n")
# One piece on each cell (it walks 20 - c single steps), the empty row (m = 0), the full row, pieces on 1..19.
hand = [[row_of(c)] for c in range(1, 21)] + [[0], [FULL], [FULL ^ row_of(20)], [FULL ^ row_of(1)],
                                              [row_of(17, 18, 20)], [row_of(14, 15, 16, 19)], [0, 0, 0]]
write("hand-rows", hand)
# Every row on cells 9..20 (4096 rows), dealt into the judge's 100 tests of about 41 rows each.
every = [high << 8 for high in range(1 << 12)]
write("rows-on-cells-9-to-20-in-100-tests", [every[k::100] for k in range(100)], rng)
write("pairs-on-cells-15-to-20", [[ON15[rng.randrange(64)], ON15[rng.randrange(64)]] for _ in range(100)], rng)
# 100 tests (the judge's T), every tenth of 1000 rows (its n), the others of 1 to 50.
write("judge-limits-100-tests-up-to-1000-rows",
      [random_test(rng, 1000 if k % 10 == 0 else rng.randint(1, 50)) for k in range(100)], rng)
write("crlf-tabs-no-final-newline", [[row_of(19, 20)], [row_of(19), row_of(18)], [0, row_of(1)]],
      crlf=True, final_newline=False, sep="\t ", blank_lines=True)
# Exactly T tests are read: the format ends by itself (src/tests/faults).
write("stops-at-terminator", [[row_of(19)]])

# Past the judge: T = 0, a test of no rows, every single row on cells 9..20 as its own test (T = 4096), a test of
# 20000 rows.
write("beyond-judge-zero-tests", [])
write("beyond-judge-zero-rows", [[], [row_of(19)], []])
write("beyond-judge-4096-single-rows", [[row] for row in every], rng)
write("beyond-judge-20000-rows", [random_test(rng, 20000)], rng)

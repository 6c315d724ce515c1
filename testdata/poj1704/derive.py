#!/usr/bin/env python3
"""Writes the poj1704 testdata, every answer derived independently of the C++ solver.

Small cases: Georgia and Bob played by its rules (memoised win/loss search over the
sets of occupied cells; a piece moves left to any free cell before its neighbour).
Large cases: staircase Nim coded here on its own terms: the gaps g_i = p_i - p_(i-1) - 1
between neighbours (with p_0 = 0, a wall) are the steps of a staircase counted from
the right, and Georgia wins iff the xor of the gaps at odd steps (the rightmost
gap, the third from the right, ...) is non-zero; Python's exact integers. The two
are cross-checked on every set of up to 5 cells within 1..12.
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with
the exact error line NAME.err, NAME.args for --strict, and in NAME.out the answers printed
before the bad case, worked out by hand).
Run from anywhere: python3 testdata/poj1704/derive.py
"""
import itertools
import os
import random
from functools import lru_cache, reduce

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


@lru_cache(maxsize=None)
def wins_by_rules(cells):
    """cells: sorted tuple of occupied cells. Does the player to move win?"""
    for i, cell in enumerate(cells):
        wall = cells[i - 1] if i else 0
        for target in range(wall + 1, cell):
            if not wins_by_rules(cells[:i] + (target,) + cells[i + 1:]):
                return True
    return False


def georgia_wins_by_rules(cells):
    return wins_by_rules(tuple(sorted(cells)))


def georgia_wins_closed(cells):
    cells = sorted(cells)
    gaps = [b - a - 1 for a, b in zip([0] + cells, cells)]
    return reduce(lambda x, y: x ^ y, gaps[::-1][::2], 0) != 0


def write(name, cases, answer, crlf=False, final_newline=True, sep=" "):
    nl = "\r\n" if crlf else "\n"
    lines = [str(len(cases))]
    for cells in cases:
        assert len(set(cells)) == len(cells) and all(1 <= c <= MAX for c in cells), name
        lines.append(str(len(cells)))
        lines.append(sep.join(str(c) for c in cells))
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("Georgia will win\n" if answer(cells) else "Bob will win\n" for cells in cases))
    assert len(text) < 500_000, name  # keep the repository small


def all_sets(max_count, max_cell):
    return [list(c) for n in range(1, max_count + 1) for c in itertools.combinations(range(1, max_cell + 1), n)]


for cells in all_sets(5, 12):
    assert georgia_wins_by_rules(cells) == georgia_wins_closed(cells), cells

rng = random.Random(1704)


def shuffled(cells):
    cells = list(cells)
    rng.shuffle(cells)
    return cells


def random_cells(count, max_cell):
    return sorted(rng.sample(range(1, max_cell + 1), count))


def lost(count, max_cell):
    """count cells (ascending) where Georgia loses, built from random pair gaps with xor 0;
    None when they do not fit below max_cell."""
    pairs = (count + 1) // 2
    room = max(0, (max_cell - count) // (2 * pairs))
    heaps = [rng.randint(0, room) for _ in range(pairs - 1)]
    heaps.append(reduce(lambda x, y: x ^ y, heaps, 0))
    cells, cell = [], 0
    for j, heap in enumerate(heaps):
        if j == 0 and count % 2:  # the leftmost piece pairs with the wall at 0
            cell += heap + 1
            cells.append(cell)
            continue
        cell += rng.randint(1, room + 1)  # the free cells between pairs do not matter
        cells.append(cell)
        cell += heap + 1
        cells.append(cell)
    return cells if cell <= max_cell else None


def mixed(count, max_cell):
    if rng.random() < 0.45:
        cells = lost(count, max_cell)
        if cells is not None:
            return cells
    return random_cells(count, max_cell)


write("sample-1", [[1, 2, 3], [1, 5, 6, 7, 9, 12, 14, 17]], georgia_wins_by_rules)
write("smallest", [[1], [2], [1, 2], [2, 3], [1, 3], [10000]], georgia_wins_by_rules)
small = [shuffled(c) for c in all_sets(4, 10)]
write("small-all-sets-4-pieces-to-10", small, georgia_wins_by_rules)
write("unsorted-positions", [[3, 2, 1], [17, 14, 12, 9, 7, 6, 5, 1], [9, 1, 5], [6, 2, 8, 4]],
      georgia_wins_by_rules)
write("crlf-tabs-no-final-newline", [[3, 1, 2], [1, 5, 6, 7, 9, 12, 14, 17], [4]], georgia_wins_by_rules,
      crlf=True, final_newline=False, sep="\t ")

judge = [list(range(9001, 10001)), list(range(1, 1001)), shuffled(range(10, 10001, 10))]
while len(judge) < 20:
    count = 1000 if rng.random() < 0.7 else rng.randint(1, 1000)
    judge.append(shuffled(mixed(count, 10000)))
write("judge-limits-20-cases-1000-pieces-to-10000", judge, georgia_wins_closed)

beyond = [[MAX], [MAX - 1, MAX], [1, MAX], [2**62, MAX - 2**62, MAX], [2**62 + 1, MAX - 2**62, MAX]]
while len(beyond) < 300:
    count = rng.randint(1, 60)
    max_cell = rng.choice([MAX, 2 ** rng.randint(11, 63) - 1])
    beyond.append(shuffled(mixed(count, max_cell)))
write("beyond-judge-to-max-int64", beyond, georgia_wins_closed)

many = [shuffled(mixed(rng.randint(1, 8), 40)) for _ in range(5000)]
write("beyond-judge-5000-cases", many, georgia_wins_closed)

long_rows = [shuffled(mixed(40_000, 1_000_000)), shuffled(mixed(30_000, 1_000_000))]
write("beyond-judge-40000-pieces", long_rows, georgia_wins_closed)

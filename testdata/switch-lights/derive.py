#!/usr/bin/env python3
"""Writes the switch-lights testdata, every answer derived independently of the C++ solver.

Small boards: the game played by its rules (memoised win/loss search over bitmasks of a 3 x 3 board).
Large ones: the Tartan theorem, the xor over the lights of x (x) y, with the nim product written here from Conway's
recursion on halves (F = 2^(2^k): x (x) F = x * F for x < F, F (x) F = F xor F/2), itself checked against the mex
definition for values below 16, and the theorem against the search on every 3 x 3 board.
Run from anywhere: python3 testdata/switch-lights/derive.py
"""
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
WIN, LOSS = "Have a try, lxhgww.", "Don't waste your time."


@lru_cache(maxsize=None)
def nim_product(a, b):
    if a < 2 or b < 2:
        return a * b
    half = 1
    while max(a, b) >> (2 * half):
        half *= 2
    f = 1 << half
    a1, a0, b1, b0 = a >> half, a & (f - 1), b >> half, b & (f - 1)
    low, high = nim_product(a0, b0), nim_product(a1, b1)
    middle = nim_product(a0 ^ a1, b0 ^ b1)
    return (middle ^ low) << half ^ low ^ nim_product(high, f >> 1)


def nim_product_by_mex(limit):
    table = {}
    for a in range(limit):
        for b in range(limit):
            seen = {table[(p, b)] ^ table[(a, q)] ^ table[(p, q)] for p in range(a) for q in range(b)}
            table[(a, b)] = min(set(range(len(seen) + 1)) - seen)
    return table


for (a, b), value in nim_product_by_mex(16).items():
    assert nim_product(a, b) == value, (a, b)


def wins_closed(lights):
    total = 0
    for x, y in lights:
        total ^= nim_product(x, y)
    return total != 0


def board_rules(rows, columns):
    def bit(x, y):
        return 1 << ((x - 1) * columns + (y - 1))

    @lru_cache(maxsize=None)
    def wins(board):
        for x2 in range(1, rows + 1):
            for y2 in range(1, columns + 1):
                if not board & bit(x2, y2):
                    continue
                for x1 in range(1, x2 + 1):
                    for y1 in range(1, y2 + 1):
                        corners = {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}
                        after = board
                        for cell in corners:
                            after ^= bit(*cell)
                        if not wins(after):
                            return True
        return False

    def lights_of(board):
        return [(x, y) for x in range(1, rows + 1) for y in range(1, columns + 1) if board & bit(x, y)]

    return wins, lights_of, bit


def write(name, cases, answer, nl="\n", sep=" ", final_newline=True):
    lines = [str(len(cases))]
    for lights in cases:
        lines.append(str(len(lights)))
        lines += ["%d%s%d" % (x, sep, y) for x, y in lights]
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join((WIN if answer(lights) else LOSS) + "\n" for lights in cases))


wins3, lights3, bit3 = board_rules(3, 3)


def wins_by_rules(lights):
    board = 0
    for x, y in lights:
        board |= bit3(x, y)
    return wins3(board)


every = [lights3(board) for board in range(1 << 9)]
for lights in every:
    assert wins_by_rules(lights) == wins_closed(lights), lights

write("sample-1", [[(1, 2), (2, 1)], [(1, 1), (2, 2)]], wins_by_rules)
write("smallest-no-light", [[]], wins_by_rules)
write("every-board-3x3-by-the-rules", every, wins_by_rules)
# The format ends after the T-th case (lenient): what follows is never read, not even waited for.
with open(os.path.join(HERE, "stops-at-terminator.in"), "w") as f:
    f.write("1\n2\n1 1\n2 2\nnot read 1 2\n")
with open(os.path.join(HERE, "stops-at-terminator.out"), "w") as f:
    f.write((WIN if wins_by_rules([(1, 1), (2, 2)]) else LOSS) + "\n")
write("crlf-tabs-no-final-newline", [[(1, 2), (2, 1)], [(1, 1), (2, 2)], [(3, 3)]], wins_by_rules,
      nl="\r\n", sep="\t ", final_newline=False)


def nim_inverse(x):
    """x^-1 in F_{2^32} (0 < x < 2^32): x^(2^32 - 2), by squaring."""
    result, power, e = 1, x, (1 << 32) - 2
    while e:
        if e & 1:
            result = nim_product(result, power)
        power, e = nim_product(power, power), e >> 1
    return result


def random_case(rng, n, top, lost):
    """n distinct lights with coordinates to top (below 2^32); when `lost`, the last one is worth the others' sum:
    (x, total (x) x^-1) for the first x that puts it on the board."""
    cells, lights = set(), []
    while len(lights) < n:
        cell = (rng.randint(1, top), rng.randint(1, top))
        total = 0
        for x, y in lights:
            total ^= nim_product(x, y)
        if lost and len(lights) == n - 1 and total:  # (with a sum of 0 no last light makes the case lost)
            x = rng.randint(1, top)
            cell = (x, nim_product(total, nim_inverse(x)))
            if not 1 <= cell[1] <= top:
                continue
        if cell not in cells:
            cells.add(cell)
            lights.append(cell)
    return lights


rng = random.Random(3404)
judge = [random_case(rng, 1000, 10000, lost=case % 2 == 0) for case in range(20)]
write("judge-limits-20-cases-of-1000", judge, wins_closed)
beyond = [random_case(rng, rng.randint(2, 50), 2**31 - 1, lost=case % 2 == 0) for case in range(40)]
beyond += [[(2**31 - 1, 1), (1, 2**31 - 1)], [(2**31 - 1, 2**31 - 1)], [(2**31 - 1, 2**31 - 2), (2**30, 2**30)]]
write("beyond-judge-coordinates-to-max-int32", beyond, wins_closed)
print("judge: %d of %d lost; beyond: %d of %d lost" % (
    sum(not wins_closed(c) for c in judge), len(judge), sum(not wins_closed(c) for c in beyond), len(beyond)))

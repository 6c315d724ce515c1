#!/usr/bin/env python3
"""Writes the black-white-moore-count testdata, every answer derived independently of the C++ solver.

Small boards: the board game itself played by its rules in Python (every layout of the k pieces, a memoised search
over the pieces' cells and the side to move, every move of 1..d of the mover's pieces, each any distance its way up
to the next piece), counting the layouts A (white, first) wins. Large boards: the catalogue's formula coded here on
its own terms in Python's exact integers (math.comb, reduced mod 10^9 + 7 only at the end): Moore's Nim_d on the k/2
gaps, C(n, k) less the lost layouts, the lost gap vectors counted digit by digit over their total and the free cells
placed in the k/2 + 1 slots outside the pairs. The formula is checked against the search for every n <= 9, even
k <= n, 1 <= d <= k, and against two closed forms (k = 2: (n - 1)(n - 2)/2; d >= k/2: C(n, k) - C(n - k/2, k/2)).
The statement's sample (10 4 2 -> 182) is asserted by both. Run from anywhere:
python3 testdata/black-white-moore-count/derive.py
"""
import itertools
import os
import sys
from functools import lru_cache
from math import comb

HERE = os.path.dirname(os.path.abspath(__file__))
P = 10**9 + 7
sys.setrecursionlimit(100000)


def board_moves(cells, black, d):
    mine = [j for j in range(len(cells)) if (j % 2 == 1) == black]
    for count in range(1, d + 1):
        for chosen in itertools.combinations(mine, count):
            ranges = []
            for j in chosen:
                if black:
                    ranges.append(range(cells[j - 1] + 1, cells[j]))
                else:
                    ranges.append(range(cells[j] + 1, cells[j + 1]))
            for targets in itertools.product(*ranges):
                after = list(cells)
                for j, t in zip(chosen, targets):
                    after[j] = t
                yield tuple(after)


@lru_cache(maxsize=None)
def wins(cells, black, d):
    return any(not wins(after, not black, d) for after in board_moves(cells, black, d))


def by_rules(n, k, d):
    return sum(wins(c, False, d) for c in itertools.combinations(range(1, n + 1), k)) % P


def by_formula(n, k, d):
    h, free = k // 2, n - k
    lost = {0: 1}
    digit = 1
    while digit <= free:
        nxt = {}
        for total, ways in lost.items():
            for c in range(0, h + 1, d + 1):
                t = total + c * digit
                if t > free:
                    break
                nxt[t] = nxt.get(t, 0) + ways * comb(h, c)
        lost = nxt
        digit *= 2
    losing = sum(ways * comb(free - total + h, h) for total, ways in lost.items())
    return (comb(n, k) - losing) % P


for n in range(2, 10):
    for k in range(2, n + 1, 2):
        for d in range(1, k + 1):
            assert by_rules(n, k, d) == by_formula(n, k, d), (n, k, d)
for n in (2, 3, 50, 10000):
    for d in (1, 2):
        assert by_formula(n, 2, d) == (n - 1) * (n - 2) // 2 % P
for n, k in ((50, 10), (10000, 100), (777, 40)):
    for d in (k // 2, k):
        assert by_formula(n, k, d) == (comb(n, k) - comb(n - k // 2, k // 2)) % P
assert by_rules(10, 4, 2) == by_formula(10, 4, 2) == 182


def write(name, case, answer, text=None):
    n, k, d = case
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text if text is not None else "%d %d %d\n" % case)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("%d\n" % answer(n, k, d))


write("sample-1", (10, 4, 2), by_rules)
write("board-9-6-2-by-the-rules", (9, 6, 2), by_rules)
write("board-9-4-1-by-the-rules", (9, 4, 1), by_rules)
write("board-8-8-3-no-free-cell-by-the-rules", (8, 8, 3), by_rules)
write("board-2-2-1-smallest-by-the-rules", (2, 2, 1), by_rules)
write("judge-largest-10000-100-1", (10000, 100, 1), by_formula)
write("judge-largest-10000-100-100", (10000, 100, 100), by_formula)
write("judge-10000-100-7", (10000, 100, 7), by_formula)
write("judge-10000-2-1", (10000, 2, 1), by_formula)
write("judge-1000-100-3", (1000, 100, 3), by_formula)
write("judge-100-100-50-no-free-cell", (100, 100, 50), by_formula)
write("judge-4097-64-5", (4097, 64, 5), by_formula)
write("beyond-judge-100000-200-1", (100000, 200, 1), by_formula)
write("beyond-judge-65536-150-149", (65536, 150, 149), by_formula)
write("crlf-tabs-no-final-newline", (10, 4, 2), by_rules, text="10\t4\r\n2")

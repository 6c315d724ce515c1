#!/usr/bin/env python3
"""Writes the treblecross-moves (UVa 10561 Treblecross) testdata, every answer derived independently of the C++ solver.

Small boards: the board itself searched by the rules (strings of X and '.', whoever completes XXX wins at once; a
winning cell is one whose X leaves the opponent lost). Larger boards: the catalogue's method written out here in
Python: a cell completing XXX wins at once and is then the only kind of winning cell; otherwise the cells within two
of an X are poisoned, a stretch of m safe cells is worth g(m) = mex g(max(0, p-2)) xor g(max(0, m-p-3)), and a safe
cell wins iff it leaves the xor 0. The method is checked against the search on every board of up to 10 cells.
The sample's expected output has the judge's empty line after LOSING (statement.md).
Run from anywhere: python3 testdata/treblecross-moves/derive.py   (a few seconds)
"""
import itertools
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))


@lru_cache(maxsize=None)
def mover_wins(board):
    if "XXX" in board:
        return False  # the previous player completed three in a row
    return any(not mover_wins(board[:i] + "X" + board[i + 1:]) for i, c in enumerate(board) if c == ".")


def cells_by_search(board):
    return [i + 1 for i, c in enumerate(board) if c == "." and not mover_wins(board[:i] + "X" + board[i + 1:])]


G = [0]


def g(m):
    m = max(0, m)
    while len(G) <= m:
        n = len(G)
        options = {G[max(0, p - 2)] ^ G[max(0, n - p - 3)] for p in range(n)}
        v = 0
        while v in options:
            v += 1
        G.append(v)
    return G[m]


def cells_by_method(board):
    n = len(board)
    x = lambda i: 0 <= i < n and board[i] == "X"
    immediate = [i + 1 for i in range(n) if board[i] == "." and
                 ((x(i - 1) and x(i - 2)) or (x(i - 1) and x(i + 1)) or (x(i + 1) and x(i + 2)))]
    if immediate:
        return immediate
    safe = [board[i] == "." and not any(x(j) for j in range(i - 2, i + 3)) for i in range(n)]
    runs, i = [], 0
    while i < n:
        if safe[i]:
            start = i
            while i < n and safe[i]:
                i += 1
            runs.append((start, i - start))
        else:
            i += 1
    total = 0
    for _, m in runs:
        total ^= g(m)
    if total == 0:
        return []
    return [start + p + 1 for start, m in runs for p in range(m)
            if total ^ g(m) ^ g(p - 2) ^ g(m - p - 3) == 0]


def boards_of(length):
    for cells in itertools.product(".X", repeat=length):
        board = "".join(cells)
        if "XXX" not in board:
            yield board


for length in range(3, 11):
    for board in boards_of(length):
        assert cells_by_method(board) == cells_by_search(board), board


def answer(cells):
    return "WINNING\n%s\n" % " ".join(map(str, cells)) if cells else "LOSING\n\n"


def write(name, boards, small=False):
    find = cells_by_search if small else cells_by_method
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write("%d\n" % len(boards) + "".join(b + "\n" for b in boards))
    with open(os.path.join(HERE, name + ".out"), "w", newline="") as f:
        f.write("".join(answer(find(b)) for b in boards))


def random_board(rng, length, percent):
    board = ""
    for _ in range(length):
        third = board.endswith("XX")
        board += "X" if not third and rng.randrange(100) < percent else "."
    return board


SAMPLE = [".....", "X.....X..X.............X....X..X", ".X.X...X", "." * 47]
write("sample-1", SAMPLE)
with open(os.path.join(HERE, "sample-1.out")) as f:
    assert f.read() == "WINNING\n3\nLOSING\n\nWINNING\n3\nWINNING\n1 12 15 17 20 24 28 31 33 36 47\n"
write("all-boards-3-to-6", [b for n in range(3, 7) for b in boards_of(n)], small=True)
write("all-boards-7", list(boards_of(7)), small=True)
write("empty-boards-3-to-101", ["." * n for n in range(3, 102)])
rng = random.Random(10561)
write("judge-max-200", [random_board(rng, 200, rng.choice([0, 2, 5, 10, 20, 40])) for _ in range(99)])
# Lost boards of 200 cells: random ones kept while the method finds no winning cell.
lost = []
while len(lost) < 99:
    board = random_board(rng, rng.randrange(150, 201), rng.choice([3, 5, 8]))
    if not cells_by_method(board):
        lost.append(board)
write("judge-lost-boards", lost)
write("beyond-judge-3000", ["." * 3000, random_board(rng, 3000, 3), random_board(rng, 2999, 10)])

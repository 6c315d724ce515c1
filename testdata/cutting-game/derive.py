#!/usr/bin/env python3
"""Writes the cutting-game (POJ 2311 Cutting Game) testdata, every answer derived independently of the C++ solver.

Small boards: the game played by its rules, a memoised search over multisets of rectangles in which cutting out a
1 x 1 piece wins (no Grundy values, no reduction). Larger boards: the Grundy table of the reduced game (no cut leaves
a 1-wide piece, normal play), written here in Python. They are cross-checked on every board up to 10 x 10 (9 lost:
sides 2, 3, 7); the table also reproduces the catalogue's counts for 2 <= W, H <= 200 (1089 losing boards, largest
value 9).
Run from anywhere: python3 testdata/cutting-game/derive.py   (some seconds: the table to 500 in Python)
"""
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE_MAX = 200
SUITE_MAX = 500


def piece(w, h):
    return (w, h) if w <= h else (h, w)


@lru_cache(maxsize=None)
def wins_by_search(pieces):
    """pieces: sorted tuple of (short, long) rectangles. Does the player to move win?"""
    for a, b in pieces:
        if a == 1 and b >= 2:  # cut one square off a strip: a 1 x 1 piece
            return True
    for k, (a, b) in enumerate(pieces):
        rest = pieces[:k] + pieces[k + 1:]
        for cut_side, other in ((a, b), (b, a)):
            for at in range(1, cut_side):
                if not wins_by_search(tuple(sorted(rest + (piece(at, other), piece(cut_side - at, other))))):
                    return True
    return False


def grundy_table(limit):
    """g[w][h] for 2 <= w <= h <= limit (mirrored), by the reduced recurrence."""
    g = [[0] * (limit + 1) for _ in range(limit + 1)]
    for w in range(2, limit + 1):
        row = g[w]
        for h in range(w, limit + 1):
            options = {g[i][h] ^ g[w - i][h] for i in range(2, w // 2 + 1)}
            options.update(row[j] ^ row[h - j] for j in range(2, h // 2 + 1))
            m = 0
            while m in options:
                m += 1
            row[h] = m
            g[h][w] = m
    return g


TABLE = grundy_table(SUITE_MAX)

for w in range(2, 11):
    for h in range(2, 11):
        assert wins_by_search((piece(w, h),)) == (TABLE[w][h] != 0), (w, h)
assert [(w, h) for w in range(2, 11) for h in range(2, 11) if not wins_by_search((piece(w, h),))] == \
    [(w, h) for w in (2, 3, 7) for h in (2, 3, 7)]
judge_lost = [(w, h) for w in range(2, JUDGE_MAX + 1) for h in range(2, JUDGE_MAX + 1) if TABLE[w][h] == 0]
assert len(judge_lost) == 1089, len(judge_lost)
assert max(TABLE[w][h] for w in range(2, JUDGE_MAX + 1) for h in range(2, JUDGE_MAX + 1)) == 9


def wins_small(board):
    return wins_by_search((piece(*board),))


def wins_table(board):
    return TABLE[board[0]][board[1]] != 0


def write(name, boards, answer, nl="\n", sep=" ", final_newline=True):
    text = "".join(f"{w}{sep}{h}{nl}" for w, h in boards)
    if not final_newline:
        text = text[: -len(nl)]
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("WIN\n" if answer(b) else "LOSE\n" for b in boards))


write("sample-1", [(2, 2), (3, 2), (4, 2)], wins_small)
write("smallest-2-by-2", [(2, 2)], wins_small)
write("small-all-boards-to-9", [(w, h) for w in range(2, 10) for h in range(2, 10)], wins_small)
write("judge-limits-all-boards-to-200", [(w, h) for w in range(2, JUDGE_MAX + 1) for h in range(2, JUDGE_MAX + 1)],
      wins_table)
rng = random.Random(2311)
suite_lost = [(w, h) for w in range(2, SUITE_MAX + 1) for h in range(2, SUITE_MAX + 1) if TABLE[w][h] == 0]
beyond = [(SUITE_MAX, SUITE_MAX), (2, SUITE_MAX), (SUITE_MAX, 2), (201, 201), (201, 2), (SUITE_MAX, 201)]
beyond += [rng.choice(suite_lost) if i % 3 == 0 else (rng.randint(2, SUITE_MAX), rng.randint(2, SUITE_MAX))
           for i in range(300)]
write("beyond-judge-to-500", beyond, wins_table)
write("crlf-tabs-no-final-newline", [(2, 2), (3, 2), (4, 2), (2, 4), (5, 5)], wins_small, nl="\r\n", sep="\t ",
      final_newline=False)

#!/usr/bin/env python3
"""Writes the nim-moves (HDU 2176 取(m堆)石子游戏) testdata, every answer derived independently of the C++ solver.

Small piles (at most 6 piles of at most 10 stones): Nim played by its rules. Every move (each pile in input order, left
with each smaller size, ascending) is tried, and printed as "a b" when a memoised win/loss search over multisets of
non-empty piles says the position after it is lost for the player then to move; a pile equal to an earlier one is a
move of its own. Large piles: Bouton's theorem in a different form than the solver's: with s the xor of the piles
and t its top bit, each pile a holding bit t (in input order) is left with a xor s; none when s = 0. The two are
cross-checked here on every tuple of up to 4 piles of 0..7 stones and every multiset of up to 6 piles of 0..5.
Not written here: bad-inputs.txt (scripts/bad-input nim-moves --bless writes its expected lines; each of the
problem's own cases was checked by hand).
Run from anywhere: python3 testdata/nim-moves/derive.py
"""
import itertools
import os
import random
from functools import lru_cache, reduce

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1
JUDGE_M, JUDGE_PILE = 200000, 2**31 - 1


@lru_cache(maxsize=None)
def wins(position):
    """position: sorted tuple of the non-empty piles. Does the player to move win?"""
    for i, pile in enumerate(position):
        for left in range(pile):
            after = position[:i] + ((left,) if left else ()) + position[i + 1:]
            if not wins(tuple(sorted(after))):
                return True
    return False


def moves_by_rules(piles):
    moves = []
    for i, pile in enumerate(piles):
        for left in range(pile):
            after = piles[:i] + [left] + piles[i + 1:]
            if not wins(tuple(sorted(p for p in after if p))):
                moves.append((pile, left))
    return moves


def xor(piles):
    return reduce(lambda x, y: x ^ y, piles, 0)


def moves_by_top_bit(piles):
    s = xor(piles)
    if s == 0:
        return []
    top = 1 << (s.bit_length() - 1)
    return [(p, p ^ s) for p in piles if p & top]


# Cross-check, and the counts tests.cpp pins: over the 4681 tuples of 0..4 piles of 0..7, 586 are lost (No), and
# 7903 move lines are printed in all.
tuples = [[]] + [list(t) for n in range(1, 5) for t in itertools.product(range(8), repeat=n)]
lost = lines = 0
for piles in tuples:
    m = moves_by_rules(piles)
    assert m == moves_by_top_bit(piles), piles
    lost += not m
    lines += len(m)
assert (len(tuples), lost, lines) == (4681, 586, 7903), (len(tuples), lost, lines)
for n in range(1, 7):
    for piles in itertools.combinations_with_replacement(range(6), n):
        assert moves_by_rules(list(piles)) == moves_by_top_bit(list(piles)), piles


def answer(piles):
    moves = moves_by_rules(piles) if len(piles) <= 6 and max(piles) <= 10 else moves_by_top_bit(piles)
    return "Yes\n" + "".join("%d %d\n" % m for m in moves) if moves else "No\n"


def write(name, cases, terminator=True, nl="\n", sep=" ", final_newline=True, after="", blank_lines=False):
    lines = []
    for piles in cases:
        assert piles and all(0 <= p <= MAX for p in piles), name
        if blank_lines:
            lines.append("")
        lines.append(str(len(piles)))
        lines.append(sep.join(str(p) for p in piles))
    if terminator:
        lines.append("0")
    text = nl.join(lines) + (nl if final_newline else "") + after
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    out = "".join(answer(piles) for piles in cases)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write(out)
    assert len(text) < 1_000_000 and len(out) < 1_000_000, name  # keep the repository small


rng = random.Random(2176)


def losing(piles, low, high):
    """piles with the last one replaced by the xor of the others, when that stays within [low, high]."""
    x = xor(piles[:-1])
    return piles[:-1] + [x] if low <= x <= high else piles


write("sample-1", [[45, 45], [3, 6, 9], [5, 7, 8, 9, 10]])
with open(os.path.join(HERE, "sample-1.out")) as f:
    assert f.read() == "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n"
# The order is the piles' order in the input, not their sizes'; equal piles are listed once each.
write("input-order-not-sorted", [[10, 9, 8, 7, 5], [9, 5, 8, 7, 10], [2, 1], [6, 3, 4, 1]])
write("equal-piles-each-listed", [[1, 1, 1], [5, 5, 5], [3, 3, 3, 3], [6, 6], [2, 2, 2, 2, 2], [7, 7, 7, 1],
                                  [4, 9, 4, 9, 4]])
write("smallest-one-pile", [[1], [2], [7], [JUDGE_PILE]])
write("small-all-tuples-3-piles-1-to-7",
      [list(t) for n in range(1, 4) for t in itertools.product(range(1, 8), repeat=n)])
write("stops-at-terminator", [[1, 2], [1, 2, 3]], after="2\n5 5\n")
write("no-terminating-line", [[1, 2], [4, 1, 2]], terminator=False)
write("crlf-tabs-no-final-newline", [[45, 45], [3, 6, 9], [5, 7, 8, 9, 10]], nl="\r\n", sep="\t ",
      final_newline=False, blank_lines=True)

# m = 200000 in single digits, so that the file stays under 1 MB; its lost twin has the last pile changed.
row = [rng.randint(1, 9) for _ in range(JUDGE_M)]
while not 1 <= xor(row[:-1]) <= 9 or xor(row[:-1]) == row[-1]:
    row[-2] = rng.randint(1, 9)
twin = losing(row, 1, 9)
assert xor(twin) == 0 and xor(row) != 0
write("judge-limits-200000-piles-1-to-9", [row, twin])

big = [[JUDGE_PILE] * 3, [JUDGE_PILE, JUDGE_PILE], [JUDGE_PILE, JUDGE_PILE - 1, 1], [2**30, 2**30 + 1, 1]]
while sum(len(p) for p in big) < 60000:
    n = rng.choice([1, 2, 3, 5, 10, 100, 1000, 10000])
    piles = [rng.randint(1, JUDGE_PILE) for _ in range(n)]
    big.append(losing(piles, 1, JUDGE_PILE) if rng.random() < 0.4 else piles)
write("judge-limits-piles-to-2147483647", big)

beyond = [[MAX], [MAX, MAX], [MAX, MAX - 1], [MAX, 2**62, MAX - 2**62], [MAX, 2**62, 1], [0, MAX],
          [0], [0, 0], [0, 5, 0, 5], [0, 1, 2, 3], [0, 1], [2**31, 2**31 + 1, 2**32]]
while len(beyond) < 300:
    n = rng.randint(1, 40)
    high = rng.choice([MAX, 2 ** rng.randint(14, 63) - 1])
    piles = [rng.randint(0, high) for _ in range(n)]
    beyond.append(losing(piles, 0, MAX) if rng.random() < 0.4 else piles)
write("beyond-judge-to-max-int64", beyond)

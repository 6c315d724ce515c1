#!/usr/bin/env python3
"""Writes the nim-count-moves (POJ 2975 Nim) testdata, every answer derived independently of the C++ solver.

Small piles (at most 6 piles of at most 10 stones): Nim played by its rules. Every move (pile i left with any smaller
size) is tried, and counted when a memoised win/loss search over multisets of non-empty piles says the position
after it is lost for the player then to move; moves on different piles count apart, equal piles or not.
Large piles: Bouton's theorem in a different form than the solver's: with s the xor of the piles, the winning moves
are one per pile holding the top bit of s (none when s = 0), in Python's exact integers. The two are cross-checked
here on every tuple of up to 4 piles of 0..7 stones and every multiset of up to 6 piles of 0..5 stones.
Not written here: bad-inputs.txt (scripts/bad-input nim-count-moves --bless writes its expected lines; each of the
problem's own cases was checked by hand).
Run from anywhere: python3 testdata/nim-count-moves/derive.py
"""
import itertools
import os
import random
from functools import lru_cache, reduce

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1
JUDGE_N, JUDGE_K = 1000, 10**9


@lru_cache(maxsize=None)
def wins(position):
    """position: sorted tuple of the non-empty piles. Does the player to move win?"""
    for i, pile in enumerate(position):
        for left in range(pile):
            after = position[:i] + ((left,) if left else ()) + position[i + 1:]
            if not wins(tuple(sorted(after))):
                return True
    return False


def count_by_rules(piles):
    count = 0
    for i, pile in enumerate(piles):
        for left in range(pile):
            after = piles[:i] + [left] + piles[i + 1:]
            if not wins(tuple(sorted(p for p in after if p))):
                count += 1
    return count


def xor(piles):
    return reduce(lambda x, y: x ^ y, piles, 0)


def count_by_top_bit(piles):
    s = xor(piles)
    if s == 0:
        return 0
    top = 1 << (s.bit_length() - 1)
    return sum(1 for p in piles if p & top)


# Cross-check, and the counts tests.cpp pins: over the 4681 tuples of 0..4 piles of 0..7, 586 are lost, and the
# winning moves number 7903 in all.
tuples = [[]] + [list(t) for n in range(1, 5) for t in itertools.product(range(8), repeat=n)]
lost = total = 0
for piles in tuples:
    c = count_by_rules(piles)
    assert c == count_by_top_bit(piles), piles
    lost += c == 0
    total += c
assert (len(tuples), lost) == (4681, 586), (len(tuples), lost)
PINNED_TOTAL = total
for n in range(1, 7):
    for piles in itertools.combinations_with_replacement(range(6), n):
        assert count_by_rules(list(piles)) == count_by_top_bit(list(piles)), piles


def answer(piles):
    return count_by_rules(piles) if len(piles) <= 6 and max(piles) <= 10 else count_by_top_bit(piles)


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
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("%d\n" % answer(piles) for piles in cases))
    assert len(text) < 1_000_000, name  # keep the repository small


rng = random.Random(2975)


def losing(piles, low, high):
    """piles with the last one replaced by the xor of the others, when that stays within [low, high]."""
    x = xor(piles[:-1])
    return piles[:-1] + [x] if low <= x <= high else piles


write("sample-1", [[7, 11, 13], [10**9, 10**9]])
with open(os.path.join(HERE, "sample-1.out")) as f:
    assert f.read() == "3\n0\n"
# HDU 1850's sample: the same question in the same format.
write("hdu1850-sample", [[5, 7, 9]])
write("smallest-one-pile", [[1], [2], [7], [10**9]])
write("small-all-tuples-3-piles-1-to-7",
      [list(t) for n in range(1, 4) for t in itertools.product(range(1, 8), repeat=n)])
# Equal piles: moves on different piles count apart, though they leave the same position.
write("equal-piles", [[1, 1, 1], [5, 5, 5], [3, 3, 3, 3], [6, 6], [2, 2, 2, 2, 2], [7, 7, 7, 1], [4, 4, 4, 4, 4, 4]])
write("stops-at-terminator", [[1, 2], [1, 2, 3]], after="2\n5 5\n")
write("no-terminating-line", [[1, 2], [4, 1, 2]], terminator=False)
write("crlf-tabs-no-final-newline", [[7, 11, 13], [1, 1], [4, 1, 2]], nl="\r\n", sep="\t ",
      final_newline=False, blank_lines=True)

judge = [[JUDGE_K] * JUDGE_N, [JUDGE_K] * (JUDGE_N - 1), [1] * JUDGE_N, [1] * (JUDGE_N - 1),
         list(range(1, JUDGE_N + 1)), [2**29 + i for i in range(JUDGE_N)]]
while len(judge) < 50:
    n = JUDGE_N if rng.random() < 0.7 else rng.randint(1, JUDGE_N)
    piles = [rng.randint(1, JUDGE_K) for _ in range(n)]
    judge.append(losing(piles, 1, JUDGE_K) if rng.random() < 0.4 else piles)
write("judge-limits-50-cases-1000-piles-to-1e9", judge)

beyond = [[MAX], [MAX, MAX], [MAX, MAX - 1], [MAX, 2**62, MAX - 2**62], [2**62, 2**62 + 1, 1], [0, MAX],
          [0], [0, 0], [0, 5, 0, 5], [0, 1, 2, 3], [0, 1]]
while len(beyond) < 400:
    n = rng.randint(1, 40)
    high = rng.choice([MAX, 2 ** rng.randint(14, 63) - 1])
    piles = [rng.randint(0, high) for _ in range(n)]
    beyond.append(losing(piles, 0, MAX) if rng.random() < 0.4 else piles)
write("beyond-judge-to-max-int64", beyond)

many = []
for _ in range(20000):
    piles = [rng.randint(1, 9) for _ in range(rng.randint(1, 6))]
    many.append(losing(piles, 1, 9) if rng.random() < 0.4 else piles)
write("many-cases-20000", many)  # the judge states no number of cases: within its limits

# One long row of single digits, so that the file stays under 1 MB; its lost twin has the last pile changed.
row = [rng.randint(1, 9) for _ in range(200_000)]
while not 1 <= xor(row[:-1]) <= 9:
    row[-2] = rng.randint(1, 9)
twin = losing(row, 1, 9)
assert xor(twin) == 0 and xor(row) != 0
write("beyond-judge-200000-piles", [row, twin])

assert PINNED_TOTAL == 7903, PINNED_TOTAL

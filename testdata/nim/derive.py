#!/usr/bin/env python3
"""Writes the nim testdata, every answer derived independently of the C++ solver.

Small cases: Nim played by its rules (memoised win/loss search over multisets of
non-empty piles; a move lowers one pile to any smaller size).
Large cases: Bouton's rule coded here on its own terms: the first player wins iff
the pile sizes xor to non-zero, in Python's exact integers. The two are cross-checked
on every tuple of up to 4 piles of 0..7 stones and every multiset of up to 6 piles
of 0..5 stones.
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with
the exact error line NAME.err, NAME.args for --strict, and in NAME.out the answers printed
before the bad case, checked by hand).
Run from anywhere: python3 testdata/nim/derive.py
"""
import itertools
import os
import random
from functools import lru_cache, reduce

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


@lru_cache(maxsize=None)
def wins_by_rules(position):
    """position: sorted tuple of the non-empty piles. Does the player to move win?"""
    for i, pile in enumerate(position):
        for left in range(pile):
            after = position[:i] + ((left,) if left else ()) + position[i + 1:]
            if not wins_by_rules(tuple(sorted(after))):
                return True
    return False


def first_wins_by_rules(piles):
    return wins_by_rules(tuple(sorted(p for p in piles if p > 0)))


def first_wins_bouton(piles):
    return reduce(lambda x, y: x ^ y, piles, 0) != 0


def write(name, cases, answer, crlf=False, final_newline=True, sep=" ", blank_lines=False):
    nl = "\r\n" if crlf else "\n"
    lines = [str(len(cases))]
    for piles in cases:
        assert all(0 <= p <= MAX for p in piles), name
        if blank_lines:
            lines.append("")
        lines.append(str(len(piles)))
        lines.append(sep.join(str(p) for p in piles))
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("Yes\n" if answer(piles) else "No\n" for piles in cases))
    assert len(text) < 1_000_000, name  # keep the repository small


def all_tuples(max_count, max_pile):
    return [list(t) for n in range(1, max_count + 1) for t in itertools.product(range(max_pile + 1), repeat=n)]


# Cross-check, and the counts tests.cpp pins: 4681 tuples of 0..4 piles of 0..7, 586 of them lost.
tuples = [[]] + all_tuples(4, 7)
lost = 0
for piles in tuples:
    assert first_wins_by_rules(piles) == first_wins_bouton(piles), piles
    lost += not first_wins_bouton(piles)
assert (len(tuples), lost) == (4681, 586), (len(tuples), lost)
for n in range(1, 7):
    for piles in itertools.combinations_with_replacement(range(6), n):
        assert first_wins_by_rules(piles) == first_wins_bouton(piles), piles

rng = random.Random(2197)


def losing(piles):
    """piles after Bouton's winning move (if any): the first pile above pile ^ sum is lowered to it."""
    piles = list(piles)
    total = reduce(lambda x, y: x ^ y, piles, 0)
    for i, p in enumerate(piles):
        if p ^ total < p:
            piles[i] = p ^ total
            break
    return piles


def mixed(count, high):
    piles = [rng.randint(0, high) for _ in range(count)]
    return losing(piles) if rng.random() < 0.45 else piles


write("sample-1", [[1, 1], [1, 0]], first_wins_by_rules)
write("smallest-one-pile", [[0], [1], [2], [7]], first_wins_by_rules)
write("small-all-tuples-3-piles-to-7", all_tuples(3, 7), first_wins_by_rules)
write("equal-and-empty-piles",
      [[5, 5], [5, 5, 5], [0, 0, 0], [0, 7, 0, 7], [3, 3, 3, 3], [6, 6], [0], [1, 1, 1], [0, 0, 1]],
      first_wins_by_rules)
write("crlf-tabs-no-final-newline", [[1, 1], [1, 0], [3, 4, 5], [1, 2, 3]], first_wins_by_rules,
      crlf=True, final_newline=False, sep="\t ", blank_lines=True)
# Exactly T cases are read: the format ends by itself (src/tests/faults).
write("stops-at-terminator", [[1]], first_wins_by_rules)

judge = [[9999] * 10000, [9999], [9999] * 9999, list(range(10000)),
         losing([rng.randint(0, 9999) for _ in range(10000)])]
while len(judge) < 10:
    judge.append(mixed(10000 if rng.random() < 0.7 else rng.randint(1, 10000), 9999))
write("judge-limits-10-cases-10000-piles-to-9999", judge, first_wins_bouton)

beyond = [[MAX], [MAX, MAX], [MAX, MAX - 1], [MAX, 2**62, MAX - 2**62], [2**62, 2**62 + 1, 1], [0, MAX]]
while len(beyond) < 400:
    count = rng.randint(1, 40)
    beyond.append(mixed(count, rng.choice([MAX, 2 ** rng.randint(14, 63) - 1])))
write("beyond-judge-to-max-int64", beyond, first_wins_bouton)

# No piles at all: nobody can move, so the first player loses.
write("beyond-judge-no-piles", [[], [0], [], [4]], first_wins_by_rules)
write("beyond-judge-zero-cases", [], first_wins_by_rules)

many = [mixed(rng.randint(1, 6), 7) for _ in range(20000)]
write("beyond-judge-20000-cases", many, first_wins_by_rules)

# One long row: single digits so that the file stays under 1 MB; its lost twin has one pile lowered.
row = [rng.randint(0, 9) for _ in range(200_000)]
write("beyond-judge-200000-piles", [row, losing(row)], first_wins_bouton)

#!/usr/bin/env python3
"""Writes the misere-nim (POJ 3480 / HDU 1907 John) testdata, every answer derived independently of the C++ solver.

Small cases: misère Nim played by its rules (memoised win/loss search over multisets of non-empty piles; a move
lowers one pile to any smaller size; the player who cannot move WINS, because the opponent ate the last sweet).
Large cases: Bouton's misère rule coded here on its own terms, in Python's exact integers: with no pile above 1,
John wins iff the number of non-empty piles is even; otherwise iff the piles xor to non-zero. The two are
cross-checked on every tuple of up to 4 piles of 0..7 (4681 tuples, 585 lost: the count tests.cpp pins) and on
every multiset of up to 6 piles of 0..5.
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with the exact error line
NAME.err, NAME.args for --strict, and in NAME.out the answers printed before the bad case, checked by hand).
Run from anywhere: python3 testdata/misere-nim/derive.py
"""
import itertools
import os
import random
from functools import lru_cache, reduce

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


@lru_cache(maxsize=None)
def wins_by_rules(position):
    """position: sorted tuple of the non-empty piles. Does the player to move win (misère play)?"""
    if not position:
        return True  # no move: the opponent ate the last sweet
    for i, pile in enumerate(position):
        for left in range(pile):
            after = position[:i] + ((left,) if left else ()) + position[i + 1:]
            if not wins_by_rules(tuple(sorted(after))):
                return True
    return False


def john_wins_by_rules(piles):
    return wins_by_rules(tuple(sorted(p for p in piles if p > 0)))


def john_wins_bouton(piles):
    if all(p <= 1 for p in piles):
        return sum(1 for p in piles if p > 0) % 2 == 0
    return reduce(lambda x, y: x ^ y, piles, 0) != 0


tuples = [list(t) for n in range(0, 5) for t in itertools.product(range(8), repeat=n)]
lost = 0
for piles in tuples:
    assert john_wins_by_rules(piles) == john_wins_bouton(piles), piles
    lost += not john_wins_bouton(piles)
assert (len(tuples), lost) == (4681, 585), (len(tuples), lost)
for n in range(1, 7):
    for piles in itertools.combinations_with_replacement(range(6), n):
        assert john_wins_by_rules(piles) == john_wins_bouton(piles), piles


def write(name, cases, answer, nl="\n", sep=" ", blank_lines=False, final_newline=True):
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
        f.write("".join("John\n" if answer(piles) else "Brother\n" for piles in cases))
    assert len(text) < 1_000_000, name  # keep the repository small


rng = random.Random(3480)


def xor_zero(piles):
    """piles after Bouton's normal-play move (if any): the first pile above pile ^ xor is lowered to it."""
    piles = list(piles)
    total = reduce(lambda x, y: x ^ y, piles, 0)
    for i, p in enumerate(piles):
        if p ^ total < p:
            piles[i] = p ^ total
            break
    return piles


write("sample-1", [[3, 5, 1], [1]], john_wins_by_rules)
# The BZOJ 1022 copy of the sample as stored: a space ending every line but the last, then an empty line.
with open(os.path.join(HERE, "bzoj-sample-trailing-spaces.in"), "w", newline="") as f:
    f.write("2 \n3 \n3 5 1 \n1 \n1\n\n")
with open(os.path.join(HERE, "bzoj-sample-trailing-spaces.out"), "w") as f:
    f.write("".join("John\n" if john_wins_by_rules(piles) else "Brother\n" for piles in [[3, 5, 1], [1]]))
write("smallest-one-pile", [[1], [2], [3], [7]], john_wins_by_rules)
# Piles of one sweet: John wins exactly when their number is even; one larger pile turns an odd number around.
ones = [[1] * n for n in range(1, 48)]
ones += [[1] * n + [2] for n in range(0, 47)]
ones += [[1] * n + [4747] for n in range(0, 47)]
write("piles-of-one-sweet", ones, john_wins_bouton)
write("small-all-tuples-3-piles-to-7", [list(t) for n in range(1, 4) for t in itertools.product(range(1, 8), repeat=n)],
      john_wins_by_rules)
write("crlf-tabs-no-final-newline", [[3, 5, 1], [1], [1, 1], [2, 2], [1, 2, 3]], john_wins_by_rules,
      nl="\r\n", sep="\t ", blank_lines=True, final_newline=False)
# Exactly T cases are read: the format ends by itself (src/tests/faults).
write("stops-at-terminator", [[1]], john_wins_by_rules)

judge = [[4747] * 47, [4747] * 46 + [4746], [1] * 47, [1] * 46, [4747], [1], [1, 4747], [4747, 4747]]
while len(judge) < 474:
    count = 47 if rng.random() < 0.5 else rng.randint(1, 47)
    kind = len(judge) % 3
    if kind == 0:
        piles = [1] * count
    else:
        piles = [rng.randint(1, 4747) for _ in range(count)]
        if kind == 1:
            piles = xor_zero(piles)
            if 0 in piles:  # the judge has no empty pile: start again
                continue
    rng.shuffle(piles)
    judge.append(piles)
write("judge-limits-474-cases-47-piles-to-4747", judge, john_wins_bouton)

# Beyond the judge: empty piles (they take no part), no piles, no cases, piles up to 2^63 - 1, many piles.
empty = [[0], [0, 0], [0, 1], [0, 1, 1], [1, 0, 1, 0, 1], [0, 2], [2, 0, 2], [0, 0, 0, 3], [0, 1, 2, 3], []]
write("beyond-judge-empty-piles", empty, john_wins_by_rules)
write("beyond-judge-zero-cases", [], john_wins_by_rules)
beyond = [[MAX], [MAX, MAX], [MAX, MAX - 1], [MAX, 2**62, MAX - 2**62], [MAX, 1], [MAX, 1, 1], [2**62, 2**62, 1],
          [2, 3, 1], [2, 3]]
while len(beyond) < 400:
    count = rng.randint(1, 40)
    piles = [rng.randint(0, rng.choice([MAX, 2 ** rng.randint(2, 63) - 1])) for _ in range(count)]
    beyond.append(xor_zero(piles) if rng.random() < 0.45 else piles)
write("beyond-judge-to-max-int64", beyond, john_wins_bouton)
many = [[rng.choice([0, 1, 1, 2, 3, 5, 7]) for _ in range(rng.randint(1, 6))] for _ in range(20000)]
many = [xor_zero(p) if i % 4 == 0 else p for i, p in enumerate(many)]
write("beyond-judge-20000-cases", many, john_wins_by_rules)
row = [1] * 100_000
write("beyond-judge-100000-piles", [row, row[1:], row[1:] + [0], row + [2]], john_wins_bouton)

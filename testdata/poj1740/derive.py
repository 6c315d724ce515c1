#!/usr/bin/env python3
"""Writes the poj1740 testdata, every answer derived independently of the C++ solver.

Small cases: A New Stone Game played by its rules (memoised win/loss search over
multisets of non-empty piles; every way to throw away and to spread is tried).
Large cases: the pairing rule, coded here on its own terms: Alice loses iff every
non-zero pile size occurs an even number of times (a Counter, no sorting), in
Python's exact integers. The two are cross-checked on every multiset of up to 4
piles of 0..4 stones, and of up to 5 piles of 0..3 stones.
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with
the exact error line NAME.err, NAME.args for --strict, and in NAME.out the answers printed
before the bad case, worked out by hand).
Run from anywhere: python3 testdata/poj1740/derive.py
"""
import itertools
import os
import random
from collections import Counter
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


def spreads(stones, piles):
    """Every way to hand out at most `stones` stones to `piles` piles: tuples of gifts."""
    if piles == 0:
        yield ()
        return
    for gift in range(stones + 1):
        for rest in spreads(stones - gift, piles - 1):
            yield (gift,) + rest


@lru_cache(maxsize=None)
def wins_by_rules(position):
    """position: sorted tuple of the non-empty piles. Does the player to move win?"""
    for i, pile in enumerate(position):
        others = position[:i] + position[i + 1:]
        for left in range(pile):  # at least one stone thrown away
            for gifts in spreads(left, len(others)):
                kept = left - sum(gifts)
                after = [o + g for o, g in zip(others, gifts)] + ([kept] if kept else [])
                if not wins_by_rules(tuple(sorted(after))):
                    return True
    return False


def alice_wins_by_rules(piles):
    return wins_by_rules(tuple(sorted(p for p in piles if p > 0)))


def alice_wins_closed(piles):
    return any(count % 2 for size, count in Counter(piles).items() if size > 0)


def write(name, cases, answer, terminator=True, crlf=False, final_newline=True, sep=" "):
    nl = "\r\n" if crlf else "\n"
    lines = []
    for piles in cases:
        lines.append(str(len(piles)))
        lines.append(sep.join(str(p) for p in piles))
    if terminator:
        lines.append("0")
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("1\n" if answer(piles) else "0\n" for piles in cases))
    assert len(text) < 500_000, name  # keep the repository small


def all_multisets(max_count, max_pile):
    return [list(c) for n in range(1, max_count + 1)
            for c in itertools.combinations_with_replacement(range(max_pile + 1), n)]


for piles in all_multisets(4, 4) + all_multisets(5, 3):
    assert alice_wins_by_rules(piles) == alice_wins_closed(piles), piles

rng = random.Random(1740)


def paired(count, low, high):
    """count piles whose non-empty sizes pair up (zeros fill an odd place), shuffled."""
    piles = []
    while len(piles) + 2 <= count:
        size = rng.randint(low, high)
        piles += [size, size]
    piles += [0] * (count - len(piles))
    rng.shuffle(piles)
    return piles


def near(piles, high):
    """piles with one of them changed by one (kept within 0..high)."""
    piles = list(piles)
    i = rng.randrange(len(piles))
    piles[i] = piles[i] + 1 if piles[i] < high else piles[i] - 1
    return piles


write("sample-1", [[2, 1, 3], [1, 1]], alice_wins_by_rules)
write("smallest-one-pile", [[1], [0], [2], [100]], alice_wins_by_rules)
write("empty-piles-take-no-part",
      [[0, 1, 1], [0, 0], [0, 0, 0], [0, 5], [1, 0, 1], [0, 2, 0, 2], [0, 0, 3, 3, 0],
       [0, 1, 2], [3, 0, 3, 0, 4, 4], [0, 7, 7, 0, 7]], alice_wins_by_rules)
write("small-all-multisets-4-piles-to-4", all_multisets(4, 4), alice_wins_by_rules)
write("no-terminating-zero", [[2, 1, 3], [1, 1], [4, 4, 5]], alice_wins_by_rules, terminator=False)
write("crlf-tabs-no-final-newline", [[2, 1, 3], [1, 1], [0, 1, 1], [6, 6, 2, 2]], alice_wins_by_rules,
      crlf=True, final_newline=False, sep="\t ")

judge = [[100] * 10, [1] * 10, [100] * 9, list(range(91, 101)), [1], [100]]
for _ in range(3000):
    n = rng.randint(1, 10)
    r = rng.random()
    if r < 0.35:
        piles = paired(n, 1, 100)
    elif r < 0.5:
        piles = near(paired(n, 1, 100), 100)
    else:
        piles = [rng.randint(1, 100) for _ in range(n)]
    judge.append(piles)
write("judge-limits-10-piles-to-100", judge, alice_wins_closed)

beyond = [[MAX, MAX], [MAX], [MAX - 1, MAX], [0, MAX, MAX], [MAX, 1, MAX, 1], [MAX, MAX, MAX]]
for _ in range(400):
    n = rng.randint(1, 40)
    big = 2 ** rng.randint(7, 63) - 1
    if rng.random() < 0.5:
        piles = paired(n, 0, big)
        if rng.random() < 0.3:
            piles = near(piles, MAX)
    else:
        piles = [rng.randint(0, big) for _ in range(n)]
    beyond.append(piles)
write("beyond-judge-to-max-int64", beyond, alice_wins_closed)

# Long rows: many piles in one case, small sizes so that the file stays small.
long_rows = [paired(80_000, 1, 99), near(paired(25_000, 1, 99), 99), paired(24_999, 1, 99) + [MAX]]
write("beyond-judge-80000-piles", long_rows, alice_wins_closed)

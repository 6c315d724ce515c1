#!/usr/bin/env python3
"""Writes the pas testdata, every answer derived independently of the C++ solver.

Small boards: the game played on the board itself, a bitmask of covered cells, by
memoised search over every way to lay a stripe on free cells.
Every board: an independent Python Grundy computation over free segments (a stripe
of length s laid in a free segment of length L leaves segments a and L - s - a; the
option's value is g(a) xor g(L - s - a)); the first player wins iff g(p) != 0.
The two methods are cross-checked here for all lengths 1..6 and boards up to 12.
Small cases use the search; judge-size and beyond-judge cases (boards to 10^4) the table,
with boards picked from the table's losing boards so that both answers occur. Boards past
the table's reach (20000) use odd lengths with a 1-stripe, where a parity proof gives the answer.
Run from anywhere: python3 testdata/pas/derive.py (about 10 s of CPU).
"""
import itertools
import operator
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))


def wins_by_rules(lengths, p):
    """Does the first player win on an empty board of p cells? Plays on the cells."""
    stripes = [((1 << s) - 1, s) for s in lengths if s <= p]

    @lru_cache(maxsize=None)
    def wins(covered):
        for bits, s in stripes:
            for start in range(p - s + 1):
                if covered & (bits << start) == 0 and not wins(covered | (bits << start)):
                    return True
        return False

    return wins(0)


def grundy_table(lengths, limit):
    """g(0..limit) of the segment-splitting game with the given stripe lengths."""
    g = [0] * (limit + 1)
    distinct = sorted(set(lengths))
    for segment in range(1, limit + 1):
        seen = set()
        for s in distinct:
            rest = segment - s
            if rest < 0:
                break
            half = rest // 2
            # g(a) xor g(rest - a) for a = 0 .. half: pair g[0..half] with g[rest], g[rest - 1], ...
            seen.update(map(operator.xor, g[0:half + 1], g[rest:rest - half - 1 if rest - half - 1 >= 0 else None:-1]))
        value = 0
        while value in seen:
            value += 1
        g[segment] = value
    return g


def answers_by_grundy(lengths, boards):
    g = grundy_table(lengths, max(boards, default=0))
    return [g[p] != 0 for p in boards]


def answers_by_rules(lengths, boards):
    return [wins_by_rules(tuple(lengths), p) for p in boards]


def write(name, lengths, boards, answers, crlf=False, final_newline=True, sep=" "):
    nl = "\r\n" if crlf else "\n"
    lines = [sep.join(str(s) for s in lengths), str(len(boards))] + [str(p) for p in boards]
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("1\n" if wins else "2\n" for wins in answers))


# The two methods agree on every small game.
for lengths in itertools.combinations_with_replacement(range(1, 7), 3):
    g = grundy_table(lengths, 12)
    for p in range(1, 13):
        assert (g[p] != 0) == wins_by_rules(lengths, p), (lengths, p)

sample = ([1, 5, 1], [1, 5, 6])
assert answers_by_rules(*sample) == [True, True, False]  # the statement's sample output 1 1 2
write("sample-1", *sample, answers_by_rules(*sample))
write("crlf-tabs-no-final-newline", *sample, answers_by_rules(*sample), crlf=True, final_newline=False, sep="\t ")
write("smallest-one-cell", [1, 1, 1], [1], answers_by_rules([1, 1, 1], [1]))
write("zero-boards", [1, 2, 3], [], [])

cases = {
    # Boards shorter than every stripe: no move at all, the first player loses.
    "stripe-longer-than-board": ([7, 9, 8], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
    "duplicate-lengths-all-equal": ([4, 4, 4], list(range(1, 17))),
    "duplicate-lengths-two-equal": ([3, 1, 3], list(range(16, 0, -1))),
    # 1 2 3 wins everywhere (middle stripe of p's parity, then mirror); 1 and 3
    # alone lose every even board. 2 3 7 wins board 5; 2 and 7 alone lose it.
    "middle-stripe-matters": ([1, 2, 3], list(range(1, 17))),
    "middle-stripe-matters-no-ones": ([2, 3, 7], list(range(1, 17))),
    "small-lengths-2-5-6": ([2, 5, 6], list(range(1, 17))),
}
for name, (lengths, boards) in cases.items():
    write(name, lengths, boards, answers_by_rules(lengths, boards))
assert not any(answers_by_rules([1, 3, 3], [2, 4, 6, 8]))
assert answers_by_rules([2, 3, 7], [5]) == [True] and answers_by_rules([2, 7, 7], [5]) == [False]

rng = random.Random(8369)


def boards_to_check(lengths, count, low, high):
    """count boards in low..high: the game's losing boards and the boards where dropping its longest stripe
    changes the answer (as many as fit in half the count), the largest board, then random boards."""
    g = grundy_table(lengths, high)
    without_longest = [s for s in lengths if s != max(lengths)] or [max(lengths)]
    h = grundy_table(without_longest, high)
    special = [p for p in range(low, high + 1) if g[p] == 0 or (g[p] == 0) != (h[p] == 0)]
    boards = rng.sample(special, min(len(special), count // 2)) + [high]
    boards += [rng.randint(low, high) for _ in range(count - len(boards))]
    rng.shuffle(boards)
    return boards, [g[p] != 0 for p in boards]


judge = {
    "judge-limits-short-stripes": ([3, 5, 11], 1),
    "judge-limits-mixed-stripes": ([5, 1000, 3], 1),
    "judge-limits-long-stripes": ([1000, 999, 1000], 990),  # boards where the long stripes fit, or just fail to
    "judge-limits-random-stripes": ([rng.randint(1, 60) for _ in range(3)], 1),
}
for name, (lengths, low) in judge.items():
    write(name, lengths, *boards_to_check(lengths, 1000, low, 1000))

# Past the judge: boards up to 10^4, stripes longer than 1000, more boards than the judge's m <= 1000.
write("beyond-judge-boards-to-10000", [3, 7, 19], *boards_to_check([3, 7, 19], 3000, 1, 10000))
write("beyond-judge-long-stripes-to-10000", [2999, 3, 5], *boards_to_check([2999, 3, 5], 1000, 1001, 10000))

# Boards past the Python table's reach (20000 here; the solver goes to 50000, which tests.cpp checks the same
# way, kept out of testdata because it takes over 5 s under ASan) get their answer from a proof.
# When every length is odd and one of them is 1, a 1-stripe fits any free cell, so play ends with the board
# full after a number of moves of p's parity: the first player wins iff p is odd (checked by the rules above
# for p <= 12, and here again).
for p in range(1, 13):
    assert wins_by_rules((5, 1, 3), p) == (p % 2 == 1)
largest = [1, 2, 1000, 9999, 10000] + list(range(19990, 20001))
write("beyond-judge-board-20000-odd-stripes", [5, 1, 3], largest, [p % 2 == 1 for p in largest])

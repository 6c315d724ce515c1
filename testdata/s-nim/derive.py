#!/usr/bin/env python3
"""Writes the s-nim (HDU 1536 S-Nim) testdata, every answer derived independently of the C++ solver.

Small cases: whole positions played by the rules (memoised win/loss search over multisets of
heaps; a move removes exactly s beads from one heap, s in S, s <= heap); no Grundy values.
Large cases: the Sprague-Grundy sum coded here on its own terms: g(h) = mex{g(h - s)}, a plain
Python list per test case, and W iff the xor of the heaps' g is non-zero. Known values checked here:
S = {1, 3, 4} loses exactly at heaps 0, 2 mod 7 (the Nim articles), and S = the squares up to 100
gives OEIS A014586 (Take-a-Square) for heaps 0..98.
The two are cross-checked on every S within {1..6} and every multiset of 1..3 heaps of 0..10,
which also gives the count that tests.cpp pins (printed when run).
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with
the exact error line NAME.err, NAME.args for --strict, and in NAME.out the answers printed
before the bad case, checked by hand).
Run from anywhere: python3 testdata/s-nim/derive.py
"""
import itertools
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


def searcher(amounts):
    amounts = tuple(sorted(set(amounts)))

    @lru_cache(maxsize=None)
    def wins(heaps):
        for i, h in enumerate(heaps):
            for s in amounts:
                if s <= h and not wins(tuple(sorted(heaps[:i] + (h - s,) + heaps[i + 1:]))):
                    return True
        return False

    return lambda heaps: wins(tuple(sorted(heaps)))


def grundy_table(amounts, top):
    g = []
    for h in range(top + 1):
        seen = {g[h - s] for s in amounts if s <= h}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def by_rules(amounts, positions):
    wins = searcher(amounts)
    return [wins(p) for p in positions]


def by_grundy(amounts, positions):
    top = max([h for p in positions for h in p] + [0])
    g = grundy_table(amounts, top)
    answers = []
    for p in positions:
        x = 0
        for h in p:
            x ^= g[h]
        answers.append(x != 0)
    return answers


def multisets(max_count, max_heap):
    return [list(c) for n in range(1, max_count + 1)
            for c in itertools.combinations_with_replacement(range(max_heap + 1), n)]


# The exhaustive comparison tests.cpp makes: every S within {1..6}, every multiset of 1..3 heaps of 0..10.
small_positions = multisets(3, 10)
checked = losing = 0
for size in range(1, 7):
    for amounts in itertools.combinations(range(1, 7), size):
        rules = by_rules(amounts, small_positions)
        assert rules == by_grundy(amounts, small_positions), amounts
        checked += len(rules)
        losing += rules.count(False)
print("S within {1..6}, 1..3 heaps of 0..10: %d positions, %d losing" % (checked, losing))


def write(name, cases, answer, terminator=True, crlf=False, final_newline=True, sep=" "):
    """cases: [(amounts as written, [heaps, ...]), ...]"""
    nl = "\r\n" if crlf else "\n"
    lines, out = [], []
    for amounts, positions in cases:
        lines.append(sep.join(str(x) for x in [len(amounts)] + list(amounts)))
        lines.append(str(len(positions)))
        for heaps in positions:
            lines.append(sep.join(str(x) for x in [len(heaps)] + list(heaps)))
        out.append("".join("W" if w else "L" for w in answer(amounts, positions)) + "\n")
    if terminator:
        lines.append("0")
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join(out))
    assert len(text) < 1_000_000, name  # keep the repository small


rng = random.Random(1536)

sample = [((2, 5), [[5, 12], [2, 4, 7], [2, 3, 7, 12]]), ((1, 2, 3, 4, 5), [[5, 12], [2, 4, 7], [2, 3, 7, 12]])]
write("sample-1", sample, by_rules)
write("stops-at-terminator", [((3, 1, 2), [[4], [5, 1]])], by_rules)
write("no-terminating-zero", sample, by_rules, terminator=False)
write("crlf-tabs-no-final-newline", sample, by_rules, crlf=True, final_newline=False, sep="\t ")
write("smallest", [((1,), [[0]])], by_rules)
# Heaps of 0 beads, a set whose amounts all exceed the heaps, repeated and unsorted amounts.
write("empty-heaps-and-unusable-amounts",
      [((3,), [[0], [0, 0, 0], [1, 2], [3], [3, 0], [3, 3], [6]]),
       ((10, 20), [[0], [9], [9, 9, 5], [10], [10, 0], [10, 10]]),
       ((5, 2, 2, 5, 2), [[5, 12], [2, 4, 7], [2, 3, 7, 12], [4], [5, 5]]),
       ((4, 1, 3), [[2], [7], [9], [2, 7], [14, 16], [100], [1, 2, 3]])], by_rules)
# Peers break out of the move loop at the first amount larger than the heap: wrong unless S is sorted.
write("unsorted-set", [((5, 1), [[1], [2], [4], [5], [6], [7]]), ((3, 1, 2), [[1], [2], [3], [4], [4, 1]]),
                       ((9, 7, 4, 2, 1), [[h] for h in range(13)] + [[3, 5], [6, 8, 12]])], by_rules)
# The table belongs to one S: the same heaps, other sets, other answers.
write("table-per-test-case", [((1,), [[1], [2], [1, 2], [3, 4]]), ((2,), [[1], [2], [1, 2], [3, 4]]),
                              ((1, 2), [[1], [2], [1, 2], [3, 4]]), ((1,), [[1], [2], [1, 2], [3, 4]])], by_rules)
# The Nim articles: S = {1, 3, 4} loses exactly at heaps 0 and 2 mod 7. The cheat sheet's Bash game: S = {1, 2, 3}.
write("one-three-four-period-7", [((1, 3, 4), [[h] for h in range(101)])], by_rules)
for h in range(101):
    assert by_grundy((1, 3, 4), [[h]]) == [h % 7 not in (0, 2)]
A014586 = [0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 3, 2, 3, 4, 0,
           1, 2, 3, 2, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 0, 1, 0, 1, 2,
           4, 3, 0, 1, 5, 6, 2, 3, 4, 5, 6, 2, 3, 4, 5, 0, 1, 6, 3, 2, 4, 2, 6, 4, 5, 0, 1, 6, 4]
assert grundy_table([s * s for s in range(1, 11)], 98) == A014586
# Take-a-Square as a test case, answered from the OEIS values themselves: the squares up to 100, unsorted and
# repeated; every heap 0..98 alone, and beside the next heap.


def by_a014586(amounts, positions):
    answers = []
    for p in positions:
        x = 0
        for h in p:
            x ^= A014586[h]
        answers.append(x != 0)
    return answers


write("take-a-square-oeis-a014586",
      [((49, 1, 100, 4, 81, 9, 64, 16, 36, 25, 4), [[h] for h in range(99)] + [[h, h + 1] for h in range(98)])],
      by_a014586)
write("small-all-sets-to-4-heaps-to-6",
      [(s, multisets(2, 6)) for n in range(1, 5) for s in itertools.combinations(range(1, 5), n)], by_rules)


def random_case(k, max_amount, m, l, max_heap, loss_share=0.3):
    amounts = [rng.randint(1, max_amount) for _ in range(k)]
    positions = []
    for _ in range(m):
        count = rng.randint(1, l)
        heaps = [rng.randint(0, max_heap) for _ in range(count)]
        if rng.random() < loss_share and count >= 2:  # equal pairs cancel: often lost
            heaps = heaps[: count // 2] * 2
            rng.shuffle(heaps)
        positions.append(heaps)
    return amounts, positions


judge = [random_case(100, 10000, 100, 100, 10000) for _ in range(3)]
judge.append(random_case(100, 100, 100, 100, 10000))
judge.append(random_case(5, 30, 100, 100, 10000))
judge.append((list(range(1, 101)), [[10000] * 100, [0] * 100, [100, 101], [9999, 10000]]))
write("judge-limits-100-amounts-100-positions-100-heaps", judge, by_grundy)

# S = {1..1000} is the costliest set, 10^3 mex steps a heap: its heaps stop at 10^5 to keep the sanitizer run
# within its time limit (the release solver takes 0.8 s to reach 10^6 with it).
beyond = [(list(range(1, 1001)), [[100000], [99999, 100000], [1001, 1001, 1], [1001, 1]]),
          (list(range(1, 101)), [[1000000], [999999, 1000000], [1000000, 1000000 % 101]]),
          ([MAX, 1, MAX - 1, 2**40], [[0], [1], [2], [1000000], [999999], [1000000, 1]]),
          ([3, 7, 1000000], [[1000000], [999999], [999999, 1000000], [1000000, 1000000, 1000000]]),
          random_case(7, 50, 30, 20, 1000000),
          random_case(300, 100000, 20, 50, 100000),
          ([1], [[], [], [0]]),  # positions with no heap: lost
          ([1, 2], [])]  # no position: an empty line
write("beyond-judge-heaps-to-10-6", beyond, by_grundy)

#!/usr/bin/env python3
"""Writes the bash (HDU 1846) testdata, every answer derived independently of the C++ solver.

Cases with n <= 10^4: the Bash game played by its rules, position by position from 0 up
(n is won iff some move 1..min(m, n) reaches a lost position; the last lost position
seen is kept, so each n costs O(1): n is won iff it lies within m of it).
Cases beyond: the closed form coded here on its own terms, n % (m + 1) != 0, in Python's
exact integers (m + 1 = 2^63 is no special case here). The two are cross-checked for every
n <= 150 and 1 <= m <= 150, and the sliding rule against the plain move-by-move search for
n, m <= 60.
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with
the exact error line NAME.err, NAME.args for --strict, and in NAME.out the answers printed
before the bad case, checked by hand).
Run from anywhere: python3 testdata/bash/derive.py
"""
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


@lru_cache(maxsize=None)
def wins_by_search(n, m):
    return any(not wins_by_search(n - t, m) for t in range(1, min(m, n) + 1))


def first_wins_by_rules(n, m):
    """Retrograde from 0: the player to move at n wins iff a lost position lies 1..m below n."""
    assert n <= 10**4
    last_lost = 0  # 0: no move, lost
    for k in range(1, n + 1):
        if k - last_lost > m:
            last_lost = k
    return n != last_lost


def first_wins_closed(n, m):
    return n % (m + 1) != 0


for m in range(1, 61):
    for n in range(61):
        assert wins_by_search(n, m) == first_wins_by_rules(n, m), (n, m)
for m in range(1, 151):
    for n in range(151):
        assert first_wins_by_rules(n, m) == first_wins_closed(n, m), (n, m)


def write(name, cases, answer, crlf=False, final_newline=True, sep=" ", blank_lines=False):
    nl = "\r\n" if crlf else "\n"
    lines = [str(len(cases))]
    for n, m in cases:
        assert 0 <= n <= MAX and 1 <= m <= MAX, name
        if blank_lines:
            lines.append("")
        lines.append(f"{n}{sep}{m}")
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("first\n" if answer(n, m) else "second\n" for n, m in cases))
    assert len(text) < 1_000_000, name


rng = random.Random(1846)

write("sample-1", [(23, 2), (4, 3)], first_wins_by_rules)
write("smallest", [(1, 1), (2, 1), (1, 2), (2, 2), (3, 2)], first_wins_by_rules)
write("small-all-pairs-to-30", [(n, m) for n in range(1, 31) for m in range(1, 31)], first_wins_by_rules)
# n <= m (take everything), n = m + 1 (lost), multiples of m + 1 and their neighbours.
edges = [(1000, 1000), (1000, 999), (999, 999), (1, 1000), (2, 1), (998, 998), (1000, 499), (1000, 249),
         (1000, 1), (999, 1), (1000, 124), (1000, 199), (1000, 99), (1000, 3)]
write("multiples-and-take-all", edges, first_wins_by_rules)
write("crlf-tabs-no-final-newline", [(23, 2), (4, 3), (6, 2), (7, 7)], first_wins_by_rules,
      crlf=True, final_newline=False, sep="\t ", blank_lines=True)
# Exactly C cases are read: the format ends by itself (src/tests/faults).
write("stops-at-terminator", [(4, 3)], first_wins_by_rules)

judge = [(1000, 1000), (1000, 999), (1, 1)]
while len(judge) < 100:
    m = rng.randint(1, 1000)
    if rng.random() < 0.4:
        n = (m + 1) * rng.randint(1, 1000 // (m + 1)) if m < 1000 else 1000
    else:
        n = rng.randint(1, 1000)
    judge.append((n, m))
write("judge-limits-100-cases-to-1000", judge, first_wins_by_rules)

# m + 1 = 2^63 (no long long holds it), n = m + 1 = 2^63 - 1, multiples near the top.
beyond = [(MAX, MAX), (1, MAX), (0, MAX), (MAX, MAX - 1), (MAX - 1, MAX - 1), (2**62, 2**62 - 1),
          (MAX, 2**62 - 1), (MAX - 3, 3), (MAX, 3), (MAX - 1, 2), (MAX, 2), (MAX, 1), (MAX - 1, 1),
          (0, 1), (0, 5), (3 * (2**61 - 1), 2**61 - 2), (3 * (2**61 - 1) + 1, 2**61 - 2)]
while len(beyond) < 500:
    m = rng.randint(1, 2 ** rng.randint(1, 63) - 1)
    if rng.random() < 0.45:
        n = (m + 1) * rng.randint(0, MAX // (m + 1))
        if rng.random() < 0.3:
            n = min(max(n + rng.choice([-1, 1]), 0), MAX)
    else:
        n = rng.randint(0, MAX)
    beyond.append((n, m))
write("beyond-judge-to-max-int64", beyond, first_wins_closed)

write("beyond-judge-zero-cases", [], first_wins_closed)

many = [(rng.randint(0, 10**4), rng.randint(1, 60)) for _ in range(20000)]
many = [((m + 1) * (n // (m + 1)) if i % 3 == 0 else n, m) for i, (n, m) in enumerate(many)]
write("beyond-judge-20000-cases", many, first_wins_by_rules)

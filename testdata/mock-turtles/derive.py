#!/usr/bin/env python3
"""Writes the mock-turtles (HDU 3537 Daizhenyang's Coin) testdata, every answer derived independently of the C++ solver.

Small rows: coin turning played by its rules, as a memoised search of whole rows (a bitmask of heads; a move turns
over 1, 2 or 3 coins, the rightmost from heads to tails; no Grundy values), or as a Grundy table of lone heads by the
rules (mex over turning the head alone, with one smaller coin, or with two) xored over the DISTINCT heads. Large
coins: the odious numbers (OEIS A000069), 2x or 2x + 1 by the parity of x's 1 bits, in Python's exact integers.
The three are cross-checked here: the table against the closed form for every coin <= 150 and against A000069's
printed terms, and the table's xor against the search on every row of 12 coins (4096 rows, 128 lost).
Run from anywhere: python3 testdata/mock-turtles/derive.py
"""
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1
JUDGE_MAX = 10**8 - 1
sys.setrecursionlimit(10000)


@lru_cache(maxsize=None)
def wins_by_search(row):
    """row: bitmask of heads-up coins. Does the player to move win?"""
    for right in range(row.bit_length()):
        if not row >> right & 1:
            continue
        turned = row ^ (1 << right)
        options = [turned] + [turned ^ (1 << i) for i in range(right)] + \
                  [turned ^ (1 << i) ^ (1 << j) for i in range(right) for j in range(i)]
        if any(not wins_by_search(o) for o in options):
            return True
    return False


def grundy_table(limit):
    g = []
    for x in range(limit + 1):
        options = {0} | set(g) | {g[i] ^ g[j] for i in range(x) for j in range(i)}
        m = 0
        while m in options:
            m += 1
        g.append(m)
    return g


TABLE = grundy_table(150)


def closed(x):
    return 2 * x + (1 - bin(x).count("1") % 2)


# OEIS A000069 a(1..65) as printed there.
A000069 = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38, 41, 42, 44, 47, 49, 50, 52, 55,
           56, 59, 61, 62, 64, 67, 69, 70, 73, 74, 76, 79, 81, 82, 84, 87, 88, 91, 93, 94, 97, 98, 100, 103, 104, 107,
           109, 110, 112, 115, 117, 118, 121, 122, 124, 127, 128]
assert TABLE[:65] == A000069
assert all(TABLE[x] == closed(x) for x in range(151))
lost = 0
for row in range(4096):
    xor = 0
    for k in range(12):
        if row >> k & 1:
            xor ^= TABLE[k]
    assert wins_by_search(row) == (xor != 0), row
    lost += xor == 0
assert lost == 128, lost


def wins(coins, value):
    xor = 0
    for x in set(coins):  # a coin listed twice is one coin
        xor ^= value(x)
    return xor != 0


def by_table(coins):
    return wins(coins, lambda x: TABLE[x])


def by_closed(coins):
    return wins(coins, closed)


def write(name, cases, answer, nl="\n", sep=" ", final_newline=True, empty_line_for_zero=False):
    text = ""
    for coins in cases:
        text += f"{len(coins)}{nl}"
        if coins or empty_line_for_zero:
            text += sep.join(map(str, coins)) + nl
    if not final_newline:
        text = text[: -len(nl)]
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("No\n" if answer(coins) else "Yes\n" for coins in cases))


SAMPLE = [[], [0], [0, 1, 2, 3]]
write("sample-1", SAMPLE, by_table)
write("sample-empty-line-for-zero", SAMPLE, by_table, empty_line_for_zero=True)
write("smallest-no-heads", [[]], by_table)
write("small-all-rows-of-8-coins", [[k for k in range(8) if row >> k & 1] for row in range(256)],
      lambda coins: wins_by_search(sum(1 << k for k in coins)))

rng = random.Random(3537)

# The trap: coins listed more than once. A case lost with its distinct coins; every one listed 1..3 times.
repeats = [[5, 5], [5, 5, 5], [0, 0], [0, 1, 2, 3, 3, 2, 1, 0], [7, 7, 7, 7], [1, 2, 3, 1]]
while len(repeats) < 100:
    coins = rng.sample(range(60), rng.randint(1, 8))
    listed = [x for x in coins for _ in range(rng.randint(1, 3))]
    rng.shuffle(listed)
    repeats.append(listed)
write("repeated-coins-are-one-coin", repeats, by_table)


def lost_case(count, high):
    """count distinct coins in [0, high] whose values xor to 0, or None (the last must be free and in range)."""
    coins = rng.sample(range(high + 1), count - 1) if high < 10**6 else [rng.randint(0, high) for _ in range(count - 1)]
    xor = 0
    for x in set(coins):
        xor ^= closed(x)
    if bin(xor).count("1") % 2 == 0:  # only odious numbers are values of one coin
        return None
    last = xor >> 1
    if last > high or last in coins or len(set(coins)) != len(coins):
        return None
    return coins + [last]


def judge_case(high):
    if rng.random() < 0.4:
        coins = None
        while coins is None:
            coins = lost_case(rng.randint(60, 100), high)
    else:
        coins = [rng.randint(0, high) if rng.random() < 0.95 else high - rng.randint(0, 3) for _ in range(100)]
    while len(coins) < 100 and rng.random() < 0.9:
        coins.append(rng.choice(coins))
    rng.shuffle(coins)
    return coins


write("judge-limits-1000-cases-to-1e8", [judge_case(JUDGE_MAX) for _ in range(1000)], by_closed)
write("top-coin-99999999", [[JUDGE_MAX], [JUDGE_MAX, JUDGE_MAX], [JUDGE_MAX, JUDGE_MAX - 1, 0],
                            [JUDGE_MAX, JUDGE_MAX - 1], [JUDGE_MAX - 2, JUDGE_MAX - 3, 0]], by_closed)
beyond = [[MAX], [MAX, MAX - 1], [MAX, MAX - 1, 0], [MAX, MAX - 1, 0, 1], [1, MAX - 1, MAX, 0, 1],
          [MAX, 0, MAX, MAX - 1, 0], [2**62], [2**62, 2**61, 2**61 + 2**62]]
while len(beyond) < 200:
    coins = lost_case(rng.randint(2, 12), MAX) if len(beyond) % 2 else [rng.randint(0, MAX) for _ in range(5)]
    if coins is not None:
        beyond.append(coins)
write("beyond-judge-to-max-int64", beyond, by_closed)
write("crlf-tabs-no-final-newline", [[], [0], [0, 1, 2, 3], [4, 4], [1, 2, 3]], by_table, nl="\r\n", sep="\t ",
      final_newline=False, empty_line_for_zero=True)

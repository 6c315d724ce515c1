#!/usr/bin/env python3
"""Writes the team-misere-nim (POJ 2068) testdata, every answer derived independently of the C++ solver.

The game by its rules: Win(0, i) = True (the player facing no stones has won: whoever took the last
stone lost); Win(s, i) = some take x in 1..min(M_i, s) leaves Win(s - x, (i + 1) mod 2n) false.
`plain` is that DP trying every take; `window` the same outcomes from the last lost count of each
player (a take reaches it iff it lies within M_i below s), checked against `plain` on 3000 random
small games, then used for the large cases. The sample's output was not read from any source: it is
computed here by `plain` (0 1 1), and agrees with the statement's remark that with 101 stones your
team loses and with 100 it wins (n = 1, caps 4 4: lost iff S = 1 mod 5).
Run from anywhere: python3 testdata/team-misere-nim/derive.py
"""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def plain(s_total, caps):
    p = len(caps)
    win = [[True] * p]
    for s in range(1, s_total + 1):
        row = []
        for i in range(p):
            nxt = (i + 1) % p
            row.append(any(not win[s - x][nxt] for x in range(1, min(caps[i], s) + 1)))
        win.append(row)
    return win[s_total][0]


def window(s_total, caps):
    p = len(caps)
    last_lost = [None] * p
    row = [True] * p
    for s in range(1, s_total + 1):
        row = []
        for i in range(p):
            lost = last_lost[(i + 1) % p]
            row.append(lost is not None and s - lost <= caps[i])
        for i in range(p):
            if not row[i]:
                last_lost[i] = s
    return row[0]


rng = random.Random(2068)
for _ in range(3000):
    n = rng.randint(1, 4)
    caps = [rng.randint(1, 8) for _ in range(2 * n)]
    s = rng.randint(1, 150)
    assert plain(s, caps) == window(s, caps), (s, caps)
# Two players with equal caps M: lost iff S = 1 mod (M + 1) (misere Bash game).
for m in range(1, 10):
    for s in range(1, 80):
        assert plain(s, [m, m]) == (s % (m + 1) != 1), (s, m)


def write(name, games, answer, terminator=True, extra="", crlf=False, sep=" "):
    nl = "\r\n" if crlf else "\n"
    text = "".join(sep.join(str(v) for v in [len(c) // 2, s] + c) + nl for s, c in games)
    if terminator:
        text += "0" + nl
    text += extra
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("1\n" if answer(s, c) else "0\n" for s, c in games))


sample = [(101, [4, 4]), (100, [4, 4]), (97, [8, 7, 6, 5, 4, 3])]
assert [plain(s, c) for s, c in sample] == [False, True, True]
write("sample-1", sample, plain)
# The extra games some solution files carry, checked by hand: 9 = 4 mod 5 (won); caps 1 1 with 3 stones: the
# first player takes the first and the last stone (lost).
write("extra-small-games", [(9, [4, 4]), (3, [1, 1]), (1, [16, 16]), (2, [1, 1]), (1, [1, 1])], plain)

small = []
for _ in range(200):
    n = rng.randint(1, 5)
    small.append((rng.randint(1, 300), [rng.randint(1, 16) for _ in range(2 * n)]))
write("plain-dp-200-games", small, plain)

judge = [(8192, [16] * 20), (8192, [1] * 20), (1, [1, 1]), (8192, [16, 1])]
while len(judge) < 60:
    n = rng.randint(1, 10)
    judge.append((rng.randint(1, 8192), [rng.randint(1, 16) for _ in range(2 * n)]))
write("judge-limits-60-games", judge, window)

write("no-terminating-zero", [(101, [4, 4]), (100, [4, 4])], plain, terminator=False)
write("crlf-tabs", [(101, [4, 4]), (97, [8, 7, 6, 5, 4, 3])], plain, crlf=True, sep="\t ")
write("stops-at-terminator", [(100, [4, 4])], plain, extra="1 101 4 4\nnot read\n")

beyond = [(20000, [rng.randint(1, 10**9) for _ in range(100)]), (20000, [10**9] * 2),
          (19999, [rng.randint(1, 40) for _ in range(100)]), (12345, [rng.randint(17, 100) for _ in range(60)])]
write("beyond-judge-big-teams-and-caps", beyond, window)

#!/usr/bin/env python3
"""Writes the box-stone-game (HDU 1729) testdata, every answer derived independently of the C++ solver.

Small cases (every box of size <= 8, alone and in pairs; single boxes to 40): the boxes played together by the
rules, a memoised win/loss search over whole positions (sorted tuples of (s, c)), no Grundy value, no xor.
Judge-size and beyond cases: the catalogue's reduction coded here on its own terms in Python's exact integers
(math.isqrt): t = the largest with t + t^2 < s; c > t is worth s - c, c = t is worth 0, c < t is worth what the
box of size t holding c is; the values xored. It is cross-checked against the mex definition
g(s, c) = mex{ g(s, c + x) : 1 <= x <= c^2, c + x <= s } for every c <= s <= 300, and against the whole-game
search for every pair of boxes of size <= 8.
Not written here: bad-inputs.txt (scripts/bad-input box-stone-game --bless writes its expected lines).
Run from anywhere: python3 testdata/box-stone-game/derive.py
"""
import os
import random
import sys
from functools import lru_cache
from math import isqrt

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1
sys.setrecursionlimit(10000)


def threshold(s):
    """The largest t >= 0 with t + t^2 < s (s >= 1)."""
    t = isqrt(s)
    while t * (t + 1) >= s:
        t -= 1
    return t


def value(s, c):
    while s:
        t = threshold(s)
        if c > t:
            return s - c
        if c == t:
            return 0
        s = t
    return 0


def first_wins_closed(boxes):
    x = 0
    for s, c in boxes:
        x ^= value(s, c)
    return x != 0


def mex_values(s):
    g = [0] * (s + 1)
    for c in range(s, -1, -1):
        seen = set(g[c + 1:min(s, c + c * c) + 1])
        m = 0
        while m in seen:
            m += 1
        g[c] = m
    return g


@lru_cache(maxsize=None)
def wins_by_search(position):
    """position: sorted tuple of live boxes (s, c); the player to move wins iff some addition leaves a lost one."""
    for i, (s, c) in enumerate(position):
        for x in range(1, min(c * c, s - c) + 1):
            after = list(position)
            after[i] = (s, c + x)
            if not wins_by_search(canonical(after)):
                return True
    return False


def canonical(boxes):
    return tuple(sorted(b for b in boxes if min(b[1] * b[1], b[0] - b[1]) > 0))


def first_wins_by_rules(boxes):
    assert all(s <= 12 for s, _ in boxes) and len(boxes) <= 4
    return wins_by_search(canonical(boxes))


for s in range(301):
    g = mex_values(s)
    for c in range(s + 1):
        assert g[c] == value(s, c), (s, c)
ALL8 = [(s, c) for s in range(9) for c in range(s + 1)]
for a in ALL8:
    for b in ALL8:
        assert first_wins_by_rules([a, b]) == first_wins_closed([a, b]), (a, b)


def write(name, cases, answer, terminator=True, crlf=False, final_newline=True, sep=" ", blank_lines=False):
    nl = "\r\n" if crlf else "\n"
    lines, out = [], []
    for k, boxes in enumerate(cases, 1):
        assert 1 <= len(boxes) and all(0 <= c <= s <= MAX for s, c in boxes), name
        if blank_lines:
            lines.append("")
        lines.append(str(len(boxes)))
        lines.extend(f"{s}{sep}{c}" for s, c in boxes)
        out.append(f"Case {k}:\n" + ("Yes\n" if answer(boxes) else "No\n"))
    if terminator:
        lines.append("0")
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join(out))
    assert len(text) < 3_000_000, name


rng = random.Random(1729)

write("sample-1", [[(2, 0), (3, 3), (6, 2)], [(6, 3), (6, 3)]], first_wins_by_rules)
write("smallest", [[(0, 0)], [(1, 0)], [(1, 1)], [(2, 1)], [(3, 1)], [(3, 2)], [(6, 1)], [(6, 2)]],
      first_wins_by_rules)
write("small-pairs-to-8", [[ALL8[i], ALL8[j]] for i in range(len(ALL8)) for j in range(i, len(ALL8))],
      first_wins_by_rules)
# One box each, every c <= s <= 40: lost exactly where the mex table is 0.
singles = [[(s, c)] for s in range(41) for c in range(s + 1)]
write("single-boxes-to-40", singles, lambda boxes: mex_values(boxes[0][0])[boxes[0][1]] != 0)
write("four-boxes-to-12", [[(s, rng.randint(0, s)) for s in (rng.randint(0, 12) for _ in range(rng.randint(1, 4)))]
                           for _ in range(300)], first_wins_by_rules)


def corner_boxes(s):
    """Boxes of size s at each threshold of its chain s > t1 > t2 > ... and beside it."""
    boxes, level = [(s, 0), (s, s)], s
    while level:
        t = threshold(level)
        boxes.extend((s, c) for c in (t - 1, t, t + 1) if 0 <= c <= s)
        level = t
    return boxes


# The thresholds at the judge's largest size and near it: 10^6 -> 999 -> 31 -> 5 -> 1 -> 0.
corners = []
for s in (10**6, 10**6 - 1, 999000, 999001, 998999, 1000, 999, 992, 993, 31, 30, 7, 6, 3, 2):
    corners.extend([[b] for b in corner_boxes(s)])
write("thresholds-to-10-6", corners, first_wins_closed)


def judge_case(rng, max_size, boxes):
    """A random case; a third of them in equal pairs (xor 0, lost) with perhaps one dead box."""
    def box():
        s = rng.randint(0, max_size)
        shape = rng.randint(0, 9)
        if s == 0 or shape == 0:
            c = 0
        elif shape == 1:
            c = s
        elif shape <= 4:
            c = threshold(s) + rng.randint(-1, 1)
        else:
            c = rng.randint(0, s)
        return (s, min(max(c, 0), s))
    if rng.random() < 0.35:
        case = []
        while len(case) + 2 <= boxes:
            b = box()
            case += [b, b]
        if len(case) < boxes:
            case.append((rng.randint(1, max_size), 0))
        rng.shuffle(case)
        return case
    return [box() for _ in range(boxes)]


write("judge-limits-300-cases-of-50-to-10-6",
      [judge_case(rng, 10**6, 50) for _ in range(297)] + [[(10**6, 999)] * 50, [(10**6, 10**6)] * 50,
                                                          [(10**6, 0)] * 49 + [(10**6, 1000)]],
      first_wins_closed)
write("crlf-tabs-no-final-newline", [[(2, 0), (3, 3), (6, 2)], [(6, 3), (6, 3)], [(12, 3)]], first_wins_by_rules,
      crlf=True, final_newline=False, sep="\t ", blank_lines=True)
# No line 0: the end of input ends the cases too (leniently).
write("no-terminating-line", [[(6, 2)], [(6, 1)], [(10, 3), (10, 3)]], first_wins_by_rules, terminator=False)
# The line 0 ends the input: the format ends by itself (src/tests/faults).
write("stops-at-terminator", [[(6, 2)]], first_wins_by_rules)

# Past the judge: sizes to 2^63 - 1 (threshold 3037000499), where t(t + 1) is near 2^63.
top = [[(MAX, MAX)], [(MAX, 3037000500)], [(MAX, 3037000499)], [(MAX, 3037000498)], [(MAX, 0)],
       [(9223372033963249500, 3037000498)], [(9223372033963249500, 3037000499)],
       [(9223372033963249501, 3037000499)], [(MAX, 55108), (3037000499, 55108)],
       [(MAX, 1), (MAX, 1)], [(MAX, 3037000500), (MAX, 3037000501)]]
for s in (MAX, MAX - 1, 9223372033963249500, 3037000499, 3037000500, 10**18, 10**12):
    top.extend([[b] for b in corner_boxes(s)])
while len(top) < 400:
    bits = rng.randint(1, 63)
    top.append(judge_case(rng, 2**bits - 1, rng.randint(1, 6)))
write("beyond-judge-to-max-int64", top, first_wins_closed)
# More boxes than the judge's 50 in a case.
write("beyond-judge-2000-boxes", [judge_case(rng, 10**6, 2000) for _ in range(3)] + [[(5, 2)] * 2001],
      first_wins_closed)

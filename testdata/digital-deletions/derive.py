#!/usr/bin/env python3
"""Writes the digital-deletions (HDU 1404 / ZOJ 1104) testdata, every answer derived independently of the C++ solver.

Two Python deciders, each from the rules alone (a move lowers one digit to a smaller one, or erases a 0 and every
digit right of it; the empty string is lost for the player to move):
  - by_search: a memoised recursion over the strings themselves (lru_cache), for strings of up to 5 digits and for
    longer strings of small digits (few strings reachable);
  - by_table: the definition evaluated for every string of up to 6 digits in an order where each string's moves
    lead only to strings already decided (shorter ones, then the same length ascending), from arrays indexed by
    (length, value); not the solver's forward marking.
The two are compared on every string of up to 5 digits, and by_search reproduces the catalogue's 863 lost strings
of 1 to 4 digits and the sample before anything is written.
Takes about a minute (the table of 6 digits). Not written here: bad-inputs.txt (scripts/bad-input digital-deletions
--bless writes its expected lines). Run from anywhere: python3 testdata/digital-deletions/derive.py
"""
import itertools
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def by_search(s):
    for i, ch in enumerate(s):
        for d in range(int(ch)):
            if not by_search(s[:i] + str(d) + s[i + 1:]):
                return True
        if ch == "0" and not by_search(s[:i]):
            return True
    return False


def table(max_length=6):
    won = [[False]]  # the empty string: lost
    for length in range(1, max_length + 1):
        row = [False] * 10 ** length
        for value in range(10 ** length):
            place, rest, w = 1, value, False
            for i in range(length):  # digit i from the right
                digit = rest % 10
                for d in range(digit):
                    if not row[value - (digit - d) * place]:
                        w = True
                        break
                if w:
                    break
                if digit == 0 and not won[length - i - 1][value // (place * 10)]:
                    w = True
                    break
                place *= 10
                rest //= 10
            row[value] = w
        won.append(row)
    return won


def strings(length):
    return ("".join(t) for t in itertools.product("0123456789", repeat=length))


assert [by_search(s) for s in ("0", "00", "1", "20")] == [True, True, False, False]
assert sum(not by_search(s) for length in range(1, 5) for s in strings(length)) == 863
WON = table()
for length in range(1, 6):
    for s in strings(length):
        assert WON[length][int(s)] == by_search(s), s


def by_table(s):
    return WON[len(s)][int(s)]


def write(name, lines, answer, crlf=False, final_newline=True, blank_lines=False, spaces=False):
    nl = "\r\n" if crlf else "\n"
    text = nl.join(("\t " + s if spaces else s) if not blank_lines else "\n" + s for s in lines)
    text += nl if final_newline else ""
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("Yes\n" if answer(s) else "No\n" for s in lines))
    assert len(text) < 1_000_000, name


rng = random.Random(1404)

write("sample-1", ["0", "00", "1", "20"], by_search)
write("every-string-to-3-digits", [s for length in range(1, 4) for s in strings(length)], by_search)
write("every-string-of-4-digits", list(strings(4)), by_search)
# Leading zeros and all-zero strings: always a win; the catalogue's lost strings and their neighbours.
zeros = ["0" * k for k in range(1, 7)] + ["0" + s for s in ("1", "20", "99999", "12345", "00001")]
near = ["1", "11", "20", "32", "43", "54", "10", "12", "21", "30", "33", "44", "55", "100", "101", "110", "111"]
write("leading-zeros-and-known-losses", zeros + near, by_search)
# The judge's size: strings of 1 to 6 digits, a third of them of small digits.
judge = []
for _ in range(60000):
    length = rng.randint(1, 6)
    top = 9 if rng.random() < 0.67 else rng.randint(1, 3)
    judge.append("".join(str(rng.randint(0, top)) for _ in range(length)))
write("judge-limits-60000-strings-to-6-digits", judge, by_table)
write("lost-6-digit-strings-among-every-7th",
      [str(v).zfill(6) for v in range(0, 10 ** 6, 7) if not WON[6][v]][:3000], by_table)
write("crlf-tabs-no-final-newline", ["0", "00", "1", "20", "123456"], by_table, crlf=True, final_newline=False,
      blank_lines=True)
write("crlf-leading-tabs", ["0", "00", "1", "20"], by_table, crlf=True, spaces=True)

# Past the judge: 7 digits. Small digits (by_search reaches few strings), a 0 behind a lost prefix, and leading
# zeros.
beyond = ["0000000", "1000000", "1100000", "2000000", "0999999", "1099999", "2099999", "1109999"]
while len(beyond) < 400:
    beyond.append("".join(str(rng.randint(0, 2 if rng.random() < 0.8 else 3)) for _ in range(7)))
write("beyond-judge-7-digits", beyond, by_search)

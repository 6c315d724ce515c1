#!/usr/bin/env python3
"""Writes the colouring-game testdata, every answer derived independently of the C++ solver.

Method: short strips by the game itself, in plain Python: a position is the strip (R, B, W for white) and the player
to move; Alice may whiten two adjacent cells of which one is R, Bob two of which one is B; a position is won iff
some move leads to one lost for the other player (memoised). Long strips by the rule of the blog the catalogue cites
(more red: Alice; more blue: Bob; equal: Alice iff the xor of Dawson's Kayles values over the maximal alternating
runs is not 0), with Dawson's Kayles computed here by its definition g(L) = mex{g(j) xor g(L - 2 - j)} to L = 1000
and past that one period back (period 34 from 53: CGSuite's "0.07: Period 34, Preperiod 53", checked here on the
values to 1000), and the rule first checked against the search on every strip of 2..10 cells.

Files written:
  sample-1                         the statement's sample (checked against its published output)
  search-all-n6                    all 64 strips of 6 cells, by the search
  search-random-n12                60 random strips of 11..12 cells, by the search
  rule-random-many                 2000 random strips of 2..200 cells, half of them balanced, by the rule
  judge-alternating-n500000        one strip RBRB... of 5*10^5 cells (one run: g(500000))
  judge-balanced-runs-n500000      one balanced strip of 5*10^5 cells, runs of random lengths
  beyond-judge-t20000              20000 strips of 2..30 cells (t past the judge's 10^4)
  crlf-tabs-no-final-newline       sample-1 with CRLF, tabs and blanks, no final newline

With --tallies it prints, for n = 2..10, how many of the 2^n strips Alice wins (by the search), which tests.cpp pins.

Run from anywhere: python3 testdata/colouring-game/derive.py [--tallies]
"""
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))


@lru_cache(maxsize=None)
def wins(strip, alice):
    mine = "R" if alice else "B"
    for i in range(len(strip) - 1):
        if mine in (strip[i], strip[i + 1]):
            if not wins(strip[:i] + "WW" + strip[i + 2:], not alice):
                return True
    return False


def kayles(top):
    g = [0] * (top + 1)
    for n in range(2, top + 1):
        seen = set()
        for j in range((n - 2) // 2 + 1):
            seen.add(g[j] ^ g[n - 2 - j])
        m = 0
        while m in seen:
            m += 1
        g[n] = m
    return g


def by_rule(strip, g):
    red, blue = strip.count("R"), strip.count("B")
    if red != blue:
        return red > blue
    x, run = 0, 0
    for i, c in enumerate(strip):
        run = run + 1 if i > 0 and strip[i - 1] != c else 1
        if i + 1 == len(strip) or strip[i + 1] == c:
            x ^= g[run]
    return x != 0


def every_strip(n):
    for code in range(1 << n):
        yield "".join("RB"[code >> i & 1] for i in range(n))


def write(name, strips, answers):
    with open(os.path.join(HERE, name + ".in"), "w", newline="\n") as f:
        f.write("%d\n" % len(strips) + "".join("%d\n%s\n" % (len(s), s) for s in strips))
    with open(os.path.join(HERE, name + ".out"), "w", newline="\n") as f:
        f.write("".join("Alice\n" if a else "Bob\n" for a in answers))


def balanced(rng, n):
    cells = list("RB" * (n // 2) + ("R" if n % 2 and rng.random() < 0.5 else "B" if n % 2 else ""))
    rng.shuffle(cells)
    return "".join(cells)


def main():
    if sys.argv[1:] == ["--tallies"]:
        print([sum(wins(s, True) for s in every_strip(n)) for n in range(2, 11)])
        return
    g = kayles(1000)
    assert all(g[n] == g[n - 34] for n in range(53 + 34, 1001)) and g[52] != g[52 + 34]
    g += [g[53 + (n - 53) % 34] for n in range(1001, 500001)]
    for n in range(2, 11):
        for s in every_strip(n):
            assert wins(s, True) == by_rule(s, g), s
    sample = ["BRB", "RRBBB", "RBRBRB", "BBRRBRRB", "BRRBRB", "RBRBRBRBRRBB", "RBRBRBRBBBRR", "RBBR"]
    answers = [wins(s, True) for s in sample]
    assert answers == [False, False, True, True, True, True, False, False]
    write("sample-1", sample, answers)
    rng = random.Random(1704)
    strips = list(every_strip(6))
    write("search-all-n6", strips, [wins(s, True) for s in strips])
    strips = [balanced(rng, rng.randint(11, 12)) if rng.random() < 0.6 else
              "".join(rng.choice("RB") for _ in range(rng.randint(11, 12))) for _ in range(60)]
    write("search-random-n12", strips, [wins(s, True) for s in strips])
    strips = [balanced(rng, rng.randint(2, 200)) if rng.random() < 0.5 else
              "".join(rng.choice("RB") for _ in range(rng.randint(2, 200))) for _ in range(2000)]
    write("rule-random-many", strips, [by_rule(s, g) for s in strips])
    strip = "RB" * 250000
    write("judge-alternating-n500000", [strip], [by_rule(strip, g)])
    cells = []
    while len(cells) < 500000:
        run = rng.randint(1, 300)
        start = rng.choice("RB") if not cells else cells[-1]  # a repeated colour ends a run
        cells += [start if i % 2 == 0 else ("B" if start == "R" else "R") for i in range(run)]
    cells = cells[:500000]
    red = cells.count("R")
    i = 0
    while red != 250000:  # recolour from the left until balanced
        if red > 250000 and cells[i] == "R":
            cells[i], red = "B", red - 1
        elif red < 250000 and cells[i] == "B":
            cells[i], red = "R", red + 1
        i += 1
    strip = "".join(cells)
    write("judge-balanced-runs-n500000", [strip], [by_rule(strip, g)])
    strips = [balanced(rng, rng.randint(2, 30)) for _ in range(20000)]
    write("beyond-judge-t20000", strips, [by_rule(s, g) for s in strips])
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.in"), "w", newline="") as f:
        f.write("8\r\n3\r\nBRB\r\n5\t\r\nRRBBB\r\n\r\n6\r\nRBRBRB\r\n8\r\nBBRRBRRB\r\n6\r\nBRRBRB\r\n12\r\n"
                "RBRBRBRBRRBB\r\n12\r\nRBRBRBRBBBRR\r\n4\r\nRBBR")
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.out"), "w", newline="\n") as f:
        f.write("Bob\nBob\nAlice\nAlice\nAlice\nAlice\nBob\nBob\n")


if __name__ == "__main__":
    main()

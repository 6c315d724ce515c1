#!/usr/bin/env python3
"""Writes the chomp testdata, every answer derived independently of the C++ solver.

Method: the catalogue's brute-force definition in plain Python, a bottom-up table over the staircase shapes
(a, b, c) = row lengths from the bottom, a >= b >= c, in order of a + b + c (every move removes a cell).
A move at (row r, column x < length of row r) cuts every row r' >= r to min(length, x). Eating the poisoned
cell (row 0, column 0) loses at once and counts as a move: value -1 for the mover. Another move to a shape
worth v gives 1 - v if v < 0 (a win one move longer) and -1 - v if v > 0; the player to move takes the
smallest win if there is one, else the longest loss (the most negative value). moves(N) is the value of
(N, N, N). No retrograde queue, no index arithmetic: the C++ solver uses neither this code nor this order.

Cross-check: the values for N = 1..24 from the TopCoder archive page (pm = 6851), copied into
/work/shared/catalogue/chomp.md and into ARCHIVE below; this script stops unless its own answers agree.
TopCoder's examples are N = 1, 2, 4 -> 2, 6, 8.

Files written:
  sample-1                       TopCoder's three examples: 1, 2, 4
  archive-n1-to-24               the 24 values of the archive page
  judge-all-n1-to-100            every N of TopCoder's range, ascending
  judge-1000-queries             1000 widths, seeded random in 1..100, half of them 100 (one table, many lookups)
  descending-and-repeated        100 down to 1, then repeats: the table is built once at its widest
  beyond-judge-n101-to-140       N beyond TopCoder's 100, rising (the solver's table grows twice: to 101, then 151)
  beyond-judge-n200              the suite's widest board, alone: only with --large (minutes of CPU, 20 minutes
                                 of wall time on a loaded machine); without it the existing file is kept
  crlf-tabs-no-final-newline     CRLF line ends, tabs and spaces around N, a blank line, no final newline

Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with the exact error
line NAME.err, NAME.args for --strict); the answers in their NAME.out, printed before the bad line, are
TopCoder's examples and ARCHIVE values.

Run from anywhere: python3 testdata/chomp/derive.py [--large]
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ARCHIVE = [2, 6, 6, 8, 12, 12, 16, 16, 22, 20, 22, 28, 26, 34, 30, 32, 38, 36, 44, 40, 42, 52, 54, 48]


def solve(width):
    """moves(N) for every N <= width, from the value of every staircase shape with a <= width."""
    value = {}
    shapes = [(a, b, c) for a in range(1, width + 1) for b in range(a + 1) for c in range(b + 1)]
    shapes.sort(key=sum)
    for a, b, c in shapes:
        children = [(x, min(b, x), min(c, x)) for x in range(1, a)]  # row 0, column 0 is the poisoned cell
        children += [(a, x, min(c, x)) for x in range(b)]
        children += [(a, b, x) for x in range(c)]
        options = [-1]
        for child in children:
            v = value[child]
            options.append(1 - v if v < 0 else -1 - v)
        wins = [o for o in options if o > 0]
        value[(a, b, c)] = min(wins) if wins else min(options)
    return {n: value[(n, n, n)] for n in range(1, width + 1)}


def write(name, widths, answers, text=None):
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text if text is not None else "".join("%d\n" % n for n in widths))
    with open(os.path.join(HERE, name + ".out"), "w", newline="") as f:
        f.write("".join("%d\n" % answers[n] for n in widths))


def main():
    large = "--large" in sys.argv[1:]
    answers = solve(140)
    got = [answers[n] for n in range(1, 25)]
    if got != ARCHIVE:
        sys.exit("derive.py: N = 1..24 give %s, the archive page %s" % (got, ARCHIVE))
    if [answers[1], answers[2], answers[4]] != [2, 6, 8]:
        sys.exit("derive.py: TopCoder's examples disagree")

    write("sample-1", [1, 2, 4], answers)
    write("archive-n1-to-24", list(range(1, 25)), answers)
    write("judge-all-n1-to-100", list(range(1, 101)), answers)
    rng = random.Random(6851)
    queries = [100 if rng.random() < 0.5 else rng.randint(1, 100) for _ in range(1000)]
    write("judge-1000-queries", queries, answers)
    write("descending-and-repeated", list(range(100, 0, -1)) + [1, 100, 57, 57, 3, 100], answers)
    write("beyond-judge-n101-to-140", list(range(101, 141)), answers)
    write("crlf-tabs-no-final-newline", [5, 24, 1, 100], answers, text="5\r\n\t24 \r\n\r\n  1\t\r\n100")
    if large:
        write("beyond-judge-n200", [200], solve(200))


if __name__ == "__main__":
    main()

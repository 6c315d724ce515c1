#!/usr/bin/env python3
"""Writes the calendar-game (Luogu P1512) testdata, every answer derived independently of the C++ solver.

The game is solved here by its rules: Python's datetime.date gives the proleptic Gregorian calendar
(no leap-year rule of ours), and a retrograde pass from the target 2006-11-04 backwards over every date
from 0001-01-01 marks a date won iff the next day or the same day of the next month (where it exists and
is not past the target) is lost; the target itself is lost (the game is over). Every expected output is
read from that table. The catalogue's closed rule (month + day even, or 09-30 / 11-30) is checked against
the table on every date, and the counts the C++ tests pin are printed.
Run from anywhere: python3 testdata/calendar-game/derive.py
"""
import datetime
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
TARGET = datetime.date(2006, 11, 4)
ONE_DAY = datetime.timedelta(days=1)


def next_month(d):
    y, m = (d.year, d.month + 1) if d.month < 12 else (d.year + 1, 1)
    try:
        return datetime.date(y, m, d.day)
    except ValueError:
        return None


WINS = {}
d = TARGET
WINS[d] = False
d -= ONE_DAY
while True:
    succ = [d + ONE_DAY]
    nm = next_month(d)
    if nm is not None and nm <= TARGET:
        succ.append(nm)
    WINS[d] = any(not WINS[s] for s in succ if s <= TARGET)
    if d == datetime.date(1, 1, 1):
        break
    d -= ONE_DAY


def rule(d):
    return (d.month + d.day) % 2 == 0 or (d.month, d.day) in ((9, 30), (11, 30))


bad = [d for d in WINS if WINS[d] != rule(d)]
assert not bad, bad[:10]
judge_dates = [d for d in WINS if datetime.date(1900, 1, 1) <= d]
print("dates 0001-01-01..2006-11-04:", len(WINS), "lost:", sum(not w for w in WINS.values()))
print("dates 1900-01-01..2006-11-04:", len(judge_dates), "lost:", sum(not WINS[d] for d in judge_dates))


def write(name, dates, crlf=False, final_newline=True, sep=" ", blank_lines=False, extra=""):
    nl = "\r\n" if crlf else "\n"
    lines = [str(len(dates))]
    for d in dates:
        if blank_lines:
            lines.append("")
        lines.append(f"{d.year}{sep}{d.month}{sep}{d.day}")
    text = nl.join(lines) + (nl if final_newline else "") + extra
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("YES\n" if WINS[d] else "NO\n" for d in dates))
    assert len(text) < 2_000_000, name


D = datetime.date
rng = random.Random(1512)

# The statement's sample, in the exact format; Luogu's block ends with an empty line, kept in its own case.
write("sample-1", [D(2001, 11, 3), D(2001, 11, 2), D(2001, 10, 3)])
write("sample-1-as-printed", [D(2001, 11, 3), D(2001, 11, 2), D(2001, 10, 3)], extra="\n")
assert [WINS[D(2001, 11, 3)], WINS[D(2001, 11, 2)], WINS[D(2001, 10, 3)]] == [True, False, False]

# The two exceptions and their neighbours, every month's end and start, in leap and common years.
edges = []
for y in (1900, 1901, 1904, 1999, 2000, 2001, 2004, 2005):
    for m in range(1, 13):
        last = (D(y + (m == 12), m % 12 + 1, 1) - ONE_DAY).day
        for day in sorted({1, 2, last - 2, last - 1, last}):
            edges.append(D(y, m, day))
write("month-ends-and-exceptions", edges)

# The last weeks before the target, and the judge's first and last dates.
near = [D(2006, 9, 1) + ONE_DAY * k for k in range((D(2006, 11, 3) - D(2006, 9, 1)).days + 1)]
write("before-the-target", [D(1900, 1, 1)] + near)

# Every date of the judge's range once, shuffled: the closed rule held to the retrograde on all of them.
every = [d for d in judge_dates if d < TARGET]
rng.shuffle(every)
write("every-judge-date", every)

write("crlf-tabs-no-final-newline", [D(2001, 11, 3), D(1900, 2, 28), D(2000, 2, 29), D(1999, 9, 30)],
      crlf=True, final_newline=False, sep="\t ", blank_lines=True)
# Exactly the given number of games is read: the rest is never looked at.
write("stops-at-terminator", [D(2006, 11, 3), D(1950, 6, 30)], extra="1999 2 30\nnot read\n")

# Beyond the judge: the target itself (a finished game, NO), dates before 1900.
beyond = [TARGET, D(1, 1, 1), D(1, 12, 31), D(4, 2, 29), D(100, 2, 28), D(400, 2, 29), D(1600, 2, 29),
          D(1700, 2, 28), D(1899, 12, 31), D(1899, 9, 30), D(1066, 11, 30), D(1582, 10, 10)]
alld = list(WINS)
beyond += [alld[rng.randrange(len(alld))] for _ in range(488)]
write("beyond-judge-target-and-early-years", beyond)
write("beyond-judge-zero-games", [])

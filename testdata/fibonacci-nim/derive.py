#!/usr/bin/env python3
"""Writes the fibonacci-nim (HDU 2516 取石子游戏) testdata, every answer derived independently of the
C++ solver.

Small n (up to 300): the game played by its rules, a bottom-up table over (stones left r, largest take allowed c),
c <= r: the player to move wins iff some take t, 1 <= t <= c, leaves (r - t, min(2t, r - t)) lost; the start is
(n, n - 1), since the first move may not take the whole heap. No Fibonacci numbers there.
Large n: the closed form (the first player loses iff n is a Fibonacci number), with the Fibonacci numbers listed by
Python's unbounded integers and checked against OEIS A000045 terms copied from the OEIS entry (F(0..30), F(46),
F(47), F(92), F(93)). Checked here: the table and the closed form agree for every n from 1 to 300 (the number lost,
12, is printed, and tests.cpp pins it, as it does the number of positions a search from those starts
reaches); the sample's answers are the statement's.
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (each NAME.in with the exact error line
NAME.err, NAME.args for --strict, and in NAME.out the answers printed before the bad line, checked by hand).
Run from anywhere: python3 testdata/fibonacci-nim/derive.py
"""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE_MIN, JUDGE_MAX = 2, 2**31 - 1
SUITE_MIN, SUITE_MAX = 1, 2**63 - 1
RULES_MAX = 300

# win[r][c]: does the player to move win with r stones left and at most c to take (c <= r)?
win = [[False] * (r + 1) for r in range(RULES_MAX + 1)]
for r in range(1, RULES_MAX + 1):
    row = win[r]
    for c in range(1, r + 1):
        t = c  # c - 1's answer plus the one new take, t = c
        row[c] = row[c - 1] or not win[r - t][min(2 * t, r - t)]


def by_rules(n):
    assert SUITE_MIN <= n <= RULES_MAX, n
    return win[n][n - 1]


FIB = [0, 1]
while FIB[-1] <= 2**64:
    FIB.append(FIB[-1] + FIB[-2])
A000045 = [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 10946, 17711,
           28657, 46368, 75025, 121393, 196418, 317811, 514229, 832040]
assert FIB[:31] == A000045
assert FIB[46] == 1836311903 and FIB[47] == 2971215073
assert FIB[92] == 7540113804746346429 and FIB[93] == 12200160415121876738
FIB_SET = set(FIB[1:])


def by_closed_form(n):
    assert SUITE_MIN <= n <= SUITE_MAX, n
    return n not in FIB_SET


lost = 0
for n in range(1, RULES_MAX + 1):
    assert by_rules(n) == by_closed_form(n), n
    lost += not by_rules(n)
print("every n from 1 to %d: %d lost" % (RULES_MAX, lost))

# The positions a search from every start (n, n - 1), n <= RULES_MAX, reaches (tests.cpp pins the count): the cap
# after a take t is min(2t, r - t), so most (r, c) never occur.
reached, todo = set(), [(n, n - 1) for n in range(1, RULES_MAX + 1)]
while todo:
    r, c = todo.pop()
    if (r, c) in reached:
        continue
    reached.add((r, c))
    todo.extend((r - t, min(2 * t, r - t)) for t in range(1, c + 1))
print("positions reached from the starts n = 1..%d: %d" % (RULES_MAX, len(reached)))


def answer(n):
    return by_rules(n) if n <= RULES_MAX else by_closed_form(n)


def write(name, values, terminator=True, nl="\n", final_newline=True, after="", prefix=""):
    text = prefix + "".join(str(n) + nl for n in values)
    if terminator:
        text += "0" + nl
    if not final_newline:
        text = text[: -len(nl)]
    text += after
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("First win\n" if answer(n) else "Second win\n" for n in values))
    assert len(text) < 1_000_000, name  # keep the repository small


rng = random.Random(2516)

write("sample-1", [2, 13, 10000])
with open(os.path.join(HERE, "sample-1.out")) as f:
    assert f.read() == "Second win\nSecond win\nFirst win\n"
write("stops-at-terminator", [4, 5], after="6\n7\n")
# Lines after 0 are not part of the input: not even read, so not even garbage there is an error.
write("nothing-read-after-terminator", [8, 9], after="not read\n-1\n")
write("no-terminating-line", [2, 13, 10000, 14], terminator=False)
write("crlf-tabs-no-final-newline", [2, 13, 10000], nl="\r\n", final_newline=False, prefix="\t\r\n")
write("every-n-2-to-300-by-the-rules", list(range(JUDGE_MIN, RULES_MAX + 1)))
write("n-1-beyond-judge", [1, 2, 1])

near = []
for f in FIB[2:]:
    for n in (f - 1, f, f + 1):
        if JUDGE_MIN <= n <= JUDGE_MAX and n not in near:
            near.append(n)
near.append(JUDGE_MAX)
write("fibonacci-and-neighbours-to-2-31", near)

judge = [JUDGE_MAX, JUDGE_MIN, 1836311903, 1836311904]
for i in range(10000):
    if i % 3 == 0:
        k = rng.randint(3, 46)
        judge.append(FIB[k] + rng.choice((0, 0, -1, 1)))
    else:
        judge.append(rng.randint(JUDGE_MIN, JUDGE_MAX))
judge = [min(max(n, JUDGE_MIN), JUDGE_MAX) for n in judge]
write("judge-limits-10000-lines-to-2-31", judge)

beyond = [SUITE_MAX, SUITE_MAX - 1, JUDGE_MAX + 1, 2971215073, 2971215072]
for f in FIB[47:93]:
    beyond.extend((f - 1, f, f + 1))
for i in range(300):
    beyond.append(FIB[rng.randint(47, 92)] if i % 3 == 0 else rng.randint(JUDGE_MAX + 1, SUITE_MAX))
write("beyond-judge-to-max-int64", beyond)

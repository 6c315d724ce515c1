#!/usr/bin/env python3
"""Writes the k-multiple (POJ 3922 A simple stone game) testdata, every answer derived independently of the C++
solver.

Small n (up to 200): the game played by its rules, a bottom-up table per k over (stones left r, largest take
allowed c), c <= r: the player to move wins iff some take t, 1 <= t <= c, leaves (r - t, min(k t, r - t)) lost;
the start is (n, n - 1), and the answer is the smallest t that leaves the opponent lost. No losing numbers there.
Large n: the construction of the losing numbers (a_1 = b_1 = 1, a_{i+1} = b_i + 1, b_{i+1} = a_{i+1} + b_t for the
largest t with a_t k < a_{i+1}) in Python's exact integers, and the smallest term of n's greedy decomposition.
Checked here: the two agree for every n <= 200 and k <= 40 and for k in 100, 10^5; k = 1 gives the powers of two
and k = 2 the Fibonacci numbers (OEIS A000045 terms copied from the entry); the sample's answers are the
statement's. The values printed at the end are the ones tests.cpp pins.
Not written here: bad/ holds hand-written bad inputs for scripts/bad-input (NAME.in, the exact error line NAME.err,
NAME.args for --strict, and in NAME.out the answers printed before the bad line, checked by hand).
Run from anywhere: python3 testdata/k-multiple/derive.py
"""
import bisect
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE = dict(cases=20, n_min=2, n_max=10**8, k_max=10**5)
SUITE_N_MAX = 2**62 - 1
RULES_MAX = 200


def rules_table(k, limit):
    win = [[False] * (r + 1) for r in range(limit + 1)]
    for r in range(1, limit + 1):
        for c in range(1, r + 1):
            win[r][c] = win[r][c - 1] or not win[r - c][min(k * c, r - c)]
    return win


RULES = {}


def by_rules(n, k):
    assert 1 <= n <= RULES_MAX
    if k not in RULES:
        RULES[k] = rules_table(k, RULES_MAX)
    win = RULES[k]
    for t in range(1, n):
        if not win[n - t][min(k * t, n - t)]:
            return t
    return 0


SEQ = {}


def losing_numbers(k, n):
    """a_1, a_2, ... until one is past n."""
    a, b, t = SEQ.get(k, ([1], [1], [-1]))
    while a[-1] <= n:
        x = b[-1] + 1
        while t[0] + 1 < len(a) and a[t[0] + 1] * k < x:
            t[0] += 1
        a.append(x)
        b.append(x + (b[t[0]] if t[0] >= 0 else 0))
    SEQ[k] = (a, b, t)
    return a


def by_construction(n, k):
    a = losing_numbers(k, n)
    rest, smallest = n, 0
    while rest:
        smallest = a[bisect.bisect_right(a, rest) - 1]
        if smallest == n:
            return 0
        rest -= smallest
    return smallest


A000045 = [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 10946, 17711,
           28657, 46368, 75025, 121393, 196418, 317811, 514229, 832040]
assert losing_numbers(1, 10**6)[:21] == [2**i for i in range(21)]
assert losing_numbers(2, 10**6)[:29] == A000045[2:]
assert 55 in losing_numbers(2, 100) and 57 not in losing_numbers(2, 100)  # the statement's Hint says 57

for k in list(range(1, 41)) + [100, 10**5]:
    for n in range(1, RULES_MAX + 1):
        assert by_rules(n, k) == by_construction(n, k), (n, k)


def answer(n, k):
    return by_rules(n, k) if n <= RULES_MAX else by_construction(n, k)


def write(name, cases, nl="\n", sep=" ", final_newline=True, after="", prefix="", count=None):
    text = prefix + f"{len(cases) if count is None else count}{nl}" + "".join(f"{n}{sep}{k}{nl}" for n, k in cases)
    if not final_newline:
        text = text[: -len(nl)]
    text += after
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    out = ""
    for i, (n, k) in enumerate(cases):
        x = answer(n, k)
        out += f"Case {i + 1}: " + (str(x) if x else "lose") + "\n"
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write(out)
    assert len(text) < 1_000_000, name


rng = random.Random(3922)

write("sample-1", [(16, 1), (11, 1), (32, 2), (34, 2), (19, 3)])
with open(os.path.join(HERE, "sample-1.out")) as f:
    assert f.read() == "Case 1: lose\nCase 2: 1\nCase 3: 3\nCase 4: lose\nCase 5: 4\n"
write("smallest-n-2", [(2, 1)])
write("n-1-beyond-judge", [(1, 1), (1, 100000), (2, 100000)])
# The Hint of the statement lists 57 among the losing numbers of k = 2; it is 55 (a Fibonacci number).
write("hint-typo-55-not-57", [(55, 2), (57, 2), (56, 2), (89, 2), (54, 2)])
# Every n from 2 to 120 for k = 1..6, by the rules: t = 714, beyond the judge's 20.
write("every-n-2-to-120-k-1-to-6-by-the-rules", [(n, k) for k in range(1, 7) for n in range(2, 121)])
write("k-1-powers-of-two", [(n, 1) for e in range(1, 27) for n in (2**e - 1, 2**e, 2**e + 1) if 2 <= n <= 10**8])
write("k-2-fibonacci", [(n, 2) for f in A000045[3:] for n in (f - 1, f, f + 1) if n >= 2])
write("crlf-tabs-trailing-spaces-no-final-newline", [(16, 1), (11, 1), (32, 2), (34, 2), (19, 3)],
      nl=" \r\n", sep="\t", final_newline=False)

judge = [(10**8, 10**5), (10**8, 1), (10**8, 2), (2, 10**5)]
while len(judge) < 20:
    k = rng.choice([rng.randint(1, 10), rng.randint(1, 10**5)])
    if rng.random() < 0.4:
        a = losing_numbers(k, 10**8)
        n = rng.choice([x for x in a if 2 <= x <= 10**8][-40:])
    else:
        n = rng.randint(2, 10**8)
    judge.append((n, k))
write("judge-limits-20-cases-to-1e8", judge)

beyond = [(SUITE_N_MAX, 10**5), (SUITE_N_MAX, 1), (SUITE_N_MAX, 2), (2**62 - 2**61, 1), (2**61, 1),
          (7540113804746346429 // 2, 2), (4660046610375530309 // 2, 2), (2880067194370816120, 2),
          (2880067194370816121, 2), (2880067194370816119, 2)]
for i in range(30):
    k = rng.choice([1, 2, 3, 10, 1000, rng.randint(1, 10**5)])
    if i % 2:
        a = losing_numbers(k, SUITE_N_MAX)
        n = rng.choice([x for x in a if 10**8 < x <= SUITE_N_MAX])
    else:
        n = rng.randint(10**8 + 1, SUITE_N_MAX)
    beyond.append((n, k))
write("beyond-judge-to-2-62", beyond)

# Pinned in tests.cpp.
print("first move from 2^62 - 1, k = 10^5:", by_construction(SUITE_N_MAX, 10**5))
print("losing numbers of k = 10^5 up to 2^62 - 1:",
      len([x for x in losing_numbers(10**5, SUITE_N_MAX) if x <= SUITE_N_MAX]))
print("first move from 10^8, k = 10^5:", by_construction(10**8, 10**5))
print("losing numbers of k = 10^5 up to 10^8:", len([x for x in losing_numbers(10**5, 10**8) if x <= 10**8]))
print("losing numbers of k = 3 up to 10^8:", len([x for x in losing_numbers(3, 10**8) if x <= 10**8]))
lost = sum(1 for k in range(1, 41) for n in range(1, RULES_MAX + 1) if by_rules(n, k) == 0)
print("lost (n, k), n <= 200, k <= 40, by the rules:", lost)

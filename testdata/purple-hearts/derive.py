#!/usr/bin/env python3
"""Writes the purple-hearts (Kattis hackenbushpurplehearts) testdata, answers derived apart from the C++ solver.

Small forests: the simplicity rule over every position in Python Fractions: value(P) = the simplest number strictly
between the largest value Left (blue) can cut to and the smallest Right (red) can cut to. Large forests: the edge rule
as the catalogue states it (Berlekamp), in exact integers m / 2^k: above a subtree worth x a blue edge is worth
(x + p) / 2^(p - 1) with p the least integer >= 1 such that x + p > 1, a red edge (x - p) / 2^(p - 1) with p the least
>= 1 such that x - p < -1. The two are cross-checked here on every forest of <= 6 edges (e_i in {-1, 1..i-1}, every
colouring); the counts printed at the end for <= 5 edges are the ones tests.cpp pins.
Run from anywhere: python3 testdata/purple-hearts/derive.py
"""
import os
import random
from fractions import Fraction
from functools import lru_cache
from itertools import product

HERE = os.path.dirname(os.path.abspath(__file__))


def simplest_between(lo, hi):
    """The simplest number x with lo < x < hi; None stands for no bound."""
    if (lo is None or lo < 0) and (hi is None or hi > 0):
        return Fraction(0)
    if lo is None or lo < 0:
        return -simplest_between(-hi, None if lo is None else -lo)
    n = int(lo) + 1  # lo >= 0: floor + 1
    if hi is None or n < hi:
        return Fraction(n)
    k = 1
    while True:
        c = Fraction(int(lo * 2 ** k) + 1, 2 ** k)  # the least multiple of 2^-k above lo (lo >= 0)
        if c < hi:
            return c
        k += 1


def value_by_simplicity(below, colours):
    n = len(below)
    above = [1 << i for i in range(n)]
    for i in reversed(range(n)):
        if below[i] > 0:
            above[below[i] - 1] |= above[i]

    @lru_cache(maxsize=None)
    def value(edges):
        left = right = None
        for i in range(n):
            if edges >> i & 1:
                v = value(edges & ~above[i])
                if colours[i] == 'B':
                    left = v if left is None else max(left, v)
                else:
                    right = v if right is None else min(right, v)
        if left is not None and right is not None:
            assert left < right
        return simplest_between(left, right)

    return value((1 << n) - 1)


def value_by_edge_rule(below, colours):
    """(m, k): the value m / 2^k, by Berlekamp's rule from the top edge down."""
    n = len(below)
    acc = [(0, 0)] * (n + 1)  # acc[i]: the sum standing on edge i (1-based); acc[0]: the ground

    def add(a, b):
        (m1, k1), (m2, k2) = a, b
        k = max(k1, k2)
        return (m1 << (k - k1)) + (m2 << (k - k2)), k

    for i in range(n, 0, -1):
        m, k = acc[i]
        if colours[i - 1] == 'B':
            p = max(1, ((-m) >> k) + 2)  # least p >= 1 with m / 2^k + p > 1
            edge = (m + (p << k), k + p - 1)
        else:
            p = max(1, (m >> k) + 2)  # least p >= 1 with m / 2^k - p < -1
            edge = (m - (p << k), k + p - 1)
        j = max(below[i - 1], 0)
        acc[j] = add(acc[j], edge)
        acc[i] = None
    m, k = acc[0]
    while k > 0 and m % 2 == 0:
        m //= 2
        k -= 1
    return m, k


def text(m, k):
    return str(m) if k == 0 else "%d/2^%d" % (m, k)


def text_of_fraction(v):
    k = v.denominator.bit_length() - 1
    assert v.denominator == 1 << k
    return text(v.numerator, k)


def write(name, below, colours, by_search):
    with open(os.path.join(HERE, name + ".in"), "w", newline="\n") as f:
        f.write("%d\n%s\n%s\n" % (len(below), " ".join(map(str, below)), colours))
    answer = text_of_fraction(value_by_simplicity(below, colours)) if by_search else text(*value_by_edge_rule(below, colours))
    with open(os.path.join(HERE, name + ".out"), "w", newline="\n") as f:
        f.write(answer + "\n")


def cross_check(max_n, counts):
    forests = positive = zero = longest = 0
    for n in range(max_n + 1):
        counts.append((forests, positive, zero, longest))  # forests of < n edges
        for below in product(*[[-1] + list(range(1, i)) for i in range(1, n + 1)]):
            for colours in product("BR", repeat=n):
                v = value_by_simplicity(list(below), colours)
                m, k = value_by_edge_rule(list(below), colours)
                assert v == Fraction(m, 1 << k), (below, colours)
                forests += 1
                positive += v > 0
                zero += v == 0
                longest = max(longest, k)
    counts.append((forests, positive, zero, longest))


def random_forest(rng, n, max_below):
    below, depth, colours = [], [], ""
    for i in range(1, n + 1):
        e = -1 if i == 1 or rng.random() < 0.2 else rng.randrange(1, i)
        while e > 0 and depth[e - 1] >= max_below:
            e = rng.randrange(1, i)
        below.append(e)
        depth.append(0 if e < 0 else depth[e - 1] + 1)
        colours += rng.choice("BR")
    return below, colours


def main():
    counts = []
    cross_check(6, counts)
    rng = random.Random(34)
    write("sample-1", [-1, 1, 2, 3, 3, 5, 5, 7, -1, -1, 10, 10], "BRBBRBBRRBRR", True)
    write("sample-2", [-1, 1, 2, 3, 4, 4, 4, 7, 7, 9, 9, 1, 12, 13, 13, 15, 16, 16, 18, 18, 15, 21, 21, 12, 24, 25,
                       25, 24, 28, 28, 24, 31, 12, 33, 34, 34, 2, 37, 37], "BRRRBBRRBBRRRBBRRBRRBBBRBRRBRRBRRBRRRBR", False)
    # n = 0: the lines of nothing missing, then present and empty.
    for name, body in (("empty-forest-lines-missing", "0\n"), ("empty-forest-lines-empty", "0\n\n\n")):
        with open(os.path.join(HERE, name + ".in"), "w", newline="\n") as f:
            f.write(body)
        with open(os.path.join(HERE, name + ".out"), "w", newline="\n") as f:
            f.write(text_of_fraction(value_by_simplicity([], "")) + "\n")
    write("negative-red-on-ground", [-1, 1, -1], "RBR", True)  # a red stalk RB (-1/2) and a red edge (-1)
    write("integer-three-stalks", [-1, 1, -1, -1], "BBBR", True)
    for i in range(1, 4):
        below, colours = random_forest(rng, 10, 9)
        write("small-random-%d" % i, below, colours, True)
    # The catalogue's trap: one blue edge carrying 99999 red ones is worth 2^-99999.
    write("wide-2-to-minus-99999", [-1] + [1] * 99999, "B" + "R" * 99999, False)
    # The judge's largest: 10^5 edges, at most 10^3 below any edge; an alternating path of 1001 edges first.
    below = [-1] + list(range(1, 1001))
    colours = "".join("BR"[i % 2] for i in range(1001))
    rest_below, rest_colours = random_forest(rng, 100000 - 1001, 1000)
    below += [e if e < 0 else e + 1001 for e in rest_below]
    write("judge-limit-100000-depth-1000", below, colours + rest_colours, False)
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.in"), "w", newline="") as f:
        f.write("2\r\n-1\t1 \r\n\r\nBR")
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.out"), "w", newline="\n") as f:
        f.write(text_of_fraction(value_by_simplicity([-1, 1], "BR")) + "\n")
    for n in (5, 6):  # tests.cpp pins n <= 5
        print("forests of <= %d edges: %d, positive %d, zero %d, longest exponent %d" % ((n,) + counts[n + 1]))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Wythoff's game by Beatty's pairs, in integers (a position "a,b" a line; P or N): the P-positions are
(floor(k phi), floor(k phi) + k) and their mirrors, floor(k phi) = (k + isqrt(5 k^2)) // 2.
scripts/stress --explore --outcomes must find it right (src/tests/workbench/explore_test.py)."""
import math
import sys

for line in sys.stdin:
    a, b = sorted(int(x) for x in line.split(","))
    k = b - a
    print("P" if a == (k + math.isqrt(5 * k * k)) // 2 else "N")

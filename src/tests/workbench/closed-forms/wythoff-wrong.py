#!/usr/bin/env python3
"""Wythoff's game with a planted bug: phi taken as 1.6, which is right up to k = 12 and puts the 13th pair at
(20, 33) instead of (21, 34). scripts/stress --explore --outcomes must shrink it to 20,33
(src/tests/workbench/explore_test.py)."""
import sys

for line in sys.stdin:
    a, b = sorted(int(x) for x in line.split(","))
    k = b - a
    print("P" if a == (16 * k) // 10 else "N")

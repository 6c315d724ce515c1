#!/usr/bin/env python3
"""The partizan subtraction game with a planted bug: odd heaps taken for N throughout, where only 1 and 3 are.
scripts/stress --explore must shrink it to n = 5 (src/tests/workbench/explore_test.py)."""
import sys

for line in sys.stdin:
    n = int(line)
    print("P" if n == 0 else "N" if n % 2 else "L")

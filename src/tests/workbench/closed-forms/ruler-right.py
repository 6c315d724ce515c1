#!/usr/bin/env python3
"""The ruler game by its closed form (a coin a line): g(n) = the largest power of 2 dividing n, g(0) = 0.
scripts/stress --explore must find it right (src/tests/workbench/explore_test.py)."""
import sys

for line in sys.stdin:
    n = int(line)
    print(n & -n)

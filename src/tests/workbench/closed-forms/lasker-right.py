#!/usr/bin/env python3
"""Lasker's Nim by its closed form (a heap a line): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
scripts/stress --explore must find it right (src/tests/workbench/explore_test.py)."""
import sys

for line in sys.stdin:
    n = int(line)
    print(n if n % 4 in (1, 2) or n == 0 else n + 1 if n % 4 == 3 else n - 1)

#!/usr/bin/env python3
"""Lasker's Nim with a planted bug: the swap of 4k+3 and 4k+4 forgotten from n = 20 on. scripts/stress --explore must
shrink it to n = 20 (src/tests/workbench/explore_test.py)."""
import sys

for line in sys.stdin:
    n = int(line)
    print(n if n % 4 in (1, 2) or n == 0 or n >= 20 else n + 1 if n % 4 == 3 else n - 1)

#!/usr/bin/env python3
"""The ruler game with a planted bug: the power of 2 found by halving at most three times, so 16 is worth 8.
scripts/stress --explore must shrink it to n = 16 (src/tests/workbench/explore_test.py)."""
import sys

for line in sys.stdin:
    n = int(line)
    power, rest = 1, n
    while n and rest % 2 == 0 and power < 8:
        power, rest = power * 2, rest // 2
    print(power if n else 0)

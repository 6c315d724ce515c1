#!/usr/bin/env python3
"""The loopy heap game (take 2 or 3, or add 3 to a heap of 5k + 1) by the classes worked by hand: n mod 5 = 0 P,
2 and 3 N, 1 and 4 D. scripts/stress --explore must find it right (src/tests/workbench/explore_test.py)."""
import sys

for line in sys.stdin:
    print("PDNND"[int(line) % 5])

#!/usr/bin/env python3
"""The loopy heap game with a planted bug: a heap of 5k + 4 taken for N (a move of 2 or 3 from it seemed to win),
where it is a draw. scripts/stress --explore must shrink it to n = 4 (src/tests/workbench/explore_test.py)."""
import sys

for line in sys.stdin:
    print("PDNNN"[int(line) % 5])

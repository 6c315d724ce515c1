#!/usr/bin/env python3
"""Writes the inputs of scripts/bench into a folder: the same bytes every time (a fixed seed).

  procrastination-1e5.in  10^5 cases, towers of 0..50 random cubes
  poj1067-3e6.in          3*10^6 pairs of piles up to 10^9
  poj1740-1e6.in          10^6 cases of 1..10 piles up to 100, then the terminating 0
  pas-judge.in            stripes 1 2 3 and 1000 boards up to 1000 (the judge's limits)
"""
import os
import random
import sys


def write(folder, name, chunks):
    path = os.path.join(folder, name)
    if os.path.exists(path):
        return
    with open(path + ".part", "w") as out:
        for chunk in chunks:
            out.write(chunk)
    os.replace(path + ".part", path)


def procrastination(rng, cases):
    yield "%d\n" % cases
    for case in range(1, cases + 1):
        lines = ["Test %d" % case]
        for _ in range(2):
            heights = [rng.randint(0, 50) for _ in range(3)]
            lines.append("%d %d %d" % tuple(heights))
            for height in heights:
                lines.append(" ".join(rng.choice("WB") for _ in range(height)))
        yield "\n".join(lines) + "\n"


def poj1067(rng, pairs):
    for start in range(0, pairs, 10000):
        yield "".join("%d %d\n" % (rng.randint(0, 10**9), rng.randint(0, 10**9))
                      for _ in range(min(10000, pairs - start)))


def poj1740(rng, cases):
    for start in range(0, cases, 10000):
        lines = []
        for _ in range(min(10000, cases - start)):
            n = rng.randint(1, 10)
            lines.append("%d\n%s\n" % (n, " ".join(str(rng.randint(0, 100)) for _ in range(n))))
        yield "".join(lines)
    yield "0\n"


def pas(rng):
    yield "1 2 3\n1000\n"
    yield "".join("%d\n" % rng.randint(1, 1000) for _ in range(1000))


def main(folder):
    os.makedirs(folder, exist_ok=True)
    write(folder, "procrastination-1e5.in", procrastination(random.Random(1), 10**5))
    write(folder, "poj1067-3e6.in", poj1067(random.Random(2), 3 * 10**6))
    write(folder, "poj1740-1e6.in", poj1740(random.Random(3), 10**6))
    write(folder, "pas-judge.in", pas(random.Random(4)))


if __name__ == "__main__":
    main(sys.argv[1])

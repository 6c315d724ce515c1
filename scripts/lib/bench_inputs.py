#!/usr/bin/env python3
"""Writes the inputs of scripts/bench into a folder: the same bytes every time (a fixed seed).

  procrastination-1e5.in  10^5 cases, towers of 0..50 random cubes
  poj1067-3e6.in          3*10^6 pairs of piles up to 10^9
  poj1740-1e6.in          10^6 cases of 1..10 piles up to 100, then the terminating 0
  pas-judge.in            stripes 1 2 3 and 1000 boards up to 1000 (the judge's limits)
  vertex-geography-dense.in  5 graphs of 1999 vertices and 200000 edges, the shape of the judge-size file
                          /work/shared/data/bench/vertex-geography-judge.in: simple, connected, each edge
                          written lower end first, in random order
  k-multiple-near-max.in  20 cases of n in 9*10^7..10^8 and k in 9*10^4..10^5, each k new (the judge's limits;
                          the shape of /work/shared/data/bench/k-multiple-judge.in)
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


def k_multiple(rng, cases):
    yield "%d\n" % cases
    yield "".join("%d %d\n" % (rng.randint(9 * 10**7, 10**8), rng.randint(9 * 10**4, 10**5)) for _ in range(cases))


def nim_product(rng, pairs):
    yield "%d\n" % pairs
    for start in range(0, pairs, 10000):
        yield "".join("%d %d\n" % (rng.getrandbits(64), rng.getrandbits(64)) for _ in range(min(10000, pairs - start)))


def vertex_geography(rng, graphs, n, m):
    yield "%d\n" % graphs
    for _ in range(graphs):
        label = list(range(1, n + 1))
        rng.shuffle(label)
        edges = set()
        for v in range(1, n):  # a random tree first, so the graph is connected
            a, b = label[v], label[rng.randrange(v)]
            edges.add((min(a, b), max(a, b)))
        while len(edges) < m:
            a, b = rng.randint(1, n), rng.randint(1, n)
            if a != b:
                edges.add((min(a, b), max(a, b)))
        edges = sorted(edges)
        rng.shuffle(edges)
        yield "%d %d\n" % (n, m)
        yield "".join("%d %d\n" % edge for edge in edges)


def main(folder):
    os.makedirs(folder, exist_ok=True)
    write(folder, "procrastination-1e5.in", procrastination(random.Random(1), 10**5))
    write(folder, "poj1067-3e6.in", poj1067(random.Random(2), 3 * 10**6))
    write(folder, "poj1740-1e6.in", poj1740(random.Random(3), 10**6))
    write(folder, "pas-judge.in", pas(random.Random(4)))
    write(folder, "vertex-geography-dense.in", vertex_geography(random.Random(5), 5, 1999, 200000))
    write(folder, "nim-product-1e6.in", nim_product(random.Random(6), 10**6))
    write(folder, "k-multiple-near-max.in", k_multiple(random.Random(5), 20))


if __name__ == "__main__":
    main(sys.argv[1])

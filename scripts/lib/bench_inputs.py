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
  big-wythoff-1e5.in      10^5 pairs of piles below 10^100 (HDU 5973's largest), a third of them losing pairs
  switch-lights-judge.in  100 cases of 1000 distinct lights with coordinates to 10^4 (HDU 3404's largest)
  combat-on-a-tree-1e5.in a random recursive tree of 10^5 vertices (the judge's largest N), labels shuffled, edges
                          in random order and orientation, a tenth of the vertices black
  berzerk-7000-every-step.in  n = 7000, both sets every step 1..6999 in random order (Codeforces 786A's largest:
                          10^8 predecessors scanned)
  time-flow-dag-judge.in  10^5 vertices, 5*10^5 random edges from lower to higher numbers (every vertex decided),
                          500 rounds with different targets and random starts (Luogu P6560's largest)
  e-and-d-20x20000.in     20 cases of 2*10^4 heaps up to 2*10^9 (Luogu P2148's largest), each case's pairs repeated
                          (a lost case) or not at random
  hrpa-1e15.in            the one line N = 10^15 (COCI HRPA's largest)
  wythoff-v2-1e4.in       T = 10^4 pairs of piles to 10^18 (51Nod 1185's largest), a third of them losing pairs
  treblecross-moves-99x200.in  99 boards of 200 cells (UVa 10561's largest), X with a chance of 0 to 20% each (no XXX)
  split-game-10x21.in     10 cases of 21 bottles of 0..10^4 beans (Luogu P3185's largest)
  christmas-tree-game-1e5.in  a random recursive tree of 10^5 vertices, k = 20, presents to 10^9 (Codeforces
                          1498F's largest), labels shuffled, edges in random order and orientation
  colouring-game-1e4x50.in  10^4 strips of 50 cells (Codeforces 1704F's largest t and sum of n), as many red as
                          blue cells, so that every strip's runs are valued
  simple-nim-5x1e6.in     5 cases of 10^6 heaps of 1..10^9 (HDU 5795's largest case; the judge allows 100 such,
                          1 GB, which a bench file is not)
  array-game-1e9.in       n = 10^9, 100 queries of 100 distinct white cells (Luogu P3179's largest)
  pp-and-qq-100x99x99.in  100 cases of 99 trees of 99 nodes (HDU 3590's largest case; it states no case count),
                          random recursive trees, labels shuffled, edges in random order and orientation
  purple-hearts-1e5-deep.in  10^5 edges at Kattis hackenbushpurplehearts' depth of 10^3: an alternating stalk of 1000
                          edges whose blue top carries the other 99000 edges, red: every stalk edge a 99000-bit value
"""
import math
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


def big_wythoff(rng, pairs):
    def losing_or_random():
        if rng.random() < 1 / 3:
            k = rng.randrange(1, 10**99)
            a = (k + math.isqrt(5 * k * k)) // 2
            return (a, a + k) if rng.random() < 0.5 else (a + k, a)
        return rng.randrange(10**100), rng.randrange(10**100)

    for start in range(0, pairs, 10000):
        yield "".join("%d %d\n" % losing_or_random() for _ in range(min(10000, pairs - start)))


def switch_lights(rng, cases, lights, top):
    yield "%d\n" % cases
    for _ in range(cases):
        cells = set()
        while len(cells) < lights:
            cells.add((rng.randint(1, top), rng.randint(1, top)))
        yield "%d\n" % lights + "".join("%d %d\n" % cell for cell in cells)


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


def combat_on_a_tree(rng, n):
    label = list(range(1, n + 1))
    rng.shuffle(label)
    edges = [(label[v], label[rng.randrange(v)]) for v in range(1, n)]
    rng.shuffle(edges)
    yield "%d\n%s\n" % (n, " ".join("1" if rng.random() < 0.1 else "0" for _ in range(n)))
    yield "".join("%d %d\n" % (edge if rng.random() < 0.5 else edge[::-1]) for edge in edges)


def berzerk(rng, n):
    yield "%d\n" % n
    for _ in range(2):
        steps = list(range(1, n))
        rng.shuffle(steps)
        yield "%d %s\n" % (n - 1, " ".join(map(str, steps)))


def time_flow_dag(rng, n, m, rounds):
    yield "%d %d %d\n" % (n, m, rounds)
    for start in range(0, m, 10000):
        lines = []
        while len(lines) < min(10000, m - start):
            a, b = rng.randint(1, n), rng.randint(1, n)
            if a != b:
                lines.append("%d %d\n" % (min(a, b), max(a, b)))
        yield "".join(lines)
    for y in rng.sample(range(1, n + 1), rounds):
        x = rng.randint(1, n - 1)
        yield "%d %d\n" % (x + (x >= y), y)


def e_and_d(rng, cases, heaps, top):
    yield "%d\n" % cases
    for _ in range(cases):
        pairs = [(rng.randint(1, top), rng.randint(1, top)) for _ in range(heaps // 2)]
        if rng.random() < 0.5:
            pairs = pairs[: heaps // 4] * 2
            rng.shuffle(pairs)
        yield "%d\n%s\n" % (heaps, " ".join("%d %d" % pair for pair in pairs))


def wythoff_v2(rng, cases, top):
    def losing_or_random():
        if rng.random() < 1 / 3:
            k = rng.randint(1, (top - 1) // 3)  # a_k + k < 2.62 k stays within top
            a = (k + math.isqrt(5 * k * k)) // 2
            return (a, a + k) if rng.random() < 0.5 else (a + k, a)
        return rng.randint(1, top), rng.randint(1, top)

    yield "%d\n" % cases
    yield "".join("%d %d\n" % losing_or_random() for _ in range(cases))


def treblecross_moves(rng, boards, length):
    yield "%d\n" % boards
    for _ in range(boards):
        percent, board = rng.choice([0, 2, 5, 10, 20]), ""
        for _ in range(length):
            board += "X" if not board.endswith("XX") and rng.randrange(100) < percent else "."
        yield board + "\n"


def split_game(rng, cases, bottles, top):
    yield "%d\n" % cases
    for _ in range(cases):
        yield "%d\n%s\n" % (bottles, " ".join(str(rng.randint(0, top)) for _ in range(bottles)))


def christmas_tree_game(rng, n, k):
    label = list(range(1, n + 1))
    rng.shuffle(label)
    edges = [(label[v], label[rng.randrange(v)]) for v in range(1, n)]
    rng.shuffle(edges)
    yield "%d %d\n" % (n, k)
    yield "".join("%d %d\n" % (edge if rng.random() < 0.5 else edge[::-1]) for edge in edges)
    yield " ".join(str(rng.randint(0, 10**9)) for _ in range(n)) + "\n"


def simple_nim(rng, cases, heaps, top):
    yield "%d\n" % cases
    for _ in range(cases):
        yield "%d\n%s\n" % (heaps, " ".join(str(rng.randint(1, top)) for _ in range(heaps)))


def array_game(rng, n, queries, whites):
    yield "%d\n%d\n" % (n, queries)
    for _ in range(queries):
        yield "%d\n%s\n" % (whites, " ".join(map(str, rng.sample(range(1, n + 1), whites))))


def pp_and_qq(rng, cases, trees, m):
    for _ in range(cases):
        lines = ["%d" % trees]
        for _ in range(trees):
            label = list(range(1, m + 1))
            rng.shuffle(label)
            edges = [(label[v], label[rng.randrange(v)]) for v in range(1, m)]
            rng.shuffle(edges)
            lines.append("%d" % m)
            lines.extend("%d %d" % (e if rng.random() < 0.5 else e[::-1]) for e in edges)
        yield "\n".join(lines) + "\n"


def purple_hearts(edges, stalk):
    below = [-1] + list(range(1, stalk)) + [stalk] * (edges - stalk)
    colours = "".join("BR"[i % 2] for i in range(stalk - 1)) + "B" + "R" * (edges - stalk)
    yield "%d\n%s\n%s\n" % (edges, " ".join(map(str, below)), colours)


def colouring_game(rng, cases, cells):
    yield "%d\n" % cases
    for _ in range(cases):
        strip = list("RB" * (cells // 2))
        rng.shuffle(strip)
        yield "%d\n%s\n" % (cells, "".join(strip))


def zigzag_game(rng, tests, n):
    """An interactor's test file (not the solver's input: scripts/bench replays a game won on it)."""
    yield "%d\n" % tests
    for k in range(tests):
        weights = list(range(1, n * n + 1))
        rng.shuffle(weights)
        yield "%d\n" % n + "".join(" ".join(map(str, weights[i * n:(i + 1) * n])) + "\n" for i in range(n))
        yield "%s %d\n" % (("longest", "random", "narrow")[k % 3], k + 1)


def main(folder):
    os.makedirs(folder, exist_ok=True)
    write(folder, "procrastination-1e5.in", procrastination(random.Random(1), 10**5))
    write(folder, "poj1067-3e6.in", poj1067(random.Random(2), 3 * 10**6))
    write(folder, "poj1740-1e6.in", poj1740(random.Random(3), 10**6))
    write(folder, "pas-judge.in", pas(random.Random(4)))
    write(folder, "vertex-geography-dense.in", vertex_geography(random.Random(5), 5, 1999, 200000))
    write(folder, "nim-product-1e6.in", nim_product(random.Random(6), 10**6))
    write(folder, "k-multiple-near-max.in", k_multiple(random.Random(5), 20))
    write(folder, "big-wythoff-1e5.in", big_wythoff(random.Random(7), 10**5))
    write(folder, "switch-lights-judge.in", switch_lights(random.Random(8), 100, 1000, 10000))
    write(folder, "combat-on-a-tree-1e5.in", combat_on_a_tree(random.Random(8), 10**5))
    write(folder, "berzerk-7000-every-step.in", berzerk(random.Random(9), 7000))
    write(folder, "time-flow-dag-judge.in", time_flow_dag(random.Random(10), 10**5, 5 * 10**5, 500))
    write(folder, "e-and-d-20x20000.in", e_and_d(random.Random(11), 20, 20000, 2 * 10**9))
    write(folder, "hrpa-1e15.in", iter(["%d\n" % 10**15]))
    write(folder, "wythoff-v2-1e4.in", wythoff_v2(random.Random(1185), 10**4, 10**18))
    write(folder, "treblecross-moves-99x200.in", treblecross_moves(random.Random(10561), 99, 200))
    write(folder, "split-game-10x21.in", split_game(random.Random(3185), 10, 21, 10**4))
    write(folder, "christmas-tree-game-1e5.in", christmas_tree_game(random.Random(1498), 10**5, 20))
    write(folder, "colouring-game-1e4x50.in", colouring_game(random.Random(1704), 10**4, 50))
    write(folder, "simple-nim-5x1e6.in", simple_nim(random.Random(5795), 5, 10**6, 10**9))
    write(folder, "array-game-1e9.in", array_game(random.Random(3179), 10**9, 100, 100))
    write(folder, "pp-and-qq-100x99x99.in", pp_and_qq(random.Random(3590), 100, 99, 99))
    write(folder, "purple-hearts-1e5-deep.in", purple_hearts(10**5, 1000))
    write(folder, "zigzag-game-test-50x50.in", zigzag_game(random.Random(1147), 50, 50))


if __name__ == "__main__":
    main(sys.argv[1])

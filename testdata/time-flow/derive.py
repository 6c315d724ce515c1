#!/usr/bin/env python3
"""Writes the time-flow testdata, every answer derived independently of the C++ solver.

Method: each vertex's value for the player to move there, by the definition, in plain Python: a vertex is a win if
some edge leads onto the target or to a vertex lost for the opponent, a loss if every edge (none at all included)
leads to a vertex won for the opponent. From "unknown" everywhere the two rules are applied, a vertex re-examined
(all its edges scanned again) whenever a vertex one edge after it changes, until nothing changes; what stays
unknown is a draw (0). The target itself is the end of the game and is never examined. No counting down of
degrees: the C++ solver's retrograde method is not used.

The chains are derived from a fact about the rules instead (checked here against the iteration on small chains):
on the chain 1 -> 2 -> ... -> n the token has one move at a time; from x below the target y the mover of the
(y - x)-th move reaches y and wins, from x above it the (n - x)-th move leaves the opponent stuck at n. So the
first player wins (1) iff that distance is odd, else the second does (-1); there are no draws.

Files written:
  sample-1, sample-2            the statement's samples (checked against their published outputs)
  loops-and-repeated-edges      loops (u -> u) and an edge given twice, where the count of moves matters
  no-edges                      m = 0 (the suite's range; the judge has m >= 1): every start is stuck, -1
  small-random-1..3             random graphs of 8 to 15 vertices with cycles, every ordered pair of vertices
  medium-random-n300            n = 300, m = 1200, 300 rounds
  judge-chain-n100000           the statement's 10%: the chain of 10^5 vertices, 500 rounds (the parity rule)
  subtask70-random-n100000-m200000-q10
                                n = 10^5, m = 2*10^5 random edges (cycles), 10 rounds, by the iteration: the
                                statement's 70% subtask at its limits (the full m = 5*10^5 is in scripts/bench,
                                whose input is generated, to keep the files small)
  subtask70-dag-n100000-m200000-q10
                                the same with edges from lower to higher numbers only (every vertex decided)
  crlf-tabs-no-final-newline    sample 2 with CRLF, tabs and blanks, no final newline

With --tallies it prints instead, for every graph on 3 vertices (loops allowed: 2^9 edge sets) and every loop-free
graph on 4 (2^12), the number of rounds answered 1, -1 and 0 over every ordered pair (start, target), which
tests.cpp pins.

Run from anywhere: python3 testdata/time-flow/derive.py [--tallies]
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def iterate(n, succ, pred, target):
    """The value of every vertex (1..n) for the player to move there: 1, -1, or None (a draw)."""
    value = [None] * (n + 1)
    work = [v for v in range(1, n + 1) if v != target]
    while work:
        v = work.pop()
        if value[v] is not None:
            continue
        after = [-1 if w == target else value[w] for w in succ[v]]  # -1: the opponent, to move there, has lost
        if -1 in after:
            value[v] = 1
        elif all(a == 1 for a in after):
            value[v] = -1
        else:
            continue
        work.extend(u for u in pred[v] if u != target)
    return value


def answers(n, edges, rounds):
    succ = [[] for _ in range(n + 1)]
    pred = [[] for _ in range(n + 1)]
    for u, v in edges:
        succ[u].append(v)
        pred[v].append(u)
    cache = {}
    lines = []
    for x, y in rounds:
        if y not in cache:
            cache[y] = iterate(n, succ, pred, y)
        value = cache[y][x]
        lines.append("0" if value is None else str(value))
    return "".join(line + "\n" for line in lines)


def chain_answer(n, x, y):
    distance = y - x if x < y else n - x
    return "1" if distance % 2 == 1 else "-1"


def input_text(n, edges, rounds):
    return "%d %d %d\n%s%s" % (n, len(edges), len(rounds), "".join("%d %d\n" % e for e in edges),
                               "".join("%d %d\n" % r for r in rounds))


def write(name, text_in, text_out):
    for ext, text in ((".in", text_in), (".out", text_out)):
        with open(os.path.join(HERE, name + ext), "w", newline="") as file:
            file.write(text)


def every_pair(n):
    return [(x, y) for x in range(1, n + 1) for y in range(1, n + 1) if x != y]


def random_edges(rng, n, m, acyclic=False):
    edges = []
    while len(edges) < m:
        a, b = rng.randint(1, n), rng.randint(1, n)
        if acyclic:
            if a == b:
                continue
            a, b = min(a, b), max(a, b)
        edges.append((a, b))
    return edges


def self_checks():
    sample1 = [(1, 2), (2, 3), (3, 4), (4, 5), (3, 6), (7, 5), (6, 7)]
    assert answers(7, sample1, [(1, 5)]) == "1\n"
    assert answers(5, [(1, 2), (2, 3), (3, 1), (3, 4), (4, 5)], [(1, 5), (4, 3)]) == "0\n1\n"
    for n in range(2, 30):
        chain = [(v, v + 1) for v in range(1, n)]
        pairs = every_pair(n)
        assert answers(n, chain, pairs) == "".join(chain_answer(n, x, y) + "\n" for x, y in pairs), n


def tallies():
    for n, loops in ((3, True), (4, False)):
        arcs = [(u, v) for u in range(1, n + 1) for v in range(1, n + 1) if loops or u != v]
        count = {"1": 0, "-1": 0, "0": 0}
        for mask in range(1 << len(arcs)):
            edges = [arc for i, arc in enumerate(arcs) if mask >> i & 1]
            for word in answers(n, edges, every_pair(n)).split():
                count[word] += 1
        print("n = %d (%s): %d graphs, rounds 1: %d, -1: %d, 0: %d" % (
            n, "loops allowed" if loops else "no loops", 1 << len(arcs), count["1"], count["-1"], count["0"]))


def main():
    self_checks()
    if sys.argv[1:] == ["--tallies"]:
        tallies()
        return
    rng = random.Random(6560)
    sample1 = [(1, 2), (2, 3), (3, 4), (4, 5), (3, 6), (7, 5), (6, 7)]
    sample2 = [(1, 2), (2, 3), (3, 1), (3, 4), (4, 5)]
    cases = [
        ("sample-1", 7, sample1, [(1, 5)]),
        ("sample-2", 5, sample2, [(1, 5), (4, 3)]),
        # 1 has a loop and an edge to 2; 2 -> 3 twice; 3 -> 1; 4 only loops; 5 is a dead end
        ("loops-and-repeated-edges", 5, [(1, 1), (1, 2), (2, 3), (2, 3), (3, 1), (4, 4), (4, 5), (3, 5)],
         every_pair(5)),
        ("no-edges", 3, [], [(1, 2), (3, 1)]),
    ]
    for i, (n, m) in enumerate(((8, 14), (12, 20), (15, 40)), 1):
        cases.append(("small-random-%d" % i, n, random_edges(rng, n, m), every_pair(n)))
    cases.append(("medium-random-n300", 300, random_edges(rng, 300, 1200),
                  [tuple(rng.sample(range(1, 301), 2)) for _ in range(300)]))
    for name, n, edges, rounds in cases:
        write(name, input_text(n, edges, rounds), answers(n, edges, rounds))
    n = 100000
    chain = [(v, v + 1) for v in range(1, n)]
    rounds = [tuple(rng.sample(range(1, n + 1), 2)) for _ in range(500)]
    write("judge-chain-n100000", input_text(n, chain, rounds),
          "".join(chain_answer(n, x, y) + "\n" for x, y in rounds))
    for name, acyclic in (("subtask70-random-n100000-m200000-q10", False),
                          ("subtask70-dag-n100000-m200000-q10", True)):
        edges = random_edges(rng, n, 200000, acyclic)
        rounds = [tuple(rng.sample(range(1, n + 1), 2)) for _ in range(10)]
        write(name, input_text(n, edges, rounds), answers(n, edges, rounds))
    crlf = "5 5 2\r\n1 2\r\n2\t3\r\n3 1\r\n\r\n3  4\r\n4 5 \r\n1 5\r\n4\t3"
    write("crlf-tabs-no-final-newline", crlf, answers(5, sample2, [(1, 5), (4, 3)]))


if __name__ == "__main__":
    main()

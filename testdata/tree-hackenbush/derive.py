#!/usr/bin/env python3
"""Writes the tree-hackenbush (AtCoder AGC017 D Game on Tree) testdata, answers derived apart from the C++ solver.

Small trees: the game played by its rules, a memoised search over the sets of edges left (a move deletes one edge
and drops every edge no longer connected to vertex 1). Large trees: the colon principle (children before parents in
an explicit-stack depth-first order; g(v) = xor over children of g(c) + 1). Both are written out in
testdata/lib/gamegraphs.py, shared with the other Hackenbush problems' derive.py. The two are
cross-checked on every labelled tree with <= 7 vertices (Prüfer sequences, n^(n-2) trees, OEIS A000272); the
counts printed at the end are the ones tests.cpp pins.
Run from anywhere: python3 testdata/tree-hackenbush/derive.py
"""
import os
import random
import sys
from itertools import product

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
import gamegraphs  # noqa: E402 (testdata/lib, found through the path just set)


def wins_by_search(n, edges):
    """edges: list of (a, b), 1-based. Does the first player win, by the rules?"""
    every, wins = gamegraphs.mover_wins_by_search(edges, lambda edge, player: True)
    return wins(every, 0)


def colon_value(n, edges):
    return gamegraphs.colon_value(n + 1, edges, 1)


def prufer_tree(n, seq):
    degree = [1] * (n + 1)
    for x in seq:
        degree[x] += 1
    edges = []
    for x in seq:
        leaf = min(v for v in range(1, n + 1) if degree[v] == 1)
        edges.append((leaf, x))
        degree[leaf] -= 1
        degree[x] -= 1
    u, w = [v for v in range(1, n + 1) if degree[v] == 1]
    edges.append((u, w))
    return edges


trees = lost = 0
for n in range(2, 8):
    for seq in product(range(1, n + 1), repeat=n - 2):
        edges = prufer_tree(n, seq)
        w = wins_by_search(n, edges)
        assert w == (colon_value(n, edges) != 0), (n, edges)
        trees += 1
        lost += not w
assert trees == sum(n ** (n - 2) for n in range(2, 8))  # A000272: 1, 3, 16, 125, 1296, 16807


def write(name, n, edges, answer, nl="\n", sep=" ", final_newline=True):
    text = nl.join([str(n)] + [f"{a}{sep}{b}" for a, b in edges]) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("Alice\n" if answer(n, edges) else "Bob\n")


def by_colon(n, edges):
    return colon_value(n, edges) != 0


samples = [(5, [(1, 2), (2, 3), (2, 4), (4, 5)]), (5, [(1, 2), (2, 3), (1, 4), (4, 5)]),
           (6, [(1, 2), (2, 4), (5, 1), (6, 3), (3, 2)]), (7, [(1, 2), (3, 7), (4, 6), (2, 3), (2, 4), (1, 5)])]
expected = [True, False, True, False]  # the statement's outputs: Alice, Bob, Alice, Bob
for i, (n, edges) in enumerate(samples):
    assert wins_by_search(n, edges) == expected[i]
    write(f"sample-{i + 1}", n, edges, wins_by_search)

write("smallest-two-vertices", 2, [(1, 2)], wins_by_search)
write("edge-listed-child-first", 2, [(2, 1)], wins_by_search)
write("one-vertex-no-edge", 1, [], wins_by_search)  # beyond the judge (N >= 2 there)
# A forking branch is not a stalk of its size: branches worth 1 and 1 (sizes 3 and 1).
write("forking-branch", 5, [(2, 1), (3, 2), (2, 4), (5, 1)], wins_by_search)

rng = random.Random(17)


def random_tree(n, rng, path_bias=0.0):
    parent = [0] * n
    for v in range(1, n):
        parent[v] = v - 1 if rng.random() < path_bias else rng.randrange(v)
    label = list(range(1, n + 1))
    rng.shuffle(label)
    edges = [(label[v], label[parent[v]]) if rng.random() < 0.5 else (label[parent[v]], label[v]) for v in range(1, n)]
    rng.shuffle(edges)
    return edges


# Small random trees, each file one tree, by search.
for i in range(1, 4):
    n = rng.randint(8, 13)
    write(f"small-random-{i}", n, random_tree(n, rng, 0.3), wins_by_search)

# The judge's limits: N = 10^5.
write("judge-limits-random-100000", 100000, random_tree(100000, rng), by_colon)

# A path of 10^5 vertices with vertex 1 at one end: a recursive DFS 10^5 deep. The value is 99999 (a stalk).
n = 100000
order = list(range(2, n + 1))
rng.shuffle(order)
path = [1] + order
edges = [(path[i], path[i + 1]) if i % 2 else (path[i + 1], path[i]) for i in range(n - 1)]
rng.shuffle(edges)
assert colon_value(n, edges) == n - 1
write("deep-path-100000", n, edges, by_colon)

write("crlf-tabs-no-final-newline", 5, samples[0][1], wins_by_search, nl="\r\n", sep="\t", final_newline=False)

print("trees", trees, "lost", lost)

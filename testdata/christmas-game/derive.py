#!/usr/bin/env python3
"""Writes the christmas-game (POJ 3710 Christmas Game) testdata, answers derived apart from the C++ solver.

Small trees: Green Hackenbush played by its rules, a memoised search over the sets of edges left (a move deletes
one edge and drops every edge no longer connected to vertex 1), each tree's Grundy value, xored over the trees.
Larger trees, built as the statement shapes them (a tree with polygons hanging at one vertex each): the rule of
the statement's shapes written out here, an odd polygon is one pendant edge at its hanging vertex and an even one
vanishes, then the colon principle. General multigraphs up to 20 edges: the fusion principle with bridges found
the slow way (an edge is a bridge iff deleting it disconnects its ends). The three are cross-checked here: the
search against the bridge method on every multigraph of <= 5 edges on 4 vertices (loops and repeats allowed), the
shape rule against both on random shaped trees; the counts printed at the end are the ones tests.cpp pins. The
search and the colon principle are in testdata/lib/gamegraphs.py, shared with the other Hackenbush problems.
Run from anywhere: python3 testdata/christmas-game/derive.py
"""
import os
import random
import sys
from itertools import combinations_with_replacement

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
import gamegraphs  # noqa: E402 (testdata/lib, found through the path just set)


def grundy_by_search(m, edges):
    """edges: list of (a, b), 1-based, loops and repeats allowed; the root is vertex 1."""
    return gamegraphs.green_grundy_by_search(edges)


def colon(n, tree_edges, own, root):
    return gamegraphs.colon_value(n, tree_edges, root, own)


def grundy_by_bridges(m, edges):
    """Fusion: the 2-edge-connected parts fused, their edges as loops (worth their number mod 2); colon on bridges."""
    def connected(a, b, skip):
        reached, grew = {a}, True
        while grew:
            grew = False
            for i, (x, y) in enumerate(edges):
                if i != skip and (x in reached) != (y in reached):
                    reached |= {x, y}
                    grew = True
        return b in reached
    live = [i for i, (a, b) in enumerate(edges) if connected(1, a, None)]
    bridges = {i for i in live if not connected(edges[i][0], edges[i][1], i)}
    part = {}
    for v in range(1, m + 1):
        if v in part or not connected(1, v, None):
            continue
        part[v] = len(set(part.values()))
        grew = True
        while grew:
            grew = False
            for i in live:
                a, b = edges[i]
                if i not in bridges and (a in part) != (b in part):
                    part[a if a not in part else b] = part[v]
                    grew = True
    parts = len(set(part.values()))
    own = [0] * parts
    tree = []
    for i in live:
        a, b = edges[i]
        if i in bridges:
            tree.append((part[a], part[b]))
        else:
            own[part[a]] ^= 1
    return colon(parts, tree, own, part[1])


# Every multigraph of <= 5 edges on vertices 1..4 (loops and repeated edges allowed).
pairs = [(a, b) for a in range(1, 5) for b in range(a, 5)]
graphs = lost = 0
for k in range(0, 6):
    for edges in combinations_with_replacement(pairs, k):
        g = grundy_by_search(4, list(edges))
        assert g == grundy_by_bridges(4, list(edges)), edges
        graphs += 1
        lost += g == 0
assert graphs == 3003


def shaped(rng, tree_vertices, polygons, max_length):
    """A tree and polygons hanging at its vertices; returns (m, edges, value by the statement's rule)."""
    edges = [(v, rng.randrange(v)) for v in range(1, tree_vertices)]
    m = tree_vertices
    loops = [0] * tree_vertices
    for _ in range(polygons):
        length = rng.randint(1, max_length)
        hang = rng.randrange(tree_vertices)
        last = hang
        for _ in range(length - 1):
            edges.append((last, m))
            last = m
            m += 1
        edges.append((last, hang))
        loops[hang] ^= length % 2  # odd: one pendant edge (worth 1 at hang); even: nothing
    label = list(range(1, m + 1))
    rng.shuffle(label)
    root = label.index(1)
    value = colon(tree_vertices, edges[:tree_vertices - 1], loops, root) if root < tree_vertices else None
    out = [(label[a], label[b]) if rng.random() < 0.5 else (label[b], label[a]) for a, b in edges]
    rng.shuffle(out)
    return m, out, value


rng = random.Random(3710)
checked = 0
while checked < 300:
    m, edges, value = shaped(rng, rng.randint(1, 4), rng.randint(0, 3), 4)
    if value is None or len(edges) > 9:
        continue  # vertex 1 landed on a polygon: the shape rule is stated for a root in the tree
    assert value == grundy_by_search(m, edges) == grundy_by_bridges(m, edges), (m, edges)
    checked += 1


def write(name, cases, value_of, nl="\n", sep=" ", final_newline=True):
    lines, answers = [], []
    for trees in cases:
        lines.append(str(len(trees)))
        x = 0
        for m, edges in trees:
            lines.append(f"{m}{sep}{len(edges)}")
            lines += [f"{a}{sep}{b}" for a, b in edges]
            x ^= value_of(m, edges)
        answers.append("Sally" if x else "Harry")
    text = nl.join(lines) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join(a + "\n" for a in answers))


sample = [[(2, [(1, 2)]), (4, [(1, 2), (2, 3), (2, 4), (3, 4)])]]
write("sample-1", sample, grundy_by_search)

# Polygons of 1..6 edges hanging at the root and below it: odd ones are one edge, even ones vanish.
polygons = [[(1, [(1, 1)])], [(1, [(1, 1), (1, 1)])], [(2, [(1, 2), (2, 1)])], [(2, [(1, 2), (1, 2), (2, 1)])],
            [(3, [(1, 2), (2, 3), (3, 1)])], [(4, [(1, 2), (2, 3), (3, 4), (4, 1)])],
            [(5, [(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)])], [(6, [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 1)])],
            [(4, [(1, 2), (2, 3), (3, 4), (4, 2)])], [(5, [(1, 2), (2, 3), (3, 4), (4, 5), (5, 2)])],
            [(3, [(1, 2), (2, 2), (2, 3)])], [(2, [(1, 2), (2, 2)]), (2, [(1, 2)])]]
write("polygons-loops-and-repeated-edges", polygons, grundy_by_search)

# Beyond the statement's shapes: polygons sharing a vertex that is not their hanging point, a part cut off from
# the root, a root on a cycle, an edge hanging off a polygon.
general = [[(4, [(1, 2), (2, 3), (3, 1), (3, 4), (4, 3)])], [(5, [(1, 2), (3, 4), (4, 5), (5, 3)])],
           [(4, [(1, 2), (2, 3), (3, 1), (2, 4)])], [(4, [(1, 2), (2, 3), (3, 4), (4, 1), (1, 3)])],
           [(3, [])], [(1, [])], [(3, [(2, 3), (3, 2)]), (2, [(1, 2)])]]
write("beyond-the-shapes", general, grundy_by_search)

small = []
for _ in range(40):
    trees = []
    for _ in range(rng.randint(1, 4)):
        while True:
            m, edges, value = shaped(rng, rng.randint(1, 5), rng.randint(0, 4), 4)
            if len(edges) <= 10:
                break
        trees.append((m, edges))
    small.append(trees)
write("small-random-shapes", small, grundy_by_search)

# The judge's limits: 99 trees a case, up to 99 vertices and 499 edges a tree, values by the shape rule.
judge, shapes = [], {}
for c in range(3):
    trees = []
    while len(trees) < 99:
        tv = rng.randint(1, 50)
        m, edges, value = shaped(rng, tv, rng.randint(0, 60), 7)
        loops = rng.randint(0, 60)
        if value is None or m > 99 or len(edges) + loops > 499:
            continue
        # extra loops at the root: each worth 1
        edges += [(1, 1)] * loops
        value ^= loops % 2
        if len(trees) < 4:
            assert value == grundy_by_bridges(m, edges)
        shapes[(m, tuple(edges))] = value
        trees.append((m, edges))
    judge.append(trees)
write("judge-limits-99-trees", judge, lambda m, edges: shapes[(m, tuple(edges))])

# A path of 10^5 vertices from the root with a triangle at its end, beyond the judge: no recursion may follow it.
n = 100000
deep = [(v, v + 1) for v in range(1, n)] + [(n, n + 1), (n + 1, n + 2), (n + 2, n)]
write("deep-path-100000-and-a-triangle", [[(n + 2, deep)]], lambda m, e: n - 1 + 1)  # stalk of n - 1, then one edge

write("crlf-tabs-no-final-newline", sample + polygons[:3], grundy_by_search, nl="\r\n", sep="\t", final_newline=False)

print("multigraphs", graphs, "lost", lost)

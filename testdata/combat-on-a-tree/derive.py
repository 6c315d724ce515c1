#!/usr/bin/env python3
"""Writes the combat-on-a-tree (SPOJ COT3 / BZOJ 4134) testdata, answers derived apart from the C++ solver.

Small trees: the game played by its rules, a memoised search over the sets of white vertices (a move chooses a
white vertex and blackens the path from it to vertex 1). Large trees: the Grundy values of the subtrees by the
sets of values one move leaves, here as Python sets merged small into large with a pending xor each (the C++
solver uses binary tries instead), or, for paths and stars, by hand (each case says how). The search and the
sets are cross-checked on every rooted tree shape with <= 8 vertices with every colouring; the counts printed at
the end are the ones tests.cpp pins.
Run from anywhere: python3 testdata/combat-on-a-tree/derive.py
"""
import os
import random
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))


def rooted(n, edges):
    """Parents (vertex 1's is 0) and a breadth-first order from vertex 1, vertices 1..n."""
    adjacent = [[] for _ in range(n + 1)]
    for a, b in edges:
        adjacent[a].append(b)
        adjacent[b].append(a)
    parent, order = [0] * (n + 1), [1]
    seen = [False] * (n + 1)
    seen[1] = True
    for v in order:
        for w in adjacent[v]:
            if not seen[w]:
                seen[w] = True
                parent[w] = v
                order.append(w)
    assert len(order) == n
    return parent, order


def winners_by_search(n, colours, edges):
    """The rules: a position is the set of white vertices (bits); choosing v clears v and its ancestors."""
    parent, order = rooted(n, edges)
    path = [0] * (n + 1)
    for v in order:
        path[v] = (1 << v) | (path[parent[v]] if v != 1 else 0)

    @lru_cache(maxsize=None)
    def grundy(whites):
        values = {grundy(whites & ~path[v]) for v in range(1, n + 1) if whites >> v & 1}
        m = 0
        while m in values:
            m += 1
        return m

    start = sum(1 << v for v in range(1, n + 1) if colours[v - 1] == 0)
    return [v for v in range(1, n + 1) if start >> v & 1 and grundy(start & ~path[v]) == 0], grundy(start)


def winners_by_sets(n, colours, edges):
    """Grundy values of subtrees: R(v) = {below(v) if v white} + the union over children c of R(c) ^ below(v) ^
    value(c), value(v) = mex R(v). A set is (values, t), meaning {x ^ t for x in values}."""
    parent, order = rooted(n, edges)
    reach = [None] * (n + 1)
    value, below = [0] * (n + 1), [0] * (n + 1)
    for v in reversed(order):
        values, t = reach[v] if reach[v] is not None else (set(), 0)
        t ^= below[v]
        if colours[v - 1] == 0:
            values.add(below[v] ^ t)
        m = 0
        while m ^ t in values:
            m += 1
        value[v] = m
        if v == 1:
            break
        t ^= m  # as the parent gathers it: R(c) ^ value(c)
        p = parent[v]
        below[p] ^= m
        if reach[p] is None:
            reach[p] = (values, t)
        else:
            big, big_t = reach[p]
            if len(big) < len(values):
                (big, big_t), (values, t) = (values, t), (big, big_t)
            big.update(x ^ t ^ big_t for x in values)
            reach[p] = (big, big_t)
    above = [0] * (n + 1)
    for c in order[1:]:
        above[c] = above[parent[c]] ^ below[parent[c]] ^ value[c]
    return [v for v in range(1, n + 1) if colours[v - 1] == 0 and above[v] ^ below[v] == 0], value[1]


def shapes(n):
    """Every rooted tree on n vertices up to isomorphism, as parent lists (parent[v] < v), by canonical forms."""
    found = {}

    def canon(children, v):
        return "(" + "".join(sorted(canon(children, c) for c in children[v])) + ")"

    def extend(parent):
        if len(parent) == n:
            children = [[] for _ in range(n)]
            for v in range(1, n):
                children[parent[v]].append(v)
            found.setdefault(canon(children, 0), list(parent))
            return
        for p in range(len(parent)):
            extend(parent + [p])

    extend([0])
    return list(found.values())


cases = lost = 0
for n in range(1, 9):
    forms = shapes(n)
    assert len(forms) == [1, 1, 2, 4, 9, 20, 48, 115][n - 1]  # OEIS A000081
    for parent in forms:
        edges = [(parent[v] + 1, v + 1) for v in range(1, n)]
        for mask in range(1 << n):
            colours = [mask >> i & 1 for i in range(n)]
            by_search = winners_by_search(n, colours, edges)
            assert by_search == winners_by_sets(n, colours, edges), (n, parent, colours)
            cases += 1
            lost += not by_search[0]


def write(name, n, colours, edges, answer, nl="\n", sep=" ", final_newline=True):
    lines = [str(n), " ".join(map(str, colours))] + [f"{a}{sep}{b}" for a, b in edges]
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(nl.join(lines) + (nl if final_newline else ""))
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join(f"{v}\n" for v in answer) if answer else "-1\n")


def by_search(n, colours, edges):
    return winners_by_search(n, colours, edges)[0]


def by_sets(n, colours, edges):
    return winners_by_sets(n, colours, edges)[0]


# The statement's sample (BZOJ 4134): the answer 5.
sample = (8, [1, 1, 0, 1, 0, 0, 1, 0], [(1, 2), (1, 3), (2, 6), (3, 4), (3, 5), (5, 7), (7, 8)])
assert by_search(*sample) == [5]
write("sample-1", *sample, by_search(*sample))

write("one-white-vertex", 1, [0], [], by_search(1, [0], []))  # choosing it ends the game: 1
write("one-black-vertex", 1, [1], [], by_search(1, [1], []))  # nothing to choose: -1
write("all-black", 5, [1] * 5, [(1, 2), (2, 3), (1, 4), (4, 5)], by_search(5, [1] * 5, [(1, 2), (2, 3), (1, 4), (4, 5)]))
# Edges child first, vertex 1 black with two white paths of 2 under it: 2 xor 2 = 0, so -1 (and not "1 wins").
write("edge-listed-child-first", 5, [1, 0, 0, 0, 0], [(2, 1), (3, 2), (4, 1), (5, 4)],
      by_search(5, [1, 0, 0, 0, 0], [(2, 1), (3, 2), (4, 1), (5, 4)]))
# Several winners, ascending: vertex 1 white over three white leaves; each leaf leaves the other two, 1 xor 1.
write("several-winners", 4, [0, 0, 0, 0], [(1, 4), (3, 1), (1, 2)], by_search(4, [0, 0, 0, 0], [(1, 4), (3, 1), (1, 2)]))
assert by_search(4, [0, 0, 0, 0], [(1, 4), (3, 1), (1, 2)]) == [2, 3, 4]

rng = random.Random(4134)


def random_tree(n, rng, path_bias=0.0):
    parent = [0] * n
    for v in range(1, n):
        parent[v] = v - 1 if rng.random() < path_bias else rng.randrange(v)
    label = list(range(1, n + 1))
    rng.shuffle(label)
    edges = [(label[v], label[parent[v]]) if rng.random() < 0.5 else (label[parent[v]], label[v]) for v in range(1, n)]
    rng.shuffle(edges)
    return edges


for i in range(1, 4):  # by search
    n = rng.randint(10, 14)
    colours = [int(rng.random() < 0.3) for _ in range(n)]
    edges = random_tree(n, rng, 0.3)
    write(f"small-random-{i}", n, colours, edges, by_search(n, colours, edges))

# The judge's limits: N = 10^5, about a third black, by the sets.
n = 100000
colours = [int(rng.random() < 0.3) for _ in range(n)]
edges = random_tree(n, rng)
write("judge-limits-random-100000", n, colours, edges, by_sets(n, colours, edges))

# A white path of 10^5 vertices from vertex 1, edges in random order and orientation: a recursion 10^5 deep. By hand:
# the white path hanging below a chosen vertex is all that is left, worth its length (Nim heap), so only the far end
# wins. The sets agree on a path of 300.
for n in (300, 100000):
    order = list(range(2, n + 1))
    rng.shuffle(order)
    path = [1] + order
    edges = [(path[i], path[i + 1]) if i % 2 else (path[i + 1], path[i]) for i in range(n - 1)]
    rng.shuffle(edges)
    if n == 300:
        assert by_sets(n, [0] * n, edges) == [path[-1]]
write("deep-path-100000", n, [0] * n, edges, [path[-1]])

# Vertex 1 in the middle of a white path of 99999 vertices: choosing 1 leaves two paths of 49999, k xor k = 0; a
# vertex at depth d leaves k - d below it and k on the other side, nonzero. Only 1 wins.
k = 49999
edges = [(v, 1 if v <= 3 else v - 2) for v in range(2, 2 * k + 2)]  # 1-2-4-6-.. and 1-3-5-7-..
write("middle-rooted-path-99999", 2 * k + 1, [0] * (2 * k + 1), edges, [1])
assert by_sets(201, [0] * 201, [(v, 1 if v <= 3 else v - 2) for v in range(2, 202)]) == [1]

# A white star of 10^5 vertices centred on 1: a leaf is worth 1, so 99999 leaves leave 1 at the centre; choosing a
# leaf leaves the other 99998, worth 0: every leaf wins, the centre does not. The sets agree on a star of 302.
n = 100000
write("star-all-white-100000", n, [0] * n, [(1, v) if v % 2 else (v, 1) for v in range(2, n + 1)], list(range(2, n + 1)))
assert by_sets(302, [0] * 302, [(1, v) for v in range(2, 303)]) == list(range(2, 303))

write("crlf-tabs-no-final-newline", *sample, by_search(*sample), nl="\r\n", sep="\t", final_newline=False)

print("cases", cases, "lost", lost)

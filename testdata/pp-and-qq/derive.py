#!/usr/bin/env python3
"""Writes the pp-and-qq (HDU 3590 PP and QQ) testdata, answers derived apart from the C++ solver, and prints the
counts tests.cpp pins.

A rooted tree is a canonical nested tuple (its children's tuples, sorted); a forest a sorted tuple of trees. A cut
removes one child somewhere, with everything below it. Two games are searched over those tuples:
  - the judge's semantics, the game the SJ theorem is proved for: misère, but play stops (the player to move wins)
    once every tree's Grundy value is 0, each value found by a normal-play search of the tree (mex of its options);
  - the stated game: misère to the last edge.
Small cases are answered by the first search. Judge-size cases by the colon principle and the anti-SG rule
(testdata/lib/gamegraphs.py's colon_value), which the first search is checked against on every forest counted.
The count: every multiset of 1 to 3 unlabelled rooted trees of 1 to 5 nodes (17 trees, 1139 multisets), and the
multisets where the two games differ.
Run from anywhere: python3 testdata/pp-and-qq/derive.py
"""
import os
import random
import sys
from functools import lru_cache
from itertools import combinations_with_replacement

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
import gamegraphs  # noqa: E402 (testdata/lib, found through the path just set)


def cuts(tree):
    """Every tree a cut leaves."""
    out = set()
    for i, child in enumerate(tree):
        rest = tree[:i] + tree[i + 1:]
        out.add(rest)
        for smaller in cuts(child):
            out.add(tuple(sorted(rest + (smaller,))))
    return out


@lru_cache(maxsize=None)
def grundy(tree):
    return gamegraphs.mex({grundy(t) for t in cuts(tree)})


def forest_moves(forest):
    for i, tree in enumerate(forest):
        for smaller in cuts(tree):
            yield tuple(sorted(forest[:i] + (smaller,) + forest[i + 1:]))


@lru_cache(maxsize=None)
def wins_sj(forest):
    if all(grundy(t) == 0 for t in forest):
        return True
    return any(not wins_sj(f) for f in forest_moves(forest))


@lru_cache(maxsize=None)
def wins_stated(forest):
    if all(t == () for t in forest):
        return True
    return any(not wins_stated(f) for f in forest_moves(forest))


def rooted_trees(most):
    trees = {()}
    layer = {()}
    for _ in range(most - 1):
        layer = {grow for tree in layer for grow in add_leaf(tree)}
        trees |= layer
    return sorted(trees, key=lambda t: (size(t), t))


def add_leaf(tree):
    out = {tuple(sorted(tree + ((),)))}
    for i, child in enumerate(tree):
        for grown in add_leaf(child):
            out.add(tuple(sorted(tree[:i] + (grown,) + tree[i + 1:])))
    return out


def size(tree):
    return 1 + sum(size(c) for c in tree)


def tuple_of(m, edges):
    """The canonical tuple of the tree on 1..m with these edges, rooted at 1."""
    adj = {v: [] for v in range(1, m + 1)}
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)

    def build(v, parent):
        return tuple(sorted(build(c, v) for c in adj[v] if c != parent))

    return build(1, 0)


def judge_rule(values):
    total = 0
    for v in values:
        total ^= v
    return (total != 0) == any(v > 1 for v in values)


def value_of(m, edges):
    return gamegraphs.colon_value(m + 1, edges, 1)


def random_tree(rng, m):
    parent = [0] + [rng.randrange(0, v) for v in range(1, m)]
    label = list(range(1, m + 1))
    rng.shuffle(label)
    edges = [(label[v], label[parent[v]]) if rng.random() < 0.5 else (label[parent[v]], label[v]) for v in range(1, m)]
    rng.shuffle(edges)
    return edges


def text_of(cases):
    lines = []
    for trees in cases:
        lines.append(str(len(trees)))
        for m, edges in trees:
            lines.append(str(m))
            lines.extend("%d %d" % e for e in edges)
    return "\n".join(lines) + "\n"


def write(name, cases, answer):
    with open(os.path.join(HERE, name + ".in"), "w") as f:
        f.write(text_of(cases))
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join(("PP" if answer(trees) else "QQ") + "\n" for trees in cases))


def by_search(trees):
    return wins_sj(tuple(sorted(tuple_of(m, e) for m, e in trees)))


def by_colon(trees):
    return judge_rule([value_of(m, e) for m, e in trees])


def main():
    trees = rooted_trees(5)
    assert len(trees) == 17
    forests = differ = differ_small = pp_judged = pp_exact = 0
    smallest = None
    for count in (1, 2, 3):
        for chosen in combinations_with_replacement(trees, count):
            forest = tuple(sorted(chosen))
            judged, exact = wins_sj(forest), wins_stated(forest)
            rule = judge_rule([grundy(t) for t in forest])
            assert rule == judged, forest
            forests += 1
            pp_judged += judged
            pp_exact += exact
            if judged != exact:
                differ += 1
                edges = sum(size(t) - 1 for t in forest)
                if smallest is None or edges < smallest[0]:
                    smallest = (edges, forest)
                if count <= 2 and all(size(t) <= 4 for t in forest):
                    differ_small += 1
    print("forests %d, differ %d, PP by the judge's rule %d, PP in the stated game %d, differ with <= 2 trees of "
          "<= 4 nodes %d; smallest difference %s" % (forests, differ, pp_judged, pp_exact, differ_small, smallest))

    rng = random.Random(3590)
    write("sample-1", [[(2, [(1, 2)]), (2, [(1, 2)])], [(2, [(1, 2)])]], by_search)
    write("counterexample-two-stalks-of-2", [[(5, [(1, 2), (1, 3), (2, 4), (3, 5)])]], by_search)
    write("single-nodes", [[(1, [])], [(1, []), (1, [])], [(1, []), (2, [(2, 1)])], [(1, []), (3, [(1, 2), (2, 3)])]],
          by_search)
    write("edges-child-first", [[(4, [(2, 1), (3, 2), (4, 2)]), (3, [(3, 1), (2, 3)])],
                                [(5, [(5, 4), (4, 3), (3, 2), (2, 1)])]], by_search)
    for k in range(1, 4):
        cases = [[(m, random_tree(rng, m)) for m in (rng.randint(1, 6) for _ in range(rng.randint(1, 3)))]
                 for _ in range(12)]
        for trees_of_case in cases:  # the two ways agree where both apply
            assert by_search(trees_of_case) == by_colon(trees_of_case)
        write("small-random-%d" % k, cases, by_search)
    write("judge-limits-20x99x99", [[(99, random_tree(rng, 99)) for _ in range(99)] for _ in range(20)], by_colon)
    write("beyond-judge-empty-forest", [[]], by_search)
    write("beyond-judge-tree-of-20000", [[(20000, random_tree(rng, 20000)), (2, [(1, 2)])]], by_colon)
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.in"), "w", newline="") as f:
        f.write("2\r\n2\r\n1\t2\r\n\r\n3\r\n 1 2\r\n3 1\r\n1\r\n3\r\n2 1\r\n1 3")
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.out"), "w") as f:
        f.write("".join(("PP" if by_search(c) else "QQ") + "\n"
                        for c in ([(2, [(1, 2)]), (3, [(1, 2), (3, 1)])], [(3, [(2, 1), (1, 3)])])))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the christmas-tree-game testdata, every answer derived independently of the C++ solver.

Method: small trees by the game itself, in plain Python: for each root, the position is the presents on every
vertex, a move takes m >= 1 presents of a vertex of depth >= k to its k-th ancestor, and a position is won iff some
move leads to a lost one (memoised). Larger trees by staircase Nim root by root (a walk from each root, the presents
at depth d with floor(d / k) odd xored; Alice wins iff the xor is not 0), checked here against the game search on
200 random small trees first; O(n^2), no rerooting. The largest by facts of their shape:
  - a path 1 - 2 - ... - n with presents on vertex v only: rooted at r they sit at depth |r - v|, a heap iff
    floor(|r - v| / k) is odd;
  - a star with centre 1: rooted at the centre every leaf has depth 1; rooted at a leaf the centre has depth 1 and
    the other leaves depth 2; with k = 1 depth 1 is stair 1 (a heap), depth 2 stair 2; with k >= 2 depth 1 is
    stair 0 and depth 2 stair 1 when k = 2.

Files written:
  sample-1                          the statement's sample (checked against its published output)
  search-n6-k2, search-n7-k3         random small trees by the game search
  random-n300-k7, random-n2000-k20   random trees, staircase Nim root by root
  path-n9-k2                         a path, by the game search
  judge-path-n100000-k20             a path, presents on one vertex (10^9)
  judge-star-n100000-k2              a star, presents on the leaves only
  beyond-judge-path-n3000-k20        a path, presents on one vertex 2^63 - 1 (past the judge's 10^9)
  beyond-judge-single-vertex         n = 1: nobody can move
  crlf-tabs-no-final-newline         sample-1 with CRLF, tabs and blanks, no final newline

Run from anywhere: python3 testdata/christmas-tree-game/derive.py
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.setrecursionlimit(100000)


def neighbours(n, edges):
    near = [[] for _ in range(n + 1)]
    for x, y in edges:
        near[x].append(y)
        near[y].append(x)
    return near


def walk(n, near, root):
    """depth and parent of every vertex 1..n with the tree rooted at root."""
    depth, parent = [-1] * (n + 1), [0] * (n + 1)
    depth[root] = 0
    todo = [root]
    while todo:
        v = todo.pop()
        for w in near[v]:
            if depth[w] < 0:
                depth[w], parent[w] = depth[v] + 1, v
                todo.append(w)
    return depth, parent


def by_search(n, k, edges, a):
    near = neighbours(n, edges)
    answers = []
    for root in range(1, n + 1):
        depth, parent = walk(n, near, root)
        up = [0] * (n + 1)
        for v in range(1, n + 1):
            u = v
            for _ in range(k):
                u = parent[u] if u != root else 0
                if u == 0:
                    break
            up[v] = u if depth[v] >= k else 0
        memo = {}

        def wins(p):
            if p in memo:
                return memo[p]
            result = False
            for v in range(1, n + 1):
                if up[v] and p[v - 1]:
                    for m in range(1, p[v - 1] + 1):
                        q = list(p)
                        q[v - 1] -= m
                        q[up[v] - 1] += m
                        if not wins(tuple(q)):
                            result = True
                            break
                if result:
                    break
            memo[p] = result
            return result

        answers.append(1 if wins(tuple(a)) else 0)
    return answers


def by_staircase(n, k, edges, a):
    near = neighbours(n, edges)
    answers = []
    for root in range(1, n + 1):
        depth, _ = walk(n, near, root)
        x = 0
        for v in range(1, n + 1):
            if depth[v] // k % 2 == 1:
                x ^= a[v - 1]
        answers.append(1 if x else 0)
    return answers


def random_tree(rng, n):
    names = list(range(1, n + 1))
    rng.shuffle(names)
    edges = []
    for v in range(1, n):
        p = rng.randrange(0, v)
        edges.append((names[v], names[p]) if rng.random() < 0.5 else (names[p], names[v]))
    return edges


def text(n, k, edges, a):
    return "%d %d\n" % (n, k) + "".join("%d %d\n" % e for e in edges) + " ".join(map(str, a)) + "\n"


def write(name, n, k, edges, a, answers):
    with open(os.path.join(HERE, name + ".in"), "w", newline="\n") as f:
        f.write(text(n, k, edges, a))
    with open(os.path.join(HERE, name + ".out"), "w", newline="\n") as f:
        f.write(" ".join(map(str, answers)) + "\n")


def main():
    rng = random.Random(1498)
    sample = (5, 1, [(1, 2), (1, 3), (5, 2), (4, 3)], [0, 3, 2, 4, 4])
    assert by_search(*sample) == [1, 0, 0, 1, 1] == by_staircase(*sample)
    for _ in range(200):
        n, k = rng.randint(1, 6), rng.randint(1, 3)
        edges = random_tree(rng, n)
        a = [rng.randint(0, 2) for _ in range(n)]
        assert by_search(n, k, edges, a) == by_staircase(n, k, edges, a), (n, k, edges, a)
    write("sample-1", *sample, [1, 0, 0, 1, 1])
    for name, n, k in (("search-n6-k2", 6, 2), ("search-n7-k3", 7, 3)):
        edges = random_tree(rng, n)
        a = [rng.randint(0, 2) for _ in range(n)]
        write(name, n, k, edges, a, by_search(n, k, edges, a))
    path9 = [(i, i + 1) for i in range(1, 9)]
    a9 = [0, 1, 0, 2, 1, 0, 1, 0, 1]
    write("path-n9-k2", 9, 2, path9, a9, by_search(9, 2, path9, a9))
    for name, n, k in (("random-n300-k7", 300, 7), ("random-n2000-k20", 2000, 20)):
        edges = random_tree(rng, n)
        a = [rng.randint(0, 10**9) for _ in range(n)]
        write(name, n, k, edges, a, by_staircase(n, k, edges, a))
    for name, n, k, v, value in (("judge-path-n100000-k20", 100000, 20, 31234, 10**9),
                                 ("beyond-judge-path-n3000-k20", 3000, 20, 1234, 2**63 - 1)):
        a = [0] * n
        a[v - 1] = value
        check = [0] * 50
        check[17] = 5
        assert by_staircase(50, 4, [(i, i + 1) for i in range(1, 50)], check) == \
            [1 if abs(r - 18) // 4 % 2 else 0 for r in range(1, 51)]
        write(name, n, k, [(i, i + 1) for i in range(1, n)], a,
              [1 if abs(r - v) // k % 2 else 0 for r in range(1, n + 1)])
    # The star: leaves 2..n; with k = 2 rooted at the centre nothing is on stair 1; rooted at leaf r the other leaves
    # (depth 2) are: Alice wins iff the xor of all leaves but r is not 0.
    n = 100000
    a = [0] + [rng.randint(0, 10**9) for _ in range(n - 1)]
    leaves = 0
    for x in a:
        leaves ^= x
    star = [(1, v) if v % 2 else (v, 1) for v in range(2, n + 1)]
    small = [0, 3, 5, 6, 1]
    assert by_staircase(5, 2, [(1, v) for v in range(2, 6)], small) == \
        [0] + [1 if (3 ^ 5 ^ 6 ^ 1) ^ small[r - 1] else 0 for r in range(2, 6)]
    write("judge-star-n100000-k2", n, 2, star, a, [0] + [1 if leaves ^ a[r - 1] else 0 for r in range(2, n + 1)])
    write("beyond-judge-single-vertex", 1, 3, [], [7], [0])
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.in"), "w", newline="") as f:
        f.write("5\t1\r\n1 2\r\n\r\n1  3\r\n5 2\r\n4 3\r\n0 3\t2 4 4")
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.out"), "w", newline="\n") as f:
        f.write("1 0 0 1 1\n")


if __name__ == "__main__":
    main()

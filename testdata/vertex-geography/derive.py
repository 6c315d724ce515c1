#!/usr/bin/env python3
"""Writes the vertex-geography (CodeChef HAMILG A game on a graph) testdata, answers derived apart from the C++ solver.

Small graphs (<= 16 vertices): the game played by its rules, a memoised search over (token, visited set): the
player to move takes the token to an unvisited neighbour, who cannot move loses; a start s is winning for Askar iff
Bob, moving first from s with {s} visited, loses.
Large graphs: matching theory, with a matching written here in Python (Edmonds' blossom algorithm in the textbook
form: one search tree from one root, blossoms contracted by relabelling their bases, O(V^3)), not the C++ core's:
s is winning iff some maximum matching misses s, i.e. iff s is exposed or is an even (outer) vertex of the search
tree grown from some exposed vertex of a maximum matching. This Python count is checked here against the game search
on every graph of <= 6 vertices and on random graphs of up to 12, and the size of each large maximum matching against
networkx (max_weight_matching with maxcardinality, a third implementation) when networkx is installed.
The counts printed at the end (graphs, winning vertices, graphs with a perfect matching) are the ones tests.cpp pins.
Run from anywhere: python3 testdata/vertex-geography/derive.py   (about a minute)
"""
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
sys.setrecursionlimit(10000)


def winning_by_search(n, edges):
    neighbours = [0] * n
    for a, b in edges:
        neighbours[a] |= 1 << b
        neighbours[b] |= 1 << a

    @lru_cache(maxsize=None)
    def mover_wins(token, visited):
        free = neighbours[token] & ~visited
        return any(not mover_wins(w, visited | 1 << w) for w in range(n) if free >> w & 1)

    return sum(1 for s in range(n) if not mover_wins(s, 1 << s))


class Blossom:
    """Edmonds' algorithm, one root at a time (the textbook O(V^3) form)."""

    def __init__(self, n, edges):
        self.n = n
        self.adj = [[] for _ in range(n)]
        for a, b in edges:
            self.adj[a].append(b)
            self.adj[b].append(a)
        self.match = [-1] * n

    def lca(self, a, b):
        seen = [False] * self.n
        while True:
            a = self.base[a]
            seen[a] = True
            if self.match[a] == -1:
                break
            a = self.parent[self.match[a]]
        while True:
            b = self.base[b]
            if seen[b]:
                return b
            b = self.parent[self.match[b]]

    def mark_path(self, v, b, child, in_blossom):
        while self.base[v] != b:
            in_blossom[self.base[v]] = in_blossom[self.base[self.match[v]]] = True
            self.parent[v] = child
            child = self.match[v]
            v = self.parent[self.match[v]]

    def search(self, root):
        """Grows the tree from root; returns (exposed vertex reached or -1, the outer (even) vertices)."""
        n = self.n
        outer = [False] * n
        self.parent = [-1] * n
        self.base = list(range(n))
        outer[root] = True
        queue = [root]
        head = 0
        while head < len(queue):
            v = queue[head]
            head += 1
            for to in self.adj[v]:
                if self.base[v] == self.base[to] or self.match[v] == to:
                    continue
                if to == root or (self.match[to] != -1 and self.parent[self.match[to]] != -1):
                    b = self.lca(v, to)
                    in_blossom = [False] * n
                    self.mark_path(v, b, to, in_blossom)
                    self.mark_path(to, b, v, in_blossom)
                    for i in range(n):
                        if in_blossom[self.base[i]]:
                            self.base[i] = b
                            if not outer[i]:
                                outer[i] = True
                                queue.append(i)
                elif self.parent[to] == -1:
                    self.parent[to] = v
                    if self.match[to] == -1:
                        return to, outer
                    outer[self.match[to]] = True
                    queue.append(self.match[to])
        return -1, outer

    def maximum_matching(self):
        for v in range(self.n):  # greedy start
            if self.match[v] == -1:
                for w in self.adj[v]:
                    if self.match[w] == -1:
                        self.match[v], self.match[w] = w, v
                        break
        for root in range(self.n):
            if self.match[root] != -1:
                continue
            end, _ = self.search(root)
            while end != -1:  # flip the path back to the root
                before = self.parent[end]
                after = self.match[before]
                self.match[end], self.match[before] = before, end
                end = after
        return sum(1 for v in range(self.n) if self.match[v] > v)

    def missed_by_some_maximum_matching(self):
        missed = [False] * self.n
        for root in range(self.n):
            if self.match[root] == -1:
                end, outer = self.search(root)
                assert end == -1, "matching not maximum"
                missed = [m or o for m, o in zip(missed, outer)]
        return missed


def winning_by_matching(n, edges):
    b = Blossom(n, edges)
    size = b.maximum_matching()
    return sum(b.missed_by_some_maximum_matching()), size


def networkx_matching_size(n, edges):
    try:
        import networkx
    except ImportError:
        return None
    g = networkx.Graph()
    g.add_nodes_from(range(n))
    g.add_edges_from(edges)
    return len(networkx.max_weight_matching(g, maxcardinality=True))


def connected(n, edges):
    parent = list(range(n))

    def find(v):
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v
    parts = n
    for a, b in edges:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
            parts -= 1
    return parts == 1


def graph_of_mask(n, mask):
    edges, bit = [], 0
    for a in range(n):
        for b in range(a + 1, n):
            if mask >> bit & 1:
                edges.append((a, b))
            bit += 1
    return edges


def exhaustive_counts():
    """The tallies tests.cpp pins: every connected edge set on 1..6 vertices, and on 7 vertices those whose degrees
    do not increase with the vertex number. On <= 6 vertices the Python matching count is checked as well."""
    small = [0, 0, 0]
    for n in range(1, 7):
        for mask in range(1 << (n * (n - 1) // 2)):
            edges = graph_of_mask(n, mask)
            if not connected(n, edges):
                continue
            w = winning_by_search(n, edges)
            assert w == winning_by_matching(n, edges)[0], (n, edges)
            small[0] += 1
            small[1] += w
            small[2] += w == 0
    seven = [0, 0, 0]
    pairs = [(a, b) for a in range(7) for b in range(a + 1, 7)]
    for mask in range(1 << 21):
        degree = [0] * 7
        for bit, (a, b) in enumerate(pairs):
            if mask >> bit & 1:
                degree[a] += 1
                degree[b] += 1
        if any(degree[v] < degree[v + 1] for v in range(6)):
            continue
        edges = graph_of_mask(7, mask)
        if not connected(7, edges):
            continue
        w = winning_by_search(7, edges)
        seven[0] += 1
        seven[1] += w
        seven[2] += w == 0
    return small, seven


def shuffled(rng, n, edges):
    """Labels 1..n shuffled, edges in random order and orientation."""
    label = list(range(1, n + 1))
    rng.shuffle(label)
    out = [(label[a], label[b]) if rng.random() < 0.5 else (label[b], label[a]) for a, b in edges]
    rng.shuffle(out)
    return n, out


def random_connected(rng, n, extra):
    edges = set()
    for v in range(1, n):
        u = rng.randrange(v)
        edges.add((u, v))
    most = n * (n - 1) // 2
    for _ in range(extra):
        if len(edges) >= most:
            break
        a, b = rng.randrange(n), rng.randrange(n)
        if a != b:
            edges.add((min(a, b), max(a, b)))
    return n, sorted(edges)


def write(name, cases, by_search):
    text = "%d\n" % len(cases)
    answers = []
    for n, edges in cases:  # 1-based in the file, 0-based for the deciders
        text += "%d %d\n" % (n, len(edges)) + "".join("%d %d\n" % e for e in edges)
        zero_based = [(a - 1, b - 1) for a, b in edges]
        assert connected(n, zero_based) and len(set(map(frozenset, zero_based))) == len(edges)
        if by_search:
            answers.append(winning_by_search(n, zero_based))
            assert answers[-1] == winning_by_matching(n, zero_based)[0]
        else:
            w, size = winning_by_matching(n, zero_based)
            nx_size = networkx_matching_size(n, zero_based) if len(edges) <= 200000 else None
            assert nx_size is None or nx_size == size, (name, nx_size, size)
            print("%s: N = %d, M = %d, maximum matching %d (networkx: %s), %d winning" %
                  (name, n, len(edges), size, nx_size, w))
            answers.append(w)
    with open(os.path.join(HERE, name + ".in"), "w", newline="\n") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w", newline="\n") as f:
        f.write("".join("%d\n" % a for a in answers))
    return answers


def cycle(n, first=0):
    return [(first + i, first + (i + 1) % n) for i in range(n)]


def main():
    rng = random.Random(2015)
    sample = [(4, [(1, 2), (1, 3), (4, 1), (4, 2), (4, 3), (2, 3)]),
              (8, [(3, 2), (1, 2), (4, 2), (5, 1), (6, 3), (7, 1), (8, 3)]),
              (3, [(1, 2), (2, 3)])]
    assert write("sample-1", sample, True) == [0, 4, 2]
    write("one-vertex-no-edge", [(1, [])], True)
    # Odd cycles and flowers: blossoms, nested blossoms, blossoms with stems, the Petersen graph.
    flower = [(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0), (0, 5), (5, 6), (6, 0)]
    nested = cycle(5) + [(1, 5), (5, 6), (6, 7), (7, 1), (3, 8), (8, 9), (9, 3)] + [(6, 10), (10, 11)]
    stem = [(0, 1), (1, 2)] + [(2, 3), (3, 4), (4, 5), (5, 6), (6, 2)]  # a 5-cycle on a stem of 2 edges
    two_blossoms = cycle(5) + cycle(5, 5) + [(0, 10), (10, 5)]
    petersen = cycle(5) + [(i, i + 5) for i in range(5)] + [(5 + i, 5 + (i + 2) % 5) for i in range(5)]
    k33_plus = [(a, b) for a in range(3) for b in range(3, 6)] + [(0, 6)]
    blossoms = [(3, cycle(3)), (5, cycle(5)), (7, cycle(7)), (15, cycle(15)), (7, flower), (8, flower + [(6, 7)]),
                (12, nested), (7, stem), (6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 2)]), (11, two_blossoms), (10, petersen),
                (7, k33_plus), (4, [(0, 1), (1, 2), (2, 0), (2, 3)]), (5, [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)])]
    write("odd-cycles-and-flowers", [shuffled(rng, n, e) for n, e in blossoms], True)
    for i in range(1, 4):
        cases = []
        for _ in range(30):
            n = rng.randint(1, 12)
            cases.append(shuffled(rng, *random_connected(rng, n, rng.randint(0, 2 * n))))
        write("small-random-%d" % i, cases, True)
    # A complete graph of odd order: factor-critical, every vertex winning (also what the answer must be).
    n = 501
    assert write("complete-501", [shuffled(rng, n, [(a, b) for a in range(n) for b in range(a + 1, n)])],
                 False) == [n]
    # The judge's N: a sparse random graph (many exposed vertices), a dense random one of odd order, and a planted
    # structure: 300 hub vertices each joined to many of 1700 vertices forming odd cliques of 1, 3 and 5.
    sparse = random_connected(rng, 2000, 1000)
    dense = random_connected(rng, 1999, 60000)
    planted, v = set(), 300
    cliques = []
    while v < 2000:
        size = min(rng.choice([1, 1, 3, 5]), 2000 - v)
        cliques.append(list(range(v, v + size)))
        for a in range(v, v + size):
            for b in range(a + 1, v + size):
                planted.add((a, b))
        v += size
    for hub in range(300):
        planted.add((hub, (hub + 1) % 300))
    for clique in cliques:
        for _ in range(rng.randint(1, 3)):
            planted.add((rng.randrange(300), rng.choice(clique)))
    for _ in range(20000):
        planted.add((rng.randrange(300), rng.randrange(300, 2000)))
    planted = sorted((min(a, b), max(a, b)) for a, b in planted if a != b)
    assert connected(2000, planted)
    write("judge-size-2000", [shuffled(rng, *sparse), shuffled(rng, *dense), shuffled(rng, 2000, planted)], False)
    # CRLF, tabs, blank lines, no final newline: sample cases 3 and 1.
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.in"), "w", newline="") as f:
        f.write("2\r\n3\t2\r\n1 2\r\n\r\n2  3\r\n4 6\r\n1 2\r\n1 3\r\n4 1\r\n4 2\r\n4 3\r\n2\t3")
    with open(os.path.join(HERE, "crlf-tabs-no-final-newline.out"), "w", newline="\n") as f:
        f.write("%d\n%d\n" % (winning_by_search(3, [(0, 1), (1, 2)]),
                              winning_by_search(4, [(0, 1), (0, 2), (3, 0), (3, 1), (3, 2), (1, 2)])))
    if "--no-counts" not in sys.argv:
        small, seven = exhaustive_counts()
        print("connected edge sets on 1..6 vertices: %d graphs, %d winning vertices, %d with a perfect matching" %
              tuple(small))
        print("7 vertices, degrees non-increasing: %d graphs, %d winning vertices, %d with a perfect matching" %
              tuple(seven))


if __name__ == "__main__":
    main()

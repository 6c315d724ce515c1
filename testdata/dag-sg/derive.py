#!/usr/bin/env python3
"""Writes the dag-sg (POJ 2425 A Chess Game) testdata, every answer derived independently of the C++ solver.

Small graphs: the token game played by its rules, a memoised search over multisets of token vertices (no Grundy
values). Large graphs: Grundy values by the rules of one token (mex over out-neighbours, in an order found here by
depth-first search with an explicit stack), xored over the tokens, each token counted. The two are cross-checked
on every labelled DAG with at most 4 vertices (543 of them on 4, OEIS A003024) and every multiset of 1..3 tokens;
the counts printed at the end are the ones tests.cpp pins.
Run from anywhere: python3 testdata/dag-sg/derive.py
"""
import os
import random
from functools import lru_cache
from itertools import combinations_with_replacement, product

HERE = os.path.dirname(os.path.abspath(__file__))


def is_acyclic(n, adj):
    state = [0] * n
    for s in range(n):
        if state[s]:
            continue
        stack = [(s, iter(adj[s]))]
        state[s] = 1
        while stack:
            v, it = stack[-1]
            w = next(it, None)
            if w is None:
                state[v] = 2
                stack.pop()
            elif state[w] == 1:
                return False
            elif state[w] == 0:
                state[w] = 1
                stack.append((w, iter(adj[w])))
    return True


def grundy(n, adj):
    """mex over out-neighbours, children first (post-order of an explicit-stack DFS)."""
    g = [None] * n
    for s in range(n):
        if g[s] is not None:
            continue
        stack = [s]
        while stack:
            v = stack[-1]
            todo = [w for w in adj[v] if g[w] is None]
            if todo:
                stack.extend(todo)
                continue
            stack.pop()
            if g[v] is None:
                seen = {g[w] for w in adj[v]}
                m = 0
                while m in seen:
                    m += 1
                g[v] = m
    return g


def search_wins(adj):
    @lru_cache(maxsize=None)
    def wins(tokens):
        for i, v in enumerate(tokens):
            for w in adj[v]:
                nxt = tuple(sorted(tokens[:i] + (w,) + tokens[i + 1:]))
                if not wins(nxt):
                    return True
        return False
    return lambda tokens: wins(tuple(sorted(tokens)))


def grundy_wins(adj):
    g = grundy(len(adj), adj)
    def wins(tokens):
        x = 0
        for t in tokens:
            x ^= g[t]
        return x != 0
    return wins


# Cross-check on every labelled DAG with <= 4 vertices.
dag_counts = []
pairs = lost = 0
for n in range(1, 5):
    arcs = [(a, b) for a in range(n) for b in range(n) if a != b]
    count = 0
    for mask in product((0, 1), repeat=len(arcs)):
        adj = tuple(tuple(b for (a, b), on in zip(arcs, mask) if on and a == v) for v in range(n))
        if not is_acyclic(n, adj):
            continue
        count += 1
        by_search, by_grundy = search_wins(adj), grundy_wins(adj)
        for m in range(1, 4):
            for tokens in combinations_with_replacement(range(n), m):
                w = by_search(tokens)
                assert w == by_grundy(tokens), (adj, tokens)
                pairs += 1
                lost += not w
    dag_counts.append(count)
assert dag_counts == [1, 3, 25, 543], dag_counts  # OEIS A003024


def write(name, cases, wins_of, blank_between=True, final_newline=True, nl="\n"):
    text, answers = [], []
    for i, (adj, queries) in enumerate(cases):
        if i > 0 and blank_between:
            text.append("")
        text.append(str(len(adj)))
        text += [" ".join(map(str, [len(out)] + list(out))) for out in adj]
        wins = wins_of(adj)
        for q in queries:
            text.append(" ".join(map(str, [len(q)] + list(q))))
            answers.append("WIN" if wins(q) else "LOSE")
        text.append("0")
    body = nl.join(text) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(body)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join(a + "\n" for a in answers))


sample = [(((1, 2), (), (3,), ()), [(0,), (0, 2)]),
          (((1,), (2,), (), ()), [(0, 1), (1, 1), (0, 1, 3)])]
write("sample-1", sample, search_wins)

# Edges into vertex N - 1: the accepted POJ solutions drop them (catalogue, Traps).
into_last = [(((1,), ()), [(0,), (0, 0), (1,), (0, 1)]),
             (((2,), (2,), ()), [(0,), (1,), (0, 1), (0, 0, 1)]),
             (((3,), (3,), (0, 1), ()), [(2,), (0,), (2, 0), (2, 2, 2)]),
             (((), (0, 3), (1,), (0,)), [(2,), (1,), (3,), (1, 3)])]
write("edges-into-last-vertex", into_last, search_wins)

# Several tokens on one vertex: each counts, two equal ones cancel.
shared = [(((1, 2), (2,), ()), [(0,), (0, 0), (0, 0, 0), (1, 1), (1, 1, 2), (2, 2, 2, 2), (0, 0, 1, 1)])]
write("tokens-share-a-vertex", shared, search_wins)

rng = random.Random(2425)


def random_dag(n, p, rng):
    order = list(range(n))
    rng.shuffle(order)
    rank = {v: i for i, v in enumerate(order)}
    adj = []
    for v in range(n):
        out = [w for w in range(n) if rank[w] > rank[v] and rng.random() < p]
        rng.shuffle(out)
        adj.append(tuple(out))
    return tuple(adj)


small = []
for _ in range(60):
    n = rng.randint(1, 8)
    adj = random_dag(n, rng.uniform(0.1, 0.7), rng)
    queries = [tuple(rng.randrange(n) for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(1, 6))]
    small.append((adj, queries))
write("small-random-dags-by-search", small, search_wins)

# A repeated edge is one more way to make the same move (beyond the judge).
write("repeated-edges", [(((1, 1, 2, 2), (2, 2), ()), [(0,), (1,), (0, 1)])], search_wins)

# The judge's limits: N = 1000, a dense DAG (about N^2 / 4 edges), 100 queries of up to 10 tokens.
n = 1000
adj = random_dag(n, 0.5, rng)
queries = []
g = grundy(n, adj)
for q in range(100):
    toks = [rng.randrange(n) for _ in range(rng.randint(1, 10))]
    if q % 3 == 0 and len(toks) > 1:  # make some lost on purpose: the last token cancels the others
        x = 0
        for t in toks[:-1]:
            x ^= g[t]
        fits = [v for v in range(n) if g[v] == x]
        if fits:
            toks[-1] = rng.choice(fits)
    queries.append(tuple(toks))
write("judge-limits-1000-vertices-dense", [(adj, queries)], grundy_wins)

# A chain 0 -> 1 -> ... -> N-1 of 10^5 vertices, beyond the judge: no recursion may follow it.
n = 100000
chain = tuple((v + 1,) if v + 1 < n else () for v in range(n))
write("deep-chain-100000", [(chain, [(0,), (1,), (0, 1), (0, n - 1), (n - 2,)])], grundy_wins)

write("crlf-no-final-newline", sample, search_wins, blank_between=False, final_newline=False, nl="\r\n")

print("graph-multiset pairs", pairs, "lost", lost)

# N = 0 ends the input (one rewrite of the statement says so): nothing after it is read, not even the end.
with open(os.path.join(HERE, "stops-at-terminator.in"), "w") as f:
    f.write("2\n1 1\n0\n1 0\n1 1\n0\n0\n")
with open(os.path.join(HERE, "stops-at-terminator.out"), "w") as f:
    w = search_wins(((1,), ()))
    f.write("".join("WIN\n" if w(q) else "LOSE\n" for q in [(0,), (1,)]))

"""Hackenbush helpers shared by testdata/{christmas-game,tree-hackenbush,blue-red-hackenbush}/derive.py, written
apart from the C++ solvers they check: the edges still joined to the root, the game searched by its rules over the
sets of edges left (exponential: a dozen edges at most), a rooted tree's depth-first order and the colon principle.

Not a problem's testdata folder: nothing in scripts/ or CMake looks here (both take the ids from problems/*/).
An edge is a tuple (a, b, ...): only its two ends are read, so coloured edges (a, b, colour) pass as they are.
"""
from functools import lru_cache


def still_connected(edges, left, root=1):
    """The indices in `left` whose edges are joined to `root` through edges of `left`: what stays after a move."""
    reached, kept, grew = {root}, set(), True
    while grew:
        grew = False
        for i in left:
            a, b = edges[i][0], edges[i][1]
            if i not in kept and (a in reached or b in reached):
                reached |= {a, b}
                kept.add(i)
                grew = True
    return frozenset(kept)


def mex(values):
    """The least non-negative integer not in `values`."""
    v = 0
    while v in values:
        v += 1
    return v


def green_grundy_by_search(edges, root=1):
    """Green Hackenbush by its rules: a move deletes one edge and every edge no longer joined to `root` goes. The
    Grundy value (the mex of the options' values), memoised over the sets of edges left; loops and repeats allowed."""
    @lru_cache(maxsize=None)
    def grundy(left):
        return mex({grundy(still_connected(edges, left - {i}, root)) for i in left})

    return grundy(still_connected(edges, frozenset(range(len(edges))), root))


def mover_wins_by_search(edges, may_delete, root=1):
    """Hackenbush by its rules, impartial or partizan: players 0 and 1 alternate, player p may delete edge e iff
    may_delete(e, p); every edge no longer joined to `root` goes; who cannot move loses. Returns (every edge,
    wins), wins(left, p) memoised: does player p, to move with the edges `left` (a frozenset of indices), win?"""
    @lru_cache(maxsize=None)
    def wins(left, player):
        return any(not wins(still_connected(edges, left - {i}, root), 1 - player)
                   for i in left if may_delete(edges[i], player))

    return still_connected(edges, frozenset(range(len(edges))), root), wins


def rooted_order(vertex_count, edges, root):
    """The vertices reached from `root` (vertices 0..vertex_count - 1; 1-based callers pass n + 1) in depth-first
    order, parents before children, by an explicit stack: a path of 10^5 vertices needs no recursion. Returns
    (order, parent, parent_edge): parent[root] = root, parent_edge[v] the index of the edge from v to its parent,
    None for vertices not reached. Meant for trees (a vertex met twice keeps its first parent)."""
    adjacency = [[] for _ in range(vertex_count)]
    for i, edge in enumerate(edges):
        a, b = edge[0], edge[1]
        adjacency[a].append((b, i))
        adjacency[b].append((a, i))
    parent, parent_edge = [None] * vertex_count, [None] * vertex_count
    parent[root] = root
    order, stack = [], [root]
    while stack:
        v = stack.pop()
        order.append(v)
        for w, i in adjacency[v]:
            if parent[w] is None:
                parent[w], parent_edge[w] = v, i
                stack.append(w)
    return order, parent, parent_edge


def colon_value(vertex_count, tree_edges, root, own=None):
    """Green Hackenbush on a rooted tree by the colon principle: g(v) = own[v] xor, over the children c of v,
    (g(c) + 1), children before parents. `own` (default all 0) is what each vertex carries besides its children,
    e.g. the loops a fused cycle leaves there."""
    order, parent, _ = rooted_order(vertex_count, tree_edges, root)
    g = list(own) if own is not None else [0] * vertex_count
    for v in reversed(order[1:]):
        g[parent[v]] ^= g[v] + 1
    return g[root]

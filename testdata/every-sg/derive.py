#!/usr/bin/env python3
"""Writes the every-sg (HDU 3595 GG and MM) testdata, every answer derived independently of the C++ solver.

Small cases: the combined game played by its rules (memoised search over whole positions; each turn the mover makes
one move in every unfinished Euclid game; who cannot move loses). Larger cases: the Every-SG theorem written out
here, MM wins iff the largest step count is odd, with each game's step count (a) by its definition from the game's
moves (memoised, piles up to 60) and (b) beyond that along the Euclid chain. Cross-checks run first: (b) against
(a) on every pair up to 60, the won/lost games against the golden-ratio rule of Cole and Davie (1969: with
x < y the mover wins iff y/x > phi), and the theorem against the whole-position search on every multiset of up
to 3 games of piles 0..8. Run from anywhere: python3 testdata/every-sg/derive.py
"""
import os
import random
import sys
from functools import lru_cache
from itertools import combinations_with_replacement, product

sys.setrecursionlimit(10000)
HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1


def norm(p, q):
    return (min(p, q), max(p, q))


def options(game):
    x, y = game
    return [norm(x, y - k * x) for k in range(1, y // x + 1)]


@lru_cache(maxsize=None)
def wins_whole(position):
    """position: sorted tuple of unfinished games. Does the player to move win?"""
    if not position:
        return False
    for choice in product(*(options(g) for g in position)):
        nxt = tuple(sorted(g for g in choice if g[0] > 0))
        if not wins_whole(nxt):
            return True
    return False


def wins_by_rules(games):
    return wins_whole(tuple(sorted(norm(p, q) for p, q in games if min(p, q) > 0)))


@lru_cache(maxsize=None)
def step_by_definition(game):
    """(wins, steps) of one game by the Every-SG definition."""
    if game[0] == 0:
        return (False, 0)
    values = [step_by_definition(o) for o in options(game)]
    lost = [s for w, s in values if not w]
    if lost:
        return (True, 1 + max(lost))
    return (False, 1 + min(s for _, s in values))


def step_by_chain(p, q):
    """Step count along the Euclid chain, iteratively from the bottom (written apart from solver.hpp)."""
    x, y = norm(p, q)
    chain = []  # the (x, y) met on the way down
    while x > 0:
        chain.append((x, y))
        if y % x == 0:
            break
        x, y = (y - x, x) if y < 2 * x else (y % x, x)
    steps = 0
    for x, y in reversed(chain):
        if y % x == 0:
            steps = 1
        elif y < 2 * x:
            steps += 1
        else:
            steps += 1 if steps % 2 == 0 else 2
    return steps


def mm_wins(games):
    return max(step_by_chain(p, q) for p, q in games) % 2 == 1


for x in range(0, 61):
    for y in range(x, 61):
        w, s = step_by_definition((x, y))
        assert step_by_chain(x, y) == s, (x, y)
        assert (s % 2 == 1) == w, (x, y)
        golden = x > 0 and (x == y or y * y - x * y - x * x > 0)  # y/x > phi, phi^2 = phi + 1
        assert w == golden, (x, y)

GAMES = [(x, y) for x in range(9) for y in range(x, 9)]  # 45 games, 9 of them finished
positions = losing = 0
for count in range(1, 4):
    for games in combinations_with_replacement(GAMES, count):
        positions += 1
        w = wins_by_rules(games)
        losing += not w
        assert w == mm_wins(games), games
print("all multisets of 1..3 games of piles 0..8:", positions, "positions,", losing, "lost")


def write(name, cases, answer, nl="\n", sep=" ", final_newline=True):
    text = "".join(f"{len(games)}{nl}" + "".join(f"{p}{sep}{q}{nl}" for p, q in games) for games in cases)
    if not final_newline:
        text = text[: -len(nl)]
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join("MM\n" if answer(games) else "GG\n" for games in cases))


write("sample-1", [[(1, 1), (1, 1), (1, 1)], [(3, 2)], [(3, 2), (1, 1)]], wins_by_rules)
write("smallest-one-game", [[(1, 1)]], wins_by_rules)
write("small-all-multisets-3-games-to-8",
      [list(games) for count in range(1, 4) for games in combinations_with_replacement(GAMES, count)],
      wins_by_rules)
write("finished-games", [[(0, 5)], [(0, 0)], [(0, 0), (1, 1)], [(3, 0), (2, 3)], [(5, 0), (0, 7), (3, 5)]],
      wins_by_rules)
write("crlf-tabs-no-final-newline", [[(1, 1), (1, 1)], [(2, 3)], [(3, 2), (5, 3)]], wins_by_rules, nl="\r\n",
      sep="\t ", final_newline=False)

fib = [1, 2]
while fib[-1] + fib[-2] <= MAX:
    fib.append(fib[-1] + fib[-2])
fib_pairs = [(fib[i], fib[i + 1]) for i in range(len(fib) - 1)]
assert fib_pairs[-1] == (4660046610375530309, 7540113804746346429)
assert step_by_chain(*fib_pairs[-1]) == 90  # the forced chain (F91, F92) -> ... -> (1, 2), 90 moves

rng = random.Random(3595)
judge = []
small_fib = [pq for pq in fib_pairs if pq[1] <= 1000]
for i in range(100):
    n = 1000 if i % 2 == 0 else rng.randint(1, 1000)
    games = []
    for _ in range(n):
        kind = rng.randrange(10)
        if kind == 0:
            games.append(rng.choice(small_fib))
        elif kind == 1:
            p = rng.randint(1, 1000)
            games.append((p, p))
        else:
            games.append((rng.randint(1, 1000), rng.randint(1, 1000)))
    if i % 3 == 0:  # keep only the games no longer than 10 steps: a lost longest game is more likely to decide
        games = [g for g in games if step_by_chain(*g) <= 10] or [(3, 2)]
    judge.append([(q, p) if rng.random() < 0.5 else (p, q) for p, q in games])
judge.append([(610, 987)] * 1000)  # 14 steps, lost
judge.append([(610, 987)] * 999 + [(377, 610)])
write("judge-limits-100-cases-1000-games", judge, mm_wins)

beyond = [[(1, MAX)], [(MAX, MAX)], [(2, MAX)], [(2**62, MAX)], [(MAX - 1, MAX)], [fib_pairs[-1]],
          [fib_pairs[-1], (1, 1)], [fib_pairs[-2], fib_pairs[-1]], [fib_pairs[-2]], [(0, MAX)], [(MAX, 0), (5, 8)]]
for i in range(300):
    n = rng.randint(1, 6)
    games = []
    for _ in range(n):
        if rng.random() < 0.3:
            a, b = rng.choice(fib_pairs)
            k = rng.randint(1, MAX // b)
            games.append((a * k, b * k))
        else:
            games.append((rng.randint(0, MAX), rng.randint(1, MAX)))
    beyond.append(games)
beyond.append([(fib_pairs[i][1], fib_pairs[i][0]) for i in range(len(fib_pairs))] * 100)
write("beyond-judge-to-max-int64", beyond, mm_wins)

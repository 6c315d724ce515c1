#!/usr/bin/env python3
"""Writes the maze-game (JSOI 2009 Game, Luogu P4055) testdata, every answer derived independently of the C++ solver.

Small mazes (at most 20 free cells): the game played by its rules, a memoised search over (piece's cell, cells
entered); the chooser wins at s iff the opponent, to move from s with only s entered, loses.
Large mazes: a maximum matching of the grid graph (augmenting paths found by an iterative depth-first search,
phases with a shared visited mark, started from a greedy matching), then the cells some maximum matching misses:
from every cell the matching leaves exposed, alternately an unmatched edge and the matched edge back; every cell
reached on the exposed cell's own colour. (The cheat sheet of classic models: the first player, who places the
token, loses iff the graph has a perfect matching; the catalogue's vertex-geography.md gives the per-vertex form.)
The two methods are cross-checked here on every maze up to 4 x 4 and on random mazes of up to 20 free cells.
Run from anywhere: python3 testdata/maze-game/derive.py  (about a minute)
"""
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
sys.setrecursionlimit(10000)


def free_cells(grid):
    return [(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "."]


def neighbours(grid, r, c):
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] == ".":
            yield nr, nc


def winning_by_search(grid):
    """The set of cells where the chooser wins, by playing the game (at most ~20 free cells)."""
    cells = free_cells(grid)
    number = {cell: i for i, cell in enumerate(cells)}
    adjacent = [sum(1 << number[n] for n in neighbours(grid, r, c)) for r, c in cells]

    @lru_cache(maxsize=None)
    def mover_wins(at, entered):
        options = adjacent[at] & ~entered
        to = 0
        while options:
            if options & 1 and not mover_wins(to, entered | (1 << to)):
                return True
            options >>= 1
            to += 1
        return False

    return {cell for cell in cells if not mover_wins(number[cell], 1 << number[cell])}


def winning_by_matching(grid):
    """The set of cells some maximum matching of the grid graph misses."""
    cells = free_cells(grid)
    left = [cell for cell in cells if sum(cell) % 2 == 0]
    right = [cell for cell in cells if sum(cell) % 2 == 1]
    left_number = {cell: i for i, cell in enumerate(left)}
    right_number = {cell: i for i, cell in enumerate(right)}
    adjacent_left = [[right_number[n] for n in neighbours(grid, *cell)] for cell in left]
    adjacent_right = [[left_number[n] for n in neighbours(grid, *cell)] for cell in right]
    mate_left = [-1] * len(left)
    mate_right = [-1] * len(right)
    for l, options in enumerate(adjacent_left):  # greedy start
        for r in options:
            if mate_right[r] == -1:
                mate_left[l], mate_right[r] = r, l
                break
    while True:  # phases: each left vertex entered at most once per phase
        entered = [False] * len(left)
        augmented = False
        for root in range(len(left)):
            if mate_left[root] != -1 or entered[root]:
                continue
            entered[root] = True
            stack = [(root, 0)]
            while stack:
                l, i = stack[-1]
                if i == len(adjacent_left[l]):
                    stack.pop()
                    continue
                stack[-1] = (l, i + 1)
                r = adjacent_left[l][i]
                if mate_right[r] == -1:
                    for on_path, j in stack:  # flip the path: each left vertex takes the edge it last tried
                        to = adjacent_left[on_path][j - 1]
                        mate_left[on_path], mate_right[to] = to, on_path
                    augmented = True
                    break
                if not entered[mate_right[r]]:
                    entered[mate_right[r]] = True
                    stack.append((mate_right[r], 0))
        if not augmented:
            break

    def reached(mate_here, mate_there, adjacent_here):
        seen = [mate == -1 for mate in mate_here]
        queue = [v for v in range(len(mate_here)) if seen[v]]
        for v in queue:
            for w in adjacent_here[v]:
                back = mate_there[w]
                assert back != -1, "the matching is not maximum"
                if not seen[back]:
                    seen[back] = True
                    queue.append(back)
        return seen

    missed_left = reached(mate_left, mate_right, adjacent_left)
    missed_right = reached(mate_right, mate_left, adjacent_right)
    return {cell for cell in left if missed_left[left_number[cell]]} | {
        cell for cell in right if missed_right[right_number[cell]]}


def blocking(rows, columns, blocked):
    return ["".join("#" if blocked >> (r * columns + c) & 1 else "." for c in range(columns)) for r in range(rows)]


def answer(winning):
    if not winning:
        return "LOSE\n"
    return "WIN\n" + "".join(f"{r + 1} {c + 1}\n" for r, c in sorted(winning))


def tally(max_rows, max_columns):
    mazes = lost = cells = 0
    for rows in range(1, max_rows + 1):
        for columns in range(1, max_columns + 1):
            for blocked in range(1 << (rows * columns)):
                grid = blocking(rows, columns, blocked)
                winning = winning_by_search(grid)
                assert winning == winning_by_matching(grid), grid
                mazes += 1
                lost += not winning
                cells += len(winning)
    return mazes, lost, cells


def write(name, grid, winning, layout=None):
    """grid: the rows; layout(rows, columns, grid) gives the input text when it is not the plain one."""
    rows, columns = len(grid), len(grid[0])
    text = layout(rows, columns, grid) if layout else f"{rows} {columns}\n" + "".join(row + "\n" for row in grid)
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w", newline="") as f:
        f.write(answer(winning))


def by_search(grid):
    """The game itself for small mazes, with the matching method as a check."""
    winning = winning_by_search(grid)
    assert winning == winning_by_matching(grid), grid
    return winning


def snake(rows, columns):
    """A corridor along every other row, joined at alternating ends; returns the maze and its path in order."""
    grid = [["#"] * columns for _ in range(rows)]
    path = []
    for r in range(0, rows, 2):
        rightwards = (r // 2) % 2 == 0
        for i in range(columns):
            c = i if rightwards else columns - 1 - i
            grid[r][c] = "."
            path.append((r, c))
        if r + 2 < rows:
            link = columns - 1 if rightwards else 0
            grid[r + 1][link] = "."
            path.append((r + 1, link))
    return ["".join(row) for row in grid], path


def random_maze(rng, rows, columns, blocked_percent):
    return ["".join("#" if rng.randrange(100) < blocked_percent else "." for _ in range(columns)) for _ in range(rows)]


def write_all():
    sample = [".##", "...", "#.#"]
    assert answer(by_search(sample)) == "WIN\n2 3\n3 2\n"  # the statement's sample output
    write("sample-1", sample, by_search(sample))
    write("smallest-one-free-cell", ["."], by_search(["."]))
    write("smallest-one-blocked-cell", ["#"], by_search(["#"]))
    write("all-blocked", ["#####"] * 7, by_search(["#####"] * 7))
    write("path-of-three", ["..."], by_search(["..."]))
    write("plus-shape", ["#.#", "...", "#.#"], by_search(["#.#", "...", "#.#"]))
    write("ring-of-eight", ["...", ".#.", "..."], by_search(["...", ".#.", "..."]))

    def crlf_spaces(rows, columns, grid):  # CRLF, blanks after rows, a tab, no final line break
        return f"{rows} {columns}  \r\n" + "".join(row + (" \t" if i % 2 else "") + "\r\n" for i, row in
                                                   enumerate(grid))[:-2]
    write("crlf-trailing-blanks-no-final-newline", sample, by_search(sample), crlf_spaces)

    rng = random.Random(4055)
    for i, (rows, columns, percent) in enumerate([(4, 5, 0), (4, 5, 20), (5, 4, 30), (2, 10, 15), (1, 20, 10)]):
        grid = random_maze(rng, rows, columns, percent)
        write(f"small-random-{i + 1}-{rows}x{columns}", grid, by_search(grid))

    full = ["." * 100] * 100
    assert not winning_by_matching(full)  # dominoes tile it
    write("judge-limits-full-100x100", full, winning_by_matching(full))
    odd = ["." * 99] * 99
    corners_colour = {(r, c) for r in range(99) for c in range(99) if (r + c) % 2 == 0}
    assert winning_by_matching(odd) == corners_colour and len(corners_colour) == 4901
    write("judge-limits-full-99x99", odd, corners_colour)
    for percent in (10, 30, 50):
        grid = random_maze(rng, 100, 100, percent)
        write(f"judge-limits-random-100x100-blocked-{percent}", grid, winning_by_matching(grid))
    grid, path = snake(100, 100)
    assert len(path) == 5049 and winning_by_matching(grid) == set(path[0::2])  # odd path: every other cell
    write("judge-limits-snake-path-5049", grid, set(path[0::2]))
    grid[0] = "#" + grid[0][1:]
    assert not winning_by_matching(grid)  # an even path pairs off
    write("judge-limits-snake-path-5048", grid, set())

    row = ["." * 999]
    assert winning_by_matching(row) == {(0, c) for c in range(0, 999, 2)}
    write("beyond-judge-row-of-999", row, winning_by_matching(row))
    grid = random_maze(rng, 300, 700, 25)
    write("beyond-judge-random-300x700", grid, winning_by_matching(grid))


if __name__ == "__main__":
    # The counts that tests.cpp pins.
    assert tally(3, 3) == (682, 151, 1322)
    assert tally(4, 4) == (74954, 7069, 259178)
    # Random mazes of up to 20 free cells in thin shapes: search and matching agree.
    check = random.Random(1443)
    for rows, columns in [(1, 20), (2, 10), (3, 6), (4, 5), (5, 4), (10, 2), (20, 1)]:
        for _ in range(30):
            by_search(random_maze(check, rows, columns, check.randrange(50)))
    write_all()

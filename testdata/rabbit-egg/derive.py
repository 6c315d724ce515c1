#!/usr/bin/env python3
"""Writes the rabbit-egg testdata, every answer derived independently of the C++ solver.

Boards of up to 16 cells: the game played on the board by its rules, memoised on
(board, player to move); no graph, no matching.
Larger boards: an independent Python matching method. The empty cell is a token on
the bipartite graph of the cells it can reach (the start and the black cells of the
start's parity, the white cells of the other parity); the player to move wins iff the
token's vertex is covered by every maximum matching of the graph of the cells not yet
entered. Kept incrementally: Kuhn's algorithm once, then per move the token's vertex
is deleted and its partner looks for another augmenting path (found: the vertex was
not needed; not found: every maximum matching needed it).
The two methods are cross-checked here on every game on every board up to 3 x 3 and
on random games on 16-cell boards; the tallies of that check are pinned in tests.cpp.
Run from anywhere: python3 testdata/rabbit-egg/derive.py (about a minute of CPU).
"""
import os
import random
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
WHITE, BLACK, EMPTY = "O", "X", "."


def neighbours(rows, cols, cell):
    r, c = divmod(cell, cols)
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < rows and 0 <= nc < cols:
            yield nr * cols + nc


def mover_of(j):
    """Move j (from 0) is Tutu's (white) when j is even, Dandan's (black) when odd."""
    return WHITE if j % 2 == 0 else BLACK


def legal(rows, cols, cells, mover):
    hole = cells.index(EMPTY)
    return [n for n in neighbours(rows, cols, hole) if cells[n] == mover]


def after(cells, hole, piece, mover):
    board = list(cells)
    board[hole], board[piece] = mover, EMPTY
    return "".join(board)


class Rules:
    """The game by its rules: does the player to move win?"""

    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.wins = lru_cache(maxsize=None)(self._wins)

    def _wins(self, cells, mover):
        other = BLACK if mover == WHITE else WHITE
        hole = cells.index(EMPTY)
        return any(not self.wins(after(cells, hole, piece, mover), other)
                   for piece in legal(self.rows, self.cols, cells, mover))


def wins_by_rules(rules, cells, moves):
    """Before each move of the record: does the player to move win?"""
    result = []
    for j, piece in enumerate(moves):
        result.append(rules.wins(cells, mover_of(j)))
        cells = after(cells, cells.index(EMPTY), piece, mover_of(j))
    return result


class TokenGraph:
    """The cells the empty cell can reach from `start`, as a bipartite graph, with a maximum matching of the cells
    not yet entered, kept by Kuhn's algorithm (an augmenting path from each exposed vertex of the start's parity)."""

    def __init__(self, rows, cols, cells):
        start = cells.index(EMPTY)
        parity = sum(divmod(start, cols)) % 2
        in_graph = [(sum(divmod(cell, cols)) % 2 == parity) == (cells[cell] != WHITE) for cell in range(rows * cols)]
        self.adjacent = [[n for n in neighbours(rows, cols, cell) if in_graph[n]] if in_graph[cell] else []
                         for cell in range(rows * cols)]
        self.mate = [-1] * (rows * cols)
        self.gone = [False] * (rows * cols)
        for cell in range(rows * cols):
            if in_graph[cell] and sum(divmod(cell, cols)) % 2 == parity and self.mate[cell] == -1:
                self.augment(cell)

    def copy(self):
        other = TokenGraph.__new__(TokenGraph)
        other.adjacent, other.mate, other.gone = self.adjacent, list(self.mate), list(self.gone)
        return other

    def augment(self, root):
        """An augmenting path from the exposed vertex root, flipped if found (iterative depth-first search)."""
        mate, gone, adjacent = self.mate, self.gone, self.adjacent
        seen = {root}
        stack = [(root, iter(adjacent[root]))]
        path = []  # path[i]: the vertex the i-th stack entry went to
        while stack:
            vertex, options = stack[-1]
            for w in options:
                if gone[w]:
                    continue
                if mate[w] == -1:
                    path.append(w)
                    for (u, _), v in zip(stack, path):
                        mate[u], mate[v] = v, u
                    return True
                if mate[w] not in seen:
                    seen.add(mate[w])
                    path.append(w)
                    stack.append((mate[w], iter(adjacent[mate[w]])))
                    break
            else:
                stack.pop()
                if path:
                    path.pop()
        return False

    def delete(self, vertex):
        """Deletes the token's vertex; returns whether the player to move there wins: whether every maximum matching
        covered it (its partner finds no other augmenting path)."""
        self.gone[vertex] = True
        partner = self.mate[vertex]
        if partner == -1:
            return False
        self.mate[vertex] = self.mate[partner] = -1
        return not self.augment(partner)


def wins_by_matching(rows, cols, cells, moves):
    """Before each move of the record: does the player to move win? By the matching method."""
    graph, hole, result = TokenGraph(rows, cols, cells), cells.index(EMPTY), []
    for piece in moves:
        result.append(graph.delete(hole))
        hole = piece
    return result


def mistakes(wins):
    return [i // 2 + 1 for i in range(0, len(wins) - 1, 2) if wins[i] and wins[i + 1]]


def every_game(rows, cols, cells, moves, out):
    """Every complete game from the position after `moves`."""
    options = legal(rows, cols, cells, mover_of(len(moves)))
    if not options:
        out.append(list(moves))
    for piece in options:
        moves.append(piece)
        every_game(rows, cols, after(cells, cells.index(EMPTY), piece, mover_of(len(moves) - 1)), moves, out)
        moves.pop()


# The two methods on every game of every board up to 3 x 3 (each empty cell, each colouring of the others):
# the tallies that tests.cpp pins.
tally = dict(boards=0, tutu_wins_at_start=0, games=0, dandan_wins=0, with_mistakes=0)
for rows in range(1, 4):
    for cols in range(1, 4):
        rules = Rules(rows, cols)
        n = rows * cols
        for start in range(n):
            for colouring in range(1 << (n - 1)):
                bits = iter(range(n - 1))
                cells = "".join(EMPTY if cell == start else (WHITE if colouring >> next(bits) & 1 else BLACK)
                                for cell in range(n))
                tally["boards"] += 1
                tally["tutu_wins_at_start"] += rules.wins(cells, WHITE)
                games = []
                every_game(rows, cols, cells, [], games)
                for moves in games:
                    by_rules = wins_by_rules(rules, cells, moves)
                    assert by_rules == wins_by_matching(rows, cols, cells, moves), (rows, cols, cells, moves)
                    tally["games"] += 1
                    if len(moves) % 2 == 0:
                        tally["dandan_wins"] += 1
                        tally["with_mistakes"] += bool(mistakes(by_rules))
print("every board up to 3 x 3:", tally)

rng = random.Random(1971)


def random_board(rows, cols, reach, start=None):
    """Each cell in reach of the empty cell with chance `reach`."""
    start = rng.randrange(rows * cols) if start is None else start
    parity = sum(divmod(start, cols)) % 2
    cells = []
    for cell in range(rows * cols):
        start_parity = sum(divmod(cell, cols)) % 2 == parity
        cells.append(BLACK if start_parity == (rng.random() < reach) else WHITE)
    cells[start] = EMPTY
    return "".join(cells)


def random_game(rows, cols, cells, greedy):
    """One complete game; with chance `greedy` a move leaves the opponent the fewest replies (long games)."""
    moves = []
    while True:
        mover = mover_of(len(moves))
        options = legal(rows, cols, cells, mover)
        if not options:
            return moves
        hole = cells.index(EMPTY)
        if rng.random() < greedy:
            other = mover_of(len(moves) + 1)
            rng.shuffle(options)
            options.sort(key=lambda piece: len(legal(rows, cols, after(cells, hole, piece, mover), other)))
        piece = options[0] if rng.random() < greedy else rng.choice(options)
        moves.append(piece)
        cells = after(cells, hole, piece, mover)


# Random games on 16-cell boards: the two methods agree.
for rows, cols in ((4, 4), (2, 8), (1, 16), (3, 5)):
    rules = Rules(rows, cols)
    for _ in range(60):
        cells = random_board(rows, cols, rng.choice((0.6, 0.9, 1.0)))
        for _ in range(5):
            moves = random_game(rows, cols, cells, rng.random() * 0.5)
            assert wins_by_rules(rules, cells, moves) == wins_by_matching(rows, cols, cells, moves)


def input_text(rows, cols, cells, moves, nl="\n", end=""):
    lines = [f"{rows} {cols}"] + [cells[r * cols:(r + 1) * cols] for r in range(rows)] + [str(len(moves) // 2)]
    lines += [f"{p // cols + 1} {p % cols + 1}" for p in moves]
    return "".join(line + end + nl for line in lines)


def write(name, rows, cols, cells, moves, expected=None, text=None):
    """Writes name.in (text, or the judge's layout) and name.out: by the rules up to 16 cells, else by matching."""
    assert len(moves) % 2 == 0 and not legal(rows, cols, replay(rows, cols, cells, moves), WHITE), name
    if rows * cols <= 16:
        wins = wins_by_rules(Rules(rows, cols), cells, moves)
    else:
        wins = wins_by_matching(rows, cols, cells, moves)
    answer = mistakes(wins)
    if expected is not None:
        assert answer == expected, (name, answer)
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text if text is not None else input_text(rows, cols, cells, moves))
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write(f"{len(answer)}\n" + "".join(f"{i}\n" for i in answer))
    return answer


def replay(rows, cols, cells, moves):
    """The board after the moves, each checked to be legal."""
    for j, piece in enumerate(moves):
        assert piece in legal(rows, cols, cells, mover_of(j)), (cells, j, piece)
        cells = after(cells, cells.index(EMPTY), piece, mover_of(j))
    return cells


def cell_list(cols, pairs):
    return [(x - 1) * cols + (y - 1) for x, y in pairs]


# The samples, byte for byte as the Luogu copy has them: a space before every line break.
samples = [
    (1, 6, "XO.OXO", [(1, 2), (1, 1)], [1]),
    (3, 3, "XOXO.OXOX", [(2, 3), (1, 3), (1, 2), (1, 1), (2, 1), (3, 1), (3, 2), (3, 3)], []),
    (4, 4, "OOXXOXXOOO.OXXXO", [(3, 2), (2, 2), (1, 2), (1, 3)], [1, 2]),
]
for number, (rows, cols, cells, pairs, expected) in enumerate(samples, 1):
    moves = cell_list(cols, pairs)
    write(f"sample-{number}", rows, cols, cells, moves, expected, input_text(rows, cols, cells, moves, end=" "))

rows, cols, cells, pairs, expected = samples[2]
moves = cell_list(cols, pairs)
crlf = input_text(rows, cols, cells, moves, nl="\r\n").replace("4 4", "4\t 4").replace("\r\n2\r\n", "\r\n\r\n2\r\n")
write("crlf-tabs-no-final-newline", rows, cols, cells, moves, expected, crlf.rstrip("\r\n"))

# Tutu is lost from the start, and every move of hers loses: not one of them is a mistake (a solver that asks only
# whether Dandan wins after the move lists them all). XO.OX: the empty cell between two paths of 2; whichever way
# Tutu goes, Dandan answers and Tutu is stuck.
assert not Rules(1, 5).wins("XO.OX", WHITE)
write("lost-from-the-start-no-mistake", 1, 5, "XO.OX", cell_list(5, [(1, 2), (1, 1)]), [])

# A row .OXOX... of 15 cells: a path entered at its end, every move forced: 14 moves, then Tutu is stuck,
# and she is lost before each of her moves (a path of L cells from its end is won iff L is even).
row = "." + "".join(WHITE if i % 2 else BLACK for i in range(1, 15))
write("forced-path-15-cells", 1, 15, row, list(range(1, 15)), [])

# Tutu cannot move at all: k = 0, beyond the judge's 1 <= k.
write("beyond-judge-no-move-k-0", 2, 2, "X.OX", [], [])

# Random games Dandan won on boards of up to 16 cells, with mistakes in them.
written = 0
while written < 4:
    rows, cols = rng.choice(((4, 4), (3, 5), (2, 8), (5, 3)))
    cells = random_board(rows, cols, 0.9)
    moves = random_game(rows, cols, cells, 0.3)
    if len(moves) % 2 or len(moves) < 6 or not mistakes(wins_by_rules(Rules(rows, cols), cells, moves)):
        continue
    written += 1
    write(f"small-random-{written}", rows, cols, cells, moves)


def snake(rows, cols):
    """A board where every cell is in reach (X on the start's parity, O on the other), the empty cell in the top
    left corner, and a record that winds through the rows (left to right, then right to left, ...). The last cell of
    the winding (row `rows`, column 1 when rows is even) is made unreachable, so the record ends after rows * cols - 2
    moves with Tutu stuck."""
    assert rows % 2 == 0
    cells = [BLACK if (r + c) % 2 == 0 else WHITE for r in range(rows) for c in range(cols)]
    cells[0] = EMPTY
    order = [r * cols + (c if r % 2 == 0 else cols - 1 - c) for r in range(rows) for c in range(cols)]
    last = order[-1]
    cells[last] = BLACK if cells[last] == WHITE else WHITE
    return "".join(cells), order[1:-1]


# The judge's largest board with the longest game it allows: 1598 moves, k = 799 (every move enters a new cell).
cells, moves = snake(40, 40)
answer = write("judge-limits-40x40-winding-799-rounds", 40, 40, cells, moves,
               text=input_text(40, 40, cells, moves, end=" "))
print("judge-limits-40x40-winding-799-rounds:", len(answer), "mistakes")



def guided_game(rows, cols, cells, tutu_slip, dandan_slip):
    """A long game with mistakes: each player plays a winning move when there is one, with chance 1 - slip (else a
    losing one); within that choice, the move that leaves the opponent the fewest replies. Dandan's slips give Tutu
    the chance of another mistake."""
    graph, moves = TokenGraph(rows, cols, cells), []
    while True:
        mover = mover_of(len(moves))
        options = legal(rows, cols, cells, mover)
        if not options:
            return moves
        hole = cells.index(EMPTY)
        rng.shuffle(options)
        other = mover_of(len(moves) + 1)
        options.sort(key=lambda piece: len(legal(rows, cols, after(cells, hole, piece, mover), other)))
        winning = []
        for piece in options:
            trial = graph.copy()
            trial.delete(hole)
            if not trial.delete(piece):  # the opponent, to move at piece, loses
                winning.append(piece)
        losing = [piece for piece in options if piece not in winning]
        want_win = rng.random() >= (tutu_slip if mover == WHITE else dandan_slip)
        piece = (winning or losing)[0] if want_win else (losing or winning)[0]
        graph.delete(hole)
        moves.append(piece)
        cells = after(cells, hole, piece, mover)


# A random 40 x 40 board (3 cells in 100 out of reach), a long game in which both players slip now and then.
while True:
    cells = random_board(40, 40, 0.97)
    moves = guided_game(40, 40, cells, 0.1, 0.05)
    if len(moves) % 2 == 0 and len(moves) >= 200 and len(mistakes(wins_by_matching(40, 40, cells, moves))) >= 3:
        break
answer = write("judge-size-40x40-long-game-with-mistakes", 40, 40, cells, moves,
               text=input_text(40, 40, cells, moves, end=" "))
print("judge-size-40x40-long-game-with-mistakes: k =", len(moves) // 2, ",", len(answer), "mistakes")
assert len(answer) >= 3

# Beyond the judge: 64 x 64 and 2047 rounds, the suite's largest board and the longest game on it.
cells, moves = snake(64, 64)
answer = write("beyond-judge-64x64-winding-2047-rounds", 64, 64, cells, moves)
print("beyond-judge-64x64-winding-2047-rounds:", len(answer), "mistakes")
sys.exit(0)

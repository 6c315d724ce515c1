#!/usr/bin/env python3
"""The workbench as a user runs it (ctest workbench-explore): scripts/explore on the five examples, each table against
values from theorems or worked by hand (never the program's own output), --moves, --explain and --reference against
the table, --svg counted, --play scripted through a pipe, bad lines and command lines, and scripts/stress --explore
on a right and a planted-wrong closed form of each example. O(the examples' tables); about a minute."""

import math
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
EXAMPLES = os.path.join(REPO, "src", "workbench", "examples")
CLOSED_FORMS = os.path.join(HERE, "closed-forms")
EXPLORE = os.path.join(REPO, "scripts", "explore")
STRESS = os.path.join(REPO, "scripts", "stress")

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL: " + what)
    return condition


def example(name):
    return os.path.join(EXAMPLES, name + ".cpp")


def explore(name, *args, stdin=""):
    """scripts/explore on an example: (exit status, stdout, stderr)."""
    return run_game(example(name), *args, stdin=stdin)


def run_game(path, *args, stdin=""):
    """scripts/explore on any game file: (exit status, stdout, stderr); a run past 120 s is a failure (a search
    that never ends), not a hang."""
    try:
        run = subprocess.run([EXPLORE, path] + list(args), input=stdin.encode(), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, timeout=120)
    except subprocess.TimeoutExpired:
        return -1, "", "timed out after 120 s"
    return run.returncode, run.stdout.decode(), run.stderr.decode()


def table(name, *args):
    status, out, err = explore(name, *args, "--table-only")
    check(status == 0, "%s %s: exit %d (%s)" % (name, " ".join(args), status, err.strip()))
    return [line.split() for line in out.splitlines()]


# The independent values: theorems and hand-worked classes (each example's opening comment gives the argument).
def lasker(n):
    return n if n == 0 or n % 4 in (1, 2) else n + 1 if n % 4 == 3 else n - 1


def wythoff_p(a, b):
    a, b = min(a, b), max(a, b)
    k = b - a
    return a == (k + math.isqrt(5 * k * k)) // 2  # floor(k phi), in integers


def partizan_class(n):
    return "PNLN"[n] if n < 4 else "L"


def loopy_class(n):
    return "PDNND"[n % 5]


def loopy_remoteness(n):
    return {0: 2 * (n // 5), 2: 2 * (n // 5) + 1, 3: 2 * (n // 5) + 1}.get(n % 5, 0)


def check_tables():
    rows = table("lasker", "--to", "300")
    check(rows == [[str(lasker(n)) for n in range(301)]], "lasker: g(0..300) is not Lasker's closed form")
    rows = table("wythoff", "--box", "60,60")
    check(len(rows) == 61 and all(len(row) == 61 for row in rows), "wythoff: the table is not 61 x 61")
    check(all((rows[a][b] == "0") == wythoff_p(a, b) for a in range(61) for b in range(61)),
          "wythoff: the zeros are not the Beatty pairs (floor(k phi), floor(k phi) + k)")
    check(rows[0] == [str(b) for b in range(61)], "wythoff: g(0, b) is not b (one heap is Nim)")
    rows = table("ruler", "--to", "520")
    check(rows == [[str(n & -n) for n in range(521)]], "ruler: g(n) is not the largest power of 2 dividing n")
    status, out, err = run_game(os.path.join(HERE, "games", "ruler-vectors.cpp"), "--to", "520", "--table-only")
    check(status == 0 and [line.split() for line in out.splitlines()] == rows,
          "ruler in sum_moves' vector form: not the example's table (%s)" % err.strip())
    rows = table("subtraction-partizan", "--to", "80")
    check(rows == [[partizan_class(n) for n in range(81)]], "subtraction-partizan: the classes are not P N L N L L ...")
    status, out, err = explore("loopy", "--to", "300", "--table-only", "--remoteness")
    lines = out.splitlines()
    check(status == 0 and lines[0].split() == [loopy_class(n) for n in range(301)],
          "loopy: the classes are not P D N N D repeated (%s)" % err.strip())
    check(len(lines) == 3 and lines[1] == "remoteness:" and lines[2].split() == [str(loopy_remoteness(n)) for n in
                                                                                range(301)],
          "loopy: the remoteness is not 2k at 5k, 2k + 1 at 5k + 2 and 5k + 3, 0 at a draw")
    # A 1-D table of 10^6 heaps: the search keeps its own stack (a recursive one would overflow it).
    status, out, err = explore("loopy", "--to", "1000000", "--law-only")
    check(status == 0, "loopy --to 1000000: exit %d (%s)" % (status, err.strip()))


def check_scores():
    """A scoring game (src/tests/workbench/games/take-for-points.cpp): negamax values d + f(n), f = 0, 1, 2, 1, ..."""
    game = os.path.join(HERE, "games", "take-for-points.cpp")

    def run(*args, stdin=""):
        return run_game(game, *args, stdin=stdin)

    f = [0, 1, 2, 1]
    status, out, err = run("--table-only")
    check(status == 0 and out.split() == [str(f[n % 4]) for n in range(41)],
          "take-for-points: the table of its positions() is not 0 1 2 1 ... (%s)" % err.strip())
    status, out, err = run("--reference", stdin="5,3\n2,-4\n9,-7\n")
    check(status == 0 and out.split() == [str(3 + f[1]), str(-4 + f[2]), str(-7 + f[1])],
          "take-for-points --reference: %r (%s)" % (out, err.strip()))
    status, out, err = run("--moves", "6,0")
    # From 6: taking 2 leaves (4, -2), worth -2 + 0 to the opponent; taking 1 leaves (5, -1), worth -1 + 1 = 0.
    status2, out2, err2 = run("--play", "6,0")
    check(status2 == 2 and "a scoring game" in err2, "take-for-points --play: exit %d, err %r" % (status2, err2))
    check(status == 0 and out.splitlines() == ["6,0: worth 2 to the player to move",
                                               "  5,-1  worth 0 to the opponent",
                                               "  4,-2  worth -2 to the opponent  best"],
          "take-for-points --moves 6,0: %r" % out)


def check_search():
    """Options that go up (src/tests/workbench/games/race.cpp): the table's fast path meets each unsolved and the
    search takes over, 10^6 frames deep; g(n) = (10^6 - n) mod 3."""
    status, out, err = run_game(os.path.join(HERE, "games", "race.cpp"), "--to", "40", "--table-only")
    check(status == 0 and out.split() == [str((10 ** 6 - n) % 3) for n in range(41)],
          "race: g(0..40) is not (10^6 - n) mod 3 (%s)" % err.strip())
    # A cycle the file does not declare: met by the search, then solved as a loopy game.
    status, out, err = run_game(os.path.join(HERE, "games", "undeclared-loop.cpp"), "--to", "100", "--table-only")
    check(status == 0 and out.split() == [loopy_class(n) for n in range(101)],
          "undeclared-loop: the classes are not loopy.cpp's (%s)" % err.strip())


def moves_lines(name, position, *range_args):
    status, out, err = explore(name, "--moves", position, *range_args)
    check(status == 0, "%s --moves %s: exit %d (%s)" % (name, position, status, err.strip()))
    return out.splitlines()


def check_one_story():
    """--moves, --explain and --reference tell what the table tells, on a few positions of each example."""
    # Lasker: the header's g and each option's g by the closed form; winning exactly where the option is worth 0.
    for n in (0, 1, 4, 7, 12, 19):
        lines = moves_lines("lasker", str(n))
        check(lines[0] == "%d: g = %d" % (n, lasker(n)), "lasker --moves %d: header '%s'" % (n, lines[0]))
        for line in lines[1:]:
            if line == "  (no move)" and n == 0:
                continue
            match = re.match(r"  (\S+)  g = (?:.* = )?(\d+)(  winning)?$", line)
            if not check(match is not None, "lasker --moves %d: line '%s'" % (n, line)):
                continue
            parts = [int(p) for p in match.group(1).split("+")]
            worth = 0
            for part in parts:
                worth ^= lasker(part)
            check(int(match.group(2)) == worth and bool(match.group(3)) == (worth == 0),
                  "lasker --moves %d: '%s' (the option is worth %d)" % (n, line, worth))
        status, out, _ = explore("lasker", "--explain", str(n))
        move = re.search(r"wins by moving to (\S+)$", out.strip())
        check((move is not None) == (lasker(n) != 0) and out.startswith("g(%d) = %d: " % (n, lasker(n))),
              "lasker --explain %d: '%s'" % (n, out.strip()))
        if move:
            check("  %s  " % move.group(1) in "\n".join(lines) and
                  any(l.startswith("  %s  " % move.group(1)) and l.endswith("winning") for l in lines),
                  "lasker --explain %d: its move %s is not a winning one of --moves" % (n, move.group(1)))
    # Wythoff: winning options are exactly those to a Beatty pair.
    for a, b in ((3, 5), (4, 4), (6, 2), (0, 9)):
        lines = moves_lines("wythoff", "%d,%d" % (a, b))
        check(lines[0].startswith("%d,%d: g = " % (a, b)) and (lines[0].endswith(" 0") == wythoff_p(a, b)),
              "wythoff --moves %d,%d: header '%s'" % (a, b, lines[0]))
        for line in lines[1:]:
            x, y = (int(v) for v in line.split()[0].split(","))
            check(line.endswith("winning") == wythoff_p(x, y), "wythoff --moves %d,%d: '%s'" % (a, b, line))
    # The partizan game: each player's options, winning where the opponent moving first loses.
    for n in range(0, 9):
        lines = moves_lines("subtraction-partizan", str(n))
        check(lines[0].startswith("%d: %s: " % (n, partizan_class(n))), "subtraction-partizan --moves %d: '%s'" %
              (n, lines[0]))
        for line in lines[1:]:
            match = re.match(r"  (Left|Right) (\d+)  ", line)
            if not match:
                check(line.strip() in ("Left (no move)", "Right (no move)"), "subtraction-partizan: line '%s'" % line)
                continue
            after = partizan_class(int(match.group(2)))
            # The opponent moving first loses at `after`: Right does at P and L, Left at P and R.
            lost = after in ("P", "L") if match.group(1) == "Left" else after in ("P", "R")
            check(line.endswith("winning") == lost, "subtraction-partizan --moves %d: '%s'" % (n, line))
    # The loopy game: the class of each option, and the quickest win.
    for n in (1, 4, 5, 6, 7, 8, 10):
        lines = moves_lines("loopy", str(n), "--to", "40")
        check(lines[0].startswith("%d: %s: " % (n, loopy_class(n))), "loopy --moves %d: '%s'" % (n, lines[0]))
        for line in lines[1:]:
            m = int(line.split()[0])
            check(line.split()[1].rstrip(",") == loopy_class(m) and line.endswith("winning") == (loopy_class(m) == "P"),
                  "loopy --moves %d: '%s'" % (n, line))
        status, out, _ = explore("loopy", "--explain", str(n))
        if loopy_class(n) == "N":
            check("wins in %d move" % loopy_remoteness(n) in out and "by moving to %d," % (n - n % 5) in out,
                  "loopy --explain %d: '%s'" % (n, out.strip()))
        if loopy_class(n) == "D":
            check("draws" in out and "keeps the draw" in out, "loopy --explain %d: '%s'" % (n, out.strip()))
    # --reference answers as the table does, on every position of the range.
    for name, args, values in (
            ("lasker", ("--to", "60"), [str(lasker(n)) for n in range(61)]),
            ("ruler", ("--to", "60"), [str(n & -n) for n in range(61)]),
            ("subtraction-partizan", ("--to", "60"), [partizan_class(n) for n in range(61)]),
            ("loopy", ("--to", "60"), [loopy_class(n) for n in range(61)])):
        status, out, err = explore(name, "--reference", *args, stdin="".join("%d\n" % n for n in range(61)))
        check(status == 0 and out.split() == values, "%s --reference: not the table (%s)" % (name, err.strip()))
    status, out, err = explore("wythoff", "--reference", "--outcomes",
                               stdin="".join("%d,%d\n" % (a, b) for a in range(30) for b in range(30)))
    check(status == 0 and out.split() == ["P" if wythoff_p(a, b) else "N" for a in range(30) for b in range(30)],
          "wythoff --reference --outcomes: not the Beatty pairs (%s)" % err.strip())


def check_svg(tmp):
    path = os.path.join(tmp, "lasker.svg")
    status, _, err = explore("lasker", "--to", "100", "--svg", path)
    values = open(path).read().split('<g id="values"')[1] if status == 0 else ""
    check(status == 0 and values.count("<circle") == 101, "lasker --svg: not 101 circles (%s)" % err.strip())
    path = os.path.join(tmp, "wythoff.svg")
    status, _, err = explore("wythoff", "--box", "30,30", "--svg", path)
    text = open(path).read() if status == 0 else ""
    cells = text.split('<g id="cells"')[1].split("</g>")[0] if status == 0 else ""
    marks = text.split('<g id="p-positions"')[1].split("</g>")[0] if status == 0 else ""
    p_count = sum(wythoff_p(a, b) for a in range(31) for b in range(31))
    check(cells.count("<rect") == 31 * 31 and marks.count("<circle") == p_count,
          "wythoff --svg: %d cells and %d marks, not %d and %d" % (cells.count("<rect"), marks.count("<circle"),
                                                                     31 * 31, p_count))
    path = os.path.join(tmp, "loopy.svg")
    status, _, err = explore("loopy", "--to", "49", "--svg", path)
    marks = open(path).read().split('<g id="p-positions"')[1] if status == 0 else ""
    check(status == 0 and marks.count("<circle") == 10, "loopy --svg: not the 10 P-positions of 0..49 marked")


def play(name, args, strategy, legal):
    """Plays a game through --play's pipe: `strategy(board)` gives the person's move, `legal(before, after)` judges
    the engine's. The screen, to its end."""
    process = subprocess.Popen([EXPLORE, example(name), "--play"] + args, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    screen, board = "", None
    os.set_blocking(process.stdout.fileno(), True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        chunk = process.stdout.read1(4096).decode()
        if not chunk:
            break
        screen += chunk
        if screen.endswith("your move> "):
            boards = re.findall(r"position: (.*?)(?:  \(\w+ to move\))?\n", screen)
            board = boards[-1]
            process.stdin.write((strategy(board) + "\n").encode())
            process.stdin.flush()
    process.stdin.close()
    process.wait()
    lines = screen.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("engine: "):
            before = re.findall(r"position: (.*?)(?:  \(\w+ to move\))?$", "\n".join(lines[:i]), re.M)[-1]
            after = re.match(r"  position: (.*?)(?:  \(\w+ to move\))?$", lines[i + 1]).group(1)
            check(legal(before, line[len("engine: "):], after), "%s --play: the engine's '%s' from %s to %s" % (
                name, line, before, after))
    return screen


def check_play():
    def wythoff_move(board):
        a, b = (int(v) for v in board.split(","))
        for x, y in [(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)] + \
                    [(a - k, b - k) for k in range(1, min(a, b) + 1)]:
            if wythoff_p(x, y):
                return "%d,%d" % (x, y)
        return "quit"

    def wythoff_legal(before, move, after):
        (a, b), (x, y) = ((int(v) for v in before.split(",")), (int(v) for v in after.split(",")))
        return move == after and ((x < a and y == b) or (x == a and y < b) or (0 < a - x == b - y))

    screen = play("wythoff", ["9,14"], wythoff_move, wythoff_legal)
    check(screen.rstrip().split("\n")[-2].endswith("you win."), "wythoff --play 9,14: the person playing Beatty "
                                                                "pairs does not win:\n" + screen[-400:])
    # Lasker: the person plays to 0 at once, the engine has no reply.
    screen = play("lasker", ["7"], lambda board: "0", lambda *_: False)
    check("The engine has no move left" in screen and "you win." in screen, "lasker --play 7: playing 0 does not win")
    # Lasker from a lost heap of 4 (g = 3? no: 4 is worth 3): the person second, the engine wins moving first.
    screen = play("lasker", ["3", "--second"], lambda board: "quit", lambda before, move, after: after == "0")
    check("engine: " in screen, "lasker --play 3 --second: the engine made no move")

    # The partizan game: the person is Left, first, from 6 (L): always to a heap lost for Right moving first.
    def left_move(board):
        n = int(board)
        for take in (1, 2):
            if take <= n and partizan_class(n - take) in ("P", "L"):
                return str(n - take)
        return "quit"

    screen = play("subtraction-partizan", ["6", "--side", "left"], left_move,
                  lambda before, move, after: int(before) - int(after) in (1, 3) and move == after)
    check(screen.rstrip().split("\n")[-2].endswith("you win."), "subtraction-partizan --play 6: Left does not win:\n"
          + screen[-400:])
    # The loopy game: from 8 (N) to a heap of 5k each time; the engine can only take 2 or 3 from there.
    screen = play("loopy", ["8"], lambda board: str(int(board) - int(board) % 5),
                  lambda before, move, after: int(before) - int(after) in (2, 3) or
                  (int(before) % 5 == 1 and int(after) == int(before) + 3))
    check(screen.rstrip().split("\n")[-2].endswith("you win."), "loopy --play 8: the person does not win:\n" +
          screen[-400:])
    status, out, _ = explore("loopy", "--play", "6", stdin="")
    check(status == 0 and "Nobody can win from here" in out, "loopy --play 6: a draw is not said to be one")


def check_bad_input():
    status, out, err = explore("lasker", "--reference", stdin="5\nx5\n7\n")
    check(status == 1 and out == "5\n" and err.count("\n") == 1 and "line 2, column 1: expected" in err,
          "lasker --reference on 'x5': exit %d, out %r, err %r" % (status, out, err))
    status, out, err = explore("wythoff", "--reference", stdin="1,2\n3,x\n")
    check(status == 1 and out == "0\n" and "line 2, column 3: expected" in err,
          "wythoff --reference on '3,x': exit %d, out %r, err %r" % (status, out, err))
    status, out, err = explore("wythoff", "--reference", stdin="1,2\n3\n")
    check(status == 1 and "line 2, column 2: expected ','" in err, "wythoff --reference on '3': err %r" % err)
    status, out, err = explore("lasker", "--reference", stdin="99999999999\n")
    check(status == 1 and "line 1, column 1: expected an integer from" in err, "lasker --reference on 10^11: %r" % err)
    for name, args in (("lasker", ["--box", "3"]), ("lasker", ["--to", "5", "--box", "2,2"]),
                       ("lasker", ["--to", "-1"]), ("lasker", ["--moves", "x"]), ("lasker", ["--frobnicate"]),
                       ("lasker", ["--table-only", "--law-only"]), ("lasker", ["--box", "3,3"]),
                       ("wythoff", ["--to", "9"]), ("lasker", ["--outcomes"]), ("loopy", ["--side", "up"])):
        status, out, err = explore(name, *args)
        check(status == 2 and err.count("\n") == 1 and out == "", "%s %s: exit %d, err %r" % (
            name, " ".join(args), status, err))


def stress(name, form, *args):
    run = subprocess.run([STRESS, "--explore", example(name), "--cmd", os.path.join(CLOSED_FORMS, form),
                          "--iterations", "12"] + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return run.returncode, run.stdout.decode() + run.stderr.decode()


def check_stress():
    for name, args, least, want, got in (
            ("lasker", ("--to", "120"), "20", "19", "20"),
            ("wythoff", ("--box", "40,40", "--outcomes", "--cases", "400"), "20,33", "N", "P"),  # 4 of 1681 differ
            ("ruler", ("--to", "100"), "16", "16", "8"),
            ("subtraction-partizan", ("--to", "60"), "5", "L", "N"),
            ("loopy", ("--to", "100"), "4", "D", "N")):
        status, out = stress(name, name + "-wrong.py", *args)
        check(status == 1 and re.search(r"^stress %s\.cpp: mismatch at seed \d+$" % name, out, re.M) and
              "shrunk: the least position that differs is %s: expected (reference) '%s', got '%s'" % (
                  least, want, got) in out, "stress --explore %s with the wrong form:\n%s" % (name, out))
        status, out = stress(name, name + "-right.py", *args)
        check(status == 0 and out.startswith("stress %s.cpp: 12 inputs agree" % name),
              "stress --explore %s with the right form:\n%s" % (name, out))


def check_cache():
    path = subprocess.run([EXPLORE, "--executable", example("lasker")], stdout=subprocess.PIPE).stdout.strip()
    before = os.stat(path).st_mtime_ns
    again = subprocess.run([EXPLORE, "--executable", example("lasker")], stdout=subprocess.PIPE).stdout.strip()
    check(again == path and os.stat(path).st_mtime_ns == before, "scripts/explore compiled lasker.cpp again")


def main():
    import tempfile
    with tempfile.TemporaryDirectory(prefix="gamesuite-explore-") as tmp:
        for part in (check_cache, check_tables, check_scores, check_search, check_one_story, lambda: check_svg(tmp), check_play, check_bad_input,
                     check_stress):
            part()
    if failures:
        print("explore_test: %d failures" % len(failures))
        return 1
    print("explore_test: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

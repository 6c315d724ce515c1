#!/usr/bin/env python3
"""The suite's own games as the guesser's first test set: each problem's reference (its rules, no closed form)
tabulates the outcomes of small positions, `grundy --from-table - --predict-to M` continues the table, and the
problem's solver (its closed form) must give the same outcome on every predicted position; abstaining is allowed
where a problem says so, a wrong prediction never. Usage: suite_tables.py BUILD_DIR; suite_tables.py --programs
lists the problems it reads, for the build (CMakeLists.txt builds their references with the rest)."""
import os
import subprocess
import sys

BUILD = sys.argv[1] if len(sys.argv) > 1 else "build"



def run(program, data):
    done = subprocess.run([os.path.join(BUILD, program)], input=data.encode(), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=300)
    if done.returncode != 0:
        raise SystemExit("%s failed (%d): %s" % (program, done.returncode, done.stderr.decode()[:400]))
    return done.stdout.decode().split("\n")[:-1]


def letters(lines, wins):
    """Each output line as P or N; `wins` says which lines mean the first player wins."""
    return ["N" if wins(line) else "P" for line in lines]


# A problem's positions as judge input, at most `batch` cases an input (the reference's own limit on cases), and its answers as outcomes. Each entry: name, the executable, 1 or 2
# dimensions, the first pile (positions are first, first + 1, ...), the reference's largest position, the prediction's
# size, the input of a list of positions, which answer lines are wins, and whether a law must be found.
def pairs_eof(positions):
    return "".join("%d %d\n" % p for p in positions)


def counted_pairs(positions):
    return "%d\n" % len(positions) + pairs_eof(positions)


BATCH = {"lasker": 100, "simple-nim": 100}

PROBLEMS = [
    ("Wythoff (POJ 1067)", "poj1067", 2, 0, 120, 400, pairs_eof, lambda l: l == "1", True),
    ("Wythoff (HDU 2177 v2)", "wythoff-v2", 2, 0, 120, 400, counted_pairs, lambda l: l.strip() != "0", True),
    ("E&D pairs", "e-and-d", 2, 1, 64, 256,
     lambda ps: "%d\n" % len(ps) + "".join("2\n%d %d\n" % p for p in ps), lambda l: l == "YES", True),
    ("Lasker's Nim, two heaps", "lasker", 2, 0, 40, 120,
     lambda ps: "%d\n" % len(ps) + "".join("2\n%d %d\n" % p for p in ps), lambda l: l == "Alice", True),
    ("HDU 5795 three-way split, two heaps", "simple-nim", 2, 0, 40, 120,
     lambda ps: "%d\n" % len(ps) + "".join("2\n%d %d\n" % p for p in ps), lambda l: l.startswith("First"), True),
    ("Euclid's game", "euclid", 2, 1, 60, 200, lambda ps: pairs_eof(ps) + "0 0\n", lambda l: l == "Stan wins", False),
    ("Fibonacci Nim", "fibonacci-nim", 1, 1, 200, 5000, lambda ns: "".join("%d\n" % n for n in ns) + "0\n",
     lambda l: l == "First win", True),
    ("Treblecross", "crosses", 1, 1, 14, 100, lambda ns: "".join("%d\n" % n for n in ns), lambda l: l == "1", False),
] + [
    ("Bash's game, m = %d" % m, "bash", 1, 0, 200, 3000,
     (lambda m: lambda ns: "%d\n" % len(ns) + "".join("%d %d\n" % (n, m) for n in ns))(m),
     lambda l: l == "first", True) for m in (1, 2, 5, 9)
] + [
    ("k-multiple, k = %d" % k, "k-multiple", 1, 1, 500, 20000,
     (lambda k: lambda ns: "%d\n" % len(ns) + "".join("%d %d\n" % (n, k) for n in ns))(k),
     lambda l: not l.endswith(": lose"), True) for k in (1, 2, 3, 4)
]


def positions(dimensions, first, size):
    if dimensions == 1:
        return [first + n for n in range(size)]
    return [(first + a, first + b) for a in range(size) for b in range(size)]


def outcomes(program, write, wins, points, batch):
    result = []
    for start in range(0, len(points), batch):
        result += letters(run(program, write(points[start:start + batch])), wins)
    if len(result) != len(points):
        raise SystemExit("%s: %d answers for %d positions" % (program, len(result), len(points)))
    return result


def table_text(cells, dimensions, side):
    if dimensions == 1:
        return " ".join(cells) + "\n"
    return "".join(" ".join(cells[a * side:(a + 1) * side]) + "\n" for a in range(side))


def main():
    failures, predicted, checked = [], 0, 0
    for name, program, dimensions, first, size, to, write, wins, must_find in PROBLEMS:
        if not os.path.exists(os.path.join(BUILD, program)):
            print("skipped %s: %s is not built" % (name, program))
            continue
        checked += 1
        given = outcomes(program + "-reference", write, wins, positions(dimensions, first, size), BATCH.get(program, 1000))
        guess = subprocess.run([os.path.join(BUILD, "grundy"), "--from-table", "-", "--predict-to", str(to)],
                               input=table_text(given, dimensions, size).encode(), stdout=subprocess.PIPE, timeout=60)
        text = guess.stdout.decode()
        if guess.returncode != 0:
            failures.append("%s: grundy exited %d" % (name, guess.returncode))
            continue
        if text.startswith("no pattern"):
            print("%s: abstains (%s)" % (name, text.strip()[:100]))
            if must_find:
                failures.append("%s: no law found, where one is known" % name)
            continue
        truth = outcomes(program, write, wins, positions(dimensions, first, to), 100000)  # the suite's limits
        got = text.split()
        wrong = [i for i in range(len(truth)) if i >= len(got) or got[i] != truth[i]]
        if wrong or len(got) != len(truth):
            i = wrong[0] if wrong else len(truth)
            where = "n = %d" % (first + i) if dimensions == 1 else "(%d, %d)" % (first + i // to, first + i % to)
            failures.append("%s: WRONG prediction at %s: %s, the closed form says %s" % (
                name, where, got[i] if i < len(got) else "nothing", truth[i] if i < len(truth) else "nothing"))
            continue
        predicted += 1
        print("%s: predicted to %s from %s, as the closed form says" % (
            name, to if dimensions == 1 else "%d x %d" % (to, to), size if dimensions == 1 else "%d x %d" % (size, size)))
    for failure in failures:
        print("FAIL " + failure)
    print("%d passed, %d failed" % (checked - len(failures), len(failures)))
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    if BUILD == "--programs":
        print(";".join(sorted({problem[1] for problem in PROBLEMS})))
        sys.exit(0)
    sys.exit(main())

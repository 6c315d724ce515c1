#!/usr/bin/env python3
"""ctest grundy-cli: the grundy tool as a user runs it. Values pinned against the seeds and OEIS, the three --method
choices agreeing, the certificates' lines, --freq against the published octal frequency tables, --checksum, the laws of --guess and --predict-to (on computed and read tables), the SVG plot (well-formed XML, one circle per heap, the committed README
picture up to date), and bad command lines (exit 2, one clear line on stderr). Usage: grundy_cli.py path/to/grundy"""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
README_SVG = os.path.join(REPO, "testdata", "grundy", "0.07.svg")
SVG = "{http://www.w3.org/2000/svg}"
failures = []


def run(*args):
    return subprocess.run([GRUNDY] + list(args), capture_output=True, text=True, timeout=60)


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL: " + what)


def values(*args):
    result = run(*args)
    check(result.returncode == 0, "%s: exit %d (%s)" % (" ".join(args), result.returncode, result.stderr.strip()))
    return [int(v) for v in result.stdout.split()]


def output(*args):
    result = run(*args)
    check(result.returncode == 0, "%s: exit %d (%s)" % (" ".join(args), result.returncode, result.stderr.strip()))
    return result.stdout


def pinned():
    # Seed 000: S = {1,3,4}, P-positions n mod 7 in {0, 2}; the values repeat 0 1 0 1 2 3 2.
    check(values("--subtract", "1,3,4", "--to", "20") == [0, 1, 0, 1, 2, 3, 2] * 3, "--subtract 1,3,4 values")
    check(values("--subtract", "4,3,1,3", "--to", "6") == [0, 1, 0, 1, 2, 3, 2], "--subtract repeats and order")
    # Seed 000, example 2: the table for x = 0..12.
    check(values("--game", "take-at-least-half", "--to", "12") == [0, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4],
          "take-at-least-half to 12")
    check(values("--game", "take-at-least-half", "--to", "300") == [n.bit_length() for n in range(301)],
          "take-at-least-half: the bit length")
    check(values("--game", "take-1-to-m", "--to", "30") == [n % 4 for n in range(31)], "take-1-to-m: n mod 4")
    check(values("--game", "take-1-to-m", "--m", "6", "--to", "30") == [n % 7 for n in range(31)], "--m 6: n mod 7")
    check(values("--game", "take-odd", "--to", "30") == [n % 2 for n in range(31)], "take-odd: n mod 2")
    check(values("--game", "take-any", "--to", "30") == list(range(31)), "take-any: n")
    lasker = [0] + [[n, n, n + 1, n - 1][(n - 1) % 4] for n in range(1, 101)]
    check(values("--game", "lasker", "--to", "100") == lasker, "lasker: the 4k table")
    # Zhang Yifei's game C table f(0..7), and OEIS A002187(n - 1) for Dawson's Kayles.
    check(values("--game", "take-two-adjacent", "--to", "7") == [0, 0, 1, 1, 2, 0, 3, 1], "take-two-adjacent")
    check(values("0.07", "--to", "12") == [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2], "0.07 = A002187(n - 1)")
    # The PAS sample: lengths 1 5 1, boards 1, 5 won and 6 lost by the first player.
    stripes = values("--game", "stripes", "--lengths", "1,5,1", "--to", "6")
    check(stripes[1] != 0 and stripes[5] != 0 and stripes[6] == 0, "stripes: the PAS sample")
    check(stripes == values("0.70007", "--to", "6"), "stripes 1,5 = octal 0.70007")
    # A hexadecimal code against a brute force of its definition written here (every ordered split).
    check(values("0.8F", "--to", "40") == hexadecimal_brute_force([0, 8, 15], 40), "0.8F against the brute force")
    check(values("4.9", "--to", "40") == hexadecimal_brute_force([4, 9], 40), "4.9 against the brute force")
    # The three methods give the same values (the sparse-space method from heap 1 on, for --method sparse).
    for code in ("0.007", "0.6", "4.7", "0.16"):
        direct = values(code, "--to", "3000", "--method", "direct")
        check(len(direct) == 3001, code + " --method direct: 3001 values")
        check(values(code, "--to", "3000", "--method", "sparse") == direct, code + ": --method sparse = direct")
        check(values(code, "--to", "3000") == direct, code + ": --method auto = direct")
    check(values("0.8F", "--to", "40", "--method", "direct") == hexadecimal_brute_force([0, 8, 15], 40),
          "0.8F --method direct")


def hexadecimal_brute_force(digits, last):
    g = []
    for n in range(last + 1):
        options = set()
        for j, d in enumerate(digits):
            r = n - j
            if r < 0:
                break
            if d & 1 and r == 0:
                options.add(0)
            if d & 2 and j >= 1 and r >= 1:
                options.add(g[r])
            if d & 4:
                options.update(g[a] ^ g[r - a] for a in range(1, r))
            if d & 8:
                options.update(g[a] ^ g[b] ^ g[r - a - b] for a in range(1, r) for b in range(1, r - a))
        mex = 0
        while mex in options:
            mex += 1
        g.append(mex)
    return g


def certificates():
    text = output("--subtract", "1,3,4", "--period")
    check(text.startswith("subtract {1,3,4}: preperiod 0 period 7 "), "--subtract 1,3,4 --period: " + text)
    check("P-positions (g = 0): n mod 7 in {0, 2} for n >= 0" in text, "--subtract 1,3,4: P-positions: " + text)
    check("a repeated window of max(S) = 4 values reads g up to 10," in text, "--subtract 1,3,4: reads to 10: " + text)
    # The window certificate reads g(0..10): certified at --to 10, not at --to 9.
    check("preperiod 0 period 7" in output("--subtract", "1,3,4", "--period", "--to", "10"), "--subtract --to 10")
    check(output("--subtract", "1,3,4", "--period", "--to", "9").startswith("subtract {1,3,4}: not certified up to n = 9"),
          "--subtract --to 9 is not certified")
    text = output("0.07", "--period")
    check(text.startswith("0.07: preperiod 53 period 34 (") and "Guy-Smith with t = 2" in text, "0.07 --period: " + text)
    text = output("0.77", "--period", "--to", "400")
    check(text.startswith("0.77: preperiod 71 period 12 ("), "0.77 --period: " + text)
    text = output("0.B1", "--period", "--to", "100")
    check(text.startswith("0.B1: preperiod 2 period 2 (") and "three-way" in text, "0.B1 --period: " + text)
    check("reads g up to 13," in text, "0.B1: the three-way certificate reads g(0..3i + 3p + t - 1 = 13): " + text)
    check("not certified up to n = 12" in output("0.B1", "--period", "--to", "12"), "0.B1 --to 12 is not certified")
    text = output("0.8F", "--period", "--to", "200")
    check(text.startswith("0.8F: not certified up to n = 200"), "0.8F --period: " + text)
    text = output("--game", "take-at-least-half", "--period", "--to", "12")
    check(text.startswith("take-at-least-half: no periodicity certificate"), "take-at-least-half --period: " + text)
    text = output("--game", "take-1-to-m", "--m", "5", "--period")
    check("preperiod 0 period 6" in text and "n mod 6 in {0}" in text, "take-1-to-m --m 5 --period: " + text)


def svg_points(path):
    root = ElementTree.parse(path).getroot()  # raises on malformed XML
    check(root.tag == SVG + "svg", "%s: the root is <svg>" % path)
    groups = [g for g in root.iter(SVG + "g") if g.get("id") == "values"]
    check(len(groups) == 1, "%s: one <g id=values>" % path)
    return root, [c for c in groups[0] if c.tag == SVG + "circle"] if groups else []


def pictures():
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "subtract.svg")
        text = output("--subtract", "1,3,4", "--to", "50", "--svg", path, "--period")
        check("period 7" in text, "--svg keeps the stdout output")
        root, circles = svg_points(path)
        check(len(circles) == 51, "--subtract 1,3,4 --to 50 --svg: %d circles, expected 51" % len(circles))
        check(any(g.get("id") == "period" for g in root.iter(SVG + "g")), "a certified period is marked")
        heights = [float(c.get("cy")) for c in circles]
        expected = [0, 1, 0, 1, 2, 3, 2] * 7 + [0, 1]
        check(all((heights[a] == heights[b]) == (expected[a] == expected[b]) for a in range(51) for b in range(51)),
              "the circles' heights follow g")

        path = os.path.join(directory, "half.svg")
        output("--game", "take-at-least-half", "--to", "0", "--svg", path)
        root, circles = svg_points(path)
        check(len(circles) == 1, "--to 0: one circle")
        check(not any(g.get("id") == "period" for g in root.iter(SVG + "g")), "no period marked without a certificate")

        path = os.path.join(directory, "dawson.svg")
        output("0.07", "--to", "300", "--svg", path)
        root, circles = svg_points(path)
        check(len(circles) == 301, "0.07 --to 300: %d circles" % len(circles))
        with open(path, "rb") as fresh, open(README_SVG, "rb") as committed:
            check(fresh.read() == committed.read(),
                  "testdata/grundy/0.07.svg is stale: regenerate it with grundy 0.07 --to 300 --svg testdata/grundy/0.07.svg")

        result = run("0.07", "--svg", os.path.join(directory, "no-such-dir", "x.svg"))
        check(result.returncode == 3 and "cannot write the SVG file" in result.stderr, "unwritable SVG: exit 3")


def with_stdin(data, *args):
    return subprocess.run([GRUNDY] + list(args), input=data, capture_output=True, text=True, timeout=60)


def laws():
    # A computed table's law, certified where --period's theorem proves it, guessed (and saying so) where not.
    text = output("0.77", "--to", "400", "--guess")
    check(text.startswith("0.77: law: g(n + 12) = g(n) for every n >= 71 (period 12, preperiod 71)") and
          "certified: Guy-Smith with t = 2" in text, "0.77 --guess: " + text)
    text = output("--game", "lasker", "--to", "300", "--guess")
    check("g(n + 4) = g(n) + 4 for every n >= 1" in text and "certified" not in text, "lasker --guess: " + text)
    check(output("0.6", "--to", "2000", "--guess").startswith("0.6: no pattern"), "Officers: no pattern")
    # --predict-to from a computed table: Kayles from 400 values is Kayles to 3000.
    check(values("0.77", "--to", "400", "--predict-to", "3001") == values("0.77", "--to", "3000"),
          "0.77 predicted to 3000 from 400 values")
    # A table read from a file: never certified; the prediction keeps the given cells; 2-D as M rows of M.
    lasker = " ".join(str(v) for v in values("--game", "lasker", "--to", "200"))
    result = with_stdin(lasker + "\n", "--from-table", "-", "--guess")
    check(result.returncode == 0 and result.stdout.startswith("law: g(n + 4) = g(n) + 4") and
          "certified" not in result.stdout, "--from-table lasker: " + result.stdout)
    result = with_stdin(lasker + "\n", "--from-table", "-", "--predict-to", "1001")
    check([int(v) for v in result.stdout.split()] == values("--game", "lasker", "--to", "1000"),
          "--from-table lasker --predict-to 1001")
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "nim.txt")
        with open(path, "w") as table:
            table.write("".join(" ".join(str(a ^ b) for b in range(20)) + "\n" for a in range(20)))
        rows = output("--from-table", path, "--predict-to", "50").splitlines()
        check(rows == [" ".join(str(a ^ b) for b in range(50)) for a in range(50)], "2-D nim predicted to 50 x 50")
        result = run("--from-table", os.path.join(directory, "missing.txt"))
        check(result.returncode == 3 and "cannot read the table" in result.stderr, "a missing table: exit 3")
    wythoff_p = {(0, 0)}
    for k, (a, b) in enumerate(((1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20), (14, 23),
                                (16, 26)), 1):
        wythoff_p |= {(a, b), (b, a)}
    outcomes = "".join("".join("P" if (a, b) in wythoff_p else "N" for b in range(27)) + "\n" for a in range(27))
    result = with_stdin(outcomes, "--from-table", "-", "--guess")
    check(result.stdout.startswith("law: P exactly at (0, 0) and the pairs") and "Wythoff" in result.stdout,
          "Wythoff's outcomes: " + result.stdout)
    result = with_stdin("P N P N P N P N\n", "--from-table", "-", "--predict-to", "20")
    check(result.returncode == 0 and result.stdout.startswith("no pattern"), "8 values: no pattern, " + result.stdout)
    # A bad table: its line and column, exit 1, nothing on stdout.
    result = with_stdin("0 1 2\n3 4\n", "--from-table", "-")
    check(result.returncode == 1 and result.stdout == "" and result.stderr.strip() ==
          "grundy: stdin: line 2, column 4: expected 3 values in this row, as in the first row (found 2)",
          "a short row: " + result.stderr)


RECORDS = os.path.join(REPO, "testdata", "grundy", "octal-records")
RECORDS_CHECKED_TO = 18  # --freq against the published tables at every 2^k, k <= this (a few seconds a game)


def records():
    # The published value frequencies (testdata/grundy/octal-records, Rogalski's tables), byte for byte; the rest
    # of the powers to 2^26 are scripts/octal-records' to check.
    for code in sorted(name for name in os.listdir(RECORDS) if name.startswith("0.")):
        for k in range(1, RECORDS_CHECKED_TO + 1):
            with open(os.path.join(RECORDS, code, str(1 << k))) as file:
                published = file.read()
            got = output(code, "--to", str(1 << k), "--freq")
            check(got == published, "grundy %s --to %d --freq differs from the published table" % (code, 1 << k))


def fnv1a64(values_in_order):
    hashed = 14695981039346656037
    for value in values_in_order:
        for byte in range(4):
            hashed = ((hashed ^ ((value >> (8 * byte)) & 0xFF)) * 1099511628211) % (1 << 64)
    return hashed


def summaries():
    # --freq counts g(1..N), not g(0); --checksum is FNV-1a over g(0..N), the same for every --method.
    for code, last in (("0.07", 300), ("0.137", 1000), ("0.8F", 200), ("0.6", 5000)):
        g = values(code, "--to", str(last))
        counts = [g[1:].count(value) for value in range(max(g[1:]) + 1)]
        want = "".join("%d %d\n" % (value, count) for value, count in enumerate(counts))
        check(output(code, "--to", str(last), "--freq") == want, "grundy %s --to %d --freq" % (code, last))
        methods = ("direct",) if code == "0.8F" else ("auto", "direct", "sparse")
        for method in methods:
            got = output(code, "--to", str(last), "--checksum", "--method", method)
            check(got == "fnv1a64 g(0..%d) %016x\n" % (last, fnv1a64(g)),
                  "grundy %s --to %d --checksum --method %s: %r" % (code, last, method, got))
    check(output("0.07", "--to", "0", "--freq") == "", "grundy 0.07 --to 0 --freq: no heap to count")


def bad_command_lines():
    cases = [
        (["--subtract", ""], "empty set"),
        (["--subtract", "1,0,4"], "is 0"),
        (["--subtract", "1,-3"], "(negative)"),
        (["--subtract", "1,,3"], "is empty"),
        (["--subtract", "1,x"], "is not a positive integer"),
        (["--subtract", "1,3,4", "0.07"], "give exactly one game"),
        (["--game", "lasker", "0.07"], "give exactly one game"),
        (["--game", "lasker", "--subtract", "1"], "give exactly one game"),
        ([], "no game given"),
        (["--game", "take-most"], "unknown game 'take-most' (known: take-any, take-odd"),
        (["--game", "lasker", "--m", "3"], "--m applies only to --game take-1-to-m"),
        (["--game", "stripes"], "needs --lengths"),
        (["--game", "stripes", "--lengths", "0"], "is 0"),
        (["0.8G"], "'G' at character 4"),
        (["1.8"], "must be 0, 4, 8 or C"),
        (["0.07", "--to", "-1"], "--to"),
        (["0.07", "--svg", "x.svg", "--to", "100001"], "--svg plots at most"),
        (["0.07", "--method", "fast"], "--method: fast not in {auto,direct,sparse}"),
        (["--subtract", "1,3", "--method", "direct"], "--method applies only to an octal or hexadecimal CODE"),
        (["0.8F", "--method", "sparse"], "has only the direct mex"),
        (["--from-table", "-", "0.07"], "give exactly one game"),
        (["--from-table", "-", "--period"], "has no theorem to certify it"),
        (["0.07", "--guess", "--predict-to", "5"], "not both"),
        (["0.07", "--period", "--guess"], "give one"),
        (["0.07", "--predict-to", "0"], "--predict-to"),
        (["0.07", "--freq", "--checksum"], "give one of"),
        (["0.07", "--freq", "--period"], "give one of"),
        (["--from-table", "-", "--freq"], "not a table read from a file"),
    ]
    for args, message in cases:
        result = run(*args)
        what = "grundy " + " ".join(args)
        check(result.returncode == 2, "%s: exit %d, expected 2" % (what, result.returncode))
        check(result.stdout == "", "%s: nothing on stdout" % what)
        lines = result.stderr.splitlines()
        check(len(lines) == 1 and lines[0].startswith("grundy: ") and message in lines[0],
              "%s: stderr %r should be one line saying %r" % (what, result.stderr, message))


if __name__ == "__main__":
    GRUNDY = sys.argv[1]
    pinned()
    certificates()
    pictures()
    laws()
    records()
    summaries()
    bad_command_lines()
    if failures:
        print("%d check(s) failed" % len(failures))
        sys.exit(1)
    print("grundy-cli: every check passed")

#!/usr/bin/env python3
"""Writes the procrastination testdata, every answer derived independently of the C++ solver.

Tiny towers: the definition itself. For every 4th tower T up to height n1+n2+n3+1 (Fang Zhanpeng's
paper on partizan games, 方展鹏, 浅谈如何解决不平等博弈问题, proposition 3.1.5) the game (C, T) is
searched by its rules, both with white and with black moving first; C1 is at least as favourable as
C2 iff no T makes (C2, T) a W-configuration but not (C1, T).
Larger towers: that paper's pseudocode for a tower's surreal value (section 2.3) in exact
fractions.Fraction arithmetic; the answer is value(C1) >= value(C2). The two methods are
cross-checked here on every pair of configurations with at most 3 cubes each.
Run from anywhere: python3 testdata/procrastination/derive.py
"""
import itertools
import os
import random
from fractions import Fraction
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE_MAX = 50
SUITE_MAX = 100_000  # procrastination::suite_limits().per_tower


# --- The definition, by brute force ---------------------------------------------------------

@lru_cache(maxsize=None)
def mover_wins(towers, white_to_move):
    """towers: 4 strings of 'W'/'B', bottom to top. Normal play: who cannot move loses."""
    colour = "W" if white_to_move else "B"
    for t, tower in enumerate(towers):
        for i, cube in enumerate(tower):
            if cube == colour:
                after = towers[:t] + (tower[:i],) + towers[t + 1:]
                if not mover_wins(after, not white_to_move):
                    return True
    return False


def is_w_configuration(c, fourth):
    position = tuple(c) + (fourth,)
    return mover_wins(position, True) and not mover_wins(position, False)


def towers_up_to(height):
    for h in range(height + 1):
        for letters in itertools.product("WB", repeat=h):
            yield "".join(letters)


def favourable_by_definition(c1, c2):
    height = max(sum(map(len, c1)), sum(map(len, c2))) + 1
    return all(is_w_configuration(c1, t) or not is_w_configuration(c2, t) for t in towers_up_to(height))


# --- Fang Zhanpeng's surreal values --------------------------------------------------------------

def tower_value(tower):
    """SurrealNumber(T) of section 2.3: the bottom run counts +-1 per cube, then +-1/2, +-1/4, ...
    The fractional terms are summed over the common denominator 2^p (p = cubes after the run),
    so that 10^5-cube towers cost one big-integer addition per cube rather than a gcd."""
    n, i, x = len(tower), 0, 0
    while i < n and tower[i] == tower[0]:
        x += 1 if tower[i] == "W" else -1
        i += 1
    p = n - i
    numerator, k = 0, 1  # the next cube weighs 1/2^k
    while i < n:
        numerator += (1 if tower[i] == "W" else -1) << (p - k)
        i += 1
        k += 1
    return x + Fraction(numerator, 1 << p)


def favourable_by_value(c1, c2):
    return sum(map(tower_value, c1)) >= sum(map(tower_value, c2))


def configurations_up_to(cubes):
    towers = list(towers_up_to(cubes))
    return [(a, b, c) for a in towers for b in towers for c in towers if len(a) + len(b) + len(c) <= cubes]


# --- Writing cases ------------------------------------------------------------------------------

def case_text(number, c1, c2, nl="\n", sep=" ", trailing="", blank_before=""):
    lines = [blank_before + f"Test {number}"]
    for c in (c1, c2):
        lines.append(" ".join(str(len(t)) for t in c) + trailing)
        lines += [sep.join(t) + trailing for t in c]
    return nl.join(lines)


def write(name, cases, answer, nl="\n", sep=" ", trailing="", final_newline=True, blank_lines=False):
    """cases: (number, c1, c2); answer(c1, c2) -> bool."""
    parts = [str(len(cases))]
    for index, (number, c1, c2) in enumerate(cases):
        blank = nl if blank_lines and index % 2 == 1 else ""
        parts.append(case_text(number, c1, c2, nl, sep, trailing, blank))
    text = nl.join(parts) + (nl if final_newline else "")
    with open(os.path.join(HERE, name + ".in"), "w", newline="") as f:
        f.write(text)
    with open(os.path.join(HERE, name + ".out"), "w") as f:
        f.write("".join(f"Test {number}: {'Yes' if answer(c1, c2) else 'No'}\n" for number, c1, c2 in cases))


def numbered(pairs, first=1):
    return [(first + i, c1, c2) for i, (c1, c2) in enumerate(pairs)]


def swapped(tower):
    """Colours swapped: the negated value."""
    return tower.translate(str.maketrans("WB", "BW"))


def random_tower(rng, height):
    return "".join(rng.choice("WB") for _ in range(height))


def main():
    # The cross-check: 111 configurations of <= 3 cubes, all 12321 ordered pairs.
    small = configurations_up_to(3)
    assert len(small) == 111
    for c1 in small:
        for c2 in small:
            assert favourable_by_definition(c1, c2) == favourable_by_value(c1, c2), (c1, c2)

    sample = [(1, ("WBB", "WBW", "B"), ("BWW", "BWW", "WBB")),
              (2, ("WBB", "WBW", "BB"), ("BWW", "BWW", "WBB"))]
    write("sample-1", sample, favourable_by_definition)
    write("smallest-empty-towers", [(1, ("", "", ""), ("", "", ""))], favourable_by_definition)

    tiny = configurations_up_to(2)  # 31 configurations: every ordered pair
    write("small-all-pairs-2-cubes", numbered([(a, b) for a in tiny for b in tiny]), favourable_by_definition)

    rng = random.Random(2931)
    write("crlf-tabs-no-final-newline",
          sample + [(3, ("W", "", "BW"), ("", "WB", "")), (4, ("", "", ""), ("B", "", "")),
                    (5, ("BW", "WB", ""), ("", "", "B"))],
          favourable_by_definition, nl="\r\n", sep="\t ", trailing=" \t", final_newline=False)
    # Empty towers everywhere, blank lines between cases, blank-only tower lines, numbers out of
    # order (the answer echoes N), and input ending on an empty tower without a final newline.
    empty = [(7, ("", "", "W"), ("", "", "")), (3, ("", "", ""), ("", "", "W")),
             (12, ("", "WB", ""), ("", "", "")), (12, ("", "", ""), ("", "WB", "")),
             (1, ("B", "", ""), ("", "B", "")), (5, ("", "", "B"), ("", "", "")),
             (99, ("BW", "", "WB"), ("", "", ""))]
    write("empty-tower-lines", empty, favourable_by_definition, trailing="  ", blank_lines=True,
          final_newline=False)

    judge = []
    def add(c1, c2):
        judge.append((c2, c1) if rng.random() < 0.5 else (c1, c2))
    full = lambda: random_tower(rng, JUDGE_MAX)
    any_height = lambda: random_tower(rng, rng.choice([JUDGE_MAX, rng.randint(0, JUDGE_MAX)]))
    add(("W" * 50,) * 3, ("B" * 50,) * 3)                       # 150 against -150
    add(("W" * 50, "B" * 50, ""), ("", "", ""))                  # 0 against 0
    add(("W" + "B" * 49,) * 2 + ("",), ("W" + "B" * 48, "", ""))  # 2^-49 + 2^-49 = 2^-48
    add(("W" + "B" * 49,) * 2 + ("",), ("W" + "B" * 48 + "W", "", ""))
    for _ in range(60):  # independent
        add(tuple(any_height() for _ in range(3)), tuple(any_height() for _ in range(3)))
    for _ in range(60):  # one top cube recoloured: the values differ by 2^-(49 or less)
        c = [full(), full(), full()]
        t = rng.randrange(3)
        d = list(c)
        d[t] = d[t][:-1] + swapped(d[t][-1])
        add(tuple(c), tuple(d))
    for _ in range(60):  # (X, -X, Z) against (Z, Y, -Y): equal values, different towers
        x, y, z = full(), any_height(), any_height()
        add((x, swapped(x), z), (z, y, swapped(y)))
    for _ in range(40):  # the same towers in another order
        c = [any_height() for _ in range(3)]
        add(tuple(c), tuple(rng.sample(c, 3)))
    for _ in range(40):  # one cube more on one tower
        c = [random_tower(rng, rng.randint(0, JUDGE_MAX - 1)) for _ in range(3)]
        d = list(c)
        t = rng.randrange(3)
        d[t] += rng.choice("WB")
        add(tuple(c), tuple(d))
    write("judge-limits-50", numbered(judge), favourable_by_value)

    beyond = []
    for _ in range(40):
        c = [random_tower(rng, rng.randint(0, 300)) for _ in range(3)]
        d = list(c)
        t = rng.randrange(3)
        if d[t]:
            d[t] = d[t][:-1] + swapped(d[t][-1])
        beyond.append((tuple(c), tuple(d)) if rng.random() < 0.5 else (tuple(d), tuple(c)))
    write("beyond-judge-heights-300", numbered(beyond), favourable_by_value)

    # Towers of 10^5 cubes (the suite's limit) equal but for the last cube, 2^-(10^5-1) apart:
    # beyond what a double or 64-bit fixed point can tell apart.
    x = "W" + "B" + random_tower(rng, SUITE_MAX - 3)
    write("beyond-judge-1e5-last-cube-yes", [(1, (x + "W", "", ""), ("", x + "B", ""))], favourable_by_value)
    y = "B" + "W" + random_tower(rng, SUITE_MAX - 3)
    write("beyond-judge-1e5-last-cube-no", [(1, ("", "", y + "B"), (y + "W", "", ""))], favourable_by_value)
    # W B^k is 2^-k: two of 2^-(10^5-1) carry into 2^-(10^5-2) through every bit.
    small_unit = "W" + "B" * (SUITE_MAX - 1)
    write("beyond-judge-1e5-carry-equal", [(1, (small_unit, "", small_unit), ("", small_unit[:-1], ""))],
          favourable_by_value)
    write("beyond-judge-1e5-carry-above", [(1, (small_unit, small_unit, ""), ("", "", small_unit[:-1] + "W"))],
          favourable_by_value)

    write_bad_inputs()


# --- Bad inputs (testdata/procrastination/bad/, run by scripts/bad-input) -----------------------
# Each: the input, the options, the one stderr line expected (worked out by hand from the format:
# where the first wrong byte is and what belongs there) and the answers of the cases before it.

VALID = "Test 1\n0 0 0\n\n\n\n0 0 0\n\n\n\n"  # lines 2-10 after the count; answer Yes
BEFORE = "Test 1: Yes\n"

BAD = [
    ("short-tower-line", "2\n" + VALID + "Test 2\n3 0 0\nW B\n\n\n0 0 0\n\n\n\n", "",
     "line 13, column 4: expected letter W or B (tower 1 has 3 cubes, its line ends after 2), found end of line", BEFORE),
    ("long-tower-line", "2\n" + VALID + "Test 2\n2 0 0\nW B W\n\n\n0 0 0\n\n\n\n", "",
     "line 13, column 5: expected end of line after the 2 cubes of tower 1, found 'W'", BEFORE),
    ("letter-not-w-or-b", "2\n" + VALID + "Test 2\n0 1 0\n\nw\n\n0 0 0\n\n\n\n", "",
     "line 14, column 1: expected letter W or B, found 'w'", BEFORE),
    ("binary-garbage-on-empty-tower", "1\nTest 1\n0 0 0\n\x00\xff\n\n\n0 0 0\n\n\n\n", "",
     "line 4, column 1: expected end of line (tower 1 has no cubes), found '\\x00\\xff'", ""),
    ("missing-height", "2\n" + VALID + "Test 2\n3 3\nW W W\nB B B\n\n0 0 0\n\n\n\n", "",
     "line 12, column 4: expected three tower heights on one line, found end of line", BEFORE),
    ("height-past-suite-limit", "2\n" + VALID + "Test 2\n0 100001 0\n", "",
     "line 12, column 3: expected tower height (integer 0..100000), found '100001'", BEFORE),
    ("not-test-word", "2\n" + VALID + "Case 2\n", "",
     "line 11, column 1: expected 'Test', found 'Case'", BEFORE),
    ("negative-test-number", "1\nTest -1\n", "",
     "line 2, column 6: expected test case number (integer 0..9223372036854775807), found '-1'", ""),
    ("case-count-past-limit", "1000000000000000000\n", "",
     "line 1, column 1: expected number of test cases (integer 0..1000000), found '1000000000000000000'", ""),
    ("fewer-cases-than-declared", "2\n" + VALID, "",
     "line 11, column 1: expected 'Test', found end of input", BEFORE),
    ("more-than-declared", "1\n" + VALID + "x\n", "",
     "line 11, column 1: expected end of input, found 'x'", BEFORE),
    ("dp-above-judge-limit", "1\nTest 1\n51 0 0\n", "--method dp",
     "line 3, column 1: expected tower height (the dp method allows 50) (integer 0..50), found '51'", ""),
    ("strict-crlf", "1\r\n" + VALID, "--strict",
     "line 1, column 2: expected end of line after the number of test cases, found '\\x0d'", ""),
    ("strict-above-judge-limit", "2\n" + VALID + "Test 2\n0 0 51\n", "--strict",
     "line 12, column 5: expected tower height (integer 0..50), found '51'", BEFORE),
    ("strict-double-space", "2\n" + VALID + "Test 2\n0  0 0\n", "--strict",
     "line 12, column 3: expected tower height (integer 0..50), found ' '", BEFORE),
    ("strict-tab-between-letters", "2\n" + VALID + "Test 2\n2 0 0\nW\tB\n", "--strict",
     "line 13, column 2: expected a single space, found '\\x09'", BEFORE),
    ("strict-blank-line-between-cases", "2\n" + VALID + "\nTest 2\n", "--strict",
     "line 11, column 1: expected 'Test', found '\\x0a'", BEFORE),
    ("strict-missing-final-newline", "1\nTest 1\n0 0 0\n\n\n\n0 0 1\n\n\nW", "--strict",
     "line 10, column 2: expected end of line after the 1 cube of tower 3, found end of input", ""),
]


def write_bad_inputs():
    bad = os.path.join(HERE, "bad")
    os.makedirs(bad, exist_ok=True)
    for name, text, args, error, before in BAD:
        base = os.path.join(bad, name)
        with open(base + ".in", "wb") as f:
            f.write(text.encode("latin-1"))
        with open(base + ".err", "w") as f:
            f.write(f"procrastination: {error}\n")
        with open(base + ".out", "w") as f:
            f.write(before)
        if args:
            with open(base + ".args", "w") as f:
                f.write(args + "\n")


if __name__ == "__main__":
    main()

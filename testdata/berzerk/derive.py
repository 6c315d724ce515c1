#!/usr/bin/env python3
"""Writes the berzerk testdata, every answer derived independently of the C++ solver.

Method: the game's values by their definition, in plain Python. A state is (player to move, monster's object);
a state is Win if some step of the mover lands in the black hole (object 1) or on a state Lose for the other
player, Lose if every step lands on a state Win for the other player. Starting from "unknown" everywhere, the
two rules are applied (in place, a state re-examined whenever a state one step after it changes) until nothing
changes; what stays unknown is Loop. No retrograde counting of moves: the C++ solver's method is not used.

Large circles are derived from facts about the rules instead, each checked here against the iteration on small
circles before it is used:
  - every step in both sets: from object s the step n + 1 - s lands in the black hole, so every start is Win;
  - both sets {1}: the game is forced, the (n + 1 - s)-th move lands in the hole, so the first player wins iff
    n + 1 - s is odd, and there is no Loop;
  - every step a multiple of d, d dividing n: the object minus 1 stays the same mod d, so from an object s with
    s - 1 not a multiple of d nobody ever reaches the hole and the game loops; the objects 1, 1 + d, 1 + 2d, ...
    play the circle of n / d objects with the steps divided by d.

Files written:
  sample-1, sample-2                   the statement's samples (checked against their published outputs)
  smallest-n2                          n = 2: one step each, into the hole at once
  every-step-n7 and -n1000             both sets full: all Win
  single-steps-n9                      both sets {1}: the parity of n + 1 - s
  random-n12, random-n60, random-n300  random sets of assorted sizes (seeded), by the iteration
  loops-multiples-of-3-n12             steps multiples of 3 on 12 objects: two thirds of the starts loop
  judge-every-step-n7000               the judge's largest input: n = 7000, both sets 1..6999 (shuffled)
  judge-single-steps-n7000             n = 7000, both sets {1}
  judge-multiples-of-7-n7000           n = 7000, a few multiples of 7 each: 6/7 Loop, the rest the circle of 1000
  beyond-judge-every-step-n20000       n = 20000 (the suite's limit), both sets full
  crlf-tabs-no-final-newline           sample 2 with CRLF, tabs and blanks, no final newline

With --tallies it prints instead, for every n = 2..6 and every pair of nonempty sets (2^(n-1) - 1 choices each),
the number of Win, Lose and Loop words in all the answers, which tests.cpp pins.

Run from anywhere: python3 testdata/berzerk/derive.py [--tallies]
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WIN, LOSE, LOOP = "Win", "Lose", "Loop"


def iterate(n, sets):
    """value[p][s] for p = 0 (Rick) or 1 (Morty) to move, s = 1..n, by the definition (index 1, the hole, unused)."""
    value = [[None] * (n + 1) for _ in range(2)]
    # before[p][t]: the states (mover, s) one step of the mover before (1 - mover, t) lands, p = 1 - mover
    before = [[[] for _ in range(n + 1)] for _ in range(2)]
    for mover in range(2):
        for s in range(2, n + 1):
            for x in sets[mover]:
                t = (s - 1 + x) % n + 1
                if t != 1:
                    before[1 - mover][t].append(s)
    work = [(mover, s) for mover in range(2) for s in range(2, n + 1)]
    while work:
        mover, s = work.pop()
        if value[mover][s] is not None:
            continue
        after = []
        for x in sets[mover]:
            t = (s - 1 + x) % n + 1
            after.append(LOSE if t == 1 else value[1 - mover][t])
        if LOSE in after:
            value[mover][s] = WIN
        elif all(v == WIN for v in after):
            value[mover][s] = LOSE
        else:
            continue
        work.extend((1 - mover, r) for r in before[mover][s])
    return value


def answers(n, sets):
    value = iterate(n, sets)
    return [[value[first][s] or LOOP for s in range(2, n + 1)] for first in range(2)]


def every_step(n):
    return [[WIN] * (n - 1), [WIN] * (n - 1)]


def single_steps(n):
    line = [WIN if (n + 1 - s) % 2 == 1 else LOSE for s in range(2, n + 1)]
    return [line, list(line)]


def multiples(n, d, sets):
    small = answers(n // d, [[x // d for x in steps] for steps in sets])
    lines = []
    for first in range(2):
        line = []
        for s in range(2, n + 1):
            line.append(LOOP if (s - 1) % d else small[first][(s - 1) // d - 1])
        lines.append(line)
    return lines


def input_text(n, sets):
    return "%d\n%s\n" % (n, "\n".join("%d %s" % (len(steps), " ".join(map(str, steps))) for steps in sets))


def output_text(lines):
    return "".join(" ".join(line) + "\n" for line in lines)


def write(name, text_in, text_out):
    for ext, text in ((".in", text_in), (".out", text_out)):
        with open(os.path.join(HERE, name + ext), "w", newline="") as file:
            file.write(text)


def shuffled(rng, values):
    values = list(values)
    rng.shuffle(values)
    return values


def self_checks():
    """The facts used for the large circles, against the iteration on small ones; the samples against the judge's."""
    assert output_text(answers(5, [[3, 2], [1, 2, 3]])) == "Lose Win Win Loop\nLoop Win Win Win\n"
    assert output_text(answers(8, [[6, 2, 3, 4], [3, 6]])) == \
        "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"
    rng = random.Random(7)
    for n in range(2, 40):
        assert answers(n, [list(range(1, n)), list(range(1, n))]) == every_step(n), n
        assert answers(n, [[1], [1]]) == single_steps(n), n
        for d in range(2, n):
            if n % d:
                continue
            for _ in range(3):
                sets = [[x for x in range(d, n, d) if rng.random() < 0.6] or [d] for _ in range(2)]
                assert answers(n, sets) == multiples(n, d, sets), (n, d, sets)


def tallies():
    for n in range(2, 7):
        subsets = [[x for x in range(1, n) if mask >> (x - 1) & 1] for mask in range(1, 1 << (n - 1))]
        count = {WIN: 0, LOSE: 0, LOOP: 0}
        for rick in subsets:
            for morty in subsets:
                for line in answers(n, [rick, morty]):
                    for word in line:
                        count[word] += 1
        print("n = %d: %d pairs of sets, Win %d, Lose %d, Loop %d" % (n, len(subsets) ** 2, count[WIN],
                                                                      count[LOSE], count[LOOP]))


def main():
    self_checks()
    if sys.argv[1:] == ["--tallies"]:
        tallies()
        return
    rng = random.Random(786)
    cases = [
        ("sample-1", 5, [[3, 2], [1, 2, 3]], None),
        ("sample-2", 8, [[6, 2, 3, 4], [3, 6]], None),
        ("smallest-n2", 2, [[1], [1]], None),
        ("every-step-n7", 7, [shuffled(rng, range(1, 7)), list(range(6, 0, -1))], None),
        ("single-steps-n9", 9, [[1], [1]], None),
        ("loops-multiples-of-3-n12", 12, [[3, 9], [6, 9, 3]], None),
    ]
    for n in (12, 60, 300):
        sets = [sorted(rng.sample(range(1, n), rng.randint(1, max(1, n // size)))) for size in (3, 10)]
        cases.append(("random-n%d" % n, n, [shuffled(rng, s) for s in sets], None))
    cases += [
        ("every-step-n1000", 1000, [shuffled(rng, range(1, 1000)), shuffled(rng, range(1, 1000))], every_step),
        ("judge-every-step-n7000", 7000, [shuffled(rng, range(1, 7000)), shuffled(rng, range(1, 7000))], every_step),
        ("judge-single-steps-n7000", 7000, [[1], [1]], single_steps),
        ("beyond-judge-every-step-n20000", 20000, [shuffled(rng, range(1, 20000)), shuffled(rng, range(1, 20000))],
         every_step),
    ]
    for name, n, sets, closed_form in cases:
        write(name, input_text(n, sets), output_text(closed_form(n) if closed_form else answers(n, sets)))
    sevens = [shuffled(rng, rng.sample(range(7, 7000, 7), 6)), shuffled(rng, rng.sample(range(7, 7000, 7), 9))]
    write("judge-multiples-of-7-n7000", input_text(7000, sevens), output_text(multiples(7000, 7, sevens)))
    crlf = "8\r\n4\t6 2  3 4 \r\n\r\n2 3\t6"
    write("crlf-tabs-no-final-newline", crlf, output_text(answers(8, [[6, 2, 3, 4], [3, 6]])))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""ctest runners-unit: the runners' own rules, each case one that a changed comparison would fail: a --cmd command
line split as the shell splits it (a path with spaces kept whole), and the one story --moves and --explain must tell
(scripts/stress's story_problem, the rule of the in-process check_one_story), won-without-moving cases included."""
import importlib.machinery
import importlib.util
import os
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(REPO, "scripts", "lib"))
import runner  # noqa: E402

loader = importlib.machinery.SourceFileLoader("stress", os.path.join(REPO, "scripts", "stress"))
stress = importlib.util.module_from_spec(importlib.util.spec_from_loader("stress", loader))
loader.exec_module(stress)

failures = []


def check(what, got, want):
    if got != want:
        failures.append("%s: got %r, expected %r" % (what, got, want))


def main():
    check("a command line", runner.command("python3 main.py"), ["python3", "main.py"])
    check("quoted words", runner.command("java -cp 'my dir' Main"), ["java", "-cp", "my dir", "Main"])
    check("a list", runner.command(["a b", "c"]), ["a b", "c"])
    with tempfile.TemporaryDirectory() as folder:
        spaced = os.path.join(folder, "my solution")
        open(spaced, "w").close()
        check("a path with a space", runner.command(spaced), [spaced])
    check("an unclosed quote", runner.command_error("python3 'main.py") is not None, True)
    check("a closed quote", runner.command_error("python3 'main.py'"), None)
    check("shown", runner.shown("python3 'my file.py'"), "python3 'my file.py'")

    won = "case 1: the first player wins: the nim sum is 1"
    lost = "case 1: the first player loses: the nim sum is 0"
    drawn = "case 1: nobody wins: the position repeats"
    play = "  play 1:0 (take the last stone): nothing is left"
    story = stress.story_problem
    check("a won case plays a listed move", story("win", {"1:0"}, won, play, False), None)
    check("a won case plays another move", story("win", {"2:0"}, won, play, False) is not None, True)
    check("a won case plays nothing", story("win", {"1:0"}, won, "", False) is not None, True)
    check("a lost case", story("lose", set(), lost, "", False), None)
    check("a lost case explained as won", story("lose", set(), won, play, False) is not None, True)
    check("a won case explained as lost", story("win", {"1:0"}, lost, "", False) is not None, True)
    check("a drawn case", story("draw", set(), drawn, "", False), None)
    check("a drawn case explained as lost", story("draw", set(), lost, "", False) is not None, True)
    empty = "case 1: the first player wins: no sweet is left on the table: Brother ate the last one"
    check("won without moving, in misere play", story("win", set(), empty, "", True), None)
    check("won without moving, in a game that never allows it", story("win", set(), empty, "", False) is not None,
          True)
    check("won without moving, yet a move played", story("win", set(), empty, play, True) is not None, True)
    check("a certificate", story("P", set(), "case 1: the values", "", False), None)
    check("misere-nim declares it", stress.wins_without_moving("misere-nim"), True)
    check("nim does not", stress.wins_without_moving("nim"), False)
    check("a counting problem takes one --position", stress.takes_one_position("misere-fib-nim-count"), True)
    check("nim takes the judge's input", stress.takes_one_position("nim"), False)

    for line in failures:
        print("runners-unit: " + line)
    print("runners-unit: %d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""One game of `<nim> --play` in a real terminal (tmux), with 'analyze' and 'undo', and one against --engine random: the person's keys typed with send-keys, the screen read with
capture-pane, as a person at a terminal would see it. Usage: terminal_game.py <path of build/nim>."""
import os
import shutil
import subprocess
import sys
import tempfile
import time


def tmux(*args):
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout


def screen(session):
    return tmux("capture-pane", "-p", "-t", session, "-S", "-100")


def wait_for(session, text, seconds=10.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        shown = screen(session)
        if text in shown:
            return shown
        time.sleep(0.05)
    sys.exit("terminal_game: waited %.0f s for %r; the screen:\n%s" % (seconds, text, screen(session)))


def main():
    nim = os.path.abspath(sys.argv[1])
    if shutil.which("tmux") is None:
        sys.exit("terminal_game: tmux is not installed (scripts/test installs it)")
    with tempfile.TemporaryDirectory() as work:
        case = os.path.join(work, "case.in")
        with open(case, "w") as f:
            f.write("1\n2\n3 5\n")  # Luogu P2197: one case, piles 3 and 5; nim sum 6, the first player wins
        session = "gamesuite-play-%d" % os.getpid()
        tmux("new-session", "-d", "-s", session, "-x", "120", "-y", "50",
             "%s --play %s; echo \"[exit $?]\"; sleep 60" % (nim, case))
        try:
            wait_for(session, "your move>")
            # A typing mistake first, then the game: 5 -> 3 leaves 3 xor 3 = 0, and each reply is mirrored.
            steps = [("7:1", "there is no pile 7 (2 piles); again"),
                     ("hint", "the player to move wins: the piles' nim sum is 3 xor 5 = 6"),
                     ("analyze", "2:3 wins, 1:0 loses, 1:1 loses, 1:2 loses, 2:0 loses"),
                     ("1:1", "engine: 2:1"), ("undo", "Your last move and the engine's reply are taken back."),
                     ("2:3", "engine: 1:2"), ("2:2", "engine: 1:1"), ("2:1", "engine: 1:0"),
                     ("2:0", "you win.")]
            for keys, expected in steps:
                tmux("send-keys", "-t", session, keys, "Enter")
                wait_for(session, expected)
            shown = wait_for(session, "[exit 0]")
            for line in ["  pile 1: 3  ooo", "  pile 2: 5  ooooo", "your move> 2:3",
                         "The engine has no move left, and the player who cannot move loses: you win."]:
                if line not in shown:
                    sys.exit("terminal_game: the screen lacks %r:\n%s" % (line, shown))
        finally:
            subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
        # A fallible engine, moving first: --engine random says what it is before its first move.
        session += "-random"
        tmux("new-session", "-d", "-s", session, "-x", "120", "-y", "50",
             "%s --play %s --second --engine random --engine-seed 5; echo \"[exit $?]\"; sleep 60" % (nim, case))
        try:
            shown = wait_for(session, "your move>")
            if "The engine plays a random legal move." not in shown:
                sys.exit("terminal_game: --engine random does not say so:\n%s" % shown)
            tmux("send-keys", "-t", session, "quit", "Enter")
            wait_for(session, "[exit 0]")
        finally:
            subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    print("terminal_game: a game of nim --play in tmux went as typed, with analyze and undo; --engine random said so")


if __name__ == "__main__":
    main()

"""Interactive problems (a problems/<id>/interactor.cpp): runs a program against the problem's interactor, connected
by pipes through this process, which relays every line both ways and so keeps the game's transcript. The program
runs under a CPU limit, the game under a wall-clock limit (a program that forgets to flush waits forever: a TLE).
Verdicts AC / WA / PE (the interactor's), RE (the program's exit status), TLE; on failure the last exchanges
(`> ` the program, `< ` the judge). scripts/judge, scripts/stress and ctest <id>-processes use it."""

import os
import resource
import signal
import subprocess
import sys
import threading
import time

import runner

SHOWN_LINES = 10  # exchanges printed with a failed game


def has_interactor(problem):
    return os.path.isfile(os.path.join(runner.REPO, "problems", problem, "interactor.cpp"))


class Game:
    """One finished game: verdict, detail, wall seconds, transcript [(direction, line)], and the program's Run."""

    def __init__(self, verdict, detail, wall, transcript):
        self.verdict, self.detail, self.wall, self.transcript = verdict, detail, wall, transcript

    def last_lines(self, count=SHOWN_LINES):
        shown = self.transcript[-count:]
        lines = ["    ... %d lines before" % (len(self.transcript) - len(shown))] if len(self.transcript) > count else []
        return lines + ["    %s %s" % (direction, text) for direction, text in shown]


def _relay(source, sink, direction, transcript, lock):
    """Copies `source` to `sink` line by line, noting each line; closes `sink` at the end of `source`."""
    while True:
        line = source.readline(4096)
        if not line:
            break
        with lock:
            transcript.append((direction, line.decode("utf-8", "replace").rstrip("\r\n")))
        try:
            sink.write(line)
            sink.flush()
        except (BrokenPipeError, ValueError, OSError):
            pass  # the other side has gone: keep draining, its exit decides
    try:
        sink.close()
    except (BrokenPipeError, OSError):
        pass


def _drain(stream, chunks):
    chunks.append(stream.read())


def play(program, interactor, test_path, cpu_seconds=10):
    """Plays the test at `test_path` between `program` and `interactor`. Returns a Game."""

    def limit_cpu():
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)

    start = time.monotonic()
    try:
        judge = subprocess.Popen(runner.command(interactor) + [test_path], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as error:
        return Game("FAIL", "cannot run the interactor %s: %s" % (interactor, error.strerror), 0.0, [])
    try:
        player = subprocess.Popen(runner.command(program), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, preexec_fn=limit_cpu)
    except OSError as error:
        judge.kill()
        judge.communicate()
        return Game("RE", "cannot run %s: %s" % (program, error.strerror), 0.0, [])
    transcript, lock, judge_errors, program_errors = [], threading.Lock(), [], []
    threads = [threading.Thread(target=_relay, args=(judge.stdout, player.stdin, "<", transcript, lock)),
               threading.Thread(target=_relay, args=(player.stdout, judge.stdin, ">", transcript, lock)),
               threading.Thread(target=_drain, args=(judge.stderr, judge_errors)),
               threading.Thread(target=_drain, args=(player.stderr, program_errors))]
    for thread in threads:
        thread.daemon = True
        thread.start()
    deadline = start + 2 * cpu_seconds
    timed_out = False
    for process in (player, judge):
        try:
            process.wait(timeout=max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            timed_out = True
            player.kill()
            judge.kill()
            process.wait()
    player.wait()
    judge.wait()
    for thread in threads:
        thread.join(5)
    wall = time.monotonic() - start
    with lock:
        lines = list(transcript)
    said = runner.first_line(b"".join(judge_errors))
    result = runner.Run(player.returncode, b"", b"".join(program_errors), wall)
    if timed_out or result.timed_out():
        detail = ("over %ds of CPU time" % cpu_seconds if result.timed_out() and not timed_out else
                  "no end after %ds of wall time (a line not flushed? the game waits for it)" % (2 * cpu_seconds))
        return Game("TLE", detail, wall, lines)
    verdict = {0: "AC", 1: "WA", 2: "PE"}.get(judge.returncode)
    if verdict == "WA":
        return Game("WA", said, wall, lines)
    if result.status != 0:
        return Game("RE", runner.describe_status(result, cpu_seconds) + ("; interactor: " + said if said else ""),
                    wall, lines)
    if verdict is None:
        return Game("FAIL", "interactor: exit status %d: %s" % (judge.returncode, said), wall, lines)
    return Game(verdict, "" if verdict == "AC" else said, wall, lines)


def judge_problem(problem, program, interactor, cpu_seconds=10, quiet=False, out=None, judge_limits_only=False):
    """Every testdata/<problem>/*.in played by `program` against `interactor`: one line per game (only failures when
    quiet), and the last exchanges of each failed one. Returns (passed, total)."""
    out = out or sys.stdout
    directory = runner.testdata(problem)
    inputs = sorted(name for name in os.listdir(directory) if name.endswith(".in") and not (
        judge_limits_only and name.startswith(runner.BEYOND_JUDGE_PREFIX)))
    passed = 0
    for name in inputs:
        game = play(program, interactor, os.path.join(directory, name), cpu_seconds)
        passed += game.verdict == "AC"
        if game.verdict != "AC" or not quiet:
            out.write("%-3s %-48s %6d ms  %s\n" % (game.verdict, problem + "/" + name[:-3], game.wall * 1000,
                                                    game.detail))
        if game.verdict != "AC":
            out.write("\n".join(game.last_lines()) + "\n")
    return passed, len(inputs)


def main(argv):
    """interact.py --replay PROGRAM INTERACTOR TEST OUT: plays the test, then writes the judge's lines of the game to
    OUT, which replayed as the program's stdin give the same game without the interactor (scripts/bench times a
    solver so; the program must have won)."""
    if len(argv) != 5 or argv[0] != "--replay":
        print("usage: interact.py --replay PROGRAM INTERACTOR TEST OUT", file=sys.stderr)
        return 2
    game = play(argv[1], argv[2], argv[3])
    if game.verdict != "AC":
        print("interact: %s on %s: %s %s" % (argv[1], argv[3], game.verdict, game.detail),
              file=sys.stderr)
        return 1
    with open(argv[4], "w", encoding="utf-8") as out:
        out.write("".join(line + "\n" for direction, line in game.transcript if direction == "<"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

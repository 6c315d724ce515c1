"""Judging a program on a problem's testdata, as scripts/judge and the ctest <id>-processes do: each .in through the
program and its output compared with the .out (or decided by the problem's checker), or, for an interactive problem,
each .in a game against the interactor (interact.py). It stands on runner.py, which runs one program on one input."""
import os
import sys

import interact
import runner


def judge_case(program, input_path, answer_path, checker=None, cpu_seconds=10):
    """One testdata case as a judge sees it: (verdict AC / WA / RE / TLE / FAIL, detail, the run)."""
    result = runner.run(runner.command(program), runner.read_bytes(input_path), cpu_seconds)
    if result.timed_out():
        return "TLE", "over %ds of CPU time" % cpu_seconds, result
    if result.status != 0:
        return "RE", runner.describe_status(result, cpu_seconds), result
    if checker:
        status, message = runner.run_checker(checker, input_path, result.stdout, answer_path)
        if status == 0:
            return "AC", "", result
        return ("WA", message, result) if status in (1, 2) else ("FAIL", "checker: " + message, result)
    want, got = runner.lf(runner.read_bytes(answer_path)), runner.lf(result.stdout)
    if want == got:
        return "AC", "", result
    return "WA", runner.first_difference(want, got), result


def judge_problem(problem, program, checker=None, cpu_seconds=10, quiet=False, out=None,
                  judge_limits_only=False, interactor=None):
    """Every testdata/<problem>/*.in through `program` (with judge_limits_only, none named BEYOND_JUDGE_PREFIX...):
    one line per case (only failures when quiet). Returns (passed, total). With `interactor` (an interactive
    problem) each .in is a test the program plays against it (interact.py), and there is no .out."""
    out = out or sys.stdout
    if interactor:
        return interact.judge_problem(problem, program, interactor, cpu_seconds, quiet, out, judge_limits_only)
    directory = runner.testdata(problem)
    inputs = sorted(name for name in os.listdir(directory)
                    if name.endswith(".in") and not (judge_limits_only and name.startswith(runner.BEYOND_JUDGE_PREFIX)))
    passed = 0
    for name in inputs:
        base = os.path.join(directory, name[:-3])
        verdict, detail, result = judge_case(program, base + ".in", base + ".out", checker, cpu_seconds)
        passed += verdict == "AC"
        if verdict != "AC" or not quiet:
            out.write("%-3s %-48s %6d ms  %s\n" % (verdict, problem + "/" + name[:-3], result.wall * 1000, detail))
    return passed, len(inputs)

#!/usr/bin/env python3
"""ctest <id>-processes: everything about one problem that must run its executables, in one process: the testdata
through the command-line solver and the judge98 build (or the checker), the bad-input table through both, and the
statement's Limits section against `<id> --limits`, and the title and judge the bundler reads against `<id> --help`.
Prints only what fails, then one summary line."""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bundle  # noqa: E402
import judging  # noqa: E402
import runner  # noqa: E402


def check_statement(problem, cli):
    """The lines `<id> --limits` prints that statement.md does not state, word for word, on a line of its own."""
    limits = subprocess.run([cli, "--limits"], stdout=subprocess.PIPE, check=True).stdout.decode()
    if not limits.strip():
        return ["'%s --limits' printed nothing" % cli]
    with open(os.path.join(runner.REPO, "problems", problem, "statement.md"), encoding="utf-8") as file:
        stated = set(file.read().split("\n"))
    missing = [line for line in limits.rstrip("\n").split("\n") if line not in stated]
    if missing:
        return ["statement.md does not state these limits as problem.hpp declares them (its '## Limits' section "
                "should read, line for line, what '%s --limits' prints):" % problem] + ["    " + m for m in missing]
    return []


def check_facts(problem, cli):
    """The title, judge and twins scripts/lib/bundle.py reads from problem.hpp (for the bundle's header, its dialect and the
    README's tables) against what the compiled solver says in --help."""
    facts = bundle.Problem(problem)
    line = "Problem: %s, judged at %s." % (facts.title, facts.judge.name)
    help_text = subprocess.run([cli, "--help"], stdout=subprocess.PIPE, check=True).stdout.decode()
    lines = [line] + (["Twins: %s." % "; ".join(facts.twins)] if facts.twins else [])
    missing = [wanted for wanted in lines if wanted not in help_text.split("\n")]
    return ["'%s --help' does not say '%s' (as scripts/lib/bundle.py reads problem.hpp)" % (problem, wanted)
            for wanted in missing]


def check_beyond_judge(problem, cli):
    """Every testdata file named as past the judge's limits is: `<id> --strict` refuses it. The bundles' other
    dialects skip those files (check_bundle.sh), so a misnamed file would leave a judge-size case unchecked there."""
    directory = runner.testdata(problem)
    failures = []
    for name in sorted(os.listdir(directory)):
        if name.startswith(runner.BEYOND_JUDGE_PREFIX) and name.endswith(".in"):
            with open(os.path.join(directory, name), "rb") as stdin:
                status = subprocess.run([cli, "--strict"], stdin=stdin, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL).returncode
            if status == 0:
                failures.append("%s/%s is named as past the judge's limits, but '%s --strict' accepts it"
                                % (problem, name, problem))
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("problem")
    parser.add_argument("--cli", required=True)
    parser.add_argument("--judge98", required=True)
    parser.add_argument("--checker")
    parser.add_argument("--interactor", help="an interactive problem's interactor: the testdata are games")
    parser.add_argument("--wrong", action="append", default=[],
                        help="with --interactor: a wrong player's program, which must fail some test")
    args = parser.parse_args()
    failures, counts = 0, []
    for program in (args.cli, args.judge98):
        passed, total = judging.judge_problem(args.problem, program, args.checker, quiet=True,
                                             interactor=args.interactor)
        failures += total - passed
        counts.append("%d/%d testdata through %s" % (passed, total, os.path.basename(program)))
    for program in args.wrong:
        with open(os.devnull, "w") as quiet:
            passed, total = judging.judge_problem(args.problem, program, quiet=True, out=quiet,
                                                 interactor=args.interactor)
        if passed == total:
            print("%s won every game of the testdata: a wrong player must lose one" % os.path.basename(program))
            failures += 1
        counts.append("%s failed %d/%d" % (os.path.basename(program), total - passed, total))
    for program, no_options in ((args.cli, False), (args.judge98, True)):
        passed, failed = runner.check_bad_inputs(args.problem, program, no_options)
        failures += failed + (passed == 0)
        counts.append("%d/%d bad inputs through %s" % (passed, passed + failed, os.path.basename(program)))
    for line in (check_statement(args.problem, args.cli) + check_facts(args.problem, args.cli) +
                 check_beyond_judge(args.problem, args.cli)):
        print(line)
        failures += 1
    print("%s: %s; %s" % (args.problem, ", ".join(counts), "ok" if failures == 0 else "%d FAILED" % failures))
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

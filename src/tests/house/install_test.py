#!/usr/bin/env python3
"""ctest house-install: `cmake --install BUILD --prefix DIR` puts every solver in DIR/bin as gamesuite-<id> (and the
grundy tool as gamesuite-grundy), and an installed solver answers its sample as the built one does."""
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(REPO, "scripts", "lib"))
import runner  # noqa: E402


def main():
    build = sys.argv[1]
    problems = sys.argv[2:]
    failures = []
    with tempfile.TemporaryDirectory(prefix="gamesuite-install-") as prefix:
        done = subprocess.run(["cmake", "--install", build, "--prefix", prefix], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT)
        if done.returncode != 0:
            print(done.stdout.decode(errors="replace"))
            print("house-install: cmake --install failed")
            return 1
        installed = set(os.listdir(os.path.join(prefix, "bin")))
        for name in ["gamesuite-" + problem for problem in problems] + ["gamesuite-grundy"]:
            if name not in installed:
                failures.append("%s is not installed" % name)
        for problem in problems:
            program = os.path.join(prefix, "bin", "gamesuite-" + problem)
            sample = runner.testdata(problem, "sample-1.in")
            if not os.path.exists(program) or not os.path.exists(runner.testdata(problem, "sample-1.out")):
                continue  # an interactive problem's sample is a game (its judge test plays it)
            got = runner.run([program], runner.read_bytes(sample))
            if runner.lf(got.stdout) != runner.lf(runner.read_bytes(runner.testdata(problem, "sample-1.out"))):
                failures.append("installed %s answers sample-1 differently: %s" % (
                    problem, runner.describe_status(got, 10) if got.status else "wrong output"))
    for line in failures:
        print("house-install: " + line)
    print("house-install: %d problems installed, %d failures" % (len(problems), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

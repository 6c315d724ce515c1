#!/usr/bin/env python3
"""What each problem costs a run of scripts/test: its compile CPU from the three build trees' .ninja_log files
and its test CPU from ctest's lines in the run's log, per problem, most expensive first, then the mean and the
shared targets (tools, libraries, the core's tests). Wall time on 2 busy cores is about half the CPU.

  usage: scripts/lib/ci_cost.py <clone the run built in> <the run's log (stdout and stderr of scripts/test)>
"""
import collections
import os
import re
import sys


def owner(path, ids):
    """The problem whose target made `path` (the longest id that matches: nim-moves before nim), or None."""
    found = None
    for problem in ids:
        marks = ["CMakeFiles/%s%s.dir/" % (problem, suffix)
                 for suffix in ("", "-judge98", "-tests", "-tests-unity", "-scaffolding", "-fuzz", "-topcoder98", "-checker", "-reference",
                               "-gen")]
        marks.append("bundles/%s.cpp" % problem)
        names = [problem + suffix for suffix in ("", "-judge98", "-tests", "-fuzz", "-checker")]
        if any(mark in path for mark in marks) or os.path.basename(path) in names:
            if found is None or len(problem) > len(found):
                found = problem
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip())
    clone, log_path = sys.argv[1], sys.argv[2]
    ids = sorted(os.listdir(os.path.join(clone, "problems")))
    build, shared = collections.Counter(), 0
    for tree in ("build", "build-sanitize", "build-fuzz"):
        path = os.path.join(clone, tree, ".ninja_log")
        if not os.path.exists(path):
            continue
        with open(path) as log:
            for line in log:
                if line.startswith("#"):
                    continue
                start, end, _, output, _ = line.rstrip("\n").split("\t")
                problem = owner(output, ids)
                if problem:
                    build[problem] += int(end) - int(start)
                else:
                    shared += int(end) - int(start)
    tests = collections.Counter()
    with open(log_path) as log:
        for match in re.finditer(r"Test +#\d+: (\S+) .*?(\d+\.\d+) sec", log.read()):
            name, seconds = match.group(1), float(match.group(2))
            for problem in ids:
                suffixes = ("-unit", "-processes", "-faults", "-faults-judge98", "-checker")
                if name in [problem + suffix for suffix in suffixes] or name == "bundle-" + problem:
                    tests[problem] += seconds * 1000
    total = {problem: build[problem] + tests[problem] for problem in ids}
    print("%-24s %9s %9s %9s %9s" % ("problem", "build s", "tests s", "CPU s", "wall s/2"))
    for problem in sorted(ids, key=lambda p: -total[p]):
        print("%-24s %9.1f %9.1f %9.1f %9.1f" % (problem, build[problem] / 1000, tests[problem] / 1000,
                                                 total[problem] / 1000, total[problem] / 2000))
    count = len(ids)
    print("mean a problem: build %.1f s, tests %.1f s, %.1f s of CPU, %.1f s of wall on 2 cores; shared targets "
          "%.1f s of CPU (the fuzz smoke's fixed budget not counted)"
          % (sum(build.values()) / count / 1000, sum(tests.values()) / count / 1000,
             sum(total.values()) / count / 1000, sum(total.values()) / count / 2000, shared / 1000))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""ctest house-readme-tables: README.md's two tables agree with the problems as declared. The table of executables
has one row per problems/<id>/, its twins as problem.hpp declares them, and scripts/which finds the problem by every
judge id its title and twins name; the table of judges lists each problem under
the judge its problem.hpp names (as scripts/lib/bundle.py reads it). Prints each disagreement; exit 1 if any."""
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(REPO, "scripts", "lib"))
import bundle  # noqa: E402
import judge_ids  # noqa: E402


def main():
    with open(os.path.join(REPO, "README.md"), encoding="utf-8") as file:
        rows = [line for line in file.read().split("\n") if line.startswith("| ")]
    problems = bundle.problem_ids()
    failures = []
    executables = {}
    judged = {}
    for row in rows:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        ids = re.findall(r"`([a-z0-9-]+)`", cells[0])
        if len(ids) == 1 and ids[0] in problems and len(cells) == 4:
            executables.setdefault(ids[0], []).append(cells[1:3])
        judge = cells[0].split(" ")[0]
        if judge in bundle.JUDGES and len(cells) >= 2:
            for problem in re.findall(r"`([a-z0-9-]+)`", cells[1]):
                judged.setdefault(problem, []).append(judge)
    table = judge_ids.index()
    for problem in problems:
        declared = bundle.Problem(problem)
        titles = executables.get(problem, [])
        if len(titles) != 1:
            failures.append("%s: %d rows in the table of executables, expected 1" % (problem, len(titles)))
        elif titles[0][1] != "; ".join(declared.twins):
            failures.append("%s: the table's twins are '%s'; problem.hpp says '%s'" % (
                problem, titles[0][1], "; ".join(declared.twins)))
        for text in [declared.title] + declared.twins:
            for judge, problem_id in judge_ids.ids_in(text.partition(" (")[0]):
                answers = [found for found, _ in table.get(judge_ids.key(judge + problem_id), [])]
                if problem not in answers:
                    failures.append("%s: scripts/which '%s %s' does not find it" % (problem, judge, problem_id))
        judges = judged.get(problem, [])
        if judges != [declared.judge.name]:
            failures.append("%s: listed under %s in the table of judges; problem.hpp says %s" % (
                problem, ", ".join(judges) or "no judge", declared.judge.name))
    for problem in sorted(set(judged) - set(problems)):
        failures.append("%s: in the table of judges, but there is no problems/%s/" % (problem, problem))
    for line in failures:
        print("house-readme-tables: " + line)
    print("house-readme-tables: %d problems, %d disagreements" % (len(problems), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""cpu_time.py RUNS INPUT COMMAND...: the best CPU seconds (user + sys, from getrusage, microseconds) of RUNS runs
of COMMAND with INPUT as stdin and stdout discarded; INPUT '-' is an empty input. Used by scripts/bench."""
import resource
import subprocess
import sys


def cpu_seconds(command, input_path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open("/dev/null" if input_path == "-" else input_path, "rb") as stdin:
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv):
    runs, input_path, command = int(argv[0]), argv[1], argv[2:]
    print("%.4f" % min(cpu_seconds(command, input_path) for _ in range(runs)))


if __name__ == "__main__":
    main(sys.argv[1:])

#!/usr/bin/env python3
"""cpu_time.py [--rss] RUNS INPUT COMMAND...: the best CPU seconds (user + sys, from getrusage, microseconds) of RUNS
runs of COMMAND with INPUT as stdin and stdout discarded; INPUT '-' is an empty input. With --rss, also the peak
resident set of one run in MiB. Used by scripts/bench."""
import resource
import subprocess
import sys


def cpu_seconds(command, input_path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open("/dev/null" if input_path == "-" else input_path, "rb") as stdin:
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def peak_mib(command, input_path):
    # GNU time's %M (KiB): a small C parent, where a Python parent's fork would count its own pages.
    with open("/dev/null" if input_path == "-" else input_path, "rb") as stdin:
        done = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdin=stdin, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True, check=False)
    return int(done.stderr.strip().splitlines()[-1]) / 1024.0


def main(argv):
    rss = argv[:1] == ["--rss"]
    if rss:
        argv = argv[1:]
    runs, input_path, command = int(argv[0]), argv[1], argv[2:]
    seconds = "%.4f" % min(cpu_seconds(command, input_path) for _ in range(runs))
    print(seconds + (" %.1f" % peak_mib(command, input_path) if rss else ""))


if __name__ == "__main__":
    main(sys.argv[1:])

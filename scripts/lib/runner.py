"""The run-and-compare core of the scripts: run a program on an input under a CPU limit, compare outputs as a judge
does, describe what went wrong; and the bad-input tables (testdata/<id>/bad-inputs.txt) with their generic cases.
Every program is a path or a command line (command()). The judging of testdata above it is judging.py, plain and
interactive (interact.py); this module imports neither.
scripts/judge, scripts/stress, scripts/bad-input, scripts/check-checker and the ctest <id>-processes use it."""

import ast
import os
import re
import resource
import shlex
import signal
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD_DIR = os.environ.get("GAMESUITE_BUILD_DIR", os.path.join(REPO, "build"))


def problem_ids():
    """The problems: one folder each under problems/."""
    root = os.path.join(REPO, "problems")
    return sorted(name for name in os.listdir(root) if os.path.isdir(os.path.join(root, name)))


def has_checker(problem):
    return os.path.isfile(os.path.join(REPO, "problems", problem, "checker.cpp"))


def testdata(problem, *parts):
    return os.path.join(REPO, "testdata", problem, *parts)


def build_targets(targets):
    """Installs what is missing and builds the targets in BUILD_DIR (scripts/lib/common.sh). False if it failed."""
    common = os.path.join(REPO, "scripts", "lib", "common.sh")
    command = 'source "$1"; shift; build_targets "$BUILD_DIR" "$@"'
    return subprocess.call(["bash", "-c", command, "build", common] + list(targets)) == 0


def read_bytes(path):
    with open(path, "rb") as file:
        return file.read()


class Run:
    """One finished run: exit status (negative: killed by that signal), stdout, stderr, wall seconds."""

    def __init__(self, status, stdout, stderr, wall):
        self.status, self.stdout, self.stderr, self.wall = status, stdout, stderr, wall

    def timed_out(self):
        return self.status in (-signal.SIGXCPU, -signal.SIGKILL)


def command(program):
    """A program as the words to run: a path that exists as it is (spaces and all), else a command line split as the
    shell splits it (`python3 main.py`, `java -Xss64m Main`), as `oj test -c` takes one. A list is taken as it is."""
    if isinstance(program, (list, tuple)):
        return list(program)
    if os.path.exists(program) or not program.strip():
        return [program]
    return shlex.split(program)


def command_error(program):
    """Why `program` is no command line (an unclosed quote), or None."""
    try:
        command(program)
    except ValueError as error:
        return "'%s' is no command line: %s" % (program, str(error).lower())
    return None


def shown(program):
    """A program as a shell line that runs it again."""
    return " ".join(shlex.quote(word) for word in command(program))


def run(words, stdin=b"", cpu_seconds=10):
    """Runs `words` (a program and its arguments, see command()) with `stdin` (bytes) under a CPU-time limit:
    SIGXCPU at the limit, SIGKILL a second later, so that a loaded machine slows a program down without failing it."""

    def limit_cpu():
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)

    start = time.monotonic()
    try:
        process = subprocess.run(words, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 preexec_fn=limit_cpu)
    except OSError as error:
        return Run(127, b"", ("cannot run %s: %s" % (words[0], error.strerror)).encode(), 0.0)
    return Run(process.returncode, process.stdout, process.stderr, time.monotonic() - start)


# Testdata past the judge's limits, within the suite's: its file names start with this (checked by <id>-processes:
# `<id> --strict` refuses each such input).
BEYOND_JUDGE_PREFIX = "beyond-judge"


def first_line(data, limit=300):
    text = data[:limit].decode("utf-8", "replace")
    return text.split("\n", 1)[0]


def describe_status(result, cpu_seconds):
    """Why a run failed, in one line: over its CPU time, killed by a signal, or its exit status and first error."""
    if result.timed_out():
        return "over %ds of CPU time (killed by %s)" % (cpu_seconds, signal.Signals(-result.status).name)
    if result.status < 0:
        return "killed by %s" % signal.Signals(-result.status).name
    line = first_line(result.stderr)
    return "exit status %d%s" % (result.status, ": " + line if line else "")


def lf(data):
    """Output as a judge compares it: CRLF counts as LF (every CR dropped, as `tr -d '\\r'` did)."""
    return data.replace(b"\r", b"")


def first_difference(want, got, expected_from="expected"):
    """The first line where `got` differs from `want` (both bytes, CRs dropped), and a note when they would agree
    with whitespace ignored."""
    want_text, got_text = want.decode("utf-8", "replace"), got.decode("utf-8", "replace")
    if want_text.rstrip("\n") == got_text.rstrip("\n"):
        detail = "the outputs differ only in the final newline"
    else:
        want_lines, got_lines = want_text.split("\n"), got_text.split("\n")
        line = 0
        while line < len(want_lines) and line < len(got_lines) and want_lines[line] == got_lines[line]:
            line += 1
        shown = lambda lines: lines[line] if line < len(lines) and (line < len(lines) - 1 or lines[line]) \
            else "<end of output>"
        detail = "line %d: %s '%s', got '%s'" % (line + 1, expected_from, shown(want_lines), shown(got_lines))
    if want.split() == got.split():
        detail += " (would be AC if whitespace were ignored)"
    return detail


def run_checker(checker, test_input, output, answer):
    """A testlib-style checker's verdict: (exit status, its one-line message). Each of the input, the output and the
    jury's answer is a file's path or the bytes themselves (then written to a temporary file for the checker)."""
    files, paths = [], []
    try:
        for part in (test_input, output, answer):
            if isinstance(part, bytes):
                file = tempfile.NamedTemporaryFile(prefix="gamesuite-checker-")
                file.write(part)
                file.flush()
                files.append(file)
                part = file.name
            paths.append(part)
        process = subprocess.run(command(checker) + paths, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    finally:
        for file in files:
            file.close()
    return process.returncode, first_line(process.stderr)


# ---- bad-input tables -------------------------------------------------------------------------------------------

TABLE_NAME = "bad-inputs.txt"
TABLE_HEADER = """\
# The bad inputs of {problem}: each case is run through build/{problem} (with its `args`) and, when it has no args,
# through build/{problem}-judge98; it must exit with `status` and write exactly `stdout` and `stderr`. A `case` holds
# its own `input`; a `generic` case derives it from sample-1.in by the rule of that name (scripts/lib/runner.py,
# GENERIC_RULES), the same rule for every problem. Values are Python string literals, one byte a character.
# `scripts/bad-input {problem} --bless` rewrites the expected lines from the solver when a message changes on purpose.
"""


def token_spans(data):
    return [match.span() for match in re.finditer(rb"[^ \t\r\n]+", data)]


def replace_token(data, replacement):
    """The input with its second token (the first value after a count, most often) replaced; its first if alone."""
    spans = token_spans(data)
    start, end = spans[1] if len(spans) > 1 else spans[0]
    return data[:start] + replacement(data[start:end]) + data[end:]


def replace_first(data, old, new):
    return data.replace(old, new, 1) if old in data else None


# Generic bad inputs, derived from a problem's sample-1.in (valid, LF line ends, single spaces): the faults every
# format shares. The scanner's own handling of each is tested once, in src/tests/scanner_test.cpp; these check that
# every problem's parser reports them at the right place in its own words. A rule that does not apply returns None.
GENERIC_RULES = {
    "binary-garbage": ([], lambda d: replace_token(d, lambda t: b"\x00\xff\x01")),
    "not-a-number": ([], lambda d: replace_token(d, lambda t: b"x")),
    "glued-letters": ([], lambda d: replace_token(d, lambda t: t + b"x")),
    "past-int64": ([], lambda d: replace_token(d, lambda t: b"9223372036854775808")),
    "negative": ([], lambda d: replace_token(d, lambda t: b"-1")),
    "strict-empty-input": (["--strict"], lambda d: b""),
    "strict-crlf": (["--strict"], lambda d: d.replace(b"\n", b"\r\n")),
    "strict-missing-final-newline": (["--strict"], lambda d: d[:-1] if d.endswith(b"\n") else None),
    "strict-blank-line-at-end": (["--strict"], lambda d: d + b"\n"),
    "strict-double-space": (["--strict"], lambda d: replace_first(d, b" ", b"  ")),
    "strict-tab-separator": (["--strict"], lambda d: replace_first(d, b" ", b"\t")),
    "strict-trailing-space": (["--strict"], lambda d: replace_first(d, b"\n", b" \n")),
    "strict-leading-zero": (["--strict"], lambda d: replace_token(d, lambda t: b"0" + t)),
}


class BadCase:
    def __init__(self, name, generic=False):
        self.name, self.generic = name, generic
        self.args, self.input, self.status, self.stdout, self.stderr = [], None, 1, b"", b""

    def describe(self):
        return ("generic " if self.generic else "case ") + self.name


def generic_case(rule, sample):
    """The generic case of `rule` derived from the sample's bytes, its expectations not yet known; None if the rule
    does not apply to this sample."""
    args, derive = GENERIC_RULES[rule]
    data = derive(sample)
    if data is None:
        return None
    case = BadCase(rule, generic=True)
    case.args, case.input = list(args), data
    return case


def literal(data):
    return repr(data.decode("latin-1"))


def parse_literal(text, where):
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError):
        value = None
    if not isinstance(value, str):
        raise ValueError("%s: expected a Python string literal, found %s" % (where, text[:60]))
    return value.encode("latin-1")


def read_table(problem):
    """The cases of testdata/<problem>/bad-inputs.txt, generic inputs derived. Raises ValueError on a malformed
    table, naming the line."""
    path = testdata(problem, TABLE_NAME)
    sample = read_bytes(testdata(problem, "sample-1.in"))
    cases, case = [], None
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            line = line.rstrip("\n")
            where = "%s:%d" % (os.path.relpath(path, REPO), number)
            if not line or line.startswith("#"):
                continue
            key, _, value = line.partition(" ")
            if key == "case":
                case = BadCase(value)
                cases.append(case)
            elif key == "generic":
                if value not in GENERIC_RULES:
                    raise ValueError("%s: no generic rule '%s' (have: %s)" % (where, value, " ".join(GENERIC_RULES)))
                case = generic_case(value, sample)
                if case is None:
                    raise ValueError("%s: the rule '%s' does not apply to sample-1.in" % (where, value))
                cases.append(case)
            elif case is None:
                raise ValueError("%s: expected 'case NAME' or 'generic RULE' first" % where)
            elif key == "args" and not case.generic:
                case.args = value.split()
            elif key == "input" and not case.generic:
                case.input = parse_literal(value, where)
            elif key == "status":
                case.status = int(value)
            elif key in ("stdout", "stderr"):
                setattr(case, key, parse_literal(value, where))
            else:
                raise ValueError("%s: unexpected '%s'" % (where, key))
    for case in cases:
        if case.input is None:
            raise ValueError("%s: %s has no input" % (os.path.relpath(path, REPO), case.describe()))
    return cases


def write_table(problem, cases):
    lines = [TABLE_HEADER.format(problem=problem)]
    for case in cases:
        lines.append("")
        lines.append(case.describe())
        if not case.generic:
            if case.args:
                lines.append("args " + " ".join(case.args))
            lines.append("input " + literal(case.input))
        lines.append("status %d" % case.status)
        lines.append("stdout " + literal(case.stdout))
        lines.append("stderr " + literal(case.stderr))
    with open(testdata(problem, TABLE_NAME), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def check_bad_case(program, case, cpu_seconds=20):
    """The problems of one bad-input case through `program` (an empty list if it passes)."""
    result = run(command(program) + case.args, case.input, cpu_seconds)
    problems = []
    if result.status != case.status:
        problems.append("exit status %d, expected %d" % (result.status, case.status))
    if result.stderr != case.stderr:
        problems.append("stderr %s, expected %s" % (literal(result.stderr[:300]), literal(case.stderr)))
    if result.stdout != case.stdout:
        problems.append("stdout %s, expected %s" % (literal(result.stdout[:100]), literal(case.stdout)))
    return problems


def check_bad_inputs(problem, program, no_options=False, out=sys.stdout):
    """The table through `program`; `no_options` skips the cases with args (the judge98 builds take none).
    Returns (passed, failed)."""
    passed = failed = 0
    for case in read_table(problem):
        if no_options and case.args:
            continue
        problems = check_bad_case(program, case)
        if problems:
            failed += 1
            out.write("FAIL %s/%s (%s): %s\n" % (problem, case.describe(), os.path.basename(program),
                                                 "; ".join(problems)))
        else:
            passed += 1
    return passed, failed

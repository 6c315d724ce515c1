#!/usr/bin/env python3
"""ctest's bundle-selftest: scripts/bundle on the small fixture trees in fixtures/.

diamond/  headers reached several ways (diamond, twice, a cycle, relative and through -I),
          the guard styles, a non-guard #ifndef, system headers repeated; compared byte for
          byte with diamond/expected-bundle.txt, checked piece by piece, compiled and run.
tricky/   #include in // comments (one continued by a backslash), /* */ comments, strings
          (one continued by a splice), a raw string, after char literals and digit separators;
          a directive after a comment; a conditional system include. C++17.
errors/   a missing header (with the chain of includes), CLI11/fmt, a project include under
          #ifdef, __int128 for POJ: each a clear message and exit status 1.
Standard library only; the compiler is g++, or $GAMESUITE_JUDGE_CXX.
"""

import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
BUNDLE = os.path.join(REPO, "scripts", "bundle")
FIXTURES = "src/tests/bundle/fixtures"
CXX = os.environ.get("GAMESUITE_JUDGE_CXX", "g++")

DIAMOND = FIXTURES + "/diamond/main.cpp"
DIAMOND_INCLUDE = FIXTURES + "/diamond/include"
TRICKY = FIXTURES + "/tricky/main.cpp"


def run_bundle(*args, cwd=REPO):
    return subprocess.run([BUNDLE] + list(args), cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def bundle_text(*args):
    result = run_bundle(*args)
    if result.returncode != 0:
        raise AssertionError("scripts/bundle %s failed:\n%s" % (" ".join(args), result.stderr.decode()))
    return result.stdout.decode("utf-8")


def diamond(*extra):
    return bundle_text("--source", DIAMOND, "-I", DIAMOND_INCLUDE, *extra)


def compile_and_run(source_text, standard, extra_flags=()):
    """Compiles the text alone in an empty directory (no project headers in reach) and runs it."""
    with tempfile.TemporaryDirectory() as work:
        with open(os.path.join(work, "submission.cpp"), "w", encoding="utf-8") as out:
            out.write(source_text)
        env = {k: v for k, v in os.environ.items() if k not in ("CPATH", "CPLUS_INCLUDE_PATH", "C_INCLUDE_PATH")}
        command = [CXX, "-std=" + standard, "-O2", "-Wall", "-Wextra", "-Werror"] + list(extra_flags)
        built = subprocess.run(command + ["submission.cpp", "-o", "program"], cwd=work, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if built.returncode != 0:
            raise AssertionError("%s failed:\n%s" % (" ".join(command), built.stdout.decode()))
        ran = subprocess.run([os.path.join(work, "program")], cwd=work, stdout=subprocess.PIPE, timeout=30)
        if ran.returncode != 0:
            raise AssertionError("the compiled bundle exited with status %d" % ran.returncode)
        return ran.stdout.decode()


def lines_equal_to(text, wanted):
    return [line for line in text.split("\n") if line == wanted]


def assert_lines_map_to_sources(test, text):
    """With --line-directives every line after `#line N "file"` must be line N of that file (and so on)."""
    current = None
    checked = 0
    sources = {}
    for line in text.split("\n"):
        match = re.fullmatch(r'#line (\d+) "([^"]+)"', line)
        if match:
            current = [match.group(2), int(match.group(1))]
            continue
        if current is None:
            continue  # the opening comment
        path, number = current
        if path not in sources:
            with open(os.path.join(REPO, path), encoding="utf-8") as source:
                sources[path] = source.read().split("\n")
        if line != "/*":  # reopens a comment whose #include line was dropped
            test.assertEqual(line, sources[path][number - 1], "%s:%d" % (path, number))
        checked += 1
        current[1] += 1
    test.assertGreater(checked, 20)


class DiamondTest(unittest.TestCase):
    def test_whole_output_is_the_expected_bundle(self):
        with open(os.path.join(REPO, FIXTURES, "diamond", "expected-bundle.txt"), encoding="utf-8") as expected:
            self.assertEqual(diamond(), expected.read())

    def test_every_header_is_inlined_once(self):
        text = diamond()
        for definition in ("inline int base_value()", "inline int left_value()", "inline int right_value()",
                           "inline int local_value()", "inline int limit()"):
            self.assertEqual(text.count(definition), 1, definition)

    def test_headers_come_before_their_users(self):
        text = diamond()
        order = [text.index(d) for d in ("inline int base_value()", "inline int limit()",
                                         "inline int left_value()", "inline int right_value()",
                                         "inline int local_value()", "int main()")]
        self.assertEqual(order, sorted(order))

    def test_opening_comment_names_the_sources_in_order(self):
        lines = diamond().split("\n")
        self.assertEqual(lines[0], "// Bundle of %s." % DIAMOND)
        self.assertEqual(lines[1], "// Generated (do not edit) by `scripts/bundle --source %s -I %s` from, in order:"
                         % (DIAMOND, DIAMOND_INCLUDE))
        files = ["main.cpp", "include/fx/left.hpp", "include/fx/base.hpp", "include/fx/limits.hpp",
                 "local.hpp", "include/fx/right.hpp"]
        self.assertEqual(lines[2:8], ["//   %s/diamond/%s%s" % (FIXTURES, f, "," if k < 5 else ".")
                                      for k, f in enumerate(files)])

    def test_project_includes_are_gone_and_system_includes_kept_once(self):
        text = diamond()
        self.assertNotRegex(text, r'(?m)^\s*#\s*include\s*"')
        for header in ("cstdio", "vector", "string"):
            self.assertEqual(len(lines_equal_to(text, "#include <%s>" % header)), 1, header)
        # <cstdio> stays where main.cpp first asks for it, ahead of every header's code.
        self.assertLess(text.index("#include <cstdio>"), text.index("// fx/left.hpp"))

    def test_guards_are_removed_and_other_conditionals_kept(self):
        text = diamond()
        for guard in ("FX_BASE_HPP", "FX_LEFT_HPP", "FX_RIGHT_HPP"):
            self.assertNotIn(guard, text)
        self.assertNotRegex(text, r"(?m)^\s*#\s*pragma\s+once")
        self.assertEqual(len(lines_equal_to(text, "#endif")), 1)  # limits.hpp's, not a guard
        self.assertIn("#ifndef FX_LIMIT\n#define FX_LIMIT 7\n#endif\n", text)
        self.assertIn("// (a comment after the guard's #endif is still part of the wrapped file)\n", text)

    def test_bundle_compiles_alone_and_runs_as_gnu98_and_cpp17(self):
        text = diamond()
        line = text.split("\n").index("inline int base_line() { return __LINE__; }") + 1
        for standard in ("gnu++98", "c++17"):
            self.assertEqual(compile_and_run(text, standard), "1 2 3 13 7 line %d file submission.cpp\n" % line)

    def test_line_directives_are_off_by_default(self):
        self.assertNotIn("#line", diamond())

    def test_line_directives_map_every_line_to_its_source(self):
        text = diamond("--line-directives")
        self.assertIn('\n#line 1 "%s"\n// The bundler\'s diamond fixture' % DIAMOND, text)
        self.assertIn('\n#line 1 "%s/fx/base.hpp"\n' % DIAMOND_INCLUDE, text)
        self.assertIn('\n#line 4 "%s/fx/left.hpp"\n\n#include <vector>\n' % DIAMOND_INCLUDE, text)
        assert_lines_map_to_sources(self, text)
        # The compiler now reports base.hpp's own line and name.
        self.assertEqual(compile_and_run(text, "gnu++98"),
                         "1 2 3 13 7 line 13 file %s/fx/base.hpp\n" % DIAMOND_INCLUDE)

    def test_same_input_same_bytes(self):
        first = run_bundle("--source", DIAMOND, "-I", DIAMOND_INCLUDE).stdout
        second = run_bundle("--source", DIAMOND, "-I", DIAMOND_INCLUDE).stdout
        self.assertEqual(first, second)
        # From another directory, with absolute paths: still the same bytes.
        elsewhere = run_bundle("--source", os.path.join(REPO, DIAMOND), "-I", os.path.join(REPO, DIAMOND_INCLUDE),
                               cwd=tempfile.gettempdir()).stdout
        self.assertEqual(first, elsewhere)
        with tempfile.TemporaryDirectory() as work:
            target = os.path.join(work, "bundle.cpp")
            self.assertEqual(run_bundle("--source", DIAMOND, "-I", DIAMOND_INCLUDE, "-o", target).returncode, 0)
            with open(target, "rb") as written:
                self.assertEqual(written.read(), first)


class TrickyTest(unittest.TestCase):
    def test_includes_in_comments_and_literals_are_left_alone(self):
        text = bundle_text("--source", TRICKY)  # any of them expanded would fail: missing-*.hpp do not exist
        for kept in ('// #include "missing-line-comment.hpp"\n',
                     '/* #include "missing-block-comment.hpp" */\n',
                     '/*\n#include "missing-multiline-comment.hpp"\n*/\n',
                     '// a line comment continued by a backslash \\\n#include "missing-continued-comment.hpp"\n',
                     '"text \\\n#include \\"missing-spliced-string.hpp\\"";\n',
                     'R"fx(a )" b\n#include "missing-raw-string.hpp"\n)fx";\n',
                     '\'"\'; /* "\n#include "missing-after-char-literal.hpp"\n*/\n',
                     "1'000'000; /* '\n#include \"missing-after-digit-separators.hpp\"\n*/\n",
                     '"#include \\"missing-string.hpp\\""'):
            self.assertIn(kept, text)

    def test_odd_directives_are_expanded_once(self):
        text = bundle_text("--source", TRICKY)
        self.assertEqual(text.count("inline int tricky_value()"), 1)
        self.assertNotIn('"tricky.hpp"', text)
        # The second #include "tricky.hpp" opened a comment that goes on: it stays open.
        self.assertIn('\n/*\n#include "missing-comment-after-include.hpp"\n*/\n', text)

    def test_conditional_system_include_is_kept_and_proves_nothing(self):
        text = bundle_text("--source", TRICKY)
        self.assertIn("#ifdef FX_NEVER_DEFINED\n#include <vector>\n#endif\n#include <vector>\n", text)
        self.assertEqual(len(lines_equal_to(text, "#include <cstring>")), 1)
        self.assertEqual(len(lines_equal_to(text, "#include <cstdio>")), 1)

    def test_bundle_compiles_and_runs(self):
        spliced = 'text #include "missing-spliced-string.hpp"'
        raw = 'a )" b\n#include "missing-raw-string.hpp"\n'
        in_string = '#include "missing-string.hpp"'
        expected = "5 1 1000000 %d %d %d\n" % (len(spliced), len(raw), len(in_string))
        # -Wno-comment: the fixture continues a // comment on purpose.
        self.assertEqual(compile_and_run(bundle_text("--source", TRICKY), "c++17", ["-Wno-comment"]), expected)
        with_lines = bundle_text("--source", TRICKY, "--line-directives")
        assert_lines_map_to_sources(self, with_lines)
        self.assertEqual(compile_and_run(with_lines, "c++17", ["-Wno-comment"]), expected)


class ErrorTest(unittest.TestCase):
    def assert_fails(self, args, message):
        with tempfile.TemporaryDirectory() as work:
            target = os.path.join(work, "bundle.cpp")
            result = run_bundle(*(list(args) + ["-o", target]))
            self.assertEqual(result.returncode, 1, result.stderr.decode())
            self.assertEqual(result.stderr.decode(), message)
            self.assertFalse(os.path.exists(target), "a failed bundle must not leave a file")

    def test_missing_header(self):
        self.assert_fails(["--source", FIXTURES + "/errors/missing.cpp"],
                          'bundle: %s/errors/missing_inner.hpp:4: cannot find "nowhere.hpp" (looked in %s/errors/, '
                          'src/)\n  included from %s/errors/missing.cpp:2\n' % (FIXTURES, FIXTURES, FIXTURES))

    def test_cli_and_fmt_are_refused(self):
        self.assert_fails(["--source", FIXTURES + "/errors/uses_cli.cpp"],
                          'bundle: %s/errors/uses_cli.cpp:2: "cli/problem_cli.hpp" is command-line or test code '
                          '(CLI11, fmt, doctest), which cannot go into a judge submission\n' % FIXTURES)
        self.assert_fails(["--source", FIXTURES + "/errors/uses_cli_by_path.cpp", "-I", "src/cli"],
                          'bundle: %s/errors/uses_cli_by_path.cpp:2: "problem_cli.hpp" is src/cli/problem_cli.hpp: '
                          "command-line or test code (CLI11, fmt, doctest), which cannot go into a judge submission\n"
                          % FIXTURES)
        self.assert_fails(["--source", FIXTURES + "/errors/uses_fmt.cpp"],
                          "bundle: %s/errors/uses_fmt.cpp:2: <fmt/core.h> is command-line or test code "
                          "(CLI11, fmt, doctest), which cannot go into a judge submission\n" % FIXTURES)

    def test_project_include_under_a_condition_is_refused(self):
        self.assert_fails(["--source", FIXTURES + "/errors/conditional_include.cpp"],
                          'bundle: %s/errors/conditional_include.cpp:3: #include "missing_inner.hpp" inside '
                          "#if/#ifdef: a bundle inlines each header once, so it cannot depend on a condition (a guard "
                          "is only #ifndef X, then #define X with nothing after it, ..., #endif as the file's last line)\n"
                          % FIXTURES)

    def test_int128_is_refused_for_poj_only_in_code(self):
        source = FIXTURES + "/errors/int128.cpp"
        self.assert_fails(["--source", source, "--judge", "POJ"],
                          "bundle: %s:3: __int128 is not available on POJ\n" % source)
        self.assertEqual(run_bundle("--source", source, "--judge", "Luogu").returncode, 0)

    def test_unknown_problem(self):
        result = run_bundle("poj9999")
        self.assertEqual(result.returncode, 2)
        # The list is every folder under problems/, as discovered: sorted, comma-separated.
        listed = re.search(r"unknown problem 'poj9999' \(problems: ([^)]*)\)", result.stderr.decode())
        self.assertIsNotNone(listed)
        names = listed.group(1).split(", ")
        self.assertEqual(names, sorted(os.listdir(os.path.join(REPO, "problems"))))
        self.assertIn("poj1067", names)


class ProblemTableTest(unittest.TestCase):
    def describe(self, problem):
        return dict(line.split("=", 1) for line in bundle_text("--describe", problem).strip().split("\n"))

    def test_dialects_follow_the_judges(self):
        for problem in ("poj1740", "poj1704", "poj1067", "procrastination"):
            self.assertEqual(self.describe(problem), {"problem": problem, "judge": "POJ", "standards": "gnu++98",
                                                      "main": "yes",
                                                      "entry": "src/drivers/judge.cpp"})
        self.assertEqual(self.describe("pas")["standards"], "gnu++98 c++17")
        self.assertEqual(self.describe("pas")["judge"], "Luogu")
        self.assertEqual(self.describe("easy-chase"), {"problem": "easy-chase", "judge": "TopCoder",
                                                       "standards": "gnu++98 c++17", "main": "no",
                                                       "entry": "problems/easy-chase/topcoder.cpp"})


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"] + sys.argv[1:])

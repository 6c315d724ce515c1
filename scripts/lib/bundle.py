#!/usr/bin/env python3
"""scripts/bundle's implementation: one self-contained C++ file for a judge submission.

Starting from a problem's judge entry (src/drivers/judge.cpp, or its topcoder.cpp for TopCoder),
every project header reached through `#include "..."` is inlined once, where it
is first included (a header's own includes expand in place, so dependencies come
first, like AtCoder Library's expander.py). Include guards, `#pragma once` and the
project's `#include` lines are removed; `#include <...>` lines stay, each only at
its first unconditional occurrence. `#include` inside comments and string literals
(raw strings too) is left alone: a small lexer tracks comments, literals and line
splices. Output depends only on the input files (paths are shown relative to the
repository), so the same input gives the same bytes.

Python 3 standard library only. Tested by src/tests/bundle/bundler_test.py on the
fixtures there and by src/tests/bundle/check_bundle.sh on every problem.
"""

import argparse
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE_ROOT = os.path.join(REPO, "src")


class BundleError(Exception):
    """A problem with the input files; printed as one `bundle: ...` message, exit status 1."""


# --------------------------------------------------------------------------------------------
# Judges and problems

class Judge:
    def __init__(self, name, language, standards, has_main, banned_identifiers=()):
        self.name = name
        self.language = language                      # a sentence for the bundle's opening comment
        self.standards = standards                    # -std values the bundle is checked with
        self.has_main = has_main                      # False: a class the judge calls (TopCoder)
        self.banned_identifiers = banned_identifiers  # rejected in code (not in comments or strings)


JUDGES = {
    "POJ": Judge("POJ", "Language G++ (gnu++98); reads stdin, writes stdout.",
                 ("gnu++98",), True, ("__int128", "__int128_t", "__uint128_t")),
    "Luogu": Judge("Luogu", "Language C++17 (the code is gnu++98-clean too); reads stdin, writes stdout.",
                   ("gnu++98", "c++17"), True),
    "TopCoder": Judge("TopCoder", "Language C++; the class the judge calls, no main.",
                      ("gnu++98", "c++17"), False),
    # HDU's G++ is an old MinGW: checked as gnu++98, no __int128, like POJ.
    "HDU": Judge("HDU", "Language G++ (gnu++98); reads stdin, writes stdout.",
                 ("gnu++98",), True, ("__int128", "__int128_t", "__uint128_t")),
    "AtCoder": Judge("AtCoder", "Language C++17 (the code is gnu++98-clean too); reads stdin, writes stdout.",
                     ("gnu++98", "c++17"), True),
    "CodeChef": Judge("CodeChef", "Language C++17 (the code is gnu++98-clean too); reads stdin, writes stdout.",
                      ("gnu++98", "c++17"), True),
    # Library Checker (judge.yosupo.jp): C++17 with main() on stdin and stdout, like AtCoder.
    "LibraryChecker": Judge("LibraryChecker",
                            "Language C++17 (the code is gnu++98-clean too); reads stdin, writes stdout.",
                            ("gnu++98", "c++17"), True),
    "Codeforces": Judge("Codeforces", "Language C++17 (the code is gnu++98-clean too); reads stdin, writes stdout.",
                        ("gnu++98", "c++17"), True),
    # Kattis (open.kattis.com and its course instances such as ru.kattis.com): C++17 with main() on stdin and stdout.
    "Kattis": Judge("Kattis", "Language C++17 (the code is gnu++98-clean too); reads stdin, writes stdout.",
                    ("gnu++98", "c++17"), True),
    # UVa's G++ judges C++ as of 2011 and earlier on old problems: checked as gnu++98, no __int128, like POJ.
    "UVa": Judge("UVa", "Language C++ (G++, gnu++98); reads stdin, writes stdout.",
                 ("gnu++98",), True, ("__int128", "__int128_t", "__uint128_t")),
    # 51Nod's C++ compiler version is not published: checked as gnu++98 without __int128, the safe reading.
    "51Nod": Judge("51Nod", "Language C++ (g++, checked as gnu++98); reads stdin, writes stdout.",
                   ("gnu++98",), True, ("__int128", "__int128_t", "__uint128_t")),
    # SPOJ's and BZOJ's g++ take C++98 code; checked as gnu++98 without __int128 to be safe on either.
    "SPOJ": Judge("SPOJ", "Language C++ (g++, gnu++98); reads stdin, writes stdout.",
                  ("gnu++98",), True, ("__int128", "__int128_t", "__uint128_t")),
}


class Problem:
    """A problem as problems/<id>/problem.hpp declares it: `title = "..."`, `judge = "..."` and `twins = "..."` (the
    same problem at other judges: "Judge id" entries separated by "; ", a format difference in parentheses)."""

    def __init__(self, problem_id):
        folder = os.path.join(REPO, "problems", problem_id)
        declaration = os.path.join(folder, "problem.hpp")
        try:
            with open(declaration, encoding="utf-8") as file:
                text = file.read()
        except OSError:
            raise BundleError("%s: no such file (is problems/%s complete?)" % (display_path(declaration), problem_id))
        facts = dict(re.findall(r'^const char\* const (title|judge|twins) = "([^"]*)";', text, re.MULTILINE))
        for name in ("title", "judge", "twins"):
            if name not in facts:
                raise BundleError('%s declares no `const char* const %s = "...";`' % (display_path(declaration), name))
        if facts["judge"] not in JUDGES:
            raise BundleError("%s: judge \"%s\" is not one of %s" % (display_path(declaration), facts["judge"],
                                                                      ", ".join(sorted(JUDGES))))
        self.title = facts["title"]
        self.twins = [entry for entry in facts["twins"].split("; ") if entry]
        self.judge = JUDGES[facts["judge"]]
        self.folder = folder
        # A judge that runs main() gets the shared entry; TopCoder calls the problem's own class.
        self.entry = (os.path.join(SOURCE_ROOT, "drivers", "judge.cpp") if self.judge.has_main
                      else os.path.join(folder, "topcoder.cpp"))
        self.include_dirs = [folder, SOURCE_ROOT]


def problem_ids():
    """Every folder under problems/ (the same discovery as CMakeLists.txt)."""
    root = os.path.join(REPO, "problems")
    return sorted(name for name in os.listdir(root) if os.path.isdir(os.path.join(root, name)))


# C++17 command-line code (CLI11, fmt) and the test framework: never part of a submission.
FORBIDDEN_COMPONENTS = ("cli", "CLI", "fmt", "doctest")
FORBIDDEN_HEADERS = ("CLI11.hpp", "doctest.h")


# --------------------------------------------------------------------------------------------
# Lexer: splits a file into logical lines and finds the preprocessor directives among them.

CODE, BLOCK_COMMENT, RAW_STRING = "code", "block comment", "raw string"
RAW_PREFIXES = ("R", "LR", "uR", "UR", "u8R")
ENCODING_PREFIXES = ("L", "u", "U", "u8")
HORIZONTAL_SPACE = " \t\v\f"


class Directive:
    def __init__(self, name, header=None, delimiter=None, rest=""):
        self.name = name            # "include", "ifndef", ...
        self.header = header        # include: the name between the delimiters
        self.delimiter = delimiter  # include: '"' or '<'; None for a computed include
        self.rest = rest            # the text after the name, comments removed


class Line:
    """One logical line: physical lines joined by backslash-newline splices."""

    def __init__(self, number, text, start_state, directive, identifiers, has_code, ends_in_comment):
        self.number = number                # physical line number of its first line, from 1
        self.physical = text.split("\n")    # the physical lines, unchanged
        self.start_state = start_state      # CODE, or inside a block comment or raw string
        self.directive = directive          # Directive or None
        self.identifiers = identifiers      # identifiers in code (not in comments or literals)
        self.has_code = has_code            # anything but whitespace and comments
        self.ends_in_comment = ends_in_comment

    def is_blank(self):
        return self.start_state == CODE and len(self.physical) == 1 and not self.physical[0].strip()


def _skip_space_and_comments(text, i):
    """Skips horizontal space, splices and block comments that end on this logical line."""
    while i < len(text):
        if text[i] in HORIZONTAL_SPACE:
            i = _HORIZONTAL_SPACE_RUN.match(text, i).end()
        elif text.startswith("\\\n", i):
            i += 2
        elif text.startswith("/*", i):
            close = text.find("*/", i + 2)
            newline = text.find("\n", i + 2)
            if close < 0 or (0 <= newline < close):
                return i  # the comment runs past this line: the main scan handles it
            i = close + 2
        else:
            return i
    return i


# An identifier's characters (str.isalnum() or "_", as \w matches them) and a run of horizontal space, matched
# whole: the lexer spent most of its time in them, a character at a time.
_IDENTIFIER_CHARACTERS = re.compile(r"\w*")
_HORIZONTAL_SPACE_RUN = re.compile("[%s]*" % re.escape(HORIZONTAL_SPACE))


def _logical_line_end(text, i):
    """The newline that ends the logical line text[i] is on (one after no backslash: no splice), or len(text)."""
    newline = text.find("\n", i)
    while newline > 0 and text[newline - 1] == "\\":
        newline = text.find("\n", newline + 1)
    return newline if newline >= 0 else len(text)


def _read_identifier(text, i):
    j = _IDENTIFIER_CHARACTERS.match(text, i).end()
    return text[i:j], j


def _strip_comments(fragment):
    fragment = re.sub(r"/\*.*?\*/", " ", fragment.replace("\\\n", ""), flags=re.S)
    return fragment.split("//", 1)[0].strip()


def _read_directive(text, i, path, line_number):
    """text[i - 1] is the '#'. Returns the Directive and where scanning continues."""
    i = _skip_space_and_comments(text, i)
    name, i = _read_identifier(text, i)
    if name not in ("include", "include_next", "import"):
        end = text.find("\n", i)
        while end > 0 and text[end - 1] == "\\":
            end = text.find("\n", end + 1)
        return Directive(name, rest=_strip_comments(text[i:end if end >= 0 else len(text)])), i
    i = _skip_space_and_comments(text, i)
    opening = text[i] if i < len(text) else ""
    if opening not in ('"', "<"):
        return Directive(name), i  # computed include, rejected by the caller
    closing = '"' if opening == '"' else ">"
    end = i + 1
    while end < len(text) and text[end] not in (closing, "\n"):
        end += 1
    if end >= len(text) or text[end] != closing:
        raise BundleError("%s:%d: unterminated #%s %s...%s" % (path, line_number, name, opening, closing))
    return Directive(name, header=text[i + 1:end], delimiter=opening), end + 1


def _skip_quoted(text, i):
    """text[i] opens a string or character literal; returns the index after it (or its line's end)."""
    quote = text[i]
    i += 1
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 2  # an escape, or a splice
        elif c == "\n":
            return i  # unterminated: the compiler will say so
        elif c == quote:
            return i + 1
        else:
            i += 1
    return len(text)


def _skip_pp_number(text, i):
    """A preprocessing number: digits, letters, '.', digit separators, exponent signs."""
    i += 1
    while i < len(text):
        c = text[i]
        if c in "+-" and text[i - 1] in "eEpP":
            i += 1
        elif c.isalnum() or c in "._":
            i += 1
        elif c == "'" and i + 1 < len(text) and (text[i + 1].isalnum() or text[i + 1] == "_"):
            i += 2  # C++14 digit separator
        else:
            return i
    return i


def split_lines(text, path):
    """The logical lines of `text` (LF line ends), each knowing whether it is a directive."""
    lines = []
    i, n, number = 0, len(text), 1
    state, raw_close = CODE, None
    while i < n:
        start, start_state = i, state
        directive, identifiers, has_code = None, [], False
        if state == CODE:
            j = _skip_space_and_comments(text, i)
            if j < n and text[j] == "#":
                directive, i = _read_directive(text, j + 1, path, number)
                has_code = True
        while i < n:
            if state == RAW_STRING:  # no splices, no escapes: only the closing delimiter counts
                close = text.find(raw_close, i)
                newline = text.find("\n", i)
                has_code = True
                if close >= 0 and (newline < 0 or close < newline):
                    i, state = close + len(raw_close), CODE
                    continue
                i = newline if newline >= 0 else n
                break
            c = text[i]
            if c == "\\" and text.startswith("\\\n", i):
                i += 2
                continue
            if c == "\n":
                break
            if state == BLOCK_COMMENT:  # to its end within this logical line, else to the line's end
                close, end = text.find("*/", i), _logical_line_end(text, i)
                if 0 <= close < end:
                    state, i = CODE, close + 2
                    continue
                i = end
                break
            if c == "/" and text.startswith("//", i):  # to the logical line's end, through any splice
                i = _logical_line_end(text, i)
                break
            if c == "/" and text.startswith("/*", i):
                state = BLOCK_COMMENT
                i += 2
                continue
            if c in HORIZONTAL_SPACE:
                i = _HORIZONTAL_SPACE_RUN.match(text, i).end()
                continue
            has_code = True
            if c in "\"'":
                i = _skip_quoted(text, i)
            elif c.isdigit() or (c == "." and i + 1 < n and text[i + 1].isdigit()):
                i = _skip_pp_number(text, i)
            elif c.isalpha() or c == "_":
                word, after = _read_identifier(text, i)
                if word in RAW_PREFIXES and text.startswith('"', after):
                    opening = text.find("(", after)
                    if opening < 0 or "\n" in text[after:opening]:
                        raise BundleError("%s:%d: malformed raw string literal" % (path, number))
                    raw_close = ")" + text[after + 1:opening] + '"'
                    state, i = RAW_STRING, opening + 1
                elif word in ENCODING_PREFIXES and after < n and text[after] in "\"'":
                    i = after  # the literal itself is skipped next
                else:
                    identifiers.append(word)
                    i = after
            else:
                i += 1
        end = min(i, n)
        lines.append(Line(number, text[start:end], start_state, directive, identifiers, has_code,
                          state == BLOCK_COMMENT))
        number += text.count("\n", start, end) + 1
        i = end + 1
    return lines


# --------------------------------------------------------------------------------------------
# Include guards

def _guard_open(directive):
    """The macro X of `#ifndef X` or `#if !defined(X)` / `#if !defined X`, else None."""
    if directive is None:
        return None
    if directive.name == "ifndef" and re.fullmatch(r"\w+", directive.rest):
        return directive.rest
    if directive.name == "if":
        match = re.fullmatch(r"!\s*defined\s*(?:\(\s*(\w+)\s*\)|(\w+))", directive.rest)
        if match:
            return match.group(1) or match.group(2)
    return None


def find_guard(lines):
    """Indexes of the guard's three lines when #ifndef X / #define X ... #endif wraps the whole file."""
    significant = [k for k, line in enumerate(lines) if line.has_code]
    if len(significant) < 3:
        return set()
    first, second, last = significant[0], significant[1], significant[-1]
    macro = _guard_open(lines[first].directive)
    define = lines[second].directive
    if macro is None or define is None or define.name != "define" or define.rest != macro:
        return set()
    if lines[last].directive is None or lines[last].directive.name != "endif":
        return set()
    depth = 0
    for k in significant:
        directive = lines[k].directive
        if directive is None:
            continue
        if directive.name in ("if", "ifdef", "ifndef"):
            depth += 1
        elif directive.name == "endif":
            depth -= 1
            if depth == 0 and k != last:
                return set()  # the #ifndef closes early: it does not wrap the file
    return {first, second, last}


# --------------------------------------------------------------------------------------------
# The bundler

def display_path(path):
    """Repository-relative with '/', so that bundles do not depend on where the repository is."""
    relative = os.path.relpath(path, REPO)
    if relative == os.pardir or relative.startswith(os.pardir + os.sep):
        return path.replace(os.sep, "/")
    return relative.replace(os.sep, "/")


def _is_forbidden(name):
    parts = [part for part in re.split(r"[\\/]", name) if part not in ("", ".")]
    return any(part in FORBIDDEN_COMPONENTS for part in parts[:-1]) or (parts and parts[-1] in FORBIDDEN_HEADERS)


class OutputLine:
    def __init__(self, text, path=None, number=None, blank=False):
        self.text = text
        self.path = path      # display path of the source, None for lines the bundler adds
        self.number = number  # its physical line number there
        self.blank = blank    # may be merged with neighbouring blank lines


class Bundler:
    def __init__(self, include_dirs, judge=None):
        self.include_dirs = include_dirs
        self.judge = judge
        self.expanded = set()       # real paths of files already inlined (or being inlined)
        self.files = []             # display paths, in inlining order
        self.system_headers = set()  # <...> headers already written unconditionally
        self.output = []

    def bundle(self, entry):
        self._expand(os.path.realpath(entry), [])

    def _fail(self, chain, message):
        where = "".join("\n  included from %s:%d" % step for step in reversed(chain[:-1]))
        raise BundleError("%s:%d: %s%s" % (chain[-1][0], chain[-1][1], message, where))

    def _resolve(self, header, including_dir):
        """The real path of a project header and the folders looked in (path None if not found)."""
        folders = [including_dir] + self.include_dirs
        for folder in folders:
            path = os.path.join(folder, header)
            if os.path.isfile(path):
                return os.path.realpath(path), folders
        return None, folders

    def _expand(self, path, chain):
        self.expanded.add(path)
        shown = display_path(path)
        self.files.append(shown)
        try:
            with open(path, encoding="utf-8", newline="") as source:
                text = source.read()
        except UnicodeDecodeError:
            raise BundleError("%s: not UTF-8 text" % shown)
        text = text.lstrip("\ufeff").replace("\r\n", "\n")
        lines = split_lines(text, shown)
        guard = find_guard(lines)
        depth = 0  # #if nesting inside this file, its guard left out
        for k, line in enumerate(lines):
            here = chain + [(shown, line.number)]
            directive = line.directive
            if self.judge is not None:
                for word in line.identifiers:
                    if word in self.judge.banned_identifiers:
                        self._fail(here, "%s is not available on %s" % (word, self.judge.name))
            if k in guard or (directive is not None and directive.name == "pragma" and directive.rest == "once"):
                self._drop(line, shown)
                continue
            if directive is None:
                self._keep(line, shown)
                continue
            if directive.name in ("if", "ifdef", "ifndef"):
                depth += 1
            elif directive.name == "endif":
                depth -= 1
            elif directive.name in ("include", "include_next", "import"):
                self._include(line, shown, here, depth, os.path.dirname(path))
                continue
            self._keep(line, shown)

    def _include(self, line, shown, here, depth, including_dir):
        directive = line.directive
        if directive.name != "include" or directive.delimiter is None:
            self._fail(here, "only #include \"...\" and #include <...> can be bundled")
        if _is_forbidden(directive.header):
            self._fail(here, "%s%s%s is command-line or test code (CLI11, fmt, doctest), which cannot go into a "
                             "judge submission" % (directive.delimiter, directive.header,
                                                   '"' if directive.delimiter == '"' else ">"))
        if directive.delimiter == "<":
            if depth > 0:
                self._keep(line, shown)  # conditional: keep it where it is, it proves nothing for later
            elif directive.header in self.system_headers:
                self._drop(line, shown)
            else:
                self.system_headers.add(directive.header)
                self._keep(line, shown)
            return
        resolved, folders = self._resolve(directive.header, including_dir)
        if resolved is None:
            self._fail(here, 'cannot find "%s" (looked in %s)'
                       % (directive.header, ", ".join(display_path(folder) + "/" for folder in folders)))
        shown_header = display_path(resolved)
        if not os.path.isabs(shown_header) and _is_forbidden(shown_header):
            self._fail(here, '"%s" is %s: command-line or test code (CLI11, fmt, doctest), which cannot go into '
                             "a judge submission" % (directive.header, shown_header))
        if depth > 0:
            self._fail(here, '#include "%s" inside #if/#ifdef: a bundle inlines each header once, so it cannot '
                             "depend on a condition (a guard is only #ifndef X, then #define X with nothing "
                             "after it, ..., #endif as the file's last line)" % directive.header)
        self._drop(line, shown)
        if resolved in self.expanded:
            return
        self.output.append(OutputLine("", blank=True))
        self._expand(resolved, here)
        self.output.append(OutputLine("", blank=True))

    def _keep(self, line, shown):
        for offset, text in enumerate(line.physical):
            self.output.append(OutputLine(text, shown, line.number + offset, line.is_blank()))

    def _drop(self, line, shown):
        if line.ends_in_comment:  # the dropped line opened a comment that goes on: keep it open
            self.output.append(OutputLine("/*", shown, line.number + len(line.physical) - 1))

    def render(self, opening_comment, line_directives):
        out = list(opening_comment) + [""]
        if line_directives:
            expected = None
            for line in self.output:
                if line.path is None:
                    continue  # spacing only matters for reading
                if (line.path, line.number) != expected:
                    out.append('#line %d "%s"' % (line.number, line.path.replace("\\", "\\\\").replace('"', '\\"')))
                out.append(line.text)
                expected = (line.path, line.number + 1)
        else:
            for line in self.output:
                if line.blank and out[-1] == "":
                    continue  # one blank line is enough
                out.append("" if line.blank else line.text)
        while out and out[-1].strip() == "":
            out.pop()
        return "\n".join(out) + "\n"


def wrap_comment(items, width=100):
    """`//   item, item, ...` over as many comment lines as needed, items never split."""
    lines, current = [], "//  "
    for k, item in enumerate(items):
        piece = " " + item + ("," if k + 1 < len(items) else ".")
        if len(current) + len(piece) > width and current != "//  ":
            lines.append(current)
            current = "//  "
        current += piece
    lines.append(current)
    return lines


def main(argv):
    parser = argparse.ArgumentParser(
        prog="scripts/bundle",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Writes one self-contained C++ file to submit to a problem's judge: the judge entry\n"
                    "(src/drivers/judge.cpp; problems/<id>/topcoder.cpp for TopCoder) with every project header it\n"
                    "includes inlined once, in dependency order. Include guards and project #include\n"
                    "lines are removed; system #include <...> lines are kept once. CLI11, fmt and doctest\n"
                    "are refused. The same input files always give the same bytes.",
        epilog="problems: %s\n\nOther uses:\n"
               "  scripts/bundle --describe <problem>   judge, entry, -std values and main (key=value lines)\n"
               "  scripts/bundle --source FILE [-I DIR]... [--judge NAME]   bundle any file; includes are\n"
               "      looked up next to the including file, then in each DIR (default: src/)"
               % ", ".join(problem_ids()))
    parser.add_argument("problem", nargs="?", help="problem id, e.g. poj1067")
    parser.add_argument("-o", "--output", metavar="FILE", help="write the bundle to FILE instead of stdout")
    parser.add_argument("--line-directives", action="store_true",
                        help="add #line directives, so that compiler messages name the original files and lines")
    parser.add_argument("--describe", action="store_true", help="print the problem's judge facts instead")
    parser.add_argument("--describe-all", action="store_true",
                        help="one line a problem: id, main (yes/no), the -std values (for CMake)")
    parser.add_argument("--depfile", metavar="FILE",
                        help="with -o: also write the files the bundle was made from, as a make rule (for the build)")
    parser.add_argument("--source", metavar="FILE", help="bundle FILE instead of a problem's entry")
    parser.add_argument("-I", dest="include_dirs", metavar="DIR", action="append",
                        help="with --source: where #include \"...\" is looked up after the including file's folder")
    parser.add_argument("--judge", choices=sorted(JUDGES), help="with --source: check and label for this judge")
    args = parser.parse_args(argv)

    if args.describe_all:
        for name in problem_ids():
            judge = Problem(name).judge
            sys.stdout.write("%s %s %s\n" % (name, "yes" if judge.has_main else "no", " ".join(judge.standards)))
        return 0
    if (args.problem is None) == (args.source is None):
        parser.error("give a problem id or --source FILE (problems: %s)" % ", ".join(problem_ids()))
    if args.problem is not None and args.problem not in problem_ids():
        parser.error("unknown problem '%s' (problems: %s)" % (args.problem, ", ".join(problem_ids())))
    if args.problem is not None and (args.include_dirs or args.judge):
        parser.error("-I and --judge go with --source; a problem has its own")

    if args.problem is not None:
        problem = Problem(args.problem)
        judge = problem.judge
        entry = problem.entry
        include_dirs = problem.include_dirs
        if args.describe:
            sys.stdout.write("problem=%s\njudge=%s\nentry=%s\nstandards=%s\nmain=%s\n" % (
                args.problem, judge.name, display_path(entry), " ".join(judge.standards),
                "yes" if judge.has_main else "no"))
            return 0
    else:
        if args.describe:
            parser.error("--describe needs a problem id")
        judge = JUDGES[args.judge] if args.judge else None
        entry = os.path.abspath(args.source)
        include_dirs = [os.path.abspath(folder) for folder in (args.include_dirs or [SOURCE_ROOT])]
    if not os.path.isfile(entry):
        raise BundleError("%s: no such file%s" % (display_path(entry), "" if args.source else
                                                  " (is problems/%s complete?)" % args.problem))

    bundler = Bundler(include_dirs, judge)
    bundler.bundle(entry)

    if args.problem is not None:
        command = ["scripts/bundle", args.problem]
        opening = ["// %s: a submission for %s." % (problem.title, judge.name), "// " + judge.language]
    else:
        command = ["scripts/bundle", "--source", display_path(entry)]
        for folder in include_dirs:
            command += ["-I", display_path(folder)]
        if judge:
            command += ["--judge", judge.name]
        opening = ["// Bundle of %s%s." % (display_path(entry), ", for " + judge.name if judge else "")]
        opening += ["// " + judge.language] if judge else []
    if args.line_directives:
        command.append("--line-directives")
    opening.append("// Generated (do not edit) by `%s` from, in order:" % " ".join(command))
    opening += wrap_comment(bundler.files)
    text = bundler.render(opening, args.line_directives).encode("utf-8")

    if args.depfile and not args.output:
        parser.error("--depfile goes with -o")
    if not args.output:
        sys.stdout.buffer.write(text)
        return 0
    with open(args.output, "wb") as out:
        out.write(text)
    if args.depfile:
        sources = [os.path.join(REPO, shown) for shown in bundler.files] + [os.path.abspath(__file__)]
        with open(args.depfile, "w", encoding="utf-8") as rule:
            rule.write("%s: %s\n" % (args.output.replace(" ", "\\ "),
                                      " ".join(path.replace(" ", "\\ ") for path in sources)))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BundleError as error:
        sys.stderr.write("bundle: %s\n" % error)
        sys.exit(1)
    except OSError as error:
        sys.stderr.write("bundle: %s\n" % error)
        sys.exit(1)

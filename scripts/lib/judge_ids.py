"""Judge ids as people spell them (HDU1527, "HDU 1527", P4279, CF786A): the ids each problem's title and twins name
(problems/<id>/problem.hpp, as bundle.py reads it) and the executable that answers each. scripts/which and the ctest
house-readme-tables use it."""
import re

import bundle

# A judge's name as a title or twin spells it, and the other names a person types for it.
JUDGE_ALIASES = {"codeforces": ("cf",), "atcoder": ("at",), "librarychecker": ("yosupo",), "spoj": (), "luogu": ()}
# The judges whose ids carry letters of their own (P4279, 786A, ABC278 G, COT3), so that the id alone is unambiguous.
JUDGE_WORDS = ("POJ", "HDU", "Luogu", "Codeforces", "AtCoder", "SPOJ", "BZOJ", "CodeChef", "Kattis", "UVa", "51Nod",
               "TopCoder", "COCI", "POI", "NOI", "JSOI", "DMOJ", "ZOJ", "Library Checker")


def key(text):
    """An id as compared: lower-case letters and digits only ("HDU 1527", "hdu-1527" and "HDU1527" are one)."""
    return re.sub(r"[^0-9a-z]", "", text.lower())


def ids_in(text):
    """The judge ids a title or twin names: each judge word with the id after it ("HDU 1527", "AtCoder ABC278 G",
    "Library Checker nim_product_64", "Codeforces 786A / 787C": both), as (judge, id)."""
    found = []
    one = r"(?:SRM \d+|[A-Z]{3}\d{3} [A-Z]\b|[A-Za-z]*\d[\w/#]*|[A-Z][A-Z0-9]{2,}\b|[a-z][a-z_0-9]*)"
    judges = "|".join(re.escape(word) for word in JUDGE_WORDS)
    pattern = r"(%s) (%s(?: / (?!(?:%s) )%s)*)" % (judges, one, judges, one)
    for match in re.finditer(pattern, text):
        for part in match.group(2).split(" / "):
            found.append((match.group(1), part))
    return found


def spellings(judge, problem_id):
    """Every key that names (judge, id): with the judge or an alias in front, and the id alone unless it is only
    digits (HDU 1527 and POJ 1527 are different problems)."""
    judge_key, id_key = key(judge), key(problem_id)
    keys = {judge_key + id_key}
    keys.update(alias + id_key for alias in JUDGE_ALIASES.get(judge_key, ()))
    if not id_key.isdigit():
        keys.add(id_key)
    return keys


def index():
    """key -> [(executable, how it answers)]. A twin says how it differs; an id only the title names is the problem
    the executable was written for."""
    table = {}
    for problem in bundle.problem_ids():
        facts = bundle.Problem(problem)
        answers = {}
        for entry in facts.twins:
            text, _, difference = entry.partition(" (")
            how = ("the same game, but the input or output differs: " + difference.rstrip(")")) if difference else (
                "the same input and output")
            for judge, problem_id in ids_in(text):
                answers[(judge, problem_id)] = how
        for judge, problem_id in ids_in(facts.title):
            answers.setdefault((judge, problem_id), "the problem it was written for")
        for (judge, problem_id), how in answers.items():
            for spelling in spellings(judge, problem_id):
                table.setdefault(spelling, []).append((problem, "%s %s: %s" % (judge, problem_id, how)))
    return table

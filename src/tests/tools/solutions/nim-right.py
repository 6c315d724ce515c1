# Luogu P2197 as a contestant writes it in Python: T cases of n piles, "Yes" when the nim sum is not 0.
import sys

words = sys.stdin.read().split()
cases, at, answers = int(words[0]), 1, []
for _ in range(cases):
    n = int(words[at])
    total = 0
    for pile in words[at + 1:at + 1 + n]:
        total ^= int(pile)
    at += 1 + n
    answers.append("Yes" if total else "No")
sys.stdout.write("".join(answer + "\n" for answer in answers))

# Luogu P2197 answered by the parity of the stone count, as a contestant who guessed might: wrong on "1 2".
import sys

words = sys.stdin.read().split()
cases, at, answers = int(words[0]), 1, []
for _ in range(cases):
    n = int(words[at])
    total = sum(int(pile) for pile in words[at + 1:at + 1 + n])
    at += 1 + n
    answers.append("Yes" if total % 2 else "No")
sys.stdout.write("".join(answer + "\n" for answer in answers))

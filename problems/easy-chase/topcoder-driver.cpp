// Runs a TopCoder bundle like a stdin/stdout judge solution, so that scripts/judge can test it: ONE
// TheEasyChase object answers every input line `n rowWhite colWhite rowBlack colBlack` with winner(...).
// src/tests/bundle/check_bundle.sh copies it next to the bundle (submission.cpp) and compiles it there, gnu++98
// and C++17. Every TopCoder problem keeps such a driver beside its topcoder.cpp.
#include <cstdio>
#include <string>

#include "submission.cpp"

int main() {
    // One object for all calls, as TopCoder may do: answers must not depend on earlier calls.
    TheEasyChase chase;
    int n, row_white, col_white, row_black, col_black;
    int fields;
    while ((fields = std::scanf("%d %d %d %d %d", &n, &row_white, &col_white, &row_black, &col_black)) == 5) {
        const std::string answer = chase.winner(n, row_white, col_white, row_black, col_black);
        std::printf("%s\n", answer.c_str());
    }
    if (fields != EOF) {
        std::fflush(stdout);
        std::fprintf(stderr, "topcoder-driver: expected five integers 'n rowWhite colWhite rowBlack colBlack'\n");
        return 1;
    }
    return std::fflush(stdout) == 0 ? 0 : 1;
}

// Runs the Chomp TopCoder bundle like a stdin/stdout judge solution, so that scripts/judge can test it: ONE
// Chomp object answers every input integer N with moves(N), one answer a line. src/tests/bundle/check_bundle.sh
// copies it next to the bundle (submission.cpp) and compiles it there, gnu++98 and C++17.
#include <cstdio>

#include "submission.cpp"

int main() {
    // One object for all calls, as TopCoder may do: answers must not depend on earlier calls.
    Chomp chomp;
    int n;
    int fields;
    while ((fields = std::scanf("%d", &n)) == 1) std::printf("%d\n", chomp.moves(n));
    if (fields != EOF) {
        std::fflush(stdout);
        std::fprintf(stderr, "topcoder-driver: expected an integer N\n");
        return 1;
    }
    return std::fflush(stdout) == 0 ? 0 : 1;
}

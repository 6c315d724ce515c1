// The benchmark's hand-written Wythoff table: g(a, b) on (0..A) x (0..A) by the mex over every move, printed as
// scripts/explore --table-only prints it. O(A^3). Run by src/workbench/bench/bench.sh (a measurement, no test).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const int side = (argc > 1 ? std::atoi(argv[1]) : 200) + 1;
    std::vector<unsigned> g(static_cast<std::size_t>(side) * side);
    std::vector<unsigned> seen(3 * side + 2, 0);
    unsigned stamp = 0;
    for (int a = 0; a < side; ++a)
        for (int b = 0; b < side; ++b) {
            ++stamp;
            for (int k = 1; k <= a; ++k) seen[g[(a - k) * side + b]] = stamp;
            for (int k = 1; k <= b; ++k) seen[g[a * side + b - k]] = stamp;
            for (int k = 1; k <= a && k <= b; ++k) seen[g[(a - k) * side + b - k]] = stamp;
            unsigned v = 0;
            while (seen[v] == stamp) ++v;
            g[a * side + b] = v;
        }
    std::string text;
    for (int a = 0; a < side; ++a) {
        for (int b = 0; b < side; ++b) text += (b ? " " : "") + std::to_string(g[a * side + b]);
        text += "\n";
    }
    std::fputs(text.c_str(), stdout);
}

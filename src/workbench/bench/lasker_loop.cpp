// The benchmark's hand-written Lasker's Nim table: g(0..N) by the mex over every take and split, printed as
// scripts/explore --table-only prints it. O(N^2). Run by src/workbench/bench/bench.sh (a measurement, no test).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const int n_max = argc > 1 ? std::atoi(argv[1]) : 2000;
    std::vector<unsigned> g(n_max + 1);
    std::vector<unsigned> seen(2 * n_max + 2, 0);
    for (int n = 0; n <= n_max; ++n) {
        const unsigned stamp = static_cast<unsigned>(n) + 1;
        for (int left = 0; left < n; ++left) seen[g[left]] = stamp;
        for (int a = 1; 2 * a <= n; ++a) seen[g[a] ^ g[n - a]] = stamp;
        unsigned v = 0;
        while (seen[v] == stamp) ++v;
        g[n] = v;
    }
    std::string text;
    for (int n = 0; n <= n_max; ++n) text += (n ? " " : "") + std::to_string(g[n]);
    std::puts(text.c_str());
}

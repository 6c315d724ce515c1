// The benchmark's hand-written ruler game table: g(n) by the mex over every run first..n, each option worth the xor
// of g over the coins first..n-1 it leaves heads (taken coin by coin, as the rules say), printed as scripts/explore
// --table-only prints it. O(N^3). Run by src/workbench/bench/bench.sh (a measurement, no test).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const int n_max = argc > 1 ? std::atoi(argv[1]) : 1000;
    std::vector<unsigned> g(n_max + 1, 0);
    std::vector<unsigned> seen(n_max + 2, 0);
    for (int n = 1; n <= n_max; ++n) {
        for (int first = 1; first <= n; ++first) {
            unsigned sum = 0;
            for (int coin = first; coin < n; ++coin) sum ^= g[coin];
            if (sum <= static_cast<unsigned>(n)) seen[sum] = static_cast<unsigned>(n);
        }
        unsigned v = 0;
        while (seen[v] == static_cast<unsigned>(n)) ++v;
        g[n] = v;
    }
    std::string text;
    for (int n = 0; n <= n_max; ++n) text += (n ? " " : "") + std::to_string(g[n]);
    std::puts(text.c_str());
}

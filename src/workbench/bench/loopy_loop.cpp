// The benchmark's hand-written table of the loopy example (take 2 or 3, or add 3 to a heap of 5k + 1 up to the cap
// of 1000): retrograde analysis over the heaps 0 .. max(N, 1000), children and parents by the rules, printed as
// scripts/explore --table-only prints it. O(N). Run by src/workbench/bench/bench.sh (a measurement, no test).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {
const int cap = 1000;
int children(int n, int* out) {
    int count = 0;
    for (int take = 2; take <= 3 && take <= n; ++take) out[count++] = n - take;
    if (n % 5 == 1 && n + 3 <= cap) out[count++] = n + 3;
    return count;
}
}  // namespace

int main(int argc, char** argv) {
    const int n_max = argc > 1 ? std::atoi(argv[1]) : 100000;
    const int top = std::max(n_max, cap);
    std::vector<char> outcome(top + 1, 0);  // 0 undecided, 'W', 'L'
    std::vector<int> left(top + 1), queue;
    queue.reserve(top + 1);
    int kids[3];
    for (int n = 0; n <= top; ++n) {
        left[n] = children(n, kids);
        if (left[n] == 0) outcome[n] = 'L', queue.push_back(n);
    }
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const int q = queue[i];
        const int parents[3] = {q + 2, q + 3, q - 3};
        for (int p : parents) {
            if (p < 0 || p > top || outcome[p]) continue;
            if (p == q - 3 && !(p % 5 == 1 && p + 3 <= cap)) continue;  // q - 3 reaches q only by the add
            if (outcome[q] == 'L')
                outcome[p] = 'W', queue.push_back(p);
            else if (--left[p] == 0)
                outcome[p] = 'L', queue.push_back(p);
        }
    }
    std::string text;
    for (int n = 0; n <= n_max; ++n) {
        if (n) text += ' ';
        text += outcome[n] == 'W' ? 'N' : outcome[n] == 'L' ? 'P' : 'D';
    }
    std::puts(text.c_str());
}

// io-floor: the I/O floor for scripts/bench. Reads stdin in 64 KiB blocks and sums every run of digits, the
// least any solver must do to read its input; prints the sum so the work cannot be optimised away.
#include <cstdio>

int main() {
    static char buffer[1 << 16];
    unsigned long long sum = 0, value = 0;
    bool in_number = false;
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) {
        for (std::size_t i = 0; i < got; ++i) {
            const char c = buffer[i];
            if (c >= '0' && c <= '9') {
                value = value * 10 + static_cast<unsigned>(c - '0');
                in_number = true;
            } else if (in_number) {
                sum += value;
                value = 0;
                in_number = false;
            }
        }
    }
    std::printf("%llu\n", sum + (in_number ? value : 0));
    return 0;
}

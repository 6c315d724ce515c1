// io-floor: the I/O floor for scripts/bench. Reads stdin in 64 KiB blocks and sums every run of digits, the
// least any solver must do to read its input; prints the sum so the work cannot be optimised away. With
// --xor-pairs (a count, then pairs of 64-bit numbers) it also writes a xor b a line: the floor of a solver that
// prints a 64-bit number per pair (nim-product), whose output is as large as its input.
#include <cstdio>
#include <cstring>

namespace {

char output[1 << 16];
std::size_t used = 0;

void write_line(unsigned long long value) {
    if (used + 21 > sizeof output) {
        std::fwrite(output, 1, used, stdout);
        used = 0;
    }
    char digits[20];
    int count = 0;
    do {
        digits[count++] = static_cast<char>('0' + value % 10);
        value /= 10;
    } while (value != 0);
    while (count > 0) output[used++] = digits[--count];
    output[used++] = '\n';
}

}  // namespace

int main(int argc, char** argv) {
    const bool xor_pairs = argc > 1 && std::strcmp(argv[1], "--xor-pairs") == 0;
    static char buffer[1 << 16];
    unsigned long long sum = 0, value = 0, first = 0;
    unsigned long long numbers = 0;  // read so far; the first is the count
    bool in_number = false;
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) {
        for (std::size_t i = 0; i < got; ++i) {
            const char c = buffer[i];
            if (c >= '0' && c <= '9') {
                value = value * 10 + static_cast<unsigned>(c - '0');
                in_number = true;
            } else if (in_number) {
                sum += value;
                if (xor_pairs && numbers++ > 0) {
                    if (numbers % 2 == 0) first = value;
                    else write_line(first ^ value);
                }
                value = 0;
                in_number = false;
            }
        }
    }
    if (xor_pairs) {
        std::fwrite(output, 1, used, stdout);
        return 0;
    }
    std::printf("%llu\n", sum + (in_number ? value : 0));
    return 0;
}

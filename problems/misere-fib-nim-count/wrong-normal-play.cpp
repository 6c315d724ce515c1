// misere-fib-nim-count-wrong-normal-play: a deliberately WRONG count, kept so that the stress tests prove they catch
// it. It counts the heaps won in NORMAL play (taking the last stone wins), the digit walk on N instead of N - 1:
// the misère shift forgotten ("1 4" gets 2, not 1; the sample happens to agree). Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct NormalPlay {
    long long operator()(long long k, long long n_max) const {
        return n_max + 1 - misere_fib_nim_count::all_terms_above(digits, k, n_max);
    }
    misere_fib_nim_count::ZeckendorfDigits digits;
};

void solve(gamecore::Scanner& in, const misere_fib_nim_count::Limits& limits, gamecore::Output& out) {
    NormalPlay decide;
    misere_fib_nim_count::answer_queries(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("normal play: the heaps 1..N, not N - 1 stones each", solve,
                        misere_fib_nim_count::suite_limits())

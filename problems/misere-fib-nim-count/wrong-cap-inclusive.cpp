// misere-fib-nim-count-wrong-cap-inclusive: a deliberately WRONG count, kept so that the stress tests prove they
// catch it. A term counts as "more than k" when it is at least k: the one comparison of the threshold flipped, wrong
// exactly when k is a Fibonacci number (the sample's "1 5" gets 0, not 2). Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct CapInclusive {
    long long operator()(long long k, long long n_max) const {
        // first_above(k - 1) is the least index whose term is at least k.
        return n_max - misere_fib_nim_count::all_terms_above(digits, k - 1, n_max - 1);
    }
    misere_fib_nim_count::ZeckendorfDigits digits;
};

void solve(gamecore::Scanner& in, const misere_fib_nim_count::Limits& limits, gamecore::Output& out) {
    CapInclusive decide;
    misere_fib_nim_count::answer_queries(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a term of k itself counted as more than k", solve, misere_fib_nim_count::suite_limits())

// fibonacci-sg-wrong-takes-less-than-heap: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. Its mex loop takes only Fibonacci numbers f < h (an off-by-one, `f[j] < i` for `f[j] <= i`), so a heap can
// never be emptied in one move: heap 1 is worth 0 instead of 1, and "1 1 1" becomes Nacci, not the sample's Fibo. Its
// problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

class StrictlySmallerTakes {
public:
    explicit StrictlySmallerTakes(long long max_heap)
        : takes_(fibonacci_sg::fibonacci_amounts(static_cast<std::size_t>(max_heap))) {}

    bool first_player_wins(long long m, long long n, long long p) { return (grundy(m) ^ grundy(n) ^ grundy(p)) != 0; }

private:
    unsigned grundy(long long heap) {
        while (values_.size() <= static_cast<std::size_t>(heap)) {
            const std::size_t h = values_.size();
            std::vector<bool> seen(takes_.size() + 2, false);
            for (std::size_t j = 0; j < takes_.size() && takes_[j] < h; ++j) seen[values_[h - takes_[j]]] = true;
            unsigned mex = 0;
            while (seen[mex]) ++mex;
            values_.push_back(mex);
        }
        return values_[static_cast<std::size_t>(heap)];
    }

    std::vector<std::size_t> takes_;
    std::vector<unsigned> values_;
};

void solve(gamecore::Scanner& in, const fibonacci_sg::Limits& limits, gamecore::Output& out) {
    StrictlySmallerTakes game(limits.max_heap);
    fibonacci_sg::answer_lines(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("takes f < h only, never a whole heap", solve, fibonacci_sg::suite_limits())

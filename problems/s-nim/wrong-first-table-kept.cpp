// s-nim-wrong-first-table-kept: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// computes the Grundy table once, for the first test case's S, and answers every later test case from it, as a solution
// that fills its table before the loop over test cases would: the sample's second test case, S = {1..5}, gets LWW (the
// answers for S = {2, 5}) instead of WWL. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

class FirstTableSum {
public:
    explicit FirstTableSum(long long max_heap) : table_(max_heap) {}
    void start_set(const std::vector<long long>& amounts) {
        if (!have_table_) table_.start_set(amounts);  // the bug: later sets are ignored
        have_table_ = true;
    }
    void start_position() { table_.start_position(); }
    void add_heap(long long heap) { table_.add_heap(heap); }
    bool first_player_wins() const { return table_.first_player_wins(); }

private:
    s_nim::SubtractionSum table_;
    bool have_table_ = false;
};

void solve(gamecore::Scanner& in, const s_nim::Limits& limits, gamecore::Output& out) {
    FirstTableSum game(limits.max_heap);
    s_nim::answer_test_cases(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the first test case's table kept for every S", solve, s_nim::suite_limits())

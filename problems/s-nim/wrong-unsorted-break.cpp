// s-nim-wrong-unsorted-break: a deliberately WRONG decision, kept so that the stress tests prove they catch it. Its mex
// loop stops at the first amount larger than the heap, as peers' solutions do after sorting S, but it never sorts S:
// with S = {5, 1}, heap 1 looks at 5 first, stops, and is called worth 0 (lost) though taking 1 wins. Its problem's
// test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

class UnsortedBreakSum {
public:
    void start_set(const std::vector<long long>& amounts) {
        amounts_ = amounts;
        values_.clear();
    }
    void start_position() { sum_ = 0; }
    void add_heap(long long heap) { sum_ ^= grundy(static_cast<std::size_t>(heap)); }
    bool first_player_wins() const { return sum_ != 0; }

private:
    unsigned grundy(std::size_t heap) {
        while (values_.size() <= heap) {
            const std::size_t h = values_.size();
            std::vector<bool> seen(amounts_.size() + 2, false);
            for (std::size_t i = 0; i < amounts_.size(); ++i) {
                if (static_cast<unsigned long long>(amounts_[i]) > h) break;  // the bug: S is in input order
                const unsigned value = values_[h - static_cast<std::size_t>(amounts_[i])];
                if (value < seen.size()) seen[value] = true;
            }
            unsigned mex = 0;
            while (seen[mex]) ++mex;
            values_.push_back(mex);
        }
        return values_[heap];
    }

    std::vector<long long> amounts_;
    std::vector<unsigned> values_;
    unsigned sum_ = 0;
};

void solve(gamecore::Scanner& in, const s_nim::Limits& limits, gamecore::Output& out) {
    UnsortedBreakSum game;
    s_nim::answer_test_cases(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("stops at the first large amount of an unsorted S", solve, s_nim::suite_limits())

// fibonacci-sg-wrong-list-from-two: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It reads the statement's F(1) = 1, F(2) = 2 and fills its list from F(2) on: 2, 3, 5, 8, ..., without 1. Heap 1 then
// has no move, and "1 4 1" is Fibo (worth 0, 2, 0) where the sample says Nacci. Its problem's test executable fails
// unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace {

std::vector<std::size_t> fibonacci_from_two(std::size_t limit) {
    std::vector<std::size_t> list;
    for (std::size_t a = 1, b = 2; b <= limit; b += a, a = b - a) list.push_back(b);  // the bug: F(1) = 1 left out
    return list;
}

class FromTwoSum {
public:
    explicit FromTwoSum(long long max_heap)
        : table_(gamecore::SubtractionRules(fibonacci_from_two(static_cast<std::size_t>(max_heap)))) {}
    bool first_player_wins(long long m, long long n, long long p) {
        return (table_.value(static_cast<std::size_t>(m)) ^ table_.value(static_cast<std::size_t>(n)) ^
                table_.value(static_cast<std::size_t>(p))) != 0;
    }

private:
    gamecore::GrundyTable<gamecore::SubtractionRules> table_;
};

void solve(gamecore::Scanner& in, const fibonacci_sg::Limits& limits, gamecore::Output& out) {
    FromTwoSum game(limits.max_heap);
    fibonacci_sg::answer_lines(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the Fibonacci list without 1", solve, fibonacci_sg::suite_limits())

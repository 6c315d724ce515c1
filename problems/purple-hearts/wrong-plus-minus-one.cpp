// purple-hearts-wrong-plus-minus-one: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It values every blue edge at x + 1 and every red one at x - 1 above a subtree worth x, the rule for one-coloured
// stalks carried over to mixed ones (integers only, no dyadic arithmetic). "2 / -1 1 / BR": red on blue is worth 1/2,
// here 0. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp)
// catches it.
#include <cstddef>
#include <string>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

std::string value(const purple_hearts::Forest& forest) {
    std::vector<long long> above(forest.below.size(), 0);
    long long total = 0;
    for (std::size_t i = forest.below.size(); i-- > 0;) {
        const long long edge = forest.blue[i] ? above[i] + 1 : above[i] - 1;  // the bug
        (forest.below[i] < 0 ? total : above[static_cast<std::size_t>(forest.below[i])]) += edge;
    }
    return purple_hearts::value_text(gamecore::Dyadic(total));
}

void solve(gamecore::Scanner& in, const purple_hearts::Limits& limits, gamecore::Output& out) {
    std::string (*decide)(const purple_hearts::Forest&) = value;
    purple_hearts::answer_forest(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("every edge worth x + 1 or x - 1", solve, purple_hearts::suite_limits())

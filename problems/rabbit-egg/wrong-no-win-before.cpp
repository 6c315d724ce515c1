// rabbit-egg-wrong-no-win-before: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// calls every move of Tutu's after which Dandan wins a mistake, forgetting that a mistake also needs Tutu to have been
// winning before it: from a lost position no move is a mistake (a known trap of this problem). Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

std::vector<int> mistakes(const rabbit_egg::Record& record) {
    const std::vector<char> wins = rabbit_egg::wins_before_each_move(record);
    std::vector<int> rounds;
    for (std::size_t i = 0; i + 1 < wins.size(); i += 2)
        if (wins[i + 1]) rounds.push_back(static_cast<int>(i / 2 + 1));  // the bug: wins[i] is not asked
    return rounds;
}

void solve(gamecore::Scanner& in, const rabbit_egg::Limits& limits, gamecore::Output& out) {
    rabbit_egg::answer_record(in, limits, out, mistakes);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a mistake without asking whether Tutu was winning", solve, rabbit_egg::suite_limits())

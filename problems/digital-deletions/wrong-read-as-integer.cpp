// digital-deletions-wrong-read-as-integer: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It reads each line as a number, losing its leading zeros: "020" (a win: erase everything from the first
// 0) is decided as "20", the sample's loss, and "00" as "0". Its problem's test executable fails unless the
// in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <string>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct AsInteger {
    bool operator()(const std::string& digits) {
        std::size_t first = 0;
        while (first + 1 < digits.size() && digits[first] == '0') ++first;  // the bug: leading zeros dropped
        return table.wins(digits.substr(first));
    }
    digital_deletions::DeletionTable table;
};

void solve(gamecore::Scanner& in, const digital_deletions::Limits& limits, gamecore::Output& out) {
    AsInteger decide;
    digital_deletions::answer_strings(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the strings read as numbers, leading zeros lost", solve, digital_deletions::suite_limits())

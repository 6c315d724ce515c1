// digital-deletions-wrong-erase-zero-alone: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It lets an erasure take the 0 alone, keeping the digits right of it: the sample's "00" (a win: erase
// everything from the first 0) then only moves to "0", the opponent's win, and reads as lost; "20" (the sample's
// loss) reaches that "00" and reads as a win. Its problem's test executable fails unless the in-process stress run
// catches it.
#include <map>
#include <string>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct ZeroAlone {
    bool operator()(const std::string& s) {
        std::map<std::string, bool>::const_iterator known = memo.find(s);
        if (known != memo.end()) return known->second;
        bool won = false;
        for (std::size_t i = 0; i < s.size() && !won; ++i) {
            for (char d = '0'; d < s[i] && !won; ++d) {
                std::string lowered(s);
                lowered[i] = d;
                won = !(*this)(lowered);
            }
            if (s[i] == '0' && !won) won = !(*this)(s.substr(0, i) + s.substr(i + 1));  // the bug: the 0 alone
        }
        memo[s] = won;
        return won;
    }
    std::map<std::string, bool> memo;
};

void solve(gamecore::Scanner& in, const digital_deletions::Limits& limits, gamecore::Output& out) {
    static ZeroAlone decide;
    digital_deletions::answer_strings(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("an erasure takes the 0 alone, not the digits right of it", solve,
                        digital_deletions::suite_limits())

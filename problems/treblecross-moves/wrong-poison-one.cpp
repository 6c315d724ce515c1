// treblecross-moves-wrong-poison-one: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It poisons only the cells next to an X (as if only XX. were a threat, forgetting X.X), so its stretches are
// too long. Its problem's test executable fails unless the in-process stress run catches it.
#include <string>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct PoisonOne {
    treblecross_moves::Cells operator()(const std::string& board) {
        treblecross_moves::Cells cells = treblecross_moves::immediate_wins(board);
        if (!cells.empty()) return cells;
        const std::size_t n = board.size();
        std::vector<char> poisoned(n, 0);
        for (std::size_t i = 0; i < n; ++i)
            if (board[i] == 'X')  // the bug: i-1..i+1, where X.X makes it i-2..i+2
                for (std::size_t j = i >= 1 ? i - 1 : 0; j <= i + 1 && j < n; ++j) poisoned[j] = 1;
        std::vector<treblecross_moves::Stretch> stretches;
        for (std::size_t i = 0; i < n;) {
            if (poisoned[i]) {
                ++i;
                continue;
            }
            treblecross_moves::Stretch stretch = {i, 0};
            while (i < n && !poisoned[i]) ++i, ++stretch.length;
            stretches.push_back(stretch);
        }
        unsigned total = 0;
        for (std::size_t s = 0; s < stretches.size(); ++s) total ^= values.value(stretches[s].length);
        if (total == 0) return cells;
        for (std::size_t s = 0; s < stretches.size(); ++s) {
            const long long m = stretches[s].length;
            const unsigned others = total ^ values.value(m);
            for (long long p = 0; p < m; ++p)
                if ((others ^ values.value(p - 2) ^ values.value(m - p - 3)) == 0)
                    cells.push_back(static_cast<int>(stretches[s].start + static_cast<std::size_t>(p)) + 1);
        }
        return cells;
    }
    treblecross_moves::StretchValues values;
};

void solve(gamecore::Scanner& in, const treblecross_moves::Limits& limits, gamecore::Output& out) {
    PoisonOne decide;
    treblecross_moves::answer_boards(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("only an X's neighbours poisoned", solve, treblecross_moves::suite_limits())

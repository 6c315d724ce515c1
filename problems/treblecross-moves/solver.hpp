// UVa 10561 Treblecross: judge solver. The safe stretches of the board are heaps of the octal game 0.007, whose
// values gamecore/octal.hpp computes by the definition, O(L^2) once; O(L) a board. Tested in tests.cpp.
#ifndef TREBLECROSS_MOVES_SOLVER_HPP
#define TREBLECROSS_MOVES_SOLVER_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/octal.hpp"
#include "problem.hpp"

namespace treblecross_moves {

// The value of a stretch of m safe cells: a cross at offset p poisons p-2..p+2 and leaves max(0, p - 2) and
// max(0, m - p - 3) safe cells, which is exactly the heap m + 2 of 0.007 (take 3, leave 0, 1 or 2 heaps; heaps 0,
// 1, 2 are worth 0 like an empty stretch). No period is known, so the table grows to the longest stretch asked.
class StretchValues {
public:
    StretchValues() : grundy_(treblecross_code()) {}

    // m < 0 is a stretch the poisoned cells overran: nothing is left, worth 0.
    unsigned value(long long m) {
        if (m <= 0) return 0;
        const std::size_t heap = static_cast<std::size_t>(m) + 2;
        if (grundy_.values().size() <= heap) grundy_.extend_to(heap);
        return grundy_.values()[heap];
    }

private:
    static gamecore::OctalCode treblecross_code() {
        gamecore::OctalCode code;
        std::string error;
        gamecore::parse_octal_code("0.007", code, error);
        return code;
    }

    gamecore::OctalGrundy grundy_;
};

// The cells where an X completes three in a row (XX., X.X, .XX): if there are any, they are the winning moves
// and no other is, since any other move leaves that threat to the opponent.
inline Cells immediate_wins(const std::string& board) {
    Cells cells;
    const std::size_t n = board.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (board[i] != '.') continue;
        const bool left = i >= 2 && board[i - 1] == 'X' && board[i - 2] == 'X';
        const bool middle = i >= 1 && i + 1 < n && board[i - 1] == 'X' && board[i + 1] == 'X';
        const bool right = i + 2 < n && board[i + 1] == 'X' && board[i + 2] == 'X';
        if (left || middle || right) cells.push_back(static_cast<int>(i) + 1);
    }
    return cells;
}

// A maximal run of safe cells: empty and more than two cells from every X. With no immediate win, a cross in
// any other cell gives the opponent one, so only safe cells are worth playing.
struct Stretch {
    std::size_t start;
    long long length;
};

inline void safe_stretches(const std::string& board, std::vector<Stretch>& stretches) {
    stretches.clear();
    const std::size_t n = board.size();
    std::vector<char> poisoned(n, 0);
    for (std::size_t i = 0; i < n; ++i)
        if (board[i] == 'X')
            for (std::size_t j = i >= 2 ? i - 2 : 0; j <= i + 2 && j < n; ++j) poisoned[j] = 1;
    for (std::size_t i = 0; i < n;) {
        if (poisoned[i]) {
            ++i;
            continue;
        }
        Stretch stretch = {i, 0};
        while (i < n && !poisoned[i]) ++i, ++stretch.length;
        stretches.push_back(stretch);
    }
}

struct WinningCells {
    Cells operator()(const std::string& board) {
        Cells cells = immediate_wins(board);
        if (!cells.empty()) return cells;
        safe_stretches(board, stretches);
        long long longest = 0;
        for (std::size_t s = 0; s < stretches.size(); ++s)
            if (stretches[s].length > longest) longest = stretches[s].length;
        values.value(longest);  // the table grows once, not once per longer stretch
        unsigned total = 0;
        for (std::size_t s = 0; s < stretches.size(); ++s) total ^= values.value(stretches[s].length);
        if (total == 0) return cells;
        // A cross at offset p of a stretch of m wins iff it leaves the whole sum 0.
        for (std::size_t s = 0; s < stretches.size(); ++s) {
            const long long m = stretches[s].length;
            const unsigned others = total ^ values.value(m);
            for (long long p = 0; p < m; ++p)
                if ((others ^ values.value(p - 2) ^ values.value(m - p - 3)) == 0)
                    cells.push_back(static_cast<int>(stretches[s].start + static_cast<std::size_t>(p)) + 1);
        }
        return cells;
    }

    StretchValues values;
    std::vector<Stretch> stretches;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinningCells decide;
    answer_boards(in, limits, out, decide);
}

}  // namespace treblecross_moves

#endif

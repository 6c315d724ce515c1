// POI 2000 Stripes (Paski, Luogu P8369): judge solver. Grundy table of the board lengths, grown only as far as
// the boards read so far need: O(P^2) for the longest board P. Tested in tests.cpp against the rules played on the
// board itself (reference.hpp) for all lengths c, z, n <= 7 and boards p <= 14, and by testdata.
#ifndef PAS_SOLVER_HPP
#define PAS_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace pas {

// The game for one set of stripe lengths. A placed stripe splits its free
// segment in two independent free segments, so a board is a heap of the
// segment-splitting game and the first player wins iff its Grundy value is not 0.
class Stripes {
public:
    Stripes(long long c, long long z, long long n) : table_(gamecore::SegmentSplitRules(distinct_lengths(c, z, n))) {}

    unsigned grundy(long long board) { return table_.value(static_cast<std::size_t>(board)); }

    bool first_player_wins(long long board) { return grundy(board) != 0; }

    // Equal lengths give the same moves; listing one of them halves the work.
    static std::vector<std::size_t> distinct_lengths(long long c, long long z, long long n) {
        std::vector<std::size_t> lengths;
        lengths.push_back(static_cast<std::size_t>(c));
        lengths.push_back(static_cast<std::size_t>(z));
        lengths.push_back(static_cast<std::size_t>(n));
        std::sort(lengths.begin(), lengths.end());
        lengths.erase(std::unique(lengths.begin(), lengths.end()), lengths.end());
        return lengths;
    }

private:
    gamecore::GrundyTable<gamecore::SegmentSplitRules> table_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    const StripeLengths lengths = read_lengths(in, limits);
    Stripes game(lengths.c, lengths.z, lengths.n);
    answer_each_board(in, limits, out, game);
}

}  // namespace pas

#endif

// POI 2000 Stripes reference: the game played on the board itself, a bitmask of covered cells, by memoised search
// (gamecore::GameSearch); no segments, no Grundy table. Up to 2^width positions x 3 width moves. Compared with the
// solver in tests.cpp (width 14) and by scripts/stress on generated inputs (pas-reference, width 16).
#ifndef PAS_REFERENCE_HPP
#define PAS_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace pas {

// A board of `width` cells; bit i of a position is set when cell i is covered.
// A move lays a stripe of one of the lengths over free cells only.
class BoardRules {
public:
    typedef unsigned long Position;  // at least 32 bits: width <= 31

    BoardRules(long long c, long long z, long long n, int width) : width_(width) {
        lengths_.push_back(c);
        lengths_.push_back(z);
        lengths_.push_back(n);
    }

    void moves(const Position& covered, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < lengths_.size(); ++i) {
            if (lengths_[i] > width_) continue;  // never fits (and would overflow the shift)
            const int length = static_cast<int>(lengths_[i]);
            const Position stripe = (Position(1) << length) - 1;
            for (int start = 0; start + length <= width_; ++start)
                if ((covered & (stripe << start)) == 0) out.push_back(covered | (stripe << start));
        }
    }

    // A board of p <= width cells is the full board with cells p .. width-1 already covered.
    Position empty_board(int p) const { return ((Position(1) << width_) - 1) & ~((Position(1) << p) - 1); }

private:
    int width_;
    std::vector<long long> lengths_;
};

// Does the first player win on an empty board of p cells? One search serves every p <= width.
class ReferenceStripes {
public:
    ReferenceStripes(long long c, long long z, long long n, int width) : rules_(c, z, n, width), search_(rules_) {}

    bool first_player_wins(long long p) { return search_.wins(rules_.empty_board(static_cast<int>(p))); }

    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    BoardRules rules_;
    gamecore::GameSearch<BoardRules> search_;
};

// Boards up to 16 cells: 2^16 positions of up to 48 moves each, well under a second. Any stripe length is fine:
// one longer than the board never fits.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_board = 16;
    return limits;
}

inline std::string reference_description() {
    return "POI 2000 Stripes reference: plays on the board itself, a bitmask of\n"
           "covered cells, by memoised search. Same input and output as pas, for\n"
           "small boards.";
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // The search's board must hold every board the input may give.
    Limits searchable = limits;
    searchable.max_board = std::min(limits.max_board, reference_limits().max_board);
    const StripeLengths lengths = read_lengths(in, searchable);
    ReferenceStripes game(lengths.c, lengths.z, lengths.n, static_cast<int>(searchable.max_board));
    answer_each_board(in, searchable, out, game);
}

}  // namespace pas

#endif

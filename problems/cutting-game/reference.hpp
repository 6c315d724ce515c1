// POJ 2311 reference: the Cutting Game played by its rules, no Grundy values and no reduction: a memoised search
// over multisets of rectangles where cutting out a 1 x 1 piece wins. Exponential; sides up to 8. Used by tests.cpp
// and cutting-game-reference.
#ifndef CUTTING_GAME_REFERENCE_HPP
#define CUTTING_GAME_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "problem.hpp"

namespace cutting_game {

// A position: every piece as (shorter side, longer side), sorted, so that the same pieces in any order or turned
// round are one memo entry (a turned rectangle has the same cuts).
typedef std::pair<int, int> Piece;
typedef std::vector<Piece> Pieces;

inline Piece piece_of(int w, int h) { return w <= h ? Piece(w, h) : Piece(h, w); }

class CuttingSearch {
public:
    // Does the player to move win with these pieces on the table?
    bool wins(Pieces pieces) {
        std::sort(pieces.begin(), pieces.end());
        std::map<Pieces, bool>::const_iterator known = memo_.find(pieces);
        if (known != memo_.end()) return known->second;
        const bool result = search(pieces);
        memo_[pieces] = result;
        return result;
    }

    bool wins(int w, int h) { return wins(Pieces(1, piece_of(w, h))); }

    std::size_t positions_seen() const { return memo_.size(); }

private:
    // Every cut of every piece: a cut that leaves a 1 x 1 piece wins at once; any other wins if the opponent
    // loses what it leaves. No cut at all (only 1 x 1 pieces) is a loss. The 1 x 1 cuts are looked for first
    // only to save time: a win is a win whichever cut is tried first.
    bool search(const Pieces& pieces) {
        for (std::size_t k = 0; k < pieces.size(); ++k)
            for (int across = 0; across < 2; ++across) {
                const int cut_side = across ? pieces[k].second : pieces[k].first;
                const int other = across ? pieces[k].first : pieces[k].second;
                if (other == 1 && cut_side >= 2) return true;  // cut 1 off a 1 x n strip: a 1 x 1 piece
            }
        for (std::size_t k = 0; k < pieces.size(); ++k) {
            if (k > 0 && pieces[k] == pieces[k - 1]) continue;  // an equal piece has the same cuts
            Pieces rest(pieces);
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(k));
            for (int across = 0; across < 2; ++across) {
                const int cut_side = across ? pieces[k].second : pieces[k].first;
                const int other = across ? pieces[k].first : pieces[k].second;
                for (int at = 1; at < cut_side; ++at) {
                    Pieces next(rest);
                    next.push_back(piece_of(at, other));
                    next.push_back(piece_of(cut_side - at, other));
                    if (!wins(next)) return true;
                }
            }
        }
        return false;
    }

    std::map<Pieces, bool> memo_;
};

// Sides up to 8: every board up to 8 x 8 meets 7382 positions, about 0.01 s a run, which stress repeats per seed
// (9 x 9: 25678, 0.05 s; 10 x 10: 218770, 0.5 s; 11 x 11: 1.5 * 10^6, 5 s; 12 x 12: 2 * 10^7, minutes).
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_side = 8;
    return limits;
}

inline std::string reference_description() {
    return "POJ 2311 reference: plays the Cutting Game by its rules (memoised search over\n"
           "multisets of rectangles; cutting out a 1 x 1 piece wins). Same input and output\n"
           "as cutting-game, for sides up to 8.";
}

struct WinsBySearch {
    bool operator()(int w, int h) { return search.wins(w, h); }
    CuttingSearch search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_pairs(in, limits, out, decide);
}

}  // namespace cutting_game

#endif

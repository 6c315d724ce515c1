// HDU 1729 reference: whole cases played by the rules (gamecore::WinSearch over the boxes together), no Grundy
// value, no xor, no square root. A case of b boxes of size <= S has at most (S + 1)^b positions of <= b S moves.
// Used by tests.cpp, the in-process stress run and box-stone-game-reference on small cases.
#ifndef BOX_STONE_GAME_REFERENCE_HPP
#define BOX_STONE_GAME_REFERENCE_HPP

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace box_stone_game {

// A box as (size s, stones c).
typedef std::pair<long long, long long> Box;

// The most stones a move may add to a box: c^2, and never past s (c, s <= reference sizes: no overflow).
inline long long most_added(const Box& box) {
    const long long room = box.first - box.second;
    return box.second * box.second < room ? box.second * box.second : room;
}

// Whole positions: the boxes that still allow a move, sorted (a box with no move, c = 0 or c = s, never changes
// again, so it is left out; the order of boxes does not matter).
struct BoxRules {
    typedef std::vector<Box> Position;

    static Position position_of(const std::vector<Box>& boxes) {
        Position position;
        for (std::size_t i = 0; i < boxes.size(); ++i)
            if (most_added(boxes[i]) > 0) position.push_back(boxes[i]);
        std::sort(position.begin(), position.end());
        return position;
    }

    // Add x = 1 .. min(c^2, s - c) stones to one box.
    void moves(const Position& position, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < position.size(); ++i) {
            if (i > 0 && position[i] == position[i - 1]) continue;  // an equal box has the same moves
            for (long long x = 1; x <= most_added(position[i]); ++x) {
                std::vector<Box> after(position);
                after[i].second += x;
                out.push_back(position_of(after));
            }
        }
    }
};

// Up to 4 boxes of size <= 12: at most 13^4 positions a case, met a few thousand at a time (most boxes die soon).
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_boxes = 4;
    limits.max_size = 12;
    limits.max_stones = 12;
    return limits;
}

inline std::string reference_description() {
    return "HDU 1729 reference: plays the boxes together by the rules (memoised win/loss\n"
           "search of whole positions), no Grundy values. Same input and output as\n"
           "box-stone-game, for up to 4 boxes of size <= 12.";
}

class WinsBySearch {
public:
    WinsBySearch() : search_(BoxRules()) {}
    bool wins(const std::vector<Box>& boxes) { return search_.wins(BoxRules::position_of(boxes)); }
    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    gamecore::WinSearch<BoxRules> search_;
};

// A case's boxes as the parser hands them, decided by the search.
struct BoxesBySearch {
    explicit BoxesBySearch(WinsBySearch& search) : search(search) {}
    void clear() { boxes.clear(); }
    void add_box(long long size, long long stones) { boxes.push_back(Box(size, stones)); }
    bool first_player_wins() { return search.wins(boxes); }
    WinsBySearch& search;
    std::vector<Box> boxes;
};

// One search for every input the process reads: a position's outcome never changes, and the in-process stress
// run's seeds meet mostly the same positions.
inline WinsBySearch& search_for_every_input() {
    static WinsBySearch search;
    return search;
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    BoxesBySearch position(search_for_every_input());
    answer_cases(in, limits, out, position);
}

}  // namespace box_stone_game

#endif

// POJ 2931 references, compared with the surreal method in tests.cpp: (1) the definition, every 4th tower T tried and
// each game searched (tiny towers); (2) the DP of Fang Zhanpeng's paper on partizan games (方展鹏, 浅谈如何解决不平等博弈问题), O(n^4).
#ifndef PROCRASTINATION_REFERENCE_HPP
#define PROCRASTINATION_REFERENCE_HPP

#include <cassert>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace procrastination {

// ---------------------------------------------------------------------------
// (1) The definition.

// Four towers and the player to move. A tower of height h is stored as
// (1 << h) | colours, bit i of colours set when cube i (0 = bottom) is white,
// so that every prefix of a tower is again such a number.
struct GamePosition {
    unsigned towers[4];
    bool white_to_move;

    bool operator<(const GamePosition& other) const {
        for (int t = 0; t < 4; ++t)
            if (towers[t] != other.towers[t]) return towers[t] < other.towers[t];
        return white_to_move < other.white_to_move;
    }
};

const int max_encoded_height = 30;

inline int encoded_height(unsigned tower) {
    int height = 0;
    while ((tower >> (height + 1)) != 0) ++height;
    return height;
}

inline unsigned encode_tower(const Tower& tower) {
    assert(tower.size() <= static_cast<std::size_t>(max_encoded_height));
    unsigned code = 1u << tower.size();
    for (std::size_t i = 0; i < tower.size(); ++i)
        if (tower[i]) code |= 1u << i;
    return code;
}

// The rules: the player to move picks a cube of his colour in any tower; it
// and every cube above it go. Who cannot move loses (normal play).
struct ProcrastinationRules {
    typedef GamePosition Position;

    void moves(const Position& p, std::vector<Position>& out) const {
        for (int t = 0; t < 4; ++t) {
            const int height = encoded_height(p.towers[t]);
            for (int cube = 0; cube < height; ++cube) {
                const bool white = ((p.towers[t] >> cube) & 1u) != 0;
                if (white != p.white_to_move) continue;
                Position next = p;
                next.towers[t] = (1u << cube) | (p.towers[t] & ((1u << cube) - 1u));
                next.white_to_move = !p.white_to_move;
                out.push_back(next);
            }
        }
    }
};

// Only who wins means anything in this partizan game: WinSearch, which stops at a position's first winning option.
typedef gamecore::WinSearch<ProcrastinationRules> ProcrastinationSearch;

// Is (C, T) a W-configuration: does white win both moving first and moving second?
inline bool is_w_configuration(ProcrastinationSearch& search, const Configuration& c, unsigned fourth_tower) {
    GamePosition p;
    for (int t = 0; t < 3; ++t) p.towers[t] = encode_tower(c.towers[t]);
    p.towers[3] = fourth_tower;
    p.white_to_move = true;
    if (!search.wins(p)) return false;
    p.white_to_move = false;
    return !search.wins(p);
}

// W(C, T) for every tower T of height <= max_fourth_height, in the order of
// their codes 1, 2, 3, ... (code = (1 << h) | colours).
inline std::vector<bool> w_configurations(ProcrastinationSearch& search, const Configuration& c,
                                           int max_fourth_height) {
    assert(max_fourth_height <= max_encoded_height);
    const unsigned end = 1u << (max_fourth_height + 1);
    std::vector<bool> w(end, false);
    for (unsigned code = 1; code < end; ++code) w[code] = is_w_configuration(search, c, code);
    return w;
}

inline long long cube_count(const Configuration& c) {
    return static_cast<long long>(c.towers[0].size() + c.towers[1].size() + c.towers[2].size());
}

// The height of T that matters: by proposition 3.1.5 of Fang Zhanpeng's paper, whether (C, T) is won
// depends only on T's bottom n1 + n2 + n3 + 1 cubes.
inline int fourth_height_that_matters(const Configuration& c1, const Configuration& c2) {
    const long long n = cube_count(c1) > cube_count(c2) ? cube_count(c1) : cube_count(c2);
    return static_cast<int>(n + 1);
}

// C1 is at least as favourable as C2 iff no T makes (C2, T) a W-configuration
// without (C1, T) being one.
inline bool at_least_as_favourable_by_definition(const Configuration& c1, const Configuration& c2) {
    const int height = fourth_height_that_matters(c1, c2);
    assert(height <= max_encoded_height);
    // One search for every case the process decides: a position's outcome never changes, and the cases (and the
    // in-process stress run's seeds) meet mostly the same small positions.
    static ProcrastinationSearch search((ProcrastinationRules()));
    for (unsigned code = 1; code < (1u << (height + 1)); ++code)
        if (is_w_configuration(search, c2, code) && !is_w_configuration(search, c1, code)) return false;
    return true;
}

// ---------------------------------------------------------------------------
// (2) Enumeration + dynamic programming (Fang Zhanpeng's paper, section 3.1).

const std::size_t no_cube = static_cast<std::size_t>(-1);

// g((C, T)) for one C while T grows a cube at a time: win/loss of every
// position (C's towers cut to heights i, j, k; T cut to height l) for both
// players to move, one layer per l. A new cube on T only adds layer l + 1.
class GrowingFourthTower {
public:
    explicit GrowingFourthTower(const Configuration& c) {
        for (int t = 0; t < 3; ++t) {
            heights_[t] = c.towers[t].size();
            top_cubes(c.towers[t], top_white_[t], top_black_[t]);
        }
        layer_size_ = (heights_[0] + 1) * (heights_[1] + 1) * (heights_[2] + 1);
        add_layer();
    }

    std::size_t fourth_height() const { return fourth_.size(); }

    // g((C, T)) of Fang Zhanpeng's paper: does white, moving first, win the whole position?
    bool white_wins_moving_first() const {
        return (layers_.back()[index(heights_[0], heights_[1], heights_[2])] & white_to_move_wins) != 0;
    }

    void push(bool white) {
        fourth_.push_back(white);
        add_layer();
    }

private:
    static const unsigned char white_to_move_wins = 1, black_to_move_wins = 2;

    // top_white[h]: the highest white cube among a tower's bottom h cubes (no_cube if there is none).
    static void top_cubes(const Tower& tower, std::vector<std::size_t>& top_white,
                          std::vector<std::size_t>& top_black) {
        top_white.assign(1, no_cube);
        top_black.assign(1, no_cube);
        for (std::size_t h = 0; h < tower.size(); ++h) {
            top_white.push_back(tower[h] ? h : top_white.back());
            top_black.push_back(tower[h] ? top_black.back() : h);
        }
    }

    std::size_t index(std::size_t i, std::size_t j, std::size_t k) const {
        return (i * (heights_[1] + 1) + j) * (heights_[2] + 1) + k;
    }

    // A player wins iff some move leaves the opponent, to move, losing. By
    // proposition 3.1.6 a winning cube may be replaced by any cube of the same
    // colour above it, so only each tower's topmost cube of the mover's colour
    // needs trying: 4 moves per position instead of O(n).
    void add_layer() {
        top_cubes(fourth_, top_white_fourth_, top_black_fourth_);
        const std::size_t l = fourth_.size();
        layers_.push_back(std::vector<unsigned char>(layer_size_, 0));
        std::vector<unsigned char>& layer = layers_.back();
        for (std::size_t i = 0; i <= heights_[0]; ++i)
            for (std::size_t j = 0; j <= heights_[1]; ++j)
                for (std::size_t k = 0; k <= heights_[2]; ++k) {
                    unsigned char outcome = 0;
                    if (mover_wins(i, j, k, l, top_white_, top_white_fourth_, black_to_move_wins))
                        outcome |= white_to_move_wins;
                    if (mover_wins(i, j, k, l, top_black_, top_black_fourth_, white_to_move_wins))
                        outcome |= black_to_move_wins;
                    layer[index(i, j, k)] = outcome;
                }
    }

    // Does the mover (whose topmost cubes are `top` and `top_fourth`) have a
    // move to a position that the opponent (bit `opponent_wins`) loses?
    bool mover_wins(std::size_t i, std::size_t j, std::size_t k, std::size_t l, const std::vector<std::size_t> top[3],
                    const std::vector<std::size_t>& top_fourth, unsigned char opponent_wins) const {
        const std::vector<unsigned char>& same = layers_[l];
        if (top[0][i] != no_cube && !(same[index(top[0][i], j, k)] & opponent_wins)) return true;
        if (top[1][j] != no_cube && !(same[index(i, top[1][j], k)] & opponent_wins)) return true;
        if (top[2][k] != no_cube && !(same[index(i, j, top[2][k])] & opponent_wins)) return true;
        return top_fourth[l] != no_cube && !(layers_[top_fourth[l]][index(i, j, k)] & opponent_wins);
    }

    std::size_t heights_[3];
    std::vector<std::size_t> top_white_[3], top_black_[3];
    Tower fourth_;
    std::vector<std::size_t> top_white_fourth_, top_black_fourth_;
    std::size_t layer_size_;
    std::vector<std::vector<unsigned char> > layers_;
};

// Walks the binary tree of towers T from the empty one. While g agrees on
// C1 and C2: if both are 1, every T + W... keeps both 1 (proposition 3.1.2),
// so only a black cube can separate them; if both are 0, only a white one
// (3.1.3). The first T with g((C1, T)) != g((C2, T)) decides (3.1.4): 1 vs 0
// means yes, 0 vs 1 no. Past height n1 + n2 + n3 + 1 nothing changes any
// more (3.1.5), so agreement there means yes.
inline bool at_least_as_favourable_by_dp(const Configuration& c1, const Configuration& c2) {
    GrowingFourthTower first(c1), second(c2);
    const std::size_t height_that_matters = static_cast<std::size_t>(fourth_height_that_matters(c1, c2));
    for (;;) {
        const bool g1 = first.white_wins_moving_first(), g2 = second.white_wins_moving_first();
        if (g1 != g2) return g1;
        if (first.fourth_height() > height_that_matters) return true;
        first.push(!g1);
        second.push(!g1);
    }
}

// The DP runs at the judge's size only: O(n^4) time, O(n^4) bytes.
inline Limits dp_limits() {
    Limits limits = judge_limits();
    limits.what = "tower height (the dp method allows 50)";
    return limits;
}

// ---------------------------------------------------------------------------
// procrastination-reference: the definition on the input.

// 9 cubes: T up to height 10 (2047 towers), a few hundred thousand positions: about a second per case.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_tower = 9;
    limits.max_configuration = 9;
    limits.what = "tower height (the reference allows 9 cubes per configuration)";
    return limits;
}

inline std::string reference_description() {
    return "POJ 2931 reference: decides 'at least as favourable' by its definition: every 4th\n"
           "tower T up to the height that matters, each game searched by its rules.\n"
           "Same input and output as procrastination, for at most 9 cubes per configuration.";
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, at_least_as_favourable_by_definition);
}

}  // namespace procrastination

#endif

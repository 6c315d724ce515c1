// The true game (moore-nim --method exact, or --exact): a proven rule where one applies (O(N)), else a search of the box of
// positions below the start (O(positions x moves), bounded), else an error. Tested in tests.cpp against reference.hpp.
#ifndef MOORE_NIM_EXACT_HPP
#define MOORE_NIM_EXACT_HPP

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/nim.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace moore_nim {

// How far the search goes: the box of positions below the start, and that times the options of the start (the
// most any position has). About a second at the bound.
const long long max_search_positions = 2000000;
const long long max_search_steps = 200000000;

// The line `moore-nim --limits` adds for the exact method.
inline std::string exact_limits_text() {
    return "- --method exact, by a proven rule: any size when M = 1, at most M + 1 balls are off the goal, or "
           "r >= every A_i\n"
           "- --method exact, by search otherwise: at most " +
           gamecore::readable(max_search_positions) + " positions and " + gamecore::readable(max_search_steps) +
           " moves (positions x options of the start)\n";
}

// Which way the exact method decides a case.
enum ExactWay {
    way_no_kick,           // r = 0: nobody can move, Bob wins
    way_one_ball_a_kick,   // M = 1: Nim on A_i mod (r + 1)
    way_few_balls,         // at most M + 1 balls off the goal: residues mod (r + 1)
    way_uncapped,          // r >= every A_i: Moore's rule on A_i
    way_search,            // the box search
    way_out_of_reach       // none of these: an error
};

// x * y, or `ceiling` if it would be more.
inline long long saturated_product(long long x, long long y, long long ceiling) {
    if (x != 0 && y > ceiling / x) return ceiling;
    return x * y < ceiling ? x * y : ceiling;
}

const long long saturated = 4000000000000000000LL;  // "more than we count"

// The size of the search: positions = prod (A_i + 1) over the balls off the goal; options = the moves from the start,
// sum over j = 1..M of the j-th elementary symmetric sum of min(r, A_i). Both saturate at `saturated`; options are
// counted only when the positions are within the bound (then at most 21 balls are off the goal).
struct SearchSize {
    long long positions;
    long long options;
};

inline SearchSize search_size(const std::vector<long long>& heaps, long long kick, long long cap) {
    SearchSize size = {1, 0};
    std::vector<long long> caps;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] == 0) continue;
        size.positions = saturated_product(size.positions, heaps[i] + 1, saturated);
        caps.push_back(std::min(cap, heaps[i]));
    }
    if (size.positions > max_search_positions) {
        size.options = saturated;
        return size;
    }
    // sums[j]: the j-th elementary symmetric sum of the caps seen so far, for j <= M.
    const std::size_t most = static_cast<std::size_t>(std::min<long long>(kick, static_cast<long long>(caps.size())));
    std::vector<long long> sums(most + 1, 0);
    sums[0] = 1;
    for (std::size_t i = 0; i < caps.size(); ++i)
        for (std::size_t j = most; j >= 1; --j)
            sums[j] = std::min(saturated, sums[j] + saturated_product(sums[j - 1], caps[i], saturated));
    for (std::size_t j = 1; j <= most; ++j) size.options = std::min(saturated, size.options + sums[j]);
    return size;
}

inline ExactWay exact_way(const Case& c) {
    if (c.cap == 0) return way_no_kick;
    if (c.kick == 1) return way_one_ball_a_kick;
    long long off_goal = 0, largest = 0;
    for (std::size_t i = 0; i < c.heaps.size(); ++i) {
        off_goal += c.heaps[i] > 0;
        largest = std::max(largest, c.heaps[i]);
    }
    if (off_goal <= c.kick + 1) return way_few_balls;
    if (c.cap >= largest) return way_uncapped;
    const SearchSize size = search_size(c.heaps, c.kick, c.cap);
    if (size.positions <= max_search_positions &&
        saturated_product(size.positions, size.options, saturated) <= max_search_steps)
        return way_search;
    return way_out_of_reach;
}

// Win/loss of every position of the box 0 <= b_i <= a_i (the balls off the goal), by the rules: b is lost iff no move
// reaches a lost position. Index = sum b_i * stride_i, so every move lowers the index and one pass upward suffices.
class BoxSearch {
public:
    BoxSearch(const std::vector<long long>& heaps, long long kick, long long cap) : kick_(kick), cap_(cap) {
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i] > 0) tops_.push_back(heaps[i]);
        std::size_t positions = 1;
        for (std::size_t i = 0; i < tops_.size(); ++i) {
            strides_.push_back(positions);
            positions *= static_cast<std::size_t>(tops_[i] + 1);
        }
        lost_.assign(positions, 0);
        std::vector<long long> digits(tops_.size(), 0);
        for (std::size_t index = 0; index < positions; ++index) {
            lost_[index] = !reaches_lost(digits, 0, kick_, index);
            for (std::size_t i = 0; i < digits.size(); ++i) {  // the next index's digits
                if (digits[i] < tops_[i]) {
                    ++digits[i];
                    break;
                }
                digits[i] = 0;
            }
        }
    }

    bool first_player_wins() const { return !lost_.back(); }

    // Is the position `digits` (the balls off the goal at the start, in order, each 0..its start) lost? For moves.hpp.
    bool lost_at(const std::vector<long long>& digits) const {
        std::size_t index = 0;
        for (std::size_t i = 0; i < digits.size(); ++i) index += static_cast<std::size_t>(digits[i]) * strides_[i];
        return lost_[index] != 0;
    }

private:
    // Can the player at `digits` (index `index`, heaps before `first` already chosen) reach a lost position by
    // reducing one more heap from `first` on, and up to `heaps_left` - 1 after it?
    bool reaches_lost(const std::vector<long long>& digits, std::size_t first, long long heaps_left,
                      std::size_t index) const {
        for (std::size_t i = first; i < digits.size(); ++i) {
            const long long most = std::min(cap_, digits[i]);
            for (long long take = 1; take <= most; ++take) {
                const std::size_t next = index - static_cast<std::size_t>(take) * strides_[i];
                if (lost_[next]) return true;
                if (heaps_left > 1 && reaches_lost(digits, i + 1, heaps_left - 1, next)) return true;
            }
        }
        return false;
    }

    long long kick_, cap_;
    std::vector<long long> tops_;
    std::vector<std::size_t> strides_;
    std::vector<char> lost_;
};

inline bool alice_wins_by_box_search(const std::vector<long long>& heaps, long long kick, long long cap) {
    return BoxSearch(heaps, kick, cap).first_player_wins();
}

// The proven rules (statement.md has the proofs) and the search. Throws InputError, at the case's N, when the case
// is out of their reach.
inline bool alice_wins_exactly(const Case& c) {
    const ExactWay way = exact_way(c);
    switch (way) {
    case way_no_kick:
        return false;
    case way_one_ball_a_kick: {  // Sprague-Grundy: a heap with removals 1..r has value A mod (r + 1)
        std::vector<long long> values(c.heaps.size());
        for (std::size_t i = 0; i < c.heaps.size(); ++i) values[i] = c.heaps[i] % (c.cap + 1);
        return gamecore::nim_sum(values.begin(), values.end()) != 0;
    }
    case way_few_balls: {  // lost iff the residues are all 0 (K <= M) or all equal (K = M + 1)
        long long off_goal = 0, residue = -1;
        bool equal = true;
        for (std::size_t i = 0; i < c.heaps.size(); ++i) {
            if (c.heaps[i] == 0) continue;
            ++off_goal;
            const long long r = c.heaps[i] % (c.cap + 1);
            if (residue >= 0 && r != residue) equal = false;
            residue = r;
        }
        if (off_goal <= c.kick) return residue > 0 || !equal;
        return !equal;
    }
    case way_uncapped:
        return moore_rule_wins(c.heaps.begin(), c.heaps.end(), c.kick);
    case way_search:
        return alice_wins_by_box_search(c.heaps, c.kick, c.cap);
    default:
        break;
    }
    const SearchSize size = search_size(c.heaps, c.kick, c.cap);
    char found[160];
    if (size.positions >= saturated) std::sprintf(found, "a search of more than 4*10^18 positions");
    else if (size.options >= saturated)
        std::sprintf(found, "a search of %s positions", gamecore::readable(size.positions).c_str());
    else
        std::sprintf(found, "a search of %s positions x %s options", gamecore::readable(size.positions).c_str(),
                     gamecore::readable(size.options).c_str());
    throw gamecore::InputError(c.line, c.column,
                               "a case within the exact method's reach (M = 1, at most M + 1 balls off the goal, "
                               "r >= every A_i, or a search of at most " +
                                   gamecore::readable(max_search_positions) + " positions and " +
                                   gamecore::readable(max_search_steps) + " moves)",
                               found);
}

}  // namespace moore_nim

#endif

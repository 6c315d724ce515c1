// HDU 4664 Triangulation on the command line: --moves lists the winning segments, --explain says why (C++17, never
// judged). O(preperiod + period) a plane plus O(1) a listed move. Tested in-process against moves_by_rules.
#ifndef TRIANGULATION_MOVES_HPP
#define TRIANGULATION_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace triangulation {

// The planes of a case, as the parser hands them (clear, add_plane).
struct Planes {
    void clear() { points.clear(); }
    void add_plane(long long n) { points.push_back(n); }
    std::vector<long long> points;
};

// The splits a <= b = n - 2 - a of n points worth g(a) xor g(b) = target, a ascending, stopping a little past
// `wanted`. Below the preperiod a is tried directly; from there on both a and b are in the periodic part (b >= a),
// and a + period is a way iff a is, so one period of a is tried and repeated.
inline void plane_splits(const DawsonKaylesValues& values, unsigned long long n, unsigned long long target,
                         std::size_t wanted, std::vector<unsigned long long>& found) {
    if (n < 2) return;
    const unsigned long long half = (n - 2) / 2, start = values.preperiod(), period = values.period();
    auto way = [&](unsigned long long a) { return (values.value(a) ^ values.value(n - 2 - a)) == target; };
    for (unsigned long long a = 0; a <= half && a < start; ++a)
        if (way(a)) found.push_back(a);
    std::vector<unsigned long long> residues;
    for (unsigned long long r = 0; r < period && start + r <= half; ++r)
        if (way(start + r)) residues.push_back(r);
    if (residues.empty()) return;
    for (unsigned long long base = start; base <= half && found.size() <= wanted; base += period)
        for (unsigned long long r : residues)
            if (base + r <= half) found.push_back(base + r);
}

// Every winning move as (plane, a), plane by plane; past max_listed_moves a few more, not all.
inline std::vector<std::pair<std::size_t, unsigned long long>> winning_moves(const DawsonKaylesValues& values,
                                                                            const std::vector<long long>& planes) {
    std::vector<unsigned> grundy;
    for (long long n : planes) grundy.push_back(values.value(static_cast<unsigned long long>(n)));
    std::vector<std::pair<std::size_t, unsigned long long>> moves;
    auto visit = [&](std::size_t i, unsigned long long target) {
        if (moves.size() > gamesuite::max_listed_moves) return;
        std::vector<unsigned long long> splits;
        plane_splits(values, static_cast<unsigned long long>(planes[i]), target, gamesuite::max_listed_moves, splits);
        for (unsigned long long a : splits) moves.push_back({i, a});
    };
    gamecore::for_each_winning_target(grundy.begin(), grundy.end(), visit);
    return moves;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "P:A+B, on plane P (counted from 1) a segment leaving A <= B free points on its two sides (each of the n "
        "rotations of it is the same move up to symmetry); plane by plane, A ascending";
    static constexpr bool long_lists = true;

    // The parser asks a position (clear, add_plane, first_player_wins): each case's planes go to per_case.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct PerPlanes : Planes {
            explicit PerPlanes(PerCase& per_case) : per_case(per_case) {}
            bool first_player_wins() { return per_case(static_cast<const std::vector<long long>&>(points)); }
            PerCase& per_case;
        } per_planes(per_case);
        answer_cases(in, limits, out, per_planes);
    }
    // Carol moves first.
    static constexpr gamesuite::AnswerWords answer_words = {"Carol", "Dave"};

    gamesuite::MoveList moves(const std::vector<long long>& points) {
        std::vector<std::string> moves;
        for (const auto& [plane, a] : winning_moves(values_, points))
            moves.push_back(gamesuite::pile_split(plane, a, static_cast<unsigned long long>(points[plane]) - 2 - a));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& points) {
        std::vector<unsigned> grundy;
        for (long long n : points) grundy.push_back(values_.value(static_cast<unsigned long long>(n)));
        const unsigned long long sum = gamecore::nim_sum(grundy.begin(), grundy.end());
        const std::string why =
            "a segment takes two free points and parts the others into two planes, so a plane of n points is the "
            "heap n of Dawson's Kayles (0.07: period " + std::to_string(values_.period()) + " from " +
            std::to_string(values_.preperiod()) + "); the planes' values xor to " +
            gamesuite::xor_expression(grundy, sum);
        const auto moves = winning_moves(values_, points);
        if (moves.empty()) {
            lines.explain_loss(why + ": every segment changes one plane's value and so leaves a nonzero sum: Dave "
                                     "wins");
            return;
        }
        const auto& [plane, a] = moves.front();
        const unsigned long long b = static_cast<unsigned long long>(points[plane]) - 2 - a;
        std::vector<unsigned> after(grundy);
        after[plane] = values_.value(a) ^ values_.value(b);
        lines.explain_win(why + ", not 0: Carol wins", gamesuite::pile_split(plane, a, b),
                          "on plane " + std::to_string(plane + 1) + " join points 1 and " + std::to_string(a + 2) +
                              ", leaving " + std::to_string(a) + " and " + std::to_string(b) + " free, worth " +
                              std::to_string(values_.value(a)) + " xor " + std::to_string(values_.value(b)),
                          "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: every segment of every plane, up to rotation the a = 0 .. n - 2 points on one side, kept when
    // the reference's table values (each plane's mex over its segments) xor to 0 after it.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& points) {
        ChordTableSum& table = chord_table();
        unsigned sum = 0;
        for (long long n : points) sum ^= table.grundy(n);
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < points.size(); ++i)
            for (long long a = 0; a <= points[i] - 2 - a; ++a)
                if ((sum ^ table.grundy(points[i]) ^ table.grundy(a) ^ table.grundy(points[i] - 2 - a)) == 0)
                    moves.push_back(gamesuite::pile_split(i, a, points[i] - 2 - a));
        return moves;
    }

    // --play: every position met is planes, the case's own kind; a segment's plane P:A+B becomes planes P (A free
    // points) and P + 1 (B), and a move clears away the planes left with fewer than two free points (no segment fits
    // there; worth 0), else a game of n points would end with about n/2 of them on the board. Every segment takes
    // two points, so a game lasts about half the points, each position checked on the reference's lists: the
    // scripted games play the first 2 of the generator's inputs.
    static constexpr int play_checked_seeds = 2;
    static std::string board(const std::vector<long long>& points) { return gamesuite::pile_rows(points, "plane"); }

    // The rules: two free points of one plane joined, the others parted into the segment's two sides.
    static std::string play(const std::string& move, std::vector<long long>& points) {
        std::size_t index = 0;
        std::vector<long long> sides;
        if (!gamesuite::read_pile_parts(move, index, sides) || sides.size() != 2)
            return "write P:A+B (on plane P a segment leaving A <= B free points on its two sides)";
        if (index >= points.size())
            return "there is no plane " + std::to_string(index + 1) + " (" +
                   gamesuite::counted(points.size(), "plane") + ")";
        if (points[index] < 2)
            return "plane " + std::to_string(index + 1) + " has " + gamesuite::counted(points[index], "free point") +
                   ": a segment needs two";
        if (sides[0] > sides[1] || sides[1] > points[index] || sides[0] + sides[1] != points[index] - 2)
            return "a segment on plane " + std::to_string(index + 1) + " leaves A <= B free points with A + B = " +
                   std::to_string(points[index] - 2);
        points[index] = sides[0];
        points.insert(points.begin() + static_cast<std::ptrdiff_t>(index) + 1, sides[1]);
        points.erase(std::remove_if(points.begin(), points.end(), [](long long n) { return n < 2; }), points.end());
        return "";
    }

    // Holding out: a segment between neighbours of the largest plane (two points gone, no parting); "" where no
    // plane has two free points.
    static std::string any_move(const std::vector<long long>& points) {
        std::size_t largest = 0;
        for (std::size_t i = 1; i < points.size(); ++i)
            if (points[i] > points[largest]) largest = i;
        if (points.empty() || points[largest] < 2) return "";
        return gamesuite::pile_split(largest, 0LL, points[largest] - 2);
    }

private:
    // One table for every input the process reads.
    static ChordTableSum& chord_table() {
        static ChordTableSum table;
        return table;
    }

    const DawsonKaylesValues values_;
};

}  // namespace triangulation

#endif

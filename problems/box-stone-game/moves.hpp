// HDU 1729 Stone Game on the command line: --moves lists every winning first move, --explain says why, --play
// plays a case (C++17, never judged). O(log log s) candidates a box. Tested in-process against moves_by_rules, which
// tries every legal addition on the reference's search, and in tests.cpp against every addition valued by mex.
#ifndef BOX_STONE_GAME_MOVES_HPP
#define BOX_STONE_GAME_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace box_stone_game {

// The counts c' of a box of size s whose value is `value`, descending: the sizes s = s_0 > s_1 > ... > s_K = 0,
// s_(k+1) = largest_unfillable(s_k), split 1..s into the stretches s_(k+1) < c' <= s_k, where the value is s_k - c'
// (solver.hpp: the top of a stretch, c' = s_k, is the t of the stretch above and worth 0, as s_k - s_k). So in each
// stretch at most one count has the value: s_k - value, where it lies above s_(k+1). c' = 0 is worth 0 too.
inline std::vector<long long> counts_of_value(long long size, unsigned long long value) {
    std::vector<long long> counts;
    unsigned long long s = static_cast<unsigned long long>(size);
    while (s != 0) {
        const unsigned long long t = largest_unfillable(s);
        if (value < s - t) counts.push_back(static_cast<long long>(s - value));
        s = t;
    }
    if (value == 0) counts.push_back(0);
    return counts;
}

// Does adding stones to a box of c take it to `to`? c < to <= s and to - c <= c^2 (no overflow: c^2 is formed only
// where it is below 2^63).
inline bool addition_legal(long long size, long long stones, long long to) {
    if (to <= stones || to > size) return false;
    const unsigned long long c = static_cast<unsigned long long>(stones);
    return c >= 3037000500ULL || static_cast<unsigned long long>(to - stones) <= c * c;
}

// A case's boxes as the parser hands them.
struct Boxes {
    void clear() { boxes.clear(); }
    void add_box(long long size, long long stones) { boxes.push_back(Box(size, stones)); }
    std::vector<Box> boxes;
};

// The winning moves as (box, stones after): each box's counts of the value that makes the xor 0, box by box,
// ascending; past max_listed_moves the list stops (one more kept, so that it says so).
inline std::vector<std::pair<std::size_t, long long> > winning_moves(const std::vector<Box>& boxes) {
    unsigned long long sum = 0;
    for (std::size_t i = 0; i < boxes.size(); ++i) sum ^= box_value(boxes[i].first, boxes[i].second);
    std::vector<std::pair<std::size_t, long long> > moves;
    if (sum == 0) return moves;
    for (std::size_t i = 0; i < boxes.size() && moves.size() <= gamesuite::max_listed_moves; ++i) {
        const unsigned long long target = box_value(boxes[i].first, boxes[i].second) ^ sum;
        std::vector<long long> counts = counts_of_value(boxes[i].first, target);
        std::reverse(counts.begin(), counts.end());
        for (long long to : counts)
            if (addition_legal(boxes[i].first, boxes[i].second, to)) moves.push_back({i, to});
    }
    return moves;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "B:K, box B (counted from 1) then holding K stones; box by box, K ascending";
    static constexpr bool long_lists = true;  // up to 10^6 boxes a case in the suite

    // The parser hands a case box by box (answer_cases' Position): a case's position is its Boxes.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Position : Boxes {
            explicit Position(PerCase& per_case) : per_case(per_case) {}
            bool first_player_wins() { return per_case(static_cast<const Boxes&>(*this)); }
            PerCase& per_case;
        } position(per_case);
        answer_cases(in, limits, out, position);
    }

    // Two lines a case: "Case k:", then "Yes" (the first player wins) or "No".
    static std::optional<std::vector<gamesuite::Outcome> > judge_outcomes(const std::string& answers) {
        std::vector<std::string> lines;
        for (std::size_t start = 0; start < answers.size();) {
            std::size_t end = answers.find('\n', start);
            if (end == std::string::npos) end = answers.size();
            lines.push_back(answers.substr(start, end - start));
            start = end + 1;
        }
        if (lines.size() % 2 != 0) throw std::runtime_error("the judge answer ends with a 'Case k:' and no answer");
        std::vector<gamesuite::Outcome> outcomes;
        for (std::size_t i = 0; i < lines.size(); i += 2) {
            if (lines[i] != "Case " + std::to_string(i / 2 + 1) + ":")
                throw std::runtime_error("the judge answer's line '" + lines[i] + "' is no 'Case " +
                                         std::to_string(i / 2 + 1) + ":'");
            outcomes.push_back(gamesuite::outcome_of_words(lines[i + 1], "Yes", "No"));
        }
        return outcomes;
    }

    gamesuite::MoveList moves(const Boxes& boxes) {
        std::vector<std::string> moves;
        for (const auto& [box, to] : winning_moves(boxes.boxes)) moves.push_back(gamesuite::pile_left(box, to));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Boxes& case_boxes) {
        const std::vector<Box>& boxes = case_boxes.boxes;
        std::vector<unsigned long long> values;
        for (const Box& box : boxes) values.push_back(box_value(box.first, box.second));
        unsigned long long sum = 0;
        for (unsigned long long v : values) sum ^= v;
        const std::string why = "the boxes' values g(s, c) (s - c above the largest t with t + t^2 < s, 0 at t, "
                                "the box of size t below it) xor to " + gamesuite::xor_expression(values, sum);
        const auto moves = winning_moves(boxes);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one value and so leaves a nonzero sum");
            return;
        }
        const auto [box, to] = moves.front();
        std::vector<unsigned long long> after(values);
        after[box] = box_value(boxes[box].first, to);
        lines.explain_win(why + ", not 0", gamesuite::pile_left(box, to),
                          "add " + std::to_string(to - boxes[box].second) + " to box " + std::to_string(box + 1) +
                              ", " + std::to_string(boxes[box].second) + " -> " + std::to_string(to) + " of " +
                              std::to_string(boxes[box].first),
                          "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: every addition of 1 .. min(c^2, s - c) stones to every box, kept when the reference's search
    // finds the boxes after it lost for the player then to move; box by box, K ascending.
    gamesuite::MoveList moves_by_rules(const Boxes& case_boxes) {
        WinsBySearch& search = search_for_every_input();
        std::vector<std::string> moves;
        std::vector<Box> after(case_boxes.boxes);
        for (std::size_t i = 0; i < after.size(); ++i) {
            const Box box = after[i];
            for (long long x = 1; x <= most_added(box); ++x) {
                after[i].second = box.second + x;
                if (!search.wins(after)) moves.push_back(gamesuite::pile_left(i, box.second + x));
            }
            after[i] = box;
        }
        return moves;
    }

    // --play
    static std::string board(const Boxes& case_boxes) {
        const std::vector<Box>& boxes = case_boxes.boxes;
        std::string text;
        for (std::size_t i = 0; i < boxes.size(); ++i)
            text += (i == 0 ? "  box " : "\n  box ") + std::to_string(i + 1) + ": " + std::to_string(boxes[i].second) +
                    " of " + std::to_string(boxes[i].first) + gamesuite::stones_drawn(boxes[i].second);
        return (boxes.empty() ? std::string("  (no boxes)") : text) +
               "\n  a move adds 1 to c * c stones to a box of c, never past its size";
    }
    static std::string play(const std::string& move, Boxes& case_boxes) {
        std::vector<Box>& boxes = case_boxes.boxes;
        std::size_t index = 0;
        long long to = 0;
        if (!gamesuite::read_pile_left(move, index, to)) return "write B:K (box B then holding K stones)";
        if (index >= boxes.size())
            return "there is no box " + std::to_string(index + 1) + " (" + gamesuite::counted(boxes.size(), "box", "boxes") +
                   ")";
        const Box& box = boxes[index];
        if (!addition_legal(box.first, box.second, to)) {
            const std::string holds = "box " + std::to_string(index + 1) + " holds " +
                                      gamesuite::counted(box.second, "stone") + " of " + std::to_string(box.first);
            if (most_added_any(box) == 0) return holds + ": it takes no more";
            return holds + ": it can then hold " + std::to_string(box.second + 1) + " to " +
                   std::to_string(box.second + most_added_any(box));
        }
        boxes[index].second = to;
        return "";
    }
    // The move that makes the game last longest: one stone into the first box that takes one.
    static std::string any_move(const Boxes& case_boxes) {
        const std::vector<Box>& boxes = case_boxes.boxes;
        for (std::size_t i = 0; i < boxes.size(); ++i)
            if (most_added_any(boxes[i]) > 0) return gamesuite::pile_left(i, boxes[i].second + 1);
        return "";
    }

private:
    // most_added for any box a long long holds: min(c^2, s - c) without forming a c^2 that overflows.
    static long long most_added_any(const Box& box) {
        const long long room = box.first - box.second;
        if (box.second >= 3037000500LL) return room;
        return std::min(room, box.second * box.second);
    }
};

}  // namespace box_stone_game

#endif

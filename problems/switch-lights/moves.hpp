// HDU 3404 Switch lights on the command line: --moves lists the winning moves, --explain says why (C++17, never
// judged). O(x2) a light for its moves, within the judge's limits. Tested in-process against moves_by_rules, which
// tries every move on the reference's table, and in tests.cpp against every corner tried on the nim values.
#ifndef SWITCH_LIGHTS_MOVES_HPP
#define SWITCH_LIGHTS_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "gamecore/nimber.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace switch_lights {

// A move: the light switched off (x2, y2) and the rectangle's opposite corner (x1, y1), x1 <= x2, y1 <= y2.
struct Corners {
    long long x2, y2, x1, y1;
};

// "X2,Y2/X1,Y1".
inline std::string corners_text(const Corners& move) {
    return std::to_string(move.x2) + "," + std::to_string(move.y2) + "/" + std::to_string(move.x1) + "," +
           std::to_string(move.y1);
}

// The lights in order, every one of them on.
struct Light {
    long long x, y;
};

inline unsigned nim_sum_of(const std::vector<Light>& lights) {
    unsigned sum = 0;
    for (const Light& light : lights) sum ^= light_value(light.x, light.y);
    return sum;
}

// The winning moves, light by light in input order, each by x1 ascending; at most `wanted` + 1 (enough to know the
// list is longer). A move's corners are {x1, x2} x {y1, y2} as sets, so by distributivity it changes the board's value
// by u (x) v, u = x2 xor x1 (x2 alone when x1 = x2) and v likewise: it wins iff u (x) v is the sum S. Each x1 gives
// u != 0, so v = S (x) u^-1, one y1 at most: y1 = y2 when v = y2, else v xor y2 when that is below y2.
inline std::vector<Corners> winning_moves(const std::vector<Light>& lights, std::size_t wanted) {
    std::vector<Corners> moves;
    const unsigned sum = nim_sum_of(lights);
    if (sum == 0) return moves;
    for (const Light& light : lights) {
        const unsigned x2 = static_cast<unsigned>(light.x), y2 = static_cast<unsigned>(light.y);
        for (unsigned x1 = 1; x1 <= x2 && moves.size() <= wanted; ++x1) {
            const unsigned u = x1 == x2 ? x2 : x2 ^ x1;
            const unsigned v = gamecore::nim_product32(sum, gamecore::nim_inverse32(u));
            if (v != y2 && (v ^ y2) >= y2) continue;
            const Corners move = {light.x, light.y, x1, v == y2 ? y2 : (v ^ y2)};
            moves.push_back(move);
        }
    }
    return moves;
}

// Moves list the first moves of boards of the judge's size: a light's moves cost one step per x1 <= x2, 10^4 at most,
// and the lights of a case at most 1000 of those.
const long long max_coordinate_with_moves = 10000;
const long long max_lights_with_moves = 1000;

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "X2,Y2/X1,Y1, the light switched off (X2,Y2) and the rectangle's opposite corner (X1,Y1), X1 <= X2, Y1 <= Y2 "
        "(X1,Y1 = X2,Y2: that light alone); lights in input order, each by X1 ascending. --moves and --explain read "
        "cases of at most 1000 lights, coordinates to 10000";
    static constexpr bool long_lists = true;

    static Limits moves_limits(const Limits& limits) {
        Limits narrowed(limits);
        narrowed.max_coordinate = std::min(narrowed.max_coordinate, max_coordinate_with_moves);
        narrowed.max_lights = std::min(narrowed.max_lights, max_lights_with_moves);
        return narrowed;
    }

    // The parser hands the lights one by one: a case is its lights, distinct, in input order.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Lights {
            void clear() { lights.clear(); }
            void add_light(long long x, long long y) { lights.push_back(Light{x, y}); }
            bool first_player_wins() { return per_case(static_cast<const std::vector<Light>&>(lights)); }
            PerCase& per_case;
            std::vector<Light> lights;
        } position{per_case, {}};
        answer_cases(in, limits, out, position);
    }
    static constexpr gamesuite::AnswerWords answer_words = {win_answer, loss_answer};

    gamesuite::MoveList moves(const std::vector<Light>& lights) {
        std::vector<std::string> moves;
        for (const Corners& move : winning_moves(lights, gamesuite::max_listed_moves))
            moves.push_back(corners_text(move));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<Light>& lights) {
        std::vector<unsigned> values;
        for (const Light& light : lights) values.push_back(light_value(light.x, light.y));
        const std::string why = "a light at (x, y) is worth x (x) y, the nim product (the Tartan theorem: each "
                                "coordinate is a Nim heap), and the lights' values xor to " +
                                gamesuite::xor_expression(values, nim_sum_of(lights));
        const std::vector<Corners> moves = winning_moves(lights, 0);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes the sum, so lxhgww loses");
            return;
        }
        const Corners& move = moves.front();
        std::string what = "switch off (" + std::to_string(move.x2) + ", " + std::to_string(move.y2) + ")";
        const auto cell = [](long long x, long long y) {
            return "(" + std::to_string(x) + ", " + std::to_string(y) + ")";
        };
        std::vector<std::string> toggled;
        if (move.x1 != move.x2) toggled.push_back(cell(move.x1, move.y2));
        if (move.y1 != move.y2) toggled.push_back(cell(move.x2, move.y1));
        if (move.x1 != move.x2 && move.y1 != move.y2) toggled.push_back(cell(move.x1, move.y1));
        for (std::size_t i = 0; i < toggled.size(); ++i)
            what += (i == 0 ? " and toggle " : i + 1 == toggled.size() ? " and " : ", ") + toggled[i];
        lines.explain_win(why + ", not 0: lxhgww wins", corners_text(move), what, "the lights' values now xor to 0");
    }

    // By the rules: every light on, every corner x1 <= x2, y1 <= y2 in that order, kept when the reference's table
    // (the game searched on the 4 x 4 board) says the board it leaves is lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const std::vector<Light>& lights) {
        const BoardTable& table = reference_table();
        BoardRules::Board board = 0;
        for (const Light& light : lights) board |= table.rules().bit(light.x, light.y);
        std::vector<std::string> moves;
        for (const Light& light : lights)
            for (long long x1 = 1; x1 <= light.x; ++x1)
                for (long long y1 = 1; y1 <= light.y; ++y1) {
                    const Corners move = {light.x, light.y, x1, y1};
                    if (table.grundy(board ^ table.rules().corners(x1, y1, light.x, light.y)) == 0)
                        moves.push_back(corners_text(move));
                }
        return moves;
    }
};

}  // namespace switch_lights

#endif

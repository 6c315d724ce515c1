// POJ 2931 on the command line: nobody is to move in its question, so --moves gives the certificate of each answer,
// the 4th tower that separates C1 from C2 (the simplest number between -value(C2) and -value(C1)), and --explain the
// values and each player's best move in C1 and C2 (C++17, never judged). O(cubes^2 / 32) a case. Tested in-process
// against moves_by_rules, which tries every 4th tower T by height and searches both games by the rules.
#ifndef PROCRASTINATION_MOVES_HPP
#define PROCRASTINATION_MOVES_HPP

#include <algorithm>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace procrastination {

// Each cube a player may take is valued by valuing its tower anew: towers of 1000 cubes keep a case well under a
// second.
const long long max_tower_with_moves = 1000;

// The simplest number x with low < x <= high (low < high): the one born first, unique in any interval. A Hackenbush
// string's length is its value's birthday, so it is the value of the shortest tower in that range.
inline gamecore::Dyadic simplest_above_at_most(const gamecore::Dyadic& low, const gamecore::Dyadic& high) {
    using gamecore::Dyadic;
    if (low.sign() < 0 && high.sign() >= 0) return Dyadic();
    if (low.sign() >= 0) {
        const Dyadic next = low.floor() + Dyadic(1);  // the least integer above low
        if (next <= high) return next;
    } else {
        const Dyadic last = high.floor();  // the greatest integer at most high
        if (low < last) return last;
    }
    // No integer between: the least k with a multiple of 2^-k in (low, high], found by halving (more k, more such
    // multiples), and at that k there is only one.
    std::size_t least = 1, most = std::max(low.exponent(), high.exponent());
    auto first_above = [&](std::size_t k) { return (low.times_power_of_two(static_cast<long long>(k)).floor() +
                                                    Dyadic(1)).times_power_of_two(-static_cast<long long>(k)); };
    while (least < most) {
        const std::size_t middle = least + (most - least) / 2;
        if (first_above(middle) <= high) most = middle;
        else least = middle + 1;
    }
    return first_above(least);
}

// The tower of value x (Berlekamp's rule): an integer n is |n| cubes of its sign's colour; a + 0.b1b2...bk (bk = 1)
// above 0 is a + 1 white cubes, a black one, then a white cube for each bit b1..b(k-1) that is 1, a black one for 0;
// below 0 the same for -x with the colours swapped.
inline Tower tower_of_value(const gamecore::Dyadic& x) {
    using gamecore::Dyadic;
    if (x.sign() < 0) {
        Tower tower = tower_of_value(-x);
        for (std::size_t i = 0; i < tower.size(); ++i) tower[i] = !tower[i];
        return tower;
    }
    const Dyadic whole = x.floor();
    long long units = 0;
    whole.to_integer(units);  // the limits keep it small
    if (x.exponent() == 0) return Tower(static_cast<std::size_t>(units), 1);
    Tower tower(static_cast<std::size_t>(units + 1), 1);
    tower.push_back(0);
    Dyadic fraction = x - whole;
    for (std::size_t bit = 1; bit < x.exponent(); ++bit) {
        fraction = fraction.times_power_of_two(1);
        const bool one = fraction >= Dyadic(1);
        if (one) fraction -= Dyadic(1);
        tower.push_back(one ? 1 : 0);
    }
    return tower;
}

inline std::string tower_letters(const Tower& tower) {
    if (tower.empty()) return "-";
    std::string letters;
    for (std::size_t i = 0; i < tower.size(); ++i) letters += tower[i] ? 'W' : 'B';
    return letters;
}

// The separating tower when value(C1) = v1 < v2 = value(C2), the certificate of a "No"; false for a "Yes".
inline bool separating_tower(const gamecore::Dyadic& v1, const gamecore::Dyadic& v2, Tower& tower) {
    if (v1 >= v2) return false;
    tower = tower_of_value(simplest_above_at_most(-v2, -v1));
    return true;
}

inline std::string certificate(const Configuration& c1, const Configuration& c2) {
    Tower tower;
    return separating_tower(configuration_value(c1), configuration_value(c2), tower) ? "no " + tower_letters(tower)
                                                                                     : "yes";
}

// A configuration's towers valued once: the explanation reads each value several times.
struct ValuedConfiguration {
    const Configuration& towers;
    gamecore::Dyadic tower[3], total;
    explicit ValuedConfiguration(const Configuration& c) : towers(c) {
        for (int t = 0; t < 3; ++t) {
            tower[t] = tower_value(c.towers[t]);
            total += tower[t];
        }
    }
};

// A player's best move in a configuration: the cube of their colour whose removal (with the cubes above it) leaves
// the value best for them, the largest for white, the smallest for black; the lowest tower and cube on a tie.
inline std::string best_move(const ValuedConfiguration& c, bool white) {
    bool found = false;
    gamecore::Dyadic best;
    std::string move;
    for (int t = 0; t < 3; ++t) {
        const Tower& tower = c.towers.towers[t];
        for (std::size_t cube = 0; cube < tower.size(); ++cube) {
            if ((tower[cube] != 0) != white) continue;
            const gamecore::Dyadic value =
                c.total - c.tower[t] + tower_value(Tower(tower.begin(), tower.begin() + static_cast<std::ptrdiff_t>(cube)));
            if (found && (white ? value <= best : value >= best)) continue;
            found = true;
            best = value;
            move = "takes cube " + std::to_string(cube + 1) + " of tower " + std::to_string(t + 1) + ", leaving " +
                   value.to_string();
        }
    }
    return found ? move : "has none";
}

inline std::string configuration_text(const char* name, const ValuedConfiguration& c) {
    return std::string(name) + " is worth " + c.total.to_string() + " (towers " + c.tower[0].to_string() + ", " +
           c.tower[1].to_string() + ", " + c.tower[2].to_string() + "; white's best move " + best_move(c, true) +
           ", black's " + best_move(c, false) + ")";
}

// Nobody is to move in a case: its --moves line is a certificate, its --explain line the case's own (explain_line).
// No judge_outcomes: the judge's answer compares C1 with C2 and names no winner.
struct Moves : gamesuite::CaseMoves<Limits> {
    // Nobody is to move in the judge's question, so --help says what the lines are instead of "win" and "lose".
    static constexpr const char* no_play = "a case compares two positions, so nobody is to move: --moves and --explain give the comparison's certificate";
    static constexpr const char* moves_help =
        "Instead of the judge's answers, per case the certificate of the answer:\n"
        "'yes' when no 4th tower separates C1 from C2, else 'no T', T the shortest\n"
        "4th tower (bottom to top in letters W and B, '-' if empty) for which\n"
        "(C2, T) is a W-configuration and (C1, T) is not. Towers of at most 1000 cubes";
    static constexpr const char* explain_help =
        "Instead of the judge's answers, per case: the values of C1 and C2, each\n"
        "player's best move in each, and the 4th tower that separates them, if any";
    static constexpr const char* notation =
        "the certificate: 'yes' when no 4th tower separates C1 from C2, else 'no T', T the shortest 4th tower (bottom "
        "to top in letters W and B, '-' if empty) for which (C2, T) is a W-configuration and (C1, T) is not";

    static Limits moves_limits(Limits limits) {
        limits.max_tower = std::min(limits.max_tower, max_tower_with_moves);
        limits.max_configuration = std::min(limits.max_configuration, 3 * max_tower_with_moves);
        return limits;
    }

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output&, PerCase& per_case) {
        for_each_test_case(in, limits, per_case);
    }

    gamesuite::MoveList moves(const TestCase& test) {
        return gamesuite::MoveList::certificate(certificate(test.first, test.second));
    }

    void explain(gamesuite::CaseLines& lines, const TestCase& test) {
        const ValuedConfiguration c1(test.first), c2(test.second);
        const std::string values = configuration_text("C1", c1) + " and " + configuration_text("C2", c2);
        Tower tower;
        const std::string header = "case " + std::to_string(++cases_) + ": Test " + std::to_string(test.number);
        if (!separating_tower(c1.total, c2.total, tower)) {
            lines.explain_line(header + ": Yes: " + values + ": C1 >= C2, so every 4th tower T that wins (C2, T) for " +
                               "white, value(C2) + value(T) > 0, wins (C1, T) too");
            return;
        }
        const gamecore::Dyadic t = tower_value(tower);
        lines.explain_line(header + ": No: " + values + ": C1 < C2, and T = " + tower_letters(tower) + ", worth " +
                           t.to_string() + ", separates them: (C2, T) is worth " + (c2.total + t).to_string() +
                           " > 0, won by white whoever moves first; (C1, T) is worth " + (c1.total + t).to_string() +
                           " <= 0, which white moving first loses");
    }

    // By the definition: every 4th tower T in the order of the reference's codes (by height, then colours), the
    // first for which the search finds (C2, T) a W-configuration and (C1, T) not; none up to the height that matters
    // is "yes".
    gamesuite::MoveList moves_by_rules(const TestCase& test) {
        ProcrastinationSearch& search = rules_search();
        const int height = fourth_height_that_matters(test.first, test.second);
        for (unsigned code = 1; code < (1u << (height + 1)); ++code)
            if (is_w_configuration(search, test.second, code) && !is_w_configuration(search, test.first, code)) {
                Tower tower(static_cast<std::size_t>(encoded_height(code)));
                for (std::size_t i = 0; i < tower.size(); ++i) tower[i] = (code >> i) & 1u;
                return gamesuite::MoveList::certificate("no " + tower_letters(tower));
            }
        return gamesuite::MoveList::certificate("yes");
    }

private:
    // One search for every input the process reads.
    static ProcrastinationSearch& rules_search() {
        static ProcrastinationSearch search((ProcrastinationRules()));
        return search;
    }

    long long cases_ = 0;  // --explain's cases so far, numbered from 1
};

}  // namespace procrastination

#endif

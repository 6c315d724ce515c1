// HDU 3544 Alice's Game on the command line: --moves lists Alice's winning first cuts, --explain gives the values
// (C++17, never judged). O(log^2 side) a bar plus O(1) a listed cut. Tested in-process against moves_by_rules,
// which tries every cut on the search, and in tests.cpp against every cut valued one by one on larger bars.
#ifndef CUTCAKE_MOVES_HPP
#define CUTCAKE_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace cutcake {

typedef __int128 Wide;  // a case's total: up to 10^6 bars of values below 2^63

inline int bit_length_less_one(unsigned long long n) {  // e(n): 2^e(n) <= n < 2^(e(n) + 1)
    int e = 0;
    while (n >> (e + 1)) ++e;
    return e;
}

// The parts A <= X - A of an X x Y bar whose cut is worth at least `need`: f(A) = v(A, Y) + v(X - A, Y) >= need,
// A ascending, stopping a little past `wanted`. With k = e(Y) and e(A), e(X - A) fixed, v(A, Y) is a constant
// when e(A) <= k and floor(A / 2^k) - 1 above it (solver.hpp), and so is v(X - A, Y). So between the points where
// e(A) or e(X - A) changes, f is constant, monotone (one part constant, the other a floor), or, with both parts
// above k, floor(X / 2^k) - 2 less 1 where A mod 2^k > X mod 2^k: each stretch is read in O(log) or per cut listed.
inline void winning_parts(long long x, long long y, Wide need, std::size_t wanted, std::vector<long long>& parts) {
    auto f = [&](long long a) { return Wide(cutcake_value(a, y)) + Wide(cutcake_value(x - a, y)); };
    const long long half = x / 2;
    std::vector<long long> starts(1, 1);  // where a stretch begins
    for (int j = 1; j < 63; ++j) {
        const long long power = 1LL << j;
        if (power <= half) starts.push_back(power);                              // e(A) becomes j
        if (x - power + 1 >= 1 && x - power + 1 <= half) starts.push_back(x - power + 1);  // e(X - A) below j
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    const int k = bit_length_less_one(static_cast<unsigned long long>(y));
    const long long m = 1LL << k;
    auto emit = [&](long long a) {
        parts.push_back(a);
        return parts.size() <= wanted;
    };
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const long long low = starts[i], high = i + 1 < starts.size() ? starts[i + 1] - 1 : half;
        if (low > high) continue;
        const bool a_above = bit_length_less_one(static_cast<unsigned long long>(low)) > k;
        const bool rest_above = bit_length_less_one(static_cast<unsigned long long>(x - low)) > k;
        long long first = low, last = high;
        if (a_above && rest_above) {
            for (long long a = low; a <= high;) {
                if (f(a) >= need) {
                    if (!emit(a)) return;
                    ++a;
                } else if ((a / m + 1) * m > high || f((a / m + 1) * m) < need) {
                    break;  // past the best residues nothing in the stretch reaches `need`
                } else {
                    a = (a / m + 1) * m;
                }
            }
            continue;
        }
        if (!a_above && rest_above) {  // non-increasing: the cuts form a prefix
            if (f(low) < need) continue;
            long long lo = low, hi = high;
            while (lo < hi) {
                const long long mid = lo + (hi - lo + 1) / 2;
                if (f(mid) >= need) lo = mid;
                else hi = mid - 1;
            }
            last = lo;
        } else if (a_above && !rest_above) {  // non-decreasing: a suffix
            if (f(high) < need) continue;
            long long lo = low, hi = high;
            while (lo < hi) {
                const long long mid = lo + (hi - lo) / 2;
                if (f(mid) >= need) hi = mid;
                else lo = mid + 1;
            }
            first = lo;
        } else if (f(low) < need) {  // constant
            continue;
        }
        for (long long a = first; a <= last; ++a)
            if (!emit(a)) return;
    }
}

// A case's bars as the parser hands them.
struct Bars {
    void clear() { bars.clear(); }
    void add_bar(long long x, long long y) { bars.push_back({x, y}); }
    Wide total() const {
        Wide sum = 0;
        for (const auto& [x, y] : bars) sum += cutcake_value(x, y);
        return sum;
    }
    std::vector<std::pair<long long, long long>> bars;
};

// Alice's winning cuts as (bar, A): those after which the total is at least 0, lost for Bob to move (an integer game
// is lost by whoever moves first at 0, by Bob whoever moves when positive); past max_listed_moves a few more.
inline std::vector<std::pair<std::size_t, long long>> winning_cuts(const Bars& case_bars) {
    const Wide total = case_bars.total();
    std::vector<std::pair<std::size_t, long long>> cuts;
    for (std::size_t i = 0; i < case_bars.bars.size() && cuts.size() <= gamesuite::max_listed_moves; ++i) {
        const auto [x, y] = case_bars.bars[i];
        std::vector<long long> parts;
        winning_parts(x, y, Wide(cutcake_value(x, y)) - total, gamesuite::max_listed_moves, parts);
        for (long long a : parts) cuts.push_back({i, a});
    }
    return cuts;
}

inline std::string wide_text(Wide v) {
    if (v == 0) return "0";
    const bool negative = v < 0;
    std::string digits;
    for (; v != 0; v /= 10) digits += static_cast<char>('0' + static_cast<int>(negative ? -(v % 10) : v % 10));
    if (negative) digits += '-';
    return std::string(digits.rbegin(), digits.rend());
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "B:A+C, Alice's first cut of bar B (numbered from 1) along X into A x Y and C x Y, A <= C; bar by bar, A "
        "ascending";
    static constexpr bool long_lists = true;

    // The parser hands a case bar by bar (answer_cases' Position): a case's position is its Bars.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Position : Bars {
            explicit Position(PerCase& per_case) : per_case(per_case) {}
            bool first_player_wins() { return per_case(static_cast<const Bars&>(*this)); }
            PerCase& per_case;
        } position(per_case);
        answer_cases(in, limits, out, position);
    }
    // A line "Case k: Alice" or "Case k: Bob", the winner with Alice moving first.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            const std::size_t colon = line.find(": ");
            if (line.rfind("Case ", 0) != 0 || colon == std::string::npos)
                throw std::runtime_error("the judge answer '" + line + "' is no 'Case k: <winner>'");
            return gamesuite::outcome_of_words(line.substr(colon + 2), "Alice", "Bob");
        });
    }

    gamesuite::MoveList moves(const Bars& bars) {
        std::vector<std::string> moves;
        for (const auto& [bar, a] : winning_cuts(bars))
            moves.push_back(gamesuite::pile_split(bar, a, bars.bars[bar].first - a));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Bars& case_bars) {
        const std::vector<std::pair<long long, long long>>& bars = case_bars.bars;
        std::vector<long long> values;
        for (const auto& [x, y] : bars) values.push_back(cutcake_value(x, y));
        const Wide sum = case_bars.total();
        const std::string why = "each bar is an integer, the free cuts it is worth to Alice (negative: to Bob), "
                                "and the bars total " + gamesuite::sum_expression(values) + " = " + wide_text(sum);
        const auto cuts = winning_cuts(case_bars);
        if (cuts.empty()) {
            lines.explain_loss(why + ", not above 0: every cut of Alice's leaves Bob a total below 0, his win");
            return;
        }
        const auto [bar, a] = cuts.front();
        const auto [x, y] = bars[bar];
        const Wide after = sum - cutcake_value(x, y) + cutcake_value(a, y) + cutcake_value(x - a, y);
        lines.explain_win(why + ", above 0", gamesuite::pile_split(bar, a, x - a),
                          "cut bar " + std::to_string(bar + 1) + " into " + std::to_string(a) + " x " +
                              std::to_string(y) + " and " + std::to_string(x - a) + " x " + std::to_string(y),
                          "the total is then " + wide_text(after) + ", at least 0 with Bob to move: he loses");
    }

    // By the rules: every cut of every bar along X (A and X - A the same cut), kept when the search finds Bob, to
    // move after it, lost.
    gamesuite::MoveList moves_by_rules(const Bars& case_bars) {
        static CutcakeSearch search;  // one memo for every input the process reads
        const std::vector<std::pair<long long, long long>>& bars = case_bars.bars;
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < bars.size(); ++i)
            for (long long a = 1; a <= bars[i].first / 2; ++a) {
                std::vector<CutcakeSearch::Bar> after(bars.begin(), bars.end());
                after[i] = {a, bars[i].second};
                after.push_back({bars[i].first - a, bars[i].second});
                if (!search.wins(CutcakeSearch::position_of(after), bob_moves))
                    moves.push_back(gamesuite::pile_split(i, a, bars[i].first - a));
            }
        return moves;
    }
};

}  // namespace cutcake

#endif

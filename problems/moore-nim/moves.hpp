// POJ 2315 Football Game on the command line: --moves lists the winning kicks of the true game (the exact method,
// never the judge's formula), --explain says why (C++17, never judged). By the exact method's way (exact.hpp): O(N)
// or O(N log N) for the proven rules, O(N) a listed move for Moore's Nim, the box search's size for the search.
// Tested in-process and in tests.cpp against moves_by_rules (kicks_by_rules), which tries every legal kick on the
// rules' search.
#ifndef MOORE_NIM_MOVES_HPP
#define MOORE_NIM_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/exact_shorthand.hpp"
#include "cli/play.hpp"
#include "exact.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace moore_nim {

// The order of --moves: of two positions after a move (turns per ball, input order), the first is the one with a 0
// at the highest binary digit where they differ, at the first ball that differs there. x(i) and y(i) are the turns
// of ball i, i < balls.
template <class X, class Y>
bool column_order_less_by(std::size_t balls, X x, Y y) {
    unsigned long long highest = 0;
    for (std::size_t i = 0; i < balls; ++i) highest |= static_cast<unsigned long long>(x(i) ^ y(i));
    if (highest == 0) return false;
    int digit = 63;
    while ((highest >> digit & 1) == 0) --digit;
    for (std::size_t i = 0; i < balls; ++i)
        if ((static_cast<unsigned long long>(x(i) ^ y(i)) >> digit & 1) != 0) return (x(i) >> digit & 1) == 0;
    return false;
}

inline bool column_order_less(const std::vector<long long>& x, const std::vector<long long>& y) {
    return column_order_less_by(x.size(), [&](std::size_t i) { return x[i]; }, [&](std::size_t i) { return y[i]; });
}

// One kick: the balls it moves (index, turns left), ascending by ball.
typedef std::vector<std::pair<std::size_t, long long>> Kick;

inline std::string kick_text(const Kick& kick) {
    std::string text;
    for (const auto& [ball, left] : kick) text += (text.empty() ? "" : "/") + gamesuite::pile_left(ball, left);
    return text;
}

inline std::vector<long long> heaps_after(const std::vector<long long>& heaps, const Kick& kick) {
    std::vector<long long> after(heaps);
    for (const auto& [ball, left] : kick) after[ball] = left;
    return after;
}

inline Kick kick_between(const std::vector<long long>& heaps, const std::vector<long long>& after) {
    Kick kick;
    for (std::size_t i = 0; i < heaps.size(); ++i)
        if (after[i] != heaps[i]) kick.push_back({i, after[i]});
    return kick;
}

// At most this many characters of kicks a line (64 MiB): a kick of 10^5 balls is a megabyte.
const std::size_t most_characters = std::size_t(1) << 26;

// The winning kicks found so far, in order, as --moves writes them; `full` once `wanted` of them or the text budget
// are reached (`cut` in the second case).
struct KickList {
    std::size_t wanted;
    std::vector<std::string> texts;
    Kick first;  // the first kick, as balls and turns
    std::size_t characters = 0;
    bool cut = false;

    explicit KickList(std::size_t wanted_) : wanted(wanted_) {}
    bool full() const { return cut || texts.size() >= wanted; }
    void add(const Kick& kick) {
        if (full()) return;
        if (!texts.empty() && characters > most_characters) {
            cut = true;
            return;
        }
        if (texts.empty()) first = kick;
        texts.push_back(kick_text(kick));
        characters += texts.back().size() + 1;
    }
};

// Moore's Nim_M, r >= every heap (exact.hpp's way_uncapped): a kick wins iff it leaves every binary digit holding a
// multiple of M + 1 ones. Built digit by digit from the highest, ball by ball within a digit, 0 before 1: each ball
// is "tight" (equal to its turns so far, unkicked) or "free" (kicked: already lowered at a higher digit, so its lower
// digits are its own). At a digit a free ball writes 0 or 1; a tight ball with a 0 writes 0; a tight ball with a 1
// writes 1 or is kicked there, writing 0 (it joins the free ones; at most M are kicked). A digit is complete when its
// ones are a multiple of M + 1. Every digit can be completed, whatever was chosen above (Moore's proof, statement.md:
// with f free balls and t tight ones, t mod (M + 1) = u, kick u tight ones if u <= M - f, else set M + 1 - u <= f
// free ones), so the walk never enters a dead branch: within a digit the choices left reach an interval of counts,
// and it enters a choice only when that interval holds a multiple of M + 1. The kicks come out in --moves order.
class MooreKicks {
public:
    MooreKicks(const std::vector<long long>& heaps, long long kick, KickList& list)
        : heaps_(heaps), left_(heaps), free_(heaps.size(), 0), kick_(kick), list_(list) {
        long long largest = 0;
        for (long long heap : heaps) largest = std::max(largest, heap);
        top_ = -1;
        while (top_ < 62 && (largest >> (top_ + 1)) != 0) ++top_;
        for (int digit = 0; digit <= top_; ++digit) {
            tight_ones_[digit] = 0;
            for (long long heap : heaps) tight_ones_[digit] += heap >> digit & 1;
        }
    }

    void run() {
        if (top_ >= 0) digit_choices(top_);
    }

private:
    struct Choice {
        std::size_t ball;
        bool tight;  // a tight ball with a 1 (a 0 writes: kicked here); else a free ball
    };

    // Every completion of digits `digit` down to 0, in order.
    void digit_choices(int digit) {
        if (list_.full()) return;
        if (digit < 0) {
            if (kicked_.empty()) return;  // nothing kicked: the start itself, when it is lost
            Kick kick;
            for (std::size_t ball : kicked_) kick.push_back({ball, left_[ball]});
            std::sort(kick.begin(), kick.end());
            list_.add(kick);
            return;
        }
        const long long budget = kick_ - static_cast<long long>(kicked_.size());
        // The balls with a choice here, in input order; with no kick left the tight ones only write their digit.
        std::vector<Choice> choices;
        long long fixed_ones = 0;
        if (budget == 0) {
            std::vector<std::size_t> order(kicked_);
            std::sort(order.begin(), order.end());
            for (std::size_t ball : order) choices.push_back({ball, false});
            fixed_ones = tight_ones_[digit];
        } else {
            for (std::size_t ball = 0; ball < heaps_.size(); ++ball) {
                if (free_[ball]) choices.push_back({ball, false});
                else if (heaps_[ball] >> digit & 1) choices.push_back({ball, true});
            }
        }
        const std::size_t n = choices.size();
        std::vector<long long> free_after(n + 1, 0), tight_after(n + 1, 0);
        for (std::size_t k = n; k-- > 0;) {
            free_after[k] = free_after[k + 1] + !choices[k].tight;
            tight_after[k] = tight_after[k + 1] + choices[k].tight;
        }
        // Can choices k.. complete the digit, `ones` written and `kicks` made before them?
        const long long modulus = kick_ + 1;
        auto completes = [&](std::size_t k, long long ones, long long kicks) {
            if (kicks > budget) return false;
            const long long most_kicks = std::min(tight_after[k], budget - kicks);
            const long long low = ones + tight_after[k] - most_kicks, high = ones + tight_after[k] + free_after[k];
            return (low + modulus - 1) / modulus * modulus <= high;
        };
        // bits[k]: what choice k writes; ones[k], kicks[k]: before choice k.
        std::vector<char> bits(n, 0);
        std::vector<long long> ones(n + 1, fixed_ones), kicks(n + 1, 0);
        auto step = [&](std::size_t k, char bit) {
            ones[k + 1] = ones[k] + bit;
            kicks[k + 1] = kicks[k] + (choices[k].tight && bit == 0);
        };
        // The first pattern from k on (one always exists where completes() said so).
        auto first_from = [&](std::size_t k) {
            for (; k < n; ++k) {
                const char bit = completes(k + 1, ones[k], kicks[k] + choices[k].tight) ? 0 : 1;
                bits[k] = bit;
                step(k, bit);
            }
        };
        first_from(0);
        for (;;) {
            apply(choices, bits, digit);
            digit_choices(digit - 1);
            undo(choices, bits, digit);
            if (list_.full()) return;
            std::size_t k = n;  // the last 0 that can become a 1
            while (k > 0 && (bits[k - 1] == 1 || !completes(k, ones[k - 1] + 1, kicks[k - 1]))) --k;
            if (k == 0) return;
            bits[k - 1] = 1;
            step(k - 1, 1);
            first_from(k);
        }
    }

    void apply(const std::vector<Choice>& choices, const std::vector<char>& bits, int digit) {
        for (std::size_t k = 0; k < choices.size(); ++k) {
            const std::size_t ball = choices[k].ball;
            if (!choices[k].tight) {
                left_[ball] |= static_cast<long long>(bits[k]) << digit;
            } else if (bits[k] == 0) {  // kicked here: the digits above stay, this one and those below are free
                free_[ball] = 1;
                kicked_.push_back(ball);
                left_[ball] = heaps_[ball] >> (digit + 1) << (digit + 1);
                for (int below = 0; below < digit; ++below) tight_ones_[below] -= heaps_[ball] >> below & 1;
            }
        }
    }

    void undo(const std::vector<Choice>& choices, const std::vector<char>& bits, int digit) {
        for (std::size_t k = choices.size(); k-- > 0;) {
            const std::size_t ball = choices[k].ball;
            if (!choices[k].tight) {
                left_[ball] &= ~(1LL << digit);
            } else if (bits[k] == 0) {
                free_[ball] = 0;
                kicked_.pop_back();
                left_[ball] = heaps_[ball];
                for (int below = 0; below < digit; ++below) tight_ones_[below] += heaps_[ball] >> below & 1;
            }
        }
    }

    const std::vector<long long>& heaps_;
    std::vector<long long> left_;
    std::vector<char> free_;
    std::vector<std::size_t> kicked_;  // in the order kicked
    long long tight_ones_[63];         // per digit: the tight balls with a 1 there
    long long kick_;
    int top_;
    KickList& list_;
};

// Every kick from the start of the box search (exact.hpp's way_search) that reaches a position it finds lost, as the
// turns of the balls off the goal (`balls` says which) after it.
inline std::vector<std::vector<long long>> kicks_by_box_search(const Case& c, std::vector<std::size_t>& balls) {
    const BoxSearch box(c.heaps, c.kick, c.cap);
    std::vector<long long> start;
    balls.clear();
    for (std::size_t i = 0; i < c.heaps.size(); ++i)
        if (c.heaps[i] > 0) {
            balls.push_back(i);
            start.push_back(c.heaps[i]);
        }
    std::vector<std::vector<long long>> winning;
    std::vector<long long> after(start);
    // Kick one more ball from `first` on, and up to `left` - 1 after it.
    auto visit = [&](auto& self, std::size_t first, long long left) -> void {
        for (std::size_t i = first; i < start.size(); ++i) {
            for (long long take = 1; take <= c.cap && take <= start[i]; ++take) {
                after[i] = start[i] - take;
                if (box.lost_at(after)) winning.push_back(after);
                if (left > 1) self(self, i + 1, left - 1);
            }
            after[i] = start[i];
        }
    };
    visit(visit, 0, c.kick);
    return winning;
}

// The kicks of way_few_balls leave every ball off the goal in one residue class c mod (r + 1): each ball whose turns
// are not c mod (r + 1) is kicked (b - c) mod (r + 1) turns, which it needs to have. The turns ball i is left with,
// negative when it has too few.
inline long long few_balls_left(const Case& c, long long residue, std::size_t i) {
    if (c.heaps[i] == 0) return 0;
    return c.heaps[i] - ((c.heaps[i] % (c.cap + 1)) - residue + c.cap + 1) % (c.cap + 1);
}

inline bool few_balls_reaches(const Case& c, long long residue) {
    for (std::size_t i = 0; i < c.heaps.size(); ++i)
        if (few_balls_left(c, residue, i) < 0) return false;
    return true;
}

// The winning kicks of the true game, in --moves order, by the exact method's way (exact.hpp; an error out of its
// reach, as --exact). Every way's kicks are the kicks into the lost positions its rule describes:
//   M = 1: Nim on values A mod (r + 1); a ball's kicks reach every value but its own that is at most r and needs at
//     most A turns, so at most one per ball, to value v xor (the sum). Ordered by the highest digit it changes
//     (highest first), then by ball.
//   at most M balls off the goal: lost iff every residue is 0; a kick changes the residue of each ball it moves, so
//     the only winning kick takes every ball's residue.
//   M + 1 balls off the goal: lost iff the residues are all equal (counting a ball in the goal as 0): one kick per
//     residue c some ball has (few_balls_left), if every ball kicked has the turns it needs. O(K^2 log K) to order
//     them, irrelevant at the judge's 31 balls.
//   r >= every A_i: Moore's Nim_M, MooreKicks.  Otherwise: the box search's kicks (kicks_by_box_search).
inline void winning_kicks(const Case& c, KickList& list) {
    const ExactWay way = exact_way(c);
    if (way == way_out_of_reach) alice_wins_exactly(c);  // throws the exact method's error
    if (way == way_no_kick) return;
    if (way == way_uncapped) {
        MooreKicks(c.heaps, c.kick, list).run();
        return;
    }
    if (way == way_one_ball_a_kick) {
        const long long modulus = c.cap + 1;
        long long sum = 0;
        for (long long heap : c.heaps) sum ^= heap % modulus;
        std::vector<std::pair<std::pair<int, std::size_t>, long long>> keyed;  // ((-highest digit, ball), left)
        for (std::size_t i = 0; i < c.heaps.size() && sum != 0; ++i) {
            const long long value = c.heaps[i] % modulus, target = value ^ sum;
            const long long take = (value - target + modulus) % modulus;
            if (target > c.cap || take > c.heaps[i]) continue;
            const long long left = c.heaps[i] - take;
            int digit = 62;
            while (((c.heaps[i] ^ left) >> digit & 1) == 0) --digit;
            keyed.push_back({{-digit, i}, left});
        }
        std::sort(keyed.begin(), keyed.end());
        for (const auto& k : keyed) list.add(Kick{{k.first.second, k.second}});
        return;
    }
    if (way == way_few_balls) {
        long long off_goal = 0;
        std::vector<long long> residues, reached;
        for (long long heap : c.heaps)
            if (heap > 0) {
                ++off_goal;
                residues.push_back(heap % (c.cap + 1));
            }
        std::sort(residues.begin(), residues.end());
        residues.erase(std::unique(residues.begin(), residues.end()), residues.end());
        if (off_goal <= c.kick) {
            if (!residues.empty() && residues.back() != 0) reached.push_back(0);  // always reachable
        } else if (residues.size() > 1) {
            for (long long residue : residues)
                if (few_balls_reaches(c, residue)) reached.push_back(residue);
        }
        // Ordered without writing the positions out (a position per residue class could be 10^6 balls each).
        const std::size_t shown = std::min(reached.size(), list.wanted);
        auto before = [&](long long x, long long y) {
            return column_order_less_by(c.heaps.size(), [&](std::size_t i) { return few_balls_left(c, x, i); },
                                        [&](std::size_t i) { return few_balls_left(c, y, i); });
        };
        std::partial_sort(reached.begin(), reached.begin() + static_cast<std::ptrdiff_t>(shown), reached.end(),
                          before);
        for (std::size_t i = 0; i < shown && !list.full(); ++i) {
            Kick kick;
            for (std::size_t ball = 0; ball < c.heaps.size(); ++ball)
                if (few_balls_left(c, reached[i], ball) != c.heaps[ball])
                    kick.push_back({ball, few_balls_left(c, reached[i], ball)});
            list.add(kick);
        }
        return;
    }
    // The balls in the goal are the same in every kick: the order is the one of the balls off it.
    std::vector<std::size_t> balls;
    std::vector<std::vector<long long>> afters = kicks_by_box_search(c, balls);
    const std::size_t shown = std::min(afters.size(), list.wanted);
    std::partial_sort(afters.begin(), afters.begin() + static_cast<std::ptrdiff_t>(shown), afters.end(),
                      column_order_less);
    for (std::size_t i = 0; i < shown; ++i) {
        Kick kick;
        for (std::size_t k = 0; k < balls.size(); ++k)
            if (afters[i][k] != c.heaps[balls[k]]) kick.push_back({balls[k], afters[i][k]});
        list.add(kick);
    }
}

// --moves, --explain and --play play the true game: with --method judge they are a bad command line (main.cpp).
inline gamesuite::MovesRefused moves_refused() {
    return {"judge", {"--moves", "--explain", "--play"},
            "--moves, --explain and --play play the true game (the exact method); --method judge has no moves"};
}

// "2^4: 3, 2^3: 1, ..." the ones per binary digit of `heaps`, the highest digit first.
inline std::string digit_counts(const std::vector<long long>& heaps, long long modulus, int& first_bad) {
    long long largest = 0;
    for (long long heap : heaps) largest = std::max(largest, heap);
    int top = 0;
    while (top < 62 && (largest >> (top + 1)) != 0) ++top;
    std::string text;
    first_bad = -1;
    for (int digit = top; digit >= 0; --digit) {
        long long ones = 0;
        for (long long heap : heaps) ones += heap >> digit & 1;
        if (ones % modulus != 0 && first_bad < 0) first_bad = digit;
        text += (text.empty() ? "" : ", ") + std::string("2^") + std::to_string(digit) + ": " + std::to_string(ones);
    }
    return text;
}

inline std::string numbers(const std::vector<long long>& values) {
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values.size() > 12 && i == 6) {
            text += ", ... (" + std::to_string(values.size()) + " balls)";
            i = values.size() - 6;
        }
        text += (text.empty() ? "" : ", ") + std::to_string(values[i]);
    }
    return text;
}

// By the rules: every set of 1 to M balls off the goal, each kicked 1 to min(r, its turns) turns, kept when the
// reference's search finds the position after it lost for the player then to move; sorted into --moves order.
// `search` plays by c's M and r.
inline std::vector<std::string> kicks_by_rules(const Case& c, gamecore::GameSearch<CappedMooreRules>& search) {
    std::vector<std::vector<long long>> winning;
    std::vector<long long> after(c.heaps);
    auto visit = [&](auto& self, std::size_t first, long long left) -> void {
        for (std::size_t i = first; i < c.heaps.size(); ++i) {
            for (long long take = 1; take <= c.cap && take <= c.heaps[i]; ++take) {
                after[i] = c.heaps[i] - take;
                if (!search.wins(CappedMooreRules::position_of(after))) winning.push_back(after);
                if (left > 1) self(self, i + 1, left - 1);
            }
            after[i] = c.heaps[i];
        }
    };
    visit(visit, 0, c.kick);
    std::sort(winning.begin(), winning.end(), column_order_less);
    std::vector<std::string> kicks;
    for (const std::vector<long long>& position : winning) kicks.push_back(kick_text(kick_between(c.heaps, position)));
    return kicks;
}

inline std::vector<std::string> kicks_by_rules(const Case& c) {
    const CappedMooreRules rules = {c.kick, c.cap};
    gamecore::GameSearch<CappedMooreRules> search(rules);
    return kicks_by_rules(c, search);
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "B:T/B:T/..., each ball kicked (B counted from 1, ascending) left T whole turns from the goal (0: in it), "
        "in the true game (as --exact); in the order Moore's rule reads positions: by the binary digits of the turns "
        "left, the highest digit first and ball by ball within a digit, a 0 before a 1; past 64 MiB of text a line "
        "stops early with ' ...'";
    static constexpr bool long_lists = true;
    // Each position met in a scripted game is searched afresh (kicks_by_rules): 12 seeds took 3.8 s under the
    // sanitizers (seeds 9 and 10 start from the largest boxes), 8 take under a second.
    static constexpr int play_checked_seeds = 8;

    // Alice moves first. The judge's formula (solver.hpp) is not the true game everywhere (exact.hpp), but it is a
    // theorem in every family the generator's stress cases come from.
    static constexpr gamesuite::AnswerWords answer_words = {"Alice", "Bob"};

    gamesuite::MoveList moves(const Case& c) {
        KickList list(gamesuite::max_listed_moves + 1);
        winning_kicks(c, list);
        return gamesuite::MoveList(list.texts, list.cut);
    }

    void explain(gamesuite::CaseLines& lines, const Case& c) {
        const ExactWay way = exact_way(c);
        KickList list(1);
        winning_kicks(c, list);  // the error out of reach, first
        const std::string turns = c.heaps.size() == 1
                                      ? "the ball is " + gamesuite::counted(c.heaps[0], "whole turn") + " from the goal"
                                      : "the balls are " + numbers(c.heaps) + " whole turns from the goal";
        const long long modulus = c.cap + 1;
        std::vector<long long> residues;
        for (long long heap : c.heaps) residues.push_back(heap % modulus);
        long long off_goal = 0;
        for (long long heap : c.heaps) off_goal += heap > 0;
        std::string why, after_why;
        switch (way) {
        case way_no_kick:
            why = "no kick rolls a ball a whole turn (r = floor(L / (2 pi R)) = 0): Alice cannot move";
            break;
        case way_one_ball_a_kick: {
            long long sum = 0;
            for (long long r : residues) sum ^= r;
            why = turns + "; one ball a kick, 1 to r = " + gamesuite::counted(c.cap, "turn") +
                  ", so a ball is worth its turns mod " + std::to_string(modulus) + " (Sprague-Grundy): " +
                  gamesuite::xor_expression(residues, static_cast<unsigned long long>(sum)) +
                  (sum ? ", not 0" : ": every kick changes one value, leaving a nonzero sum");
            after_why = "now the values xor to 0, and every kick changes one of them";
            break;
        }
        case way_few_balls:
            if (off_goal <= c.kick) {
                why = turns + "; " + gamesuite::counted(off_goal, "ball") + " off the goal, at most M = " +
                      std::to_string(c.kick) + ", and a kick of 1 to r = " + gamesuite::counted(c.cap, "turn") +
                      " changes a ball's turns mod " + std::to_string(modulus) +
                      ": lost iff each is a multiple of " + std::to_string(modulus) + "; mod " +
                      std::to_string(modulus) + " they are " + numbers(residues);
                after_why = "every ball's turns are a multiple of " + std::to_string(modulus) +
                            ": Bob's kick leaves one that is not, and Alice restores them";
            } else {
                why = turns + "; M + 1 = " + std::to_string(off_goal) +
                      " balls off the goal and a kick moves at most M, so one keeps its turns mod " +
                      std::to_string(modulus) + " while each moved one changes them: lost iff all are equal mod " +
                      std::to_string(modulus) + " (a ball in the goal counting 0); they are " + numbers(residues);
                after_why = "every ball's turns are equal mod " + std::to_string(modulus) +
                            ": Bob's kick breaks that, and Alice restores it";
            }
            break;
        case way_uncapped: {
            int first_bad = -1;
            why = turns + "; r = " + std::to_string(c.cap) + " is no cap (at least every ball's turns): Moore's "
                  "Nim_" + std::to_string(c.kick) + ", lost iff every binary digit holds a multiple of M + 1 = " +
                  std::to_string(c.kick + 1) + " ones; ones per digit: " + digit_counts(c.heaps, c.kick + 1, first_bad);
            why += first_bad >= 0 ? "; digit 2^" + std::to_string(first_bad) + " does not"
                                  : ": a kick of 1 to M balls changes its highest changed digit in 1 to M of them";
            after_why = "now every digit holds a multiple of " + std::to_string(c.kick + 1) +
                        " ones, and any kick breaks the highest digit it changes";
            break;
        }
        default:
            why = turns + "; no proven rule applies (M >= 2, over M + 1 balls off the goal, r = " +
                  std::to_string(c.cap) + " below some ball's turns): a search by the rules of the " +
                  gamecore::readable(search_size(c.heaps, c.kick, c.cap).positions) +
                  " positions below the start finds it " + (list.texts.empty() ? "lost" : "won");
            after_why = "the search finds the position after it lost for Bob";
        }
        if (list.texts.empty()) {
            lines.explain_loss(why);
            return;
        }
        std::string what;
        for (const auto& [ball, left] : list.first)
            what += (what.empty() ? "kick ball " : ", ball ") + std::to_string(ball + 1) + " from " +
                    std::to_string(c.heaps[ball]) + " to " + std::to_string(left) + " turns";
        if (way == way_uncapped) {
            int unused = -1;
            after_why += " (" + digit_counts(heaps_after(c.heaps, list.first), c.kick + 1, unused) + ")";
        }
        lines.explain_win(why, list.texts.front(), what, after_why);
    }

    gamesuite::MoveList moves_by_rules(const Case& c) { return kicks_by_rules(c); }

    // --play: the balls and their turns to the goal; a kick in the --moves notation, checked by the rules.
    static std::string board(const Case& c) {
        return gamesuite::pile_rows(c.heaps, "ball") + "\n  a kick: 1 to " + gamesuite::counted(c.kick, "ball") +
               " (M), each 1 to " + gamesuite::counted(c.cap, "turn") + " (r) nearer the goal";
    }
    static std::string play(const std::string& move, Case& c) {
        std::vector<long long> after(c.heaps);
        std::size_t start = 0, kicked = 0, previous = 0;
        for (;;) {
            const std::size_t slash = std::min(move.find('/', start), move.size());
            std::size_t ball = 0;
            long long left = 0;
            if (!gamesuite::read_pile_left(move.substr(start, slash - start), ball, left))
                return "write B:T/B:T/... (ball B left T turns from the goal), balls ascending";
            if (ball >= c.heaps.size())
                return "there is no ball " + std::to_string(ball + 1) + " (" +
                       gamesuite::counted(c.heaps.size(), "ball") + ")";
            if (kicked > 0 && ball <= previous) return "name the balls in ascending order, each once";
            if (c.heaps[ball] == 0) return "ball " + std::to_string(ball + 1) + " is in the goal already";
            const long long turns = c.heaps[ball] - left;
            if (turns < 1 || turns > c.cap)
                return "ball " + std::to_string(ball + 1) + " is " + gamesuite::counted(c.heaps[ball], "turn") +
                       " from the goal and a kick rolls it 1 to " + gamesuite::counted(c.cap, "turn");
            after[ball] = left;
            previous = ball;
            ++kicked;
            if (slash == move.size()) break;
            start = slash + 1;
        }
        if (static_cast<long long>(kicked) > c.kick)
            return "a kick moves at most M = " + gamesuite::counted(c.kick, "ball");
        c.heaps = after;
        return "";
    }
    // The game that lasts longest: the farthest ball one turn nearer.
    static std::string any_move(const Case& c) { return c.cap < 1 ? "" : gamesuite::longest_nim_move(c.heaps); }
};

}  // namespace moore_nim

#endif

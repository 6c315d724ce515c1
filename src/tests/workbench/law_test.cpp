// The law guesser (workbench/law.hpp) on tables computed from games by their rules: each law found must continue
// the table exactly as the rules do further on, and the decoys (no law, or a law not yet reached) must abstain.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gamecore/grundy.hpp"
#include "gamecore/heap_rules.hpp"
#include "gamecore/octal.hpp"
#include "workbench/law.hpp"

namespace {

using gamesuite::Law;
using gamesuite::ValueTable;
typedef std::vector<std::uint64_t> Cells;

unsigned mex(const std::set<unsigned>& values) {
    unsigned m = 0;
    while (values.count(m)) ++m;
    return m;
}

ValueTable line(const Cells& cells, bool outcomes = false) {
    ValueTable table;
    table.outcomes = outcomes;
    table.rows = 1;
    table.columns = cells.size();
    table.cells = cells;
    return table;
}

template <class Value>
ValueTable line_of(const std::vector<Value>& values, std::size_t length) {
    return line(Cells(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(length)));
}

// The first `side` rows and columns of a square table given by a cell function.
ValueTable box(std::size_t side, const std::function<std::uint64_t(std::size_t, std::size_t)>& cell, bool outcomes) {
    ValueTable table;
    table.two_dimensional = true;
    table.outcomes = outcomes;
    table.rows = table.columns = side;
    for (std::size_t a = 0; a < side; ++a)
        for (std::size_t b = 0; b < side; ++b) table.cells.push_back(cell(a, b));
    return table;
}

std::uint64_t outcome_letter(bool wins) { return wins ? 'N' : 'P'; }

// The guess on `given` continued to `truth`'s size is exactly `truth`.
void predicts(const ValueTable& given, const ValueTable& truth, const std::string& family) {
    const Law law = gamesuite::guess_law(given);
    INFO(gamesuite::describe_law(law));
    REQUIRE(law.found);
    CHECK(law.family == family);
    CHECK_FALSE(law.certified);
    ValueTable predicted;
    REQUIRE(gamesuite::predict_table(given, law, truth.columns, predicted));
    CHECK(predicted.rows == truth.rows);
    CHECK(predicted.columns == truth.columns);
    for (std::size_t i = 0; i < truth.cells.size(); ++i) {
        INFO("cell " << i / truth.columns << ", " << i % truth.columns);
        REQUIRE(predicted.cells[i] == truth.cells[i]);
    }
}

void abstains(const ValueTable& given) {
    const Law law = gamesuite::guess_law(given);
    INFO(gamesuite::describe_law(law));
    CHECK_FALSE(law.found);
    CHECK(law.summary.rfind("no pattern", 0) == 0);
    ValueTable predicted;
    CHECK_FALSE(gamesuite::predict_table(given, law, 2 * given.columns, predicted));
}

std::vector<unsigned> octal(const char* code_text, std::size_t last) {
    gamecore::OctalCode code;
    std::string error;
    REQUIRE(gamecore::parse_octal_code(code_text, code, error));
    return gamecore::octal_grundy_naive(code, last);
}

// Fibonacci Nim and its k-multiple generalisation by their rules: the first move takes 1 .. n - 1, each later one at
// most k times the last. wins[n][c]: the mover wins with n left and at most c to take.
std::vector<bool> k_multiple_first_player_wins(unsigned k, std::size_t last) {
    std::vector<std::vector<char>> wins(last + 1);
    for (std::size_t n = 0; n <= last; ++n) {
        wins[n].assign(n + 1, 0);
        for (std::size_t c = 1; c <= n; ++c) {
            const std::size_t left = n - c, cap = std::min<std::size_t>(k * c, left);
            wins[n][c] = wins[n][c - 1] || left == 0 || !wins[left][cap];
        }
    }
    std::vector<bool> first(last + 1);
    for (std::size_t n = 0; n <= last; ++n) first[n] = n >= 2 && wins[n][n - 1];
    return first;
}

Cells outcome_cells(const std::vector<bool>& wins, std::size_t length) {
    Cells cells;
    for (std::size_t n = 0; n < length; ++n) cells.push_back(outcome_letter(wins[n]));
    return cells;
}

// Wythoff's game with a diagonal move taking x and y from both piles, |x - y| < t (t = 1: Wythoff's own), by its rules.
std::vector<std::vector<bool>> wythoff_wins(std::size_t side, std::size_t t) {
    std::vector<std::vector<bool>> wins(side, std::vector<bool>(side));
    for (std::size_t a = 0; a < side; ++a)
        for (std::size_t b = 0; b < side; ++b) {
            bool win = false;
            for (std::size_t x = 0; x < a && !win; ++x) win = !wins[x][b];
            for (std::size_t y = 0; y < b && !win; ++y) win = !wins[a][y];
            for (std::size_t x = 0; x <= a && !win; ++x)
                for (std::size_t y = 0; y <= b && !win; ++y)
                    if (x + y > 0 && (x > y ? x - y : y - x) < t && x > 0 && y > 0) win = !wins[a - x][b - y];
            wins[a][b] = win;
        }
    return wins;
}

// Coin-turning games on a row of one heads coin n: a move turns it to tails with some coins left of it, an option
// worth the xor of the values of the coins it turns (a coin turned twice is none: the theorem on coin-turning games).
std::vector<unsigned> ruler_values(std::size_t last) {  // coins 1..: turn n and the coins n-k+1 .. n-1
    std::vector<unsigned> g(last + 1, 0);
    for (std::size_t n = 1; n <= last; ++n) {
        std::set<unsigned> options;
        unsigned run = 0;
        for (std::size_t left = n; left >= 1; --left) {  // the option turning left .. n - 1 too
            options.insert(run);
            run ^= g[left - 1];
            if (left == 1) break;
        }
        g[n] = mex(options);
    }
    return g;
}

std::vector<unsigned> mock_turtle_values(std::size_t last) {  // coins 0..: turn n and at most two coins left of it
    std::vector<unsigned> g(last + 1, 0);
    for (std::size_t n = 0; n <= last; ++n) {
        std::set<unsigned> options{0};
        for (std::size_t i = 0; i < n; ++i) {
            options.insert(g[i]);
            for (std::size_t j = i + 1; j < n; ++j) options.insert(g[i] ^ g[j]);
        }
        g[n] = mex(options);
    }
    return g;
}

}  // namespace

TEST_CASE("1-D tables from games: the law continues them as the rules do") {
    SUBCASE("Kayles (0.77): preperiod 71, period 12, seen from 400 values") {
        predicts(line_of(octal("0.77", 2000), 400), line_of(octal("0.77", 2000), 2001), "periodic");
        const Law law = gamesuite::guess_law(line_of(octal("0.77", 400), 401));
        CHECK(law.summary.find("period 12, preperiod 71") != std::string::npos);
    }
    SUBCASE("Dawson's Kayles (0.07): period 34, preperiod 53") {
        predicts(line_of(octal("0.07", 3000), 500), line_of(octal("0.07", 3000), 3001), "periodic");
        CHECK(gamesuite::guess_law(line_of(octal("0.07", 500), 500)).summary.find("period 34, preperiod 53") !=
              std::string::npos);
    }
    SUBCASE("subtraction {1, 3, 4} and {2, 5, 6}") {
        const gamecore::SubtractionRules first(std::vector<std::size_t>{1, 3, 4}), second(std::vector<std::size_t>{2, 5, 6});
        predicts(line_of(gamecore::heap_grundy_values(first, 100), 60), line_of(gamecore::heap_grundy_values(first, 999), 1000),
                 "periodic");
        predicts(line_of(gamecore::heap_grundy_values(second, 200), 120),
                 line_of(gamecore::heap_grundy_values(second, 999), 1000), "periodic");
    }
    SUBCASE("Lasker's Nim: arithmetic-periodic, period 4, saltus 4") {
        const std::vector<unsigned> g = gamecore::heap_grundy_values(gamecore::LaskerRules(), 1500);
        predicts(line_of(g, 200), line_of(g, 1501), "arithmetic-periodic");
        CHECK(gamesuite::guess_law(line_of(g, 200)).summary.find("period 4, saltus 4, preperiod 1") != std::string::npos);
    }
    SUBCASE("one Nim heap: g(n) = n") {
        const std::vector<unsigned> g = gamecore::heap_grundy_values(gamecore::TakeAnyRules(), 300);
        predicts(line_of(g, 50), line_of(g, 301), "arithmetic-periodic");
    }
    SUBCASE("the ruler game: the largest power of 2 dividing n") {
        const std::vector<unsigned> g = ruler_values(1100);
        predicts(line_of(g, 256), line_of(g, 1101), "binary digits");
    }
    SUBCASE("Mock Turtles: the odious numbers") {
        const std::vector<unsigned> g = mock_turtle_values(200);
        predicts(line_of(g, 64), line_of(g, 201), "binary digits");
    }
    SUBCASE("take at least half: the number of binary digits of n") {
        const std::vector<unsigned> g = gamecore::heap_grundy_values(gamecore::TakeAtLeastHalfRules(), 2000);
        predicts(line_of(g, 300), line_of(g, 2001), "binary digits");
    }
    SUBCASE("each amount taken from a heap once (CF 768E): runs of 1, 2, 3, ... values") {
        // By the rules: a position is (heap, the set of amounts taken), an option takes a new amount.
        const std::size_t last = 60;
        std::vector<std::vector<int>> memo(last + 1, std::vector<int>(1 << 11, -1));
        std::function<unsigned(std::size_t, unsigned)> g = [&](std::size_t heap, unsigned taken) -> unsigned {
            if (memo[heap][taken] >= 0) return static_cast<unsigned>(memo[heap][taken]);
            std::set<unsigned> options;
            for (std::size_t amount = 1; amount <= heap; ++amount)
                if (!(taken >> amount & 1)) options.insert(g(heap - amount, taken | 1u << amount));
            return static_cast<unsigned>(memo[heap][taken] = static_cast<int>(mex(options)));
        };
        std::vector<unsigned> values;
        for (std::size_t heap = 0; heap <= 10; ++heap) values.push_back(g(heap, 0));
        // g(s) = the largest t with t(t + 1)/2 <= s, checked against the rules to 10, then the law's own runs
        Cells truth;
        for (std::uint64_t s = 0; s < 3000; ++s) {
            std::uint64_t t = 0;
            while ((t + 1) * (t + 2) / 2 <= s) ++t;
            truth.push_back(t);
        }
        for (std::size_t heap = 0; heap <= 10; ++heap) REQUIRE(values[heap] == truth[heap]);
        predicts(line(Cells(truth.begin(), truth.begin() + 200)), line(truth), "runs");
    }
    SUBCASE("Fibonacci Nim and the k-multiple games: P-positions on a recurrence") {
        for (unsigned k = 1; k <= 5; ++k) {
            INFO("k = " << k);
            const std::vector<bool> wins = k_multiple_first_player_wins(k, 4000);
            predicts(line(outcome_cells(wins, 1200), true), line(outcome_cells(wins, 4001), true),
                     "recurrent P-positions");
        }
    }
    SUBCASE("a subtraction game's outcomes: P-positions in residue classes") {
        const std::vector<unsigned> g =
            gamecore::heap_grundy_values(gamecore::SubtractionRules(std::vector<std::size_t>{2, 3, 7}), 500);
        std::vector<bool> wins(g.size());
        for (std::size_t n = 0; n < g.size(); ++n) wins[n] = g[n] != 0;
        predicts(line(outcome_cells(wins, 100), true), line(outcome_cells(wins, 501), true), "periodic");
    }
}

TEST_CASE("1-D decoys: no law, or a law the table has not reached, abstain") {
    abstains(line_of(octal("0.007", 3000), 3001));  // Treblecross
    abstains(line_of(octal("0.6", 3000), 3001));    // Officers
    abstains(line_of(octal("0.77", 100), 101));     // Kayles before its preperiod and four periods are seen
    abstains(line_of(octal("0.07", 150), 151));     // Dawson's Kayles likewise
    std::vector<unsigned> grundys_game{0, 0, 0};
    for (std::size_t n = 3; n <= 1500; ++n) {
        std::set<unsigned> options;
        for (std::size_t a = 1; 2 * a < n; ++a) options.insert(grundys_game[a] ^ grundys_game[n - a]);
        grundys_game.push_back(mex(options));
    }
    abstains(line_of(grundys_game, 1501));
    std::mt19937 random(7);
    for (int round = 0; round < 20; ++round) {  // g(n) = mex of the values at three random earlier heaps
        std::vector<unsigned> g;
        for (std::size_t n = 0; n < 2000; ++n) {
            std::set<unsigned> options;
            for (int i = 0; i < 3 && n > 0; ++i) options.insert(g[random() % n]);
            g.push_back(mex(options));
        }
        abstains(line_of(g, 2000));
    }
    abstains(line(Cells{0, 1, 0, 1, 0, 1, 0, 1}));  // too short to say anything
    // Outcome tables whose P-positions are sparse: long quiet stretches that end (0.614: none from 253 to 4233;
    // Treblecross: 1048, 2504, 2754, ... 7868, 16170), and a subtraction game seen before its largest move counts.
    auto outcomes_of = [](const std::vector<unsigned>& g, std::size_t length) {
        Cells cells;
        for (std::size_t n = 0; n < length; ++n) cells.push_back(g[n] == 0 ? 'P' : 'N');
        return line(cells, true);
    };
    abstains(outcomes_of(octal("0.614", 3000), 3000));
    abstains(outcomes_of(octal("0.007", 8000), 8000));
    abstains(outcomes_of(gamecore::heap_grundy_values(gamecore::SubtractionRules(std::vector<std::size_t>{16}), 40), 40));
}

TEST_CASE("2-D tables from games") {
    SUBCASE("Wythoff's game and its generalisation: Beatty pairs") {
        for (std::size_t t = 1; t <= 3; ++t) {
            INFO("t = " << t);
            const std::vector<std::vector<bool>> wins = wythoff_wins(130, t);
            auto cell = [&](std::size_t a, std::size_t b) { return outcome_letter(wins[a][b]); };
            predicts(box(50, cell, true), box(130, cell, true), "Beatty pairs");
        }
    }
    SUBCASE("two-heap Nim's outcomes: P exactly where a = b; misere, but for the corner") {
        auto cell = [](std::size_t a, std::size_t b) { return outcome_letter(a != b); };
        predicts(box(20, cell, true), box(80, cell, true), "Beatty pairs");
        // Misere: the last to move loses, so (0, 0) is won and (1, 0) lost; else P where a = b.
        std::vector<std::vector<bool>> wins(80, std::vector<bool>(80));
        for (std::size_t a = 0; a < 80; ++a)
            for (std::size_t b = 0; b < 80; ++b) {
                bool win = a == 0 && b == 0;
                for (std::size_t x = 0; x < a && !win; ++x) win = !wins[x][b];
                for (std::size_t y = 0; y < b && !win; ++y) win = !wins[a][y];
                wins[a][b] = win;
            }
        auto misere = [&](std::size_t a, std::size_t b) { return outcome_letter(wins[a][b]); };
        predicts(box(30, misere, true), box(80, misere, true), "Beatty pairs");
    }
    SUBCASE("one number of the position: Dawson's Kayles on a row of a + b") {
        const std::vector<unsigned> dawson = octal("0.07", 600);
        auto cell = [&](std::size_t a, std::size_t b) { return static_cast<std::uint64_t>(dawson[a + b]); };
        predicts(box(150, cell, false), box(250, cell, false), "one number of the position");
    }
    SUBCASE("the sum of two games by the 2-D definition: periodic when both are, else a xor split") {
        const std::size_t side = 90;
        std::vector<std::vector<unsigned>> g(side, std::vector<unsigned>(side));
        for (std::size_t a = 0; a < side; ++a)
            for (std::size_t b = 0; b < side; ++b) {
                std::set<unsigned> options;
                for (std::size_t s : {1, 3, 4}) if (s <= a) options.insert(g[a - s][b]);
                for (std::size_t s : {1, 2}) if (s <= b) options.insert(g[a][b - s]);
                g[a][b] = mex(options);
            }
        auto cell = [&](std::size_t a, std::size_t b) { return static_cast<std::uint64_t>(g[a][b]); };
        predicts(box(40, cell, false), box(side, cell, false), "periodic");
        // subtraction {1, 3, 4} on a, one Nim heap b (take any number)
        for (std::size_t a = 0; a < side; ++a)
            for (std::size_t b = 0; b < side; ++b) {
                std::set<unsigned> options;
                for (std::size_t s : {1, 3, 4}) if (s <= a) options.insert(g[a - s][b]);
                for (std::size_t s = 1; s <= b; ++s) options.insert(g[a][b - s]);
                g[a][b] = mex(options);
            }
        predicts(box(40, cell, false), box(side, cell, false), "xor split");
    }
    SUBCASE("ruler x ruler by the definition of a product game: the Tartan theorem's nim product") {
        // A move turns a rectangle whose top right corner (a, b) goes from heads to tails; coins from 1. prefix[x][y]:
        // the xor of g over [1, x] x [1, y], the cell (a, b) itself counted as 0 until its value is known.
        const std::size_t side = 44;
        std::vector<std::vector<unsigned>> g(side, std::vector<unsigned>(side)), prefix(side, std::vector<unsigned>(side));
        for (std::size_t a = 1; a < side; ++a)
            for (std::size_t b = 1; b < side; ++b) {
                const unsigned without = prefix[a - 1][b] ^ prefix[a][b - 1] ^ prefix[a - 1][b - 1];
                std::set<unsigned> options;
                for (std::size_t top = 1; top <= a; ++top)
                    for (std::size_t left = 1; left <= b; ++left)
                        options.insert(without ^ prefix[top - 1][b] ^ prefix[a][left - 1] ^ prefix[top - 1][left - 1]);
                g[a][b] = mex(options);
                prefix[a][b] = without ^ g[a][b];
            }
        auto cell = [&](std::size_t a, std::size_t b) { return static_cast<std::uint64_t>(g[a][b]); };
        predicts(box(32, cell, false), box(side, cell, false), "nim product");
    }
    SUBCASE("E&D by its rules: trailing ones of (a - 1) or (b - 1)") {
        const std::size_t side = 70;  // row a holds the piles (a + 1, b + 1)
        std::vector<std::vector<unsigned>> g(side + 1, std::vector<unsigned>(side + 1));
        for (std::size_t sum = 2; sum <= 2 * side; ++sum)  // an option's piles sum to a or b, less than a + b
            for (std::size_t a = std::max<std::size_t>(1, sum > side ? sum - side : 1); a <= side && a < sum; ++a) {
                const std::size_t b = sum - a;
                std::set<unsigned> options;
                for (std::size_t x = 1; x < a; ++x) options.insert(g[x][a - x]);
                for (std::size_t x = 1; x < b; ++x) options.insert(g[x][b - x]);
                g[a][b] = mex(options);
            }
        auto cell = [&](std::size_t a, std::size_t b) { return static_cast<std::uint64_t>(g[a + 1][b + 1]); };
        predicts(box(32, cell, false), box(side, cell, false), "binary digits");
        auto outcome = [&](std::size_t a, std::size_t b) { return outcome_letter(g[a + 1][b + 1] != 0); };
        predicts(box(32, outcome, true), box(side, outcome, true), "periodic");
    }
}

TEST_CASE("the evidence rules, each on a table that only it refuses") {
    std::mt19937 random(5);
    auto noise = [&](std::size_t count) {
        Cells cells;
        for (std::size_t n = 0; n < count; ++n) cells.push_back(random() % 5);
        return cells;
    };
    auto repeated = [](Cells cells, std::size_t period, std::size_t length) {
        while (cells.size() < length) cells.push_back(cells[cells.size() - period]);
        return cells;
    };
    // Four whole periods after the preperiod: 10 odd values, then a block of 40 repeated.
    Cells cells = noise(50);
    abstains(line(repeated(cells, 40, 169)));
    CHECK(gamesuite::guess_law(line(repeated(cells, 40, 170))).found);
    // 16 values checked past the start: 3 odd values, then 7, 8, 9, ...
    cells = noise(3);
    for (std::uint64_t n = 0; n < 16; ++n) cells.push_back(7 + n);
    abstains(line(cells));
    cells.push_back(7 + 16);
    CHECK(gamesuite::guess_law(line(cells)).found);
    // The table at least four preperiods and two periods long: 100 odd values, then a block of 5.
    cells = noise(105);
    abstains(line(repeated(cells, 5, 409)));
    CHECK(gamesuite::guess_law(line(repeated(cells, 5, 410))).found);
    // A constant tail after an irregular start, seen for 16 times its start: 10 odd values, then 7 for ever.
    cells = noise(10);
    cells.push_back(7);
    abstains(line(repeated(cells, 1, 159)));
    CHECK(gamesuite::guess_law(line(repeated(cells, 1, 160))).found);
    // Outcomes need more: a table 16 times (preperiod + period): Bash's game n mod 10.
    auto outcome_line = [](std::size_t length, const std::function<bool(std::size_t)>& lost) {
        Cells letters;
        for (std::size_t n = 0; n < length; ++n) letters.push_back(lost(n) ? 'P' : 'N');
        return line(letters, true);
    };
    auto bash = [](std::size_t n) { return n % 10 == 0; };
    abstains(outcome_line(159, bash));
    CHECK(gamesuite::guess_law(outcome_line(160, bash)).found);
    // ... and a quiet tail of outcomes 128 times its start: P at 0, 1 and 2 only.
    auto first_three = [](std::size_t n) { return n < 3; };
    abstains(outcome_line(383, first_three));
    CHECK(gamesuite::guess_law(outcome_line(384, first_three)).found);
    // P-positions in arithmetic progression are no recurrence (the k-multiple rule fits 0, 4, ..., 36 with K = 8).
    abstains(outcome_line(40, [](std::size_t n) { return n % 4 == 0; }));
    // A binary-digit law starts within the first two values: the ruler sequence with g(0..4) changed.
    cells.clear();
    for (std::uint64_t n = 0; n < 200; ++n) cells.push_back(n == 0 ? 0 : n & (~n + 1));
    CHECK(gamesuite::guess_law(line(cells)).found);
    for (std::size_t n = 0; n < 5; ++n) cells[n] = 9;
    abstains(line(cells));
    // A recurrence whose next term falls inside the table, where the table has no P: Fibonacci numbers to 610 only.
    Cells fibonacci(1000, 'N');  // 987 would be P
    for (std::size_t a = 1, b = 2; b <= 610; std::swap(a, b), b += a) fibonacci[b] = 'P';
    fibonacci[0] = fibonacci[1] = 'P';
    abstains(line(fibonacci, true));
    // Beatty pairs must be exactly the P-positions: Wythoff's table with one pair's cell not P.
    const std::vector<std::vector<bool>> wins = wythoff_wins(60, 1);
    ValueTable wythoff = box(60, [&](std::size_t a, std::size_t b) { return outcome_letter(wins[a][b]); }, true);
    CHECK(gamesuite::guess_law(wythoff).found);
    REQUIRE(wythoff.at(21, 34) == 'P');  // (a_13, b_13) = (21, 34)
    wythoff.cells[21 * 60 + 34] = 'N';
    abstains(wythoff);
}

TEST_CASE("2-D decoys abstain") {
    std::mt19937 random(11);
    auto noise = [&](std::size_t, std::size_t) { return outcome_letter(random() % 3 != 0); };
    abstains(box(60, noise, true));
    // Wythoff's Grundy values: their zeros are Beatty pairs, the values themselves no law of these families.
    const std::size_t side = 60;
    std::vector<std::vector<unsigned>> g(side, std::vector<unsigned>(side));
    for (std::size_t a = 0; a < side; ++a)
        for (std::size_t b = 0; b < side; ++b) {
            std::set<unsigned> options;
            for (std::size_t x = 1; x <= a; ++x) options.insert(g[a - x][b]);
            for (std::size_t y = 1; y <= b; ++y) options.insert(g[a][b - y]);
            for (std::size_t k = 1; k <= std::min(a, b); ++k) options.insert(g[a - k][b - k]);
            g[a][b] = mex(options);
        }
    abstains(box(side, [&](std::size_t a, std::size_t b) { return static_cast<std::uint64_t>(g[a][b]); }, false));
}

TEST_CASE("the table's text") {
    ValueTable table;
    std::string error;
    REQUIRE(gamesuite::parse_table("0 1 2 3\n", table, error));
    CHECK_FALSE(table.two_dimensional);
    CHECK(table.columns == 4);
    REQUIRE(gamesuite::parse_table("PNN\nN P N\r\nNNP\n", table, error));
    CHECK(table.two_dimensional);
    CHECK(table.outcomes);
    CHECK(table.rows == 3);
    CHECK(table.at(1, 1) == 'P');
    CHECK(gamesuite::format_table(table) == "P N N\nN P N\nN N P\n");
    CHECK_FALSE(gamesuite::parse_table("0 1\n2\n", table, error));
    CHECK(error == "line 2, column 2: expected 2 values in this row, as in the first row (found 1)");
    CHECK_FALSE(gamesuite::parse_table("0 P\n", table, error));
    CHECK(error == "line 1, column 3: expected a number, as in the rest of the table");
    CHECK_FALSE(gamesuite::parse_table("0 x\n", table, error));
    CHECK(error == "line 1, column 3: expected a value (a whole number from 0)");
    CHECK_FALSE(gamesuite::parse_table("\n\n", table, error));
    CHECK(error == "line 3, column 1: expected a table: at least one value");
    CHECK_FALSE(gamesuite::parse_table("18446744073709551616\n", table, error));
    CHECK(error == "line 1, column 1: expected a value below 2^64");
    REQUIRE(gamesuite::parse_table("18446744073709551615\n", table, error));
    CHECK(table.at(0) == UINT64_MAX);
}

TEST_CASE("a prediction keeps the given cells and continues by the law") {
    Cells cells;
    for (std::size_t n = 0; n < 40; ++n) cells.push_back(n % 3);
    cells[0] = 5;  // an exception before the period starts
    const ValueTable given = line(cells);
    const Law law = gamesuite::guess_law(given);
    REQUIRE(law.found);
    ValueTable predicted;
    REQUIRE(gamesuite::predict_table(given, law, 100, predicted));
    CHECK(predicted.cells[0] == 5);
    for (std::size_t n = 1; n < 100; ++n) CHECK(predicted.cells[n] == n % 3);
    REQUIRE(gamesuite::predict_table(given, law, 10, predicted));
    CHECK(predicted.cells.size() == 10);
}

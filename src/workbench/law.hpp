// The law of a value table: the families a contestant guesses by hand (periodic, arithmetic-periodic, recurrent or
// periodic P-positions, Beatty pairs, binary digits, xor and nim-product splits), each trusted only on enough evidence,
// and the table continued by it. O(families x cells). Tested in src/tests/workbench/law_test.cpp on tables from games.
#ifndef GAMESUITE_WORKBENCH_LAW_HPP
#define GAMESUITE_WORKBENCH_LAW_HPP

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gamesuite {

// A table of values or outcomes: 1-D, g(0) .. g(columns - 1) (rows == 1), or 2-D, row a holding g(a, 0) ..
// g(a, columns - 1). An outcome table holds letters instead of numbers: 'P' (the player to move loses), 'N' (wins),
// 'D' (a draw), 'L' and 'R' (Left or Right wins whoever starts), stored as their character codes.
struct ValueTable {
    bool two_dimensional = false;
    bool outcomes = false;
    std::size_t rows = 0;
    std::size_t columns = 0;
    std::vector<std::uint64_t> cells;  // row-major, rows x columns

    std::uint64_t at(std::size_t a, std::size_t b) const { return cells[a * columns + b]; }
    std::uint64_t at(std::size_t n) const { return cells[n]; }
    std::size_t size() const { return cells.size(); }
};

// The layout `grundy --from-table` reads: whitespace-separated values; one line is a 1-D table, several lines are the
// rows of a 2-D one (all the same length). Letters may be written apart or run together ("P N N" or "PNN"); numbers
// and letters are not mixed. False with `error` as "line L, column C: expected ..." on anything else.
bool parse_table(const std::string& text, ValueTable& table, std::string& error);

// The table in that layout: 1-D on one line, 2-D a row a line; each line ends with '\n'.
std::string format_table(const ValueTable& table);

// What was found. `found` false: no law the guesser trusts (then `summary` says why, beginning "no pattern").
struct Law {
    bool found = false;
    std::string family;      // "periodic", "arithmetic-periodic", ...
    std::string summary;     // the law in words, with its parameters, one line
    std::string evidence;    // how far it was verified: "verified on n < 4096, 340 periods"
    bool certified = false;  // proved by a theorem (set by the caller that has one), never for a table read from a file
    std::string certificate; // the theorem, when certified
    // The value at a cell by the law (1-D: b is 0 and a is n); defined on every cell, given or not.
    std::function<std::uint64_t(std::size_t a, std::size_t b)> value;
};

// The law of a table, or found == false.
Law guess_law(const ValueTable& table);

// The law g(n + period) = g(n) for n >= preperiod of a 1-D value table that a theorem proves (the caller's: Guy-Smith
// for an octal code, the window for a subtraction set), certified, whatever the evidence rules would say.
Law certified_periodic_law(const ValueTable& table, std::size_t preperiod, std::size_t period,
                           const std::string& theorem);

// The law's text as --guess prints it: "law: <summary>\n  <evidence>\n" (and the certificate where there is one).
std::string describe_law(const Law& law);

// The table continued to `size` by the law (1-D: size values; 2-D: size x size), the given cells unchanged; false
// when the law is not found. A 2-D continuation of a table with fewer given rows keeps the given rows' given cells.
bool predict_table(const ValueTable& table, const Law& law, std::size_t size, ValueTable& out);

}  // namespace gamesuite

#endif

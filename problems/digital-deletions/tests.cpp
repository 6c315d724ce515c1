// digital-deletions tests: the forward table against the strings played by their rules (the reference's search on
// every string of up to 4 digits, a memoised recursion of this file's own on every string of 5 and 6 digits, the
// search on strings of 7 small digits), counts and strings pinned from the catalogue's brute force, and input
// handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::error_of;
using input_testing::file_text;
using input_testing::scan;

const digital_deletions::Limits suite = digital_deletions::suite_limits();
const digital_deletions::Limits judge = digital_deletions::judge_limits();

std::string answers_of(const std::string& input, bool by_reference) {
    return by_reference
               ? answers_by(digital_deletions::solve_by_reference, digital_deletions::reference_limits(), input)
               : answers_by(digital_deletions::solve, suite, input);
}

// The string of `length` digits spelling `value`, leading zeros kept.
std::string spelled(int length, long long value) {
    std::string digits(static_cast<std::size_t>(length), '0');
    for (int i = length - 1; i >= 0; --i, value /= 10) digits[static_cast<std::size_t>(i)] = static_cast<char>('0' + value % 10);
    return digits;
}

long long power_of_ten(int k) {
    long long p = 1;
    for (int i = 0; i < k; ++i) p *= 10;
    return p;
}

// Who wins each string of up to 6 digits by the rules, memoised by (length, value) in arrays: a move lowers one
// digit (the same length, a smaller value) or erases from a 0 (the prefix before it). No order of strings assumed.
class Recursion {
public:
    Recursion() {
        for (int length = 0; length <= 6; ++length) memo_.push_back(std::vector<signed char>(static_cast<std::size_t>(power_of_ten(length)), -1));
    }
    bool wins(int length, long long value) {
        signed char& known = memo_[static_cast<std::size_t>(length)][static_cast<std::size_t>(value)];
        if (known >= 0) return known != 0;
        bool won = false;
        long long place = 1, rest = value;
        for (int i = 0; i < length && !won; ++i, place *= 10, rest /= 10) {  // digit i from the right
            const long long digit = rest % 10;
            for (long long d = 0; d < digit && !won; ++d) won = !wins(length, value - (digit - d) * place);
            // Erasing this 0 and the i digits right of it leaves the first length - i - 1 digits.
            if (digit == 0 && !won) won = !wins(length - i - 1, value / (place * 10));
        }
        known = won ? 1 : 0;
        return won;
    }

private:
    std::vector<std::vector<signed char> > memo_;
};

}  // namespace

TEST_CASE("digital-deletions: the table matches the rules' search on every string of up to 4 digits") {
    digital_deletions::DeletionTable table;
    digital_deletions::WinsBySearch& search = digital_deletions::search_for_every_input();
    long long lost = 0, mismatches = 0;
    for (int length = 1; length <= 4; ++length)
        for (long long value = 0; value < power_of_ten(length); ++value) {
            const std::string digits = spelled(length, value);
            const bool wins = search(digits);
            if (table.wins(digits) != wins && mismatches++ < 5) {
                CAPTURE(digits);
                FAIL_CHECK("the table differs from the search");
            }
            lost += !wins;
        }
    CHECK(mismatches == 0);
    // The catalogue's own memoised brute force: 863 lost strings of 1 to 4 digits.
    CHECK(lost == 863);
}

TEST_CASE("digital-deletions: the table matches a memoised recursion on every string of 5 and 6 digits") {
    digital_deletions::DeletionTable table;
    Recursion recursion;
    long long mismatches = 0, lost = 0;
    for (int length = 1; length <= 6; ++length)
        for (long long value = 0; value < power_of_ten(length); ++value) {
            const bool wins = recursion.wins(length, value);
            if (table.wins(length, static_cast<std::size_t>(value)) != wins && mismatches++ < 5) {
                CAPTURE(length);
                CAPTURE(value);
                FAIL_CHECK("the table differs from the recursion");
            }
            lost += !wins;
        }
    CHECK(mismatches == 0);
    CHECK(table.length() == 6);
    CHECK(lost > 863);
}

TEST_CASE("digital-deletions: beyond the judge, strings of 7 small digits against the rules' search") {
    digital_deletions::DeletionTable table;
    digital_deletions::WinsBySearch& search = digital_deletions::search_for_every_input();
    long long mismatches = 0;
    // Digits 0..2 only: from each string at most 3^7 strings and their prefixes are reachable.
    for (int length = 7; length <= 7; ++length)
        for (long long k = 0; k < 2187; ++k) {
            std::string digits;
            for (long long rest = k; static_cast<int>(digits.size()) < length; rest /= 3)
                digits += static_cast<char>('0' + rest % 3);
            if (digits[0] == '0') digits[0] = '1';  // a leading 0 is an immediate win: keep the search honest
            if (table.wins(digits) != search(digits) && mismatches++ < 5) {
                CAPTURE(digits);
                FAIL_CHECK("the table differs from the search");
            }
        }
    CHECK(mismatches == 0);
    CHECK(table.length() == 7);
}

TEST_CASE("digital-deletions: strings worked by hand and from the catalogue") {
    digital_deletions::DeletionTable table;
    // The sample: 0 and 00 erase everything; 1 must become 0, which erases everything; 20 moves to 10 (-> 1, lost
    // for the mover: 10 won), 00, 2 (-> 1), or erases to 2: all won.
    CHECK(table.wins("0"));
    CHECK(table.wins("00"));
    CHECK_FALSE(table.wins("1"));
    CHECK_FALSE(table.wins("20"));
    // The only lost string of one digit is 1: 2 to 9 lower to it.
    for (char d = '0'; d <= '9'; ++d) CHECK(table.wins(std::string(1, d)) == (d != '1'));
    // The catalogue's brute force lists 1, 11, 20, 32, 43, 54 among the lost.
    const char* const lost[] = {"11", "32", "43", "54"};
    for (const char* s : lost) CHECK_FALSE(table.wins(s));
    // Every string starting with 0 wins: erase it all.
    for (long long value = 0; value < 100000; value += 7) CHECK(table.wins("0" + spelled(5, value)));
    CHECK(table.wins("0" + std::string(6, '9')));
    // 10: erase the 0, leaving 1, lost. 12: lower to 11 (lost).
    CHECK(table.wins("10"));
    CHECK(table.wins("12"));
}

TEST_CASE("digital-deletions: the winning moves leave the lost strings the search finds") {
    digital_deletions::Moves game;
    CHECK(game.moves("20").moves.empty());
    CHECK(game.moves("0").moves == std::vector<std::string>{"-"});
    CHECK(game.moves("00").moves == std::vector<std::string>{"-"});  // "0" is won
    CHECK(game.moves("12").moves == std::vector<std::string>{"11"});
    CHECK(game.moves("10").moves == std::vector<std::string>{"1"});  // "00" is won
}

TEST_CASE("digital-deletions: statement sample; solver and reference through the same parser") {
    CHECK(answers_of("0\n00\n1\n20\n", false) == "Yes\nYes\nNo\nNo\n");
    CHECK(answers_of("0\n00\n1\n20\n", true) == "Yes\nYes\nNo\nNo\n");
    const std::string all = file_text(GAMESUITE_TESTDATA_DIR "/every-string-to-3-digits.in");
    CHECK(answers_of(all, false) == file_text(GAMESUITE_TESTDATA_DIR "/every-string-to-3-digits.out"));
    CHECK(answers_of(all, true) == answers_of(all, false));
    // The reference's own limits: 6 digits are too many for it; the line before is answered.
    std::string before_error;
    gamecore::Output partial(before_error);
    gamecore::Scanner big = scan("1\n123456\n");
    const gamecore::InputError digits =
        error_of([&] { digital_deletions::solve_by_reference(big, digital_deletions::reference_limits(), partial); });
    CHECK(before_error == "No\n");
    CHECK(digits.line == 2);
    CHECK(digits.expected == "a string of 1 to 5 digits");
}

TEST_CASE("digital-deletions: lenient reading and the end of input") {
    CHECK(answers_of("0\r\n\r\n00\t1\r\n20", false) == "Yes\nYes\nNo\nNo\n");
    CHECK(answers_of("", false).empty());
    CHECK(answers_of("0000000\n1000000\n", false) == "Yes\nYes\n");  // beyond the judge: 7 digits
}

TEST_CASE("digital-deletions: bad input names line, column and what was expected") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner letter = scan("1\n2a\n");
    const gamecore::InputError a = error_of([&] { digital_deletions::solve(letter, suite, out); });
    CHECK(answers == "No\n");
    CHECK(a.line == 2);
    CHECK(a.column == 1);
    CHECK(a.expected == "a string of 1 to 7 digits");
    CHECK(a.found == "'2a'");

    gamecore::Scanner long_one = scan("12345678\n");
    CHECK(error_of([&] { digital_deletions::solve(long_one, suite, out); }).expected == "a string of 1 to 7 digits");
    gamecore::Scanner minus = scan("-1\n");
    CHECK(error_of([&] { digital_deletions::solve(minus, suite, out); }).found == "'-1'");
}

TEST_CASE("digital-deletions: strict mode checks the exact format and the judge's limits") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner good = scan("0\n00\n1\n20\n");
    good.set_strict(true);
    digital_deletions::solve(good, judge, out);
    CHECK(answers == "Yes\nYes\nNo\nNo\n");

    gamecore::Scanner seven = scan("1234567\n");
    seven.set_strict(true);
    CHECK(error_of([&] { digital_deletions::solve(seven, judge, out); }).expected == "a string of 1 to 6 digits");
    gamecore::Scanner empty = scan("");
    empty.set_strict(true);
    CHECK(error_of([&] { digital_deletions::solve(empty, judge, out); }).found == "end of input");
    gamecore::Scanner two = scan("1 2\n");
    two.set_strict(true);
    CHECK(error_of([&] { digital_deletions::solve(two, judge, out); }).column == 2);
}

#include <doctest/doctest.h>

#include <cstdio>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/scanner.hpp"
#include "tests/input_testing.hpp"

using input_testing::error_of;
using input_testing::scan;

namespace {

// A temporary file holding `text`, read from its start: the Scanner then reads it in blocks, as it reads stdin.
std::FILE* file_holding(const std::string& text) {
    std::FILE* file = std::tmpfile();
    REQUIRE(file != nullptr);
    std::fwrite(text.data(), 1, text.size(), file);
    std::rewind(file);
    return file;
}

// After a run of lines from a file: the next word is "end", the first on line `line`.
void check_last_word_is_end_on_line(gamecore::Scanner& in, long line) {
    CHECK(in.read_token("word") == "end");
    CHECK(in.last_token_line() == line);
    CHECK(in.last_token_column() == 1);
}

}  // namespace

TEST_CASE("integers separated by any whitespace layout") {
    gamecore::Scanner in = scan("1 2\r\n\t3\n\n  -4\r\n5");
    CHECK(in.read_int(-10, 10, "x") == 1);
    CHECK(in.read_int(-10, 10, "x") == 2);
    CHECK(in.read_int(-10, 10, "x") == 3);
    CHECK(in.read_int(-10, 10, "x") == -4);
    CHECK_FALSE(in.at_end());
    CHECK(in.read_int(-10, 10, "x") == 5);
    CHECK(in.at_end());
}

TEST_CASE("64-bit limits") {
    gamecore::Scanner in = scan("9223372036854775807 -9223372036854775808 0");
    CHECK(in.read_int(0, 9223372036854775807LL, "x") == 9223372036854775807LL);
    CHECK(in.read_int(-9223372036854775807LL - 1, 0, "x") == -9223372036854775807LL - 1);
    CHECK(in.read_int(0, 0, "x") == 0);
}

TEST_CASE("errors name line, column, what was expected and what was found") {
    gamecore::Scanner in = scan("12 7\n  abc 3\n");
    in.read_int(0, 100, "pile size");
    in.read_int(0, 100, "pile size");
    const gamecore::InputError bad = error_of([&] { in.read_int(0, 100, "pile size"); });
    CHECK(bad.line == 2);
    CHECK(bad.column == 3);
    CHECK(bad.expected == "pile size (integer 0..100)");
    CHECK(bad.found == "'abc'");

    gamecore::Scanner out_of_range = scan("\r\n101");
    const gamecore::InputError range = error_of([&] { out_of_range.read_int(0, 100, "pile size"); });
    CHECK(range.line == 2);
    CHECK(range.column == 1);
    CHECK(range.found == "'101'");

    gamecore::Scanner overflow = scan("9223372036854775808");
    CHECK(error_of([&] { overflow.read_int(0, 9223372036854775807LL, "n"); }).found == "'9223372036854775808'");

    gamecore::Scanner glued = scan("12x");
    CHECK(error_of([&] { glued.read_int(0, 100, "n"); }).found == "'12x'");

    gamecore::Scanner sign_only = scan(" -");
    const gamecore::InputError dash = error_of([&] { sign_only.read_int(-5, 5, "n"); });
    CHECK(dash.column == 2);
    CHECK(dash.found == "'-'");
}

TEST_CASE("end of input is reported as such, at the position where input ended") {
    gamecore::Scanner in = scan("1\n2 ");
    in.read_int(0, 9, "n");
    in.read_int(0, 9, "n");
    const gamecore::InputError end = error_of([&] { in.read_int(0, 9, "n"); });
    CHECK(end.found == "end of input");
    CHECK(end.line == 2);
    CHECK(end.column == 3);

    gamecore::Scanner empty = scan("");
    CHECK(empty.at_end());
    CHECK(error_of([&] { empty.read_token("word"); }).found == "end of input");
}

TEST_CASE("binary garbage is escaped and long tokens are shortened") {
    const std::string garbage("\x01\x00\xff'", 4);
    gamecore::Scanner in = scan("5 " + garbage);
    in.read_int(0, 9, "n");
    CHECK(error_of([&] { in.read_int(0, 9, "n"); }).found == "'\\x01\\x00\\xff\\x27'");

    gamecore::Scanner long_token = scan(std::string(100, '7'));
    CHECK(error_of([&] { long_token.read_int(0, 9, "n"); }).found == "'" + std::string(32, '7') + "...'");
}

TEST_CASE("tokens and line ends") {
    gamecore::Scanner in = scan("Test 1\r\nW B\n\nB\n");
    CHECK(in.read_token("word") == "Test");
    CHECK(in.read_int(0, 9, "n") == 1);
    in.read_line_end("end of line");
    CHECK(in.read_token("letter") == "W");
    CHECK_FALSE(in.at_line_end());
    CHECK(in.read_token("letter") == "B");
    in.read_line_end("end of line");
    CHECK(in.at_line_end());  // the empty line
    in.read_line_end("end of line");
    CHECK(in.line() == 4);
    CHECK(in.read_token("letter") == "B");
    in.read_line_end("end of line");
    CHECK(in.at_end());

    gamecore::Scanner extra = scan("1 2\n");
    extra.read_int(0, 9, "n");
    const gamecore::InputError error = error_of([&] { extra.read_line_end("end of line"); });
    CHECK(error.column == 3);
    CHECK(error.found == "'2'");
}

TEST_CASE("fail_last_token points at the token just read") {
    gamecore::Scanner in = scan("3\n  5 5");
    in.read_int(0, 9, "n");
    in.read_int(0, 9, "n");
    in.read_int(0, 9, "n");
    const gamecore::InputError error = error_of([&] { in.fail_last_token("distinct position"); });
    CHECK(error.line == 2);
    CHECK(error.column == 5);
    CHECK(error.found == "'5'");
}

TEST_CASE("reading a FILE across block boundaries keeps line and column") {
    std::string text;
    for (int i = 0; i < 30000; ++i) text += std::to_string(i % 1000) + (i % 7 == 6 ? "\r\n" : " ");
    text += "oops";
    std::FILE* file = file_holding(text);
    gamecore::Scanner in(file);
    long long sum = 0;
    for (int i = 0; i < 30000; ++i) sum += in.read_int(0, 999, "n");
    long long expected_sum = 0;
    for (int i = 0; i < 30000; ++i) expected_sum += i % 1000;
    CHECK(sum == expected_sum);
    const gamecore::InputError error = error_of([&] { in.read_int(0, 999, "n"); });
    CHECK(error.line == 30000 / 7 + 1);
    CHECK(error.column == static_cast<long>(text.size() - 4 - text.rfind('\n')));
    CHECK(error.found == "'oops'");
    std::fclose(file);
}

TEST_CASE("line and column are counted only when asked for, and right wherever that is") {
    // Lines of every length from 0 to 300 bytes, so that line breaks fall everywhere in the 64 KiB blocks and in
    // the 128-byte rounds of the count; every token's position is asked for after reading it, or only at the end.
    std::string text;
    std::vector<std::pair<long, long> > positions;  // of each token: line, column
    long line = 1;
    for (int length = 0; text.size() < 200000; length = (length + 37) % 301) {
        std::string row;
        while (row.size() + 4 <= static_cast<std::size_t>(length)) {
            positions.push_back(std::make_pair(line, static_cast<long>(row.size() + 1)));
            row += "123 ";
        }
        text += row + "\n";
        ++line;
    }
    for (const bool ask_each : {true, false}) {
        CAPTURE(ask_each);
        std::FILE* file = file_holding(text);
        gamecore::Scanner in(file);
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            CHECK(in.read_int(0, 999, "n") == 123);
            if (ask_each || i + 1 == positions.size())
                wrong += in.last_token_line() != positions[i].first || in.last_token_column() != positions[i].second;
        }
        CHECK(wrong == 0);
        CHECK(in.at_end());
        CHECK(in.line() == line);
        CHECK(in.column() == 1);
        std::fclose(file);
    }
}

TEST_CASE("integers read in the middle of a long buffer keep their positions (fast path)") {
    gamecore::Scanner in = scan("3\r\n  5 -12 " + std::string(40, ' ') + "\n");
    CHECK(in.read_int(0, 9, "n") == 3);
    CHECK(in.read_int(0, 9, "n") == 5);
    CHECK(in.last_token_line() == 2);
    CHECK(in.last_token_column() == 3);
    CHECK(in.read_int(-20, 0, "n") == -12);
    const gamecore::InputError error = error_of([&] { in.fail_last_token("something else"); });
    CHECK(error.line == 2);
    CHECK(error.column == 5);
    CHECK(error.found == "'-12'");
    CHECK(in.at_end());

    gamecore::Scanner out_of_range = scan("12345 " + std::string(40, ' '));
    const gamecore::InputError range = error_of([&] { out_of_range.read_int(0, 100, "n"); });
    CHECK(range.found == "'12345'");
    CHECK(range.column == 1);
    gamecore::Scanner twenty_digits = scan("12345678901234567890 " + std::string(40, ' '));
    CHECK(error_of([&] { twenty_digits.read_int(0, 9223372036854775807LL, "n"); }).found == "'12345678901234567890'");
    gamecore::Scanner wraps_to_one = scan("18446744073709551617 " + std::string(40, ' '));  // 2^64 + 1
    CHECK(error_of([&] { wraps_to_one.read_int(0, 100, "n"); }).found == "'18446744073709551617'");
}

TEST_CASE("strict mode: separators are exact and reported where they break") {
    gamecore::Scanner good = scan("2 1\n8 4\n");
    good.set_strict(true);
    CHECK(good.read_int(0, 9, "a") == 2);
    good.read_space();
    CHECK(good.read_int(0, 9, "b") == 1);
    good.read_eoln();
    CHECK_FALSE(good.at_end());
    CHECK(good.read_int(0, 9, "a") == 8);
    good.read_space();
    CHECK(good.read_int(0, 9, "b") == 4);
    good.read_eoln();
    CHECK(good.at_end());
    good.read_eof();

    gamecore::Scanner double_space = scan("2  1\n");
    double_space.set_strict(true);
    double_space.read_int(0, 9, "a");
    double_space.read_space();
    const gamecore::InputError blank = error_of([&] { double_space.read_int(0, 9, "b"); });
    CHECK(blank.column == 3);
    CHECK(blank.found == "' '");

    gamecore::Scanner crlf = scan("2 1\r\n");
    crlf.set_strict(true);
    crlf.read_int(0, 9, "a");
    crlf.read_space();
    crlf.read_int(0, 9, "b");
    const gamecore::InputError cr = error_of([&] { crlf.read_eoln(); });
    CHECK(cr.expected == "end of line");
    CHECK(cr.column == 4);
    CHECK(cr.found == "'\\x0d'");

    gamecore::Scanner no_newline = scan("7");
    no_newline.set_strict(true);
    no_newline.read_int(0, 9, "a");
    CHECK(error_of([&] { no_newline.read_eoln(); }).found == "end of input");

    gamecore::Scanner trailing = scan("7\n\n");
    trailing.set_strict(true);
    trailing.read_int(0, 9, "a");
    trailing.read_eoln();
    const gamecore::InputError extra = error_of([&] { trailing.read_eof(); });
    CHECK(extra.line == 2);
    CHECK(extra.expected == "end of input");
    CHECK(extra.found == "'\\x0a'");
}

TEST_CASE("lenient mode: separators are no-ops and read_eof allows trailing whitespace") {
    gamecore::Scanner in = scan("2\t\t1\r\n\r\n");
    in.read_space();
    CHECK(in.read_int(0, 9, "a") == 2);
    in.read_space();
    CHECK(in.read_int(0, 9, "b") == 1);
    in.read_eoln();
    in.read_eof();
    gamecore::Scanner more = scan("2 3");
    more.read_int(0, 9, "a");
    const gamecore::InputError error = error_of([&] { more.read_eof(); });
    CHECK(error.found == "'3'");
}

TEST_CASE("the last token's text survives a refill of the block buffer") {
    const std::string text = std::string(65536 - 30, ' ') + "4242" + std::string(100, ' ') + "7\n";
    std::FILE* file = file_holding(text);
    gamecore::Scanner in(file);
    CHECK(in.read_int(0, 9999, "n") == 4242);  // read from the first 64 KiB block
    CHECK_FALSE(in.at_end());                   // skipping the blanks reads the second block
    const gamecore::InputError error = error_of([&] { in.fail_last_token("a different number"); });
    CHECK(error.found == "'4242'");
    CHECK(error.column == 65536 - 30 + 1);
    CHECK(in.read_int(0, 9, "n") == 7);
    std::fclose(file);
}

TEST_CASE("Scanner strict mode: integers are canonical, no leading zeros and no -0") {
    using input_testing::error_of;
    auto strict = [](const std::string& text) {
        gamecore::Scanner in = input_testing::scan(text);
        in.set_strict(true);
        return in;
    };
    for (const char* good : {"0\n", "7\n", "-7\n", "100\n", "-9223372036854775808\n"}) {
        gamecore::Scanner in = strict(good);
        CAPTURE(good);
        CHECK_NOTHROW(in.read_int(-9223372036854775807LL - 1, 9223372036854775807LL, "n"));
    }
    for (const char* bad : {"08\n", "00\n", "-07\n", "0000000000000000000000000001\n"}) {
        gamecore::Scanner in = strict(bad);
        const gamecore::InputError error = error_of([&] { in.read_int(-100, 100, "n"); });
        CAPTURE(bad);
        CHECK(error.expected == "n (integer -100..100) without leading zeros");
        CHECK(error.column == 1);
    }
    gamecore::Scanner minus_zero = strict("-0\n");
    CHECK(error_of([&] { minus_zero.read_int(-5, 5, "n"); }).expected == "n (integer -5..5) without a sign on 0");
    // Lenient mode reads them as the judges' scanf does.
    gamecore::Scanner lenient = input_testing::scan("08 -0 007");
    CHECK(lenient.read_int(0, 10, "n") == 8);
    CHECK(lenient.read_int(0, 10, "n") == 0);
    CHECK(lenient.read_int(0, 10, "n") == 7);
}

TEST_CASE("Scanner: a word longer than 64 bytes is an error quoting 32 of them, however long it is") {
    using input_testing::error_of;
    const std::string word64(64, 'W'), word65(65, 'W');
    gamecore::Scanner fits = input_testing::scan(word64 + " " + word64);
    CHECK(fits.read_token("word") == word64);
    CHECK(fits.read_token("word") == word64);  // at the end of input too
    gamecore::Scanner too_long_by_one = input_testing::scan(word65 + "\n");
    CHECK(error_of([&] { too_long_by_one.read_token("word"); }).found == "'" + std::string(32, 'W') + "...'");
    gamecore::Scanner huge = input_testing::scan("Test " + std::string(3000000, 'x') + " 5");
    CHECK(huge.read_token("word") == "Test");
    const gamecore::InputError error = error_of([&] { huge.read_token("letter W or B"); });
    CHECK(error.column == 6);
    CHECK(error.found == "'" + std::string(32, 'x') + "...'");
}

TEST_CASE("Scanner: read_token with the caller's bound reads words past 64 bytes, and no longer ones") {
    using input_testing::error_of;
    // A row of a character grid is one word of up to 1000 bytes (maze-game).
    const std::string row(1000, '.');
    std::string text;
    for (int i = 0; i < 70; ++i) text += row + "\r\n";
    gamecore::Scanner rows = input_testing::scan(text);
    for (int i = 0; i < 70; ++i) CHECK(rows.read_token("row", 1000) == row);
    CHECK(rows.at_end());
    gamecore::Scanner too_long = input_testing::scan(row + ".\n");
    const gamecore::InputError error = error_of([&] { too_long.read_token("row", 1000); });
    CHECK(error.line == 1);
    CHECK(error.column == 1);
    CHECK(error.found == "'" + std::string(32, '.') + "...'");
    gamecore::Scanner shorter = input_testing::scan("abc");
    CHECK(shorter.read_token("word", 2000) == "abc");
    CHECK(error_of([&] { shorter.read_token("word", 2000); }).found == "end of input");
    gamecore::Scanner strict_blank = input_testing::scan(" abc");
    strict_blank.set_strict(true);
    CHECK(error_of([&] { strict_blank.read_token("word", 10); }).found == "' '");
}

TEST_CASE("Scanner: a read the system refuses is an IoError, not the end of input") {
    std::FILE* directory = std::fopen("/", "r");
    REQUIRE(directory != nullptr);
    gamecore::Scanner in(directory);
    try {
        in.at_end();
        FAIL("no IoError reading a directory");
    } catch (const gamecore::IoError& error) {
        CHECK(error.message == "cannot read input: Is a directory");
    }
    std::fclose(directory);
}

TEST_CASE("Scanner: the before-wait hook runs before each request for more input, not per token") {
    std::FILE* file = std::tmpfile();
    REQUIRE(file != nullptr);
    for (int i = 0; i < 100000; ++i) std::fputs("12345 ", file);  // 600,000 bytes: about 10 blocks
    std::rewind(file);
    gamecore::Scanner in(file);
    int waits = 0;
    in.set_before_wait([](void* count) { ++*static_cast<int*>(count); }, &waits);
    long long sum = 0;
    while (!in.at_end()) sum += in.read_int(0, 99999, "n");
    CHECK(sum == 1234500000LL);
    CHECK(waits >= 10);   // one per block and one for the end
    CHECK(waits <= 12);
    std::fclose(file);
}

TEST_CASE("Scanner::read_letter: the letters, and the same errors as read_token compared letter by letter") {
    using input_testing::error_of;
    gamecore::Scanner in = input_testing::scan("W B\tW\nB");  // the last one at the end of input: the careful path
    CHECK(in.read_letter("WB", "letter W or B") == 'W');
    CHECK(in.read_letter("WB", "letter W or B") == 'B');
    CHECK(in.read_letter("WB", "letter W or B") == 'W');
    CHECK(in.read_letter("WB", "letter W or B") == 'B');
    for (const char* bad : {"X\n", "WB\n", "w\n", "WW", "\n"}) {
        gamecore::Scanner wrong = input_testing::scan(bad);
        const gamecore::InputError error = error_of([&] { wrong.read_letter("WB", "letter W or B"); });
        gamecore::Scanner same = input_testing::scan(bad);
        const gamecore::InputError expected = error_of([&] {
            const std::string token = same.read_token("letter W or B");
            if (token != "W" && token != "B") same.fail_last_token("letter W or B");
        });
        CAPTURE(bad);
        CHECK(error.found == expected.found);
        CHECK(error.column == expected.column);
        CHECK(error.expected == "letter W or B");
    }
    gamecore::Scanner nul = input_testing::scan(std::string("\0 ", 2));  // strchr would match the terminator
    CHECK(error_of([&] { nul.read_letter("WB", "letter W or B"); }).found == "'\\x00'");
}

namespace {

// Reads `count` letters of "BW" as procrastination does: one by read_letter, then read_spaced_letters for as many
// as it takes, and read_space + read_letter for the rest. Returns the letters' indices and where the scanner
// stopped; an input error is returned as its position and message.
std::string letters_by_fast_path(gamecore::Scanner& in, std::size_t count, bool& fast_path_used) {
    std::vector<unsigned char> indices(count);
    for (std::size_t i = 0; i < count;) {
        if (i > 0) in.read_space();
        indices[i] = in.read_letter("BW", "letter") == 'W';
        ++i;
        if (i < count) {
            const std::size_t got = in.read_spaced_letters("BW", count - i, &indices[i]);
            fast_path_used = fast_path_used || got > 0;
            i += got;
        }
    }
    std::string text;
    for (unsigned char index : indices) text += "BW"[index];
    return text;
}

std::string letters_one_by_one(gamecore::Scanner& in, std::size_t count) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        text += in.read_letter("BW", "letter");
    }
    return text;
}

std::string outcome(gamecore::Scanner& in, const std::function<std::string()>& read) {
    try {
        std::string text = read();
        // What follows the letters, and where: the next token read as a word, or the error it gives.
        const std::string next = in.at_end() ? "end" : in.read_token("word");
        return text + " then " + next + " at " + std::to_string(in.last_token_line()) + ":" +
               std::to_string(in.last_token_column());
    } catch (const gamecore::InputError& error) {
        return "error at " + std::to_string(error.line) + ":" + std::to_string(error.column) + " expected " +
               error.expected + " found " + error.found;
    }
}

// For every input, mode and count: `count` tokens read with a fast path (and read_space / one-token reads where it
// stops) give the same text, the same next token and position, or the same error, as one token at a time.
void check_fast_path_reads_as_one_by_one(
    const std::vector<std::string>& inputs, std::size_t most,
    const std::function<std::string(gamecore::Scanner&, std::size_t, bool&)>& by_fast_path,
    const std::function<std::string(gamecore::Scanner&, std::size_t)>& one_by_one) {
    bool fast_path_ever_used = false;
    for (const bool strict : {false, true})
        for (const std::string& input : inputs)
            for (std::size_t count = 1; count <= most; ++count) {
                CAPTURE(input);
                CAPTURE(count);
                CAPTURE(strict);
                gamecore::Scanner fast(input.data(), input.size()), slow(input.data(), input.size());
                fast.set_strict(strict);
                slow.set_strict(strict);
                bool fast_path_used = false;
                const std::string fast_text = outcome(fast, [&] { return by_fast_path(fast, count, fast_path_used); });
                CHECK(fast_text == outcome(slow, [&] { return one_by_one(slow, count); }));
                fast_path_ever_used = fast_path_ever_used || fast_path_used;
            }
    CHECK(fast_path_ever_used);
}

}  // namespace

TEST_CASE("Scanner::read_spaced_letters: the same letters, positions and errors as read_letter one at a time") {
    const std::vector<std::string> inputs = {
        "W B W B\nnext", "W B W B", "W B\tW B\r\nnext", "W  B W B\n", "W B X B\n", "W B WB B\n", "W B W\n",
        "W B W B B W W B W\n", "B\n", "W B W B W B W B W B W B W B W B W B W B W B\n", "W B \n", "W B W B\x00\n",
        std::string("W B \0 B\n", 8), "W B w B\n", "W\nB W B\n"};
    check_fast_path_reads_as_one_by_one(inputs, 12, letters_by_fast_path, letters_one_by_one);
}

TEST_CASE("Scanner::read_spaced_letters: a flaw at any byte of a long line stops it where one by one does") {
    // Every byte of a 13-letter line in turn replaced by each flaw, and the line cut after every byte.
    const std::string line = "W B B W B W W B W B B W W";
    std::vector<std::string> inputs;
    for (std::size_t i = 0; i < line.size(); ++i) {
        for (const char* flaw : {"x", "\t", "  ", "w", "WB", "\r\n", "V"}) {
            std::string flawed = line;
            flawed.replace(i, 1, flaw);
            inputs.push_back(flawed + "\nnext");
        }
        inputs.push_back(std::string(line).replace(i, 1, 1, '\0') + "\n");
        inputs.push_back(line.substr(0, i + 1));
    }
    check_fast_path_reads_as_one_by_one(inputs, 13, letters_by_fast_path, letters_one_by_one);
}

namespace {

std::string ints_by_fast_path(gamecore::Scanner& in, std::size_t count, bool& fast_path_used) {
    std::vector<long long> values(count);
    values[0] = in.read_int(-50, 50, "n");
    for (std::size_t i = 1; i < count;) {
        const std::size_t got = in.read_spaced_ints(count - i, -50, 50, &values[i]);
        fast_path_used = fast_path_used || got > 0;
        i += got;
        if (i < count) {
            in.read_space();
            values[i++] = in.read_int(-50, 50, "n");
        }
    }
    std::string text;
    for (long long value : values) text += std::to_string(value) + ",";
    return text;
}

std::string ints_one_by_one(gamecore::Scanner& in, std::size_t count) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        text += std::to_string(in.read_int(-50, 50, "n")) + ",";
    }
    return text;
}

}  // namespace

TEST_CASE("Scanner::read_spaced_ints: the same values, positions and errors as read_int one at a time") {
    const std::vector<std::string> inputs = {
        "1 2 3 4\nnext", "1 2 3 4", "1 2\t3 4\r\nnext", "1  2 3 4\n", "1 2 x 4\n", "1 2 34 5\n", "1 2 3\n",
        "1 -2 3 -4 5 6 7 8 9\n", "7\n", "50 51 1\n", "-50 -51 1\n", "1 02 3\n", "1 -0 3\n", "1 2 \n", "1 2 3\x00\n",
        std::string("1 2 \0 4\n", 8), "1 2- 3\n", "1 - 3\n", "1 2 99999999999999999999 3\n",
        "1 18446744073709551617 3\n", "1\n2 3 4\n",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14"};
    check_fast_path_reads_as_one_by_one(inputs, 10, ints_by_fast_path, ints_one_by_one);
    // It takes the usual line at once, and stops at the first token that is not " N" in range.
    gamecore::Scanner in = scan("5 6 7 60 8\n");
    long long values[4] = {0, 0, 0, 0};
    CHECK(in.read_int(0, 50, "n") == 5);
    CHECK(in.read_spaced_ints(4, 0, 50, values) == 2);
    CHECK(values[0] == 6);
    CHECK(values[1] == 7);
    CHECK(in.last_token_column() == 5);
    CHECK(error_of([&] { in.read_int(0, 50, "n"); }).found == "'60'");
}

TEST_CASE("Scanner::read_spaced_letters across block boundaries: a 300,000-letter line from a file") {
    std::string line;
    unsigned long long state = 7;
    for (int i = 0; i < 300000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        line += i > 0 ? " " : "";
        line += (state >> 40) & 1 ? 'W' : 'B';
    }
    const std::string input = line + "\nend\n";
    std::FILE* file = file_holding(input);
    gamecore::Scanner in(file);
    bool fast_path_used = false;
    std::string expected;
    for (std::size_t i = 0; i < line.size(); i += 2) expected += line[i];
    CHECK(letters_by_fast_path(in, 300000, fast_path_used) == expected);
    CHECK(fast_path_used);
    check_last_word_is_end_on_line(in, 2);
    std::fclose(file);
}

namespace {

// Appends to `inputs` the integer input `good` with each byte in turn replaced by each flaw a number's token can
// have (and by NUL), and `good` cut after every byte.
void add_flawed_integer_inputs(const std::string& good, std::vector<std::string>& inputs) {
    for (std::size_t i = 0; i < good.size(); ++i) {
        for (const char* flaw : {"x", "\t", "  ", "-1", "00", "\r\n", "51", "9", " ", "\n", "+"}) {
            std::string flawed = good;
            flawed.replace(i, 1, flaw);
            inputs.push_back(flawed);
        }
        inputs.push_back(std::string(good).replace(i, 1, 1, '\0'));
        inputs.push_back(good.substr(0, i + 1));
    }
}

// The case shape "N" LF "V1 ... VN" read token by token, N in 1..5 and each value in 0..50; the values, then where
// the last token was.
std::string counted_row_one_by_one(gamecore::Scanner& in) {
    const long long count = in.read_int(1, 5, "count");
    in.read_eoln();
    std::string text;
    for (long long i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        text += std::to_string(in.read_int(0, 50, "n")) + ",";
    }
    return text + " last at " + std::to_string(in.last_token_line()) + ":" + std::to_string(in.last_token_column());
}

// A fold for read_counted_row that keeps every value it is shown.
struct ShownValues {
    std::vector<long long> values;
    void operator()(long long value) { values.push_back(value); }
};

// The same with read_counted_row first, into storage longer than any case (which it must leave as it was past N),
// and token by token where it declines; its fold must have been shown exactly the values it took.
std::string counted_row_by_fast_path(gamecore::Scanner& in, bool& fast_path_used) {
    std::vector<long long> storage(7, -1);
    ShownValues shown;
    const std::size_t count = in.read_counted_row(1, 5, 0, 50, storage, shown);
    if (count == 0) return counted_row_one_by_one(in);
    fast_path_used = true;
    CHECK(shown.values ==
          std::vector<long long>(storage.begin(), storage.begin() + static_cast<std::ptrdiff_t>(count)));
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += std::to_string(storage[i]) + ",";
    CHECK(storage.size() == 7);
    for (std::size_t i = count; i < storage.size(); ++i) CHECK(storage[i] == -1);
    return text + " last at " + std::to_string(in.last_token_line()) + ":" + std::to_string(in.last_token_column());
}

}  // namespace

TEST_CASE("Scanner::read_counted_row: the same values, positions and errors as reading token by token") {
    // Every byte of two cases in turn replaced by each flaw, and the input cut after every byte.
    std::vector<std::string> inputs = {
        "3\n1 2 3\nnext", " 3\n1 2 3\n", "\n3\n1 2 3\n", "  3\n1 2 3\n", "3\n1 2 3", "0\n", "6\n1 2 3 4 5 6\n",
        "03\n1 2 3\n", "1\n18446744073709551617\n", "1\n99999999999999999999\n", "2\n0 00\n", "5\n50 0 9 10 49\n"};
    for (const std::string& good : {std::string("3\n12 0 7\nnext"), std::string("2\n5 50\n")})
        add_flawed_integer_inputs(good, inputs);
    // The count is the input's, so each input is read once (most = 1).
    check_fast_path_reads_as_one_by_one(
        inputs, 1, [](gamecore::Scanner& in, std::size_t, bool& used) { return counted_row_by_fast_path(in, used); },
        [](gamecore::Scanner& in, std::size_t) { return counted_row_one_by_one(in); });
    // It grows a shorter storage to N.
    gamecore::Scanner in = scan("4\n1 2 3 4\n");
    std::vector<long long> storage;
    CHECK(in.read_counted_row(1, 5, 0, 50, storage) == 4);
    CHECK(storage == std::vector<long long>{1, 2, 3, 4});
    // 19 digits are plain; 2^63 - 1 is the most.
    gamecore::Scanner widest = scan("2\n9223372036854775807 1000000000000000000\n");
    CHECK(widest.read_counted_row(1, 5, 0, 9223372036854775807LL, storage) == 2);
    CHECK(storage[0] == 9223372036854775807LL);
    CHECK(storage[1] == 1000000000000000000LL);
    // N is at least 1 even when min_count says 0 (a count of 0 is the caller's to read), and an empty range of
    // values takes nothing.
    gamecore::Scanner zero = scan("0\n1 2\n");
    std::vector<long long> none;
    CHECK(zero.read_counted_row(0, 5, 0, 50, none) == 0);
    CHECK(zero.read_int(0, 5, "count") == 0);
    gamecore::Scanner empty_range = scan("1\n12\n");
    CHECK(empty_range.read_counted_row(1, 5, 10, 5, storage) == 0);
}

TEST_CASE("Scanner::read_counted_row across block boundaries: 100,000 cases from a file") {
    std::string input;
    std::vector<long long> expected;
    unsigned long long state = 11;
    for (int c = 0; c < 100000; ++c) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const int count = 1 + static_cast<int>((state >> 33) % 5);
        input += std::to_string(count) + "\n";
        for (int i = 0; i < count; ++i) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            const long long value = static_cast<long long>((state >> 33) % 51);
            input += (i > 0 ? " " : "") + std::to_string(value);
            expected.push_back(value);
        }
        input += "\n";
    }
    input += "end\n";
    std::FILE* file = file_holding(input);
    gamecore::Scanner in(file);
    std::vector<long long> got, storage;
    std::size_t fast_cases = 0;
    for (int c = 0; c < 100000; ++c) {
        std::size_t count = in.read_counted_row(1, 5, 0, 50, storage);
        if (count > 0) {
            ++fast_cases;
            got.insert(got.end(), storage.begin(), storage.begin() + static_cast<std::ptrdiff_t>(count));
            continue;
        }
        count = static_cast<std::size_t>(in.read_int(1, 5, "count"));
        for (std::size_t i = 0; i < count; ++i) got.push_back(in.read_int(0, 50, "n"));
    }
    CHECK(got == expected);
    CHECK(fast_cases > 99000);  // only the cases that cross a block's end go token by token
    check_last_word_is_end_on_line(in, 200001);
    std::fclose(file);
}

namespace {

// A line of `count` letters of `letters` (two of them) read as a judge's tower line is: read_space and read_letter
// per letter, then read_line_end. Returns the letters.
std::string letter_line_one_by_one(gamecore::Scanner& in, std::size_t count, const char* letters) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        text += in.read_letter(letters, "letter");
    }
    in.read_line_end("end of line");
    return text;
}

// The same with read_letter_line first, one by one where it declines.
std::string letter_line_by_fast_path(gamecore::Scanner& in, std::size_t count, const char* letters, bool& used) {
    unsigned long long bits = 0;
    if (!in.read_letter_line(letters[0], letters[1], count, bits)) return letter_line_one_by_one(in, count, letters);
    used = true;
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += letters[(bits >> (count - 1 - i)) & 1];
    CHECK((count == 64 || bits >> count == 0));  // no bits beyond the line's
    return text;
}

void check_letter_line(const std::vector<std::string>& inputs, std::size_t most, const char* letters) {
    check_fast_path_reads_as_one_by_one(
        inputs, most,
        [letters](gamecore::Scanner& in, std::size_t count, bool& used) {
            return letter_line_by_fast_path(in, count, letters, used);
        },
        [letters](gamecore::Scanner& in, std::size_t count) { return letter_line_one_by_one(in, count, letters); });
}

// A line of `count` letters of `letters`, from a fixed pseudo-random sequence.
std::string letter_line(std::size_t count, const char* letters, unsigned long long seed) {
    std::string line;
    for (std::size_t i = 0; i < count; ++i) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        line += std::string(i > 0 ? " " : "") + letters[(seed >> 40) & 1];
    }
    return line;
}

}  // namespace

TEST_CASE("Scanner::read_letter_line: the same letters, positions and errors as reading letter by letter") {
    // Every byte of a 13-letter line (three whole words and one letter) in turn replaced by each flaw, and the input
    // cut after every byte; the letters W and B differ in three bits, and 'C', 'V', 'U' and '!' each share some of
    // them with W, B or the space.
    const std::string line = letter_line(13, "BW", 1);
    const std::string slack = "\nnext and enough bytes after the line for whole words";
    std::vector<std::string> inputs = {"W B W B\nnext", "W B W B", "W B W B\n", "W B\tW B\r\nnext", "\nW B\n",
                                       " W B\n", "W B \n", "W B\n\n", std::string("W B\n\0", 5)};
    for (std::size_t i = 0; i < line.size(); ++i) {
        for (const char* flaw : {"x", "\t", "  ", "w", "WB", "\r\n", "V", "C", "U", "!", "\n", " ", "W", "B"}) {
            std::string flawed = line;
            flawed.replace(i, 1, flaw);
            inputs.push_back(flawed + slack);
        }
        inputs.push_back(std::string(line).replace(i, 1, 1, '\0') + slack);
        inputs.push_back(line.substr(0, i + 1));
        inputs.push_back(line.substr(0, i + 1) + slack);
    }
    inputs.push_back(line + "\n");
    check_letter_line(inputs, 14, "BW");
}

TEST_CASE("Scanner::read_letter_line: every length up to 64 letters, 65 declined, and other pairs of letters") {
    const std::string slack = "\nnext and enough bytes after the line for whole words";
    std::vector<std::string> inputs;
    for (std::size_t count = 60; count <= 65; ++count) {
        inputs.push_back(letter_line(count, "BW", count) + slack);
        inputs.push_back(letter_line(count, "BW", count) + "\n");
    }
    inputs.push_back(letter_line(64, "WW", 0) + slack);  // all 64 bits set
    inputs.push_back(letter_line(64, "BB", 0) + slack);
    check_letter_line(inputs, 66, "BW");
    // Letters that differ in one high bit ('A', 'a') and in the lowest ('0', '1'), each against a byte that
    // shares the other bits.
    std::vector<std::string> cased, digits;
    for (std::size_t count = 1; count <= 9; ++count) {
        cased.push_back(letter_line(count, "Aa", count) + slack);
        digits.push_back(letter_line(count, "01", count) + slack);
    }
    cased.push_back("a A A a a\x81\nnext and more");
    cased.push_back("a A A a q" + slack);
    digits.push_back("0 1 1 0 3" + slack);
    digits.push_back("0 1 1 0 1 1 0 2" + slack);
    check_letter_line(cased, 9, "Aa");
    check_letter_line(digits, 9, "01");
    // The same letter twice is no pair: declined.
    gamecore::Scanner same = scan("W W\n");
    unsigned long long bits = 0;
    CHECK_FALSE(same.read_letter_line('W', 'W', 2, bits));
}

TEST_CASE("Scanner::read_letter_line across block boundaries: 20,000 lines from a file") {
    std::string input;
    std::vector<std::string> lines;
    unsigned long long state = 13;
    for (int i = 0; i < 20000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        lines.push_back(letter_line(1 + static_cast<std::size_t>((state >> 33) % 64), "BW", state));
        input += lines.back() + "\n";
    }
    input += "end\n";
    std::FILE* file = file_holding(input);
    gamecore::Scanner in(file);
    std::size_t whole = 0;
    bool all_equal = true;
    for (const std::string& line : lines) {
        bool used = false;
        const std::string got = letter_line_by_fast_path(in, (line.size() + 1) / 2, "BW", used);
        std::string expected;
        for (std::size_t i = 0; i < line.size(); i += 2) expected += line[i];
        all_equal = all_equal && got == expected;
        whole += used;
    }
    CHECK(all_equal);
    CHECK(whole > 19900);  // only the lines that end within a word of a block's end go letter by letter
    check_last_word_is_end_on_line(in, 20001);
    std::fclose(file);
}

namespace {

// Where the last token was, and where the position is (line() and column(): read_eoln leaves it at the line
// break in lenient mode, after it in strict mode).
std::string where_lines_left(gamecore::Scanner& in) {
    return " last at " + std::to_string(in.last_token_line()) + ":" + std::to_string(in.last_token_column()) +
           ", now at " + std::to_string(in.line()) + ":" + std::to_string(in.column());
}

// `count` lines of `columns` integers in 0..50 read as poj1067 reads its pairs: at_end() (which ends the input),
// then read_int, read_space and read_int per further value, then read_eoln. Returns the values, and where the
// last token was.
std::string int_lines_one_by_one(gamecore::Scanner& in, std::size_t columns, std::size_t count) {
    std::string text;
    for (std::size_t line = 0; line < count; ++line) {
        if (in.at_end()) return text + "end";
        for (std::size_t c = 0; c < columns; ++c) {
            if (c > 0) in.read_space();
            text += std::to_string(in.read_int(0, 50, "n")) + ",";
        }
        in.read_eoln();
        text += ";";
    }
    return text + where_lines_left(in);
}

// The same with read_int_rows first, and one line token by token wherever it stops.
std::string int_lines_by_fast_path(gamecore::Scanner& in, std::size_t columns, std::size_t count, bool& used) {
    std::string text;
    std::vector<long long> values(columns * count + 1);
    for (std::size_t line = 0; line < count;) {
        const std::size_t lines = in.read_int_rows(columns, count - line, 0, 50, values.data());
        used = used || lines > 0;
        for (std::size_t i = 0; i < lines * columns; ++i)
            text += std::to_string(values[i]) + (i % columns == columns - 1 ? ",;" : ",");
        line += lines;
        if (line == count) break;
        const std::string one = int_lines_one_by_one(in, columns, 1);
        text += one.substr(0, one.find(where_lines_left(in)));
        if (one.find("end") == 0 || one.find(";end") != std::string::npos) return text;
        ++line;
    }
    return text + where_lines_left(in);
}

void check_int_lines(const std::vector<std::string>& inputs, std::size_t columns, std::size_t most) {
    check_fast_path_reads_as_one_by_one(
        inputs, most,
        [columns](gamecore::Scanner& in, std::size_t count, bool& used) {
            return int_lines_by_fast_path(in, columns, count, used);
        },
        [columns](gamecore::Scanner& in, std::size_t count) { return int_lines_one_by_one(in, columns, count); });
}

}  // namespace

TEST_CASE("Scanner::read_int_rows: the same values, positions and errors as reading line by line, token by token") {
    // Every byte of three lines of pairs in turn replaced by each flaw, and the input cut after every byte.
    std::vector<std::string> inputs = {"1 2\n3 4\n", "1 2\n3 4", "1 2\n\n3 4\n", "1 2\r\n3 4\n", " 1 2\n3 4\n",
                                       "1 2 \n3 4\n", "1  2\n3 4\n", "\n1 2\n", "", "1 2\n3 4\nx"};
    add_flawed_integer_inputs("12 0\n7 50\n3 9\nnext", inputs);
    check_int_lines(inputs, 2, 4);
    // Lines of one value and of three.
    check_int_lines({"1\n2\n3\n", "1\n2 3\n", "1\n\n2\n", "01\n2\n"}, 1, 4);
    check_int_lines({"1 2 3\n4 5 6\n", "1 2 3\n4 5\n6\n", "1 2 3 4\n", "1 2 3\r\n4 5 6\n"}, 3, 3);
    // The range's low end counts; an empty range of values, or one below 0, takes nothing.
    long long values[4];
    gamecore::Scanner low_end = scan("10 50\n9 50\n");
    CHECK(low_end.read_int_rows(2, 2, 10, 50, values) == 1);
    // It takes as many plain lines as it is asked for.
    gamecore::Scanner three = scan("1 2\n3 4\n5 6\n");
    CHECK(three.read_int_rows(2, 2, 0, 50, values) == 2);
    CHECK(values[3] == 4);
    gamecore::Scanner empty_range = scan("1 2\n");
    CHECK(empty_range.read_int_rows(2, 1, 10, 5, values) == 0);
    gamecore::Scanner negative = scan("1 2\n");
    CHECK(negative.read_int_rows(2, 1, -5, -1, values) == 0);
}

TEST_CASE("Scanner::read_int_rows across block boundaries: 100,000 pairs from a file") {
    std::string input;
    std::vector<long long> expected;
    unsigned long long state = 17;
    for (int line = 0; line < 100000; ++line)
        for (int c = 0; c < 2; ++c) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            expected.push_back(static_cast<long long>((state >> 33) % 1000000000));
            input += std::to_string(expected.back()) + (c == 0 ? " " : "\n");
        }
    input += "end\n";
    std::FILE* file = file_holding(input);
    gamecore::Scanner in(file);
    std::vector<long long> got, batch(2 * 256);
    std::size_t by_rows = 0;
    while (got.size() < expected.size()) {
        const std::size_t lines = in.read_int_rows(2, 256, 0, 999999999, batch.data());
        got.insert(got.end(), batch.begin(), batch.begin() + static_cast<std::ptrdiff_t>(2 * lines));
        by_rows += lines;
        if (lines == 256 || got.size() == expected.size()) continue;
        got.push_back(in.read_int(0, 999999999, "a"));
        got.push_back(in.read_int(0, 999999999, "b"));
    }
    CHECK(got == expected);
    CHECK(by_rows > 99000);  // only the lines that cross a block's end go token by token
    check_last_word_is_end_on_line(in, 100001);
    std::fclose(file);
}

TEST_CASE("Scanner::read_unsigned: every value up to 2^64 - 1, and the errors of read_int") {
    const unsigned long long top = 18446744073709551615ULL;
    gamecore::Scanner in = scan("18446744073709551615 0\r\n\t10000000000000000000 9999999999999999999 1");
    CHECK(in.read_unsigned(top, "v") == top);
    CHECK(in.read_unsigned(top, "v") == 0);
    CHECK(in.read_unsigned(top, "v") == 10000000000000000000ULL);
    CHECK(in.read_unsigned(top, "v") == 9999999999999999999ULL);
    CHECK(in.read_unsigned(top, "v") == 1);  // at the end of the buffer: the careful path
    CHECK(in.at_end());
    const char* const bad[] = {"18446744073709551616", "20000000000000000000", "99999999999999999999",
                               "100000000000000000000", "-1", "+1", "-0", "1x", "x", "28446744073709551615"};
    for (const char* token : bad) {
        CAPTURE(token);
        gamecore::Scanner one = scan(std::string("7\n  ") + token + " 5\n");
        CHECK(one.read_unsigned(top, "value") == 7);
        const gamecore::InputError error = error_of([&] { one.read_unsigned(top, "value"); });
        CHECK(error.line == 2);
        CHECK(error.column == 3);
        CHECK(error.expected == "value (integer 0..18446744073709551615)");
        CHECK(error.found == std::string("'") + token + "'");
    }
    gamecore::Scanner above = scan("11 ");
    CHECK(error_of([&] { above.read_unsigned(10, "value"); }).expected == "value (integer 0..10)");
    gamecore::Scanner none = scan("  ");
    CHECK(error_of([&] { none.read_unsigned(10, "value"); }).found == "end of input");
    // Strict mode: no leading zeros, exact separators.
    gamecore::Scanner zeros = scan("007 ");
    zeros.set_strict(true);
    CHECK(error_of([&] { zeros.read_unsigned(top, "value"); }).expected ==
          "value (integer 0..18446744073709551615) without leading zeros");
    gamecore::Scanner exact = scan("0 18446744073709551615\n");
    exact.set_strict(true);
    CHECK(exact.read_unsigned(top, "value") == 0);
    exact.read_space();
    CHECK(exact.read_unsigned(top, "value") == top);
    exact.read_eoln();
    exact.read_eof();
}

TEST_CASE("Scanner::read_unsigned across block boundaries: 20-digit values from a file keep values and positions") {
    std::string text;
    std::vector<unsigned long long> values;
    unsigned long long x = 88172645463325252ULL;
    for (int i = 0; i < 20000; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        values.push_back(i % 7 == 0 ? 18446744073709551615ULL - static_cast<unsigned long long>(i) : x);
        text += std::to_string(values.back()) + (i % 2 == 0 ? " " : "\n");
    }
    text += "18446744073709551616\n";
    std::FILE* file = file_holding(text);
    gamecore::Scanner in(file);
    for (std::size_t i = 0; i < values.size(); ++i)
        REQUIRE(in.read_unsigned(18446744073709551615ULL, "v") == values[i]);
    const gamecore::InputError past = error_of([&] { in.read_unsigned(18446744073709551615ULL, "v"); });
    CHECK(past.line == 10001);
    CHECK(past.column == 1);
    CHECK(past.found == "'18446744073709551616'");
    std::fclose(file);
}

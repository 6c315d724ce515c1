// Input scanner for judge formats: reads what is available, reports the first bad token by line and column (line
// breaks counted only when asked); O(input size). Tested in src/tests/scanner_test.cpp and src/tests/faults/; speed:
// scanner-bench.
#ifndef GAMECORE_SCANNER_HPP
#define GAMECORE_SCANNER_HPP

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "gamecore/io_error.hpp"

// On POSIX systems a read returns what a pipe holds now instead of waiting for a full block, so answers can
// follow their questions interactively. Elsewhere (a judge on Windows reads a file) fread is enough.
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define GAMECORE_SCANNER_POSIX_READ 1
#endif

// The rare paths stay out of line so that the common one inlines into the solver's loop.
#if defined(__GNUC__)
#define GAMECORE_SCANNER_NOINLINE __attribute__((noinline))
#define GAMECORE_SCANNER_INLINE inline __attribute__((always_inline))
#else
#define GAMECORE_SCANNER_NOINLINE
#define GAMECORE_SCANNER_INLINE inline
#endif

namespace gamecore {

// Bytes b[0..7] as a number, b[0] the lowest byte, on any endianness: for reading eight bytes at once (the
// scanner's letter lines, a solver's packed cubes). Written out as one expression, which compilers make a single
// load where the bytes are in that order (a loop of shifts stays eight loads).
inline unsigned long long little_endian_word(const unsigned char* b) {
    typedef unsigned long long u;
    return static_cast<u>(b[0]) | static_cast<u>(b[1]) << 8 | static_cast<u>(b[2]) << 16 |
           static_cast<u>(b[3]) << 24 | static_cast<u>(b[4]) << 32 | static_cast<u>(b[5]) << 40 |
           static_cast<u>(b[6]) << 48 | static_cast<u>(b[7]) << 56;
}

// A fold for Scanner::read_counted_row that gathers nothing.
struct IgnoreValues {
    void operator()(long long) const {}
};

// Thrown for the first input that does not fit the format. The program prints
//   <problem>: line L, column C: expected <expected>, found <found>
// where found is a quoted token ('abc') or the words "end of input".
struct InputError : public std::exception {
    long line;
    long column;
    std::string expected;
    std::string found;

    InputError(long line_, long column_, const std::string& expected_, const std::string& found_)
        : line(line_), column(column_), expected(expected_), found(found_) {}
    ~InputError() throw() {}
    const char* what() const throw() { return "input error"; }
};

// Lenient mode (the default, like a judge): whitespace is space, tab, CR, LF,
// vertical tab and form feed, so CRLF files, tabs, blank lines and a missing
// final newline all read like plain LF files, and read_space / read_eoln are
// no-ops. Strict mode (a validator in the spirit of testlib): nothing is
// skipped; the solver states every separator with read_space (exactly one
// ' '), read_eoln (exactly one LF) and read_eof, and uses the judge's limits.
// Columns count bytes from 1; a token's position is that of its first byte.
// Integers in strict mode are canonical: no leading zeros, no "-0". A word token (read_token) longer than
// longest_word bytes is an error, so a huge token costs no memory; messages quote at most 32 bytes of a token.
// A read that fails (a directory, a closed descriptor) throws IoError; end of input is only the end.
class Scanner {
public:
    // Reads `file` in blocks; the file stays owned by the caller.
    explicit Scanner(std::FILE* file) : file_(file) {
        init();
        buffer_.assign(1, '\0');  // no input yet: only the stop byte
        begin_ = pos_ = end_ = counted_ = &buffer_[0];
    }

    // Reads an in-memory copy of `size` bytes (tests, fuzzing).
    Scanner(const char* data, std::size_t size) : file_(NULL) {
        init();
        buffer_.reserve(size + 1);
        buffer_.assign(data, data + size);
        buffer_.push_back('\0');  // the stop byte
        begin_ = pos_ = counted_ = &buffer_[0];
        end_ = pos_ + size;
    }

    void set_strict(bool strict) { strict_ = strict; }
    bool strict() const { return strict_; }

    // Calls before_wait(context) each time the scanner is about to ask the system for more input, which may wait
    // (a pipe): the solver's answers so far can be flushed then (Output::flush_output).
    void set_before_wait(void (*before_wait)(void*), void* context) {
        before_wait_ = before_wait;
        before_wait_context_ = context;
    }

    // Separators, checked only in strict mode.
    void read_space() {
        if (strict_) expect_byte(' ', "a single space");
    }
    void read_eoln() {
        if (strict_) expect_byte('\n', "end of line");
    }
    void read_eof() {
        if (strict_ ? peek() >= 0 : !at_end()) fail_next("end of input");
    }

    // Skips whitespace (lenient mode only); true if the input holds nothing else.
    bool at_end() {
        // Inlined: the usual case is one separator, then a token (the stop byte after the last byte read is none).
        if (!strict_ && (*pos_ == ' ' || *pos_ == '\n') && static_cast<unsigned char>(pos_[1]) > ' ') {
            ++pos_;
            return false;
        }
        skip_whitespace();
        return peek() < 0;
    }

    // Reads one whitespace-delimited integer in [min, max]. `what` names it
    // for the error message, e.g. "pile size".
    long long read_int(long long min, long long max, const char* what) {
        // Inlined into the solver's loop: the usual token is one separator away and well-formed.
        if (!strict_ && (*pos_ == ' ' || *pos_ == '\n')) ++pos_;  // at end_ the stop byte is no blank
        long long value;
        if (static_cast<unsigned char>(*pos_) > ' ' && read_int_in_buffer(min, max, value))
            return value;
        return read_int_careful(min, max, what);
    }

    // Reads one whitespace-delimited unsigned integer in [0, max], up to 2^64 - 1, which read_int cannot hold (for
    // formats of unsigned 64-bit values): the same separators, strict rules and messages, "what (integer 0..max)";
    // a sign is no digit, so "-1" and "+1" are errors.
    unsigned long long read_unsigned(unsigned long long max, const char* what) {
        if (!strict_ && (*pos_ == ' ' || *pos_ == '\n')) ++pos_;  // as read_int's fast path
        const char* after;
        unsigned long long value;
        if (parse_unsigned_at(pos_, max, value, after)) {
            token_read_in_buffer(pos_, static_cast<std::size_t>(after - pos_));
            pos_ = after;
            return value;
        }
        return read_unsigned_careful(max, what);
    }

private:
    GAMECORE_SCANNER_NOINLINE unsigned long long read_unsigned_careful(unsigned long long max, const char* what) {
        if (pos_ == end_ || static_cast<unsigned char>(*pos_) <= ' ') skip_whitespace();
        begin_token();
        unsigned long long value = 0;
        bool digits = false, overflow = false;
        for (int c = peek(); c >= '0' && c <= '9'; c = peek()) {
            const unsigned digit = static_cast<unsigned>(c - '0');
            if (value > (~0ULL - digit) / 10) overflow = true;
            else value = value * 10 + digit;
            digits = true;
            take_token_char();
        }
        const int c = peek();
        const bool clean_end = c < 0 || is_space(c);
        take_rest_of_token();
        char range[64];
        std::sprintf(range, " (integer 0..%llu)", max);
        const std::string expected = std::string(what) + range;
        if (!digits || !clean_end || overflow || value > max) fail_token(expected);
        if (strict_ && token_text_[0] == '0' && token_length_ > 1) fail_token(expected + " without leading zeros");
        return value;
    }

    // The unsigned token at `start`, if it is plain digits (no leading zero in strict mode) of a value in [0, max]
    // followed by a blank inside the buffer: sets `value` and `after`; false for anything the careful path judges.
    bool parse_unsigned_at(const char* start, unsigned long long max, unsigned long long& value,
                           const char*& after) const {
        unsigned long long magnitude;  // wraps past 2^64 - 1; exact below it
        const char* const p = scan_digits(start, magnitude);
        const std::size_t length = static_cast<std::size_t>(p - start);
        if (length == 0 || length > 20 || !is_space(static_cast<unsigned char>(*p))) return false;
        if (strict_ && *start == '0' && length > 1) return false;
        // 20 digits: 10^19 + the last 19 (which magnitude - 10^19 is exactly, wrapped or not), at most 2^64 - 1.
        if (length == 20 && (*start != '1' || magnitude - 10000000000000000000ULL > 8446744073709551615ULL))
            return false;
        if (magnitude > max) return false;
        value = magnitude;
        after = p;
        return true;
    }

    GAMECORE_SCANNER_NOINLINE long long read_int_careful(long long min, long long max, const char* what) {
        if (pos_ == end_ || static_cast<unsigned char>(*pos_) <= ' ') skip_whitespace();  // at_end() often did it
        long long value;
        if (read_int_in_buffer(min, max, value)) return value;
        begin_token();
        int c = peek();
        bool negative = false;
        if (c == '-') {
            negative = true;
            take_token_char();
            c = peek();
        }
        // Magnitudes up to 2^63 are representable (2^63 only when negative).
        const unsigned long long limit = 9223372036854775807ULL + (negative ? 1 : 0);
        unsigned long long magnitude = 0;
        bool digits = false, overflow = false;
        while (c >= '0' && c <= '9') {
            const unsigned digit = static_cast<unsigned>(c - '0');
            if (magnitude > (limit - digit) / 10) overflow = true;
            else magnitude = magnitude * 10 + digit;
            digits = true;
            take_token_char();
            c = peek();
        }
        const bool clean_end = c < 0 || is_space(c);
        take_rest_of_token();
        if (!digits || !clean_end || overflow) fail_token(integer_description(what, min, max));
        if (negative) value = magnitude == limit ? (-9223372036854775807LL - 1) : -static_cast<long long>(magnitude);
        else value = static_cast<long long>(magnitude);
        if (value < min || value > max) fail_token(integer_description(what, min, max));
        if (strict_) {
            const char first_digit = token_text_[negative ? 1 : 0];
            if (first_digit == '0' && token_length_ > (negative ? 2u : 1u))
                fail_token(integer_description(what, min, max) + " without leading zeros");
            if (negative && magnitude == 0) fail_token(integer_description(what, min, max) + " without a sign on 0");
        }
        return value;
    }

public:
    // Reads the next whitespace-delimited word (at most longest_word bytes); end of input is an error.
    std::string read_token(const char* what) { return read_token(what, longest_word); }

    // The same with the caller's bound on its length, for words that are data rather than names, such as a row
    // of a character grid: a word longer than `longest` bytes is an error, read past but never stored.
    std::string read_token(const char* what, std::size_t longest) {
        skip_whitespace();
        begin_token();
        std::string token;
        for (int c = peek(); c >= 0 && !is_space(c) && token.size() < longest; c = peek()) {
            token += static_cast<char>(c);
            take_token_char();
        }
        if (token.empty() || token.size() == longest) {
            take_rest_of_token();
            if (token.empty() || token_length_ > longest) fail_token(what);
        }
        return token;
    }

    // Reads a one-byte token that must be one of `letters` (e.g. "WB"), without building a string: the same
    // result and the same errors as comparing read_token(what) with each letter, at a fraction of the cost.
    char read_letter(const char* letters, const char* what) {
        if (pos_ == end_ || static_cast<unsigned char>(*pos_) <= ' ') skip_whitespace();
        if (end_ - pos_ >= 2 && static_cast<unsigned char>(pos_[1]) <= ' ' && is_space(pos_[1]) &&
            is_one_of(*pos_, letters)) {
            token_read_in_buffer(pos_, 1);
            return *pos_++;
        }
        const std::string token = read_token(what);
        if (token.size() != 1 || !is_one_of(token[0], letters)) fail_token(what);
        return token[0];
    }

    // Right after a token: reads up to `count` integers in [min, max] of the form " N" (one space, then the
    // integer, then a blank or a line break) into `values`, and stops, consuming nothing more, at anything else or
    // at the end of the buffer. Returns how many it read. They are exactly the tokens read_space() and read_int()
    // would take one at a time, in either mode (strict mode's leading zeros and signs stop it: read_int judges
    // those); the caller goes on with those for the rest, which also write any message. The position stays in a
    // register for the whole run, where a read_int per token stores it and loads it back each time.
    std::size_t read_spaced_ints(std::size_t count, long long min, long long max, long long* values) {
        const char* p = pos_;  // a local: stores through `values` could alias the members
        std::size_t got = 0;
        const char* token = NULL;
        // The stop byte at end_ is no space.
        for (const char* after; got < count && *p == ' ' && parse_int_at(p + 1, min, max, values[got], after);
             ++got) {
            token = p + 1;
            p = after;
        }
        if (got > 0) {
            token_read_in_buffer(token, static_cast<std::size_t>(p - token));
            pos_ = p;
        }
        return got;
    }

    // The shape of many judges' cases, "N" on a line, then N integers on the next, one space apart: when all of it
    // is in the buffer and plain (digits only, no leading zeros, N in [min_count, max_count] and at least 1, each
    // value in [min, max], a blank after the last), puts the values in values[0, N) (growing `values` if it is
    // shorter, never shrinking it), leaves the position right after the last and returns N. They are exactly the
    // tokens that read_int (N), read_eoln, read_int and then read_space and read_int per value would take, in
    // either mode. Anything else returns 0 having consumed nothing, and the caller reads the case token by token,
    // which also writes any message. The position stays in a register for the whole case, where a call per token
    // stores it and loads it back.
    std::size_t read_counted_row(std::size_t min_count, std::size_t max_count, long long min, long long max,
                                 std::vector<long long>& values) {
        IgnoreValues ignore;
        return read_counted_row(min_count, max_count, min, max, values, ignore);
    }

    // The same, also calling fold(value) on each value as it is read, so that a solver gathers what it needs of
    // them (a xor, a sum) in the same pass instead of a second loop over the row. A row that is then declined has
    // been folded in part: the caller folds afresh what it reads token by token.
    template <class Fold>
    std::size_t read_counted_row(std::size_t min_count, std::size_t max_count, long long min, long long max,
                                 std::vector<long long>& values, Fold& fold) {
        if (max < 0) return 0;  // only digits are read here: a sign goes to read_int
        const unsigned long long low = min > 0 ? static_cast<unsigned long long>(min) : 0;
        const unsigned long long high = static_cast<unsigned long long>(max);
        if (low > high) return 0;
        const char* p = pos_;  // a local: stores through `values` could alias the members
        if (!strict_ && (*p == ' ' || *p == '\n')) ++p;  // the separator read_int skips; any other goes to it
        unsigned long long count;
        const char* after;
        if (!parse_natural_at(p, min_count > 0 ? min_count : 1, max_count, count, after) || *after != '\n')
            return 0;
        if (values.size() < count) values.resize(static_cast<std::size_t>(count));
        long long* const out = &values[0];
        // Flaws are gathered without a branch and judged once at the end: each is rare, and a branch per test
        // cost more than the digits. A separator that is not the expected one ends it at once (the stop byte is
        // none, so the end of the buffer does too).
        bool flawed = false;
        const char* token;
        for (std::size_t i = 0;;) {  // `after` is at the line break before the first value, then at a space
            token = after + 1;
            unsigned long long magnitude;
            after = scan_digits(token, magnitude);
            flawed |= is_no_plain_natural_in(token, after, magnitude, low, high);
            out[i] = static_cast<long long>(magnitude);
            fold(out[i]);
            if (++i == count) break;
            if (*after != ' ') return 0;
        }
        if (flawed || !is_space(static_cast<unsigned char>(*after))) return 0;
        token_read_in_buffer(token, static_cast<std::size_t>(after - token));
        pos_ = after;
        return static_cast<std::size_t>(count);
    }

    // Lines of `columns` integers one space apart, read where a line's last token ends (or, in strict mode, after
    // its line break): up to `rows` whole lines of plain values in [min, max] (digits only, no leading zeros), each
    // ended by LF, into values[0, columns * lines), and returns how many lines. They are exactly the tokens that
    // read_int, then read_space and read_int per further value, then read_eoln, would take line by line in either
    // mode, with at_end() before each line in lenient mode; the position is left as read_eoln leaves it. It stops,
    // consuming nothing of it, at the first line that is anything else or not all in the buffer; the caller reads
    // that one token by token, which also writes any message (values past the lines taken may have been written).
    // The position stays in a register throughout, where a call per token stores it and loads it back.
    std::size_t read_int_rows(std::size_t columns, std::size_t rows, long long min, long long max,
                              long long* values) {
        if (max < 0 || columns == 0) return 0;  // only digits are read here: a sign goes to read_int
        const unsigned long long low = min > 0 ? static_cast<unsigned long long>(min) : 0;
        const unsigned long long high = static_cast<unsigned long long>(max);
        if (low > high) return 0;
        const char* p = pos_;  // the start of the next line
        if (!strict_ && *p == '\n') ++p;  // the line break lenient mode's read_eoln left, which at_end() skips
        std::size_t lines = 0;
        const char* token = NULL;  // the last value taken
        for (; lines < rows; ++lines) {
            long long* const line = values + lines * columns;
            const char* q = p;
            const char* start = q;
            bool flawed = false;
            for (std::size_t c = 0;;) {
                start = q;
                unsigned long long magnitude;
                q = scan_digits(start, magnitude);
                flawed |= is_no_plain_natural_in(start, q, magnitude, low, high);
                line[c] = static_cast<long long>(magnitude);
                if (++c == columns) break;
                if (*q != ' ') {
                    flawed = true;
                    break;
                }
                ++q;
            }
            // The stop byte is no LF, so a line that runs to the end of the buffer stops here.
            if (flawed || *q != '\n') break;
            token = start;
            p = q + 1;
        }
        if (lines > 0) {
            // As read_eoln leaves it: lenient mode stays at the line break, strict mode takes it as an empty token.
            if (strict_) token_read_in_buffer(p - 1, 0);
            else token_read_in_buffer(token, static_cast<std::size_t>(p - 1 - token));
            pos_ = strict_ ? p : p - 1;
        }
        return lines;
    }

    // Right after a one-letter token: reads up to `count` more of the form " X" (one space, one of `letters`,
    // then a blank or a line break), storing for each the index of X in `letters`, and stops, consuming nothing
    // more, at anything else or near the end of the buffer. Returns how many it read. The tokens are exactly
    // those that read_space() and read_letter() would take one at a time, in either mode; the caller goes on
    // with those for the rest. `letters` is a string literal, so the test of each byte unrolls.
    template <std::size_t N>
    std::size_t read_spaced_letters(const char (&letters)[N], std::size_t count, unsigned char* indices) {
        std::size_t got = 0;
        const char* p = pos_;  // locals: stores through `indices` (a char type) could alias the members
        // Letter k (from 0) reads p[2k .. 2k + 2], so the buffer holds (available - 1) / 2 of them whole.
        const std::size_t available = static_cast<std::size_t>(end_ - p);
        const std::size_t room = available >= 3 ? (available - 1) / 2 : 0;
        const char* const last = p + 2 * (count < room ? count : room);
        // Membership by a bit mask of the (ASCII) letters, not by comparisons: the compiler turns those into a
        // branch, which random letters mispredict half the time.
        unsigned long long member[2] = {0, 0};
        for (std::size_t i = 0; i + 1 < N; ++i) {
            const unsigned char letter = static_cast<unsigned char>(letters[i]);
            if (letter != 0 && letter < 128) member[letter >> 6] |= 1ULL << (letter & 63);
        }
        for (; p < last && p[0] == ' ' && static_cast<unsigned char>(p[2]) <= ' ' && is_space(p[2]); p += 2) {
            const unsigned char c = static_cast<unsigned char>(p[1]);
            if (c >= 128 || ((member[c >> 6] >> (c & 63)) & 1) == 0) break;
            unsigned char index = 0;
            for (std::size_t i = 1; i + 1 < N; ++i) index = static_cast<unsigned char>(index + i * (c == letters[i]));
            indices[got++] = index;
        }
        pos_ = p;
        if (got > 0) token_read_in_buffer(pos_ - 1, 1);  // the last letter is the last token, as read_letter's
        return got;
    }

    // A whole line of `count` letters (1 to 64), each `zero` or `one`, one space apart and ended by LF, right at
    // the position: when all of it is in the buffer, sets `bits` to the letters as binary digits (`one` is 1, the
    // first letter the highest of the `count` bits), leaves the position after the LF and returns true. Those are
    // exactly the bytes that read_letter and read_space per letter, then read_line_end, would take, in either mode.
    // Anything else (another byte anywhere, a line too near the end of the buffer) returns false having consumed
    // nothing; the caller reads the line token by token, which also writes any message. Four letters at a time:
    // one 8-byte word holds four letters and their separators, judged with no branch per letter.
    GAMECORE_SCANNER_INLINE bool read_letter_line(char zero, char one, std::size_t count, unsigned long long& bits) {
        const std::size_t words = (count + 3) / 4;
        // Whole words are read, so a line needs up to 6 bytes past its LF in the buffer.
        if (count == 0 || count > 64 || static_cast<std::size_t>(end_ - pos_) < 8 * words) return false;
        const unsigned difference = static_cast<unsigned char>(zero) ^ static_cast<unsigned char>(one);
        if (difference == 0) return false;
        int shift = 0;  // a bit in which the two letters differ
        while (((difference >> shift) & 1) == 0) ++shift;
        const unsigned long long each_byte = 0x0101010101010101ULL;
        const unsigned long long letter_bytes = 0x00FF00FF00FF00FFULL;  // bytes 0, 2, 4, 6 of a word
        const unsigned long long letter_lows = letter_bytes & each_byte;
        // x = word ^ expected is 0 in a separator's byte and `zero`'s, `difference` in `one`'s.
        const unsigned long long expected = (letter_bytes & (each_byte * static_cast<unsigned char>(zero))) |
                                            (~letter_bytes & (each_byte * ' '));
        const unsigned char* p = reinterpret_cast<const unsigned char*>(pos_);
        unsigned long long flaws = 0, collected = 0;
        for (std::size_t w = 1; w < words; ++w, p += 8) {
            const unsigned long long x = little_endian_word(p) ^ expected;
            // Bit `shift` of each letter's byte says which letter it must be; any other byte is a flaw.
            const unsigned long long is_one = (x >> shift) & letter_lows;
            flaws |= x ^ is_one * difference;
            collected = (collected << 4) | four_letter_bits(is_one);
        }
        // The last word holds the last `left` letters, and the LF where the next space would be; bytes past it
        // are the next line's.
        const std::size_t left = count - 4 * (words - 1);
        const unsigned long long x = little_endian_word(p) ^ expected ^
                                     (static_cast<unsigned long long>(' ' ^ '\n') << (8 * (2 * left - 1)));
        const unsigned long long is_one = (x >> shift) & letter_lows;
        flaws |= (x ^ is_one * difference) & (~0ULL >> (8 * (8 - 2 * left)));
        if (flaws != 0) return false;
        bits = (collected << left) | (four_letter_bits(is_one) >> (4 - left));
        // The last token as the slow path leaves it: strict mode's read_line_end takes the LF as an empty one.
        if (strict_) token_read_in_buffer(pos_ + 2 * count - 1, 0);
        else token_read_in_buffer(pos_ + 2 * count - 2, 1);
        pos_ += 2 * count;
        return true;
    }

    // Line-aware reading, for formats where a line break carries meaning:
    // skips spaces, tabs and CR, and tells whether the line ends here
    // (at LF or at end of input).
    bool at_line_end() {
        if (!strict_)
            for (int c = peek(); c != '\n' && is_space(c); c = peek()) advance();
        const int c = peek();
        return c < 0 || c == '\n';
    }

    // Consumes the rest of the current line, which must hold only blanks.
    void read_line_end(const char* what) {
        if (strict_) {
            expect_byte('\n', what);
            return;
        }
        if (!at_line_end()) {
            begin_token();
            take_rest_of_token();
            fail_token(what);
        }
        if (peek() == '\n') advance();
    }

    // Reports the token read last as wrong, e.g. a repeated position: the
    // value parsed but breaks a rule that only the solver knows.
    void fail_last_token(const std::string& expected) const { fail_token(expected); }

    // Where the token read last starts, for errors found later (e.g. a
    // repeated value noticed only after sorting): throw
    // InputError(line, column, expected, "'" + text + "'") with it.
    long last_token_line() const {
        place_token();
        return token_line_;
    }
    long last_token_column() const {
        place_token();
        return token_column_;
    }

    // Reports the next token (or end of input) as wrong.
    void fail_next(const std::string& expected) {
        skip_whitespace();
        begin_token();
        take_rest_of_token();
        fail_token(expected);
    }

    long line() const {
        count_lines_to(pos_);
        return line_;
    }
    long column() const {
        count_lines_to(pos_);
        return static_cast<long>(offset() - line_start_ + 1);
    }

private:
    static const std::size_t block_size = 1 << 16;
    static const std::size_t shown_token_length = 32;
    static const std::size_t longest_word = 64;

    // Is c one of the (non-NUL) bytes of `letters`? Never true for NUL. Every letter is compared, with no early
    // exit, so the branches depend only on the length of `letters`, not on which letter the input holds
    // (random letters would mispredict an early exit half the time).
    static bool is_one_of(char c, const char* letters) {
        bool found = false;
        for (; *letters != '\0'; ++letters) found |= *letters == c;
        return found;
    }

        static bool is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }  // space, \t \n \v \f \r

    void init() {
        begin_ = pos_ = end_ = NULL;
        strict_ = false;
        file_done_ = false;
        base_ = 0;
        line_ = 1;
        line_start_ = 0;
        counted_ = NULL;
        token_line_ = token_column_ = 0;
        token_unplaced_ = NULL;
        token_length_ = 0;
        token_in_buffer_ = NULL;
        token_at_end_ = false;
        before_wait_ = NULL;
        before_wait_context_ = NULL;
    }

    // Byte offset of pos_ from the start of the input.
    long long offset() const { return base_ + (pos_ - begin_); }

    int peek() {
        if (pos_ == end_ && !refill()) return -1;
        return static_cast<unsigned char>(*pos_);
    }

    void advance() { ++pos_; }

    // Line and column are worked out only when asked for (an error message, last_token_line): the common path
    // moves pos_ and nothing else. line_ and line_start_ count the line breaks before counted_, which only moves
    // forward, in the current buffer; a refill counts the rest of the old one. The last token read by a fast path
    // keeps just its start (token_unplaced_) until then; every count that would pass it places it first.
    void count_lines_to(const char* to) const {
        if (token_unplaced_ != NULL && token_unplaced_ <= to) {
            count_line_breaks(token_unplaced_);
            token_line_ = line_;
            token_column_ = static_cast<long>(base_ + (token_unplaced_ - begin_) - line_start_ + 1);
            token_unplaced_ = NULL;
        }
        count_line_breaks(to);
    }

    void count_line_breaks(const char* to) const {
        std::size_t breaks = 0;
        const char* p = counted_;
        // In rounds of 128 bytes with a byte-wide count, which the compiler turns into vector compares and adds
        // (a whole block costs a few microseconds); no branch per byte.
        for (; to - p >= 128; p += 128) {
            unsigned char round = 0;
            for (int i = 0; i < 128; ++i) round = static_cast<unsigned char>(round + (p[i] == '\n'));
            breaks += round;
        }
        for (; p != to; ++p) breaks += *p == '\n';
        if (breaks > 0) {
            line_ += static_cast<long>(breaks);
            const char* line_begin = to;
            while (line_begin[-1] != '\n') --line_begin;
            line_start_ = base_ + (line_begin - begin_);
        }
        counted_ = to;
    }

    void place_token() const {
        if (token_unplaced_ != NULL) count_lines_to(token_unplaced_);
    }

    // The last token is the `length` bytes at `start`, in the buffer; its line and column wait until asked for.
    void token_read_in_buffer(const char* start, std::size_t length) {
        token_unplaced_ = start;
        token_in_buffer_ = start;
        token_length_ = length;
        token_at_end_ = false;
    }

    bool refill() {
        if (file_ == NULL || file_done_) return false;
        count_lines_to(end_);
        base_ = offset();
        if (token_in_buffer_ != NULL) {  // keep the last token's text for messages
            const std::size_t kept = token_length_ < sizeof token_text_ ? token_length_ : sizeof token_text_;
            std::memcpy(token_text_, token_in_buffer_, kept);
            token_in_buffer_ = NULL;
        }
        buffer_.resize(block_size + 1);
        begin_ = pos_ = end_ = counted_ = &buffer_[0];
        if (before_wait_ != NULL) before_wait_(before_wait_context_);
        const std::size_t got = read_some(&buffer_[0], block_size);
        end_ = pos_ + got;
        buffer_[got] = '\0';  // the stop byte
        if (got == 0) file_done_ = true;  // never block on a finished stream again
        return got > 0;
    }

    // Up to `size` bytes: what the stream has now (at least one byte), or 0 at its end.
    std::size_t read_some(char* into, std::size_t size) {
#ifdef GAMECORE_SCANNER_POSIX_READ
        for (;;) {
            const ssize_t got = ::read(fileno(file_), into, size);
            if (got >= 0) return static_cast<std::size_t>(got);
            if (errno != EINTR) throw IoError("cannot read input", errno);
        }
#else
        errno = 0;
        const std::size_t got = std::fread(into, 1, size, file_);
        if (got == 0 && std::ferror(file_)) throw IoError("cannot read input", errno);
        return got;
#endif
    }

    void expect_byte(char expected, const char* what) {
        begin_token();
        if (peek() == static_cast<unsigned char>(expected)) {
            advance();
            return;
        }
        if (peek() >= 0) take_token_char();
        fail_token(what);
    }

    void skip_whitespace() {
        if (strict_) return;
        while (pos_ != end_ || refill()) {
            const char* p = pos_;
            for (; p != end_; ++p) {
                const unsigned char c = static_cast<unsigned char>(*p);
                if (c > ' ' || !is_space(c)) break;  // the common exit first: every blank is at most ' '
            }
            pos_ = p;
            if (p != end_) return;
        }
    }

    // The common case without per-byte refill checks: a well-formed integer in range that ends inside the buffer,
    // read at pos_. Anything else returns false having consumed nothing, and the careful path re-reads it (and
    // reports errors).
    bool read_int_in_buffer(long long min, long long max, long long& value) {
        const char* after;
        if (!parse_int_at(pos_, min, max, value, after)) return false;
        token_read_in_buffer(pos_, static_cast<std::size_t>(after - pos_));  // its text copied out only on a refill
        pos_ = after;
        return true;
    }

    // The run of digits at `start`: where it ends (the stop byte ends it) and its value, which wraps past 19 digits.
    static const char* scan_digits(const char* start, unsigned long long& value) {
        unsigned long long magnitude = 0;
        const char* p = start;
        for (unsigned digit; (digit = static_cast<unsigned char>(*p) - 48u) < 10; ++p)
            magnitude = magnitude * 10 + digit;
        value = magnitude;
        return p;
    }

    // Bit 0 of bytes 0, 2, 4, 6 (bits 0, 16, 32, 48) as four bits, byte 0's the highest: the multiplier moves bit
    // 16k to bit 51 - k, and no two of its partial products share a bit, so none carries.
    static unsigned long long four_letter_bits(unsigned long long lows) {
        return ((lows * 0x0008000400020001ULL) >> 48) & 15;
    }

    // The least value a plain natural number of `length` digits may have: 10^(length - 1), 0 for one digit; none
    // (the largest unsigned) for no digits or more than 19, whose value may have wrapped.
    static unsigned long long least_of_length(std::size_t length) {
        static const unsigned long long least[21] = {
            ~0ULL, 0ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL, 1000000ULL, 10000000ULL, 100000000ULL,
            1000000000ULL, 10000000000ULL, 100000000000ULL, 1000000000000ULL, 10000000000000ULL,
            100000000000000ULL, 1000000000000000ULL, 10000000000000000ULL, 100000000000000000ULL,
            1000000000000000000ULL, ~0ULL};
        return least[length < 20 ? length : 20];
    }

    // Whether the digits [start, end), of value `magnitude` (scan_digits), are anything but a plain natural number
    // in [low, high] (low <= high, unsigned: a magnitude of up to 19 digits cannot wrap, so one test covers range
    // and overflow): no digits, over 19 (the value may have wrapped), a leading zero, or out of range.
    // One expression without a branch, so that a fast path gathers its flaws and judges them once.
    static bool is_no_plain_natural_in(const char* start, const char* end, unsigned long long magnitude,
                                       unsigned long long low, unsigned long long high) {
        return (magnitude < least_of_length(static_cast<std::size_t>(end - start))) | (magnitude - low > high - low);
    }

    // A plain natural number at `start` (digits only, no leading zero unless it is 0, at most 19 digits) in
    // [low, high] and followed by a blank: sets `value` and `after` and returns true; false for anything else.
    static bool parse_natural_at(const char* start, unsigned long long low, unsigned long long high,
                                 unsigned long long& value, const char*& after) {
        unsigned long long magnitude;
        const char* const p = scan_digits(start, magnitude);
        if (magnitude < least_of_length(static_cast<std::size_t>(p - start)) ||
            !is_space(static_cast<unsigned char>(*p)) || magnitude < low || magnitude > high)
            return false;
        value = magnitude;
        after = p;
        return true;
    }

    // The integer token at `start`, if it is well formed, in [min, max] and followed by a blank inside the buffer:
    // sets `value` and `after` (its end) and returns true; false for anything the careful path must judge. Touches
    // nothing, so the fast paths keep their position in a register.
    bool parse_int_at(const char* start, long long min, long long max, long long& value, const char*& after) const {
        const char* p = start;
        const bool negative = *p == '-';
        if (negative) ++p;
        const char* const digits = p;
        unsigned long long magnitude;  // wraps past 20 digits, but then the token is turned away below
        p = scan_digits(p, magnitude);
        // 19 digits cannot overflow 64 bits; the stop byte is no blank, so a token that may go on in the next
        // block is left to the careful path.
        if (p == digits || p - digits > 19 || !is_space(static_cast<unsigned char>(*p))) return false;
        if (strict_ && (negative || (*digits == '0' && p - digits > 1))) return false;  // the careful path judges
        if (magnitude > 9223372036854775807ULL) return false;
        const long long signed_value =
            negative ? -static_cast<long long>(magnitude) : static_cast<long long>(magnitude);
        if (signed_value < min || signed_value > max) return false;
        value = signed_value;
        after = p;
        return true;
    }

    void begin_token() {
        token_at_end_ = peek() < 0;  // first: after a refill the token starts where pos_ is then
        token_unplaced_ = pos_;      // its line and column wait until asked for, as a fast path's do
        token_length_ = 0;
        token_in_buffer_ = NULL;
    }

    // Moves past one byte of the current token, keeping its start for messages.
    void take_token_char() {
        if (token_length_ < sizeof token_text_) token_text_[token_length_] = *pos_;
        ++token_length_;
        advance();
    }

    // Takes what is left of the current token, for the message; a token that
    // would be empty (strict mode, at a stray blank) shows that blank instead.
    void take_rest_of_token() {
        for (int c = peek(); c >= 0 && !is_space(c); c = peek()) take_token_char();
        if (token_length_ == 0 && peek() >= 0) take_token_char();
    }

    std::string shown_token() const {
        if (token_at_end_) return "end of input";
        std::string shown = "'";
        const std::size_t kept = token_length_ < shown_token_length ? token_length_ : shown_token_length;
        const char* const text = token_in_buffer_ != NULL ? token_in_buffer_ : token_text_;
        for (std::size_t i = 0; i < kept; ++i) {
            const unsigned char c = static_cast<unsigned char>(text[i]);
            if (c >= 0x20 && c < 0x7f && c != '\\' && c != '\'') {
                shown += static_cast<char>(c);
            } else {
                char escaped[8];
                std::sprintf(escaped, "\\x%02x", c);
                shown += escaped;
            }
        }
        if (kept < token_length_) shown += "...";
        return shown + "'";
    }

    void fail_token(const std::string& expected) const {
        place_token();
        throw InputError(token_line_, token_column_, expected, shown_token());
    }

    static std::string integer_description(const char* what, long long min, long long max) {
        char range[64];
        std::sprintf(range, " (integer %lld..%lld)", min, max);
        return std::string(what) + range;
    }

    std::FILE* file_;
    bool strict_;
    bool file_done_;
    // The bytes read, then a NUL, the stop byte: no digit and no blank, so a scan for either ends at end_ without
    // testing for it.
    std::vector<char> buffer_;
    const char* begin_;  // &buffer_[0]
    const char* pos_;
    const char* end_;
    long long base_;  // offset of buffer_[0] in the input
    // Worked out when asked for (count_lines_to), so they change in const functions too.
    mutable long line_;              // 1 + the line breaks before counted_
    mutable long long line_start_;   // offset of the first byte after the last of them
    mutable const char* counted_;    // in the buffer: line breaks before it are counted
    mutable long token_line_, token_column_;
    mutable const char* token_unplaced_;  // the last token's start while its line and column are not worked out
    char token_text_[shown_token_length];
    const char* token_in_buffer_;  // the last token's text while it is still in buffer_, else NULL
    std::size_t token_length_;
    bool token_at_end_;
    void (*before_wait_)(void*);
    void* before_wait_context_;
};

}  // namespace gamecore

#endif

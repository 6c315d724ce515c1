// gamecore::CountedRows: the cases, the position after them and every error exactly as reading token by token gives
// them, in both modes and across block boundaries; the terminating 0, end of input in both modes, fold and storage.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/counted_rows.hpp"
#include "gamecore/judge_main.hpp"
#include "tests/input_testing.hpp"

using input_testing::error_of;
using input_testing::scan;

namespace {

const gamecore::CountedRows small = {5, 0, 50, "count n (0 ends the input)", "value"};
const gamecore::CountedRows positive = {5, 1, 50, "number of values (0 ends the input)", "value v"};

// The format as its problems read it before the shared parser, one token at a time: false at the end of the input.
bool read_by_tokens(gamecore::Scanner& in, const gamecore::CountedRows& format, std::vector<long long>& values) {
    if (!in.strict() && in.at_end()) return false;
    const long long count = in.read_int(0, format.max_count, format.count_what);
    in.read_eoln();
    if (count == 0) {
        if (in.strict()) in.read_eof();
        return false;
    }
    values.clear();
    for (long long i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        values.push_back(in.read_int(format.min_value, format.max_value, format.value_what));
    }
    in.read_eoln();
    return true;
}

// A fold that keeps every value it is shown.
struct ShownValues {
    std::vector<long long> values;
    void operator()(long long value) { values.push_back(value); }
};

std::string joined(const std::vector<long long>& values) {
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i) text += (i > 0 ? "," : "") + std::to_string(values[i]);
    return text + ";";
}

// How a read of every case ended: the last token's place and what is left (lenient mode: the next word), or the error.
std::string ending(gamecore::Scanner& in) {
    const std::string place =
        " last token at " + std::to_string(in.last_token_line()) + ":" + std::to_string(in.last_token_column());
    if (in.strict()) return place;
    return place + (in.at_end() ? ", then nothing" : ", then '" + in.read_token("word") + "'");
}

// Every case `read(values)` gives, as text, then how the input ended.
template <class Read>
std::string every_case(gamecore::Scanner& in, Read read) {
    std::string text;
    try {
        std::vector<long long> values;
        while (read(values)) text += joined(values);
        return text + ending(in);
    } catch (const gamecore::InputError& error) {
        return text + " error " + gamecore::describe(error);
    }
}

std::string by_tokens(gamecore::Scanner& in, const gamecore::CountedRows& format) {
    return every_case(in, [&](std::vector<long long>& values) { return read_by_tokens(in, format, values); });
}

// The same through read_case, into storage that only grows; the fold must see exactly the case's values.
std::string by_parser(gamecore::Scanner& in, const gamecore::CountedRows& format) {
    std::vector<long long> storage;
    return every_case(in, [&](std::vector<long long>& values) {
        ShownValues shown;
        const std::size_t count = format.read_case(in, storage, shown);
        values.assign(storage.begin(), storage.begin() + static_cast<std::ptrdiff_t>(count));
        CHECK(shown.values == values);
        return count > 0;
    });
}

// The same through read_exact_case.
std::string by_exact_parser(gamecore::Scanner& in, const gamecore::CountedRows& format) {
    return every_case(in, [&](std::vector<long long>& values) { return format.read_exact_case(in, values); });
}

void check_same_as_tokens(const std::string& input, const gamecore::CountedRows& format) {
    for (const bool strict : {false, true}) {
        CAPTURE(input);
        CAPTURE(strict);
        gamecore::Scanner tokens = scan(input), parser = scan(input), exact = scan(input);
        tokens.set_strict(strict);
        parser.set_strict(strict);
        exact.set_strict(strict);
        const std::string want = by_tokens(tokens, format);
        CHECK(by_parser(parser, format) == want);
        CHECK(by_exact_parser(exact, format) == want);
    }
}

}  // namespace

TEST_CASE("CountedRows: the same cases, position and errors as token by token, for each flaw at each byte") {
    const std::vector<std::string> goods = {"3\n12 0 7\n1\n50\n0\n", "2\n5 50\n3\n1 2 3\n0\nnot read\n"};
    std::vector<std::string> inputs = {
        "", "0\n", "0", "\n\n0\n", "5\n1 2 3 4 5\n0\n", "6\n1 2 3 4 5 6\n0\n", "2\n1 2", "2\n1 2\n", "2\r\n1\t2\r\n0",
        "2 1 2 0", "2\n1\n2\n0\n", "1\n18446744073709551617\n0\n", "1\n99999999999999999999\n0\n", "03\n1 2 3\n0\n",
        "2\n0 00\n0\n", "-0\n", "00\n", "0\n\n", "0\n1\n", "1\n51\n0\n", "2\n1  2\n0\n", "2\n1 2 \n0\n"};
    for (const std::string& good : goods) {
        for (std::size_t i = 0; i < good.size(); ++i) {
            for (const char* flaw : {"x", "\t", "  ", "-1", "00", "\r\n", "51", "9", " ", "\n", "0", "6"})
                inputs.push_back(std::string(good).replace(i, 1, flaw));
            inputs.push_back(std::string(good).replace(i, 1, 1, '\0'));
            inputs.push_back(good.substr(0, i + 1));
        }
    }
    for (const std::string& input : inputs) {
        check_same_as_tokens(input, small);
        check_same_as_tokens(input, positive);
    }
}

TEST_CASE("CountedRows: across block boundaries, 100,000 cases from a file as token by token") {
    // Rows of 1..5 values of 0..50, now and then one with a tab, which the fast path leaves to the tokens.
    std::string input;
    for (int c = 0; c < 100000; ++c) {
        std::string row = std::to_string(c % 51);
        for (int i = 1; i <= c % 5; ++i) row += (c % 997 == 0 ? "\t" : " ") + std::to_string((c * 7 + i * 13) % 51);
        input += std::to_string(1 + c % 5) + "\n" + row + "\n";
    }
    input += "0\nend\n";
    std::FILE* for_tokens = std::tmpfile();
    std::FILE* for_parser = std::tmpfile();
    REQUIRE(for_tokens != nullptr);
    REQUIRE(for_parser != nullptr);
    for (std::FILE* file : {for_tokens, for_parser}) {
        std::fwrite(input.data(), 1, input.size(), file);
        std::rewind(file);
    }
    gamecore::Scanner tokens(for_tokens), parser(for_parser);
    const std::string want = by_tokens(tokens, small);
    CHECK(want.size() > input.size() / 2);
    const std::string end = " last token at 200001:1, then 'end'";
    REQUIRE(want.size() > end.size());
    CHECK(want.substr(want.size() - end.size()) == end);
    CHECK(by_parser(parser, small) == want);
    std::fclose(for_tokens);
    std::fclose(for_parser);
}

TEST_CASE("CountedRows: the terminating 0, and end of input where a case would start, in both modes") {
    std::vector<long long> values;
    // Lenient: the 0 ends the input and nothing after it is read; so does the end of input where a case would start.
    gamecore::Scanner stop = scan("2\n1 2\n0\n1 x");
    CHECK(small.read_case(stop, values) == 2);
    CHECK(small.read_case(stop, values) == 0);
    CHECK(stop.read_token("rest") == "1");
    gamecore::Scanner no_zero = scan("2\n1 2\n");
    CHECK(small.read_case(no_zero, values) == 2);
    CHECK(small.read_case(no_zero, values) == 0);
    CHECK(small.read_case(no_zero, values) == 0);
    gamecore::Scanner empty = scan(" \n\t");
    CHECK(small.read_case(empty, values) == 0);

    // Strict: the 0 is wanted, and nothing after it.
    gamecore::Scanner strict_no_zero = scan("2\n1 2\n");
    strict_no_zero.set_strict(true);
    CHECK(small.read_case(strict_no_zero, values) == 2);
    const gamecore::InputError missing = error_of([&] { small.read_case(strict_no_zero, values); });
    CHECK(gamecore::describe(missing) ==
          "line 3, column 1: expected count n (0 ends the input) (integer 0..5), found end of input");
    gamecore::Scanner strict_after = scan("0\n1\n");
    strict_after.set_strict(true);
    CHECK(gamecore::describe(error_of([&] { small.read_case(strict_after, values); })) ==
          "line 2, column 1: expected end of input, found '1'");
    gamecore::Scanner strict_good = scan("1\n7\n0\n");
    strict_good.set_strict(true);
    CHECK(small.read_case(strict_good, values) == 1);
    CHECK(small.read_case(strict_good, values) == 0);

    // A case cut short is an error in both modes.
    for (const bool strict : {false, true}) {
        gamecore::Scanner cut = scan("3\n1 2");
        cut.set_strict(strict);
        CHECK(gamecore::describe(error_of([&] { small.read_case(cut, values); })) ==
              (strict ? "line 2, column 4: expected a single space, found end of input"
                      : "line 2, column 4: expected value (integer 0..50), found end of input"));
    }
}

TEST_CASE("CountedRows: the problem's limits and words, the fold, and the storage") {
    std::vector<long long> storage;
    gamecore::Scanner too_many = scan("6\n1 2 3 4 5 6\n");
    CHECK(gamecore::describe(error_of([&] { positive.read_case(too_many, storage); })) ==
          "line 1, column 1: expected number of values (0 ends the input) (integer 0..5), found '6'");
    gamecore::Scanner zero_value = scan("2\n1 0\n");
    CHECK(gamecore::describe(error_of([&] { positive.read_case(zero_value, storage); })) ==
          "line 2, column 3: expected value v (integer 1..50), found '0'");
    gamecore::Scanner allowed = scan("2\n1 0\n");
    CHECK(small.read_case(allowed, storage) == 2);

    // A row the fast path declines after some values (a tab): each value is folded once, in order.
    gamecore::Scanner declined = scan("3\n1 2\t3\n2\n4 4\n0\n");
    ShownValues shown;
    CHECK(small.read_case(declined, storage, shown) == 3);
    CHECK(small.read_case(declined, storage, shown) == 2);
    CHECK(shown.values == std::vector<long long>{1, 2, 3, 4, 4});

    // The storage only grows: a shorter case after a longer one is its first values, the rest left as they were;
    // read_exact_case leaves exactly the case.
    gamecore::Scanner shrinking = scan("3\n5 6 7\n1\n8\n0\n");
    storage.clear();
    CHECK(small.read_case(shrinking, storage) == 3);
    CHECK(small.read_case(shrinking, storage) == 1);
    CHECK(storage == std::vector<long long>{8, 6, 7});
    gamecore::Scanner exact = scan("3\n5 6 7\n1\n8\n0\n");
    CHECK(small.read_exact_case(exact, storage));
    CHECK(storage == std::vector<long long>{5, 6, 7});
    CHECK(small.read_exact_case(exact, storage));
    CHECK(storage == std::vector<long long>{8});
    CHECK_FALSE(small.read_exact_case(exact, storage));
    CHECK(storage.empty());

    // The widest values: any long long, 19 digits at most.
    const gamecore::CountedRows widest = {1000000, 0, 9223372036854775807LL, "n", "v"};
    gamecore::Scanner wide = scan("2\n9223372036854775807 0\n");
    CHECK(widest.read_case(wide, storage) == 2);
    CHECK(storage[0] == 9223372036854775807LL);
}

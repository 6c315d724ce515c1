// Cases "n" on a line, then a line of n integers, until a line 0 (or, leniently, the end of input): the one parser of
// that format, O(n) a case. Tested by src/tests/counted_rows_test.cpp against reading token by token, and by its users.
#ifndef GAMECORE_COUNTED_ROWS_HPP
#define GAMECORE_COUNTED_ROWS_HPP

#include <cstddef>
#include <vector>

#include "gamecore/scanner.hpp"

namespace gamecore {

// One problem's limits and words for the format: the count n in 0..max_count (0 ends the input, so a case has one
// value at least), each value in [min_value, max_value]; messages name them count_what (e.g. "pile count (0 ends the
// input)") and value_what (e.g. "pile size"). Filled as an aggregate: { max_count, min_value, max_value, count_what,
// value_what }.
//
// read_case reads the next case into values[0, count) and returns count; 0 at the terminating 0. End of input where a
// case would start also ends the input, except in strict mode, which wants the 0 and then nothing more; lenient mode
// reads nothing after the 0. `values` only grows, to the largest case so far: a case pays for zeroing only when it is
// the largest yet. fold(value) sees each value of the case once, in order, as it is read. The values, the position
// after the case and any error (its line, column and words) are exactly those of reading it token by token: read_int
// for n, read_eoln, then read_int, and read_space and read_int for each further value, then read_eoln.
struct CountedRows {
    long long max_count;
    long long min_value;
    long long max_value;
    const char* count_what;
    const char* value_what;

    template <class Fold>
    std::size_t read_case(Scanner& in, std::vector<long long>& values, Fold& fold) const {
        // The usual case at once, in the caller's loop; a row it declines was folded in part, so it folds a copy.
        Fold row_fold = fold;
        std::size_t count = in.read_counted_row(1, static_cast<std::size_t>(max_count), min_value, max_value, values,
                                                row_fold);
        if (count > 0) {
            fold = row_fold;
            in.read_eoln();
            return count;
        }
        count = read_case_by_tokens(in, values);
        for (std::size_t i = 0; i < count; ++i) fold(values[i]);
        return count;
    }

    std::size_t read_case(Scanner& in, std::vector<long long>& values) const {
        IgnoreValues ignore;
        return read_case(in, values, ignore);
    }

    // The same with `values` exactly the case's values; false at the end of the input.
    bool read_exact_case(Scanner& in, std::vector<long long>& values) const {
        const std::size_t count = read_case(in, values);
        values.resize(count);
        return count > 0;
    }

    // read_case's way for every case its fast path leaves: token by token, judging each. Out of line, so that
    // read_case's fast path inlines into the caller's loop.
    GAMECORE_SCANNER_NOINLINE std::size_t read_case_by_tokens(Scanner& in, std::vector<long long>& values) const {
        if (!in.strict() && in.at_end()) return 0;
        const std::size_t count = static_cast<std::size_t>(in.read_int(0, max_count, count_what));
        in.read_eoln();
        if (count == 0) {
            if (in.strict()) in.read_eof();
            return 0;
        }
        if (values.size() < count) values.resize(count);
        values[0] = in.read_int(min_value, max_value, value_what);
        for (std::size_t i = 1; i < count;) {
            // The usual " N" run at once; whatever stops it goes through read_space and read_int, which judge it.
            i += in.read_spaced_ints(count - i, min_value, max_value, &values[i]);
            if (i < count) {
                in.read_space();
                values[i++] = in.read_int(min_value, max_value, value_what);
            }
        }
        in.read_eoln();
        return count;
    }
};

}  // namespace gamecore

#endif

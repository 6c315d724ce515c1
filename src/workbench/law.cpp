// The law of a value table (law.hpp): the table's text, each family's fit and its trust, the continuation.
// O(families x cells) for a guess. Tested in src/tests/workbench/law_test.cpp.
#include "workbench/law.hpp"

#include <fmt/format.h>

#include <cctype>

namespace gamesuite {

namespace {

bool is_outcome_letter(char c) { return c == 'P' || c == 'N' || c == 'D' || c == 'L' || c == 'R'; }

}  // namespace

bool parse_table(const std::string& text, ValueTable& table, std::string& error) {
    table = ValueTable();
    std::size_t line = 1, column = 1, row_length = 0, rows = 0;
    int kind = 0;  // 0 not yet known, 1 numbers, 2 letters
    auto fail = [&](const std::string& what) {
        error = fmt::format("line {}, column {}: expected {}", line, column, what);
        return false;
    };
    auto end_row = [&]() {
        if (row_length == 0) return true;
        if (rows > 0 && row_length != table.columns)
            return fail(fmt::format("{} values in this row, as in the first row (found {})", table.columns, row_length));
        table.columns = row_length;
        ++rows;
        row_length = 0;
        return true;
    };
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == '\n') {
            if (!end_row()) return false;
            ++line, column = 1, ++i;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            ++column, ++i;
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            if (kind == 2) return fail("an outcome letter (P, N, D, L or R), as in the rest of the table");
            kind = 1;
            std::uint64_t value = 0;
            const std::size_t start_column = column;
            for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i, ++column) {
                const unsigned digit = static_cast<unsigned>(text[i] - '0');
                if (value > (UINT64_MAX - digit) / 10) {
                    column = start_column;
                    return fail("a value below 2^64");
                }
                value = value * 10 + digit;
            }
            if (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])))
                return fail("a space or a line end after a number");
            table.cells.push_back(value);
            ++row_length;
        } else if (is_outcome_letter(c)) {
            if (kind == 1) return fail("a number, as in the rest of the table");
            kind = 2;
            table.cells.push_back(static_cast<unsigned char>(c));
            ++row_length, ++column, ++i;
        } else {
            return fail(kind == 2   ? "an outcome letter (P, N, D, L or R)"
                        : kind == 1 ? "a value (a whole number from 0)"
                                    : "a value (a whole number from 0) or an outcome letter (P, N, D, L or R)");
        }
    }
    if (!end_row()) return false;
    if (rows == 0) return fail("a table: at least one value");
    table.outcomes = kind == 2;
    table.two_dimensional = rows > 1;
    table.rows = rows;
    if (!table.two_dimensional) table.columns = table.cells.size();
    return true;
}

std::string format_table(const ValueTable& table) {
    std::string text;
    text.reserve(table.cells.size() * 3);
    for (std::size_t a = 0; a < table.rows; ++a) {
        for (std::size_t b = 0; b < table.columns; ++b) {
            if (b) text += ' ';
            const std::uint64_t cell = table.cells[a * table.columns + b];
            if (table.outcomes)
                text += static_cast<char>(cell);
            else
                text += std::to_string(cell);
        }
        text += '\n';
    }
    return text;
}

Law guess_law(const ValueTable&) {
    Law law;
    law.summary = "no pattern: the guesser is not written yet";
    return law;
}

std::string describe_law(const Law& law) {
    if (!law.found) return law.summary + "\n";
    std::string text = "law: " + law.summary + "\n  " + law.evidence + "\n";
    if (law.certified) text += "  certified: " + law.certificate + "\n";
    return text;
}

bool predict_table(const ValueTable& table, const Law& law, std::size_t size, ValueTable& out) {
    if (!law.found) return false;
    out = ValueTable();
    out.two_dimensional = table.two_dimensional;
    out.outcomes = table.outcomes;
    out.rows = table.two_dimensional ? size : 1;
    out.columns = size;
    out.cells.resize(out.rows * out.columns);
    for (std::size_t a = 0; a < out.rows; ++a)
        for (std::size_t b = 0; b < out.columns; ++b) {
            const bool given = table.two_dimensional ? a < table.rows && b < table.columns : b < table.columns;
            out.cells[a * size + b] = given ? table.cells[a * table.columns + b]
                                            : law.value(table.two_dimensional ? a : b, table.two_dimensional ? b : 0);
        }
    return true;
}

}  // namespace gamesuite

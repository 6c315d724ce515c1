// The law of a value table (law.hpp): the table's text, each family's fit and its trust, the continuation.
// O(families x cells) for a guess. Tested in src/tests/workbench/law_test.cpp.
#include "workbench/law.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>

#include "gamecore/nimber.hpp"

namespace gamesuite {

namespace {

bool is_outcome_letter(char c) { return c == 'P' || c == 'N' || c == 'D' || c == 'L' || c == 'R'; }

// A cell as the table's text writes it: its letter, or its number in decimal.
std::string letters_or_value(bool letters, std::uint64_t cell) {
    return letters ? std::string(1, static_cast<char>(cell)) : std::to_string(cell);
}

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
            text += letters_or_value(table.outcomes, table.cells[a * table.columns + b]);
        }
        text += '\n';
    }
    return text;
}

namespace {

typedef std::vector<std::uint64_t> Cells;
typedef std::function<std::uint64_t(std::size_t, std::size_t)> CellLaw;

// How much of a law must be seen before it is trusted, named once for every family: a law that holds on the prefix
// only is the classic trap, and abstaining is allowed where a wrong prediction is not.
const std::size_t fewest_periods = 4;        // whole periods seen after the preperiod
const std::size_t fewest_preperiods = 4;     // the table at least this many preperiods (and two periods) long
// A constant tail after an irregular start is the likeliest false law of all: the sparse P-positions of the 0.6
// family (0.614: the last below 4234 is 252; Treblecross: 358, then 1048, 2504, ...) leave long quiet stretches, so
// it must be seen for this many times its start.
const std::size_t quiet_tail_factor = 16;
// An outcome table says less than the values it comes from: the P-positions of an octal game with aperiodic values
// can look periodic for a long while (0.163: n = 1 mod 6 from 7 to 103, then 121; 0.424352: none from 3 to 925), so
// a periodic law of outcomes needs a table 16 times its preperiod and period (so 15 periods), and a tail of N alone
// (no more P-positions) 128 times its start (a finite set of P-positions is hard to tell from a sparse one).
const std::size_t outcome_length_factor = 16;
const std::size_t quiet_outcome_factor = 128;
const std::size_t fewest_checked = 16;       // cells checked past where a 1-D law starts
const std::size_t smallest_table = 16;       // no law is read from fewer cells (1-D) or rows and columns (2-D)
const std::size_t fewest_terms = 6;          // terms of a recurrence checked past its seed
const std::size_t fewest_pairs = 6;          // Beatty pairs lying wholly inside the box
const std::size_t longest_binary_prefix = 2; // cells before a binary-digit law starts (its function's domain)

// The evidence every periodicity, 1-D or along one direction of a 2-D table, must show: fewest_periods whole periods
// after the preperiod i, in a table fewest_preperiods preperiods and two periods long.
bool periodicity_seen(std::size_t length, std::size_t i, std::size_t p) {
    return length - i >= fewest_periods * p && length >= fewest_preperiods * i + 2 * p;
}

std::string cells_text(const Cells& c, std::size_t from, std::size_t to, bool letters) {
    std::string text;
    for (std::size_t n = from; n < to; ++n) text += (n == from ? "" : " ") + letters_or_value(letters, c[n]);
    return text;
}

// The residues r of n mod p, n in [from, from + p), where the cell is P (a letter table) or 0 (a value table).
std::string zero_residues(const Cells& c, std::size_t from, std::size_t period, bool letters) {
    std::vector<std::size_t> residues;
    for (std::size_t n = from; n < from + period; ++n)
        if (c[n] == (letters ? static_cast<std::uint64_t>('P') : 0)) residues.push_back(n % period);
    std::sort(residues.begin(), residues.end());
    std::string text;
    for (std::size_t r : residues) text += (text.empty() ? "" : ", ") + std::to_string(r);
    return text;
}

// ---- 1-D: c(n + p) = c(n) + s from a preperiod on (s = 0: periodic; s > 0: arithmetic-periodic) ----

struct Periodicity {
    bool found = false;
    std::size_t preperiod = 0, period = 0;
    std::uint64_t saltus = 0;
};

// The least period p whose tail is trusted, with its least preperiod; letters only with saltus 0.
Periodicity find_periodicity(const Cells& c, bool letters) {
    Periodicity best;
    const std::size_t length = c.size();
    if (length < smallest_table) return best;
    for (std::size_t p = 1; p * fewest_periods <= length; ++p) {
        const std::uint64_t high = c[length - 1], low = c[length - 1 - p];
        if (high < low || (letters && high != low)) continue;
        const std::uint64_t s = high - low;
        std::size_t i = length - p;  // c(n + p) = c(n) + s for every n in [i, length - p)
        while (i > 0 && c[i - 1 + p] >= c[i - 1] && c[i - 1 + p] - c[i - 1] == s) --i;
        const std::size_t tail = length - i;
        if (!periodicity_seen(length, i, p) || tail - p < fewest_checked) continue;
        if (letters && length < outcome_length_factor * (i + p)) continue;
        // One value for ever after an irregular start (whatever period the tail is read with).
        const bool quiet = s == 0 && i > 0 && std::count(c.begin() + static_cast<std::ptrdiff_t>(i),
                                                         c.begin() + static_cast<std::ptrdiff_t>(i + p), c[i]) ==
                                                  static_cast<std::ptrdiff_t>(p);
        // No P-position for ever after some: the sparse-P trap itself, the strictest rule.
        const bool no_more_p = letters && c[i] == 'N';
        if (!quiet || length >= (no_more_p ? quiet_outcome_factor : quiet_tail_factor) * i) {
            best.found = true, best.preperiod = i, best.period = p, best.saltus = s;
            return best;
        }
    }
    return best;
}

// The law of a periodicity found (or proved) in c.
Law periodicity_law(const Cells& c, bool letters, const Periodicity& f) {
    Law law;
    const std::size_t length = c.size(), p = f.period, i = f.preperiod;
    const std::uint64_t s = f.saltus;
    const auto shared = std::make_shared<Cells>(c);
    law.found = true;
    law.value = [shared, p, s, length](std::size_t n, std::size_t) -> std::uint64_t {
        if (n < length) return (*shared)[n];
        const std::size_t m = length - p + (n - (length - p)) % p;  // the same residue, among the last p cells
        return (*shared)[m] + s * static_cast<std::uint64_t>((n - m) / p);
    };
    law.family = s == 0 ? "periodic" : "arithmetic-periodic";
    const std::string from = fmt::format("for every n >= {}", i);
    const long long constant = static_cast<long long>(c[i]) - static_cast<long long>(s) * static_cast<long long>(i);
    if (p == 1 && letters) {
        law.summary = fmt::format("every n >= {} is {}", i, letters_or_value(true, c[i]));
    } else if (p == 1) {
        const std::string multiple = s == 0 ? "" : s == 1 ? "n" : fmt::format("{} n", s);
        law.summary = fmt::format("g(n) = {}{} {}", multiple,
                                  s == 0 ? std::to_string(constant)
                                  : constant == 0 ? ""
                                                  : fmt::format(" {} {}", constant < 0 ? "-" : "+", std::llabs(constant)),
                                  from);
    } else if (letters) {
        law.summary = fmt::format("the outcome of n + {} is the outcome of n {} (period {}, preperiod {})", p, from, p, i);
    } else if (s == 0) {
        law.summary = fmt::format("g(n + {}) = g(n) {} (period {}, preperiod {})", p, from, p, i);
    } else {
        law.summary = fmt::format("g(n + {}) = g(n) + {} {} (arithmetic-periodic: period {}, saltus {}, preperiod {})",
                                  p, s, from, p, s, i);
    }
    if (p > 1 && p <= 32) law.summary += fmt::format("; {}({}..{}) = {}", letters ? "outcome" : "g", i, i + p - 1,
                                            cells_text(c, i, i + p, letters));
    if (s == 0 && p > 1) {
        const std::string zeros = zero_residues(c, i, p, letters);
        law.summary += zeros.empty() ? fmt::format("; no P-position from n = {} on", i)
                                     : fmt::format("; P-positions from n = {} on: n mod {} in {{{}}}", i, p, zeros);
    }
    law.evidence = fmt::format("verified on n < {}: {} whole periods after the preperiod", length, (length - i) / p);
    return law;
}

bool periodic_law(const Cells& c, bool letters, Law& law) {
    const Periodicity f = find_periodicity(c, letters);
    if (f.found) law = periodicity_law(c, letters, f);
    return f.found;
}

// ---- 1-D: a function of the binary digits of m = n + offset, plus a constant ----

int popcount(std::uint64_t x) {
    int count = 0;
    for (; x; x &= x - 1) ++count;
    return count;
}
int trailing_zeros(std::uint64_t x) {
    int count = 0;
    for (; x && !(x & 1); x >>= 1) ++count;
    return count;
}
int trailing_ones(std::uint64_t x) { return trailing_zeros(~x); }
int leading_zeros(std::uint64_t x) {
    int count = 64;
    for (; x; x >>= 1) --count;
    return count;
}

struct BinaryFunction {
    const char* words;  // "the 2-adic valuation of {}", {} standing for n, n - 1 or n + 1
    std::uint64_t least;  // the least m it is defined at
    std::uint64_t (*f)(std::uint64_t);
};

const BinaryFunction binary_functions[] = {
    {"the 2-adic valuation of {} (the ruler sequence)", 1, [](std::uint64_t m) -> std::uint64_t { return trailing_zeros(m); }},
    {"the largest power of 2 dividing {}", 1, [](std::uint64_t m) -> std::uint64_t { return m & (~m + 1); }},
    {"the number of ones in the binary digits of {}", 0, [](std::uint64_t m) -> std::uint64_t { return popcount(m); }},
    {"the parity of the ones in the binary digits of {} (Thue-Morse)", 0,
     [](std::uint64_t m) -> std::uint64_t { return popcount(m) & 1; }},
    {"the number of binary digits of {}", 0, [](std::uint64_t m) -> std::uint64_t { return 64 - leading_zeros(m); }},
    {"the number of trailing ones of {} in binary", 0, [](std::uint64_t m) -> std::uint64_t { return trailing_ones(m); }},
    {"the {}-th odious number (an odd count of ones in binary; counted from the 0th, 1)", 0,
     [](std::uint64_t m) -> std::uint64_t { return 2 * m + ((popcount(m) & 1) ? 0 : 1); }},
    {"the {}-th evil number (an even count of ones in binary; counted from the 0th, 0)", 0,
     [](std::uint64_t m) -> std::uint64_t { return 2 * m + ((popcount(m) & 1) ? 1 : 0); }},
};

bool binary_law(const Cells& c, Law& law) {
    const std::size_t length = c.size();
    if (length < fewest_checked + longest_binary_prefix) return false;
    for (const BinaryFunction& function : binary_functions) {
        for (int offset = -1; offset <= 1; ++offset) {
            // The least n with n + offset in the function's domain.
            const long long least = static_cast<long long>(function.least) - offset;
            const std::size_t start = least > 0 ? static_cast<std::size_t>(least) : 0;
            if (start > longest_binary_prefix) continue;
            auto at = [&](std::size_t n) { return function.f(static_cast<std::uint64_t>(n) + offset); };
            // g(n) = F(n + offset) + shift, the shift read at the end of the table.
            const long long shift = static_cast<long long>(c[length - 1]) - static_cast<long long>(at(length - 1));
            if (shift < -1 || shift > 1) continue;
            std::size_t first = length;
            while (first > start && static_cast<long long>(c[first - 1]) == static_cast<long long>(at(first - 1)) + shift) --first;
            if (first > longest_binary_prefix) continue;
            const auto shared = std::make_shared<Cells>(c);
            const BinaryFunction* chosen = &function;
            law.value = [shared, chosen, offset, shift](std::size_t n, std::size_t) -> std::uint64_t {
                if (n < shared->size()) return (*shared)[n];
                return static_cast<std::uint64_t>(static_cast<long long>(chosen->f(n + offset)) + shift);
            };
            law.family = "binary digits";
            const std::string m = offset == 0 ? "n" : offset < 0 ? "n - 1" : "n + 1";
            law.summary = fmt::format("g(n) = {}{}, for every n >= {}", fmt::format(fmt::runtime(function.words), m),
                                      shift == 0 ? "" : shift < 0 ? ", minus 1" : ", plus 1", first);
            law.evidence = fmt::format("verified on {} <= n < {}", first, length);
            return true;
        }
    }
    return false;
}

// ---- 1-D outcome tables: the P-positions as a recurrent sequence ----

// P-positions of a table of P and N only, ascending.
std::vector<std::uint64_t> p_positions(const Cells& c) {
    std::vector<std::uint64_t> s;
    for (std::size_t n = 0; n < c.size(); ++n)
        if (c[n] == 'P') s.push_back(n);
    return s;
}

// A rule giving the term after the first `count` terms of an ascending sequence (count >= 1), false where it gives
// none: the terms are read in place, so checking a rule on every prefix copies nothing.
typedef std::function<bool(const std::vector<std::uint64_t>&, std::size_t count, std::uint64_t&)> NextTerm;

// Does `next` give every term from `from` on, and past the table's end (`length`) its first new term? Then the law's
// set membership, the given prefix kept.
bool sequence_law(const Cells& c, const std::vector<std::uint64_t>& s, std::size_t from, std::size_t needed,
                  const NextTerm& next, Law& law) {
    const std::size_t length = c.size();
    if (s.size() < from + std::max(needed, fewest_terms)) return false;
    for (std::size_t k = from; k < s.size(); ++k) {
        std::uint64_t term = 0;
        if (!next(s, k, term) || term != s[k]) return false;
    }
    // The checked terms must spread over a third of the table: a run of consecutive P-positions is no recurrence.
    if (3 * (s.back() - s[from]) < length) return false;
    std::uint64_t following = 0;
    if (!next(s, s.size(), following) || following < length) return false;  // the table shows no P where the rule puts one
    // Terms whose gaps repeat (2 p(k-1) - p(k-2): an arithmetic progression) are a periodic set of P-positions, for
    // the periodic law and its own evidence.
    auto gaps_repeat = [](const std::vector<std::uint64_t>& t, std::size_t from_term) {
        for (std::size_t q = 1; q <= 3; ++q) {
            bool repeats = true;
            for (std::size_t k = from_term + q + 1; k < t.size() && repeats; ++k)
                repeats = t[k] - t[k - 1] == t[k - q] - t[k - q - 1];
            if (repeats) return true;
        }
        return false;
    };
    if (gaps_repeat(s, from > 0 ? from - 1 : 0)) return false;
    const auto terms = std::make_shared<std::vector<std::uint64_t>>(s);
    const auto shared = std::make_shared<Cells>(c);
    law.value = [terms, shared, next](std::size_t n, std::size_t) -> std::uint64_t {
        if (n < shared->size()) return (*shared)[n];
        while (terms->back() < n) {
            std::uint64_t term = 0;
            if (!next(*terms, terms->size(), term) || term <= terms->back()) return 'N';  // the rule stopped growing: no more P
            terms->push_back(term);
        }
        return std::binary_search(terms->begin(), terms->end(), static_cast<std::uint64_t>(n)) ? 'P' : 'N';
    };
    law.evidence = fmt::format("verified on n < {}: {} terms past the seed, the next term {} beyond the table",
                               length, s.size() - from, following);
    return true;
}

std::string terms_text(const std::vector<std::uint64_t>& s, std::size_t count) {
    std::string text;
    for (std::size_t k = 0; k < s.size() && k < count; ++k) text += (k ? ", " : "") + std::to_string(s[k]);
    return text + (s.size() > count ? ", ..." : "");
}

bool recurrence_law(const Cells& c, Law& law) {
    for (std::uint64_t cell : c)
        if (cell != 'P' && cell != 'N') return false;
    const std::vector<std::uint64_t> s = p_positions(c);
    if (s.size() < fewest_terms + 1) return false;
    const std::size_t K = s.size();
    // s_k = c1 s_(k-1) + ... + cd s_(k-d) + c0, the lowest order first: coefficients from -3 to 3 up to order 3,
    // 0 or 1 up to order 8 (the k-multiple game's p(k+1) = p(k) + p(k-d) + ...); twice the order checked.
    for (int order = 1; order <= 8; ++order) {
        const int lowest = order <= 3 ? -3 : 0, highest = order <= 3 ? 3 : 1;
        std::vector<int> coefficient(static_cast<std::size_t>(order), lowest);
        for (;;) {
            // p(k) = p(k-j) + c is a periodic set of P-positions: the periodic law's (with its own evidence), not a
            // recurrence's.
            const bool periodic_set = std::count(coefficient.begin(), coefficient.end(), 0) == order - 1 &&
                                      std::count(coefficient.begin(), coefficient.end(), 1) == 1;
            if (coefficient.back() != 0 && !periodic_set) {
                auto combination = [coefficient](const std::vector<std::uint64_t>& t, std::size_t k) {
                    long long sum = 0;
                    for (std::size_t j = 0; j < coefficient.size(); ++j)
                        sum += coefficient[j] * static_cast<long long>(t[k - 1 - j]);
                    return sum;
                };
                const long long constant = static_cast<long long>(s[K - 1]) - combination(s, K - 1);
                std::size_t from = K - 1;
                while (from > static_cast<std::size_t>(order) &&
                       static_cast<long long>(s[from - 1]) - combination(s, from - 1) == constant)
                    --from;
                const NextTerm next = [combination, constant](const std::vector<std::uint64_t>& t, std::size_t count,
                                                              std::uint64_t& term) {
                    const long long value = combination(t, count) + constant;
                    if (value <= static_cast<long long>(t[count - 1]) || value > (1LL << 62)) return false;
                    term = static_cast<std::uint64_t>(value);
                    return true;
                };
                if (sequence_law(c, s, from, 2 * static_cast<std::size_t>(order), next, law)) {
                    std::string rule;
                    for (std::size_t j = 0; j < coefficient.size(); ++j) {
                        const int a = coefficient[j];
                        if (a == 0) continue;
                        const std::string term = fmt::format("p(k-{})", j + 1);
                        rule += rule.empty() ? (a == 1 ? term : a == -1 ? "-" + term : fmt::format("{} {}", a, term))
                                             : fmt::format(" {} {}", a < 0 ? "-" : "+",
                                                           std::abs(a) == 1 ? term : fmt::format("{} {}", std::abs(a), term));
                    }
                    if (constant != 0) rule += fmt::format(" {} {}", constant < 0 ? "-" : "+", std::abs(constant));
                    law.family = "recurrent P-positions";
                    law.summary = fmt::format("the P-positions p(0) < p(1) < ... are {}, with p(k) = {} for k >= {}",
                                              terms_text(s, 12), rule, from);
                    return true;
                }
            }
            std::size_t j = 0;
            while (j < coefficient.size() && coefficient[j] == highest) coefficient[j++] = lowest;
            if (j == coefficient.size()) break;
            ++coefficient[j];
        }
    }
    // The k-multiple game's: p(k+1) = p(k) + p(j), j the least index with K p(j) >= p(k) (K = 2: Fibonacci numbers).
    for (std::uint64_t multiple = 1; multiple <= 12; ++multiple) {
        const NextTerm next = [multiple](const std::vector<std::uint64_t>& t, std::size_t count, std::uint64_t& term) {
            const std::uint64_t last = t[count - 1];
            if (last == 0 || last > (1ULL << 60)) return false;
            for (std::size_t j = 0; j < count; ++j)
                if (t[j] > 0 && multiple * t[j] >= last) {
                    term = last + t[j];
                    return true;
                }
            return false;
        };
        std::size_t from = K - 1;
        while (from > 1) {
            std::uint64_t term = 0;
            if (!next(s, from - 1, term) || term != s[from - 1]) break;
            --from;
        }
        if (sequence_law(c, s, from, fewest_terms, next, law)) {
            law.family = "recurrent P-positions";
            law.summary = fmt::format("the P-positions p(0) < p(1) < ... are {}, with p(k+1) = p(k) + p(j) for k + 1 "
                                      ">= {}, j the least index with {} p(j) >= p(k)",
                                      terms_text(s, 12), from, multiple);
            return true;
        }
    }
    return false;
}

// ---- 1-D: runs of equal values, each value d more than the last and each run e longer (game of stones once:
// g(s) = the largest t with t(t + 1)/2 <= s, runs of 1, 2, 3, ...; floor(sqrt(n)): runs of 1, 3, 5, ...) ----

bool runs_law(const Cells& c, Law& law) {
    std::vector<std::size_t> starts;  // where each run begins; the last run may go on past the table
    for (std::size_t n = 0; n < c.size(); ++n)
        if (n == 0 || c[n] != c[n - 1]) starts.push_back(n);
    const std::size_t runs = starts.size();
    if (runs < fewest_terms + 3) return false;
    auto length = [&](std::size_t r) { return starts[r + 1] - starts[r]; };  // complete runs: r + 1 < runs
    if (c[starts[runs - 1]] < c[starts[runs - 2]]) return false;
    const std::uint64_t step = c[starts[runs - 1]] - c[starts[runs - 2]];
    const long long growth = static_cast<long long>(length(runs - 2)) - static_cast<long long>(length(runs - 3));
    if (growth < 1) return false;  // runs of one length: the arithmetic-periodic law's
    std::size_t first = runs - 2;  // runs first .. runs - 2 are complete and follow the rule
    while (first > 0 && c[starts[first]] >= c[starts[first - 1]] && c[starts[first]] - c[starts[first - 1]] == step &&
           static_cast<long long>(length(first)) - static_cast<long long>(length(first - 1)) == growth)
        --first;
    if (runs - 1 - first < fewest_terms) return false;
    const std::size_t last_length = length(runs - 2) + static_cast<std::size_t>(growth);
    if (c.size() - starts[runs - 1] > last_length) return false;  // the last run is already too long
    // The run the last call ended in, so that a prediction walks the runs once, not once a cell.
    struct Run {
        std::size_t start, length;
        std::uint64_t value;
    };
    const Run last_run{starts[runs - 1], last_length, c[starts[runs - 1]]};
    const auto shared = std::make_shared<Cells>(c);
    const auto at = std::make_shared<Run>(last_run);
    law.value = [shared, last_run, at, step, growth](std::size_t n, std::size_t) {
        if (n < shared->size()) return (*shared)[n];
        if (n < at->start) *at = last_run;
        while (n >= at->start + at->length) {
            at->start += at->length;
            at->length += static_cast<std::size_t>(growth);
            at->value += step;
        }
        return at->value;
    };
    law.family = "runs";
    law.summary = fmt::format("g is constant on runs, each run's value {} more and its length {} more than the last "
                              "from n = {} on (runs of {}, {}, {}, ... there)",
                              step, growth, starts[first], length(first), length(first + 1), length(first + 2));
    law.evidence = fmt::format("verified on n < {}: {} whole runs", c.size(), runs - 1 - first);
    return true;
}

Law guess_line(const Cells& c, bool letters);

// The first law that fits, unless another that fits too disagrees with it on the cells [0, rows) x [0, columns):
// then no law (two defensible laws and two continuations: abstaining is allowed, a wrong prediction is not).
Law agreed(std::vector<Law>& fits, std::size_t rows, std::size_t columns) {
    Law* first = nullptr;
    for (Law& fit : fits) {
        fit.found = static_cast<bool>(fit.value);
        if (!fit.found) continue;
        if (first == nullptr) {
            first = &fit;
            continue;
        }
        for (std::size_t a = 0; a < rows; ++a)
            for (std::size_t b = 0; b < columns; ++b)
                if (first->value(a, b) != fit.value(a, b)) {
                    Law none;
                    none.summary = fmt::format("no pattern: two laws fit and disagree at {}: {}; and {}",
                                               columns == 1 ? fmt::format("n = {}", a) : fmt::format("({}, {})", a, b),
                                               first->summary, fit.summary);
                    return none;
                }
    }
    return first != nullptr ? *first : Law();
}

// ---- 2-D ----

struct Box {
    const ValueTable* table;
    std::size_t rows() const { return table->rows; }
    std::size_t columns() const { return table->columns; }
    std::uint64_t at(std::size_t a, std::size_t b) const { return table->at(a, b); }
    Cells row(std::size_t a) const {
        return Cells(table->cells.begin() + static_cast<std::ptrdiff_t>(a * columns()),
                     table->cells.begin() + static_cast<std::ptrdiff_t>((a + 1) * columns()));
    }
    Cells column(std::size_t b) const {
        Cells c(rows());
        for (std::size_t a = 0; a < rows(); ++a) c[a] = at(a, b);
        return c;
    }
};

// Cells given are kept; the others come from `law`.
CellLaw keeping_given(const ValueTable& table, CellLaw law) {
    const auto shared = std::make_shared<ValueTable>(table);
    return [shared, law](std::size_t a, std::size_t b) {
        return a < shared->rows && b < shared->columns ? shared->at(a, b) : law(a, b);
    };
}

// The least period along one direction (rows: cell(a + p, b) = cell(a, b) for every b), its preperiod, trusted as a
// 1-D law is.
bool periodic_direction(const Box& box, bool along_rows, std::size_t& preperiod, std::size_t& period) {
    const std::size_t length = along_rows ? box.rows() : box.columns(), width = along_rows ? box.columns() : box.rows();
    auto same = [&](std::size_t x, std::size_t y) {
        for (std::size_t w = 0; w < width; ++w)
            if ((along_rows ? box.at(x, w) : box.at(w, x)) != (along_rows ? box.at(y, w) : box.at(w, y))) return false;
        return true;
    };
    for (std::size_t p = 1; p * fewest_periods <= length; ++p) {
        std::size_t i = length - p;
        while (i > 0 && same(i - 1, i - 1 + p)) --i;
        if (periodicity_seen(length, i, p)) {
            preperiod = i, period = p;
            return true;
        }
    }
    return false;
}

bool periodic2_law(const Box& box, bool letters, Law& law) {
    std::size_t i = 0, p = 0, j = 0, q = 0;
    if (!periodic_direction(box, true, i, p) || !periodic_direction(box, false, j, q)) return false;
    const auto shared = std::make_shared<ValueTable>(*box.table);
    const std::size_t rows = box.rows(), columns = box.columns();
    law.value = [shared, i, p, j, q, rows, columns](std::size_t a, std::size_t b) {
        const std::size_t x = a < rows ? a : i + (a - i) % p, y = b < columns ? b : j + (b - j) % q;
        return shared->at(x, y);
    };
    law.family = "periodic";
    const std::string what = letters ? "the outcome" : "g";
    law.summary = fmt::format("{} of (a + {}, b) is that of (a, b) for a >= {}, and of (a, b + {}) that of (a, b) "
                              "for b >= {} (periods {} and {})", what, p, i, q, j, p, q);
    law.evidence = fmt::format("verified on the {} x {} box: {} and {} whole periods", rows, columns, (rows - i) / p,
                               (columns - j) / q);
    return true;
}

// g(a, b) = g(a, 0) xor g(0, b) xor g(0, 0), and each side a 1-D law.
bool xor_split_law(const Box& box, Law& law) {
    const std::uint64_t corner = box.at(0, 0);
    for (std::size_t a = 0; a < box.rows(); ++a)
        for (std::size_t b = 0; b < box.columns(); ++b)
            if (box.at(a, b) != (box.at(a, 0) ^ box.at(0, b) ^ corner)) return false;
    const Law down = guess_line(box.column(0), false), across = guess_line(box.row(0), false);
    if (!down.found || !across.found) return false;
    const CellLaw first = down.value, second = across.value;
    law.value = keeping_given(*box.table, [first, second, corner](std::size_t a, std::size_t b) {
        return first(a, 0) ^ second(b, 0) ^ corner;
    });
    law.family = "xor split";
    law.summary = fmt::format("g(a, b) = g(a, 0) xor g(0, b) xor {} (a sum of two games), where g(a, 0): {}; and "
                              "g(0, b): {}", corner, down.summary, across.summary);
    law.evidence = fmt::format("the split verified on the {} x {} box; g(a, 0) {}; g(0, b) {}", box.rows(),
                               box.columns(), down.evidence, across.evidence);
    return true;
}

// g(a, b) = g(a, c) (x) g(r, b) (x) g(r, c)^-1 (nim products: a product game, the Tartan theorem).
bool nim_product_law(const Box& box, Law& law) {
    std::size_t r = box.rows(), c = 0;
    for (std::size_t a = 0; a < box.rows() && r == box.rows(); ++a)
        for (std::size_t b = 0; b < box.columns(); ++b)
            if (box.at(a, b) != 0) {
                r = a, c = b;
                break;
            }
    if (r == box.rows()) return false;  // all zero: the xor split's
    const std::uint64_t pivot = box.at(r, c), inverse = gamecore::nim_inverse(pivot);
    for (std::size_t a = 0; a < box.rows(); ++a)
        for (std::size_t b = 0; b < box.columns(); ++b)
            if (gamecore::nim_product(box.at(a, b), pivot) != gamecore::nim_product(box.at(a, c), box.at(r, b)))
                return false;
    const Law down = guess_line(box.column(c), false), across = guess_line(box.row(r), false);
    if (!down.found || !across.found) return false;
    const CellLaw first = down.value, second = across.value;
    law.value = keeping_given(*box.table, [first, second, inverse](std::size_t a, std::size_t b) {
        return gamecore::nim_product(gamecore::nim_product(first(a, 0), second(b, 0)), inverse);
    });
    law.family = "nim product";
    law.summary = fmt::format("g(a, b) = g(a, {}) (x) g({}, b) (x) {}^-1 in nim multiplication (a product game, the "
                              "Tartan theorem), where g(a, {}): {}; and g({}, b): {}",
                              c, r, pivot, c, down.summary, r, across.summary);
    law.evidence = fmt::format("the product verified on the {} x {} box; g(a, {}) {}; g({}, b) {}", box.rows(),
                               box.columns(), c, down.evidence, r, across.evidence);
    return true;
}

// The pairs (a_k, b_k), a_k the least number in no earlier pair and b_k = a_k + t k, up to a_k >= limit.
struct BeattyPairs {
    std::uint64_t t;
    std::vector<std::uint64_t> partner;  // partner[x]: the other member of x's pair, or ~0 for none yet known
    std::uint64_t next_k = 1, next_a = 1;

    explicit BeattyPairs(std::uint64_t t) : t(t), partner(1, 0) {}
    void extend_to(std::uint64_t limit) {  // every pair with a member <= limit
        while (next_a <= limit) {
            const std::uint64_t a = next_a, b = a + t * next_k;
            if (partner.size() <= b) partner.resize(b + 1, ~0ULL);
            partner[a] = b, partner[b] = a;
            ++next_k;
            while (next_a < partner.size() && partner[next_a] != ~0ULL) ++next_a;
        }
    }
    bool paired(std::uint64_t a, std::uint64_t b) {
        extend_to(std::max(a, b));
        return partner[a] == b;
    }
};

bool beatty_law(const Box& box, bool letters, Law& law) {
    const std::uint64_t zero = letters ? 'P' : 0;
    for (std::uint64_t cell : box.table->cells)
        if (letters && cell != 'P' && cell != 'N') return false;
    const std::size_t side = std::min(box.rows(), box.columns());
    // t from 0 (Nim's diagonal) up; the cells of a corner [0, e) x [0, e), e <= 2, may be exceptions (a misere
    // game's first positions): a prediction keeps them as given.
    std::uint64_t t = 0;
    std::size_t corner = 0;
    auto fits = [&](std::uint64_t tried, std::size_t e) {
        BeattyPairs trial(tried);
        for (std::size_t a = 0; a < box.rows(); ++a)
            for (std::size_t b = 0; b < box.columns(); ++b)
                if ((a >= e || b >= e) && (box.at(a, b) == zero) != trial.paired(a, b)) return false;
        return true;
    };
    auto search = [&]() {
        for (corner = 0; corner <= 2; ++corner)
            for (t = 0; t <= 16 && t + 2 < side; ++t)
                if (fits(t, corner)) return true;
        return false;
    };
    if (!search()) return false;
    BeattyPairs pairs(t);
    std::size_t inside = 0;  // pairs with both members in the box
    pairs.extend_to(side);
    for (std::size_t a = 1; a < side; ++a)
        if (t == 0 ? pairs.partner[a] == a : pairs.partner[a] > a && pairs.partner[a] < side) ++inside;
    if (inside < fewest_pairs || !letters) return false;  // a value table: the zeros alone are no law of the values
    const auto shared = std::make_shared<BeattyPairs>(pairs);
    law.value = keeping_given(*box.table, [shared](std::size_t a, std::size_t b) -> std::uint64_t {
        return shared->paired(a, b) ? 'P' : 'N';
    });
    law.family = "Beatty pairs";
    const std::string except = corner == 0 ? "" : fmt::format(" (outside the corner a, b < {}, as given)", corner);
    if (t == 0) {
        law.summary = "P exactly where a = b" + except;
    } else {
        law.summary = fmt::format("P exactly at (0, 0) and the pairs (a_k, b_k), (b_k, a_k): a_k the least number in no "
                                  "earlier pair, b_k = a_k + {}; that is a_k = floor(k x), b_k = floor(k (x + {})) with "
                                  "x = (2 - {} + sqrt({}))/2, a quadratic irrational{}",
                                  t == 1 ? std::string("k") : fmt::format("{} k", t), t, t, t * t + 4,
                                  t == 1 ? " (the golden ratio: Wythoff's pairs)" : "") + except;
    }
    law.evidence = fmt::format("verified on the {} x {} box: {} pairs inside it", box.rows(), box.columns(), inside);
    return true;
}

// ---- 2-D: a function of the binary digits of x = a + oa and y = b + ob ----

struct BinaryFunction2 {
    const char* words;  // of x and y
    std::uint64_t (*f)(std::uint64_t, std::uint64_t);
};

const BinaryFunction2 binary_functions2[] = {
    {"the number of trailing ones of x or y (bitwise)",
     [](std::uint64_t x, std::uint64_t y) -> std::uint64_t { return trailing_ones(x | y); }},
    {"the number of trailing ones of x and y (bitwise)",
     [](std::uint64_t x, std::uint64_t y) -> std::uint64_t { return trailing_ones(x & y); }},
    {"the number of ones in x xor y", [](std::uint64_t x, std::uint64_t y) -> std::uint64_t { return popcount(x ^ y); }},
    {"the number of ones in x or y", [](std::uint64_t x, std::uint64_t y) -> std::uint64_t { return popcount(x | y); }},
    {"the number of ones in x and y", [](std::uint64_t x, std::uint64_t y) -> std::uint64_t { return popcount(x & y); }},
};

// Where x or y would be negative (a row 0 or a column 0 with offset -1) the law does not reach: those cells, one row
// or one column, need 1-D laws of their own.
bool binary2_law(const Box& box, Law& law) {
    for (const BinaryFunction2& function : binary_functions2)
        for (int oa = -1; oa <= 1; ++oa)
            for (int ob = -1; ob <= 1; ++ob) {
                const std::size_t a0 = oa < 0 ? 1 : 0, b0 = ob < 0 ? 1 : 0;
                auto at = [&](std::size_t a, std::size_t b) {
                    return function.f(static_cast<std::uint64_t>(static_cast<long long>(a) + oa),
                                      static_cast<std::uint64_t>(static_cast<long long>(b) + ob));
                };
                bool holds = true;
                for (std::size_t a = a0; a < box.rows() && holds; ++a)
                    for (std::size_t b = b0; b < box.columns() && holds; ++b) holds = box.at(a, b) == at(a, b);
                if (!holds) continue;
                Law row, column;
                if (a0 == 1 && !(row = guess_line(box.row(0), false)).found) continue;
                if (b0 == 1 && !(column = guess_line(box.column(0), false)).found) continue;
                const BinaryFunction2* chosen = &function;
                const CellLaw row_law = row.value, column_law = column.value;
                law.value = keeping_given(*box.table, [=](std::size_t a, std::size_t b) -> std::uint64_t {
                    if (a < a0) return row_law(b, 0);
                    if (b < b0) return column_law(a, 0);
                    return chosen->f(static_cast<std::uint64_t>(static_cast<long long>(a) + oa),
                                     static_cast<std::uint64_t>(static_cast<long long>(b) + ob));
                });
                auto shifted = [](const char* name, int offset) {
                    return offset == 0 ? std::string(name) : fmt::format("{} {} 1", name, offset < 0 ? "-" : "+");
                };
                law.family = "binary digits";
                law.summary = fmt::format("g(a, b) = {}, with x = {} and y = {}", function.words, shifted("a", oa),
                                          shifted("b", ob));
                if (a0 == 1) law.summary += "; row a = 0: " + row.summary;
                if (b0 == 1) law.summary += "; column b = 0: " + column.summary;
                law.evidence = fmt::format("verified on the {} x {} box", box.rows(), box.columns());
                return true;
            }
    return false;
}

// ---- 2-D: a 1-D law of one number of the position: a + b, |a - b|, min(a, b) or max(a, b) ----

struct PositionKey {
    const char* name;
    std::size_t (*key)(std::size_t, std::size_t);
};

const PositionKey position_keys[] = {
    {"a + b", [](std::size_t a, std::size_t b) { return a + b; }},
    {"|a - b|", [](std::size_t a, std::size_t b) { return a > b ? a - b : b - a; }},
    {"min(a, b)", [](std::size_t a, std::size_t b) { return std::min(a, b); }},
    {"max(a, b)", [](std::size_t a, std::size_t b) { return std::max(a, b); }},
};

bool key_law(const Box& box, bool letters, Law& law) {
    for (const PositionKey& key : position_keys) {
        // h(k) from the cells with that key; every key from 0 to the largest in the box occurs.
        Cells h;
        std::vector<char> known;
        bool holds = true;
        for (std::size_t a = 0; a < box.rows() && holds; ++a)
            for (std::size_t b = 0; b < box.columns() && holds; ++b) {
                const std::size_t k = key.key(a, b);
                if (k >= h.size()) h.resize(k + 1), known.resize(k + 1, 0);
                if (!known[k]) h[k] = box.at(a, b), known[k] = 1;
                holds = h[k] == box.at(a, b);
            }
        if (!holds || std::find(known.begin(), known.end(), 0) != known.end()) continue;
        const Law line_law = guess_line(h, letters);
        if (!line_law.found) continue;
        const PositionKey* chosen = &key;
        const CellLaw h_law = line_law.value;
        law.value = keeping_given(*box.table, [chosen, h_law](std::size_t a, std::size_t b) {
            return h_law(chosen->key(a, b), 0);
        });
        law.family = "one number of the position";
        law.summary = fmt::format("{}(a, b) depends on k = {} alone: h(k) = {}(a, b), where {}",
                                  letters ? "the outcome" : "g", key.name, letters ? "the outcome" : "g",
                                  line_law.summary);
        law.evidence = fmt::format("verified on the {} x {} box; h {}", box.rows(), box.columns(), line_law.evidence);
        return true;
    }
    return false;
}

Law guess_box(const ValueTable& table) {
    Law law;
    const Box box{&table};
    if (table.rows < smallest_table || table.columns < smallest_table) {
        law.summary = fmt::format("no pattern: a 2-D law is read from at least {} x {} cells", smallest_table,
                                  smallest_table);
        return law;
    }
    std::vector<Law> fits(6);
    periodic2_law(box, table.outcomes, fits[0]);
    if (!table.outcomes) xor_split_law(box, fits[1]);
    if (!table.outcomes) nim_product_law(box, fits[2]);
    beatty_law(box, table.outcomes, fits[3]);
    if (!table.outcomes) binary2_law(box, fits[4]);
    key_law(box, table.outcomes, fits[5]);
    const std::size_t reach = 2 * std::max(table.rows, table.columns);
    law = agreed(fits, reach, reach);
    if (!law.found && law.summary.empty())
        law.summary = "no pattern: no law of the families tried (periodic in both directions, a xor or nim-product "
                      "split into two 1-D laws, Beatty pairs of P-positions, binary digits, a 1-D law of a + b, |a - b|, min or max) fits the whole box";
    return law;
}

Law guess_line(const Cells& c, bool letters) {
    Law law;
    if (c.size() < smallest_table) {
        law.summary = fmt::format("no pattern: a law is read from at least {} values", smallest_table);
        return law;
    }
    std::vector<Law> fits(4);
    periodic_law(c, letters, fits[0]);
    if (!letters) binary_law(c, fits[1]);
    if (letters) recurrence_law(c, fits[2]);
    if (!letters) runs_law(c, fits[3]);
    law = agreed(fits, 4 * c.size(), 1);
    if (!law.found && law.summary.empty())
        law.summary = fmt::format("no pattern: no law of the families tried (periodic{}) is seen to repeat enough in "
                                  "the {} values (a period at least {} times after its preperiod, in a table at "
                                  "least four preperiods and two periods long{})",
                                  letters ? ", recurrent P-positions" : ", arithmetic-periodic, binary digits, growing runs",
                                  c.size(), fewest_periods,
                                  letters ? "; an outcome table 16 times the preperiod and period" : "");
    return law;
}

}  // namespace

Law guess_law(const ValueTable& table) {
    Law law = table.two_dimensional ? guess_box(table) : guess_line(table.cells, table.outcomes);
    if (law.found || table.outcomes) return law;
    // No law of the values: their zeros, the P-positions, may have one (Wythoff's Grundy values and Beatty pairs).
    // Said, not predicted: a law of the zeros continues no values.
    ValueTable zeros = table;
    zeros.outcomes = true;
    for (std::uint64_t& cell : zeros.cells) cell = cell == 0 ? 'P' : 'N';
    const Law zero_law = table.two_dimensional ? guess_box(zeros) : guess_line(zeros.cells, true);
    if (zero_law.found)
        law.summary = "no pattern in the values; their zeros (the P-positions) have a law: " + zero_law.summary + " (" +
                      zero_law.evidence + ")";
    return law;
}


Law certified_periodic_law(const ValueTable& table, std::size_t preperiod, std::size_t period,
                           const std::string& theorem) {
    Periodicity f;
    f.found = true, f.preperiod = preperiod, f.period = period;
    Law law = periodicity_law(table.cells, false, f);
    law.certified = true;
    law.certificate = theorem;
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

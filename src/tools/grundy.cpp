// grundy: the Grundy sequence of a heap game and its periodicity certificate where a theorem gives one: octal and
// hexadecimal codes (gamecore/sparse_octal.hpp, gamecore/octal.hpp, gamecore/hexadecimal.hpp), finite subtraction
// sets and the seeds' named rule families (gamecore/heap_rules.hpp), and an SVG plot (cli/grundy_svg.hpp). Tested by
// src/tests/tools/grundy_cli.py (ctest grundy-cli); the values themselves in src/tests/*_test.cpp.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "cli/grundy_svg.hpp"
#include "gamecore/grundy.hpp"
#include "gamecore/heap_rules.hpp"
#include "gamecore/hexadecimal.hpp"
#include "gamecore/io_error.hpp"
#include "gamecore/judge_main.hpp"
#include "gamecore/octal.hpp"
#include "gamecore/sparse_octal.hpp"
#include "workbench/law.hpp"

namespace {

const int exit_usage = 2;  // a bad command line, as every executable of the suite
const std::size_t largest_heap = 100000000;
const std::size_t largest_plot = 100000;
// --predict-to: at most this many values (1-D), or rows of as many values (2-D: its square root).
const std::size_t largest_prediction = 100000000;
const std::size_t largest_prediction_side = 10000;
// A long table is extended by this many heaps at a time, to say how far it is every progress_seconds.
const std::size_t progress_chunk = 16384;
const auto progress_seconds = std::chrono::seconds(5);

// Writes text to stdout; a full or closed stdout is one line on stderr and exit 3, as the house does.
int print(const std::string& program, const std::string& text) {
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout) != 0) {
        gamecore::report_error(program.c_str(), gamecore::IoError("cannot write output", errno).message);
        return gamecore::exit_io_failure;
    }
    return 0;
}

// The text of FILE, or of stdin for "-"; false with errno set when it cannot be read.
bool read_text(const std::string& path, std::string& text) {
    std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (file == nullptr) return false;
    char buffer[1 << 16];
    std::size_t got = 0;
    while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) text.append(buffer, got);
    const bool failed = std::ferror(file) != 0;
    const int saved = errno;
    if (file != stdin) std::fclose(file);
    errno = saved;
    return !failed;
}

// Whatever was asked, as one table and what may certify its period.
struct Game {
    std::string name;
    std::vector<unsigned> g;
    bool has_theorem = false;       // some certificate applies to this game
    std::string theorem;            // its name in the certificate line
    std::string no_theorem_reason;  // otherwise: why --period certifies nothing
    gamecore::OctalPeriod found{};
};

const char* const preset_names[] = {"take-any", "take-odd", "take-1-to-m", "take-at-least-half", "lasker",
                                    "take-two-adjacent", "stripes"};

std::string set_text(const std::vector<std::size_t>& values) {
    std::string text;
    for (std::size_t v : values) text += (text.empty() ? "" : ",") + std::to_string(v);
    return text;
}

// g(0..last) of an octal or hexadecimal code by the method asked for; a line on stderr every progress_seconds while
// it runs (how far, and what the sparse-space method works with), so that a run of minutes is not silent.
std::vector<unsigned> octal_values(const gamecore::OctalCode& code, const std::string& name, std::size_t last,
                                   const std::string& method) {
    // --method sparse from heap 1 on; auto weighs both from default_sparse_from on.
    gamecore::SparseOctalGrundy grundy(code,
                                       method == "direct"   ? gamecore::octal_method_direct
                                       : method == "sparse" ? gamecore::octal_method_sparse
                                                            : gamecore::octal_method_auto,
                                       method == "sparse" ? 1 : gamecore::SparseOctalGrundy::default_sparse_from);
    grundy.reserve(last);
    const auto start = std::chrono::steady_clock::now();
    auto next_report = start + progress_seconds;
    for (std::size_t to = 0; to < last;) {
        to = last - to < progress_chunk ? last : to + progress_chunk;
        grundy.extend_to(to);
        const auto now = std::chrono::steady_clock::now();
        if (to == last || now < next_report) continue;
        next_report = now + progress_seconds;
        const long long seconds = std::chrono::duration_cast<std::chrono::seconds>(now - start).count();
        std::string how = "direct mex";
        if (grundy.period_used() != 0)
            how = fmt::format("period {} certified", grundy.period_used());
        else if (grundy.mask() != 0)
            how = fmt::format("sparse space, mask {}, {} rare heaps", grundy.mask(), grundy.rare_heaps());
        std::fputs(fmt::format("grundy: {}: n = {} of {} after {} s; {}; largest value {}\n", name, to, last, seconds,
                               how, grundy.largest_value())
                       .c_str(),
                   stderr);
    }
    grundy.extend_to(last);  // --to 0
    return grundy.values();
}

// The zeros of g: "n mod P in {...} for n >= I", with the zeros below I listed.
std::string p_positions(const std::vector<unsigned>& g, const gamecore::OctalPeriod& found) {
    std::string below, residues;
    for (std::size_t n = 0; n < found.preperiod && n < g.size(); ++n)
        if (g[n] == 0) below += (below.empty() ? "" : ", ") + std::to_string(n);
    std::vector<std::size_t> zero_residues;
    for (std::size_t n = found.preperiod; n < found.preperiod + found.period && n < g.size(); ++n)
        if (g[n] == 0) zero_residues.push_back(n % found.period);
    std::sort(zero_residues.begin(), zero_residues.end());
    for (std::size_t r : zero_residues) residues += (residues.empty() ? "" : ", ") + std::to_string(r);
    std::string text = "P-positions (g = 0): ";
    text += residues.empty() ? fmt::format("none for n >= {}", found.preperiod)
                             : fmt::format("n mod {} in {{{}}} for n >= {}", found.period, residues, found.preperiod);
    if (found.preperiod > 0) text += below.empty() ? "; none below" : "; below " + std::to_string(found.preperiod) + ": " + below;
    return text + "\n";
}

// --freq: "value count" for every value 0 .. the largest among g(1..N), as the published tables list them.
std::string frequency_lines(const std::vector<unsigned>& g) {
    std::vector<unsigned long long> counts;
    for (std::size_t n = 1; n < g.size(); ++n) {
        if (g[n] >= counts.size()) counts.resize(g[n] + 1, 0);
        ++counts[g[n]];
    }
    std::string text;
    for (std::size_t value = 0; value < counts.size(); ++value) text += fmt::format("{} {}\n", value, counts[value]);
    return text;
}

// --checksum: 64-bit FNV-1a over the values in order, each as 4 bytes, least significant first.
unsigned long long fnv1a64(const std::vector<unsigned>& g) {
    unsigned long long hash = 14695981039346656037ULL;
    for (unsigned value : g)
        for (int byte = 0; byte < 4; ++byte) {
            hash ^= (value >> (8 * byte)) & 0xFFu;
            hash *= 1099511628211ULL;
        }
    return hash;
}

// --predict-to: the continued table, or the law's "no pattern" line.
int print_prediction(const std::string& program, const gamesuite::ValueTable& table, const gamesuite::Law& law,
                     std::size_t size) {
    if (table.two_dimensional && size > largest_prediction_side) {
        gamecore::report_error(program.c_str(), fmt::format("--predict-to: a 2-D table is continued to at most {} rows "
                                                            "of {}", largest_prediction_side, largest_prediction_side));
        return exit_usage;
    }
    gamesuite::ValueTable predicted;
    if (!gamesuite::predict_table(table, law, size, predicted)) return print(program, law.summary + "\n");
    return print(program, gamesuite::format_table(predicted));
}

}  // namespace

int main(int argc, char** argv) {
    const std::string program = "grundy";
    CLI::App app(
        "Grundy values of a heap game, and a certificate of its period where a theorem gives one.\n"
        "Give exactly one game:\n"
        "  CODE: an octal or hexadecimal code d0.d1d2...: digit d_j says what removing j tokens from one heap\n"
        "    may leave (bit 1: nothing, bit 2: one heap, bit 4: two non-empty heaps, bit 8: three non-empty\n"
        "    heaps); d0 is 0, 4, 8 or C (split without removing) and may be left out (.07 = 0.07).\n"
        "    Examples: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess, 0.007 Treblecross, 0.8F.\n"
        "  --subtract S: a finite subtraction set, e.g. 1,3,4 (take 1, 3 or 4 from a heap); O(N |S|).\n"
        "  --game NAME: a rule family of the seed notes, computed by its definition (O(N^2)):\n"
        "    take-any            take any positive number (one Nim heap)\n"
        "    take-odd            take an odd number\n"
        "    take-1-to-m         take 1..m (--m, default 3: the seed's game 1); the subtraction set {1..m}\n"
        "    take-at-least-half  from n take at least ceil(n / 2)\n"
        "    lasker              Lasker's Nim: take any positive number, or split a heap into two\n"
        "    take-two-adjacent   take two adjacent stones from a row (Zhang Yifei's game C; octal 0.07)\n"
        "    stripes             place a stripe of a length in --lengths in a row (POI 2000 Stripes, game D;\n"
        "                        the octal code with digit 7 at each length)\n"
        "Values by the definition (mex over every option); once a period is certified, octal and hexadecimal\n"
        "tables are copied from one period back (exact by the theorem, O(1) a heap). Past 4096 heaps, octal\n"
        "codes use the sparse-space method (rare and common values) where it is the faster (--method).\n"
        "A run longer than 5 s says on stderr how far it is, every 5 s.\n"
        "  --from-table FILE: a table of values or outcomes read from FILE (- for stdin): 1-D as\n"
        "    g(0) g(1) ... on one line, 2-D as rows (row a holds g(a,0) .. g(a,N-1)); the letters P (the\n"
        "    player to move loses) and N (wins), or D, L, R, in place of numbers.\n"
        "--guess prints the law of the table, in words, and how far it was verified: (arithmetic-)periodic\n"
        "  values, growing runs, P-positions on a recurrence, Beatty pairs, functions of the binary digits,\n"
        "  2-D xor and nim-product splits, 1-D laws of a + b, |a - b|, min or max. A law is trusted only\n"
        "  when seen to repeat enough (4 whole periods, in a table 4 preperiods and 2 periods long; an\n"
        "  outcome table 16 times preperiod + period; 6 terms of a recurrence past its seed) and when every\n"
        "  law that fits agrees; else 'no pattern'. It is 'certified' only where --period's theorem proves\n"
        "  it, never for a table read from a file. --predict-to M prints the table continued to M values\n"
        "  (2-D: M rows of M) by that law, the given values unchanged, or a line beginning 'no pattern'.\n"
        "--period certifies by a theorem, never by a guess:\n"
        "  octal codes (and take-two-adjacent, stripes): Guy-Smith, g(n + p) = g(n) for i <= n < 2i + p + t\n"
        "    (t the largest removal) gives it forever;\n"
        "  hexadecimal codes with a three-way split: the Guy-Smith proof redone, i <= n < 3i + 2p + t;\n"
        "  subtraction sets (and take-1-to-m): a window of max(S) consecutive values repeated at distance p.\n"
        "  The other presets have no certificate here. The preperiod printed is the least i with\n"
        "  g(n + p) = g(n) for every n >= i (the last exception is i - 1).",
        program);
    std::string code_text, subtract_text, preset, lengths_text, svg_path;
    std::size_t last = 1000;
    std::size_t m = 3;
    bool period = false;
    std::string method = "auto";
    std::string table_path;
    bool guess = false;
    std::size_t predict_to = 0;
    bool frequencies = false;
    bool checksum = false;
    app.add_option("CODE", code_text, "an octal or hexadecimal code, e.g. 0.07 or 0.8F");
    CLI::Option* subtract_option = app.add_option("--subtract", subtract_text, "a subtraction set, e.g. 1,3,4");
    CLI::Option* game_option = app.add_option("--game", preset, "a named rule family (listed above)");
    CLI::Option* m_option = app.add_option("--m", m, "take-1-to-m: the most stones a move takes (default 3)")
                                ->check(CLI::Range(1, 1000000));
    CLI::Option* lengths_option = app.add_option("--lengths", lengths_text, "stripes: the stripe lengths, e.g. 1,5");
    app.add_option("--to", last, "compute g(0..N), the heaps 0 to N (default 1000; --freq counts 1 to N)")->check(CLI::Range(0, 100000000));
    app.add_flag("--period", period,
                 "print the periodicity certificate of g(0..N) instead of the values:\n"
                 "'preperiod I period P' with the heaps read and the P-positions, or why there is none");
    CLI::Option* method_option =
        app.add_option("--method", method,
                       "CODE: how octal values are computed: auto (default: the direct mex, then the\n"
                       "sparse-space method where it is the faster), direct (the mex over every option),\n"
                       "sparse (the sparse-space method from heap 1 on; not for hexadecimal codes).\n"
                       "All three give the same values.")
            ->check(CLI::IsMember({"auto", "direct", "sparse"}));
    CLI::Option* table_option =
        app.add_option("--from-table", table_path, "a table of values or outcomes read from FILE (- for stdin)");
    app.add_flag("--guess", guess, "print the law of the table (and its evidence) instead of the values");
    CLI::Option* predict_option =
        app.add_option("--predict-to", predict_to, "print the table continued by its law to M values (2-D: M x M)")
            ->check(CLI::Range(static_cast<std::size_t>(1), largest_prediction));
    CLI::Option* freq_option = app.add_flag(
        "--freq", frequencies,
        "print how often each value occurs among g(1) .. g(N) (the heaps 1 to N; g(0) is not counted),\n"
        "one 'value count' line for every value from 0 to the largest, ascending, a count of 0 where a\n"
        "value does not occur: the layout of the published octal frequency tables");
    CLI::Option* checksum_option = app.add_flag(
        "--checksum", checksum,
        "print 'fnv1a64 g(0..N) H': H the 64-bit FNV-1a hash, in 16 hex digits, of g(0), g(1), .., g(N) in\n"
        "order, each value as 4 bytes, least significant first; two runs, methods or machines agree\n"
        "on the values exactly when (barring a collision) they agree on H");
    app.add_option("--svg", svg_path, "also write a plot of g(n) against n to FILE (N <= 100000)");
    app.footer("Output: g(0) .. g(N) on one line separated by spaces (the heaps 0 to N), or the certificate, the law,\n"
               "the prediction, the frequencies of g(1) .. g(N) (--freq) or the hash of g(0) .. g(N) (--checksum).\n"
               "Exit status: 0 done; 1 a bad table (its line and column on stderr); 2 a bad command line, code or\n"
               "set; 3 the table cannot be read, or stdout or the SVG file cannot be written.");
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return print(program, app.help() + "\n");
    } catch (const CLI::ParseError& error) {
        gamecore::report_error(program.c_str(), std::string(error.what()) + " (--help lists the options)");
        return exit_usage;
    }
    auto usage = [&](const std::string& message) {
        gamecore::report_error(program.c_str(), message);
        return exit_usage;
    };
    const int games = (code_text.empty() ? 0 : 1) + (subtract_option->count() ? 1 : 0) + (game_option->count() ? 1 : 0) +
                      (table_option->count() ? 1 : 0);
    if (games != 1)
        return usage(games == 0 ? "no game given: give a CODE (like 0.07), --subtract S (like 1,3,4), --game NAME or "
                                  "--from-table FILE"
                                : "give exactly one game: a CODE, --subtract S, --game NAME or --from-table FILE, not "
                                  "several");
    if (guess && predict_option->count()) return usage("give --guess or --predict-to M, not both");
    if (period && (guess || predict_option->count())) return usage("--period certifies; --guess and --predict-to guess: give one");
    const int outputs = (period ? 1 : 0) + (guess ? 1 : 0) + (predict_option->count() ? 1 : 0) +
                        (frequencies ? 1 : 0) + (checksum ? 1 : 0);
    if (outputs > 1) return usage("give one of --period, --guess, --predict-to, --freq and --checksum");
    if (table_option->count() && (freq_option->count() || checksum_option->count()))
        return usage("--freq and --checksum summarise a game grundy computes, not a table read from a file");
    if (table_option->count()) {
        if (period) return usage("--period: a table read from a file has no theorem to certify it (use --guess)");
        if (!svg_path.empty()) return usage("--svg plots a game grundy computes, not a table read from a file");
        std::string text, error;
        if (!read_text(table_path, text)) {
            gamecore::report_error(program.c_str(),
                                   gamecore::IoError(("cannot read the table '" + table_path + "'").c_str(), errno).message);
            return gamecore::exit_io_failure;
        }
        gamesuite::ValueTable table;
        if (!gamesuite::parse_table(text, table, error)) {
            gamecore::report_error(program.c_str(), (table_path == "-" ? "stdin" : table_path) + ": " + error);
            return gamecore::exit_bad_input;
        }
        const gamesuite::Law law = gamesuite::guess_law(table);
        if (!predict_option->count()) return print(program, gamesuite::describe_law(law));
        return print_prediction(program, table, law, predict_to);
    }
    if (m_option->count() && preset != "take-1-to-m") return usage("--m applies only to --game take-1-to-m");
    if (lengths_option->count() && preset != "stripes") return usage("--lengths applies only to --game stripes");
    if (method_option->count() && code_text.empty())
        return usage("--method applies only to an octal or hexadecimal CODE");
    if (!svg_path.empty() && last > largest_plot)
        return usage(fmt::format("--svg plots at most {} heaps: use --to {} or less", largest_plot + 1, largest_plot));

    Game game;
    std::string error;
    // A finite subtraction set (also take-1-to-m).
    auto subtraction = [&](const std::vector<std::size_t>& set) {
        game.g = gamecore::heap_grundy_values(gamecore::SubtractionRules(set), last);
        game.has_theorem = true;
        game.theorem = fmt::format("a repeated window of max(S) = {} values", set.back());
        game.found = gamecore::certify_subtraction_period(game.g, set.back());
    };
    // Placing pieces of the given lengths in a row: the octal code with digit 7 at each length.
    auto placement = [&](const std::vector<std::size_t>& lengths) {
        game.g = gamecore::heap_grundy_values(gamecore::SegmentSplitRules(lengths), last);
        game.has_theorem = true;
        game.theorem = fmt::format("Guy-Smith with t = {}", lengths.back());
        game.found = gamecore::certify_octal_period(game.g, lengths.back());
    };
    if (!code_text.empty()) {
        gamecore::OctalCode code;
        if (!gamecore::parse_hexadecimal_code(code_text, code, error)) return usage(error);
        if (method == "sparse" && code.splits_in_three())
            return usage("--method sparse: a hexadecimal code with a three-way split (bit 8) has only the direct mex");
        game.name = code_text;
        game.has_theorem = true;
        game.g = octal_values(code, code_text, last, method);
        game.theorem = fmt::format(code.splits_in_three() ? "Guy-Smith for three-way splits (n < 3i + 2p + t) with t = {}"
                                                          : "Guy-Smith with t = {}",
                                   code.largest_removal());
        game.found = gamecore::certify_hexadecimal_period(game.g, code);
    } else if (subtract_option->count()) {
        std::vector<std::size_t> set;
        if (!gamecore::parse_positive_list(subtract_text, largest_heap, set, error)) return usage("--subtract " + error);
        game.name = "subtract {" + set_text(set) + "}";
        subtraction(set);
    } else {
        game.name = preset;
        if (preset == "take-any") {
            game.g = gamecore::heap_grundy_values(gamecore::TakeAnyRules(), last);
        } else if (preset == "take-odd") {
            game.g = gamecore::heap_grundy_values(gamecore::TakeOddRules(), last);
        } else if (preset == "take-at-least-half") {
            game.g = gamecore::heap_grundy_values(gamecore::TakeAtLeastHalfRules(), last);
        } else if (preset == "lasker") {
            game.g = gamecore::heap_grundy_values(gamecore::LaskerRules(), last);
        } else if (preset == "take-1-to-m") {
            std::vector<std::size_t> set;
            for (std::size_t s = 1; s <= m; ++s) set.push_back(s);
            game.name = fmt::format("take-1-to-m (m = {})", m);
            subtraction(set);
        } else if (preset == "take-two-adjacent") {
            placement(std::vector<std::size_t>(1, 2));
        } else if (preset == "stripes") {
            if (!lengths_option->count()) return usage("--game stripes needs --lengths, e.g. --lengths 1,5");
            std::vector<std::size_t> lengths;
            if (!gamecore::parse_positive_list(lengths_text, largest_heap, lengths, error))
                return usage("--lengths " + error);
            game.name = "stripes {" + set_text(lengths) + "}";
            placement(lengths);
        } else {
            std::string known;
            for (const char* name : preset_names) known += (known.empty() ? "" : ", ") + std::string(name);
            return usage("unknown game '" + preset + "' (known: " + known + ")");
        }
        if (!game.has_theorem)
            game.no_theorem_reason = "no theorem used here covers this rule family";
    }

    if (!svg_path.empty()) {
        gamesuite::PlotPeriod marks;
        marks.certified = game.has_theorem && game.found.certified;
        marks.preperiod = game.found.preperiod;
        marks.period = game.found.period;
        const std::string title =
            fmt::format("Grundy values of {}, n = 0..{}{}", game.name, last,
                        marks.certified ? fmt::format(" (preperiod {}, period {}, certified)", marks.preperiod,
                                                      marks.period)
                                        : "");
        const std::string svg = gamesuite::grundy_svg(game.g, title, marks);
        std::FILE* file = std::fopen(svg_path.c_str(), "wb");
        bool written = file != nullptr && std::fwrite(svg.data(), 1, svg.size(), file) == svg.size();
        const int saved = errno;
        if (file != nullptr && std::fclose(file) != 0) written = false;
        if (!written) {
            gamecore::report_error(program.c_str(),
                                   gamecore::IoError(("cannot write the SVG file '" + svg_path + "'").c_str(), saved).message);
            return gamecore::exit_io_failure;
        }
    }

    if (guess || predict_option->count()) {
        gamesuite::ValueTable table;
        table.rows = 1;
        table.columns = game.g.size();
        table.cells.assign(game.g.begin(), game.g.end());
        const gamesuite::Law law =
            game.has_theorem && game.found.certified
                ? gamesuite::certified_periodic_law(table, game.found.preperiod, game.found.period,
                                                    fmt::format("{}, reading g up to {}", game.theorem,
                                                                game.found.needed_to))
                : gamesuite::guess_law(table);
        if (guess) return print(program, game.name + ": " + gamesuite::describe_law(law));
        return print_prediction(program, table, law, predict_to);
    }
    if (frequencies) return print(program, frequency_lines(game.g));
    if (checksum) return print(program, fmt::format("fnv1a64 g(0..{}) {:016x}\n", last, fnv1a64(game.g)));
    if (period) {
        if (!game.has_theorem)
            return print(program, fmt::format("{}: no periodicity certificate ({}); g computed to {}\n", game.name,
                                              game.no_theorem_reason, last));
        const gamecore::OctalPeriod& found = game.found;
        if (!found.certified)
            return print(program, fmt::format("{}: not certified up to n = {} ({})\n", game.name, last, game.theorem));
        return print(program, fmt::format("{}: preperiod {} period {} (g(n + {}) = g(n) for all n >= {}; "
                                          "{} reads g up to {}, computed to {})\n",
                                          game.name, found.preperiod, found.period, found.period, found.preperiod,
                                          game.theorem, found.needed_to, last) +
                                  p_positions(game.g, found));
    }
    std::string text;
    text.reserve(game.g.size() * 4);
    for (std::size_t n = 0; n < game.g.size(); ++n) {
        if (n) text += ' ';
        text += fmt::format("{}", game.g[n]);
    }
    text += '\n';
    return print(program, text);
}

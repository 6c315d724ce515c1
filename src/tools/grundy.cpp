// grundy: the Grundy sequence of an octal game (gamecore/octal.hpp) and its Guy-Smith periodicity certificate.
// `grundy 0.07 --to 200` prints g(0..200); `grundy 0.137 --period` prints (preperiod, period) or "not certified".
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <string>

#include "gamecore/io_error.hpp"
#include "gamecore/judge_main.hpp"
#include "gamecore/octal.hpp"

namespace {

const int exit_usage = 2;  // a bad command line, as every executable of the suite

// Writes text to stdout; a full or closed stdout is one line on stderr and exit 3, as the house does.
int print(const std::string& program, const std::string& text) {
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout) != 0) {
        gamecore::report_error(program.c_str(), gamecore::IoError("cannot write output", errno).message);
        return gamecore::exit_io_failure;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string program = "grundy";
    CLI::App app(
        "Grundy values of an octal game and a certificate of its period.\n"
        "CODE is d0.d1d2...: digit d_j says what removing j tokens from one heap may leave\n"
        "(bit 1: nothing, bit 2: one heap, bit 4: two non-empty heaps); d0 is 0 or 4 (4:\n"
        "split a heap in two without removing), and may be left out (.07 = 0.07).\n"
        "Examples: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess, 0.007 Treblecross.\n"
        "Values by the definition (mex over every option, O(N^2 t) in all), and once a period\n"
        "is certified, copied from one period back (exact by the theorem, O(1) a heap).\n"
        "--period checks the Guy-Smith theorem: if g(n + p) = g(n) for i <= n < 2i + p + t\n"
        "(t the largest removal), the period holds forever. The preperiod printed is the least\n"
        "i with g(n + p) = g(n) for every n >= i (the last exception is i - 1).",
        program);
    std::string code_text;
    std::size_t last = 1000;
    bool period = false;
    app.add_option("CODE", code_text, "the octal code, e.g. 0.07")->required();
    app.add_option("--to", last, "compute g(0..N) (default 1000)")->check(CLI::Range(0, 100000000));
    app.add_flag("--period", period,
                 "print the periodicity certificate of g(0..N) instead of the values:\n"
                 "'preperiod I period P' with the heaps read, or 'not certified up to N'");
    app.footer("Output: g(0) .. g(N) on one line separated by spaces, or the certificate.\n"
               "Exit status: 0 done; 2 a bad command line or a malformed code; 3 stdout cannot be\n"
               "written.");
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return print(program, app.help() + "\n");
    } catch (const CLI::ParseError& error) {
        gamecore::report_error(program.c_str(), std::string(error.what()) + " (--help lists the options)");
        return exit_usage;
    }
    gamecore::OctalCode code;
    std::string error;
    if (!gamecore::parse_octal_code(code_text, code, error)) {
        gamecore::report_error(program.c_str(), error);
        return exit_usage;
    }
    gamecore::OctalGrundy grundy(code);
    grundy.extend_to(last);
    const std::vector<unsigned>& g = grundy.values();
    if (period) {
        const gamecore::OctalPeriod found = gamecore::certify_octal_period(g, code.largest_removal());
        if (!found.certified)
            return print(program, fmt::format("{}: not certified up to n = {} (largest removal t = {})\n",
                                              code_text, last, code.largest_removal()));
        return print(program, fmt::format("{}: preperiod {} period {} (g(n + {}) = g(n) for all n >= {}; "
                                          "Guy-Smith with t = {} reads g up to {}, computed to {})\n",
                                          code_text, found.preperiod, found.period, found.period, found.preperiod,
                                          code.largest_removal(), found.needed_to, last));
    }
    std::string text;
    text.reserve(g.size() * 4);
    for (std::size_t n = 0; n < g.size(); ++n) {
        if (n) text += ' ';
        text += fmt::format("{}", g[n]);
    }
    text += '\n';
    return print(program, text);
}

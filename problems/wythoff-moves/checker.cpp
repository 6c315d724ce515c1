// wythoff-moves-checker: accepts a contestant's output for HDU 2177 when each case has the jury's first line and,
// for a win, exactly the jury's set of moves in any order (each once). O(total size). Tested by the table in
// testdata/wythoff-moves/checker/ (ctest wythoff-moves-checker).
// Usage (testlib order): wythoff-moves-checker <input> <contestant output> <jury answer>
// Exit 0 ok, 1 wrong answer, 2 presentation error, 3 fail; one line on stderr starting with the verdict.
// The number of cases comes from the input (read by problem.hpp's parser), the number of moves of a case from the
// jury answer: its line '1' is followed by lines of two integers up to the next line of one token. CRLF counts as
// LF; spacing other than single spaces inside a line, and empty lines before the end, are presentation errors;
// empty lines at the end are allowed. A move printed twice is a wrong answer.
#include <cstdio>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "problem.hpp"

namespace {

enum Verdict { ok = 0, wrong_answer = 1, presentation_error = 2, fail = 3 };

int report(Verdict verdict, const std::string& message) {
    static const char* const words[] = {"ok", "wrong answer", "presentation error", "fail"};
    std::fprintf(stderr, "%s %s\n", words[verdict], message.c_str());
    return verdict;
}

bool read_file(const char* path, std::string& text) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return false;
    text.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
    return true;
}

// A line as tokens; `tidy` says whether it is exactly the tokens joined by single spaces.
struct Line {
    std::vector<std::string> tokens;
    std::string text;
    bool tidy;
};

// The lines of a text, CR before LF dropped; a last line without LF counts; empty lines at the end are dropped.
std::vector<Line> lines_of(const std::string& text) {
    std::vector<Line> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string s = text.substr(start, end - start);
        if (!s.empty() && s[s.size() - 1] == '\r') s.erase(s.size() - 1);
        Line line;
        line.text = s;
        std::string joined;
        std::size_t i = 0;
        while (i < s.size()) {
            while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\f' || s[i] == '\v')) ++i;
            std::size_t j = i;
            while (j < s.size() && !(s[j] == ' ' || s[j] == '\t' || s[j] == '\r' || s[j] == '\f' || s[j] == '\v')) ++j;
            if (j > i) {
                line.tokens.push_back(s.substr(i, j - i));
                joined += (joined.empty() ? "" : " ") + line.tokens.back();
            }
            i = j;
        }
        line.tidy = joined == s;
        lines.push_back(line);
        start = end + 1;
    }
    while (!lines.empty() && lines.back().tokens.empty()) lines.pop_back();
    return lines;
}

// A canonical non-negative decimal integer below 2^63.
bool number(const std::string& token, long long& value) {
    if (token.empty() || token.size() > 19 || (token.size() > 1 && token[0] == '0')) return false;
    unsigned long long v = 0;
    for (std::size_t i = 0; i < token.size(); ++i) {
        if (token[i] < '0' || token[i] > '9') return false;
        v = v * 10 + static_cast<unsigned long long>(token[i] - '0');
    }
    if (v > 9223372036854775807ULL) return false;
    value = static_cast<long long>(v);
    return true;
}

bool pair_of(const Line& line, std::pair<long long, long long>& p) {
    return line.tokens.size() == 2 && number(line.tokens[0], p.first) && number(line.tokens[1], p.second);
}

std::string shown(const Line& line) { return "'" + line.text.substr(0, 60) + (line.text.size() > 60 ? "...'" : "'"); }

// The input's positions are only counted: the parser reads them as the solvers do.
struct CountCases {
    CountCases() : cases(0) {}
    void winning_moves(long long, long long, std::vector<wythoff_moves::Move>&) { ++cases; }
    long long cases;
};

struct Case {
    bool wins;
    std::set<std::pair<long long, long long> > moves;
};

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) return report(fail, "usage: wythoff-moves-checker <input> <contestant output> <jury answer>");
    std::string input, contestant, jury;
    if (!read_file(argv[1], input)) return report(fail, std::string("cannot read the input ") + argv[1]);
    if (!read_file(argv[2], contestant)) return report(fail, std::string("cannot read the output ") + argv[2]);
    if (!read_file(argv[3], jury)) return report(fail, std::string("cannot read the jury answer ") + argv[3]);

    CountCases counter;
    try {
        std::string ignored;
        gamecore::Output out(ignored);
        gamecore::Scanner in(input.data(), input.size());
        wythoff_moves::answer_positions(in, wythoff_moves::suite_limits(), out, counter);
    } catch (const gamecore::InputError& error) {
        char where[64];
        std::sprintf(where, "line %ld, column %ld", static_cast<long>(error.line), static_cast<long>(error.column));
        return report(fail, std::string("the input is invalid at ") + where + ": expected " + error.expected);
    }

    // The jury answer, case by case.
    const std::vector<Line> jury_lines = lines_of(jury);
    std::vector<Case> cases;
    for (std::size_t i = 0; i < jury_lines.size();) {
        const Line& first = jury_lines[i++];
        Case c;
        if (first.tokens.size() != 1 || (first.tokens[0] != "0" && first.tokens[0] != "1"))
            return report(fail, "the jury answer's line " + std::to_string(i) + " " + shown(first) +
                                    " should be 0 or 1");
        c.wins = first.tokens[0] == "1";
        while (c.wins && i < jury_lines.size() && jury_lines[i].tokens.size() != 1) {
            std::pair<long long, long long> p;
            if (!pair_of(jury_lines[i], p) || p.first > p.second || !c.moves.insert(p).second)
                return report(fail, "the jury answer's line " + std::to_string(i + 1) + " " + shown(jury_lines[i]) +
                                        " is not a new move 'x y' with x <= y");
            ++i;
        }
        if (c.wins && c.moves.empty())
            return report(fail, "the jury answer's case " + std::to_string(cases.size() + 1) + " wins with no move");
        cases.push_back(c);
    }
    if (static_cast<long long>(cases.size()) != counter.cases)
        return report(fail, "the jury answer has " + std::to_string(cases.size()) + " cases, the input " +
                                std::to_string(counter.cases));

    // The contestant's output against it.
    const std::vector<Line> lines = lines_of(contestant);
    std::string untidy;  // the first presentation problem, reported if nothing is wrong
    std::size_t at = 0;
    // The next line that is not empty; an empty line before it is a presentation problem.
    auto next_line = [&](const Line*& line) {
        while (at < lines.size() && lines[at].tokens.empty()) {
            if (untidy.empty()) untidy = "empty line " + std::to_string(at + 1);
            ++at;
        }
        if (at == lines.size()) return false;
        line = &lines[at++];
        if (!line->tidy && untidy.empty())
            untidy = "line " + std::to_string(at) + " " + shown(*line) + " is not single-spaced";
        return true;
    };
    for (std::size_t n = 0; n < cases.size(); ++n) {
        const std::string name = "case " + std::to_string(n + 1) + ": ";
        const Case& c = cases[n];
        const Line* line = nullptr;
        if (!next_line(line))
            return report(wrong_answer, name + "the output ends, expected " + (c.wins ? "1" : "0"));
        std::pair<long long, long long> p;
        if (n > 0 && cases[n - 1].wins && pair_of(*line, p))
            return report(wrong_answer, "case " + std::to_string(n) + ": more than its " +
                                            std::to_string(cases[n - 1].moves.size()) + " moves, line " +
                                            std::to_string(at) + " " + shown(*line));
        if (line->tokens.size() != 1 || line->tokens[0] != (c.wins ? "1" : "0"))
            return report(wrong_answer, name + "line " + std::to_string(at) + " " + shown(*line) + ", expected " +
                                            (c.wins ? "1" : "0"));
        std::set<std::pair<long long, long long> > seen;
        for (std::size_t m = 0; c.wins && m < c.moves.size(); ++m) {
            if (!next_line(line))
                return report(wrong_answer, name + "the output ends after " + std::to_string(m) + " of " +
                                                std::to_string(c.moves.size()) + " moves");
            if (!pair_of(*line, p))
                return report(wrong_answer, name + "line " + std::to_string(at) + " " + shown(*line) + " after " +
                                                std::to_string(m) + " of " + std::to_string(c.moves.size()) +
                                                " moves, expected a move 'x y'");
            if (p.first > p.second)
                return report(wrong_answer, name + "line " + std::to_string(at) + " " + shown(*line) +
                                                ": x > y, the smaller pile comes first");
            if (!c.moves.count(p))
                return report(wrong_answer, name + "line " + std::to_string(at) + " " + shown(*line) +
                                                " is not a winning move");
            if (!seen.insert(p).second)
                return report(wrong_answer, name + "line " + std::to_string(at) + " " + shown(*line) +
                                                " repeats a move");
        }
    }
    const Line* line = nullptr;
    if (next_line(line)) {
        std::pair<long long, long long> p;
        if (!cases.empty() && cases.back().wins && pair_of(*line, p))
            return report(wrong_answer, "case " + std::to_string(cases.size()) + ": more than its " +
                                            std::to_string(cases.back().moves.size()) + " moves, line " +
                                            std::to_string(at) + " " + shown(*line));
        return report(wrong_answer, "line " + std::to_string(at) + " " + shown(*line) + " after the last of " +
                                        std::to_string(cases.size()) + " cases");
    }
    if (!untidy.empty()) return report(presentation_error, untidy);
    return report(ok, std::to_string(cases.size()) + " cases");
}

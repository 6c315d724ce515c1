// The shared code of --moves, --explain and --play (cli/moves.hpp, cli/case_moves.hpp) that is no template, compiled
// once (the gamesuite_moves library) for every problem's executables and tests. O(its text). Tested by every stress.
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/moves.hpp"

namespace gamesuite {

bool read_digits(const std::string& text, std::size_t& at, long long& value) {
    const std::size_t start = at;
    value = 0;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9' && at - start < 18)
        value = value * 10 + (text[at++] - '0');
    return at > start && (at == text.size() || text[at] < '0' || text[at] > '9');
}

bool read_number_move(const std::string& text, long long& value) {
    std::size_t at = 0;
    return read_digits(text, at, value) && at == text.size();
}

bool read_two_numbers(const std::string& text, char separator, long long& first, long long& second) {
    std::size_t at = 0;
    if (!read_digits(text, at, first) || at == text.size() || text[at] != separator) return false;
    ++at;
    return read_digits(text, at, second) && at == text.size();
}

bool read_pile_left(const std::string& text, std::size_t& index, long long& left) {
    long long pile = 0;
    if (!read_two_numbers(text, ':', pile, left) || pile < 1) return false;
    index = static_cast<std::size_t>(pile - 1);
    return true;
}

bool read_pair_left(const std::string& text, long long& x, long long& y) {
    return read_two_numbers(text, ',', x, y);
}

bool read_number_list(const std::string& text, char separator, std::vector<long long>& values) {
    values.clear();
    std::size_t at = 0;
    for (;;) {
        long long value = 0;
        if (!read_digits(text, at, value)) return false;
        values.push_back(value);
        if (at == text.size()) return true;
        if (text[at++] != separator) return false;
    }
}

bool read_pile_parts(const std::string& text, std::size_t& index, std::vector<long long>& parts) {
    const std::size_t colon = text.find(':');
    long long pile = 0;
    if (colon == std::string::npos || !read_number_move(text.substr(0, colon), pile) || pile < 1) return false;
    index = static_cast<std::size_t>(pile - 1);
    return read_number_list(text.substr(colon + 1), '+', parts);
}

void CaseLines::write(const MoveList& list) {
    discarded_text_.clear();
    if (!list.certificate_line.empty()) {
        out_.line(list.certificate_line);
        return;
    }
    if (list.outcome == Outcome::draw) {
        out_.write("draw\n");
        return;
    }
    const bool more = list.more || list.moves.size() > max_listed_moves;
    out_.write(outcome_word(list.outcome));
    for (std::size_t i = 0; i < list.moves.size() && i < max_listed_moves; ++i) {
        out_.write(" ");
        out_.write(list.moves[i]);
    }
    out_.write(more ? " ...\n" : "\n");
}

void CaseLines::explain_win(const std::string& why, const std::string& move, const std::string& what,
                            const std::string& after) {
    header("the first player wins", why);
    out_.line("  play " + move + " (" + what + "): " + after);
}

void CaseLines::header(const char* outcome, const std::string& why) {
    discarded_text_.clear();
    out_.line("case " + std::to_string(++cases_) + ": " + outcome + ": " + why);
}

Outcome outcome_of_words(const std::string& line, const std::string& win, const std::string& lose) {
    if (line == win) return Outcome::win;
    if (line == lose) return Outcome::lose;
    throw std::runtime_error("the judge answer '" + line + "' is neither '" + win + "' nor '" + lose + "'");
}

std::vector<Outcome> outcome_per_line(const std::string& answers, const std::string& win,
                                      const std::string& lose) {
    return outcome_per_line(answers, [&](const std::string& line) { return outcome_of_words(line, win, lose); });
}

std::string wrapped(const std::string& text, std::size_t width) {
    std::string result, line;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(start, end - start);
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            result += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
        start = end + 1;
    }
    return result + line;
}

}  // namespace gamesuite

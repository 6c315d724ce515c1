// The workbench's main (library gamesuite_explore), linked with one user's game file (workbench/game.hpp): the
// table, its law, --svg, --moves, --explain, --play and --reference. O(the engine's table) plus O(cells) of text.
// Tested by src/tests/workbench/explore_test.py through scripts/explore on the five examples.
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <malloc.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "cli/grundy_svg.hpp"
#include "cli/moves.hpp"
#include "cli/play.hpp"
#include "gamecore/io_error.hpp"
#include "gamecore/judge_main.hpp"
#include "gamecore/output.hpp"
#include "workbench/game.hpp"
#include "workbench/grid_svg.hpp"
#include "workbench/law.hpp"

namespace {

using gamesuite::workbench::Kind;
using gamesuite::workbench::Option;
using gamesuite::workbench::Side;
using gamesuite::workbench::Solution;
using gamesuite::workbench::Workbench;

const char* const program = "explore";
const int exit_usage = 2;

// Thrown for a bad position in the command line's --moves, --explain or --play.
struct UsageError {
    std::string message;
};

std::string side_name(Side side) { return side == Side::right ? "Right" : "Left"; }
Side other(Side side) { return side == Side::left ? Side::right : side == Side::right ? Side::left : side; }

// "in 1 move", "in 3 moves".
std::string in_moves(unsigned remoteness) { return "in " + gamesuite::counted(remoteness, "move"); }

// An outcome for the player to move ('W', 'L', 'D') and its remoteness in words.
std::string outcome_words(char first, unsigned remoteness) {
    if (first == 'W') return "wins " + in_moves(remoteness);
    if (first == 'L') return remoteness == 0 ? "loses at once (no move)" : "loses " + in_moves(remoteness);
    return "draws (nobody can force a win)";
}

// A position's value as --moves and --reference write it: a number or a letter.
std::string value_text(Kind kind, const Solution& s) {
    if (kind == Kind::grundy) return std::to_string(s.grundy);
    if (kind == Kind::score) return std::to_string(s.score);
    return std::string(1, s.letter);
}

// The value in words: "g = 3", "P: the player to move loses in 4 moves", ...
std::string value_words(Kind kind, const Solution& s) {
    switch (kind) {
        case Kind::grundy: return "g = " + std::to_string(s.grundy);
        case Kind::score: return "worth " + std::to_string(s.score) + " to the player to move";
        case Kind::outcome: return std::string(1, s.letter) + ": the player to move " + outcome_words(s.first, s.remoteness);
        default:
            return std::string(1, s.letter) + ": Left moving first " + outcome_words(s.first, s.remoteness) +
                   ", Right moving first " + outcome_words(s.right_first, s.right_remoteness);
    }
}

// The outcome for whoever moves next at `s`, `side` to move ('W', 'L', 'D'); its remoteness.
char mover_outcome(Kind kind, const Solution& s, Side side) {
    if (kind == Kind::grundy) return s.grundy != 0 ? 'W' : 'L';
    if (kind == Kind::partizan) return side == Side::right ? s.right_first : s.first;
    return s.first;
}
unsigned mover_remoteness(const Solution& s, Side side) {
    return side == Side::right ? s.right_remoteness : s.remoteness;
}

// Is `option` a winning move (score games: a best one) for `side` at a position worth `here`?
bool wins(Workbench& game, const Option& option, Side side, const Solution& here) {
    const Kind kind = game.kind();
    if (kind == Kind::grundy) return option.grundy == 0;
    const Solution after = game.solution(option.parts[0]);
    if (kind == Kind::score) return -after.score == here.score;
    return mover_outcome(kind, after, other(side)) == 'L';
}

// The option's value as the opponent faces it, in words.
std::string option_words(Workbench& game, const Option& option, Side side) {
    const Kind kind = game.kind();
    if (kind == Kind::grundy) {
        if (option.parts.size() <= 1) return "g = " + std::to_string(option.grundy);
        std::vector<std::uint64_t> values;
        for (std::size_t part : option.parts) values.push_back(game.solution(part).grundy);
        return "g = " + gamesuite::xor_expression(values, option.grundy);
    }
    const Solution after = game.solution(option.parts[0]);
    if (kind == Kind::score) return "worth " + std::to_string(after.score) + " to the opponent";
    const Side next = other(side);
    return std::string(1, after.letter) + ", " + (kind == Kind::partizan ? side_name(next) : "the opponent") + " " +
           outcome_words(mover_outcome(kind, after, next), mover_remoteness(after, next));
}

std::vector<Side> sides_of(Workbench& game) {
    if (game.partizan()) return {Side::left, Side::right};
    return {Side::impartial};
}

// --moves: the position's value, then each option (of each player) with its value, the winning ones marked.
std::string moves_text(Workbench& game, std::size_t id) {
    const Solution here = game.solution(id);
    std::string text = game.show(id) + ": " + value_words(game.kind(), here) + "\n";
    for (Side side : sides_of(game)) {
        const std::vector<Option> options = game.options(id, side);
        const std::string who = side == Side::impartial ? "" : side_name(side) + " ";
        if (options.empty()) text += "  " + who + "(no move)\n";
        for (const Option& option : options)
            text += "  " + who + option.text + "  " + option_words(game, option, side) +
                    (wins(game, option, side, here) ? (game.kind() == Kind::score ? "  best" : "  winning") : "") + "\n";
    }
    return text;
}

// --explain for one mover: who wins and why, in words, one winning (best, quickest) move named.
std::string explain_side(Workbench& game, std::size_t id, Side side) {
    const Kind kind = game.kind();
    const Solution here = game.solution(id);
    const std::vector<Option> options = game.options(id, side);
    const std::string position = game.show(id);
    if (kind == Kind::grundy) {
        std::vector<std::uint64_t> values;
        for (const Option& option : options) values.push_back(option.grundy);
        std::sort(values.begin(), values.end());
        values.erase(std::unique(values.begin(), values.end()), values.end());
        std::string list;
        for (std::size_t i = 0; i < values.size() && i < 12; ++i) list += (i ? ", " : "") + std::to_string(values[i]);
        if (values.size() > 12) list += ", ...";
        std::string text = "g(" + position + ") = " + std::to_string(here.grundy) + ": ";
        text += options.empty() ? "there is no move (the mex of nothing is 0)"
                                : "the options have values " + list + " (the least value missing is " +
                                      std::to_string(here.grundy) + ")";
        for (const Option& option : options)
            if (option.grundy == 0) return text + "; the player to move wins by moving to " + option.text;
        return text + (options.empty() ? "; the player to move loses" : "; none is 0: the player to move loses");
    }
    if (kind == Kind::score) {
        if (options.empty()) return position + " is over: its score is " + std::to_string(here.score) + " for the player to move";
        for (const Option& option : options)
            if (wins(game, option, side, here))
                return position + " is worth " + std::to_string(here.score) + " to the player to move: the best move is to " +
                       option.text + ", worth " + std::to_string(-here.score) + " to the opponent";
    }
    const std::string who = side == Side::impartial ? "the player to move" : side_name(side) + " moving first";
    const char outcome = mover_outcome(kind, here, side);
    std::string text = position + ": " + who + " " + outcome_words(outcome, mover_remoteness(here, side));
    if (options.empty()) return text + ": there is no move";
    // The quickest win, or the draw kept, or the longest loss: the engine's choice in --play.
    const Option* chosen = nullptr;
    unsigned chosen_remoteness = 0;
    for (const Option& option : options) {
        const Solution after = game.solution(option.parts[0]);
        const char then = mover_outcome(kind, after, other(side));
        const unsigned r = mover_remoteness(after, other(side));
        const bool fits = outcome == 'W' ? then == 'L' : outcome == 'D' ? then == 'D' : true;
        if (fits && (chosen == nullptr || (outcome == 'W' ? r < chosen_remoteness : r > chosen_remoteness)))
            chosen = &option, chosen_remoteness = r;
    }
    if (outcome == 'W')
        return text + " by moving to " + chosen->text + ", where " +
               (side == Side::impartial ? "the opponent" : side_name(other(side))) + " to move " +
               outcome_words('L', chosen_remoteness);
    if (outcome == 'D')
        return text + ": no option is lost for the opponent, and moving to " + chosen->text + " keeps the draw";
    return text + ": every option wins for the opponent; moving to " + chosen->text + " holds out longest";
}

std::string explain_text(Workbench& game, std::size_t id) {
    std::string text;
    for (Side side : sides_of(game)) text += explain_side(game, id, side) + "\n";
    return text;
}

std::size_t position_argument(Workbench& game, const std::string& text, const char* option) {
    std::size_t id = 0;
    gamesuite::workbench::ReadError error;
    if (!game.read(text, id, error))
        throw UsageError{fmt::format("{} '{}': column {}: expected {}", option, text, error.column, error.expected)};
    return id;
}

// A position in play: a sum of games (one, until a sum_moves option splits it), and whose move it is.
class WorkbenchPosition : public gamesuite::PlayedPosition {
public:
    WorkbenchPosition(Workbench& game, std::size_t id, Side to_move)
        : PlayedPosition("a move is the position it leaves, as --moves writes it (the parts of a split joined by "
                         "'+'; where several games lie side by side, K:MOVE plays MOVE in game K)",
                         nullptr),
          game_(game), games_{id}, to_move_(to_move) {}

    std::string board() override {
        std::string text = "  position: ";
        for (std::size_t i = 0; i < games_.size(); ++i)
            text += (i ? " + " : "") + game_.show(games_[i]);
        if (to_move_ != Side::impartial) text += "  (" + side_name(to_move_) + " to move)";
        return text;
    }
    std::string play(const std::string& move) override {
        for (const Move& m : all_moves())
            if (m.text == move) {
                games_.erase(games_.begin() + static_cast<std::ptrdiff_t>(m.game));
                games_.insert(games_.begin() + static_cast<std::ptrdiff_t>(m.game), m.option.parts.begin(),
                              m.option.parts.end());
                to_move_ = other(to_move_);
                return "";
            }
        return "write a position the move leaves, as 'moves' or --moves lists them";
    }
    bool lists_legal_moves() const override { return true; }
    std::vector<std::string> legal_moves() override {
        std::vector<std::string> texts;
        for (const Move& m : all_moves())
            if (texts.size() < gamesuite::most_listed_legal_moves) texts.push_back(m.text);
        return texts;
    }
    std::unique_ptr<gamesuite::PlayedPosition> snapshot() const override {
        return std::make_unique<WorkbenchPosition>(*this);
    }
    void restore(const gamesuite::PlayedPosition& earlier) override {
        const WorkbenchPosition& then = static_cast<const WorkbenchPosition&>(earlier);  // snapshot() made it
        games_ = then.games_;
        to_move_ = then.to_move_;
    }
    std::string any_move() override {
        const std::vector<Move> moves = all_moves();
        if (moves.empty()) return "";
        if (game_.kind() == Kind::grundy) return moves.front().text;
        // Keep a draw where there is one, else hold out longest.
        const Move* best = &moves.front();
        auto rank = [&](const Move& m) {
            const Solution after = game_.solution(m.option.parts[0]);
            const char then = mover_outcome(game_.kind(), after, other(to_move_));
            return then == 'D' ? 1u << 30 : mover_remoteness(after, other(to_move_));
        };
        for (const Move& m : moves)
            if (rank(m) > rank(*best)) best = &m;
        return best->text;
    }
    gamesuite::MoveList moves() override {
        std::vector<std::string> winning;
        if (game_.kind() == Kind::grundy) {
            const std::uint64_t total = sum();
            for (const Move& m : all_moves())
                if ((total ^ game_.solution(games_[m.game]).grundy ^ m.option.grundy) == 0) winning.push_back(m.text);
            return winning;
        }
        const Solution here = game_.solution(games_[0]);
        // The quickest wins first, so that the engine (the list's first move) wins soonest.
        std::vector<std::pair<unsigned, std::string>> ranked;
        for (const Move& m : all_moves())
            if (wins(game_, m.option, to_move_, here)) {
                const Solution after = game_.solution(m.option.parts[0]);
                ranked.emplace_back(mover_remoteness(after, other(to_move_)), m.text);
            }
        std::stable_sort(ranked.begin(), ranked.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
        for (const auto& r : ranked) winning.push_back(r.second);
        if (winning.empty() && mover_outcome(game_.kind(), here, to_move_) == 'D') return gamesuite::MoveList::draw();
        return winning;
    }
    std::string explanation() override {
        if (game_.kind() == Kind::grundy && games_.size() > 1) {
            std::vector<std::uint64_t> values;
            for (std::size_t id : games_) values.push_back(game_.solution(id).grundy);
            const std::uint64_t total = sum();
            std::string text = std::string(total ? "the first player wins" : "the first player loses") +
                               ": the games side by side are worth " + gamesuite::xor_expression(values, total);
            const gamesuite::MoveList winning = moves();
            if (!winning.moves.empty()) text += "; play " + winning.moves.front() + " to leave 0";
            return text;
        }
        const Solution here = game_.solution(games_[0]);
        const char outcome = game_.kind() == Kind::score ? 'W' : mover_outcome(game_.kind(), here, to_move_);
        const char* header = outcome == 'W' ? "the first player wins: " : outcome == 'L' ? "the first player loses: "
                                                                                          : "nobody wins: ";
        return (game_.kind() == Kind::score ? "" : header) + explain_side(game_, games_[0], to_move_);
    }

private:
    struct Move {
        std::size_t game;
        Option option;
        std::string text;
    };
    std::vector<Move> all_moves() {
        std::vector<Move> moves;
        for (std::size_t i = 0; i < games_.size(); ++i)
            for (Option& option : game_.options(games_[i], to_move_)) {
                std::string text = games_.size() > 1 ? std::to_string(i + 1) + ":" + option.text : option.text;
                moves.push_back(Move{i, std::move(option), std::move(text)});
            }
        return moves;
    }
    std::uint64_t sum() {
        std::uint64_t total = 0;
        for (std::size_t id : games_) total ^= game_.solution(id).grundy;
        return total;
    }

    Workbench& game_;
    std::vector<std::size_t> games_;
    Side to_move_;
};

// The tabulated positions' values as law.hpp's table; false (and `text` holding the table as it is) where the
// values do not fit one: negative scores.
bool value_table(Workbench& game, const std::vector<std::size_t>& ids, const gamesuite::workbench::Range& range,
                 gamesuite::ValueTable& table, std::string& text) {
    const Kind kind = game.kind();
    table.outcomes = kind == Kind::outcome || kind == Kind::partizan;
    table.two_dimensional = range.shape == gamesuite::workbench::Range::box;
    table.rows = table.two_dimensional ? static_cast<std::size_t>(range.rows + 1) : 1;
    table.columns = table.two_dimensional ? static_cast<std::size_t>(range.columns + 1) : ids.size();
    bool negative = false;
    table.cells.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const Solution s = game.solution(ids[i]);
        if (kind == Kind::score && s.score < 0) negative = true;
        table.cells.push_back(kind == Kind::grundy   ? s.grundy
                              : kind == Kind::score ? static_cast<std::uint64_t>(s.score)
                                                    : static_cast<std::uint64_t>(static_cast<unsigned char>(s.letter)));
        if (negative) {
            text += (i % table.columns ? " " : "") + std::to_string(s.score);
            if (i % table.columns == table.columns - 1) text += "\n";
        }
    }
    if (!negative) return true;
    text.clear();
    for (std::size_t i = 0; i < ids.size(); ++i)
        text += (i % table.columns ? " " : "") + std::to_string(static_cast<long long>(table.cells[i])) +
                (i % table.columns == table.columns - 1 ? "\n" : "");
    return false;
}

// The remoteness of each tabulated position, in the table's layout (partizan: Left moving first).
std::string remoteness_table(Workbench& game, const std::vector<std::size_t>& ids, std::size_t columns, bool right) {
    std::string text;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const Solution s = game.solution(ids[i]);
        text += (i % columns ? " " : "") + std::to_string(right ? s.right_remoteness : s.remoteness);
        if (i % columns == columns - 1) text += "\n";
    }
    return text;
}

bool write_file(const std::string& path, const std::string& text) {
    std::FILE* file = std::fopen(path.c_str(), "wb");
    bool written = file != nullptr && std::fwrite(text.data(), 1, text.size(), file) == text.size();
    const int saved = errno;
    if (file != nullptr && std::fclose(file) != 0) written = false;
    if (!written)
        gamecore::report_error(program, gamecore::IoError(("cannot write the SVG file '" + path + "'").c_str(), saved).message);
    return written;
}

// --reference: a position a line on stdin, its value or outcome a line on stdout; with `outcomes`, a Grundy value
// as its outcome (P for 0, else N), for a closed form that only says who wins.
int reference(Workbench& game, bool outcomes) {
    gamecore::Output out(stdout);
    std::string line;
    long long number = 0;
    int c = 0;
    try {
        while (c != EOF) {
            line.clear();
            while ((c = std::fgetc(stdin)) != EOF && c != '\n') line += static_cast<char>(c);
            if (c == EOF && line.empty()) break;
            ++number;
            if (!line.empty() && line.back() == '\r') line.pop_back();
            std::size_t id = 0;
            gamesuite::workbench::ReadError error;
            if (!game.read(line, id, error)) {
                out.flush();
                gamecore::report_error(program, fmt::format("line {}, column {}: expected {}, found '{}'", number,
                                                            error.column, error.expected, line));
                return gamecore::exit_bad_input;
            }
            const Solution s = game.solution(id);
            out.write((outcomes && game.kind() == Kind::grundy ? std::string(s.grundy ? "N" : "P")
                                                               : value_text(game.kind(), s)) +
                      "\n");
        }
        if (std::ferror(stdin)) throw gamecore::IoError("cannot read input", errno);
        out.flush();
    } catch (const gamecore::IoError& error) {
        gamecore::report_error(program, error.message);
        return gamecore::exit_io_failure;
    }
    return 0;
}

int print(const std::string& text) {
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout) != 0) {
        gamecore::report_error(program, gamecore::IoError("cannot write output", errno).message);
        return gamecore::exit_io_failure;
    }
    return 0;
}

int run(int argc, char** argv) {
    Workbench& game = gamesuite::workbench::workbench_game();
    CLI::App app("The workbench on the game of " + game.name() +
                     ": its table (Grundy values, outcomes with remoteness, or scores), the law the table follows, "
                     "and the game position by position. Built and run by scripts/explore.",
                 program);
    std::string box_text, svg_path, moves_at, explain_at, play_at, side_text = "left";
    long long to = 0;
    bool table_only = false, law_only = false, show_remoteness = false, list_positions = false, as_reference = false,
         second = false, outcomes = false;
    CLI::Option* to_option = app.add_option("--to", to, "tabulate positions 0..N (an integral Position)")
                                 ->check(CLI::Range(0LL, 100000000LL));
    CLI::Option* box_option = app.add_option("--box", box_text, "tabulate the pairs (0..A) x (0..B), written A,B");
    app.add_flag("--table-only", table_only, "print the table alone (as grundy --from-table reads it)");
    app.add_flag("--law-only", law_only, "print the law alone");
    app.add_flag("--remoteness", show_remoteness,
                 "outcome tables: after the table, the remoteness of each position (partizan: Left first, then "
                 "Right first)");
    app.add_option("--svg", svg_path, "also write the table as a picture to FILE");
    app.add_option("--moves", moves_at, "POSITION's value and each option's, the winning ones marked");
    app.add_option("--explain", explain_at, "who wins at POSITION and why, in words");
    app.add_option("--play", play_at, "play from POSITION against the engine, a move a line on stdin");
    app.add_flag("--second", second, "--play: the engine moves first");
    app.add_option("--side", side_text, "--play, a partizan game: your side, left (default) or right")
        ->check(CLI::IsMember({"left", "right"}));
    app.add_flag("--reference", as_reference,
                 "read positions one a line on stdin and print each one's value or outcome (the brute force)");
    app.add_flag("--outcomes", outcomes, "--reference of a Grundy game: P (value 0) or N instead of the value");
    app.add_flag("--list-positions", list_positions, "print the tabulated positions, one a line (scripts/stress)");
    app.footer("Without --to or --box: the file's positions(), else --to 100 (an integral Position) or --box 20,20 "
               "(a pair).\nExit status: 0 done; 1 bad input (--reference) or a game the engine cannot solve; 2 a bad "
               "command line; 3 output that cannot be written.");
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return print(app.help() + "\n");
    } catch (const CLI::ParseError& error) {
        gamecore::report_error(program, std::string(error.what()) + " (--help lists the options)");
        return exit_usage;
    }
    auto usage = [&](const std::string& message) {
        gamecore::report_error(program, message);
        return exit_usage;
    };
    const int modes = !moves_at.empty() + !explain_at.empty() + !play_at.empty() + as_reference + list_positions;
    if (modes > 1) return usage("give at most one of --moves, --explain, --play, --reference, --list-positions");
    if (table_only && law_only) return usage("--table-only and --law-only exclude each other");
    if (to_option->count() && box_option->count()) return usage("give --to or --box, not both");
    if (outcomes && !as_reference) return usage("--outcomes goes with --reference");

    if (to_option->count() && game.dimension() != 1)
        return usage("--to N tabulates an integral Position: this game's is not (give --box A,B for a pair, or "
                     "nothing for the file's positions())");
    if (box_option->count() && game.dimension() != 2)
        return usage("--box A,B tabulates a Position that is a pair of integers: this game's is not (give --to N "
                     "for an integer, or nothing for the file's positions())");
    gamesuite::workbench::Range range;
    if (to_option->count()) {
        range.shape = gamesuite::workbench::Range::line;
        range.to = to;
    } else if (box_option->count()) {
        long long a = 0, b = 0;
        if (!gamesuite::read_pair_left(box_text, a, b) || a > 100000 || b > 100000 || (a + 1) * (b + 1) > 100000000)
            return usage("--box '" + box_text + "': expected A,B, two whole numbers with (A+1)(B+1) at most 10^8");
        range.shape = gamesuite::workbench::Range::box;
        range.rows = a, range.columns = b;
    } else if (game.has_own_list()) {
        range.shape = gamesuite::workbench::Range::own_list;
    } else if (game.dimension() == 1) {
        range.shape = gamesuite::workbench::Range::line;
        range.to = 100;
    } else if (game.dimension() == 2) {
        range.shape = gamesuite::workbench::Range::box;
        range.rows = range.columns = 20;
    } else {
        return usage("this game's Position is no integer and no pair, and the file has no positions(): nothing to "
                     "tabulate");
    }
    const bool position_mode = !moves_at.empty() || !explain_at.empty() || !play_at.empty();
    // A range asked for is solved first even for one position, so that its kind is the table's.
    std::vector<std::size_t> ids;
    try {
        if (!position_mode || to_option->count() || box_option->count()) ids = game.tabulate(range);
        if (list_positions) {
            std::string text;
            for (std::size_t id : ids) text += game.show(id) + "\n";
            return print(text);
        }
        if (as_reference) return reference(game, outcomes);
        if (!moves_at.empty()) return print(moves_text(game, position_argument(game, moves_at, "--moves")));
        if (!explain_at.empty()) return print(explain_text(game, position_argument(game, explain_at, "--explain")));
        if (!play_at.empty()) {
            // play_game ends a game as normal play does (no move: a loss), which is not how a score is won.
            if (game.kind() == Kind::score)
                return usage("--play plays games won by the last move: a scoring game has --moves and --explain");
            const Side person = side_text == "right" ? Side::right : Side::left;
            const Side first = !game.partizan() ? Side::impartial : second ? other(person) : person;
            WorkbenchPosition position(game, position_argument(game, play_at, "--play"), first);
            gamesuite::PlaySeats seats;
            seats.person_first = !second;
            seats.person = [](std::string& line) { return gamesuite::read_person_line(stdin, line); };
            seats.echo = !isatty(fileno(stdin));
            gamecore::Output screen(stdout);
            if (game.partizan())
                screen.line(std::string("You play ") + (person == Side::left ? "Left" : "Right") + ".");
            gamesuite::play_game(position, seats, screen);
            screen.flush();
            return 0;
        }
    } catch (const UsageError& error) {
        return usage(error.message);
    }

    gamesuite::ValueTable table;
    std::string negative_text;
    const bool fits = value_table(game, ids, range, table, negative_text);
    std::string text;
    if (!law_only) text += fits ? gamesuite::format_table(table) : negative_text;
    if (!law_only && show_remoteness && table.outcomes) {
        text += (game.partizan() ? "remoteness, Left moving first:\n" : "remoteness:\n") +
                remoteness_table(game, ids, table.columns, false);
        if (game.partizan()) text += "remoteness, Right moving first:\n" + remoteness_table(game, ids, table.columns, true);
    }
    if (!table_only)
        text += fits ? gamesuite::describe_law(gamesuite::guess_law(table))
                     : "no pattern: the scores are negative, and the law guesser reads tables of whole numbers\n";
    if (!svg_path.empty()) {
        const std::string what = game.kind() == Kind::grundy ? "Grundy values" : game.kind() == Kind::score ? "scores"
                                                                                                         : "outcomes";
        const std::string title = what + " of " + game.name();
        std::string svg;
        if (!fits) return usage("--svg draws values of 0 and more: this table has negative scores");
        if (!table.two_dimensional && !table.outcomes) {
            std::vector<unsigned> g;
            for (std::uint64_t cell : table.cells) g.push_back(static_cast<unsigned>(cell));
            svg = gamesuite::grundy_svg(g, title + ", n = 0.." + std::to_string(g.size() - 1), gamesuite::PlotPeriod());
        } else {
            svg = gamesuite::grid_svg(table, title);
        }
        if (!write_file(svg_path, svg)) return gamecore::exit_io_failure;
    }
    return print(text);
}

}  // namespace

int main(int argc, char** argv) {
    // Memory freed stays with the process: a game's option lists (a vector a sum_moves option) are allocated and
    // freed again for every position, and glibc gave the freed top back to the system each time, so that the next
    // position faulted it in again (the ruler's table to 1500: 1.0 s of system time of 2.8).
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    try {
        return run(argc, argv);
    } catch (const gamesuite::workbench::GameError& error) {
        gamecore::report_error(program, error.what());
        return gamecore::exit_bad_input;
    } catch (const gamecore::IoError& error) {
        gamecore::report_error(program, error.message);
        return gamecore::exit_io_failure;
    } catch (const std::bad_alloc&) {  // a table too large for the machine, as the judge builds report it
        gamecore::report_error(program, "out of memory");
        return gamecore::exit_bad_input;
    }
}

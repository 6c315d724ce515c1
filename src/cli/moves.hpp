// --moves and --explain (C++17, command line only): the line formats every problem writes, so that the checks and
// people read one shape (what is no template is compiled once, in moves.cpp). The in-process stress
// (src/tests/stress/in_process.cpp) checks both against the reference.
#ifndef GAMESUITE_CLI_MOVES_HPP
#define GAMESUITE_CLI_MOVES_HPP

#include <string>
#include <utility>
#include <vector>

#include "gamecore/nim_rules.hpp"
#include "gamecore/output.hpp"

namespace gamesuite {

// The move notations, each named once: "P:K", pile (heap, row) P counted from 1 left with K; "P:A+B", pile P left as
// two, A and B; "X,Y", the two numbers (piles) of a pair as the move leaves them, and "A,B,C,..." every pile so;
// "F>T", a piece from cell F to T; "C1/C2/C3", the coins (cells) a move turns over or marks, as the problem orders
// them; "F-L", cells F to L covered; "T:E", edge E of graph (tree) T, both counted from 1.
template <class Count>
std::string pile_left(std::size_t index, Count left) {
    return std::to_string(index + 1) + ":" + std::to_string(left);
}
template <class Count>
std::string pile_split(std::size_t index, Count first, Count second) {
    return std::to_string(index + 1) + ":" + std::to_string(first) + "+" + std::to_string(second);
}
template <class Cell>
std::string piece_moved(Cell from, Cell to) {
    return std::to_string(from) + ">" + std::to_string(to);
}
template <class Cell>
std::string cells_marked(const std::vector<Cell>& cells) {
    std::string text;
    for (const Cell& cell : cells) text += (text.empty() ? "" : "/") + std::to_string(cell);
    return text;
}
template <class Cell>
std::string cells_covered(Cell first, Cell last) {
    return std::to_string(first) + "-" + std::to_string(last);
}
inline std::string edge_of(std::size_t graph, std::size_t edge) {
    return std::to_string(graph + 1) + ":" + std::to_string(edge + 1);
}
template <class Number>
std::string piles_after(const std::vector<Number>& piles) {
    std::string text;
    for (const Number& pile : piles) text += (text.empty() ? "" : ",") + std::to_string(pile);
    return text;
}
template <class Number>
std::string pair_left(Number x, Number y) {
    return piles_after(std::vector<Number>{x, y});
}
// The notations read back, for a move a person types (--play): exactly the text the writers above produce, numbers
// as decimal digits (no sign, no spaces, at most 18 digits); false for anything else.
bool read_digits(const std::string& text, std::size_t& at, long long& value);
// "K": one number.
bool read_number_move(const std::string& text, long long& value);
// "A<separator>B": two numbers (pile_left's "P:K", pair_left's "X,Y", piece_moved's "F>T", cells_covered's "F-L").
bool read_two_numbers(const std::string& text, char separator, long long& first, long long& second);
// "P:K" as pile_left writes it: the pile's index (from 0) and the stones left; false also for pile 0.
bool read_pile_left(const std::string& text, std::size_t& index, long long& left);
// "X,Y" as pair_left writes it.
bool read_pair_left(const std::string& text, long long& x, long long& y);
// "A<separator>B<separator>...": one number or more (piles_after's "A,B,C", cells_marked's "C1/C2/C3").
bool read_number_list(const std::string& text, char separator, std::vector<long long>& values);
// "P:A+B" as pile_split writes it, or with more parts ("P:A+B+C"): the pile's index (from 0) and the parts; false
// also for pile 0.
bool read_pile_parts(const std::string& text, std::size_t& index, std::vector<long long>& parts);

// Who wins a case, as the judge's answer, the --moves line and --explain each say it: the in-process stress holds
// the three to one outcome.
enum class Outcome { lose, win, draw };

inline const char* outcome_word(Outcome outcome) {
    return outcome == Outcome::win ? "win" : outcome == Outcome::lose ? "lose" : "draw";
}

// The longest --moves list a case writes, for games whose winning moves can be astronomically many (the splits of
// a heap of 10^18): the first ones in the problem's order, then " ...".
const std::size_t max_listed_moves = 1000;

// What --moves says of a case: lost, drawn, or won and the winning moves in the problem's notation (a won case
// lists at least one, unless the rules give the win with no move to make). A list of moves converts to it.
struct MoveList {
    Outcome outcome = Outcome::lose;
    std::vector<std::string> moves;
    bool more = false;  // the list stopped short of every winning move

    MoveList() {}
    MoveList(std::vector<std::string> winning, bool stopped = false)  // NOLINT: a list of moves is a MoveList
        : outcome(winning.empty() && !stopped ? Outcome::lose : Outcome::win), moves(std::move(winning)),
          more(stopped) {}
    static MoveList draw() {
        MoveList list;
        list.outcome = Outcome::draw;
        return list;
    }
    static MoveList won_without_moving() {
        MoveList list;
        list.outcome = Outcome::win;
        return list;
    }
    // A line that is no verdict: the certificate of a case where nobody is to move (procrastination).
    static MoveList certificate(std::string line) {
        MoveList list;
        list.certificate_line = std::move(line);
        return list;
    }
    std::string certificate_line;
};

// A reference's winning moves in a game played on Nim's moves (gamecore::for_each_nim_move): each move after which
// wins(piles) says the player then to move loses, in pile_left notation, pile by pile. With no move to make, the
// search's own verdict: in misère play the player facing an empty table has won.
template <class Wins>
MoveList nim_moves_by_rules(const std::vector<long long>& piles, Wins& wins) {
    std::vector<std::string> moves;
    bool any_move = false;
    auto keep = [&](std::size_t i, long long left, const std::vector<long long>& after) {
        any_move = true;
        if (!wins(after)) moves.push_back(pile_left(i, left));
    };
    gamecore::for_each_nim_move(piles, keep);
    if (!any_move && wins(piles)) return MoveList::won_without_moving();
    return moves;
}

// Nothing left on the table: where misère play has already given the player to move the win (misere-nim, anti-sg,
// misere-moore-nim).
inline bool all_empty(const std::vector<long long>& heaps) {
    for (std::size_t i = 0; i < heaps.size(); ++i)
        if (heaps[i] != 0) return false;
    return true;
}

// Writes a case's lines for --moves or --explain as the problem's parser reads each case. The parser's own judge
// answers go to `discarded`, so a problem runs its one parser unchanged (gamesuite::each_case, cli/case_moves.hpp).
class CaseLines {
    std::string discarded_text_;  // declared first: `discarded` writes here

public:
    explicit CaseLines(gamecore::Output& out) : discarded(discarded_text_), out_(out) {}

    // --moves: "lose", "draw", or "win" and every winning move, one space before each, in the problem's notation
    // ("win" alone where the rules give the win with no move); past max_listed_moves of them, or where the list
    // stopped looking, the line stops and ends " ...". A certificate (nobody to move) is its own line.
    void write(const MoveList& list);

    // --explain, a lost case: "case K: the first player loses: <why>"; a drawn one: "case K: nobody wins: <why>".
    void explain_loss(const std::string& why) { header("the first player loses", why); }
    void explain_draw(const std::string& why) { header("nobody wins", why); }

    // --explain, a won case: the header, then "  play <move> (<what it does>): <why the opponent now loses>".
    // <move> is written exactly as --moves writes it: the checks find it after "  play ".
    void explain_win(const std::string& why, const std::string& move, const std::string& what,
                     const std::string& after);

    // --explain, a case the rules give the first player with no move to make: the header alone, nothing played.
    void explain_won_without_moving(const std::string& why) { header("the first player wins", why); }

    // --explain, a line of the problem's own below the case's header (procrastination's tables).
    void explain_line(const std::string& text) { out_.line(text); }

    gamecore::Output discarded;

private:
    void header(const char* outcome, const std::string& why);

    gamecore::Output& out_;
    long long cases_ = 0;
};

// "3 xor 4 xor 5 = 2", the first and last few terms only when there are many.
template <class Values>
std::string xor_expression(const Values& values, unsigned long long sum) {
    const std::size_t shown = 8;
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values.size() > shown && i == shown / 2) {
            text += " xor ... (" + std::to_string(values.size()) + " terms)";
            i = values.size() - shown / 2;
        }
        if (!text.empty()) text += " xor ";
        text += std::to_string(values[i]);
    }
    if (values.empty()) text = "the empty sum";
    return text + " = " + std::to_string(sum);
}

// "1 move", "2 moves": a count and its noun, singular for one; "1 vertex", "2 vertices" where the plural is not
// the noun and an s.
template <class Count>
std::string counted(Count count, const std::string& noun, const std::string& plural) {
    return std::to_string(count) + " " + (count == 1 ? noun : plural);
}
template <class Count>
std::string counted(Count count, const std::string& noun) {
    return counted(count, noun, noun + "s");
}

// "8 + 3 + 1"; a sum of more than 8 terms as its first 3 and its last 4, which end in the smallest:
// "a + b + c + ... + w + x + y + z (N terms)".
template <class Terms>
std::string sum_expression(const Terms& terms) {
    std::string text;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        if (terms.size() > 8 && i == 3) {
            text += " + ...";
            i = terms.size() - 4;
        }
        text += (i == 0 ? "" : " + ") + std::to_string(terms[i]);
    }
    return terms.size() > 8 ? text + " (" + std::to_string(terms.size()) + " terms)" : text;
}

}  // namespace gamesuite

#endif

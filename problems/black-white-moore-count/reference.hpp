// Luogu P2490 [SDOI2011] 黑白棋 reference: the board game itself, played by its rules on every layout: a memo over
// (the pieces' cells, the side to move), each move 1..d of the mover's pieces each moved any distance its way, up
// to the next piece. No gaps, no Moore. O(layouts x moves). Used by tests.cpp, the in-process stress tests and
// black-white-moore-count-reference, for n <= 12.
#ifndef BLACK_WHITE_MOORE_COUNT_REFERENCE_HPP
#define BLACK_WHITE_MOORE_COUNT_REFERENCE_HPP

#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "problem.hpp"

namespace black_white_moore_count {

// A position: the pieces' cells (1..n, ascending; the colours alternate W B W B ... from the left, so piece j is
// white iff j is even) and who moves.
struct Layout {
    std::vector<int> cells;
    bool black_to_move;
    bool operator<(const Layout& other) const {
        return black_to_move != other.black_to_move ? black_to_move < other.black_to_move : cells < other.cells;
    }
};

// One piece's move: piece j (from 0) to `to`.
typedef std::vector<std::pair<std::size_t, int> > PieceMoves;

class BoardRules {
public:
    explicit BoardRules(int d) : d_(d) {}

    // Every legal move of the player to move: 1..d of their pieces, each to a cell in its direction, strictly
    // before the next piece (white moves right, black left); f(move) for each.
    template <class Visit>
    void each_move(const Layout& layout, Visit& visit) const {
        std::vector<std::size_t> mine;
        for (std::size_t j = 0; j < layout.cells.size(); ++j)
            if ((j % 2 == 1) == layout.black_to_move) mine.push_back(j);
        PieceMoves chosen;
        choose(layout, mine, 0, chosen, visit);
    }

    static Layout after(const Layout& layout, const PieceMoves& move) {
        Layout next = layout;
        for (std::size_t i = 0; i < move.size(); ++i) next.cells[move[i].first] = move[i].second;
        next.black_to_move = !layout.black_to_move;
        return next;
    }

    // Does the player to move win? No move: they lose.
    bool mover_wins(const Layout& layout) {
        const std::map<Layout, bool>::const_iterator found = memo_.find(layout);
        if (found != memo_.end()) return found->second;
        struct Finder {
            BoardRules* rules;
            const Layout* layout;
            bool found;
            bool operator()(const PieceMoves& move) {
                if (!rules->mover_wins(after(*layout, move))) found = true;
                return !found;  // stop at the first winning move
            }
        } finder = {this, &layout, false};
        each_move(layout, finder);
        memo_[layout] = finder.found;
        return finder.found;
    }

private:
    // Pieces mine[i..] to choose from; `chosen` so far. visit returns false to stop; so does choose.
    template <class Visit>
    bool choose(const Layout& layout, const std::vector<std::size_t>& mine, std::size_t i, PieceMoves& chosen,
                Visit& visit) const {
        if (i == mine.size()) return chosen.empty() || visit(chosen);
        if (!choose(layout, mine, i + 1, chosen, visit)) return false;  // piece mine[i] stays
        if (static_cast<int>(chosen.size()) >= d_) return true;
        const std::size_t j = mine[i];
        const int at = layout.cells[j];
        const bool right = !layout.black_to_move;
        // The next piece its way bounds it; the board's edge cannot (a white piece has its black one to the right,
        // a black one its white one to the left), but is asked anyway: cells 1..n.
        const int stop = right ? (j + 1 < layout.cells.size() ? layout.cells[j + 1] : 1 << 30)
                               : (j > 0 ? layout.cells[j - 1] : 0);
        for (int to = right ? at + 1 : at - 1; right ? to < stop : to > stop; to += right ? 1 : -1) {
            chosen.push_back(std::make_pair(j, to));
            const bool more = choose(layout, mine, i + 1, chosen, visit);
            chosen.pop_back();
            if (!more) return false;
        }
        return true;
    }

    int d_;
    std::map<Layout, bool> memo_;
};

// One search a d, kept for the process: the layouts it meets are the same for every n.
inline BoardRules& rules_for(long long d) {
    static std::map<long long, BoardRules> rules;
    std::map<long long, BoardRules>::iterator found = rules.find(d);
    if (found == rules.end()) found = rules.insert(std::make_pair(d, BoardRules(static_cast<int>(d)))).first;
    return found->second;
}

// Every layout of k pieces on n cells (the k cells chosen ascending), A (white) to move: f(layout) for each.
template <class Visit>
void each_layout(long long n, long long k, Visit& visit) {
    Layout layout;
    layout.black_to_move = false;
    std::vector<int> cells(static_cast<std::size_t>(k));
    for (std::size_t j = 0; j < cells.size(); ++j) cells[j] = static_cast<int>(j) + 1;
    for (;;) {
        layout.cells = cells;
        visit(layout);
        std::size_t j = cells.size();
        while (j > 0 && cells[j - 1] == static_cast<int>(n - k) + static_cast<int>(j)) --j;
        if (j == 0) return;
        ++cells[j - 1];
        for (std::size_t i = j; i < cells.size(); ++i) cells[i] = cells[i - 1] + 1;
    }
}

inline long long won_by_rules(long long n, long long k, long long d) {
    BoardRules& rules = rules_for(d);
    struct Counter {
        BoardRules* rules;
        long long won;
        void operator()(const Layout& layout) { won += rules->mover_wins(layout); }
    } counter = {&rules, 0};
    each_layout(n, k, counter);
    return counter.won % 1000000007LL;
}

// n up to 12: at most C(12, 6) = 924 layouts, each search a few hundred moves.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cells = 12;
    limits.max_pieces = 6;
    limits.max_pick = 6;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P2490 [SDOI2011] 黑白棋 reference: plays every layout of the board by the\n"
           "rules (a memo over the pieces' cells and the side to move, every move of 1..d\n"
           "pieces tried), no gaps, no Moore. Same input and output, for n <= 12.";
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_case(in, limits, out, won_by_rules);
}

}  // namespace black_white_moore_count

#endif

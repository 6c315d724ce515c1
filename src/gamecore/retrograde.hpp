// Retrograde analysis of a finite game graph, cycles or none: win/loss/draw with remoteness for the player to move.
// O(positions + moves). Tested in src/tests/retrograde_test.cpp by value iteration on every graph of <= 4 positions.
#ifndef GAMECORE_RETROGRADE_HPP
#define GAMECORE_RETROGRADE_HPP

#include <cstddef>
#include <vector>

namespace gamecore {

// The value of a position for the player to move. UNDECIDED is only ever
// returned by a game's primitive(); solved positions are WIN, LOSS or DRAW.
enum Outcome { UNDECIDED = 0, WIN = 1, LOSS = 2, DRAW = 3 };

// A game is positions 0 .. position_count() - 1 with:
//   std::size_t position_count() const;
//   Outcome primitive(std::size_t p) const;
//       WIN or LOSS if the game is over at p, else UNDECIDED. A position that is
//       not over but has no moves is a LOSS (normal play);
//   template <class Visit> void for_each_move(std::size_t p, Visit& visit) const;
//       calls visit(q) for every position q reachable in one move;
//   template <class Visit> void for_each_parent(std::size_t q, Visit& visit) const;
//       calls visit(p) for every p with a move to q, once per such move, so
//       that moves and parents are exact inverses (checked by
//       parents_invert_moves below).
//
// Winners take their shortest win and losers their longest loss, so remoteness
// is the number of moves left in the game under that play. Positions never
// decided are draws (neither side can force a win), with remoteness 0.
struct RetrogradeResult {
    std::vector<unsigned char> outcome;  // Outcome of each position
    std::vector<unsigned> remoteness;
};

// The working arrays of a run, kept by a caller that solves again and again (a game per query): a run then
// allocates nothing once they have grown to the largest game. `queue` holds the decided positions in the order they
// were decided (non-decreasing remoteness), which is the order the run visits their parents in; the first
// `propagated` of them have been visited.
struct RetrogradeScratch {
    std::vector<unsigned> undecided_children;
    std::vector<std::size_t> queue;
    std::size_t propagated;
    RetrogradeScratch() : propagated(0) {}
};

namespace retrograde_detail {

struct CountMoves {
    unsigned count;
    CountMoves() : count(0) {}
    void operator()(std::size_t) { ++count; }
};

// Propagates one decided position to its parents. Positions are popped in
// non-decreasing remoteness, so a parent's first losing child is its quickest
// win and the last winning child to be decided is its slowest loss.
struct Propagate {
    RetrogradeResult* result;
    std::vector<unsigned>* undecided_children;
    std::vector<std::size_t>* queue;
    Outcome child_outcome;
    unsigned child_remoteness;

    void operator()(std::size_t parent) {
        if (result->outcome[parent] != UNDECIDED) return;
        if (child_outcome == LOSS) {
            decide(parent, WIN);
        } else if (--(*undecided_children)[parent] == 0) {
            decide(parent, LOSS);
        }
    }

    void decide(std::size_t parent, Outcome outcome) {
        result->outcome[parent] = static_cast<unsigned char>(outcome);
        result->remoteness[parent] = child_remoteness + 1;
        queue->push_back(parent);
    }
};

}  // namespace retrograde_detail

// A run in steps, for a caller that needs one position's value and not all of them (a query per start): after
// start_retrograde, the game's ends are decided and the other positions UNDECIDED; retrograde_until_decided goes on
// until the position asked for is decided, each value it gives final (outcome and remoteness), and may be called
// again for other positions; finish_retrograde goes on to the end and marks what is left DRAW. A position the run
// cannot decide is a draw: retrograde_until_decided then returns false, having run to the end.
template <class Game>
void start_retrograde(const Game& game, RetrogradeResult& result, RetrogradeScratch& scratch) {
    const std::size_t count = game.position_count();
    result.outcome.assign(count, static_cast<unsigned char>(UNDECIDED));
    result.remoteness.assign(count, 0);
    std::vector<unsigned>& undecided_children = scratch.undecided_children;
    std::vector<std::size_t>& queue = scratch.queue;
    undecided_children.assign(count, 0);
    queue.clear();
    queue.reserve(count);  // every position is queued at most once: no growth during the run
    scratch.propagated = 0;

    for (std::size_t p = 0; p < count; ++p) {
        Outcome primitive = game.primitive(p);
        if (primitive == UNDECIDED) {
            retrograde_detail::CountMoves counter;
            game.for_each_move(p, counter);
            undecided_children[p] = counter.count;
            if (counter.count == 0) primitive = LOSS;
        }
        if (primitive != UNDECIDED) {
            result.outcome[p] = static_cast<unsigned char>(primitive);
            queue.push_back(p);
        }
    }
}

namespace retrograde_detail {

// Visits the parents of queued positions in order until `position` is decided or none is left; a position past the
// game's (position_count()) is never decided, so the run goes to the end.
template <class Game>
void propagate_until(const Game& game, RetrogradeResult& result, RetrogradeScratch& scratch, std::size_t position) {
    Propagate propagate;
    propagate.result = &result;
    propagate.undecided_children = &scratch.undecided_children;
    propagate.queue = &scratch.queue;
    const bool watched = position < result.outcome.size();
    while (scratch.propagated < scratch.queue.size() && !(watched && result.outcome[position] != UNDECIDED)) {
        const std::size_t child = scratch.queue[scratch.propagated++];
        propagate.child_outcome = static_cast<Outcome>(result.outcome[child]);
        propagate.child_remoteness = result.remoteness[child];
        game.for_each_parent(child, propagate);
    }
}

}  // namespace retrograde_detail

template <class Game>
bool retrograde_until_decided(const Game& game, RetrogradeResult& result, RetrogradeScratch& scratch,
                              std::size_t position) {
    retrograde_detail::propagate_until(game, result, scratch, position);
    return result.outcome[position] != UNDECIDED;
}

template <class Game>
void finish_retrograde(const Game& game, RetrogradeResult& result, RetrogradeScratch& scratch) {
    retrograde_detail::propagate_until(game, result, scratch, result.outcome.size());
    for (std::size_t p = 0; p < result.outcome.size(); ++p)
        if (result.outcome[p] == UNDECIDED) result.outcome[p] = static_cast<unsigned char>(DRAW);
}

template <class Game>
void solve_retrograde(const Game& game, RetrogradeResult& result, RetrogradeScratch& scratch) {
    start_retrograde(game, result, scratch);
    finish_retrograde(game, result, scratch);
}

template <class Game>
void solve_retrograde(const Game& game, RetrogradeResult& result) {
    RetrogradeScratch scratch;
    solve_retrograde(game, result, scratch);
}

namespace retrograde_detail {

struct CollectPositions {
    std::vector<std::size_t>* out;
    void operator()(std::size_t q) { out->push_back(q); }
};

inline std::size_t count_of(const std::vector<std::size_t>& values, std::size_t value) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < values.size(); ++i) n += values[i] == value;
    return n;
}

}  // namespace retrograde_detail

// GamesmanOne's self-check: at p, every move p -> q must appear among q's parents
// as often as among p's moves, and every parent r -> p among r's moves likewise.
template <class Game>
bool parents_invert_moves(const Game& game, std::size_t p) {
    std::vector<std::size_t> moves, parents, other;
    retrograde_detail::CollectPositions collect;
    collect.out = &moves;
    game.for_each_move(p, collect);
    collect.out = &parents;
    game.for_each_parent(p, collect);
    collect.out = &other;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        other.clear();
        game.for_each_parent(moves[i], collect);
        if (retrograde_detail::count_of(other, p) != retrograde_detail::count_of(moves, moves[i])) return false;
    }
    for (std::size_t i = 0; i < parents.size(); ++i) {
        other.clear();
        game.for_each_move(parents[i], collect);
        if (retrograde_detail::count_of(other, p) != retrograde_detail::count_of(parents, parents[i])) return false;
    }
    return true;
}

}  // namespace gamecore

#endif

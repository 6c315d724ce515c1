#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "gamecore/retrograde.hpp"

namespace {

// An explicit game graph; some positions are marked as already lost or won.
struct GraphGame {
    std::vector<std::vector<std::size_t>> moves, parents;
    std::vector<gamecore::Outcome> primitives;

    explicit GraphGame(std::size_t n) : moves(n), parents(n), primitives(n, gamecore::UNDECIDED) {}
    void add_move(std::size_t from, std::size_t to) {
        moves[from].push_back(to);
        parents[to].push_back(from);
    }
    std::size_t position_count() const { return moves.size(); }
    gamecore::Outcome primitive(std::size_t p) const { return primitives[p]; }
    template <class Visit>
    void for_each_move(std::size_t p, Visit& visit) const {
        for (std::size_t q : moves[p]) visit(q);
    }
    template <class Visit>
    void for_each_parent(std::size_t q, Visit& visit) const {
        for (std::size_t p : parents[q]) visit(p);
    }
};

std::uint64_t next_random(std::uint64_t& state) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

GraphGame random_graph(std::uint64_t seed, std::size_t n, bool acyclic) {
    GraphGame game(n);
    for (std::size_t p = 0; p < n; ++p) {
        if (next_random(seed) % 8 == 0) {
            game.primitives[p] = next_random(seed) % 2 ? gamecore::LOSS : gamecore::WIN;
            continue;
        }
        const std::size_t degree = next_random(seed) % 4;
        for (std::size_t i = 0; i < degree; ++i) {
            if (acyclic && p == 0) break;
            const std::size_t q = acyclic ? next_random(seed) % p : next_random(seed) % n;
            game.add_move(p, q);
        }
    }
    return game;
}

// Minimax by recursion over an acyclic graph (moves go to lower indices).
void minimax(const GraphGame& game, std::size_t p, std::vector<int>& outcome, std::vector<unsigned>& remoteness) {
    if (game.primitives[p] != gamecore::UNDECIDED || game.moves[p].empty()) {
        outcome[p] = game.primitives[p] == gamecore::WIN ? gamecore::WIN : gamecore::LOSS;
        remoteness[p] = 0;
        return;
    }
    bool can_win = false;
    unsigned best_win = 0, longest_loss = 0;
    for (std::size_t q : game.moves[p]) {
        if (outcome[q] == gamecore::LOSS) {
            best_win = can_win ? std::min(best_win, remoteness[q] + 1) : remoteness[q] + 1;
            can_win = true;
        } else {
            longest_loss = std::max(longest_loss, remoteness[q] + 1);
        }
    }
    outcome[p] = can_win ? gamecore::WIN : gamecore::LOSS;
    remoteness[p] = can_win ? best_win : longest_loss;
}

}  // namespace

TEST_CASE("retrograde agrees with recursive minimax on random acyclic graphs") {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const GraphGame game = random_graph(seed, 60, true);
        std::vector<int> outcome(60);
        std::vector<unsigned> remoteness(60);
        for (std::size_t p = 0; p < 60; ++p) minimax(game, p, outcome, remoteness);
        gamecore::RetrogradeResult result;
        gamecore::solve_retrograde(game, result);
        for (std::size_t p = 0; p < 60; ++p) {
            CAPTURE(seed);
            CAPTURE(p);
            CHECK(result.outcome[p] == outcome[p]);
            CHECK(result.remoteness[p] == remoteness[p]);
        }
    }
}

TEST_CASE("retrograde on cyclic graphs: outcomes are the least fixpoint, remoteness is locally consistent") {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const GraphGame game = random_graph(seed, 40, false);
        // Outcomes by naive iteration to a fixpoint: W if some move reaches L,
        // L if every move reaches W; whatever stays unknown is a draw.
        std::vector<int> outcome(40, gamecore::UNDECIDED);
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t p = 0; p < 40; ++p) {
                if (outcome[p] != gamecore::UNDECIDED) continue;
                int next = gamecore::UNDECIDED;
                if (game.primitives[p] != gamecore::UNDECIDED) {
                    next = game.primitives[p];
                } else {
                    bool all_win = true, some_loss = false;
                    for (std::size_t q : game.moves[p]) {
                        all_win = all_win && outcome[q] == gamecore::WIN;
                        some_loss = some_loss || outcome[q] == gamecore::LOSS;
                    }
                    if (some_loss) next = gamecore::WIN;
                    else if (all_win) next = gamecore::LOSS;
                }
                if (next != gamecore::UNDECIDED) {
                    outcome[p] = next;
                    changed = true;
                }
            }
        }
        gamecore::RetrogradeResult result;
        gamecore::solve_retrograde(game, result);
        for (std::size_t p = 0; p < 40; ++p) {
            CAPTURE(seed);
            CAPTURE(p);
            const int expected = outcome[p] == gamecore::UNDECIDED ? gamecore::DRAW : outcome[p];
            REQUIRE(result.outcome[p] == expected);
            if (game.primitives[p] != gamecore::UNDECIDED || game.moves[p].empty()) {
                CHECK(result.remoteness[p] == 0);
            } else if (expected == gamecore::WIN) {
                unsigned fastest = ~0u;
                for (std::size_t q : game.moves[p])
                    if (result.outcome[q] == gamecore::LOSS) fastest = std::min(fastest, result.remoteness[q] + 1);
                CHECK(result.remoteness[p] == fastest);
            } else if (expected == gamecore::LOSS) {
                unsigned slowest = 0;
                for (std::size_t q : game.moves[p]) slowest = std::max(slowest, result.remoteness[q] + 1);
                CHECK(result.remoteness[p] == slowest);
            }
        }
    }
}

namespace {

// A graph on at most 4 positions as bits: move p -> q iff bit q of moves[p], self-moves included; no allocation, so
// that all 2^16 graphs on 4 positions are solved in a blink even under the sanitizers.
struct SmallGraph {
    std::size_t n;
    unsigned moves[4];
    gamecore::Outcome primitives[4];

    std::size_t position_count() const { return n; }
    gamecore::Outcome primitive(std::size_t p) const { return primitives[p]; }
    template <class Visit>
    void for_each_move(std::size_t p, Visit& visit) const {
        for (std::size_t q = 0; q < n; ++q)
            if (moves[p] >> q & 1) visit(q);
    }
    template <class Visit>
    void for_each_parent(std::size_t q, Visit& visit) const {
        for (std::size_t p = 0; p < n; ++p)
            if (moves[p] >> q & 1) visit(p);
    }
};

// The definition, round by round from the game's ends, each round on the values of the rounds before it only:
// round 0 decides the primitives and the positions without a move (lost); round r decides WIN where some move
// reaches a LOSS and LOSS where every move reaches a WIN. What no round decides is a draw, and the round that
// decides a position is its remoteness (the quickest win, the slowest loss).
void solve_by_rounds(const SmallGraph& game, int* outcome, unsigned* remoteness) {
    for (std::size_t p = 0; p < game.n; ++p) {
        outcome[p] = game.primitives[p] != gamecore::UNDECIDED ? game.primitives[p]
                     : game.moves[p] == 0                      ? gamecore::LOSS
                                                               : gamecore::UNDECIDED;
        remoteness[p] = 0;
    }
    for (unsigned round = 1;; ++round) {
        int next[4];
        bool changed = false;
        for (std::size_t p = 0; p < game.n; ++p) {
            next[p] = outcome[p];
            if (outcome[p] != gamecore::UNDECIDED) continue;
            bool some_loss = false, all_win = true;
            for (std::size_t q = 0; q < game.n; ++q) {
                if (!(game.moves[p] >> q & 1)) continue;
                some_loss = some_loss || outcome[q] == gamecore::LOSS;
                all_win = all_win && outcome[q] == gamecore::WIN;
            }
            if (some_loss || all_win) {
                next[p] = some_loss ? gamecore::WIN : gamecore::LOSS;
                remoteness[p] = round;
                changed = true;
            }
        }
        for (std::size_t p = 0; p < game.n; ++p) outcome[p] = next[p];
        if (!changed) break;
    }
    for (std::size_t p = 0; p < game.n; ++p)
        if (outcome[p] == gamecore::UNDECIDED) outcome[p] = gamecore::DRAW;
}

struct Tally {
    long graphs, wins, losses, draws, partial_runs;
};

// A finished run against the rounds: every value, and the queue left behind (the decided positions, each once, in
// the order of their remoteness).
bool agrees(const gamecore::RetrogradeResult& result, const gamecore::RetrogradeScratch& scratch, std::size_t n,
            const int* outcome, const unsigned* remoteness) {
    bool agree = result.outcome.size() == n;
    std::size_t decided = 0;
    for (std::size_t p = 0; p < n && agree; ++p) {
        agree = result.outcome[p] == outcome[p] && result.remoteness[p] == remoteness[p];
        decided += outcome[p] != gamecore::DRAW;
    }
    agree = agree && scratch.queue.size() == decided;
    unsigned queued = 0;
    for (std::size_t i = 0; i < scratch.queue.size() && agree; ++i) {
        agree = result.outcome[scratch.queue[i]] != gamecore::DRAW && !(queued >> scratch.queue[i] & 1) &&
                (i == 0 || result.remoteness[scratch.queue[i - 1]] <= result.remoteness[scratch.queue[i]]);
        queued |= 1u << scratch.queue[i];
    }
    return agree;
}

// Every graph on n positions; with `primitives`, also every assignment of UNDECIDED, WIN or LOSS to its positions.
// One result and one scratch serve every run, as a caller that solves a game per query keeps them. Besides the whole
// run, a run in steps from each position: asked for it first, then for the next one, then finished.
void compare_every_graph(std::size_t n, bool primitives, gamecore::RetrogradeResult& result,
                         gamecore::RetrogradeScratch& scratch, Tally& tally) {
    const gamecore::Outcome kinds[3] = {gamecore::UNDECIDED, gamecore::WIN, gamecore::LOSS};
    long labellings = 1;
    if (primitives)
        for (std::size_t p = 0; p < n; ++p) labellings *= 3;
    for (unsigned long edges = 0; edges < 1UL << (n * n); ++edges) {
        for (long labelling = 0; labelling < labellings; ++labelling) {
            SmallGraph game;
            game.n = n;
            long rest = labelling;
            for (std::size_t p = 0; p < n; ++p) {
                game.moves[p] = static_cast<unsigned>(edges >> (p * n)) & ((1u << n) - 1);
                game.primitives[p] = kinds[rest % 3];
                rest /= 3;
            }
            int outcome[4];
            unsigned remoteness[4];
            solve_by_rounds(game, outcome, remoteness);
            gamecore::solve_retrograde(game, result, scratch);
            bool agree = agrees(result, scratch, n, outcome, remoteness);
            for (std::size_t first = 0; first < n && agree; ++first) {
                gamecore::start_retrograde(game, result, scratch);
                for (std::size_t i = 0; i < 2 && agree; ++i) {
                    const std::size_t p = (first + i) % n;
                    const bool decided = gamecore::retrograde_until_decided(game, result, scratch, p);
                    agree = decided == (outcome[p] != gamecore::DRAW) &&
                            (!decided || (result.outcome[p] == outcome[p] && result.remoteness[p] == remoteness[p]));
                }
                gamecore::finish_retrograde(game, result, scratch);
                agree = agree && agrees(result, scratch, n, outcome, remoteness);
                ++tally.partial_runs;
            }
            if (!agree) {
                CAPTURE(n);
                CAPTURE(edges);
                CAPTURE(labelling);
                FAIL("the retrograde analysis and the rounds of the definition differ");
            }
            ++tally.graphs;
            for (std::size_t p = 0; p < n; ++p) {
                tally.wins += outcome[p] == gamecore::WIN;
                tally.losses += outcome[p] == gamecore::LOSS;
                tally.draws += outcome[p] == gamecore::DRAW;
            }
        }
    }
}

}  // namespace

TEST_CASE("retrograde equals the definition's rounds on every graph of <= 4 positions, whole or in steps") {
    gamecore::RetrogradeResult result;
    gamecore::RetrogradeScratch scratch;
    Tally plain = {0, 0, 0, 0, 0}, marked = {0, 0, 0, 0, 0};
    for (std::size_t n = 4; n >= 1; --n) compare_every_graph(n, false, result, scratch, plain);  // large runs first
    for (std::size_t n = 1; n <= 3; ++n) compare_every_graph(n, true, result, scratch, marked);
    // 2^1 + 2^4 + 2^9 + 2^16 graphs; with the marks, 3 * 2^1 + 9 * 2^4 + 27 * 2^9. Every kind of value is met.
    CHECK(plain.graphs == 66066);
    CHECK(marked.graphs == 13974);
    CHECK(plain.wins > 0);
    CHECK(plain.losses > 0);
    CHECK(plain.draws > 0);
    CHECK(marked.draws > 0);
    CHECK(plain.partial_runs == 2 * 1 + 16 * 2 + 512 * 3 + 65536 * 4);
}

TEST_CASE("parents_invert_moves detects a parent generator that is not the inverse") {
    GraphGame game(4);
    game.add_move(0, 1);
    game.add_move(0, 1);
    game.add_move(1, 2);
    game.add_move(2, 0);
    game.add_move(3, 2);
    for (std::size_t p = 0; p < 4; ++p) CHECK(gamecore::parents_invert_moves(game, p));
    game.parents[1].pop_back();  // one of the two moves 0 -> 1 is missing
    CHECK_FALSE(gamecore::parents_invert_moves(game, 0));
    CHECK_FALSE(gamecore::parents_invert_moves(game, 1));
    game.parents[1].push_back(0);
    game.parents[2].push_back(0);  // a parent with no such move
    CHECK_FALSE(gamecore::parents_invert_moves(game, 2));
}

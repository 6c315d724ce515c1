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

// Codeforces 1147F, the judge's side (C++17, never in a submission): the test format, the judge's play (perfect by
// the reference's search to n = 6, beyond it the stable matching as Bob and heuristics as Alice) and the referee that
// checks every token of the program by the rules. O(n) a judge move beyond the search, O(n^2 log n) a game as Bob.
// Used by zigzag-game-interactor (interactor.cpp) and, without pipes, by tests.cpp, which holds every verdict to a
// game built for it.
#ifndef ZIGZAG_GAME_INTERACTOR_HPP
#define ZIGZAG_GAME_INTERACTOR_HPP

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "cli/interactor_main.hpp"
#include "problem.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace zigzag_game {

// How the judge plays Alice (the program said B). Where she wins (Bob erred) she always plays a winning move: by the
// search to n = 6, beyond it a move that leaves Bob no move. Where she is lost (always, against a right Bob):
//   longest  the opening and moves that hold out longest by the search; beyond it, the move whose weight is nearest
//            the last one (it leaves her the most room), the opening drawn by the seed;
//   random   the opening and each move drawn uniformly by the seed;
//   narrow   the opening and moves that leave Bob the fewest winning replies by the search (often one: a Bob who
//            is only right sometimes is caught); beyond it, the fewest legal replies.
// As Bob (the program said A) the judge plays perfectly by the search to n = 6, else along the stable matching, which
// wins every game (solver.hpp): a program that says A always loses.
enum Strategy { longest, random_move, narrow };

// The strategies' names in test files, in Strategy's order.
inline const std::vector<std::string>& strategy_names() {
    static const std::vector<std::string> names = {"longest", "random", "narrow"};
    return names;
}

inline const char* strategy_name(Strategy strategy) { return strategy_names()[strategy].c_str(); }

// One test of a file: the board, then `<strategy> <seed>` on the line after it (statement.md).
struct Test {
    Board board;
    Strategy strategy;
    std::uint64_t seed;
};

// Parses a test file's text (t, then t boards each followed by its strategy line); false with `error` saying what
// is wrong.
inline bool parse_tests(const std::string& text, const Limits& limits, std::vector<Test>& tests, std::string& error) {
    std::istringstream in(text);
    long long t = 0;
    tests.clear();
    if (!(in >> t) || t < limits.min_tests || t > limits.max_tests) {
        error = "expected t, 1 <= t <= " + std::to_string(limits.max_tests);
        return false;
    }
    for (long long k = 1; k <= t; ++k) {
        const std::string where = "test " + std::to_string(k) + ": ";
        long long n = 0;
        if (!(in >> n) || n < limits.min_side || n > limits.max_side) {
            error = where + "expected n, 1 <= n <= " + std::to_string(limits.max_side);
            return false;
        }
        Test test;
        test.board = Board(static_cast<int>(n));
        std::vector<char> seen(static_cast<std::size_t>(n * n) + 1, 0);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                long long w = 0;
                if (!(in >> w) || w < 1 || w > n * n || seen[static_cast<std::size_t>(w)]) {
                    error = where + "expected a permutation of 1..n^2 as the matrix";
                    return false;
                }
                seen[static_cast<std::size_t>(w)] = 1;
                test.board.at(i, j) = static_cast<int>(w);
            }
        std::string name;
        unsigned long long seed = 0;
        if (!(in >> name >> seed)) {
            error = where + "expected `<strategy> <seed>` after the matrix";
            return false;
        }
        int strategy = 0;
        if (!gamesuite::strategy_named(name, strategy_names(), strategy, error)) {
            error = where + error;
            return false;
        }
        test.strategy = static_cast<Strategy>(strategy);
        test.seed = seed;
        tests.push_back(test);
    }
    std::string rest;
    if (in >> rest) {
        error = "more after the last test: '" + rest + "'";
        return false;
    }
    return true;
}

// The judge's player for one test.
class JudgeSide {
public:
    explicit JudgeSide(const Test& test) : test_(test), random_(test.seed) {
        if (test.board.n() <= reference_limits().max_side) {
            up_.reset(new Search(test_.board, true));
            down_.reset(new Search(test_.board, false));
        }
    }

    // As Alice: the opening.
    Opening alice_opening() {
        const Board& board = test_.board;
        const int nodes = 2 * board.n();
        if (!up_ || test_.strategy == random_move)
            return make_opening(random_.chance(50), static_cast<int>(random_.between(1, nodes)));
        // Every opening scored (Bob's winning first moves, then how long Bob needs), the best drawn among equals.
        std::vector<Opening> best;
        long long best_score = 0;
        for (int role = 0; role < 2; ++role)
            for (int start = 1; start <= nodes; ++start) {
                const Opening opening = make_opening(role == 0, start);
                const Game game(board, opening);
                const long long score = test_.strategy == longest ? length(game) : narrowness(game);
                if (best.empty() || score > best_score) best.clear(), best_score = score;
                if (score == best_score) best.push_back(opening);
            }
        return best[static_cast<std::size_t>(random_.between(0, static_cast<long long>(best.size()) - 1))];
    }

    // As Alice or Bob: the judge's move in `game` (its turn), or -1 with none.
    int move(const Game& game) {
        game.moves(moves_);
        if (moves_.empty()) return -1;
        if (!game.alice_to_move()) return bob_move(game);
        if (up_) {
            Search& search = *(game.opening().increasing ? up_ : down_);
            for (int node : moves_)
                if (!search.after(game, node).wins) return ReferencePlayer::best_move(search, game);
            if (test_.strategy == longest) return ReferencePlayer::best_move(search, game);
        } else {
            for (int node : moves_)
                if (replies(game, node) == 0) return node;
            if (test_.strategy == longest) return nearest(game);
        }
        if (test_.strategy == narrow) {
            std::vector<int> best;
            long long best_score = 0;
            for (int node : moves_) {
                Game next = game;
                next.play(node);
                const long long score = up_ ? narrowness(next) : -replies(game, node);
                if (best.empty() || score > best_score) best.clear(), best_score = score;
                if (score == best_score) best.push_back(node);
            }
            return best[static_cast<std::size_t>(random_.between(0, static_cast<long long>(best.size()) - 1))];
        }
        return moves_[static_cast<std::size_t>(random_.between(0, static_cast<long long>(moves_.size()) - 1))];
    }

private:
    int bob_move(const Game& game) {
        if (up_) return ReferencePlayer::best_move(*(game.opening().increasing ? up_ : down_), game);
        if (game.plies() == 0) partner_ = stable_matching(test_.board, game.opening());
        const int node = partner_[static_cast<std::size_t>(game.current())];
        return game.legal(node) ? node : moves_[0];  // the matching's move is always legal (tests.cpp)
    }

    // Bob to move in `game`: minus the count of his winning moves (fewer is better for Alice), then how long he
    // needs, as one score.
    long long narrowness(const Game& game) {
        Search& search = *(game.opening().increasing ? up_ : down_);
        std::vector<int> moves;
        game.moves(moves);
        long long winning = 0;
        for (int node : moves) winning += !search.after(game, node).wins;
        return -winning * 1000 + length(game);
    }

    long long length(const Game& game) {
        const Outcome outcome = (game.opening().increasing ? up_ : down_)->outcome(game);
        return outcome.plies;
    }

    // Bob's legal replies after Alice moves to `node`.
    int replies(const Game& game, int node) {
        Game next = game;
        next.play(node);
        std::vector<int> moves;
        next.moves(moves);
        return static_cast<int>(moves.size());
    }

    // Alice's move along the weight nearest the last one.
    int nearest(const Game& game) {
        int best = moves_[0];
        for (int node : moves_)
            if (std::abs(test_.board.weight(game.current(), node) - game.last_weight()) <
                std::abs(test_.board.weight(game.current(), best) - game.last_weight()))
                best = node;
        return best;
    }

    const Test& test_;
    gamesuite::SeededRandom random_;
    std::unique_ptr<Search> up_, down_;
    std::vector<int> moves_, partner_;
};

// Verdicts, as the interactor's exit status.
using gamesuite::accepted;
using gamesuite::presentation_error;
using gamesuite::Verdict;
using gamesuite::verdict_name;
using gamesuite::wrong_answer;

// The referee: hears the program's lines one at a time (token by token: `D 3` or `D` and `3`) and answers with the
// judge's, checking each token by the rules.
class Referee {
public:
    explicit Referee(const std::vector<Test>& tests)
        : tests_(tests), test_(0), stage_(choosing), over_(false), verdict_(accepted), won_(0) {}

    // The judge's first lines: t and the first board.
    std::vector<std::string> opening() {
        std::vector<std::string> lines(1, std::to_string(tests_.size()));
        begin_test(lines);
        return lines;
    }

    bool over() const { return over_; }
    int verdict() const { return verdict_; }
    const std::string& reason() const { return reason_; }
    int tests_won() const { return won_; }

    // One line of the program, its line break removed; returns the judge's lines in reply.
    std::vector<std::string> hear(const std::string& line) {
        std::vector<std::string> replies;
        std::istringstream in(line);
        for (std::string word; in >> word;) {
            if (over_) {
                after_end(line);
                break;
            }
            token(word, replies);
        }
        return replies;
    }

    // The program's output ended (it exited) with the games still on.
    void output_ended() {
        if (over_) return;
        std::vector<std::string> ignored;
        finish(ignored, presentation_error, where() + "the program's output ended before the games did");
    }

private:
    enum Stage { choosing, role, start, moving };

    void begin_test(std::vector<std::string>& lines) {
        const Board& board = tests_[test_].board;
        lines.push_back(std::to_string(board.n()));
        for (int i = 0; i < board.n(); ++i) {
            std::string row;
            for (int j = 0; j < board.n(); ++j) row += (j ? " " : "") + std::to_string(board.at(i, j));
            lines.push_back(row);
        }
        judge_.reset(new JudgeSide(tests_[test_]));
        game_.reset();
        stage_ = choosing;
    }

    std::string where() const {
        return "test " + std::to_string(test_ + 1) + (game_ ? ", move " + std::to_string(game_->plies() + 1) : "") +
               ": ";
    }

    void token(const std::string& word, std::vector<std::string>& replies) {
        const Board& board = tests_[test_].board;
        if (stage_ == choosing) {
            if (word != "A" && word != "B") {
                finish(replies, presentation_error, where() + "expected A or B, found '" + shown(word) + "'");
                return;
            }
            alice_ = word == "A";
            if (alice_) {
                stage_ = role;
                return;
            }
            const Opening opening = judge_->alice_opening();
            replies.push_back(std::string(opening.increasing ? "I " : "D ") + std::to_string(opening.start));
            game_.reset(new Game(board, opening));
            stage_ = moving;
            return;
        }
        if (stage_ == role) {
            if (word != "I" && word != "D") {
                finish(replies, presentation_error, where() + "expected I or D, found '" + shown(word) + "'");
                return;
            }
            increasing_ = word == "I";
            stage_ = start;
            return;
        }
        long long node = 0;
        if (!integer(word, node)) {
            finish(replies, presentation_error, where() + "expected a node, found '" + shown(word) + "'");
            return;
        }
        if (stage_ == start) {
            if (node < 1 || node > 2 * board.n()) {
                finish(replies, wrong_answer, where() + "start node " + word + " is not a node 1.." +
                                                  std::to_string(2 * board.n()),
                       true);
                return;
            }
            game_.reset(new Game(board, make_opening(increasing_, static_cast<int>(node))));
            stage_ = moving;
            judge_moves(replies);
            return;
        }
        if (node == -1) {
            std::vector<int> moves;
            game_->moves(moves);
            finish(replies, wrong_answer,
                   where() + (moves.empty() ? "the program had no move: it lost"
                                            : "the program gave up (-1) while it had a move (" +
                                                  std::to_string(moves[0]) + ")"));
            return;
        }
        if (node < 1 || node > 2 * board.n() || !game_->legal(static_cast<int>(node))) {
            finish(replies, wrong_answer, where() + fault(node, word), true);
            return;
        }
        game_->play(static_cast<int>(node));
        judge_moves(replies);
    }

    std::string fault(long long node, const std::string& word) const {
        const Board& board = tests_[test_].board;
        if (node < 1 || node > 2 * board.n()) return "node " + word + " is not a node 1.." + std::to_string(2 * board.n());
        const int to = static_cast<int>(node), from = game_->current();
        if (board.left(to) == board.left(from)) return "node " + word + " is on the token's side (node " +
                                                           std::to_string(from) + ")";
        if (game_->visited(to)) return "node " + word + " was visited";
        return "edge " + std::to_string(from) + "-" + word + " weighs " + std::to_string(board.weight(from, to)) +
               ", not " + (game_->mover_increasing() ? "above " : "below ") + std::to_string(game_->last_weight());
    }

    void judge_moves(std::vector<std::string>& replies) {
        const int node = judge_->move(*game_);
        if (node > 0) {
            game_->play(node);
            replies.push_back(std::to_string(node));
            return;
        }
        replies.push_back("-1");
        ++won_;
        if (++test_ < tests_.size()) {
            begin_test(replies);
            return;
        }
        over_ = true;
        reason_ = "the program won every test (" + std::to_string(won_) + ")";
    }

    // A plain decimal integer of at most 9 digits, optionally negative.
    static bool integer(const std::string& word, long long& value) {
        const std::size_t first = word[0] == '-' ? 1 : 0;
        if (word.size() == first || word.size() - first > 9) return false;
        value = 0;
        for (std::size_t i = first; i < word.size(); ++i) {
            if (word[i] < '0' || word[i] > '9') return false;
            value = value * 10 + (word[i] - '0');
        }
        if (first) value = -value;
        return true;
    }

    static std::string shown(const std::string& text) { return text.size() > 40 ? text.substr(0, 40) + "..." : text; }

    // Ends the file; an illegal move is answered -2 (the program must exit), anything else with nothing more.
    void finish(std::vector<std::string>& replies, Verdict verdict, const std::string& reason, bool refused = false) {
        if (refused) replies.push_back("-2");
        over_ = true;
        verdict_ = verdict;
        reason_ = reason;
    }

    void after_end(const std::string& line) {
        if (verdict_ != accepted) return;  // the first fault is the news
        verdict_ = presentation_error;
        reason_ = "output after the games ended: '" + shown(line) + "'";
    }

    const std::vector<Test>& tests_;
    std::size_t test_;
    Stage stage_;
    bool over_, alice_ = false, increasing_ = true;
    int verdict_, won_;
    std::string reason_;
    std::unique_ptr<JudgeSide> judge_;
    std::unique_ptr<Game> game_;
};

// Plays a Player (the protocol's interface, problem.hpp) against the referee in-process, a new Player each test as
// play_games makes them: the verdict, its reason, and the lines both wrote ("> " the program, "< " the judge).
struct Duel {
    int verdict;
    std::string reason;
    std::vector<std::string> transcript;
};

template <class Player>
Duel duel(const std::vector<Test>& tests) {
    Referee referee(tests);
    Duel result;
    std::vector<std::string> replies = referee.opening();
    const auto say = [&](const std::string& line) {
        result.transcript.push_back("> " + line);
        replies = referee.hear(line);
        for (const std::string& reply : replies) result.transcript.push_back("< " + reply);
    };
    for (const std::string& line : replies) result.transcript.push_back("< " + line);
    for (std::size_t k = 0; k < tests.size() && !referee.over(); ++k) {
        Player player(tests[k].board);
        bool my_turn = true;
        if (player.plays_alice()) {
            say("A");
            const Opening opening = player.opening();
            say(std::string(opening.increasing ? "I " : "D ") + std::to_string(opening.start));
            my_turn = false;
        } else {
            say("B");
            if (referee.over()) break;
            player.alice_chose(make_opening(replies[0][0] == 'I', std::atoi(replies[0].c_str() + 2)));
        }
        for (; !referee.over(); my_turn = !my_turn) {
            if (my_turn) {
                say(std::to_string(player.next_move()));
                continue;
            }
            const int reply = std::atoi(replies[0].c_str());
            if (reply < 0) break;
            player.opponent_moved(reply);
        }
    }
    result.verdict = referee.verdict();
    result.reason = referee.reason();
    return result;
}

}  // namespace zigzag_game

#endif

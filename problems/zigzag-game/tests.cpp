// zigzag-game tests: the proof of the stable matching (every board of n <= 3 up to relabelling, every Alice choice,
// every Alice reply, against the reference's search; random 4 x 4 boards); full games of the solver and the reference
// player against every judge strategy (the interactor's referee, in-process); every wrong player loses some game;
// the judge as Bob beats a program that says A; every verdict of the referee; the protocol as the solver speaks it.
// The generic in-process stress cannot serve an interactive problem; CMake leaves it out and these games replace it.
#include <doctest/doctest.h>

#include <dirent.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "interactor.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"
#include "wrong_player.hpp"

namespace {

namespace zg = zigzag_game;

zg::Board board_of(int n, const std::vector<int>& weights) {
    zg::Board board(n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) board.at(i, j) = weights[static_cast<std::size_t>(i * n + j)];
    return board;
}

zg::Board random_board(gamesuite::SeededRandom& random, int n) {
    std::vector<int> weights;
    for (int w = 1; w <= n * n; ++w) weights.push_back(w);
    for (int i = n * n - 1; i > 0; --i) std::swap(weights[static_cast<std::size_t>(i)], weights[static_cast<std::size_t>(random.between(0, i))]);
    return board_of(n, weights);
}

// Bob to move, along `partner`: does he win against every reply of Alice's? Counts the games played out.
bool matching_wins_every_line(zg::Game game, const std::vector<int>& partner, long long& games) {
    const int node = partner[static_cast<std::size_t>(game.current())];
    if (!game.legal(node)) return false;
    game.play(node);
    std::vector<int> replies;
    game.moves(replies);
    games += replies.empty();
    for (int reply : replies) {
        zg::Game next = game;
        next.play(reply);
        if (!matching_wins_every_line(next, partner, games)) return false;
    }
    return true;
}

// For one board: the search says Bob wins from every opening, and the matching wins every line. Returns the failures.
int check_board(const zg::Board& board, long long& games) {
    int failures = 0;
    for (int role = 0; role < 2; ++role) {
        zg::Search search(board, role == 0);
        for (int start = 1; start <= 2 * board.n(); ++start) {
            const zg::Opening opening = zg::make_opening(role == 0, start);
            const zg::Game game(board, opening);
            failures += !search.outcome(game).wins;
            failures += !matching_wins_every_line(game, zg::stable_matching(board, opening), games);
        }
    }
    return failures;
}

zg::Test test_of(const zg::Board& board, zg::Strategy strategy, std::uint64_t seed) {
    zg::Test test;
    test.board = board;
    test.strategy = strategy;
    test.seed = seed;
    return test;
}

const zg::Strategy strategies[] = {zg::longest, zg::random_move, zg::narrow};

std::string shown(const zg::Duel& duel) {
    std::string text = std::string(zg::verdict_name(duel.verdict)) + ": " + duel.reason + "\n";
    for (const std::string& line : duel.transcript) text += "    " + line + "\n";
    return text;
}

// Files of `count` tests: random boards of n in [low, high], every strategy, seeds from 1.
std::vector<std::vector<zg::Test> > test_files(int files, int count, int low, int high, std::uint64_t seed) {
    gamesuite::SeededRandom random(seed);
    std::vector<std::vector<zg::Test> > all(static_cast<std::size_t>(files));
    for (int f = 0; f < files; ++f)
        for (int k = 0; k < count; ++k)
            all[static_cast<std::size_t>(f)].push_back(
                test_of(random_board(random, static_cast<int>(random.between(low, high))), strategies[(f + k) % 3],
                        static_cast<std::uint64_t>(random.between(1, 1000000))));
    return all;
}

// A program that says A: the first opening, then the first legal move.
class Alice {
public:
    explicit Alice(const zg::Board& board) : game_(board, zg::make_opening(false, 1)) {}
    bool plays_alice() const { return true; }
    zg::Opening opening() const { return game_.opening(); }
    void alice_chose(zg::Opening) {}
    int next_move() {
        std::vector<int> moves;
        game_.moves(moves);
        if (moves.empty()) return -1;
        game_.play(moves[0]);
        return moves[0];
    }
    void opponent_moved(int node) { game_.play(node); }

private:
    zg::Game game_;
};

std::string referee_hears(const std::vector<zg::Test>& tests, const std::vector<std::string>& lines) {
    zg::Referee referee(tests);
    std::string text;
    for (const std::string& line : referee.opening()) text += line + "|";
    for (const std::string& line : lines)
        for (const std::string& reply : referee.hear(line)) text += reply + "|";
    return text + zg::verdict_name(referee.verdict()) + ": " + referee.reason();
}

}  // namespace

TEST_CASE("zigzag-game: the proof: Bob wins every board of n <= 3, and the stable matching wins every line") {
    long long games = 0;
    int failures = 0, boards = 0;
    for (int n = 1; n <= 2; ++n) {  // every board
        std::vector<int> weights;
        for (int w = 1; w <= n * n; ++w) weights.push_back(w);
        do {
            ++boards;
            failures += check_board(board_of(n, weights), games);
        } while (std::next_permutation(weights.begin(), weights.end()));
    }
    // n = 3 up to relabelling (rows, columns, the two sides): weight 1 at (0, 0), the other rows by their first
    // weight and the other columns by theirs in order, and a[0][1] < a[1][0]; 9! / (3! 3! 2) = 5040 boards.
    std::vector<int> rest;
    for (int w = 2; w <= 9; ++w) rest.push_back(w);
    do {
        std::vector<int> weights(1, 1);
        weights.insert(weights.end(), rest.begin(), rest.end());
        if (weights[3] > weights[6] || weights[1] > weights[2] || weights[1] > weights[3]) continue;
        ++boards;
        failures += check_board(board_of(3, weights), games);
    } while (std::next_permutation(rest.begin(), rest.end()));
    CHECK(boards == 1 + 24 + 5040);
    CHECK(failures == 0);
    CHECK(games == 87388);  // the games the matching played out to their end, every Alice reply
    // Relabelled boards too (the matching's indices on either side), and random 4 x 4 boards.
    gamesuite::SeededRandom random(1147);
    for (int k = 0; k < 300; ++k) CHECK(check_board(random_board(random, 3), games) == 0);
    for (int k = 0; k < 40; ++k) CHECK(check_board(random_board(random, 4), games) == 0);
    // The reference, which plays Alice wherever some opening of hers wins, therefore always chooses Bob.
    for (int k = 0; k < 20; ++k) CHECK(!zg::ReferencePlayer(random_board(random, 3)).plays_alice());
}

TEST_CASE("zigzag-game: the solver wins every file against every strategy") {
    for (const std::vector<zg::Test>& tests : test_files(30, 5, 1, 5, 1)) {
        const zg::Duel duel = zg::duel<zg::Player>(tests);
        if (duel.verdict != zg::accepted) FAIL_CHECK(shown(duel));
    }
    // Beyond the search: the judge's heuristics as Alice, n to 50.
    for (const std::vector<zg::Test>& tests : test_files(3, 4, 7, 50, 2)) {
        const zg::Duel duel = zg::duel<zg::Player>(tests);
        if (duel.verdict != zg::accepted) FAIL_CHECK(shown(duel));
    }
}

TEST_CASE("zigzag-game: the reference player wins every file, n <= 3") {
    for (const std::vector<zg::Test>& tests : test_files(6, 5, 1, 3, 3)) {
        const zg::Duel duel = zg::duel<zg::ReferencePlayer>(tests);
        if (duel.verdict != zg::accepted) FAIL_CHECK(shown(duel));
    }
}

TEST_CASE("zigzag-game: the judge as Bob beats a program that says A, by search and by the matching") {
    for (const std::vector<zg::Test>& tests : test_files(4, 1, 1, 12, 4)) {
        const zg::Duel duel = zg::duel<Alice>(tests);
        CHECK(duel.verdict == zg::wrong_answer);
        CHECK(duel.reason.find("the program had no move: it lost") != std::string::npos);
    }
}

TEST_CASE("zigzag-game: every wrong player loses some file") {
    REQUIRE(zg::wrong_players().size() >= 2);
    const std::vector<std::vector<zg::Test> > files = test_files(20, 5, 2, 5, 5);
    for (const zg::WrongPlayer& player : zg::wrong_players()) {
        int lost = 0;
        for (const std::vector<zg::Test>& tests : files) lost += player.duel(tests).verdict != zg::accepted;
        CAPTURE(player.name);
        const std::string won_all = player.name + " (" + player.bug + ") won every file";
        CHECK_MESSAGE(lost > 0, won_all);
    }
}

TEST_CASE("zigzag-game: the referee's verdicts") {
    // The sample's first board: nodes 1..3 left, 4..6 right; a = [[3 1 9] [2 5 7] [6 4 8]].
    const zg::Board board = board_of(3, {3, 1, 9, 2, 5, 7, 6, 4, 8});
    const std::vector<zg::Test> one(1, test_of(board, zg::longest, 1));
    const std::string head = "1|3|3 1 9|2 5 7|6 4 8|";
    CHECK(referee_hears(one, {"C"}) == head + "PE: test 1: expected A or B, found 'C'");
    CHECK(referee_hears(one, {"A", "X"}) == head + "PE: test 1: expected I or D, found 'X'");
    CHECK(referee_hears(one, {"A", "D 7"}) == head + "-2|WA: test 1: start node 7 is not a node 1..6");
    const std::string bob = referee_hears(one, {"A D 3"});  // the judge (Bob) moves: a line, then no verdict yet
    CHECK(bob.substr(0, head.size()) == head);
    // As Bob after `I s`: each kind of illegal move, found in the judge's own opening.
    zg::Referee referee(one);
    referee.opening();
    const std::vector<std::string> said = referee.hear("B");
    REQUIRE(said.size() == 1);
    const zg::Opening opening = zg::make_opening(said[0][0] == 'I', std::atoi(said[0].c_str() + 2));
    const int same_side = opening.start <= 3 ? (opening.start == 1 ? 2 : 1) : (opening.start == 4 ? 5 : 4);
    CHECK(referee_hears(one, {"B", std::to_string(same_side)}).find(
              "-2|WA: test 1, move 1: node " + std::to_string(same_side) + " is on the token's side (node " +
              std::to_string(opening.start) + ")") != std::string::npos);
    CHECK(referee_hears(one, {"B", "9"}).find("-2|WA: test 1, move 1: node 9 is not a node 1..6") != std::string::npos);
    CHECK(referee_hears(one, {"B", "x"}).find("PE: test 1, move 1: expected a node, found 'x'") != std::string::npos);
    CHECK(referee_hears(one, {"B", "-1"}).find("WA: test 1, move 1: the program gave up (-1) while it had a move") !=
          std::string::npos);
    // Whole files by the solver, then a line after them; and a program whose output ends early.
    const zg::Duel won = zg::duel<zg::Player>(one);
    REQUIRE(won.verdict == zg::accepted);
    CHECK(won.reason == "the program won every test (1)");
    CHECK(won.transcript.back() == "< -1");
    std::vector<std::string> lines;
    for (const std::string& line : won.transcript)
        if (line[0] == '>') lines.push_back(line.substr(2));
    lines.push_back("1");
    CHECK(referee_hears(one, lines).find("PE: output after the games ended: '1'") != std::string::npos);
    zg::Referee early(one);
    early.opening();
    early.hear("B");
    early.output_ended();
    CHECK(std::string(zg::verdict_name(early.verdict())) + ": " + early.reason() ==
          "PE: test 1, move 1: the program's output ended before the games did");
    // The sample's opening as Alice, D 3: Bob (the judge) moves to some right node b; an edge back to the left that
    // is heavier than a(3, b) goes the wrong way, and node 3 was visited.
    const std::string after_bob = referee_hears(one, {"A", "D 3"});
    const int b = std::atoi(after_bob.substr(head.size()).c_str());
    REQUIRE(b >= 4);
    int up = 0;
    for (int v = 1; v <= 2; ++v)
        if (board.weight(v, b) > board.weight(3, b)) up = v;
    if (up != 0)
        CHECK(referee_hears(one, {"A", "D 3", std::to_string(up)}).find(
                  "-2|WA: test 1, move 2: edge " + std::to_string(b) + "-" + std::to_string(up) + " weighs " +
                  std::to_string(board.weight(up, b)) + ", not below " + std::to_string(board.weight(3, b))) !=
              std::string::npos);
    CHECK(referee_hears(one, {"A", "D 3", "3"}).find("-2|WA: test 1, move 2: node 3 was visited") != std::string::npos);
}

TEST_CASE("zigzag-game: solve() speaks the protocol: the sample, and a whole file's lines replayed") {
    // The sample's second test (n = 1, the judge says I 1): B, then 2. Its first test the solver plays as Bob too.
    CHECK(input_testing::answers_by(zg::solve, zg::suite_limits(), "1\n1\n1\nI 1\n-1\n") == "B\n2\n");
    // The judge's lines of an in-process game, fed to solve() as its input, give back the program's lines exactly.
    for (const std::vector<zg::Test>& tests : test_files(3, 4, 1, 8, 6)) {
        const zg::Duel duel = zg::duel<zg::Player>(tests);
        REQUIRE(duel.verdict == zg::accepted);
        std::string judge_lines, program_lines;
        for (const std::string& line : duel.transcript)
            (line[0] == '<' ? judge_lines : program_lines) += line.substr(2) + "\n";
        CHECK(input_testing::answers_by(zg::solve, zg::suite_limits(), judge_lines + "garbage\n") == program_lines);
        CHECK(input_testing::answers_by(zg::solve, zg::judge_limits(), judge_lines, true) == program_lines);
    }
    CHECK(input_testing::answers_by(zg::solve, zg::suite_limits(), "2\n1\n1\nI 1\n-2\nx") == "B\n2\n");
    CHECK(input_testing::output_then_error(zg::solve, zg::suite_limits(), "1\n2\n1 2\n3 3\n") ==
          "line 4, column 3: expected a weight not seen before (all are distinct), found '3'");
    CHECK(input_testing::output_then_error(zg::solve, zg::suite_limits(), "1\n2\n1 2\n3 4\nD 1\n4\n") ==
          "B\n4\nline 6, column 1: expected a legal move of the judge, found '4'");
}

TEST_CASE("zigzag-game: the generator's files and the testdata are valid test files") {
    for (int seed = 1; seed <= 20; ++seed)
        for (bool small : {true, false}) {
            std::string text;
            {
                gamesuite::CapturedGeneratorText capture(text);
                gamesuite::SeededRandom random(static_cast<std::uint64_t>(seed));
                gamesuite::write_generated_input(random, small);
            }
            std::vector<zg::Test> tests;
            std::string error;
            CAPTURE(text);
            CHECK(zg::parse_tests(text, small ? zg::reference_limits() : zg::judge_limits(), tests, error));
        }
    DIR* directory = opendir(GAMESUITE_TESTDATA_DIR);
    REQUIRE(directory != nullptr);
    int files = 0;
    for (dirent* entry = readdir(directory); entry != nullptr; entry = readdir(directory)) {
        const std::string name = entry->d_name;
        if (name.size() < 3 || name.substr(name.size() - 3) != ".in") continue;
        ++files;
        std::vector<zg::Test> tests;
        std::string error;
        CAPTURE(name);
        CAPTURE(error);
        CHECK(zg::parse_tests(input_testing::file_text(std::string(GAMESUITE_TESTDATA_DIR) + "/" + name),
                              zg::judge_limits(), tests, error));
    }
    closedir(directory);
    CHECK(files >= 5);
}

TEST_CASE("zigzag-game interactor: each strategy by its name, and a name it does not know is a bad test") {
    std::vector<zg::Test> tests;
    std::string error;
    for (zg::Strategy strategy : {zg::longest, zg::random_move, zg::narrow}) {
        CHECK(zg::parse_tests("1\n1\n1\n" + std::string(zg::strategy_name(strategy)) + " 2\n", zg::judge_limits(),
                              tests, error));
        CHECK((tests.size() == 1 && tests[0].strategy == strategy));
    }
    CHECK_FALSE(zg::parse_tests("1\n1\n1\nanti-mirror 2\n", zg::judge_limits(), tests, error));
    CHECK(error == "test 1: unknown strategy 'anti-mirror' (longest, random, narrow)");
}

// generalized-subtraction tests: the strategy's choice and the Grundy tables against the reference's search on every
// (N, L, R) with N <= 14; full games of the solver and the reference player against every judge strategy (the
// interactor's referee, in-process) on every small (N, L, R); every wrong player loses some game; every verdict of the
// referee; the protocol as the solver speaks it. The generic in-process stress (solve() against solve_by_reference on
// one input) cannot serve an interactive problem; CMake leaves it out here and these games replace it.
#include <doctest/doctest.h>

#include <dirent.h>

#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "interactor.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"
#include "tests/stress/play_check.hpp"
#include "wrong_player.hpp"

namespace {

namespace gs = generalized_subtraction;

gs::Test test_of(int n, int l, int r, gs::Strategy strategy, std::uint64_t seed) {
    gs::Test test;
    test.n = n;
    test.l = l;
    test.r = r;
    test.strategy = strategy;
    test.seed = seed;
    return test;
}

const gs::Strategy strategies[] = {gs::longest, gs::random_move, gs::anti_mirror};

std::string shown(const gs::Test& test, const gs::Game& game) {
    std::string text = std::to_string(test.n) + " " + std::to_string(test.l) + " " + std::to_string(test.r) + " " +
                       gs::strategy_name(test.strategy) + " " + std::to_string(test.seed) + ": " +
                       gs::verdict_name(game.verdict) + ": " + game.reason + "\n";
    for (const std::string& line : game.transcript) text += "    " + line + "\n";
    return text;
}

// Every game on N <= max_n, every L <= R, every strategy, seeds 1..seeds: calls check(test, game).
template <class Player, class Check>
void every_small_game(int max_n, int seeds, Check check) {
    for (int n = 1; n <= max_n; ++n)
        for (int l = 1; l <= n; ++l)
            for (int r = l; r <= n; ++r)
                for (gs::Strategy strategy : strategies)
                    for (int seed = 1; seed <= seeds; ++seed) {
                        const gs::Test test = test_of(n, l, r, strategy, static_cast<std::uint64_t>(seed));
                        check(test, gs::duel<Player>(test));
                    }
}

// The referee's replies to the program's lines, in order, and then its verdict.
std::string referee_hears(const gs::Test& test, const std::vector<std::string>& lines) {
    gs::Referee referee(test);
    std::string text;
    for (const std::string& line : lines)
        for (const std::string& reply : referee.hear(line)) text += reply + "|";
    return text + gs::verdict_name(referee.verdict()) + ": " + referee.reason();
}

}  // namespace

TEST_CASE("generalized-subtraction: the side chosen and one run's values agree with the search on every N <= 14") {
    int cases = 0, second = 0;
    for (int l = 1; l <= 14; ++l)
        for (int r = l; r <= 14; ++r) {
            gs::RunSearch search(l, r);
            const gs::RunValues values(14, l, r);
            const std::vector<int> fixed = gs::fixed_run_grundy(14, l);
            for (int n = 0; n <= 14; ++n) {
                const int by_search = search.value(n >= l ? std::vector<int>(1, n) : std::vector<int>());
                CAPTURE(n);
                CAPTURE(l);
                CAPTURE(r);
                CHECK(values.value(n) == by_search);
                if (l == r) CHECK(fixed[static_cast<std::size_t>(n)] == by_search);
                if (n < r) continue;  // 1 <= L <= R <= N
                ++cases;
                const bool first = gs::Player(n, l, r).goes_first();
                CHECK(first == (by_search != 0));
                second += !first;
                // The catalogue's check: wherever the mirror applies, the first player wins.
                if (l < r || (n - l) % 2 == 0) CHECK(by_search != 0);
            }
        }
    CHECK(cases == 560);  // the (N, L, R) with 1 <= L <= R <= N <= 14: the sum of N (N + 1) / 2, 14 * 15 * 16 / 6
    CHECK(second > 0);  // some L = R, N - L odd are lost for the first player (N = 2, L = R = 1)
    // Runs are independent games: two runs are worth the xor of their values (what the solver's Grundy mode and
    // the judge's winning moves assume), checked against the search of the pair.
    for (int l = 1; l <= 3; ++l) {
        gs::RunSearch search(l, l + 1);
        const gs::RunValues values(16, l, l + 1);
        for (int a = l; a <= 12; ++a)
            for (int b = a; a + b <= 16; ++b) {
                std::vector<int> pair;
                pair.push_back(a);
                pair.push_back(b);
                CHECK(search.value(pair) == (values.value(a) ^ values.value(b)));
            }
    }
}

TEST_CASE("generalized-subtraction: the judge's move from a won position leaves a lost one, by the search") {
    for (int n = 1; n <= 13; ++n)
        for (int l = 1; l <= n; ++l)
            for (int r = l; r <= n; ++r) {
                gs::RunSearch search(l, r);
                gs::JudgeSide judge(test_of(n, l, r, gs::random_move, 1));
                gs::Cards cards(n);
                const gs::Move move = judge.choose(cards);
                REQUIRE(move.y != 0);
                cards.remove(move.x, move.y);
                std::vector<gs::Move> runs;
                cards.runs(runs);
                CAPTURE(n);
                CAPTURE(l);
                CAPTURE(r);
                CHECK((search.value(gs::RunSearch::position_of(runs, l)) == 0) ==
                      (search.value(std::vector<int>(1, n)) != 0));
            }
}

TEST_CASE("generalized-subtraction: the solver wins every game it chose, against every strategy, N <= 12") {
    int games = 0;
    every_small_game<gs::Player>(12, 3, [&](const gs::Test& test, const gs::Game& game) {
        ++games;
        if (game.verdict != gs::accepted) FAIL_CHECK(shown(test, game));
    });
    CHECK(games == 364 * 3 * 3);
    // Larger boards, every L = R (the Grundy mode half the time) and a few windows.
    for (int n = 100; n <= 101; ++n)
        for (int l = 1; l <= n; l += 3)
            for (int r : {l, l + 1 + (n - l) / 2})
                if (r <= n) {
                    const gs::Test test = test_of(n, l, r, strategies[l % 3], static_cast<std::uint64_t>(l));
                    const gs::Game game = gs::duel<gs::Player>(test);
                    if (game.verdict != gs::accepted) FAIL_CHECK(shown(test, game));
                }
}

TEST_CASE("generalized-subtraction: the reference player wins every game it chose, N <= 9") {
    every_small_game<gs::ReferencePlayer>(9, 1, [](const gs::Test& test, const gs::Game& game) {
        if (game.verdict != gs::accepted) FAIL_CHECK(shown(test, game));
    });
}

TEST_CASE("generalized-subtraction: every wrong player loses some game") {
    REQUIRE(gs::wrong_players().size() >= 2);
    for (const gs::WrongPlayer& player : gs::wrong_players()) {
        std::string lost;
        for (int n = 1; n <= 10 && lost.empty(); ++n)
            for (int l = 1; l <= n && lost.empty(); ++l)
                for (int r = l; r <= n && lost.empty(); ++r)
                    for (gs::Strategy strategy : strategies) {
                        const gs::Test test = test_of(n, l, r, strategy, 1);
                        const gs::Game game = player.duel(test);
                        if (game.verdict != gs::accepted && lost.empty()) lost = shown(test, game);
                    }
        CAPTURE(player.name);
        const std::string won_all = player.name + " (" + player.bug + ") won every game";
        CHECK_MESSAGE(!lost.empty(), won_all);
    }
}

TEST_CASE("generalized-subtraction: the referee's verdicts") {
    const gs::Test test = test_of(6, 1, 2, gs::longest, 1);
    CHECK(gs::Referee(test).opening() == "6 1 2");
    // The program takes cards 3..4, the judge (lost) a card at an end, the program mirrors it: it wins in the end.
    CHECK(referee_hears(test, {"first"}) == "-1 -1|PE: expected First or Second, found 'first'");
    CHECK(referee_hears(test, {"First", "1 3"}) == "-1 -1|WA: move 1: y = 3 is outside L..R = 1..2");
    CHECK(referee_hears(test, {"First", "6 2"}) == "-1 -1|WA: move 1: cards 6..7 are not all cards 1..N = 1..6");
    CHECK(referee_hears(test, {"First", "3 x"}) == "-1 -1|PE: move 1: expected `x y` (two integers), found '3 x'");
    CHECK(referee_hears(test, {"First", "3 2 1"}) ==
          "-1 -1|PE: move 1: expected `x y` (two integers), found '3 2 1'");
    CHECK(referee_hears(test, {"First", "0 0"}) == "-1 -1|WA: move 1: the program wrote 0 0 while it had a move (1 1)");
    const std::string after_one = referee_hears(test, {"First", "3 2"});
    REQUIRE(after_one.size() > 4);
    const std::string reply = after_one.substr(0, after_one.find('|'));  // the judge's move
    CHECK(referee_hears(test, {"First", "3 2", "3 2"}) == reply + "|-1 -1|WA: move 3: cards 3..4 are not all present");

    // A whole game by the solver, then a line after it; and a program whose output ends early.
    gs::Game won = gs::duel<gs::Player>(test);
    REQUIRE(won.verdict == gs::accepted);
    CHECK(won.transcript.back() == "< 0 0");
    std::vector<std::string> lines;
    for (const std::string& line : won.transcript)
        if (line[0] == '>') lines.push_back(line.substr(2));
    CHECK(referee_hears(test, lines).substr(referee_hears(test, lines).rfind('|') + 1).find("AC: the program won") == 0);
    lines.push_back("1 1");
    CHECK(referee_hears(test, lines).find("PE: output after the game ended: '1 1'") != std::string::npos);
    gs::Referee early(test);
    early.hear("First");
    early.output_ended();
    CHECK(std::string(gs::verdict_name(early.verdict())) + ": " + early.reason() ==
          "PE: the program's output ended before the game did (after move 0)");
    // The program with no move left lost; its 0 0 then is the honest answer, still a loss.
    const gs::Test one = test_of(2, 1, 1, gs::longest, 1);  // g(2) = 0: who moves first loses
    CHECK(referee_hears(one, {"First", "1 1", "0 0"}) == "2 1|-1 -1|WA: move 3: the program had no move: it lost");
    CHECK(referee_hears(one, {"Second"}) == "1 1|AC: ");  // the judge moves first, lost: the game goes on
}

TEST_CASE("generalized-subtraction: solve() speaks the protocol: the game's lines, flushed, and it stops at the end") {
    // The judge's lines of an in-process game, fed to solve() as its input, give back the program's lines exactly.
    for (int l = 1; l <= 4; ++l)
        for (gs::Strategy strategy : strategies) {
            const gs::Game game = gs::duel<gs::Player>(test_of(11, l, l, strategy, 5));
            std::string judge_lines, program_lines;
            for (const std::string& line : game.transcript)
                (line[0] == '<' ? judge_lines : program_lines) += line.substr(2) + "\n";
            // Whatever follows the game's end is never read.
            CHECK(input_testing::answers_by(gs::solve, gs::suite_limits(), judge_lines + "garbage\n") ==
                  program_lines);
            CHECK(input_testing::answers_by(gs::solve, gs::judge_limits(), judge_lines, true) == program_lines);
        }
    CHECK(input_testing::answers_by(gs::solve, gs::suite_limits(), "6 1 2\n-1 -1\nx") == "First\n3 2\n");
    CHECK(input_testing::output_then_error(gs::solve, gs::suite_limits(), "6 1 2\n3 1\n") ==
          "First\n3 2\nline 2, column 3: expected a run of cards a..a+b-1 all still on the table, found '1'");
    CHECK(input_testing::output_then_error(gs::solve, gs::suite_limits(), "6 7 7\n") ==
          "line 1, column 3: expected run length L <= N, found '7'");
}

TEST_CASE("generalized-subtraction: the generator's tests and the testdata are valid tests") {
    for (int seed = 1; seed <= 30; ++seed)
        for (bool small : {true, false}) {
            std::string text;
            {
                gamesuite::CapturedGeneratorText capture(text);
                gamesuite::SeededRandom random(static_cast<std::uint64_t>(seed));
                gamesuite::write_generated_input(random, small);
            }
            gs::Test test;
            std::string error;
            CAPTURE(text);
            CHECK(gs::parse_test(text, small ? gs::reference_limits() : gs::judge_limits(), test, error));
        }
    DIR* directory = opendir(GAMESUITE_TESTDATA_DIR);
    REQUIRE(directory != nullptr);
    int files = 0;
    for (dirent* entry = readdir(directory); entry != nullptr; entry = readdir(directory)) {
        const std::string name = entry->d_name;
        if (name.size() < 3 || name.substr(name.size() - 3) != ".in") continue;
        ++files;
        gs::Test test;
        std::string error;
        CAPTURE(name);
        CHECK(gs::parse_test(input_testing::file_text(std::string(GAMESUITE_TESTDATA_DIR) + "/" + name),
                             gs::judge_limits(), test, error));
    }
    closedir(directory);
    CHECK(files >= 8);
}

// --moves, --explain and --play (moves.hpp): the fast values against the reference's search on every table of at most
// 10 cards and on the positions random removals reach from it; the house's scripted games on the generator's tests.
TEST_CASE("generalized-subtraction --moves: the winning removals are the search's, on every small table and position") {
    gs::Moves game;
    gamesuite::SeededRandom random(278);
    int positions = 0, won = 0;
    for (int n = 1; n <= 10; ++n)
        for (int l = 1; l <= n; ++l)
            for (int r = l; r <= n; ++r) {
                gs::Board board(n, l, r);
                for (;;) {
                    const gamesuite::MoveList fast = game.moves(board), by_rules = game.moves_by_rules(board);
                    REQUIRE_MESSAGE(fast.moves == by_rules.moves, "N L R = ", n, " ", l, " ", r, ", ",
                                    gs::Moves::board(board));
                    ++positions;
                    won += fast.outcome == gamesuite::Outcome::win;
                    const std::string any = gs::Moves::any_move(board);
                    if (any.empty()) break;
                    // A random legal removal: the first card of a run and a length that fits, else the longest run's.
                    std::vector<gs::Move> runs;
                    board.table.runs(runs);
                    const gs::Move run = runs[static_cast<std::size_t>(random.between(0, (long long)runs.size() - 1))];
                    const int y = static_cast<int>(random.between(l, r));
                    const std::string move = y <= run.y ? gamesuite::cells_covered(run.x, run.x + y - 1) : any;
                    REQUIRE(gs::Moves::play(move, board).empty());
                }
            }
    CHECK(positions > 500);
    CHECK(won > 100);
}

TEST_CASE("generalized-subtraction --play: the engine replies by the rules and wins where the search says it can") {
    const auto generate = [](std::uint64_t seed) {
        std::string input;
        gamesuite::CapturedGeneratorText capture(input);
        gamesuite::SeededRandom random(seed);
        gamesuite::write_generated_input(random, true);
        return input;
    };
    stress_testing::check_play<gs::Moves>(generate, gs::suite_limits(), 12);
}

TEST_CASE("generalized-subtraction interactor: each strategy by its name, and a name it does not know is a bad test") {
    gs::Test test;
    std::string error;
    for (gs::Strategy strategy : {gs::longest, gs::random_move, gs::anti_mirror}) {
        CHECK(gs::parse_test("5 1 2\n" + std::string(gs::strategy_name(strategy)) + " 3\n", gs::judge_limits(), test,
                             error));
        CHECK(test.strategy == strategy);
    }
    CHECK_FALSE(gs::parse_test("5 1 2\nnarrow 3\n", gs::judge_limits(), test, error));
    CHECK(error == "unknown strategy 'narrow' (longest, random, anti-mirror)");
}

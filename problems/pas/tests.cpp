// pas tests: the segment Grundy table against the game played cell by cell on the board (reference.hpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "reference.hpp"
#include "solver.hpp"

namespace {

// What `solve` writes for `input`, read leniently with `limits`. Give `error` for input that must be rejected: it
// receives the InputError.
template <class Solve>
std::string answers_by(Solve solve, const pas::Limits& limits, const std::string& input,
                       gamecore::InputError* error) {
    std::string written;
    gamecore::Output out(written);
    gamecore::Scanner in(input.data(), input.size());
    bool threw = false;
    try {
        solve(in, limits, out);
    } catch (const gamecore::InputError& e) {
        threw = true;
        if (error != nullptr) *error = e;
    }
    CHECK(threw == (error != nullptr));
    return written;
}

// What the solver (the Grundy table, the suite's limits) writes for `input`.
std::string answers_of(const std::string& input, gamecore::InputError* error = nullptr) {
    return answers_by(pas::solve, pas::suite_limits(), input, error);
}

// What the reference (the board searched cell by cell, its own limits) writes for `input`.
std::string reference_answers_of(const std::string& input, gamecore::InputError* error = nullptr) {
    return answers_by(pas::solve_by_reference, pas::reference_limits(), input, error);
}

}  // namespace

TEST_CASE("pas: Grundy table matches the board game for all c, z, n <= 7 and boards p <= 14") {
    const int max_length = 7, width = 14;
    long long checked = 0, first_player_losses = 0, searched = 0;
    // The game depends only on which lengths there are, so one board search per sorted
    // triple serves all its orders; the fast solver gets every order.
    for (int a = 1; a <= max_length; ++a) {
        for (int b = a; b <= max_length; ++b) {
            for (int c = b; c <= max_length; ++c) {
                pas::ReferenceStripes slow(a, b, c, width);
                bool wins[width + 1];
                for (int p = 1; p <= width; ++p) wins[p] = slow.first_player_wins(p);
                searched += static_cast<long long>(slow.positions_seen());
                int order[3] = {a, b, c};
                do {
                    pas::Stripes fast(order[0], order[1], order[2]);
                    for (int p = 1; p <= width; ++p) {
                        CAPTURE(order[0]);
                        CAPTURE(order[1]);
                        CAPTURE(order[2]);
                        CAPTURE(p);
                        CHECK(fast.first_player_wins(p) == wins[p]);
                        ++checked;
                        first_player_losses += !wins[p];
                    }
                } while (std::next_permutation(order, order + 3));
            }
        }
    }
    MESSAGE(checked << " (c z n, board) pairs checked, " << searched << " board positions searched");
    CHECK(checked == 7 * 7 * 7 * 14);
    // Both answers occur often: a check that the comparison is not one-sided.
    CHECK(first_player_losses > checked / 10);
    CHECK(first_player_losses < checked - checked / 10);
}

TEST_CASE("pas: statement sample") {
    CHECK(answers_of("1 5 1\n3\n1\n5\n6\n") == "1\n1\n2\n");
    CHECK(reference_answers_of("1 5 1\n3\n1\n5\n6\n") == "1\n1\n2\n");
}

// The claim "only the shortest and the longest stripe matter" is false.
// Lengths 1, 2, 3: the first player always wins. He lays the stripe of p's
// parity (1 or 2) in the exact middle and then answers every stripe with its
// mirror image. Lengths 1 and 3 alone: every stripe covers an odd number of
// cells and a 1-stripe fits any free cell, so play ends with the board full
// after a number of moves of p's parity: the first player wins iff p is odd.
TEST_CASE("pas: the middle stripe matters (1 2 3 is not 1 3 3)") {
    pas::ReferenceStripes with_middle(1, 2, 3, 14), without_middle(1, 3, 3, 14);
    pas::Stripes fast_with_middle(1, 2, 3), fast_without_middle(1, 3, 3);
    for (int p = 1; p <= 14; ++p) {
        CAPTURE(p);
        CHECK(with_middle.first_player_wins(p));
        CHECK(without_middle.first_player_wins(p) == (p % 2 == 1));
        CHECK(fast_with_middle.first_player_wins(p));
        CHECK(fast_without_middle.first_player_wins(p) == (p % 2 == 1));
    }
    // The same arguments hold for every board, so they pin large boards too.
    for (long long p = 9990; p <= 10000; ++p) {
        CAPTURE(p);
        CHECK(fast_with_middle.first_player_wins(p));
        CHECK(fast_without_middle.first_player_wins(p) == (p % 2 == 1));
    }
    CHECK(answers_of("1 2 3\n2\n2\n4\n") == "1\n1\n");
    CHECK(answers_of("1 3 3\n2\n2\n4\n") == "2\n2\n");
}

// Lengths 2, 3, 7 on 5 cells: a 3 in the middle leaves two single cells, so
// the first player wins. With 2 and 7 only, a 2 leaves (3) or (1, 2): one
// more 2 fits, then nothing, so the first player loses.
TEST_CASE("pas: the middle stripe matters with no 1-stripes (2 3 7 is not 2 7 7)") {
    CHECK(pas::ReferenceStripes(2, 3, 7, 5).first_player_wins(5));
    CHECK_FALSE(pas::ReferenceStripes(2, 7, 7, 5).first_player_wins(5));
    CHECK(pas::Stripes(2, 3, 7).first_player_wins(5));
    CHECK_FALSE(pas::Stripes(2, 7, 7).first_player_wins(5));
}

TEST_CASE("pas: stripes longer than the board, equal lengths, and the largest board") {
    // Boards 1 and 4 are shorter than every stripe: the first player cannot move.
    // Boards 5 and 7 take one stripe (a 5, or the 7 filling it) and nothing after it.
    CHECK(answers_of("5 6 7\n4\n1\n4\n5\n7\n") == "2\n2\n1\n1\n");
    // One length k: a board of k .. 2k-1 cells takes exactly one stripe; on
    // 2k cells the first stripe goes in the middle and leaves no room at all.
    CHECK(answers_of("4 4 4\n4\n3\n4\n7\n8\n") == "2\n1\n1\n1\n");
    // 1-stripes only: p moves, so the first player wins iff p is odd; this also reaches the largest board.
    const long long max_board = pas::suite_limits().max_board;
    const std::string largest = std::to_string(max_board);
    CHECK(answers_of("1 1 1\n3\n1\n2\n" + largest + "\n") == (max_board % 2 == 1 ? "1\n2\n1\n" : "1\n2\n2\n"));
}

TEST_CASE("pas: bad input is reported at its token, after the answers before it") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_of("1 5 1\n3\n1\n0\n6\n", &error) == "1\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "board length p (integer 1..50000)");
    CHECK(error.found == "'0'");

    CHECK(answers_of("1 5 1\n2\n7\n50001\n", &error) == "1\n");
    CHECK(error.line == 4);

    CHECK(answers_of("0 5 1\n1\n1\n", &error).empty());
    CHECK(error.expected == "stripe length c (integer 1..50000)");

    CHECK(answers_of("1 5 1\n1000001\n", &error).empty());
    CHECK(error.expected == "number of boards m (integer 0..1000000)");

    // Fewer boards than declared, and more.
    CHECK(answers_of("1 5 1\n3\n1\n5\n", &error) == "1\n1\n");
    CHECK(error.found == "end of input");
    CHECK(answers_of("1 5 1\n1\n1\n5\n", &error) == "1\n");
    CHECK(error.line == 4);
    CHECK(error.found == "'5'");
}

// The reference reads through the same parser: the same input is accepted and rejected at the same token, with
// only its smaller board limit in the message.
TEST_CASE("pas: the reference reads the input as the solver does, within its boards") {
    const std::string largest = std::to_string(pas::reference_limits().max_board);
    CHECK(reference_answers_of("1 2 3\n2\n2\n" + largest + "\n") == answers_of("1 2 3\n2\n2\n" + largest + "\n"));
    // Stripes longer than every searchable board are valid; they never fit.
    CHECK(reference_answers_of("20 30 50000\n2\n1\n16\n") == "2\n2\n");

    gamecore::InputError error(0, 0, "", "");
    CHECK(reference_answers_of("1 5 1\n2\n7\n17\n", &error) == "1\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "board length p (integer 1..16)");
    CHECK(reference_answers_of("1 5 1\n1\n1\n5\n", &error) == "1\n");
    CHECK(error.expected == "end of input after the m boards");
    CHECK(reference_answers_of("0 5 1\n1\n1\n", &error).empty());
    CHECK(error.expected == "stripe length c (integer 1..50000)");
}

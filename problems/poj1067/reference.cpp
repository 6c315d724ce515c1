// poj1067-reference: answers the judge input by searching Wythoff's game from its rules (piles <= 200).
#include "cli/problem_cli.hpp"
#include "reference.hpp"

namespace {

const long long max_reference_pile = 200;

void solve_by_search(gamecore::Scanner& in) {
    gamecore::GameSearch<poj1067::WythoffRules> search((poj1067::WythoffRules()));
    while (!in.at_end()) {
        const long long a = in.read_int(0, max_reference_pile, "pile size");
        const long long b = in.read_int(0, max_reference_pile, "pile size");
        std::fputs(search.wins(poj1067::WythoffRules::Position(a, b)) ? "1\n" : "0\n", stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1067-reference",
                              "POJ 1067 reference: plays Wythoff's game by its rules (memoised search).\n"
                              "Same input and output as poj1067, for piles up to 200.");
    return cli.run(argc, argv, solve_by_search);
}

// poj1740-reference: answers the judge input by searching A New Stone Game from its rules (<= 5 piles of <= 5 stones).
#include "cli/problem_cli.hpp"
#include "reference.hpp"

namespace {

// Options grow like C(stones + piles, piles): past these limits a case takes seconds.
const long long max_reference_piles = 5;
const long long max_reference_pile = 5;

void solve_by_search(gamecore::Scanner& in) {
    gamecore::GameSearch<poj1740::NewStoneGameRules> search((poj1740::NewStoneGameRules()));
    std::vector<long long> piles;
    while (!in.at_end()) {
        const long long count = in.read_int(0, max_reference_piles, "pile count (0 ends the input)");
        if (count == 0) break;
        piles.clear();
        for (long long i = 0; i < count; ++i) piles.push_back(in.read_int(0, max_reference_pile, "pile size"));
        std::fputs(search.wins(poj1740::NewStoneGameRules::position_of(piles)) ? "1\n" : "0\n", stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1740-reference",
                              "POJ 1740 reference: plays A New Stone Game by its rules (memoised search).\n"
                              "Same input and output as poj1740, for up to 5 piles of up to 5 stones.");
    return cli.run(argc, argv, solve_by_search);
}

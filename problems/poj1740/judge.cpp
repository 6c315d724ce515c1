// POJ 1740 judge submission: gnu++98, stdin to stdout.
#include "gamecore/judge_main.hpp"
#include "solver.hpp"

int main() { return gamecore::run_judge("poj1740", poj1740::solve); }

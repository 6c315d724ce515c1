// POJ 1067 judge submission: gnu++98, stdin to stdout.
#include "gamecore/judge_main.hpp"
#include "solver.hpp"

int main() { return gamecore::run_judge("poj1067", poj1067::solve); }

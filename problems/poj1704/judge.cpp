// POJ 1704 judge submission: gnu++98, stdin to stdout.
#include "gamecore/judge_main.hpp"
#include "solver.hpp"

int main() { return gamecore::run_judge("poj1704", poj1704::solve); }

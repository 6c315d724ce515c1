// POJ 2931 Procrastination judge submission: gnu++98, stdin to stdout.
#include "gamecore/judge_main.hpp"
#include "solver.hpp"

int main() { return gamecore::run_judge("procrastination", procrastination::solve); }

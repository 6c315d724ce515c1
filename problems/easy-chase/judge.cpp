// TopCoder SRM 423 "TheEasyChase" as a stdin judge: gnu++98, one query a line to one answer a line.
#include "gamecore/judge_main.hpp"
#include "solver.hpp"

int main() { return gamecore::run_judge("easy-chase", easy_chase::solve); }

// main() of every judge submission (gnu++98), built as <id>-judge98 and bundled by scripts/bundle:
// the problem's solver (problems/<id>/solver.hpp, found on the include path) on stdin, lenient, with the suite's limits.
#include "gamecore/judge_main.hpp"
#include "solver.hpp"

int main() { return gamecore::run_judge(this_problem::id, this_problem::solve, this_problem::suite_limits()); }

// The problem's generator (problems/<id>/generator.cpp, on the include path) as gamesuite::write_generated_input
// instead of a main(), for the in-process stress tests (in_process.cpp). O(one input) per call.
#define GAMESUITE_IN_PROCESS_TESTS
#include "generator.cpp"

// lasker-gen: seeded judge input. Small: what lasker-reference answers (reference.hpp), mostly heaps <= 20 with
// some up to 1000 and some empty; about a third of the cases lost by construction (the last heap's Grundy value,
// from the reference's table, cancels the others), some made of equal pairs. Judge: T = 100 cases at the judge's
// limits (problem.hpp), the first with N = 10^6 heaps, the others N up to 10^6 (about 550 MB), heaps up to
// 2^31 - 1 and often at it; a third of the cases equal pairs (lost).
#include "cli/heap_cases_generator.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) {
        lasker::GrundyTableSum table;
        gamesuite::write_small_heap_cases(random, lasker::reference_limits(), table);
    } else {
        const lasker::Limits limits = lasker::judge_limits();
        gamesuite::write_judge_heap_cases(random, limits, limits.max_heaps);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

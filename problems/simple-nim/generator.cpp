// simple-nim-gen: seeded judge input. Small: what simple-nim-reference answers (reference.hpp), mostly heaps <= 20
// with some up to 400 and some empty; about a third of the cases lost by construction (the last heap's Grundy value,
// from the reference's table, cancels the others), some made of equal pairs. Judge: T = 100 cases at the judge's
// limits (problem.hpp), the first with n = 10^6 heaps, the others n up to 10^4 (about 12 MB in all), heaps up to
// 10^9 and often at it; a third of the cases equal pairs (lost).
#include "cli/heap_cases_generator.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) {
        simple_nim::GrundyTableSum table;
        gamesuite::write_small_heap_cases(random, simple_nim::reference_limits(), table);
    } else {
        const simple_nim::Limits limits = simple_nim::judge_limits();
        gamesuite::write_judge_heap_cases(random, limits, 10000);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

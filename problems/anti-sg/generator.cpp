// anti-sg-gen: seeded judge input. Small: what anti-sg-reference answers (reference.hpp): cases of rows all <= 1
// (empty rows among them), lost pairings (rows xor to 0 with a row > 1), and random rows. Judge: 1000 cases at the
// judge's limits (problem.hpp), built the same way.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const anti_sg::Limits limits = small ? anti_sg::reference_limits() : anti_sg::judge_limits();
    const long long cases = small ? random.between(1, 20) : 1000;
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.between(1, limits.max_rows);
        std::vector<long long> rows;
        const long long kind = random.between(0, 99);
        if (kind < 30) {
            // Rows of at most one apple: the case where misère play differs from normal play.
            for (long long i = 0; i < count; ++i) rows.push_back(random.chance(30) ? 0 : 1);
        } else if (kind < 60) {
            // Rows whose lengths xor to 0, a row > 1 among them: lost when untouched; sometimes one row nudged.
            long long sum = 0;
            for (long long i = 0; i + 1 < count; ++i) {
                rows.push_back(random.between(0, limits.max_row));
                sum ^= rows.back();
            }
            if (sum > limits.max_row) sum = 0;  // keep the row in range; the case is then just random
            rows.push_back(sum);
            if (random.chance(25)) rows[0] = random.between(0, limits.max_row);
        } else {
            for (long long i = 0; i < count; ++i) rows.push_back(random.between(0, limits.max_row));
        }
        gamesuite::shuffle(random, rows);  // the input is in no order
        gamesuite::print("%lld\n", count);
        for (std::size_t i = 0; i < rows.size(); ++i) gamesuite::print(i + 1 < rows.size() ? "%lld " : "%lld\n", rows[i]);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

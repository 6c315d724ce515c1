// maze-game-gen: seeded judge input. Small: mazes of at most 4 x 5 cells (what maze-game-reference searches), each
// with its own share of blocked cells from none to most. Judge: 100 x 100 mazes (the judge's limits, problem.hpp),
// random at one of several densities, or a corridor winding through the whole grid (long alternating paths).
#include <cstdio>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// A corridor snaking along every other row: free rows joined at alternating ends, so one path of about n m / 2
// cells; `cut` blocks one cell of it so that the path's length has either parity.
std::vector<std::string> snake(int rows, int columns, bool cut) {
    std::vector<std::string> cells(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(columns), '#'));
    for (int r = 0; r < rows; r += 2) {
        cells[static_cast<std::size_t>(r)] = std::string(static_cast<std::size_t>(columns), '.');
        if (r + 2 < rows) cells[static_cast<std::size_t>(r + 1)][(r / 2) % 2 == 0 ? columns - 1 : 0] = '.';
    }
    if (cut) cells[0][0] = '#';
    return cells;
}

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const maze_game::Limits limits = small ? maze_game::reference_limits() : maze_game::judge_limits();
    const int rows = static_cast<int>(small ? random.between(1, limits.max_rows) : limits.max_rows);
    const int columns = static_cast<int>(small ? random.between(1, limits.max_columns) : limits.max_columns);
    std::vector<std::string> cells;
    if (!small && random.chance(20)) {
        cells = snake(rows, columns, random.chance(50));
    } else {
        const int densities[] = {0, 10, 25, 40, 60};
        const int blocked_percent = densities[random.between(0, 4)];
        for (int r = 0; r < rows; ++r) {
            std::string row;
            for (int c = 0; c < columns; ++c) row += random.chance(blocked_percent) ? '#' : '.';
            cells.push_back(row);
        }
    }
    gamesuite::print("%d %d\n", rows, columns);
    for (std::size_t r = 0; r < cells.size(); ++r) gamesuite::print("%s\n", cells[r].c_str());
}

}  // namespace

GAMESUITE_GENERATOR(write_input)

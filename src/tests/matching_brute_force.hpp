// Maximum matching sizes of every induced subgraph of a small graph, by dynamic programming over vertex subsets:
// the independent answer the matching tests compare with. O(2^n * n) for n <= 20 vertices.
#ifndef GAMESUITE_TESTS_MATCHING_BRUTE_FORCE_HPP
#define GAMESUITE_TESTS_MATCHING_BRUTE_FORCE_HPP

#include <cstddef>
#include <vector>

namespace matching_brute_force {

// neighbours[v]: a bit mask of v's neighbours. Returns size[mask] = the largest matching among the vertices of mask:
// the lowest vertex of mask is either left out or matched to one of its neighbours in mask.
inline std::vector<int> matching_size_of_every_subset(const std::vector<unsigned>& neighbours) {
    const std::size_t n = neighbours.size();
    std::vector<int> size(std::size_t(1) << n, 0);
    for (unsigned mask = 1; mask < (1u << n); ++mask) {
        unsigned lowest = 0;
        while (!(mask >> lowest & 1u)) ++lowest;
        const unsigned rest = mask & ~(1u << lowest);
        int best = size[rest];
        for (unsigned other = 0; other < n; ++other)
            if ((rest >> other & 1u) && (neighbours[lowest] >> other & 1u) && 1 + size[rest & ~(1u << other)] > best)
                best = 1 + size[rest & ~(1u << other)];
        size[mask] = best;
    }
    return size;
}

}  // namespace matching_brute_force

#endif

// Luogu P3185 分裂游戏: judge solver. Each bean is a game, worth g by mex over the pairs of later bottles
// (gamecore/mex.hpp), O(n^3 / 6) once; a case O(n^2), pairs counted by their xor. Tested in tests.cpp.
#ifndef SPLIT_GAME_SOLVER_HPP
#define SPLIT_GAME_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace split_game {

// value(d): a bean d bottles before the last. A move replaces it by two beans in later bottles (the same one
// twice allowed), so value(d) = mex { value(a) xor value(b) : 0 <= a <= b < d }, and value(0) = 0 (a bean in the
// last bottle never moves). It depends on the distance to the end only, so one table serves every n.
class BeanValues {
public:
    unsigned value(std::size_t d) {
        while (values_.size() <= d) {
            const std::size_t next = values_.size();
            mex_.begin(next * (next + 1) / 2);
            for (std::size_t a = 0; a < next; ++a)
                for (std::size_t b = a; b < next; ++b) mex_.add(values_[a] ^ values_[b]);
            values_.push_back(static_cast<unsigned>(mex_.mex()));
        }
        return values_[d];
    }

private:
    std::vector<unsigned> values_;
    gamecore::MexBuffer mex_;
};

// Beans pair up and cancel (x xor x = 0), so the position is worth the xor of g over the odd bottles. A move
// (i, j, k) from any non-empty bottle flips the parity of i, j and k (j = k flips j twice): it wins iff
// total xor g(i) xor g(j) xor g(k) = 0.
struct WinningMoves {
    Answer operator()(const std::vector<long long>& beans) {
        const std::size_t n = beans.size();
        g.resize(n);
        unsigned total = 0, largest = 0;
        for (std::size_t i = 0; i < n; ++i) {
            g[i] = values.value(n - 1 - i);
            if (beans[i] % 2 != 0) total ^= g[i];
            if (g[i] > largest) largest = g[i];
        }
        Answer answer;
        if (total == 0) return answer;
        // pairs[v]: the pairs j <= k among the bottles after i with g(j) xor g(k) = v, grown as i moves left.
        std::size_t size = 1;
        while (size <= largest) size *= 2;
        pairs.assign(size, 0);
        std::vector<long long> winning(n, 0);
        for (std::size_t i = n; i-- > 0;) {
            if (beans[i] > 0) winning[i] = pairs[total ^ g[i]];
            for (std::size_t k = i; k < n; ++k) ++pairs[g[i] ^ g[k]];
        }
        for (std::size_t i = 0; i < n; ++i) {
            answer.count += winning[i];
            if (winning[i] == 0 || answer.i >= 0) continue;
            for (std::size_t j = i + 1; j < n && answer.i < 0; ++j)
                for (std::size_t k = j; k < n; ++k)
                    if ((total ^ g[i] ^ g[j] ^ g[k]) == 0) {
                        answer.i = static_cast<long long>(i);
                        answer.j = static_cast<long long>(j);
                        answer.k = static_cast<long long>(k);
                        break;
                    }
        }
        return answer;
    }

    BeanValues values;
    std::vector<unsigned> g;
    std::vector<long long> pairs;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinningMoves decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace split_game

#endif

// Library Checker nim_product_64: judge solver. O(1) a pair, 32 loads from the 16-bit log and exp tables of
// gamecore/nimber.hpp (Karatsuba over the halves). Tested in tests.cpp against the reference and by the testdata.
#ifndef NIM_PRODUCT_SOLVER_HPP
#define NIM_PRODUCT_SOLVER_HPP

#include "gamecore/nimber.hpp"
#include "problem.hpp"

namespace nim_product {

// The tables fetched once for the whole input, not once a pair.
struct FastProduct {
    FastProduct() : tables(gamecore::nimber_tables()) {}
    unsigned long long operator()(unsigned long long a, unsigned long long b) const {
        return gamecore::nim_product(tables, a, b);
    }
    const gamecore::NimberTables& tables;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    FastProduct product;
    answer_pairs(in, limits, out, product);
}

}  // namespace nim_product

#endif

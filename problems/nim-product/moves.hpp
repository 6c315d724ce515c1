// Library Checker nim_product_64 on the command line (C++17, never judged): nobody is to move in an arithmetic
// problem, so --moves gives each product's certificate, its three 32-bit half products, and --explain the product's
// derivation by halves. O(1) a pair. Tested in-process against the half products by the reference's recursion.
#ifndef NIM_PRODUCT_MOVES_HPP
#define NIM_PRODUCT_MOVES_HPP

#include <string>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace nim_product {

struct Moves : gamesuite::CaseMoves<Limits> {
    // Nobody is to move in an arithmetic problem, so --help says what the lines are instead of "win" and "lose".
    static constexpr const char* no_play = "a case is the nim product of two numbers, a calculation, not a position anyone moves from";
    static constexpr const char* moves_help =
        "Instead of the judge's answers, per pair A B the certificate of the product:\n"
        "'H L M', the three 32-bit half products H = A1 (x) B1, L = A0 (x) B0 and\n"
        "M = (A0 xor A1) (x) (B0 xor B1), where A = A1*2^32 + A0, B = B1*2^32 + B0;\n"
        "A (x) B is then (M xor L)*2^32 + (L xor H (x) 2^31)";
    static constexpr const char* explain_help =
        "Instead of the judge's answers, per pair: the product's derivation by 32-bit\n"
        "halves (Karatsuba's three half products and the product by 2^31)";
    static constexpr const char* notation =
        "the certificate 'H L M': the half products A1 (x) B1, A0 (x) B0 and (A0 xor A1) (x) (B0 xor B1)";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_pairs(in, limits, out, per_case);
    }

    gamesuite::MoveList moves(unsigned long long a, unsigned long long b) {
        const gamecore::NimberTables& t = gamecore::nimber_tables();
        const unsigned a0 = low(a), a1 = high(a), b0 = low(b), b1 = high(b);
        return certificate(gamecore::nim_product32(t, a1, b1), gamecore::nim_product32(t, a0, b0),
                           gamecore::nim_product32(t, a0 ^ a1, b0 ^ b1));
    }

    void explain(gamesuite::CaseLines& lines, unsigned long long a, unsigned long long b) {
        const gamecore::NimberTables& t = gamecore::nimber_tables();
        const unsigned a0 = low(a), a1 = high(a), b0 = low(b), b1 = high(b);
        const unsigned h = gamecore::nim_product32(t, a1, b1), l = gamecore::nim_product32(t, a0, b0);
        const unsigned m = gamecore::nim_product32(t, a0 ^ a1, b0 ^ b1), h_half = gamecore::nim_times_half32(t, h);
        const unsigned long long product = gamecore::nim_product(t, a, b);
        lines.explain_line("case " + std::to_string(++cases_) + ": " + std::to_string(a) + " (x) " + std::to_string(b) +
                           " = " + std::to_string(product) + ", by halves of 32 bits (F = 2^32, F (x) F = F xor 2^31)");
        lines.explain_line("  A = " + halves(a1, a0) + ", B = " + halves(b1, b0));
        lines.explain_line("  H = A1 (x) B1 = " + std::to_string(h) + ", L = A0 (x) B0 = " + std::to_string(l) +
                           ", M = (A0 xor A1) (x) (B0 xor B1) = " + std::to_string(a0 ^ a1) + " (x) " +
                           std::to_string(b0 ^ b1) + " = " + std::to_string(m));
        lines.explain_line("  upper half: M xor L = " + std::to_string(m ^ l) + " (= A1 (x) B1 xor A1 (x) B0 xor " +
                           "A0 (x) B1); lower half: L xor H (x) 2^31 = " + std::to_string(l) + " xor " +
                           std::to_string(h_half) + " = " + std::to_string(l ^ h_half));
        lines.explain_line("  A (x) B = " + std::to_string(m ^ l) + "*2^32 + " + std::to_string(l ^ h_half) + " = " +
                           std::to_string(product));
    }

    // By the reference: the same half products by the recursion on halves from the mex definition.
    gamesuite::MoveList moves_by_rules(unsigned long long a, unsigned long long b) {
        const unsigned a0 = low(a), a1 = high(a), b0 = low(b), b1 = high(b);
        return certificate(product_by_halves(a1, b1, 32), product_by_halves(a0, b0, 32),
                           product_by_halves(a0 ^ a1, b0 ^ b1, 32));
    }

private:
    static unsigned low(unsigned long long x) { return static_cast<unsigned>(x & 0xffffffffULL); }
    static unsigned high(unsigned long long x) { return static_cast<unsigned>(x >> 32); }
    static gamesuite::MoveList certificate(unsigned long long h, unsigned long long l, unsigned long long m) {
        return gamesuite::MoveList::certificate(std::to_string(h) + " " + std::to_string(l) + " " + std::to_string(m));
    }
    static std::string halves(unsigned high_half, unsigned low_half) {
        return std::to_string(high_half) + "*2^32 + " + std::to_string(low_half);
    }

    long long cases_ = 0;  // --explain's pairs so far, numbered from 1
};

}  // namespace nim_product

#endif

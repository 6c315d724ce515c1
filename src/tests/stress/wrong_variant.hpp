// The registry of a problem's deliberately wrong decisions (problems/<id>/wrong-*.cpp), linked into <id>-tests.
// O(1) per registration. Used by in_process.cpp, whose test fails unless the stress run catches every variant.
#ifndef GAMESUITE_TESTS_STRESS_WRONG_VARIANT_HPP
#define GAMESUITE_TESTS_STRESS_WRONG_VARIANT_HPP

#include <functional>
#include <string>
#include <vector>

#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace stress_testing {

// A wrong solver: reads an input with its own limits and writes its (wrong) answers.
struct WrongVariant {
    std::string name;  // the file's name without .cpp: wrong-<what>
    std::string bug;   // what is wrong, in a few words
    std::function<void(gamecore::Scanner&, gamecore::Output&)> solve;
};

inline std::vector<WrongVariant>& wrong_variants() {
    static std::vector<WrongVariant> variants;
    return variants;
}

struct WrongVariantRegistration {
    template <class Limits>
    WrongVariantRegistration(const char* name, const char* bug,
                             void (*solve)(gamecore::Scanner&, const Limits&, gamecore::Output&), const Limits& limits) {
        const Limits copy = limits;
        WrongVariant variant;
        variant.name = name;
        variant.bug = bug;
        variant.solve = [solve, copy](gamecore::Scanner& in, gamecore::Output& out) { solve(in, copy, out); };
        wrong_variants().push_back(variant);
    }
};

}  // namespace stress_testing

// The build names each wrong-<what>.cpp (CMake: GAMESUITE_VARIANT="wrong-<what>").
#ifndef GAMESUITE_VARIANT
#define GAMESUITE_VARIANT "wrong-variant"
#endif

// The last line of every problems/<id>/wrong-<what>.cpp: `solve(in, limits, out)` with `limits`, described by `bug`.
#define GAMESUITE_WRONG_VARIANT(bug, solve, limits) \
    static const stress_testing::WrongVariantRegistration wrong_variant_registration(GAMESUITE_VARIANT, bug, solve, limits);

#endif

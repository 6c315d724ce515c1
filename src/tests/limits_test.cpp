// gamecore/limits.hpp: numbers as people write limits, the limit line every statement quotes, and the X-macro rows.
#include <doctest/doctest.h>

#include "gamecore/limits.hpp"

TEST_CASE("readable: powers of ten, 2^k-1, and plain digits otherwise") {
    CHECK(gamecore::readable(0) == "0");
    CHECK(gamecore::readable(-1) == "-1");
    CHECK(gamecore::readable(100) == "100");
    CHECK(gamecore::readable(1000) == "1000");
    CHECK(gamecore::readable(50000) == "50000");      // 5*10^4: below 10^5, digits read better
    CHECK(gamecore::readable(100000) == "10^5");
    CHECK(gamecore::readable(300000) == "3*10^5");
    CHECK(gamecore::readable(1000000000) == "10^9");
    CHECK(gamecore::readable(1000000001) == "1000000001");
    CHECK(gamecore::readable(1200000) == "1200000");  // 12*10^5 is not a single digit times a power
    CHECK(gamecore::readable(65535) == "2^16-1");
    CHECK(gamecore::readable(65534) == "65534");
    CHECK(gamecore::readable(2147483647) == "2^31-1");
    CHECK(gamecore::readable(9223372036854775807LL) == "2^63-1");
}

TEST_CASE("limit_line: the judge's range beside this program's") {
    CHECK(gamecore::limit_line("pile sizes a, b", 0, 1000000000, 0, 9223372036854775807LL) ==
          "- pile sizes a, b: 0 to 10^9 at the judge, 0 to 2^63-1 in the suite\n");
    CHECK(gamecore::limit_line("n", 2, 20, 2, 64) == "- n: 2 to 20 at the judge, 2 to 64 in the suite\n");
}

namespace limits_example {
#define LIMITS_EXAMPLE_LIMITS(LIMIT)                        \
    LIMIT(cases, "number of cases T", 1, 10, 0, 1000000)    \
    LIMIT(pile, "pile size", 0, 9999, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(LIMITS_EXAMPLE_LIMITS)
}  // namespace limits_example

TEST_CASE("GAMECORE_DECLARE_LIMITS: one row makes a field pair, its judge and suite values, and its line") {
    const limits_example::Limits judge = limits_example::judge_limits();
    const limits_example::Limits suite = limits_example::suite_limits();
    CHECK(judge.min_cases == 1);
    CHECK(judge.max_cases == 10);
    CHECK(judge.min_pile == 0);
    CHECK(judge.max_pile == 9999);
    CHECK(suite.min_cases == 0);
    CHECK(suite.max_cases == 1000000);
    CHECK(suite.min_pile == 0);
    CHECK(suite.max_pile == 9223372036854775807LL);
    CHECK(limits_example::limits_text(judge, suite) ==
          "- number of cases T: 1 to 10 at the judge, 0 to 10^6 in the suite\n"
          "- pile size: 0 to 9999 at the judge, 0 to 2^63-1 in the suite\n");
}

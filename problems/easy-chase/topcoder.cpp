// TopCoder SRM 423 "TheEasyChase": the class TopCoder calls (gnu++98, no main), on the judge solver's tables.
// One object may be asked many times, about any n in any order: each n's table is built once and only read after.
#include <string>

#include "solver.hpp"

class TheEasyChase {
public:
    std::string winner(int n, int rowWhite, int colWhite, int rowBlack, int colBlack) {
        return easy_chase::answer_text(tables_(n, rowWhite, colWhite, rowBlack, colBlack));
    }

private:
    easy_chase::ChaseTables tables_;
};

// TopCoder TCO08 Round 1 "Chomp": the class TopCoder calls (gnu++98, no main), on the judge solver's table.
// The first call builds the answers of every N up to TopCoder's 100 (a few milliseconds); every call is a lookup.
#include "solver.hpp"

class Chomp {
public:
    int moves(int N) { return table()(N); }

private:
    // Shared by every object: TopCoder may make a new object for each call, and the answers depend on N alone.
    static chomp::ChompTable& table() {
        static chomp::ChompTable answers;
        answers.widen(static_cast<int>(chomp::judge_limits().max_width));
        return answers;
    }
};

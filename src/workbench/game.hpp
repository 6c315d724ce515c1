// The workbench's one header for a user's game file: the interface a game states, and the engine that tabulates it
// (memo, iterative cycle detection, retrograde analysis, moves in text) behind the abstract class Workbench. O(positions
// + moves) a table. Tested by src/tests/workbench/explore_test.py on the five examples (src/workbench/examples/).
#ifndef GAMESUITE_WORKBENCH_GAME_HPP
#define GAMESUITE_WORKBENCH_GAME_HPP

// A game file (scripts/explore mygame.cpp) is
//
//   #include "workbench/game.hpp"
//   struct Game {
//       typedef int Position;                                              ordered by operator<
//       void moves(const Position& p, std::vector<Position>& out) const;  appends p's options (impartial)
//   };
//   GAMESUITE_WORKBENCH(Game)
//
// exactly as gamecore::GameSearch reads a game, and any of these members, found at compile time:
//   left_moves(p, out), right_moves(p, out)     a partizan game: each player's options, instead of moves;
//                                               the table holds L, R, P, N (and D for a draw from either start)
//   sum_moves(p, std::vector<std::vector<Position>>& out)
//                                               options that leave several games side by side (Lasker's split,
//                                               a coin-turning move that leaves the turned coins heads): such an
//                                               option is worth the xor of its parts' Grundy values; impartial,
//                                               acyclic games only. moves may then be left out.
//   long long score(const Position& p) const    a scoring game: at a position with no move, the score of the
//                                               player to move there; a position is worth the best over its
//                                               options q of -value(q) (negamax); impartial, acyclic games only
//   static const bool loopy = true;             positions may repeat: outcomes by retrograde analysis from the
//                                               start (P, N, D with remoteness). Without it a cycle met while
//                                               computing Grundy values switches to that analysis too.
//   std::string show(const Position& p) const   how a position is written; by default an integer in decimal,
//                                               a std::pair of integers "a,b", a std::vector of integers
//                                               "a,b,c" ("{}" when empty), a std::string as it is
//   bool read(const std::string& text, Position& p) const
//                                               the reverse, false for text that is no position; the same
//                                               defaults
//   std::vector<Position> positions() const     the file's own list of positions to tabulate (else --to N for
//                                               an integral Position, --box A,B for a pair)
// moves and sum_moves written as templates over `out` (template <class Out> void moves(const Position&, Out& out)
// const, calling out.push_back(q) or out.emplace_back(a, b); sum_moves' out.push_back({a, b}) or push_back(vector))
// take a std::vector as above, and, in a table's common case (every option already solved), the engine's own
// streams, which put each option straight into the mex and store nothing: Lasker's table to 30000 in 1.3 times a
// plain loop's time instead of 5.
// Normal play throughout: a player with no move loses. The game's object is built once (default-constructed).
// GAMESUITE_WORKBENCH(Game) names the type for the workbench's main (the library gamesuite_explore).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "gamecore/mex.hpp"
#include "gamecore/retrograde.hpp"

namespace gamesuite {
namespace workbench {

// What the table holds: Grundy values, impartial outcomes (P N D), partizan outcome classes, negamax scores.
enum class Kind { grundy, outcome, partizan, score };

// The positions to tabulate, from the command line.
struct Range {
    enum Shape { none, line, box, own_list };
    Shape shape = none;
    long long to = 0;                 // line: 0 .. to
    long long rows = 0, columns = 0;  // box: (0 .. rows) x (0 .. columns)
};

// One position's value. Outcome letters: 'W' win, 'L' loss, 'D' draw for the player to move (`first`), as
// gamecore's retrograde analysis gives them; the class letter (`letter`) is what the table prints.
struct Solution {
    std::uint64_t grundy = 0;  // Kind::grundy
    long long score = 0;       // Kind::score
    char letter = 0;           // Kind::outcome: P N D; Kind::partizan: L R P N D
    char first = 0;            // outcome: for the player to move; partizan: for Left moving first
    unsigned remoteness = 0;   // moves left under best play (outcome; partizan with Left first)
    char right_first = 0;      // partizan: for Right moving first
    unsigned right_remoteness = 0;
};

// Whose move it is: nobody's in particular (impartial), Left's or Right's.
enum class Side { impartial, left, right };

// An option of a position: the game (or games side by side) it leaves.
struct Option {
    std::string text;                // as --moves writes it, and --play reads it: the parts joined by '+'
    std::vector<std::size_t> parts;  // the positions left, by id
    std::uint64_t grundy = 0;        // Kind::grundy: the xor of the parts' values
};

// A bad position's text: where, and what was expected.
struct ReadError {
    std::size_t column = 1;
    std::string expected;
};

// Raised by the engine where the game cannot be solved as stated (a cycle in a scoring game, sum_moves in a loopy
// one, a range the position type has no room for).
struct GameError : std::runtime_error {
    explicit GameError(const std::string& what) : std::runtime_error(what) {}
};

// The options of sum_moves, kept flat: each push_back is one option, its parts side by side. The arrays grow by
// hand and are never shrunk, so that a push_back is two stores and a comparison, inlined (vector::push_back was not,
// and vector::insert's memmove of two parts cost more than the whole mex of Lasker's table).
template <class Position>
class SumList {
public:
    void push_back(std::initializer_list<Position> parts) {
        for (const Position& part : parts) add_part(part);
        end_option();
    }
    void push_back(const std::vector<Position>& parts) {
        for (const Position& part : parts) add_part(part);
        end_option();
    }
    std::size_t size() const { return options_; }
    bool empty() const { return options_ == 0; }
    void clear() { parts_used_ = 0, options_ = 0; }
    // Option i's parts: [begin(i), end(i)).
    const Position* begin(std::size_t i) const { return parts_.data() + (i == 0 ? 0 : ends_[i - 1]); }
    const Position* end(std::size_t i) const { return parts_.data() + ends_[i]; }

private:
    void add_part(const Position& part) {
        if (parts_used_ == parts_.size()) parts_.resize(2 * parts_.size() + 16);
        parts_[parts_used_++] = part;
    }
    void end_option() {
        if (options_ == ends_.size()) ends_.resize(2 * ends_.size() + 16);
        ends_[options_++] = parts_used_;
    }
    std::vector<Position> parts_;
    std::vector<std::size_t> ends_;
    std::size_t parts_used_ = 0, options_ = 0;
};

// The game behind the workbench's main: positions are ids, interned on first sight.
class Workbench {
public:
    virtual ~Workbench() {}
    virtual Kind kind() = 0;                    // may turn grundy -> outcome once a cycle is met
    virtual bool partizan() const = 0;
    virtual int dimension() const = 0;          // 1: an integral Position, 2: a pair of integers, 0: other
    virtual bool has_own_list() const = 0;
    // The range's positions in order (a box row by row); must come before any other position is seen.
    virtual std::vector<std::size_t> tabulate(const Range& range) = 0;
    virtual bool read(const std::string& text, std::size_t& id, ReadError& error) = 0;
    virtual std::string show(std::size_t id) = 0;
    virtual Solution solution(std::size_t id) = 0;  // solves what it needs
    virtual std::vector<Option> options(std::size_t id, Side side) = 0;
    virtual std::string name() const = 0;
};

// The workbench's main() takes its game from here (GAMESUITE_WORKBENCH defines it in the user's file).
Workbench& workbench_game();

namespace detail {

template <class T, class = void>
struct IsIntegralPair : std::false_type {};
template <class A, class B>
struct IsIntegralPair<std::pair<A, B>, void>
    : std::integral_constant<bool, std::is_integral<A>::value && std::is_integral<B>::value> {};

template <class T>
struct IsIntegralVector : std::false_type {};
template <class A>
struct IsIntegralVector<std::vector<A>> : std::is_integral<A> {};

// An integer of type T read from text[at...]: optional '-' where T is signed, decimal digits, no overflow.
template <class T>
bool read_integer(const std::string& text, std::size_t& at, T& value, ReadError& error) {
    const bool negative = std::is_signed<T>::value && at < text.size() && text[at] == '-';
    const std::size_t start = at;
    if (negative) ++at;
    typedef typename std::make_unsigned<T>::type Unsigned;
    const Unsigned limit = static_cast<Unsigned>(std::numeric_limits<T>::max()) + (negative ? 1u : 0u);
    Unsigned magnitude = 0;
    const std::size_t digits_from = at;
    for (; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at) {
        const Unsigned digit = static_cast<Unsigned>(text[at] - '0');
        if (magnitude > (limit - digit) / 10) {
            error.column = start + 1;
            error.expected = "an integer from " + std::to_string(std::numeric_limits<T>::min()) + " to " +
                             std::to_string(std::numeric_limits<T>::max());
            return false;
        }
        magnitude = static_cast<Unsigned>(magnitude * 10 + digit);
    }
    if (at == digits_from) {
        error.column = at + 1;
        error.expected = std::is_signed<T>::value ? "an integer" : "a whole number from 0";
        return false;
    }
    value = negative ? static_cast<T>(0 - magnitude) : static_cast<T>(magnitude);
    return true;
}

inline bool expected(std::size_t at, ReadError& error, const char* what) {
    error.column = at + 1;
    error.expected = what;
    return false;
}
inline bool at_end(const std::string& text, std::size_t at, ReadError& error, const char* what) {
    return at == text.size() || expected(at, error, what);
}

// The default writers and readers of a position (game.hpp's opening comment lists them).
template <class P>
std::string default_show(const P& p) {
    if constexpr (std::is_integral<P>::value) {
        return std::to_string(p);
    } else if constexpr (IsIntegralPair<P>::value) {
        return std::to_string(p.first) + "," + std::to_string(p.second);
    } else if constexpr (IsIntegralVector<P>::value) {
        std::string text;
        for (const auto& x : p) text += (text.empty() ? "" : ",") + std::to_string(x);
        return p.empty() ? "{}" : text;
    } else {
        static_assert(std::is_same<P, std::string>::value,
                      "the workbench writes integers, pairs and vectors of integers and strings by itself: for any "
                      "other Position, give the game std::string show(const Position&) const");
        return p;
    }
}

template <class P>
bool default_read(const std::string& text, P& p, ReadError& error) {
    std::size_t at = 0;
    if constexpr (std::is_integral<P>::value) {
        return read_integer(text, at, p, error) && at_end(text, at, error, "the line's end after the number");
    } else if constexpr (IsIntegralPair<P>::value) {
        if (!read_integer(text, at, p.first, error)) return false;
        if (!(at < text.size() && text[at] == ',')) return expected(at, error, "',' and a number");
        ++at;
        return read_integer(text, at, p.second, error) && at_end(text, at, error, "the line's end after a,b");
    } else if constexpr (IsIntegralVector<P>::value) {
        p.clear();
        if (text == "{}") return true;
        for (;;) {
            typename P::value_type x;
            if (!read_integer(text, at, x, error)) return false;
            p.push_back(x);
            if (at == text.size()) return true;
            if (text[at] != ',') return expected(at, error, "',' or the line's end");
            ++at;
        }
    } else {
        static_assert(std::is_same<P, std::string>::value,
                      "the workbench reads integers, pairs and vectors of integers and strings by itself: for any "
                      "other Position, give the game bool read(const std::string&, Position&) const");
        p = text;
        return true;
    }
}

// The members a game may state (game.hpp's opening comment).
template <class G, class = void>
struct HasMoves : std::false_type {};
template <class G>
struct HasMoves<G, std::void_t<decltype(std::declval<const G&>().moves(
                       std::declval<const typename G::Position&>(),
                       std::declval<std::vector<typename G::Position>&>()))>> : std::true_type {};
template <class G, class = void>
struct HasLeftMoves : std::false_type {};
template <class G>
struct HasLeftMoves<G, std::void_t<decltype(std::declval<const G&>().left_moves(
                           std::declval<const typename G::Position&>(),
                           std::declval<std::vector<typename G::Position>&>())),
                                  decltype(std::declval<const G&>().right_moves(
                           std::declval<const typename G::Position&>(),
                           std::declval<std::vector<typename G::Position>&>()))>> : std::true_type {};
template <class G, class = void>
struct HasNestedSums : std::false_type {};
template <class G>
struct HasNestedSums<G, std::void_t<decltype(std::declval<const G&>().sum_moves(
                            std::declval<const typename G::Position&>(),
                            std::declval<std::vector<std::vector<typename G::Position>>&>()))>> : std::true_type {};
template <class G, class = void>
struct HasFlatSums : std::false_type {};
template <class G>
struct HasFlatSums<G, std::void_t<decltype(std::declval<const G&>().sum_moves(
                          std::declval<const typename G::Position&>(),
                          std::declval<SumList<typename G::Position>&>()))>> : std::true_type {};
template <class G, class = void>
struct HasScore : std::false_type {};
template <class G>
struct HasScore<G, std::void_t<decltype(std::declval<const G&>().score(std::declval<const typename G::Position&>()))>>
    : std::true_type {};
template <class G, class = void>
struct HasShow : std::false_type {};
template <class G>
struct HasShow<G, std::void_t<decltype(std::declval<const G&>().show(std::declval<const typename G::Position&>()))>>
    : std::true_type {};
template <class G, class = void>
struct HasRead : std::false_type {};
template <class G>
struct HasRead<G, std::void_t<decltype(std::declval<const G&>().read(std::declval<const std::string&>(),
                                                                     std::declval<typename G::Position&>()))>>
    : std::true_type {};
template <class G, class = void>
struct HasPositions : std::false_type {};
template <class G>
struct HasPositions<G, std::void_t<decltype(std::declval<const G&>().positions())>> : std::true_type {};
template <class G, class = void>
struct DeclaredLoopy : std::false_type {};
template <class G>
struct DeclaredLoopy<G, std::void_t<decltype(G::loopy)>> : std::integral_constant<bool, G::loopy> {};

// The dense part of the id space: a line's 0 .. to as ids 0 .. to, a box's (a, b) as a * (columns + 1) + b; every
// other position gets the next id through a std::map. Bounds as unsigned ends, so that one comparison a coordinate
// also refuses negative ones and an empty Dense refuses everything.
struct Dense {
    unsigned long long end_a = 0, end_b = 0;  // a < end_a (and b < end_b)
    std::size_t width = 1;                      // a box's row length
    std::size_t count = 0;
};

template <class P>
struct DenseIndex {
    static Dense of(const Range& range) {
        Dense dense;
        if (std::is_integral<P>::value && range.shape == Range::line) {
            dense.end_a = static_cast<unsigned long long>(range.to) + 1;
            dense.count = static_cast<std::size_t>(dense.end_a);
        } else if (IsIntegralPair<P>::value && range.shape == Range::box) {
            dense.end_a = static_cast<unsigned long long>(range.rows) + 1;
            dense.end_b = static_cast<unsigned long long>(range.columns) + 1;
            dense.width = static_cast<std::size_t>(dense.end_b);
            dense.count = static_cast<std::size_t>(dense.end_a * dense.end_b);
        }
        return dense;
    }
    static bool id_of(const P& p, const Dense& dense, std::size_t& id) {
        if constexpr (std::is_integral<P>::value) {
            const unsigned long long n = static_cast<unsigned long long>(static_cast<long long>(p));
            if (n >= dense.end_a) return false;
            id = static_cast<std::size_t>(n);
            return true;
        } else if constexpr (IsIntegralPair<P>::value) {
            const unsigned long long a = static_cast<unsigned long long>(static_cast<long long>(p.first));
            const unsigned long long b = static_cast<unsigned long long>(static_cast<long long>(p.second));
            if (a >= dense.end_a || b >= dense.end_b) return false;
            id = static_cast<std::size_t>(a) * dense.width + static_cast<std::size_t>(b);
            return true;
        } else {
            (void)p, (void)dense, (void)id;
            return false;
        }
    }
    static P at(std::size_t id, const Dense& dense) {
        if constexpr (std::is_integral<P>::value) {
            (void)dense;
            return static_cast<P>(id);
        } else if constexpr (IsIntegralPair<P>::value) {
            return P(static_cast<typename P::first_type>(id / dense.width),
                     static_cast<typename P::second_type>(id % dense.width));
        } else {
            (void)id, (void)dense;
            return P();
        }
    }
};

// The mex of one position's options, taken as they come: each option's value marked in `seen` (values below
// `capacity` only), `failed` once an option is not dense or not yet known (the search then takes over).
template <class P>
struct MexMarks {
    Dense dense;
    const std::uint32_t* value;  // 32 bits: half the cache of 64 (Wythoff's columns and diagonals stride through it)
    unsigned* seen;
    unsigned stamp;
    std::uint64_t capacity;
    bool failed = false;

    static constexpr std::uint32_t unknown = ~static_cast<std::uint32_t>(0);
    // The value of q, or unknown (and failed).
    std::uint64_t value_of(const P& q) {
        std::size_t id = 0;
        if (!DenseIndex<P>::id_of(q, dense, id) || value[id] == unknown) {
            failed = true;
            return unknown;
        }
        return value[id];
    }
    void mark(std::uint64_t v) {
        if (v < capacity) seen[v] = stamp;
    }
    // mark(value_of(q)), with the test for an unknown value behind the capacity's (unknown is past any capacity):
    // one comparison less an option on the hot path.
    void mark_position(const P& q) {
        std::size_t id = 0;
        if (!DenseIndex<P>::id_of(q, dense, id)) {
            failed = true;
            return;
        }
        const std::uint32_t v = value[id];
        if (v < capacity)
            seen[v] = stamp;
        else if (v == unknown)
            failed = true;
    }
    template <class Iterator>
    void mark_sum(Iterator first, Iterator last) {
        std::uint64_t sum = 0;
        for (; first != last; ++first) sum ^= value_of(*first);
        if (failed) return;
        mark(sum);
    }
};

// What a game's templated moves(p, out) and sum_moves(p, out) get from the table's fast path: each push_back goes
// straight into the mex, with nothing stored (a move list written into a vector and read back cost Lasker's table 5
// times a hand-written loop's time).
template <class P>
struct MoveStream {
    MexMarks<P>* marks;
    void push_back(const P& q) { marks->mark_position(q); }
    template <class... Args>
    void emplace_back(Args&&... args) {
        push_back(P(std::forward<Args>(args)...));
    }
};
template <class P>
struct SumStream {
    MexMarks<P>* marks;
    void push_back(std::initializer_list<P> parts) { marks->mark_sum(parts.begin(), parts.end()); }
    void push_back(const std::vector<P>& parts) { marks->mark_sum(parts.begin(), parts.end()); }
};

template <class G, class = void>
struct HasStreamedMoves : std::false_type {};
template <class G>
struct HasStreamedMoves<G, std::void_t<decltype(std::declval<const G&>().moves(
                               std::declval<const typename G::Position&>(),
                               std::declval<MoveStream<typename G::Position>&>()))>> : std::true_type {};
template <class G, class = void>
struct HasStreamedSums : std::false_type {};
template <class G>
struct HasStreamedSums<G, std::void_t<decltype(std::declval<const G&>().sum_moves(
                              std::declval<const typename G::Position&>(),
                              std::declval<SumStream<typename G::Position>&>()))>> : std::true_type {};

}  // namespace detail

// The engine for one Game, every kind.
template <class Game>
class Engine : public Workbench {
public:
    typedef typename Game::Position Position;
    static constexpr bool is_partizan = detail::HasLeftMoves<Game>::value;
    static constexpr bool has_sums = detail::HasNestedSums<Game>::value || detail::HasFlatSums<Game>::value;
    static constexpr bool has_score = detail::HasScore<Game>::value;
    static_assert(is_partizan || detail::HasMoves<Game>::value || has_sums,
                  "a game states moves(p, out), or left_moves and right_moves, or sum_moves");
    static_assert(!(is_partizan && (has_sums || has_score)),
                  "sum_moves and score are for impartial games: a partizan game states left_moves and right_moves");
    static_assert(!(has_score && has_sums), "a scoring game is not a sum: no sum_moves with score");

    explicit Engine(const char* name) : name_(name) {
        kind_ = is_partizan ? Kind::partizan
                : has_score ? Kind::score
                : detail::DeclaredLoopy<Game>::value ? Kind::outcome : Kind::grundy;
    }

    Kind kind() override { return kind_; }
    bool partizan() const override { return is_partizan; }
    int dimension() const override {
        return std::is_integral<Position>::value ? 1 : detail::IsIntegralPair<Position>::value ? 2 : 0;
    }
    bool has_own_list() const override { return detail::HasPositions<Game>::value; }
    std::string name() const override { return name_; }

    std::vector<std::size_t> tabulate(const Range& range) override {
        std::vector<std::size_t> ids;
        if (range.shape == Range::own_list) {
            if constexpr (detail::HasPositions<Game>::value) {
                for (const Position& p : game_.positions()) ids.push_back(intern(p));
            }
        } else {
            if (range.shape == Range::line && dimension() != 1)
                throw GameError("--to N tabulates an integral Position: this game's is not (give --box or the "
                                "file's positions())");
            if (range.shape == Range::box && dimension() != 2)
                throw GameError("--box A,B tabulates a Position that is a pair of integers: this game's is not");
            dense_ = detail::DenseIndex<Position>::of(range);
            dense_count_ = dense_.count;
            grow(dense_count_);
            ids.reserve(dense_count_);
            for (std::size_t id = 0; id < dense_count_; ++id) ids.push_back(id);
        }
        // The dense ids are all roots; only the others are listed (10^6 of them copied were a tenth of a loopy table).
        if (range.shape == Range::own_list) roots_.insert(roots_.end(), ids.begin(), ids.end());
        if (kind_ == Kind::grundy || kind_ == Kind::score) {
            // In order: a heap's options are mostly smaller heaps, known already. A cycle solves the whole graph.
            for (std::size_t i = 0; i < ids.size() && (kind_ == Kind::grundy || kind_ == Kind::score); ++i)
                solve_by_search(ids[i]);
        } else {
            solve_graph();
        }
        return ids;
    }

    bool read(const std::string& text, std::size_t& id, ReadError& error) override {
        Position p;
        if constexpr (detail::HasRead<Game>::value) {
            if (!game_.read(text, p)) {
                error.column = 1;
                error.expected = "a position as the game's read() takes it";
                return false;
            }
        } else if (!detail::default_read(text, p, error)) {
            return false;
        }
        id = intern(p);
        return true;
    }

    std::string show(std::size_t id) override { return show_position(position(id)); }

    Solution solution(std::size_t id) override {
        ensure_solved(id);
        Solution s;
        if (kind_ == Kind::grundy) {
            s.grundy = value_[id];
        } else if (kind_ == Kind::score) {
            s.score = score_[id];
        } else if (kind_ == Kind::outcome) {
            s.first = letter_of(result_.outcome[id]);
            s.remoteness = result_.remoteness[id];
            s.letter = s.first == 'W' ? 'N' : s.first == 'L' ? 'P' : 'D';
        } else {
            s.first = letter_of(result_.outcome[2 * id]);
            s.remoteness = result_.remoteness[2 * id];
            s.right_first = letter_of(result_.outcome[2 * id + 1]);
            s.right_remoteness = result_.remoteness[2 * id + 1];
            const char l = s.first, r = s.right_first;
            s.letter = l == 'D' || r == 'D' ? 'D'
                       : l == 'W' && r == 'W' ? 'N'
                       : l == 'L' && r == 'L' ? 'P'
                       : l == 'W' ? 'L' : 'R';
        }
        return s;
    }

    std::vector<Option> options(std::size_t id, Side side) override {
        ensure_solved(id);
        std::vector<Option> list;
        std::vector<Position> out;
        const Position p = position(id);
        if constexpr (is_partizan) {
            if (side == Side::right)
                game_.right_moves(p, out);
            else
                game_.left_moves(p, out);
        } else {
            (void)side;
            if constexpr (detail::HasMoves<Game>::value) game_.moves(p, out);
        }
        for (const Position& q : out) {
            Option option;
            option.parts.push_back(intern(q));
            option.text = show_position(q);
            list.push_back(option);
        }
        collect_sums(p);
        for (std::size_t i = 0; i < sum_list_.size(); ++i) {
            Option option;
            for (const Position* q = sum_list_.begin(i); q != sum_list_.end(i); ++q) {
                option.parts.push_back(intern(*q));
                option.text += (option.text.empty() ? "" : "+") + show_position(*q);
            }
            if (option.parts.empty()) option.text = "{}";  // nothing left: the game is over for the opponent
            list.push_back(option);
        }
        for (Option& option : list)
            if (kind_ == Kind::grundy)
                for (std::size_t part : option.parts) option.grundy ^= solution(part).grundy;
            else
                for (std::size_t part : option.parts) ensure_solved(part);
        return list;
    }

private:
    static char letter_of(unsigned char outcome) {
        return outcome == gamecore::WIN ? 'W' : outcome == gamecore::LOSS ? 'L' : 'D';
    }

    std::string show_position(const Position& p) const {
        if constexpr (detail::HasShow<Game>::value)
            return game_.show(p);
        else
            return detail::default_show(p);
    }

    Position position(std::size_t id) const {
        return id < dense_count_ ? detail::DenseIndex<Position>::at(id, dense_) : sparse_[id - dense_count_];
    }

    std::size_t intern(const Position& p) {
        std::size_t id = 0;
        if (detail::DenseIndex<Position>::id_of(p, dense_, id)) return id;
        typename std::map<Position, std::size_t>::const_iterator known = ids_.find(p);
        if (known != ids_.end()) return known->second;
        id = dense_count_ + sparse_.size();
        ids_.insert(std::make_pair(p, id));
        sparse_.push_back(p);
        grow(id + 1);
        return id;
    }

    void grow(std::size_t count) {
        if (state_.size() >= count) return;
        state_.resize(count, unseen);
        if (kind_ == Kind::grundy) value_.resize(count, unknown);
        if (kind_ == Kind::score) score_.resize(count, 0);
    }

    void ensure_solved(std::size_t id) {
        if (kind_ == Kind::grundy || kind_ == Kind::score) {
            solve_by_search(id);
        } else if (state_[id] != done) {  // a position past the solved graph: solve again with it
            roots_.push_back(id);
            solve_graph();
        }
    }

    // The options of p as ids: the plain ones into `plain`, each sum's parts into `parts` with `ends` after each sum.
    void expand(std::size_t id, std::vector<std::size_t>& plain, std::vector<std::size_t>& parts,
                std::vector<std::size_t>& ends) {
        moves_out_.clear();
        const Position p = position(id);
        if constexpr (detail::HasMoves<Game>::value && !is_partizan) game_.moves(p, moves_out_);
        for (const Position& q : moves_out_) plain.push_back(intern(q));
        collect_sums(p);
        for (std::size_t i = 0; i < sum_list_.size(); ++i) {
            for (const Position* q = sum_list_.begin(i); q != sum_list_.end(i); ++q) parts.push_back(intern(*q));
            ends.push_back(parts.size());
        }
    }

    // sum_list_ := p's sum_moves, flat, whichever way the game writes them.
    void collect_sums(const Position& p) {
        sum_list_.clear();
        if constexpr (detail::HasFlatSums<Game>::value) {
            game_.sum_moves(p, sum_list_);
        } else if constexpr (has_sums) {
            sums_out_.clear();
            game_.sum_moves(p, sums_out_);
            for (const std::vector<Position>& sum : sums_out_) sum_list_.push_back(sum);
        } else {
            (void)p;
        }
    }

    // The common case of a table in order, Grundy values: every option already known, and dense. The mex is then
    // taken as the game lists the options (streamed where its moves and sum_moves are templates), with no frame and
    // no arena, on a stamp buffer of its own (gamecore::MexBuffer keeps its count in memory: a quarter of Wythoff's
    // table went to that); false, and nothing changed, otherwise.
    bool solve_directly(std::size_t id) {
        if (kind_ != Kind::grundy) return false;
        if (seen_.empty()) seen_.assign(17, 0);  // room for 16 values and the sentinel
        if (++stamp_ == 0) {  // wrapped around after 2^32 positions: clear once
            seen_.assign(seen_.size(), 0);
            stamp_ = 1;
        }
        detail::MexMarks<Position> marks;
        marks.dense = dense_;
        marks.value = value_.data();
        marks.seen = seen_.data();
        marks.stamp = stamp_;
        marks.capacity = seen_.size() - 1;  // the last stamp is never set: the scan's sentinel
        const Position p = position(id);
        if constexpr (detail::HasStreamedMoves<Game>::value) {
            detail::MoveStream<Position> stream = {&marks};
            game_.moves(p, stream);
        } else if constexpr (detail::HasMoves<Game>::value && !is_partizan) {
            moves_out_.clear();
            game_.moves(p, moves_out_);
            for (const Position& q : moves_out_) marks.mark_position(q);
        }
        if constexpr (detail::HasStreamedSums<Game>::value) {
            detail::SumStream<Position> stream = {&marks};
            game_.sum_moves(p, stream);
        } else if constexpr (detail::HasFlatSums<Game>::value) {
            collect_sums(p);
            for (std::size_t i = 0; i < sum_list_.size(); ++i) marks.mark_sum(sum_list_.begin(i), sum_list_.end(i));
        } else if constexpr (has_sums) {  // the vectors as the game wrote them, not copied flat first
            sums_out_.clear();
            game_.sum_moves(p, sums_out_);
            for (const std::vector<Position>& sum : sums_out_) marks.mark_sum(sum.begin(), sum.end());
        }
        if (marks.failed) return false;
        std::uint64_t mex = 0;
        while (seen_[mex] == stamp_) ++mex;
        if (mex == marks.capacity) {  // every stamp taken: the mex may lie past them, so again with more
            seen_.assign(2 * seen_.size() + 16, 0);
            return solve_directly(id);
        }
        value_[id] = static_cast<std::uint32_t>(mex);
        state_[id] = done;
        return true;
    }

    // Grundy values or negamax scores by a depth-first search with its own stack (a table of 10^6 heaps does not
    // overflow the machine's): a frame's options wait on the arena while their values are found. An option met
    // again while it is still on the stack is a cycle: Grundy values give way to retrograde analysis, a scoring
    // game is refused.
    struct Frame {
        std::size_t id, plain_begin, parts_begin, ends_begin, next;
    };

    void solve_by_search(std::size_t root) {
        if (state_[root] == done || solve_directly(root)) return;
        plain_.clear(), parts_.clear(), ends_.clear();
        std::vector<Frame> stack;
        auto push = [&](std::size_t id) {
            Frame frame = {id, plain_.size(), parts_.size(), ends_.size(), 0};
            state_[id] = on_stack;
            expand(id, plain_, parts_, ends_);
            stack.push_back(frame);
        };
        push(root);
        while (!stack.empty()) {
            Frame& frame = stack.back();
            const std::size_t plain_count = plain_.size() - frame.plain_begin;
            const std::size_t child_count = plain_count + parts_.size() - frame.parts_begin;
            bool descended = false;
            while (frame.next < child_count) {
                const std::size_t child = frame.next < plain_count ? plain_[frame.plain_begin + frame.next]
                                                                   : parts_[frame.parts_begin + frame.next - plain_count];
                ++frame.next;
                if (state_[child] == done) continue;
                if (state_[child] == on_stack) {
                    found_cycle(root, child);
                    return;
                }
                push(child);  // `frame` is not used past here: push may move the stack
                descended = true;
                break;
            }
            if (descended) continue;
            finish(stack.back());
            const Frame finished = stack.back();
            stack.pop_back();
            plain_.resize(finished.plain_begin), parts_.resize(finished.parts_begin), ends_.resize(finished.ends_begin);
        }
    }

    void finish(const Frame& frame) {
        const std::size_t plain_count = plain_.size() - frame.plain_begin;
        const std::size_t sum_count = ends_.size() - frame.ends_begin;
        if (kind_ == Kind::score) {
            bool any = false;
            long long best = 0;
            for (std::size_t i = 0; i < plain_count; ++i) {
                const long long v = -score_[plain_[frame.plain_begin + i]];
                if (!any || v > best) best = v;
                any = true;
            }
            if constexpr (has_score)
                if (!any) best = game_.score(position(frame.id));
            score_[frame.id] = best;
        } else {
            mex_.begin(plain_count + sum_count);
            for (std::size_t i = 0; i < plain_count; ++i) mex_.add(static_cast<std::size_t>(value_[plain_[frame.plain_begin + i]]));
            std::size_t from = frame.parts_begin;
            for (std::size_t s = 0; s < sum_count; ++s) {
                std::uint64_t sum = 0;
                const std::size_t end = ends_[frame.ends_begin + s];
                for (; from < end; ++from) sum ^= value_[parts_[from]];
                mex_.add(static_cast<std::size_t>(sum));
            }
            value_[frame.id] = static_cast<std::uint32_t>(mex_.mex());
        }
        state_[frame.id] = done;
    }

    // Every position found so far is solved again, as a graph, from the roots and the search's own root.
    void found_cycle(std::size_t root, std::size_t id) {
        if (kind_ == Kind::score)
            throw GameError("position " + show(id) + " can repeat: a scoring game must end (no cycles)");
        if (has_sums)
            throw GameError("position " + show(id) + " can repeat, and a sum of loopy games has no Grundy value: "
                            "sum_moves is for games that end");
        kind_ = Kind::outcome;
        value_.clear();
        state_.assign(state_.size(), unseen);
        children_.clear(), child_begin_.clear(), child_count_.clear();
        roots_.push_back(root);
        solve_graph();
    }

    // Retrograde analysis (gamecore/retrograde.hpp) over every position reachable from the roots: impartial, a node
    // a position; partizan, two nodes a position (2 id: Left to move, 2 id + 1: Right to move). Moves and parents are
    // flat arrays (a node's moves at child_begin_[node], child_count_[node] of them; parents by counting sort): a
    // vector of vectors a node made the loopy table to 10^6 18 times a hand-written retrograde loop's time.
    struct Graph {
        const Engine* engine;
        std::size_t position_count() const { return engine->child_count_.size(); }
        gamecore::Outcome primitive(std::size_t) const { return gamecore::UNDECIDED; }
        template <class Visit>
        void for_each_move(std::size_t p, Visit& visit) const {
            const std::uint32_t* child = engine->children_.data() + engine->child_begin_[p];
            for (std::uint32_t i = 0; i < engine->child_count_[p]; ++i) visit(child[i]);
        }
        template <class Visit>
        void for_each_parent(std::size_t q, Visit& visit) const {
            const std::uint32_t* parent = engine->parents_.data();
            for (std::uint32_t i = engine->parent_begin_[q]; i < engine->parent_begin_[q + 1]; ++i) visit(parent[i]);
        }
    };

    // Expands every position not yet expanded that the roots reach (a position is expanded once, whatever the
    // number of runs), then solves the whole graph again.
    void solve_graph() {
        const std::size_t nodes_per = is_partizan ? 2 : 1;
        if (children_.empty()) children_.reserve(3 * nodes_per * state_.size());
        child_count_.resize(nodes_per * state_.size(), 0), child_begin_.resize(nodes_per * state_.size(), 0);
        std::vector<std::size_t> pending(roots_.begin(), roots_.end());
        for (std::size_t next_dense = 0; next_dense < dense_count_ || !pending.empty();) {
            if (pending.empty()) pending.push_back(next_dense++);
            const std::size_t id = pending.back();
            pending.pop_back();
            if (state_[id] == done) continue;
            state_[id] = done;
            if (child_count_.size() < nodes_per * (id + 1)) {  // interned during this run: grow by doubling
                const std::size_t size = std::max(2 * child_count_.size(), nodes_per * (id + 1));
                child_count_.resize(size, 0), child_begin_.resize(size, 0);
            }
            const Position p = position(id);
            for (std::size_t side = 0; side < nodes_per; ++side) {
                moves_out_.clear();
                if constexpr (is_partizan) {
                    if (side == 0)
                        game_.left_moves(p, moves_out_);
                    else
                        game_.right_moves(p, moves_out_);
                } else if constexpr (detail::HasMoves<Game>::value) {
                    game_.moves(p, moves_out_);
                }
                collect_sums(p);
                if (!sum_list_.empty())
                    throw GameError("position " + show(id) + " is in a loopy game and has sum_moves: a sum of "
                                    "loopy games has no Grundy value");
                const std::size_t node = nodes_per * id + side;
                child_begin_[node] = static_cast<std::uint32_t>(children_.size());
                child_count_[node] = static_cast<std::uint32_t>(moves_out_.size());
                for (const Position& q : moves_out_) {
                    const std::size_t child = intern(q);
                    // The other player moves next.
                    children_.push_back(static_cast<std::uint32_t>(nodes_per * child + (nodes_per - 1 - side)));
                    if (state_[child] != done) pending.push_back(child);
                }
            }
        }
        const std::size_t count = nodes_per * state_.size();
        if (count > 0xFFFFFFFFu || children_.size() > 0xFFFFFFFFu)
            throw GameError("more than 2^32 positions or moves to solve: the graph's indices are 32 bits");
        child_count_.resize(count, 0), child_begin_.resize(count, 0);  // the doubling's spare room is no position
        parent_begin_.assign(count + 1, 0);
        for (std::uint32_t child : children_) ++parent_begin_[child + 1];
        for (std::size_t q = 0; q < count; ++q) parent_begin_[q + 1] += parent_begin_[q];
        parents_.resize(children_.size());
        std::vector<std::uint32_t> next(parent_begin_.begin(), parent_begin_.end() - 1);
        for (std::size_t p = 0; p < count; ++p)
            for (std::uint32_t i = 0; i < child_count_[p]; ++i)
                parents_[next[children_[child_begin_[p] + i]]++] = static_cast<std::uint32_t>(p);
        Graph graph = {this};
        gamecore::solve_retrograde(graph, result_);
    }

    enum State : unsigned char { unseen = 0, on_stack = 1, done = 2 };
    static constexpr std::uint32_t unknown = detail::MexMarks<Position>::unknown;  // a value_ not yet found

    Game game_;
    const char* name_;
    Kind kind_;
    detail::Dense dense_;
    std::size_t dense_count_ = 0;
    std::vector<Position> sparse_;
    std::map<Position, std::size_t> ids_;
    std::vector<unsigned char> state_;
    std::vector<std::uint32_t> value_;  // Grundy values: a mex is at most the options' count, below 2^32
    std::vector<long long> score_;
    std::vector<std::size_t> roots_;
    // The search's arena and reused buffers.
    std::vector<std::size_t> plain_, parts_, ends_;
    std::vector<Position> moves_out_;
    std::vector<std::vector<Position>> sums_out_;
    SumList<Position> sum_list_;
    gamecore::MexBuffer mex_;
    std::vector<unsigned> seen_;  // solve_directly's stamps
    unsigned stamp_ = 0;
    // The graph of the retrograde analysis.
    std::vector<std::uint32_t> children_, parents_, child_begin_, parent_begin_, child_count_;
    gamecore::RetrogradeResult result_;
};

}  // namespace workbench
}  // namespace gamesuite

#ifndef GAMESUITE_GAME_NAME
#define GAMESUITE_GAME_NAME "game"
#endif

// The game's type, for the workbench's main: one line after the game's struct.
#define GAMESUITE_WORKBENCH(GameType)                                         \
    gamesuite::workbench::Workbench& gamesuite::workbench::workbench_game() { \
        static gamesuite::workbench::Engine<GameType> engine(GAMESUITE_GAME_NAME); \
        return engine;                                                        \
    }

#endif

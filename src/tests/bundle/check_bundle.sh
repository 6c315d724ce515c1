#!/usr/bin/env bash
# check_bundle.sh <problem>: ctest's bundle-<problem>. Generates the problem's judge bundle with
# scripts/bundle into an empty temporary directory, where no project header is visible, compiles it
# there in every dialect its judge needs (POJ: gnu++98; Luogu and TopCoder: gnu++98 and C++17; always
# -O2 -Wall -Wextra -Werror), and runs the problem's testdata through each binary with scripts/judge.
# A TopCoder bundle has no main: it must compile alone (-c, no main symbol), then runs through
# the problem's topcoder-driver.cpp. The compiler is g++, or $GAMESUITE_JUDGE_CXX. A problem with a checker
# passes it as the second argument: the outputs are then judged by it.
set -eu
problem=${1:?usage: check_bundle.sh <problem> [checker]}
checker_args=()
[ $# -lt 2 ] || checker_args=(--checker "$2")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
cxx=${GAMESUITE_JUDGE_CXX:-g++}
unset CPATH CPLUS_INCLUDE_PATH C_INCLUDE_PATH  # nothing may add include directories

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

facts=$("$repo/scripts/bundle" --describe "$problem")
standards=$(sed -n 's/^standards=//p' <<<"$facts")
has_main=$(sed -n 's/^main=//p' <<<"$facts")
"$repo/scripts/bundle" "$problem" -o "$work/submission.cpp"
cd "$work"

for std in $standards; do
    flags=(-std="$std" -O2 -Wall -Wextra -Werror)
    binary=$work/$problem-$std
    echo "== $problem: $cxx ${flags[*]} submission.cpp"
    if [ "$has_main" = yes ]; then
        "$cxx" "${flags[@]}" submission.cpp -o "$binary"
    else
        "$cxx" "${flags[@]}" -c submission.cpp -o submission.o
        if nm -C submission.o | grep -Eq ' T main$'; then
            echo "check_bundle: the $problem bundle defines main; its judge calls a class instead" >&2
            exit 1
        fi
        cp "$repo/problems/$problem/topcoder-driver.cpp" driver.cpp
        "$cxx" "${flags[@]}" driver.cpp -o "$binary"
    fi
    python3 "$repo/scripts/judge" "$problem" --quiet --cmd "$binary" "${checker_args[@]}"
done

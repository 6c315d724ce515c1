#!/usr/bin/env bash
# check_bundle.sh <problem> <standard>... [--checker PROGRAM | --interactor PROGRAM]: ctest's bundle-<problem>.
# Generates the problem's judge bundle with scripts/bundle into an empty temporary directory, where no project header is visible, compiles
# it there in each standard given (the build already made its gnu++98 <problem>-judge98 from the same file; always
# -O2 -Wall -Wextra -Werror), and runs the problem's testdata within the judge's limits through each binary.
# A TopCoder bundle has no main: it must compile alone (-c, no main symbol), then runs through
# the problem's topcoder-driver.cpp. The compiler is g++, or $GAMESUITE_JUDGE_CXX. With --checker the outputs are
# judged by that checker; with --interactor each binary plays the interactive problem's tests against it.
set -eu
usage="usage: check_bundle.sh <problem> <standard>... [--checker PROGRAM | --interactor PROGRAM]"
problem=${1:?$usage}
shift
standards=() checker_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --checker|--interactor) checker_args=("$1" "${2:?$usage}"); shift 2 ;;
        *) standards+=("$1"); shift ;;
    esac
done
[ ${#standards[@]} -gt 0 ] || { echo "$usage" >&2; exit 2; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
cxx=${GAMESUITE_JUDGE_CXX:-g++}
unset CPATH CPLUS_INCLUDE_PATH C_INCLUDE_PATH  # nothing may add include directories

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

facts=$("$repo/scripts/bundle" --describe "$problem")
has_main=$(sed -n 's/^main=//p' <<<"$facts")
"$repo/scripts/bundle" "$problem" -o "$work/submission.cpp"
cd "$work"

for std in "${standards[@]}"; do
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
    # The cases past the judge's limits ran through <problem>-judge98, built from this file, in <problem>-processes.
    python3 "$repo/scripts/judge" "$problem" --quiet --judge-limits-only --cmd "$binary" "${checker_args[@]}"
done

#!/usr/bin/env bash
# ctest house-incomplete-problem: a problem folder missing a required file must stop `cmake` with a message
# naming that file, never be skipped. Copies the build files and one problem into a temporary tree, removes
# one file at a time, configures, and expects the error. Needs only cmake and a compiler.
set -eu
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# check_missing <what to remove> <message expected>
check_missing() {
    local tree="$work/tree" log="$work/log"
    rm -rf "$tree" && mkdir -p "$tree/problems" "$tree/testdata"
    cp -r "$repo/CMakeLists.txt" "$repo/src" "$repo/scripts" "$tree/"
    cp -r "$repo/problems/poj1067" "$tree/problems/"
    cp -r "$repo/testdata/poj1067" "$tree/testdata/"
    rm -rf "$tree"/$1  # unquoted: $1 may be a glob
    if cmake -S "$tree" -B "$tree/build" -G Ninja >"$log" 2>&1; then
        echo "FAIL: configure succeeded without $1"
        exit 1
    fi
    if ! grep -qF "$2" "$log"; then
        echo "FAIL: without $1 the configure error does not say '$2':"
        cat "$log"
        exit 1
    fi
    echo "ok: without $1, cmake stops: $2"
}

check_missing problems/poj1067/tests.cpp "problems/poj1067/tests.cpp is missing"
check_missing problems/poj1067/reference.hpp "problems/poj1067/reference.hpp is missing"
check_missing "problems/poj1067/wrong-*.cpp" "problems/poj1067/wrong-<what>.cpp is missing"
check_missing "testdata/poj1067" "testdata/poj1067/ has no .in files"

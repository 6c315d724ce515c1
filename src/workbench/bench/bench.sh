#!/usr/bin/env bash
# The workbench's speed against plain loops (a measurement, no test): for each benchmarked example, the CPU time
# (user + system, best of 5) of the table by `scripts/explore EXAMPLE --table-only` (its executable, run directly)
# and by a C++ loop written for that game alone (<game>_loop.cpp, same size, same output, compared byte for byte).
# O(the tables). Usage: src/workbench/bench/bench.sh [runs, default 5].
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../../.." && pwd)
runs=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# best <command...>: the least CPU seconds of `runs` runs, output dropped.
best() {
    local least="" seconds i
    for ((i = 0; i < runs; i++)); do
        seconds=$( { /usr/bin/time -f "%U %S" "$@" >/dev/null; } 2>&1 | tail -n 1 | awk '{print $1 + $2}')
        least=$(awk -v a="$seconds" -v b="${least:-$seconds}" 'BEGIN { print (a < b) ? a : b }')
    done
    echo "$least"
}

printf '%-22s %-18s %10s %10s %7s\n' example size explore loop ratio
# example, size for the loop, the same size as explore's options
for row in "lasker 30000 --to 30000" "wythoff 800 --box 800,800" "loopy 1000000 --to 1000000" "ruler 1500 --to 1500"; do
    read -r name size option value <<<"$row"
    g++ -std=c++17 -O2 -static -o "$work/$name-loop" "$HERE/${name}_loop.cpp"
    executable=$("$REPO/scripts/explore" --executable "$REPO/src/workbench/examples/$name.cpp")
    cmp -s <("$executable" "$option" "$value" --table-only) <("$work/$name-loop" "$size") ||
        { echo "bench: $name: the loop's table is not explore's" >&2; exit 1; }
    engine=$(best "$executable" "$option" "$value" --table-only)
    loop=$(best "$work/$name-loop" "$size")
    printf '%-22s %-18s %9ss %9ss %6sx\n' "$name" "$option $value" "$engine" "$loop" \
        "$(awk -v a="$engine" -v b="$loop" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 0.005) }')"
done

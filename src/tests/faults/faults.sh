#!/usr/bin/env bash
# faults.sh <problem> <program> [--cli]: ctest <problem>-faults (and -judge98): the solver when its environment
# misbehaves, on real pipes and devices. Every case must pass:
#   - stdout on a full device: one line "<problem>: cannot write output: No space left on device", exit 3;
#   - stderr on a full device with bad input: exit 1 all the same (no abort);
#   - a reader that goes away with SIGPIPE ignored: the solver stops (exit 3) instead of reading on forever
#     (the input is the sample over and over; a format that ends by itself may instead stop there: exit 0 where
#     it has a terminator, exit 1 where the repeated sample is trailing data after the declared cases);
#   - answers while the writer is still open: the sample's whole answer appears before the input ends;
#   - testdata/<problem>/stops-at-terminator.in, where it exists, ends the input by the format's own means: the
#     solver must answer it and exit while the writer is still open;
#   - stdin a directory, or closed: "cannot read input: ...", exit 3;
#   - a 20 MB token after the sample's first line: exit 1, and memory grows by less than 8 MB for it.
# With --cli also: an unknown option is "<problem>: ... (--help lists the options)" with exit 2, and --help to a
# full stdout is exit 3.
set -u
problem=${1:?usage: faults.sh <problem> <program> [--cli]}
program=${2:?usage: faults.sh <problem> <program> [--cli]}
cli=${3:-}
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
sample="$repo/testdata/$problem/sample-1.in"
expected="$repo/testdata/$problem/sample-1.out"
work=$(mktemp -d)
trap 'rm -rf "$work"; kill $(jobs -p) 2>/dev/null' EXIT
name=$(basename "$program")
failures=0 passed=0

check() {  # check <description> <condition...>
    local description=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
    else
        failures=$((failures + 1))
        echo "FAIL $problem ($name): $description"
    fi
}

# A full stdout.
"$program" <"$sample" >/dev/full 2>"$work/err"
status=$?
check "stdout on /dev/full: exit $status, stderr '$(head -c 200 "$work/err")'" \
    test $status -eq 3 -a "$(cat "$work/err")" = "$problem: cannot write output: No space left on device"

# A full stderr with bad input (every format opens with a number): the status still says it.
printf 'x\n' | "$program" >/dev/null 2>/dev/full
status=$?
check "bad input with stderr on /dev/full: exit $status, expected 1" test $status -eq 1

# The reader goes away while the input never ends; SIGPIPE is ignored, so only the write error can stop it.
(
    trap '' PIPE
    timeout 20 bash -c 'while cat "$1"; do :; done' _ "$sample" 2>/dev/null |
        { timeout 20 "$program" 2>"$work/pipe-err"; echo $? >"$work/pipe-status"; } | head -c 1 >/dev/null
)
status=$(cat "$work/pipe-status")
stopped() {
    [ "$status" -eq 3 ] && [ "$(cat "$work/pipe-err")" = "$problem: cannot write output: Broken pipe" ] && return 0
    # The format ended by itself: only a format with a terminator (it ships stops-at-terminator.in) may exit 0.
    [ "$status" -eq 0 ] && [ ! -s "$work/pipe-err" ] && [ -f "$repo/testdata/$problem/stops-at-terminator.in" ] &&
        return 0
    [ "$status" -eq 1 ] && grep -q "^$problem: line [0-9]*, column [0-9]*: expected " "$work/pipe-err"
}
check "reader gone, SIGPIPE ignored: exit $status (124 = still running after 20 s), stderr '$(head -c 200 "$work/pipe-err")'" \
    stopped

# hold_open <input> <fifo>: writes the input into the fifo, then keeps it open until killed (300 s at most, far
# beyond any wait below, so a slow machine cannot close the input early and let a solver that only answers at the
# end of input pass); its pid goes to `writer`.
hold_open() {
    (cat "$1"; exec sleep 300) >"$2" &
    writer=$!
}

# The sample through a pipe whose writer stays open: every answer must appear while it waits.
mkfifo "$work/live-fifo"
hold_open "$sample" "$work/live-fifo"
"$program" <"$work/live-fifo" >"$work/live" 2>/dev/null &
solver=$!
tr -d '\r' <"$expected" >"$work/want"
for _ in $(seq 100); do
    tr -d '\r' <"$work/live" >"$work/live.lf"
    cmp -s "$work/want" "$work/live.lf" && break
    sleep 0.1
done
check "answers while the input is still open: got '$(head -c 200 "$work/live" | tr '\n' '|')' after 100 waits" \
    cmp -s "$work/want" "$work/live.lf"
check "answers while the input is still open: the writer had already closed the pipe" kill -0 "$writer"
kill "$writer" "$solver" 2>/dev/null
wait "$writer" "$solver" 2>/dev/null

# A format that ends by itself ends the run, whatever the writer does next.
terminated="$repo/testdata/$problem/stops-at-terminator.in"
if [ -f "$terminated" ]; then
    mkfifo "$work/stop-fifo"
    hold_open "$terminated" "$work/stop-fifo"
    "$program" <"$work/stop-fifo" >"$work/stopped" 2>/dev/null &
    solver=$!
    for _ in $(seq 50); do
        kill -0 "$solver" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$solver" 2>/dev/null; then
        check "stops at its terminator: still running 50 waits after its input ended (the writer holds the pipe)" false
        kill "$solver"
    else
        wait "$solver"
        status=$?
        check "stops at its terminator: exit status $status, expected 0" test $status -eq 0
    fi
    tr -d '\r' <"${terminated%.in}.out" >"$work/want"
    check "stops at its terminator: the answers" cmp -s "$work/want" "$work/stopped"
    kill "$writer" 2>/dev/null
    wait "$writer" 2>/dev/null
fi

# stdin that cannot be read.
"$program" </ >/dev/null 2>"$work/err"
status=$?
check "stdin a directory: exit $status, stderr '$(head -c 200 "$work/err")'" \
    test $status -eq 3 -a "$(cat "$work/err")" = "$problem: cannot read input: Is a directory"
"$program" <&- >/dev/null 2>"$work/err"
status=$?
check "stdin closed: exit $status, stderr '$(head -c 200 "$work/err")'" \
    test $status -eq 3 -a "$(cat "$work/err")" = "$problem: cannot read input: Bad file descriptor"

# A huge token costs no memory: its message quotes a bounded prefix.
max_rss_kb() {  # max_rss_kb <input command>: the solver's peak resident set, in KiB, for that input
    bash -c "$1" | /usr/bin/time -f %M -o "$work/rss" "$program" >/dev/null 2>"$work/err"
    echo "${PIPESTATUS[1]}" >"$work/rss-status"
    tail -n 1 "$work/rss"
}
baseline=$(max_rss_kb "cat '$sample'")
huge=$(max_rss_kb "head -n 1 '$sample'; head -c 20000000 /dev/zero | tr '\\0' x")
status=$(cat "$work/rss-status")
check "a 20 MB token: exit $status, stderr '$(head -c 200 "$work/err")'" test $status -eq 1 -a "$(wc -c <"$work/err")" -lt 400
check "a 20 MB token: peak memory ${huge} KiB against ${baseline} KiB for the sample" test $((huge - baseline)) -lt 8192

if [ "$cli" = --cli ]; then
    "$program" --no-such-option <"$sample" >/dev/null 2>"$work/err"
    status=$?
    check "unknown option: exit $status, stderr '$(head -c 200 "$work/err")'" test $status -eq 2 -a \
        "$(cat "$work/err")" = "$problem: The following argument was not expected: --no-such-option (--help lists the options)"
    "$program" --help >/dev/full 2>"$work/err"
    status=$?
    check "--help to /dev/full: exit $status, stderr '$(head -c 200 "$work/err")'" \
        test $status -eq 3 -a "$(cat "$work/err")" = "$problem: cannot write output: No space left on device"
fi

echo "faults $problem ($name): $passed passed, $failures failed"
[ $failures -eq 0 ]

# Shared by the scripts: find the repository, install missing Debian packages, build.
# Source it; it defines REPO, BUILD_DIR, ensure_packages and build_suite.

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD_DIR=${GAMESUITE_BUILD_DIR:-$REPO/build}

# The Debian packages the build and the tests need.
GAMESUITE_PACKAGES=(cmake ninja-build g++ lld libcli11-dev libfmt-dev doctest-dev python3 time tmux)

# Installs whichever of the given packages are missing (apt-get, sudo when not root).
ensure_packages() {
    local missing=() package
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "installing missing packages: ${missing[*]}" >&2
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq >&2 &&
        DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# python3 started as the interpreter itself, not through a version manager's shim: pyenv's shim is a shell script
# that runs several more before it, 0.19 s of CPU a start against 0.02 s, and the tests and the build start python3
# some hundreds of times (the release ctest took 181 s of CPU with the shim first on PATH, 152 s without). Where
# python3 on PATH is a script, the interpreter it chooses (sys.executable) goes first on PATH for this script and
# everything it starts, as the only file of .cache/python/.
python_without_shim() {
    local found real
    found=$(command -v python3) || return 0
    [ "$(head -c 2 "$found" 2>/dev/null)" = "#!" ] || return 0
    real=$(python3 -c 'import sys; print(sys.executable)') && [ -x "$real" ] || return 0
    mkdir -p "$REPO/.cache/python" && ln -sfn "$real" "$REPO/.cache/python/python3" || return 0
    PATH="$REPO/.cache/python:$PATH"
    export PATH
}
python_without_shim

# The problem ids: one folder each under problems/.
problem_ids() {
    local dir
    for dir in "$REPO"/problems/*/; do basename "$dir"; done
}

# configure_suite <build dir> [extra cmake args...]: installs what is missing and configures once; extra args given
# to a build directory configured before are applied to its cache.
configure_suite() {
    local dir=$1
    shift
    ensure_packages "${GAMESUITE_PACKAGES[@]}" || return 1
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        cmake -S "$REPO" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGAMESUITE_WERROR=ON "$@" >&2 || return 1
    elif [ $# -gt 0 ]; then
        cmake "$dir" "$@" >/dev/null || return 1
    fi
}

# build_suite [build dir] [extra cmake args...]: configures (once) and builds every target.
build_suite() {
    local dir=${1:-$BUILD_DIR}
    shift || true
    configure_suite "$dir" "$@" || return 1
    cmake --build "$dir" -j "$(nproc)" >&2
}

# build_targets <build dir> <target>...: configures (once) and builds only the targets named.
build_targets() {
    local dir=$1
    shift
    configure_suite "$dir" || return 1
    cmake --build "$dir" -j "$(nproc)" --target "$@" >&2
}

# run_cpu_limited <seconds> <input> <output> <errors> <program> [args...]: runs the program under a
# CPU-time limit (SIGXCPU at the limit, SIGKILL a second later), so that a loaded machine slows it
# down without failing it. No extra process: the subshell is the fork bash needs anyway. Returns the
# program's exit status; bash's own "Killed" notice is silenced, the callers report it.
run_cpu_limited() {
    local seconds=$1 input=$2 output=$3 errors=$4
    shift 4
    { (ulimit -t $((seconds + 1)) && ulimit -S -t "$seconds" && exec "$@") <"$input" >"$output" 2>"$errors"; } 2>/dev/null
}

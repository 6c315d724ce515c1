# Shared by the scripts: find the repository, install missing Debian packages, build.
# Source it; it defines REPO, BUILD_DIR, ensure_packages and build_suite.

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD_DIR=${GAMESUITE_BUILD_DIR:-$REPO/build}

# The Debian packages the build and the tests need.
GAMESUITE_PACKAGES=(cmake ninja-build g++ libcli11-dev libfmt-dev doctest-dev python3)

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

# build_suite [build dir] [extra cmake args...]: configures (once) and builds every target.
build_suite() {
    local dir=${1:-$BUILD_DIR}
    shift || true
    ensure_packages "${GAMESUITE_PACKAGES[@]}" || return 1
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        cmake -S "$REPO" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGAMESUITE_WERROR=ON "$@" >&2 || return 1
    fi
    cmake --build "$dir" -j "$(nproc)" >&2
}

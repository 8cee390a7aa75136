#!/usr/bin/env bash
# Configures and builds one CMake preset (default: "default"). Usage: bash ci/build.sh [preset] [targets...]
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"
shift || true
jobs="${PEERAGE_JOBS:-$(nproc)}"
# ccache (CMakeLists.txt uses it when installed): paths under the source root hashed as relative paths and the
# working directory left out, so a fresh clone elsewhere hits the cache a session's builds filled.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
cmake --preset "$preset" >/dev/null
if (( $# )); then cmake --build --preset "$preset" -j "$jobs" --target "$@"
else cmake --build --preset "$preset" -j "$jobs"; fi

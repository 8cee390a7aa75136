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
# Sources compiled with a precompiled header (CMakeLists.txt: PEERAGE_PCH) are cached only with this sloppiness
# (ccache manual, "Precompiled headers").
export CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}"
cmake --preset "$preset" >/dev/null
if (( $# )); then cmake --build --preset "$preset" -j "$jobs" --target "$@"
else cmake --build --preset "$preset" -j "$jobs"; fi

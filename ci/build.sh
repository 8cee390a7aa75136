#!/usr/bin/env bash
# Configures and builds one CMake preset (default: "default"). Usage: bash ci/build.sh [preset] [targets...]
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"
shift || true
jobs="${PEERAGE_JOBS:-$(nproc)}"
cmake --preset "$preset" >/dev/null
if (( $# )); then cmake --build --preset "$preset" -j "$jobs" --target "$@"
else cmake --build --preset "$preset" -j "$jobs"; fi

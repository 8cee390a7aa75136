#!/usr/bin/env bash
# The whole test suite: set up, build the release and fuzz presets, run every CTest label
# (unit, property, solver, browser, then the fuzz smoke runs). RapidCheck seeds are fixed by RC_PARAMS in CMake.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash ci/setup.sh --chromium
bash ci/build.sh default
# The tests' temporary files land in a directory of this run's own; tmp.clean fails if any is left there.
TMPDIR=$(mktemp -d)
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
ctest --preset default -j "$(nproc)"
bash ci/build.sh fuzz
ctest --preset fuzz -j "$(nproc)"
echo "ci/test.sh: all green in $((SECONDS - start)) s"

#!/usr/bin/env bash
# The whole test suite: set up, build the release preset and run every CTest label (unit, property, solver,
# browser); then build the fuzz preset's target sanitize-tests (clang 14, ASan + UBSan: the fuzz targets, the
# peerage command, the unit and protocol tests; fuzz/CMakeLists.txt) and run its test preset: the fast tests
# under the sanitizers (unit, cli-errors, fuzz-coverage, readme-catalogue, sanitize.protocol), the fuzz smoke
# runs and the check of the ClusterFuzzLite build script (the build itself is `bash ci/clusterfuzzlite.sh`, a
# step of its own: docs/fuzzing.md). Property suites, solver queries and the report drift check run in the
# release build only (the fuzz test preset filters them out, CMakePresets.json). RapidCheck seeds are fixed
# by RC_PARAMS in CMake.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
phase() { echo "ci/test.sh: $1 done at $((SECONDS - start)) s"; }
bash ci/setup.sh --chromium
bash ci/build.sh default
phase "release build"
# The tests' temporary files land in a directory of this run's own; tmp.clean fails if any is left there.
TMPDIR=$(mktemp -d)
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
ctest --preset default -j "$(nproc)"
phase "release tests"
bash ci/build.sh fuzz sanitize-tests
phase "sanitizer (fuzz preset) build"
ctest --preset fuzz -j "$(nproc)"
phase "sanitizer tests and fuzz smoke runs"
echo "ci/test.sh: all green in $((SECONDS - start)) s"

#!/usr/bin/env bash
# Measures throughput: `peerage bench` (playouts/s, actions/s per game and player count, release build)
# and every fuzz target's exec/s (ci/fuzz-bench.sh; fuzz preset: clang + libFuzzer + ASan + UBSan).
# Usage: bash ci/bench.sh [seconds-per-row] [seconds-per-fuzzer]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-3}"
bash ci/build.sh default peerage >/dev/null
./build/default/peerage bench --seconds "$secs" --reports
# The fuzz targets (every one, SECONDS-PER-FUZZER each, default 60): ci/fuzz-bench.sh.
bash ci/fuzz-bench.sh "${2:-60}"

#!/usr/bin/env bash
# Measures throughput: `peerage bench` (playouts/s, actions/s per game and player count, release build)
# and the play fuzzer's exec/s (fuzz preset: clang + libFuzzer + ASan + UBSan, so far slower per game).
# Usage: bash ci/bench.sh [seconds-per-row]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-3}"
bash ci/build.sh default peerage >/dev/null
./build/default/peerage bench --seconds "$secs" --reports
if [[ -x build/fuzz/fuzz/play_fuzzer ]] || bash ci/build.sh fuzz play_fuzzer >/dev/null 2>&1; then
  work=$(mktemp -d)
  cp -r corpus/fuzz/play_fuzzer/. "$work/" 2>/dev/null || true
  build/fuzz/fuzz/play_fuzzer -max_total_time=20 -print_final_stats=1 "$work" 2>&1 |
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec" | sed 's/^/play_fuzzer /'
  rm -rf "$work"
fi

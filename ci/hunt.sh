#!/usr/bin/env bash
# Coverage-guided searches (libFuzzer), then regenerate the reports so they use the shortest witnesses found:
# interpretation divergences (interp_diff_fuzzer) and, for games with a position key, loops (play_fuzzer
# keeps the shortest line that repeats a position, under any readings the bytes choose).
# Witnesses are kept in corpus/witnesses/ (commit them with the reports).
# Usage: bash ci/hunt.sh [seconds per game]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-120}"
bash ci/build.sh fuzz interp_diff_fuzzer >/dev/null
bash ci/build.sh fuzz play_fuzzer >/dev/null
bash ci/build.sh default peerage >/dev/null
mkdir -p corpus/witnesses
for game in $(./build/default/peerage games | awk '{print $1}'); do
  work=$(mktemp -d)
  echo "hunting divergences in $game for ${secs}s"
  PEERAGE_FUZZ_GAME="$game" PEERAGE_WITNESS_DIR=corpus/witnesses \
    build/fuzz/fuzz/interp_diff_fuzzer -max_total_time="$secs" -max_len=2048 -print_final_stats=1 "$work" 2>&1 |
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec" || true
  rm -rf "$work"
  work=$(mktemp -d)
  echo "hunting loops in $game for ${secs}s"
  PEERAGE_FUZZ_GAME="$game" PEERAGE_WITNESS_DIR=corpus/witnesses \
    build/fuzz/fuzz/play_fuzzer -max_total_time="$secs" -max_len=4096 -print_final_stats=1 "$work" \
      corpus/fuzz/play_fuzzer 2>&1 | grep -E "stat::number_of_executed_units|stat::average_exec_per_sec" || true
  rm -rf "$work"
done
./build/default/peerage report all

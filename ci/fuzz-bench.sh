#!/usr/bin/env bash
# The fuzz targets' speed: each target runs SECONDS (default 60) on one core (`taskset -c 1`) from a fresh
# copy of its seed corpus, with the max_len and libFuzzer flags of fuzz/<target>.options and a fixed seed,
# and prints libFuzzer's executions per second (stat::average_exec_per_sec), the inputs it ran and the
# coverage it reached. Run it on a quiet machine: the figures in docs/measured.md were taken that way.
# Everything is written into a fresh scratch directory, removed at the end.
# Usage: bash ci/fuzz-bench.sh [--no-build] [SECONDS] [TARGET...]   (TARGET default: every fuzz/*_fuzzer.cc)
set -euo pipefail
cd "$(dirname "$0")/.."
build=1
if [[ ${1:-} == --no-build ]]; then
  build=0
  shift
fi
secs=60
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then
  secs="$1"
  shift
fi
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for f in fuzz/*_fuzzer.cc; do targets+=("$(basename "$f" .cc)"); done
fi
for t in "${targets[@]}"; do
  [[ -f fuzz/$t.cc ]] || { echo "fuzz-bench.sh: no fuzz target '$t' (fuzz/$t.cc)" >&2; exit 2; }
done
((build)) && bash ci/build.sh fuzz "${targets[@]}" >/dev/null
pin=()
command -v taskset >/dev/null && [[ $(nproc) -gt 1 ]] && pin=(taskset -c 1)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/peerage-fuzz-bench.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
echo "fuzz-bench: ${secs}s per target on $(nproc) cores (${pin[*]:-not pinned}), load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%F)"
printf '%-26s %8s %9s %7s %7s\n' target exec/s inputs cov ft
for t in "${targets[@]}"; do
  mkdir -p "$scratch/$t"
  cp -r "corpus/fuzz/$t/." "$scratch/$t/"
  # The .options file's [libfuzzer] settings as flags (as ClusterFuzzLite passes them).
  mapfile -t opts < <(sed -n '/^\[libfuzzer\]/,/^\[/{s/^\([a-z_]*\) *= *\([^ ]*\)$/-\1=\2/p}' "fuzz/$t.options")
  log="$scratch/$t.log"
  "${pin[@]}" "build/fuzz/fuzz/$t" "${opts[@]}" -max_total_time="$secs" -seed=20261127 -print_final_stats=1 \
    -close_fd_mask=3 -artifact_prefix="$scratch/" "$scratch/$t" >"$log" 2>&1 || {
    echo "fuzz-bench.sh: $t stopped with a failure; the end of its log:" >&2
    tail -n 30 "$log" >&2
    exit 1
  }
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$done_line")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$done_line")
  printf '%-26s %8s %9s %7s %7s\n' "$t" "$rate" "$runs" "$cov" "$ft"
done

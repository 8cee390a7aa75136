#!/usr/bin/env bash
# A longer local fuzzing campaign (the CTest smoke runs last 30 s per target): each target in turn runs for
# SECONDS with libFuzzer's -fork over every core (the jobs share the target's corpus), its dictionary and
# the max_len/timeout/rss_limit_mb/entropic of fuzz/<target>.options, starting from a COPY of corpus/fuzz/<target>/.
# Everything is written into one fresh scratch directory, printed first:
#   <scratch>/<target>/corpus/     the seeds plus every new input the run kept
#   <scratch>/<target>/artifacts/  crash-*, timeout-*, oom-* files (play_fuzzer's: `peerage fuzz-to-trace`)
#   <scratch>/<target>/log         libFuzzer's output
# A crash does not stop the campaign (-ignore_crashes etc.): the files are collected and listed at the end.
# corpus/ is left alone unless --merge is given: then the new inputs that add coverage are merged into
# corpus/fuzz/<target>/ (libFuzzer -merge=1; run `peerage fuzz-coverage corpus/fuzz --check` and commit).
#
# Usage: bash ci/fuzz-campaign.sh [--merge] [--no-build] SECONDS [TARGET...]
#   TARGET: play_fuzzer, trace_fuzzer, ... (default: every fuzz/*_fuzzer.cc); builds them in build/fuzz
#   (preset fuzz) first unless --no-build. PEERAGE_FUZZ_JOBS overrides the number of forked jobs (nproc).
#   Exit status: 0 no crash, 1 crash files were written, 2 bad usage.
set -euo pipefail
cd "$(dirname "$0")/.."
merge=0 build=1
while [[ $# -gt 0 && $1 == --* ]]; do
  case "$1" in
    --merge) merge=1 ;;
    --no-build) build=0 ;;
    *) echo "fuzz-campaign.sh: unknown option $1 (--merge, --no-build)" >&2; exit 2 ;;
  esac
  shift
done
if [[ $# -lt 1 || ! $1 =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: bash ci/fuzz-campaign.sh [--merge] [--no-build] SECONDS [TARGET...]" >&2
  exit 2
fi
secs="$1"
shift
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for f in fuzz/*_fuzzer.cc; do targets+=("$(basename "$f" .cc)"); done
fi
for t in "${targets[@]}"; do
  if [[ ! -f fuzz/$t.cc ]]; then
    echo "fuzz-campaign.sh: no fuzz target '$t' (fuzz/$t.cc)" >&2
    exit 2
  fi
done
jobs="${PEERAGE_FUZZ_JOBS:-$(nproc)}"
((build)) && bash ci/build.sh fuzz "${targets[@]}" >/dev/null

option() {  # option TARGET NAME: the value of NAME in fuzz/TARGET.options (entropic: 1 when not given)
  local value
  value=$(sed -n "s/^$2[[:space:]]*=[[:space:]]*//p" "fuzz/$1.options")
  [[ -z $value && $2 == entropic ]] && value=1
  echo "$value"
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/peerage-fuzz-campaign.XXXXXX")
echo "fuzz-campaign: ${secs}s per target, $jobs jobs, writing into $scratch"
crashes=0
for t in "${targets[@]}"; do
  dir="$scratch/$t"
  mkdir -p "$dir/corpus" "$dir/artifacts"
  cp -r "corpus/fuzz/$t/." "$dir/corpus/"
  before=$(ls "$dir/corpus" | wc -l)
  echo "== $t: ${secs}s"
  status=0
  "build/fuzz/fuzz/$t" -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$secs" -max_len="$(option "$t" max_len)" -timeout="$(option "$t" timeout)" \
    -rss_limit_mb="$(option "$t" rss_limit_mb)" -entropic="$(option "$t" entropic)" -dict="fuzz/$t.dict" -print_final_stats=1 \
    -artifact_prefix="$dir/artifacts/" "$dir/corpus" >"$dir/log" 2>&1 || status=$?
  # Fork mode's status lines: "#N: cov: C ft: F corp: K exec/s: E oom/timeout/crash: ... time: T".
  grep -E '^#[0-9]+: cov:' "$dir/log" | tail -n 1 || true
  found=$(find "$dir/artifacts" -type f | wc -l)
  echo "   corpus $before -> $(ls "$dir/corpus" | wc -l) inputs; $found crash/timeout/oom file(s); libFuzzer exit $status"
  if ((found)); then
    crashes=1
    find "$dir/artifacts" -type f | sed 's/^/   /'
  fi
  if ((merge)); then
    "build/fuzz/fuzz/$t" -merge=1 -max_len="$(option "$t" max_len)" -timeout="$(option "$t" timeout)" \
      -rss_limit_mb="$(option "$t" rss_limit_mb)" "corpus/fuzz/$t" "$dir/corpus" >"$dir/merge.log" 2>&1
    echo "   merged into corpus/fuzz/$t: $(grep -Eo 'MERGE-OUTER: [0-9]+ new files' "$dir/merge.log" || echo '(see merge.log)')"
  fi
done
echo "fuzz-campaign: done; everything is in $scratch"
exit "$crashes"

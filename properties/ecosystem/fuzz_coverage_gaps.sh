#!/usr/bin/env bash
# Test fuzz-coverage.gaps (label unit): `peerage fuzz-coverage --check` must fail, naming each gap, on a copy of
# corpus/fuzz from which the 2-player Tudor seeds, every observation request and every data seed for Noblemen
# are taken out; and pass on the copy before anything is taken out.
# Usage: fuzz_coverage_gaps.sh PEERAGE SOURCE_DIR
set -euo pipefail
peerage="$1"
src="$2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$src/corpus/fuzz" "$tmp/fuzz"
"$peerage" fuzz-coverage --check "$tmp/fuzz" >"$tmp/out" || { echo "FAIL: the unchanged copy has gaps:"; cat "$tmp/out"; exit 1; }

# Every input that reaches Tudor with 2 players (by what the coverage verb itself reports for one file at a time).
for target in play_fuzzer trace_fuzzer; do
  for f in "$tmp/fuzz/$target"/*; do
    mkdir -p "$tmp/one/$target"
    cp "$f" "$tmp/one/$target/"
    if "$peerage" fuzz-coverage "$tmp/one" | grep -q "^  tudor .* 2p:"; then rm "$f"; fi
    rm -rf "$tmp/one"
  done
done
for f in "$tmp/fuzz/protocol_fuzzer"/*; do grep -v '"cmd":"observation"' "$f" >"$f.x" || true; mv "$f.x" "$f"; done
rm -f "$tmp/fuzz/data_fuzzer"/gen-noblemen-*

status=0
"$peerage" fuzz-coverage --check "$tmp/fuzz" >"$tmp/out" || status=$?
fails=0
[[ $status -eq 1 ]] || { echo "FAIL: exit status $status, expected 1"; fails=1; }
for want in "MISSING: tudor with 2 players" "MISSING: command observation" "MISSING: noblemen (no input loads as its data)"; do
  [[ $(grep -c "$want" "$tmp/out") -ge 1 ]] || { echo "FAIL: no line '$want'"; fails=1; }
done
# play_fuzzer and trace_fuzzer each name the Tudor gap.
[[ $(grep -c "MISSING: tudor with 2 players" "$tmp/out") -eq 2 ]] || { echo "FAIL: the Tudor gap is not named for both targets"; fails=1; }
if (( fails )); then cat "$tmp/out"; exit 1; fi
echo "fuzz-coverage.gaps: every gap named, exit 1"

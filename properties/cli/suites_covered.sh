#!/usr/bin/env bash
# Every top-level Boost.Test suite of a test binary runs in some per-game CTest entry: it is one of the
# suites every game runs (generic, ...), or it is named after a game's folder (tudor, tudor_offices, ...).
# A suite named otherwise would silently run in no CTest entry, so this fails and names it.
# Usage: suites_covered.sh PATH/TO/binary SUITE-OR-GAME-FOLDER...
set -u
binary="$1"
shift
allowed=("$@")
suites=$("$binary" --list_content 2>&1 | grep -E '^[a-z_0-9]+\*?$' | tr -d '*')
[[ -n "$suites" ]] || { echo "FAIL: no suite listed by $binary --list_content"; exit 1; }
fails=0 passes=0
for suite in $suites; do
  ok=0
  for a in "${allowed[@]}"; do
    if [[ "$suite" == "$a" || "$suite" == "$a"_* ]]; then ok=1; fi
  done
  if (( ok )); then passes=$((passes + 1)); else echo "FAIL: suite '$suite' runs in no per-game CTest entry"; fails=$((fails + 1)); fi
done
echo "$passes passed, $fails failed"
[[ $fails -eq 0 ]]

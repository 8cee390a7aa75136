#!/usr/bin/env bash
# Every top-level Boost.Test suite of a test binary runs in some CTest entry of that binary: it is one of the
# suites every game runs (generic, ...), or it is named after the game whose entry runs that binary (tudor,
# tudor_offices, ...). A suite named otherwise would silently run in no CTest entry, so this fails and names it.
# Usage: suites_covered.sh PATH/TO/binary SUITE-OR-GAME-FOLDER... [-- PATH/TO/binary SUITE-OR-GAME-FOLDER...]...
#   one group per test binary (each game has its own: properties/CMakeLists.txt, solver/CMakeLists.txt)
set -u
fails=0 passes=0
check_binary() {  # check_binary BINARY ALLOWED...
  local binary="$1" suites suite ok a
  shift
  suites=$("$binary" --list_content 2>&1 | grep -E '^[a-z_0-9]+\*?$' | tr -d '*')
  if [[ -z "$suites" ]]; then echo "FAIL: no suite listed by $binary --list_content"; fails=$((fails + 1)); return; fi
  for suite in $suites; do
    ok=0
    for a in "$@"; do
      if [[ "$suite" == "$a" || "$suite" == "$a"_* ]]; then ok=1; fi
    done
    if (( ok )); then passes=$((passes + 1))
    else echo "FAIL: suite '$suite' of $(basename "$binary") runs in none of its CTest entries (allowed: $*)"; fails=$((fails + 1)); fi
  done
}
group=()
for arg in "$@" --; do
  if [[ "$arg" == "--" ]]; then
    (( ${#group[@]} )) && check_binary "${group[@]}"
    group=()
  else
    group+=("$arg")
  fi
done
echo "$passes passed, $fails failed"
[[ $fails -eq 0 && $passes -gt 0 ]]

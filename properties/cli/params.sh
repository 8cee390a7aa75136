#!/usr/bin/env bash
# Set-up parameters on the command line (issue 20): `peerage rules` lists them apart from the
# interpretations; --param takes a parameter and --set a reading, each refusing the other kind by naming
# the right option; a trace records them under "parameters"; a report names the values it used.
# Usage: params.sh PATH/TO/peerage
set -u
peerage="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0 passes=0

fail() {
  echo "FAIL: $*"
  fails=$((fails + 1))
}
# expect CODE PATTERN -- command...: exit status and a line of stderr matching PATTERN
expect() {
  local code="$1" pattern="$2"
  shift 3
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [[ $got -ne $code ]] || ! grep -qE -- "$pattern" "$tmp/err"; then
    fail "$* -> exit $got (want $code), stderr: $(head -c 300 "$tmp/err")"
  else
    passes=$((passes + 1))
  fi
}

# The listing: Tudor's four parameters under "Parameters", none of them under the interpretations (rules
# questions, then modelling choices).
"$peerage" rules tudor >"$tmp/rules" 2>&1 || fail "peerage rules tudor"
params_line=$(grep -n '^Parameters (4)' "$tmp/rules" | cut -d: -f1)
interps_line=$(grep -n '^Rules questions (' "$tmp/rules" | cut -d: -f1)
if [[ -z "$params_line" || -z "$interps_line" ]]; then
  fail "rules tudor: no 'Parameters (4)' or 'Rules questions' heading"
else
  for id in td.scoring-cards td.scenario td.opportunity td.enhance-first-round; do
    at=$(grep -n "^  $id  " "$tmp/rules" | cut -d: -f1)
    if [[ -n "$at" && "$at" -gt "$params_line" && "$at" -lt "$interps_line" ]]; then passes=$((passes + 1)); else fail "rules tudor: $id not listed under Parameters"; fi
  done
  grep -q "default random because: Random Setup also draws the Scenario Card" "$tmp/rules" && passes=$((passes + 1)) ||
    fail "rules tudor: td.scenario's default and why missing"
fi
"$peerage" games | grep -qE '^tudor .*20 interpretations, 4 parameters' && passes=$((passes + 1)) || fail "games: tudor's counts"
# Rules questions apart from modelling choices: td.first-player (a first-player model) comes after the heading.
mc_line=$(grep -n '^Modelling choices (1)' "$tmp/rules" | cut -d: -f1)
fp_line=$(grep -n '^  td.first-player  ' "$tmp/rules" | cut -d: -f1)
if [[ -n "$mc_line" && -n "$fp_line" && "$fp_line" -gt "$mc_line" ]]; then passes=$((passes + 1)); else
  fail "rules tudor: td.first-player not listed under 'Modelling choices (1)'"; fi
"$peerage" rules dueling-nobles | grep -q '^Parameters' && fail "rules dueling-nobles lists Parameters it has none of" || passes=$((passes + 1))

# Each option its own kind.
expect 2 "--set td.scenario=2: td.scenario is a set-up parameter of tudor, not an interpretation: use --param td.scenario=2" -- \
  "$peerage" play tudor --set td.scenario=2 --games 1
expect 2 "--param td.garter-tie=next-only: td.garter-tie is an interpretation of tudor, not a parameter: use --set" -- \
  "$peerage" play tudor --param td.garter-tie=next-only --games 1
expect 2 "parameter 'td.scenario': unknown value '9' \(values: random, 1, 2, 3, 4, 5\)" -- \
  "$peerage" play tudor --param td.scenario=9 --games 1
expect 2 "option 'no.such'.*not an interpretation or parameter of tudor" -- "$peerage" play tudor --param no.such=1 --games 1
expect 2 "expected id=value" -- "$peerage" play tudor --param novalue --games 1
expect 2 "names one game's set-up" -- "$peerage" report all --param td.scenario=2 --check --out "$tmp"

# A game played with --param: perft agrees with the value (Scenario Card 2 fixed, scoring cards drawn: the
# first chance node offers the 9 Red+Green pairs, so depth 1 is 9), and the trace keeps it under "parameters".
"$peerage" perft tudor --param td.scenario=2 --depth 1 >"$tmp/perft" 2>&1 && grep -qE '^depth\s+1\s+9(\s|$)' "$tmp/perft" &&
  passes=$((passes + 1)) || fail "perft tudor --param td.scenario=2: $(head -c 300 "$tmp/perft")"
golden=corpus/golden/tudor-seed1-game0.trace.json
[[ -f "$golden" ]] || golden="$(dirname "$0")/../../$golden"
if "$peerage" replay "$golden" --record "$tmp/t.json" >/dev/null 2>"$tmp/err"; then
  grep -q '^  "parameters": {"td.enhance-first-round":"always","td.opportunity":"off","td.scenario":"random","td.scoring-cards":"random"},$' "$tmp/t.json" &&
    ! grep -q '"interpretations": {[^}]*td.scenario' "$tmp/t.json" && passes=$((passes + 1)) ||
    fail "replay --record: no \"parameters\" line apart from \"interpretations\""
else
  fail "replay $golden: $(head -c 300 "$tmp/err")"
fi

# replay takes the same split: a parameter given with --set is refused naming --param; replayed with
# --param td.scenario=2 the golden line (whose step 1 is the random Scenario Card draw, scenario:1) stops
# being legal at step 1, since Scenario Card 2 is fixed and no Scenario Card is drawn (exit 1, the step named).
expect 2 "td.scenario is a set-up parameter of tudor, not an interpretation: use --param td.scenario=2" -- \
  "$peerage" replay "$golden" --set td.scenario=2
expect 1 "diverges under these settings at .*tudor-seed1-game0.trace.json:[0-9]+: step 1 \(scenario:1\)" -- \
  "$peerage" replay "$golden" --param td.scenario=2
# perft --from takes everything from the trace: options that would set it again are refused, not ignored.
for extra in "--set td.garter-tie=next-only" "--param td.scenario=2" "--players 4" "tudor"; do
  # shellcheck disable=SC2086
  expect 2 "the trace sets the game, players, readings, parameters and data" -- "$peerage" perft --from "$golden" -d 1 $extra
done

echo "params: $passes passed, $fails failed"
[[ $fails -eq 0 ]]

#!/usr/bin/env bash
# Bad input to the `peerage` command: one clear error line naming where and why, exit status 2 (1 for a
# failed check), nothing half-written, never a crash. Usage: cli_errors.sh PATH/TO/peerage
set -u
peerage="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0 passes=0

# expect CODE PATTERN -- command...
expect() {
  local code="$1" pattern="$2"
  shift 3
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [[ $got -ne $code ]] || ! grep -qE -- "$pattern" "$tmp/err"; then
    echo "FAIL: $* -> exit $got (want $code), stderr: $(head -c 300 "$tmp/err")"
    fails=$((fails + 1))
  else
    passes=$((passes + 1))
  fi
}

game=$("$peerage" games | head -n 1 | awk '{print $1}')
interp=$("$peerage" rules "$game" --json | grep -oE '"id": "[a-z]+\.[^"]*"' | head -n 1 | sed 's/.*: "//; s/"$//')
[[ -n "$game" && -n "$interp" ]] || { echo "FAIL: cannot list games/interpretations"; exit 1; }

expect 2 "unknown game 'no-such-game'|game 'no-such-game'" -- "$peerage" play no-such-game
expect 2 "option 'no.such'.*not an interpretation" -- "$peerage" play "$game" --set no.such=x
expect 2 "unknown reading 'bogus'" -- "$peerage" play "$game" --set "$interp=bogus"
expect 2 "expected id=reading" -- "$peerage" play "$game" --set novalue
expect 2 "players 99" -- "$peerage" play "$game" --players 99
expect 2 "missing.json: cannot open" -- "$peerage" replay "$tmp/missing.json"
expect 2 "game 'no-such-game'" -- "$peerage" data no-such-game

# Data files: a game without one refuses --data; a game with one names the bad file.
nodata=$("$peerage" games | awk '{print $1}' | while read -r g; do "$peerage" data "$g" >/dev/null 2>&1 || { echo "$g"; break; }; done)
withdata=$("$peerage" games | awk '{print $1}' | while read -r g; do "$peerage" data "$g" >/dev/null 2>&1 && { echo "$g"; break; }; done)
[[ -n "$nodata" ]] && expect 2 "has no data file" -- "$peerage" play "$nodata" --data "$tmp/x.json"
if [[ -n "$withdata" ]]; then
  expect 2 "nodata.json: cannot open data file" -- "$peerage" play "$withdata" --data "$tmp/nodata.json"
  expect 2 "names one game's data" -- "$peerage" report all --data "$tmp/nodata.json" --check
  expect 2 "nodata.json: cannot open data file" -- "$peerage" report "$withdata" --data "$tmp/nodata.json" --check
  "$peerage" data "$withdata" | head -c 40 >"$tmp/cut.json"
  expect 2 "cut.json: malformed JSON: parse error at line [0-9]+, column [0-9]+" -- "$peerage" data "$withdata" --check "$tmp/cut.json"
  "$peerage" data "$withdata" >"$tmp/full.json"
  "$peerage" data "$withdata" --check "$tmp/full.json" >"$tmp/out" 2>&1 && grep -q "valid $withdata data" "$tmp/out" \
    && passes=$((passes + 1)) || { echo "FAIL: shipped data of $withdata does not --check"; fails=$((fails + 1)); }
fi

printf '{\n "format": "peerage-trace",\n oops\n}\n' >"$tmp/malformed.json"
expect 2 "malformed.json: malformed JSON.*line 3" -- "$peerage" replay "$tmp/malformed.json"

printf '{"format":"peerage-trace","version":1,"game":"%s","players":0,\n"actions":[\n"not-an-action"\n]}\n' "$game" >"$tmp/illegal.json"
expect 2 "illegal.json:3 \(step 0\).*not-an-action" -- "$peerage" replay "$tmp/illegal.json"

printf '{"format":"peerage-trace","version":1,"game":"%s","players":0,"interpretations":{"x.y":"z"},"actions":[]}\n' "$game" >"$tmp/badopt.json"
expect 2 "option 'x.y'" -- "$peerage" replay "$tmp/badopt.json"

golden=$(ls "$(dirname "$0")/../../corpus/golden/"*.trace.json | head -n 1)
expect 2 "--observer 7: players are" -- "$peerage" replay "$golden" --json --observer 7
# Replaying under other readings: a bad reading is a usage error; a line that breaks is a failed check
# naming the file and step; a line that survives replays (exit 0).
expect 2 "option 'no.such'.*not an interpretation" -- "$peerage" replay "$golden" --set no.such=x
expect 2 "expected id=reading" -- "$peerage" replay "$golden" --set novalue
certain="$(dirname "$0")/../../corpus/foresight/nobles-solo-seed1-deal1.certain.trace.json"
expect 1 "diverges under these settings at .*deal1.certain.trace.json:[0-9]+: step [0-9]+ \(raise:shade\)" -- \
  "$peerage" replay "$certain" --set ns.shade-self=other-only
if "$peerage" replay "$certain" --set ns.turn-cap=cap-200 >"$tmp/out" 2>&1 && grep -q "game over: scores \[24\]" "$tmp/out"; then
  passes=$((passes + 1))
else
  echo "FAIL: replay --set ns.turn-cap=cap-200 of $certain: $(head -c 300 "$tmp/out")"
  fails=$((fails + 1))
fi
# report creates its output directory; a file in its place, or --check of a missing directory, is bad input.
# (The smallest report: Tudor's, every search budget 0, no hand-built examples (an empty folder). Under ASan
# it takes 1.5 s; Among Nobles' took 62 s with its examples, and with the default budgets 100 s.)
mkdir "$tmp/no-seeds"
if "$peerage" report tudor --out "$tmp/new-reports" --games 1 --games-per-reading 1 --diff-games 0 --freq-games 0 \
     --context-games 0 --hunt-games 0 --shrink-budget 0 --examples "$tmp/no-seeds" >"$tmp/out" 2>&1 &&
   [[ -f "$tmp/new-reports/tudor.md" ]]; then
  passes=$((passes + 1))
else
  echo "FAIL: report did not create its output directory: $(head -c 300 "$tmp/out")"; fails=$((fails + 1))
fi
rm -rf "$tmp/new-reports" "$tmp/no-seeds"
: >"$tmp/a-file"
expect 2 "a-file: not a directory" -- "$peerage" report "$game" --out "$tmp/a-file" --games 1 --games-per-reading 1
expect 2 "no report directory to check" -- "$peerage" report "$game" --check --out "$tmp/no-such-dir" --games 1
[[ ! -e "$tmp/no-such-dir" ]] || { echo "FAIL: report --check created a directory"; fails=$((fails + 1)); }
rm -f "$tmp/a-file"
# --examples: a folder that is not one, and a contributor's hand-built example that does not play, named with its
# file, step and the readings it was played under (Dueling Nobles' first seed with an action no card has),
# before any search (the solver's queries and the playouts come after the examples are played).
expect 2 "no-examples: not a directory" -- "$peerage" report "$game" --check --out "$tmp" --examples "$tmp/no-examples"
mkdir -p "$tmp/examples/dueling-nobles"
sed 's/"support:AH"/"support:ZZ"/' "$(dirname "$0")/../../corpus/examples/dueling-nobles/dn.ace-value=zero.trace.json" \
  >"$tmp/examples/dueling-nobles/dn.ace-value=zero.trace.json"
expect 2 "dn.ace-value=zero.trace.json:[0-9]+ \(step 41\): hand-built example played under dn.double-ace=totals-decide: 'support:ZZ'" \
  -- "$peerage" report dueling-nobles --check --out "$tmp" --examples "$tmp/examples" --games 1 --games-per-reading 1 \
     --diff-games 0 --freq-games 0 --context-games 0 --hunt-games 0 --shrink-budget 0
rm -rf "$tmp/examples"
# A game played from a chosen deal whose shown_from lies past the point where the readings part (action 44 of
# Dueling Nobles' dn.jack-aces seed: the duel is resolved by then) is refused, naming the file and why.
mkdir -p "$tmp/examples/dueling-nobles"
sed 's/"shown_from": [0-9]*/"shown_from": 44/' \
  "$(dirname "$0")/../../corpus/examples/dueling-nobles/dn.jack-aces=more-aces-wins.trace.json" \
  >"$tmp/examples/dueling-nobles/dn.jack-aces=more-aces-wins.trace.json"
expect 2 "dn.jack-aces=more-aces-wins.trace.json: its shown_from is 44, but the example for dn.jack-aces=more-aces-wins must start where both readings have reached the same position by the same play and part after it: the readings' states differ from action 44 on" \
  -- "$peerage" report dueling-nobles --check --out "$tmp" --examples "$tmp/examples" --games 1 --games-per-reading 1 \
     --diff-games 0 --freq-games 0 --context-games 0 --hunt-games 0 --shrink-budget 0
rm -rf "$tmp/examples"

expect 2 "best.*one-player game" -- "$peerage" best dueling-nobles --deals 1
expect 2 "--save-lines .*no-such-dir: not an existing directory" -- \
  "$peerage" best nobles-solo --foresight --deals 1 --save-lines "$tmp/no-such-dir"
expect 2 "--horizon: '300' is not a whole number from 0 to 254" -- "$peerage" best nobles-solo --horizon 300
expect 2 "--certain: only with --foresight" -- "$peerage" best nobles-solo --certain --deals 1
expect 2 "--branchings-from: only with --sure" -- "$peerage" best nobles-solo --branchings-from 2 --deals 1
expect 2 "--no-checkpoints: only with --save-lines" -- "$peerage" best nobles-solo --foresight --no-checkpoints --deals 1
expect 2 "--nested: only with --foresight" -- "$peerage" best nobles-solo --nested 2 --deals 1
expect 2 "--nested: '9' is not a whole number from 0 to 4" -- "$peerage" best nobles-solo --foresight --nested 9 --deals 1

printf '{"game": "%s", "positions": [{"name": "x"}]}' "$game" >"$tmp/perft.json"
expect 2 "perft.json \(position 0\)" -- "$peerage" perft --check "$tmp/perft.json"
# `perft --check` compares every listed depth, not only those of `perft`'s default --depth 3 (docs/commands.md:
# exit 1 for "perft mismatch"): dueling-nobles' depth 5 from the start is 146*6 + 1150*12 = 14676 (two dice
# sums tie in 146 of 1296 rolls and are re-rolled, otherwise the first of 12 Nobles is dealt:
# corpus/perft/dueling-nobles.json "derivation"), the table below says 14677.
printf '{"game": "dueling-nobles", "positions": [{"name": "deep", "players": 2, "counts": [6, 36, 216, 1296, 14677]}]}' \
  >"$tmp/perft-deep.json"
expect 1 "1 perft position\(s\) disagree" -- "$peerage" perft --check "$tmp/perft-deep.json"
expect 2 "cannot open" -- "$peerage" fuzz-to-trace "$tmp/none.bin"
expect 2 "unknown command 'no-such-verb' \(commands: games, rules, " -- "$peerage" no-such-verb
expect 2 "unknown command 'repaly'; did you mean 'replay'\?" -- "$peerage" repaly x.json
expect 2 "unknown command 'serv'; did you mean 'serve'\?" -- "$peerage" serv

# trace-to-fuzz: an illegal action is refused with its step, nothing written; --start with a trace that has
# actions, or outside 0..28, is refused, nothing written; a golden trace round-trips through fuzz-to-trace
# (same actions; --max-actions 0, since fuzz-to-trace otherwise stops where play_fuzzer does, 32 actions on).
expect 2 "illegal.json:3 \(step 0\)" -- "$peerage" trace-to-fuzz "$tmp/illegal.json" -o "$tmp/seed.bin"
[[ ! -e "$tmp/seed.bin" ]] || { echo "FAIL: trace-to-fuzz wrote a file for a bad trace"; fails=$((fails + 1)); }
golden_dn="$(dirname "$0")/../../corpus/golden/dueling-nobles-seed1-game0.trace.json"
expect 2 "--start: the trace has actions" -- "$peerage" trace-to-fuzz "$golden_dn" --start 3 -o "$tmp/seed.bin"
expect 2 "--start: Value 29 not in range 0 to 28" -- "$peerage" trace-to-fuzz "$golden_dn" --start 29 -o "$tmp/seed.bin"
[[ ! -e "$tmp/seed.bin" ]] || { echo "FAIL: trace-to-fuzz --start wrote a file for a refused trace"; fails=$((fails + 1)); }
for g in "$(dirname "$0")/../../corpus/golden/"*-seed1-game0.trace.json; do
  name=$(grep -oE '"game": *"[^"]+"' "$g" | head -n 1 | sed 's/.*"\([^"]*\)"$/\1/')
  if "$peerage" trace-to-fuzz "$g" -o "$tmp/seed.bin" >/dev/null &&
     "$peerage" fuzz-to-trace "$tmp/seed.bin" --game "$name" --max-actions 0 -o "$tmp/back.json" 2>/dev/null &&
     diff <(grep -oE '"action": *"[^"]*"' "$g") <(grep -oE '"action": *"[^"]*"' "$tmp/back.json") >/dev/null; then
    passes=$((passes + 1))
  else
    echo "FAIL: trace-to-fuzz | fuzz-to-trace does not give back the actions of $g"; fails=$((fails + 1))
  fi
done

# replay --record: a golden trace recorded again is the same file (actions, checkpoints, note); a trace of
# actions only gains the checkpoints; an unwritable output is an error and leaves nothing.
for g in "$(dirname "$0")/../../corpus/golden/"*.trace.json; do
  if "$peerage" replay "$g" --record "$tmp/rec.json" >/dev/null && cmp -s "$g" "$tmp/rec.json"; then
    passes=$((passes + 1))
  else
    echo "FAIL: replay --record of $g differs from it"; fails=$((fails + 1))
  fi
done
sed '/"final":/d; s/^  \],$/  ]/; s/,"hash":"[0-9a-f]*"//; s/,"legal":[0-9]*//' "$golden" >"$tmp/bare.json"
if "$peerage" replay "$tmp/bare.json" --record "$tmp/rec.json" >/dev/null && grep -q '"hash"' "$tmp/rec.json" &&
   "$peerage" replay "$tmp/rec.json" >/dev/null; then
  passes=$((passes + 1))
else
  echo "FAIL: replay --record does not add checkpoints to $tmp/bare.json"; fails=$((fails + 1))
fi
expect 2 "no-such-dir/out.json" -- "$peerage" replay "$golden" --record "$tmp/no-such-dir/out.json"
[[ ! -e "$tmp/no-such-dir" ]] || { echo "FAIL: replay --record created a directory"; fails=$((fails + 1)); }

# Options: integers are whole numbers within their range (no sign, no wrap-around, no 2^64 clamping);
# --players 0 names the game's range; every usage error is one line.
expect 2 "^peerage: error: --games: '-5' is not a whole number from 1 to 1000000000 \(see --help\)$" -- \
  "$peerage" play "$game" --games -5
expect 2 "--games: '99999999999999999999999' is not a whole number from 1 to 1000000000" -- \
  "$peerage" play "$game" --games 99999999999999999999999
expect 2 "--games: '1000000001' is not a whole number" -- "$peerage" play "$game" --games 1000000001
expect 2 "--games: '1e3' is not a whole number" -- "$peerage" play "$game" --games 1e3
expect 2 "--seed: '-1' is not a whole number from 0 to 18446744073709551615" -- "$peerage" play "$game" --seed -1
expect 2 "--seed: '18446744073709551616' is not a whole number" -- "$peerage" play "$game" --seed 18446744073709551616
expect 2 "players 0: dueling-nobles takes 2-2 players" -- "$peerage" play dueling-nobles --players 0
expect 2 "players 0: noblemen takes 3-5 players" -- "$peerage" play noblemen --players 0 --games 1
expect 2 "--players: '-2' is not a whole number" -- "$peerage" perft dueling-nobles --players -2
expect 2 "--depth: '-1' is not a whole number from 0 to 64" -- "$peerage" perft "$game" --depth -1
expect 2 "--games: '0' is not a whole number from 1 to" -- "$peerage" report "$game" --games 0 --check
expect 2 "--seconds: '-1' is not a number of seconds" -- "$peerage" bench --seconds -1
expect 2 "--timeout: '0' is not a whole number from 1 to 3600000" -- "$peerage" conform --engine true --game "$game" --timeout 0
expect 2 "--state bogus: expected public, full, observation or none" -- "$peerage" conform --engine true --game "$game" --state bogus
expect 2 "--state-every: '0' is not a whole number from 1" -- "$peerage" conform --engine true --game "$game" --state-every 0
expect 2 "unknown game 'no-such-game'|game 'no-such-game'" -- "$peerage" schema no-such-game
expect 2 "game" -- "$peerage" schema
expect 2 "--observer: '-1' is not a whole number from 0 to 63" -- "$peerage" replay "$golden" --json --observer -1
for cmd in "play $game --games -5" "repaly x" "play $game --players 0" "replay $tmp/missing.json"; do
  # shellcheck disable=SC2086
  "$peerage" $cmd >/dev/null 2>"$tmp/err"
  if [[ $(wc -l <"$tmp/err") -eq 1 ]]; then passes=$((passes + 1)); else
    echo "FAIL: peerage $cmd: not one line on stderr: $(head -c 300 "$tmp/err")"; fails=$((fails + 1)); fi
done

# Input files: regular files only (checked before anything is opened, so a FIFO cannot hang), at most
# 64 MiB, JSON nested at most 64 levels, no duplicate key; one line, exit 2, no crash, no hang (timeout).
python3 -c "n=100000;print('{\"format\":\"peerage-trace\",\"version\":1,\"game\":\"dueling-nobles\",\"players\":2,\"start\":'+'{\"a\":'*n+'1'+'}'*n+',\"actions\":[]}')" >"$tmp/deep.json"
expect 2 "deep.json: JSON too deep: nested more than 64 levels" -- timeout 20 "$peerage" replay "$tmp/deep.json"
mkfifo "$tmp/fifo"
expect 2 "fifo: trace is not a regular file" -- timeout 20 "$peerage" replay "$tmp/fifo"
expect 2 "/dev/zero: trace is not a regular file" -- timeout 20 "$peerage" replay /dev/zero
expect 2 "$tmp: trace is a directory" -- timeout 20 "$peerage" replay "$tmp"
truncate -s 65M "$tmp/huge.json"
expect 2 "huge.json: trace is too large \(68157440 bytes; the limit is 64 MiB\)" -- timeout 20 "$peerage" replay "$tmp/huge.json"
expect 2 "fifo: trace is not a regular file" -- timeout 20 "$peerage" perft --from "$tmp/fifo"
expect 2 "/dev/zero: perft table is not a regular file" -- timeout 20 "$peerage" perft --check /dev/zero
expect 2 "$tmp: perft table is a directory" -- timeout 20 "$peerage" perft --check "$tmp"
expect 2 "fifo: fuzzer input is not a regular file" -- timeout 20 "$peerage" fuzz-to-trace "$tmp/fifo"
expect 2 "/dev/zero: fuzzer input is not a regular file" -- timeout 20 "$peerage" fuzz-to-trace /dev/zero
expect 2 "fifo: trace is not a regular file" -- timeout 20 "$peerage" trace-to-fuzz "$tmp/fifo" -o "$tmp/seed2.bin"
printf '{"format":"peerage-trace","version":1,"game":"%s","players":0,"actions":[],"game":"%s"}\n' "$game" "$game" >"$tmp/dupkey.json"
expect 2 "dupkey.json: duplicate key \"game\" in an object" -- "$peerage" replay "$tmp/dupkey.json"
# A parse error names the line and column, never the bytes it read.
printf '{"format": "peerage-trace",\n "x": SECRET-WORD-42}\n' >"$tmp/secret.json"
expect 2 "secret.json: malformed JSON: parse error at line 2, column [0-9]+" -- "$peerage" replay "$tmp/secret.json"
if grep -q SECRET "$tmp/err"; then echo "FAIL: a parse error quotes the file: $(cat "$tmp/err")"; fails=$((fails + 1)); fi
if [[ -n "$withdata" ]]; then
  expect 2 "/dev/zero: data file is not a regular file" -- timeout 20 "$peerage" play "$withdata" --data /dev/zero --games 1
  expect 2 "fifo: data file is not a regular file" -- timeout 20 "$peerage" play "$withdata" --data "$tmp/fifo" --games 1
  expect 2 "$tmp: data file is a directory" -- timeout 20 "$peerage" play "$withdata" --data "$tmp" --games 1
  expect 2 "fifo: data file is not a regular file" -- timeout 20 "$peerage" data "$withdata" --check "$tmp/fifo"
  expect 2 "$tmp: data file is a directory" -- timeout 20 "$peerage" report "$withdata" --data "$tmp" --check
  expect 2 "huge.json: data file is too large" -- timeout 20 "$peerage" data "$withdata" --check "$tmp/huge.json"
  expect 2 "deep.json: JSON too deep" -- timeout 20 "$peerage" data "$withdata" --check "$tmp/deep.json"
  # The shipped file with its first key written twice.
  "$peerage" data "$withdata" | python3 -c 'import sys; t=sys.stdin.read(); i=t.index("{")+1; j=t.index(":", i); k=t[i:j].strip(); print(t[:i] + k + ": 0," + t[i:])' >"$tmp/dupdata.json"
  key=$(python3 -c 'import json,sys; print(next(iter(json.load(open(sys.argv[1])))))' "$tmp/full.json")
  expect 2 "dupdata.json: duplicate key \"$key\" in an object" -- "$peerage" data "$withdata" --check "$tmp/dupdata.json"
  # A trace that names a data file which is a FIFO: refused before the game would open it.
  printf '{"format":"peerage-trace","version":1,"game":"%s","players":0,"data":{"file":"%s","hash":"0"},"actions":[]}\n' \
    "$withdata" "$tmp/fifo" >"$tmp/fifodata.json"
  expect 2 "fifo: data file is not a regular file" -- timeout 20 "$peerage" replay "$tmp/fifodata.json"
fi

# Output: report --out naming a file says so; a write goes through a fresh temporary beside the target, so
# a user's own <out>.tmp is never touched and no temporary is left behind.
touch "$tmp/plain-file"
expect 2 "plain-file: not a directory" -- "$peerage" report "$game" --out "$tmp/plain-file" --games 1 --games-per-reading 1
mkdir "$tmp/rec"
echo "mine" >"$tmp/rec/out.json.tmp"
if "$peerage" replay "$golden" --record "$tmp/rec/out.json" >/dev/null && [[ "$(cat "$tmp/rec/out.json.tmp")" == mine ]] &&
   cmp -s "$golden" "$tmp/rec/out.json" && [[ $(ls "$tmp/rec" | wc -l) -eq 2 ]]; then
  passes=$((passes + 1))
else
  echo "FAIL: replay --record touched out.json.tmp or left a temporary: $(ls "$tmp/rec")"; fails=$((fails + 1))
fi
chmod 500 "$tmp/rec"
if [[ $(id -u) -ne 0 ]]; then
  expect 2 "rec/new.json: cannot write file \(Permission denied\)" -- "$peerage" replay "$golden" --record "$tmp/rec/new.json"
  [[ $(ls "$tmp/rec" | wc -l) -eq 2 ]] || { echo "FAIL: a failed write left a file: $(ls "$tmp/rec")"; fails=$((fails + 1)); }
fi
chmod 700 "$tmp/rec"
expect 2 "plain-file/out.json: cannot write file \(Not a directory\)" -- "$peerage" replay "$golden" --record "$tmp/plain-file/out.json"

echo "$passes passed, $fails failed"
[[ $fails -eq 0 ]]

#!/usr/bin/env bash
# `peerage schema GAME`: for every game, either its public state schema as pretty JSON (exit 0: an object
# with "properties" for the wrapper's "state", over several lines) or, for a game without a public state
# yet, one error line saying so (exit 2). Usage: schema_cli.sh PATH/TO/peerage
set -u
peerage="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0 passes=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

for game in $("$peerage" games | awk '{print $1}'); do
  "$peerage" schema "$game" >"$tmp/out" 2>"$tmp/err"
  code=$?
  if [[ $code -eq 0 ]]; then
    if ! python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); assert s["properties"]["state"]' "$tmp/out" 2>/dev/null; then
      fail "schema $game: not a JSON schema with a \"state\" property: $(head -c 200 "$tmp/out")"
    elif [[ $(wc -l <"$tmp/out") -lt 10 || -s "$tmp/err" ]]; then
      fail "schema $game: not pretty-printed, or wrote to stderr: $(head -c 200 "$tmp/err")"
    else
      passes=$((passes + 1))
    fi
  elif [[ $code -eq 2 && $(wc -l <"$tmp/err") -eq 1 ]] && grep -q "game '$game': has no public state yet" "$tmp/err" &&
       [[ ! -s "$tmp/out" ]]; then
    passes=$((passes + 1))
  else
    fail "schema $game -> exit $code, stderr: $(head -c 300 "$tmp/err")"
  fi
done
# Pretty JSON is what `--json`-less tools print: two-space indentation.
"$peerage" games | awk '{print $1}' | while read -r game; do
  "$peerage" schema "$game" 2>/dev/null | grep -q '^  "' && { echo found; break; }
done | grep -q found && passes=$((passes + 1)) || fail "no game printed a schema indented by two spaces"

echo "$passes passed, $fails failed"
[[ $fails -eq 0 ]]

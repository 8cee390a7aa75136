#!/usr/bin/env bash
# Test cli.from-anywhere (label unit): `report`, `solve`, `replay` and `perft --check` give the same answers from any working
# directory -- an empty temporary directory with the build tree's binary (the source tree's corpus/), and an
# installed prefix (share/peerage/corpus/): the report written there is byte-identical with the checked-in one,
# `report --check` against the checked-in reports passes, every solver answer is confirmed, a golden trace
# replays, and `report` creates its output directory.
# Usage: from_anywhere.sh PEERAGE CMAKE BUILD_DIR SOURCE_DIR
# Writes only inside a fresh mktemp -d directory, removed on exit. Release build only (the fuzz test preset leaves
# it out, as reports-up-to-date): the checked-in reports are the release build's, and clang's differ in places.
set -euo pipefail
peerage="$1" cmake_cmd="$2" build="$3" src="$4"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
game=dueling-nobles  # the fastest report (a few seconds); its hand-built examples live in corpus/examples/

check() {  # check LABEL BINARY CORPUS_ROOT: run the verbs from an empty directory with BINARY
  local label="$1" bin="$2" dir="$tmp/$1"
  mkdir -p "$dir/empty"
  (cd "$dir/empty" && "$bin" report "$game" --out new/reports >"$dir/report.log" 2>&1) ||
    { echo "from-anywhere ($label): report failed:" >&2; cat "$dir/report.log" >&2; exit 1; }
  for f in "$game.md" "$game.html" "$game.json"; do
    cmp -s "$dir/empty/new/reports/$f" "$src/reports/$f" ||
      { echo "from-anywhere ($label): reports/$f differs from the checked-in one" >&2;
        diff "$src/reports/$f" "$dir/empty/new/reports/$f" | head -20 >&2; exit 1; }
  done
  (cd "$dir/empty" && "$bin" report "$game" --check --out "$src/reports" >"$dir/check.log" 2>&1) ||
    { echo "from-anywhere ($label): report --check failed:" >&2; cat "$dir/check.log" >&2; exit 1; }
  (cd "$dir/empty" && "$bin" solve among-nobles >"$dir/solve.log" 2>&1) ||
    { echo "from-anywhere ($label): solve among-nobles failed:" >&2; cat "$dir/solve.log" >&2; exit 1; }
  (cd "$dir/empty" && "$bin" replay "$src/corpus/golden/tudor-seed1-game0.trace.json" >"$dir/replay.log" 2>&1) ||
    { echo "from-anywhere ($label): replay failed:" >&2; cat "$dir/replay.log" >&2; exit 1; }
  # A perft table names its positions' traces by repository paths: found beside the table, wherever it lies.
  (cd "$dir/empty" && "$bin" perft --check "$3/corpus/perft/$game.json" >"$dir/perft.log" 2>&1) ||
    { echo "from-anywhere ($label): perft --check failed:" >&2; cat "$dir/perft.log" >&2; exit 1; }
  if grep -q '^note:' "$dir"/*.log; then
    echo "from-anywhere ($label): a note says something is missing:" >&2; grep '^note:' "$dir"/*.log >&2; exit 1
  fi
}

check build-tree "$peerage" "$src"
"$cmake_cmd" --install "$build" --prefix "$tmp/prefix" >"$tmp/install.log" || { cat "$tmp/install.log" >&2; exit 1; }
[[ -x "$tmp/prefix/bin/peerage" ]] || { echo "from-anywhere: the install has no bin/peerage" >&2; exit 1; }
for d in examples witnesses foresight data; do
  [[ -d "$tmp/prefix/share/peerage/corpus/$d" ]] || { echo "from-anywhere: corpus/$d not installed" >&2; exit 1; }
done
check installed "$tmp/prefix/bin/peerage" "$tmp/prefix/share/peerage"
echo "from-anywhere: report, solve, replay and perft --check agree from an empty directory and from an installed prefix"

#!/usr/bin/env bash
# Tests leave the system temp directory as they found it. `snapshot LIST` records its entries before the
# run (CTest fixture setup); `check LIST` runs after every other test (fixture cleanup) and fails naming
# each entry that appeared since. Entries that vanished are fine. Run the suite with TMPDIR pointing at a
# directory of its own (ci/test.sh does) so that other programs on the machine cannot add noise.
# Usage: tmp_watch.sh snapshot|check LIST-FILE
set -u
mode="$1" list="$2"
dir="${TMPDIR:-/tmp}"
entries() { find "$dir" -mindepth 1 -maxdepth 1 -printf '%f\n' 2>/dev/null | LC_ALL=C sort; }
case "$mode" in
  snapshot)
    entries >"$list"
    echo "tmp_watch: $(wc -l <"$list") entries in $dir before the run"
    ;;
  check)
    [[ -f "$list" ]] || { echo "FAIL: no snapshot $list (run the tmp.snapshot test first)"; exit 1; }
    new=$(LC_ALL=C comm -13 "$list" <(entries))
    if [[ -n "$new" ]]; then
      echo "FAIL: the test run left these in $dir:"
      echo "$new" | sed 's/^/  /'
      echo "0 passed, 1 failed"
      exit 1
    fi
    echo "tmp_watch: $dir is as the run found it"
    echo "1 passed, 0 failed"
    ;;
  *) echo "usage: tmp_watch.sh snapshot|check LIST-FILE" >&2; exit 2 ;;
esac

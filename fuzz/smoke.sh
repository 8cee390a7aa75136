#!/usr/bin/env bash
# One fuzz smoke run (CTest entries fuzz.<target>): runs the libFuzzer command given after LOG, keeping its
# whole output in LOG (the build tree). A pass prints libFuzzer's final statistics; a failure prints how the
# run ended (exit status or signal), the last lines of the log (where libFuzzer and the sanitizers write
# their report), the crash files in ARTIFACTS and the free disk and memory, so that a CI failure can be
# diagnosed from CTest's output alone (libFuzzer writes ~100 KB per run, and CTest keeps only part of a
# failed test's output).
# Usage: smoke.sh LOG ARTIFACT-PREFIX fuzzer-command...
set -u
log="$1" artifacts="$2"
shift 2
"$@" >"$log" 2>&1
rc=$?
if [[ $rc -eq 0 ]]; then
  grep -E '^(Done|stat::)' "$log"
  echo "smoke.sh: passed (whole log: $log)"
  exit 0
fi
how="exit status $rc"
((rc > 128)) && how+=" (signal $((rc - 128)), $(kill -l $((rc - 128)) 2>/dev/null || echo '?'))"
echo "FAIL: $(basename "$1") ended with $how; the last 80 lines of $log:"
tail -n 80 "$log"
echo "--- crash files ($artifacts*):"
ls -l "$artifacts"* 2>/dev/null || echo "(none)"
echo "--- disk and memory:"
df -h "$(dirname "$log")" "${TMPDIR:-/tmp}" 2>&1
free -m 2>&1
exit 1

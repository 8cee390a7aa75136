#!/usr/bin/env bash
# Runs one Boost.Test entry of CTest (cmake/boost_test.cmake): the test binary and its arguments after LOG.
# The output streams through as before and is also kept whole in LOG (the build tree). On failure the failed
# checks are repeated at the end, each with the lines after it (a RapidCheck counterexample, a sanitizer
# report): a CI excerpt shows the end of a failed test's output, where a failure early in a long suite is
# otherwise out of sight.
# Usage: boost_test.sh LOG test-binary [arguments...]
set -uo pipefail
log="$1"
shift
mkdir -p "$(dirname "$log")"
"$@" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
((rc == 0)) && exit 0
how="exit status $rc"  # Boost.Test: 201 failed checks, 200 an uncaught exception or signal
((rc > 128 && rc < 160)) && how+=" (signal $((rc - 128)), $(kill -l $((rc - 128)) 2>/dev/null || echo '?'))"
failed=$(awk '
  /error: in "|fatal error|critical error|ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:|terminate called/ {
    if (left <= 0) print "--"
    left = /Sanitizer/ ? 40 : 12
  }
  left > 0 {
    if (/(Entering|Leaving) test (case|suite)/) { left = 0; next }
    print
    left--
  }' "$log")
echo
echo "boost_test.sh: $(basename "$1") ended with $how; the first of its failed checks again (whole log: $log):"
head -n 60 <<<"$failed"
lines=$(wc -l <<<"$failed")
((lines > 60)) && echo "... $((lines - 60)) more lines of failed checks in $log"
grep -E '^\*\*\* ' "$log" | tail -n 1
exit "$rc"

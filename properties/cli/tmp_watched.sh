#!/usr/bin/env bash
# Test tmp.watched: every CTest entry of the build directory BUILD requires the fixture tmp-watch (set up by
# tmp.snapshot, cleaned up by tmp.clean), so that no test can still be writing into TMPDIR while tmp.clean
# checks it. Fails naming each test without it. Reads `ctest --show-only=json-v1`.
# Usage: tmp_watched.sh BUILD
set -u
build="$1"
ctest --test-dir "$build" --show-only=json-v1 2>/dev/null | python3 -c '
import json, sys
tests = json.load(sys.stdin)["tests"]
missing = []
for t in tests:
    if t["name"] in ("tmp.snapshot", "tmp.clean"):
        continue
    props = {p["name"]: p["value"] for p in t.get("properties", [])}
    if "tmp-watch" not in props.get("FIXTURES_REQUIRED", []):
        missing.append(t["name"])
for name in missing:
    print("FAIL: test %s does not require the fixture tmp-watch (FIXTURES_REQUIRED tmp-watch)" % name)
print("tmp.watched: %d tests, %d outside the temp directory watch" % (len(tests), len(missing)))
sys.exit(1 if missing else 0)
'

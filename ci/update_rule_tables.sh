#!/usr/bin/env bash
# Regenerates docs/rule-tests/<game>.md (rule id -> rulebook place -> the tests that assert it) from the
# PEERAGE_ASSERTS_RULES registrations (test rule_coverage/rule_tables_are_current checks they agree), one
# game's property executable at a time (build/default/properties/peerage_properties_<folder>).
# Usage: ci/update_rule_tables.sh [BUILD_DIR]   (default build/default)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/default}"
shopt -s nullglob
binaries=("$build"/properties/peerage_properties_*)
(( ${#binaries[@]} )) || { echo "update_rule_tables.sh: no $build/properties/peerage_properties_* (build first)" >&2; exit 2; }
for binary in "${binaries[@]}"; do
  [[ -f "$binary" && -x "$binary" ]] || continue  # an object directory (peerage_properties_shared.dir), not a test
  folder=${binary##*/peerage_properties_}
  PEERAGE_GAME=${folder//_/-} PEERAGE_WRITE_RULE_TABLES=1 "$binary" --run_test=rule_coverage/rule_tables_are_current --log_level=message
done

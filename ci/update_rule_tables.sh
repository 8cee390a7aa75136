#!/usr/bin/env bash
# Regenerates docs/rule-tests/<game>.md (rule id -> rulebook place -> the tests that assert it) from the
# PEERAGE_ASSERTS_RULES registrations (test rule_coverage/rule_tables_are_current checks they agree).
# Usage: ci/update_rule_tables.sh [PATH/TO/peerage_properties]
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-build/default/properties/peerage_properties}"
PEERAGE_WRITE_RULE_TABLES=1 "$binary" --run_test=rule_coverage/rule_tables_are_current --log_level=message

#!/usr/bin/env bash
# Regenerates README.md's interpretation catalogue block from `peerage rules all --markdown`
# (the readme-catalogue test checks that the two agree). Usage: ci/update_readme_catalogue.sh [PEERAGE]
set -euo pipefail
peerage="${1:-build/default/peerage}"
cd "$(dirname "$0")/.."
block=$(mktemp)
trap 'rm -f "$block"' EXIT
"$peerage" rules all --markdown >"$block"
awk -v block="$block" '
  /<!-- catalogue:begin -->/ { print; while ((getline line < block) > 0) print line; skip = 1; next }
  /<!-- catalogue:end -->/ { skip = 0 }
  !skip { print }' README.md >README.md.tmp
mv README.md.tmp README.md

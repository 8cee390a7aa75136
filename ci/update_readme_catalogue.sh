#!/usr/bin/env bash
# Regenerates the interpretation catalogue block of docs/games.md (between the catalogue markers) from
# `peerage rules all --markdown` (the readme-catalogue test checks that the two agree).
# Usage: ci/update_readme_catalogue.sh [PEERAGE [PAGE]]  (PAGE: default docs/games.md of this source tree)
set -euo pipefail
# PEERAGE and PAGE given as relative paths are read from the working directory; the defaults from the source root.
peerage="${1:-}" page="${2:-}"
[[ "$peerage" != */* || "$peerage" = /* ]] || peerage="$PWD/$peerage"
[[ -z "$page" || "$page" = /* ]] || page="$PWD/$page"
cd "$(dirname "$0")/.."
peerage="${peerage:-build/default/peerage}" page="${page:-docs/games.md}"
grep -q '<!-- catalogue:begin -->' "$page" && grep -q '<!-- catalogue:end -->' "$page" ||
  { echo "update_readme_catalogue: $page has no catalogue markers" >&2; exit 2; }
block=$(mktemp)
trap 'rm -f "$block"' EXIT
"$peerage" rules all --markdown >"$block"
awk -v block="$block" '
  /<!-- catalogue:begin -->/ { print; while ((getline line < block) > 0) print line; skip = 1; next }
  /<!-- catalogue:end -->/ { skip = 0 }
  !skip { print }' "$page" >"$page.tmp"
mv "$page.tmp" "$page"

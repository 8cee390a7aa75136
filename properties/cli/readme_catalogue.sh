#!/usr/bin/env bash
# README.md embeds every game's interpretation catalogue; it must match `peerage rules all --markdown`.
# Every repository file README.md names in an example (corpus/..., data/...) must exist.
# Usage: readme_catalogue.sh PATH/TO/peerage PATH/TO/README.md
set -u
root=$(dirname "$2")
missing=$(grep -oE '(corpus|data)/[A-Za-z0-9_.=-]+(/[A-Za-z0-9_.=-]+)*\.(json|md)' "$2" | sort -u |
  while read -r f; do [[ -e "$root/$f" ]] || echo "$f"; done)
if [[ -n "$missing" ]]; then
  echo "README.md names files that do not exist:"
  echo "$missing"
  echo "0 passed, 1 failed"
  exit 1
fi
expected=$("$1" rules all --markdown)
actual=$(sed -n '/<!-- catalogue:begin -->/,/<!-- catalogue:end -->/p' "$2" | sed '1d;$d')
if [[ "$expected" != "$actual" ]]; then
  echo "README.md's interpretation catalogue is out of date; regenerate the block between the catalogue"
  echo "markers with: peerage rules all --markdown"
  diff <(echo "$expected") <(echo "$actual") | head -n 20
  echo "0 passed, 1 failed"
  exit 1
fi
echo "1 passed, 0 failed"

#!/usr/bin/env bash
# docs/games.md embeds every game's interpretation catalogue; it must match `peerage rules all --markdown`
# (ci/update_readme_catalogue.sh rewrites it). In README.md and docs/*.md, every repository file named in an
# example (corpus/..., data/...) and every relative link must exist.
# Usage: readme_catalogue.sh PATH/TO/peerage SOURCE_ROOT
set -u
root="$2"
pages=("$root/README.md" "$root"/docs/*.md)
missing=$(grep -ohE '(corpus|data)/[A-Za-z0-9_.=-]+(/[A-Za-z0-9_.=-]+)*\.(json|md)' "${pages[@]}" | sort -u |
  while read -r f; do [[ -e "$root/$f" ]] || echo "$f"; done)
if [[ -n "$missing" ]]; then
  echo "README.md or docs/*.md names files that do not exist:"
  echo "$missing"
  echo "0 passed, 1 failed"
  exit 1
fi
# Markdown links [text](target) that are neither addresses nor anchors: the file, relative to the page.
broken=$(for page in "${pages[@]}"; do
  grep -oE '\]\([^)# ]+(#[^) ]*)?\)' "$page" | sed -E 's/^\]\(//; s/\)$//; s/#.*//' | grep -vE '^[a-z]+:' |
    while read -r target; do [[ -e "$(dirname "$page")/$target" ]] || echo "${page#"$root"/}: $target"; done
done)
if [[ -n "$broken" ]]; then
  echo "README.md or docs/*.md links to files that do not exist:"
  echo "$broken"
  echo "0 passed, 1 failed"
  exit 1
fi
expected=$("$1" rules all --markdown)
actual=$(sed -n '/<!-- catalogue:begin -->/,/<!-- catalogue:end -->/p' "$root/docs/games.md" | sed '1d;$d')
if [[ "$expected" != "$actual" ]]; then
  echo "docs/games.md's interpretation catalogue is out of date; regenerate the block between the catalogue"
  echo "markers with: bash ci/update_readme_catalogue.sh"
  diff <(echo "$expected") <(echo "$actual") | head -n 20
  echo "0 passed, 1 failed"
  exit 1
fi
echo "1 passed, 0 failed"

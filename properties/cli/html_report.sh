#!/usr/bin/env bash
# The HTML report in a real headless Chromium: it renders, its charts are present, the console stays free
# of errors, and it needs no network. A deliberately broken page must be caught (so the check can fail).
# Usage: html_report.sh PATH/TO/peerage GAME. Exit 77 (CTest: skipped) when Chromium is not installed
# (bash ci/setup.sh --chromium installs it).
set -u
peerage="$1" game="$2"
chromium=$(command -v chromium || command -v chromium-browser || true)
[[ -n "$chromium" ]] || { echo "chromium not installed: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0 passes=0
check() { if eval "$2"; then passes=$((passes + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }

run_chromium() {  # url dom-file log-file [extra flags]
  local url="$1" dom="$2" log="$3"
  shift 3
  timeout 90 "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --disable-quic \
    --user-data-dir="$tmp/profile-$RANDOM" --enable-logging=stderr --v=0 "$@" --dump-dom "$url" >"$dom" 2>"$log"
}
console_errors() { grep -E 'CONSOLE|Uncaught|net::ERR_' "$1" | grep -vE 'dbus|Fontconfig' || true; }

# A small report (same generator as reports/<game>.html, smaller budget).
"$peerage" report "$game" --out "$tmp" --games 40 --games-per-reading 10 --diff-games 2 --freq-games 4 --context-games 1 \
  --hunt-games 2 >/dev/null
html="$tmp/$game.html"
check "report written" "[[ -s '$html' ]]"
check "no external references" "! grep -qE '(src|href)=\"(https?:)?//' '$html'"

run_chromium "file://$html" "$tmp/dom.html" "$tmp/log.txt"
rc=$?
check "chromium exits 0 (got $rc)" "[[ $rc -eq 0 ]]"
check "DOM rendered" "grep -q '<h1>' '$tmp/dom.html'"
svgs=$(grep -o '<svg' "$tmp/dom.html" | wc -l)
check "charts present (found $svgs svg)" "[[ $svgs -ge 4 ]]"
entries=$(grep -o '<section class="entry"' "$tmp/dom.html" | wc -l)
check "FAQ entries rendered (found $entries)" "[[ $entries -ge 20 ]]"
pictures=$(grep -o '<pre class="picture">' "$tmp/dom.html" | wc -l)
check "example state pictures rendered (found $pictures)" "[[ $pictures -ge 5 ]]"
check "table of contents rendered" "grep -q '<nav class=\"toc\">' '$tmp/dom.html'"
links=$(grep -o 'href="#' "$tmp/dom.html" | wc -l)
check "contents links to the entries ($links)" "[[ $links -ge $entries ]]"
check "bars drawn" "grep -q '<rect' '$tmp/dom.html'"
errs=$(console_errors "$tmp/log.txt")
check "no console errors: $errs" "[[ -z \"\$errs\" ]]"

timeout 90 "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking --no-first-run \
  --user-data-dir="$tmp/profile-shot" --window-size=1000,1400 --virtual-time-budget=2000 \
  --screenshot="$tmp/shot.png" "file://$html" >/dev/null 2>&1
size=$(stat -c %s "$tmp/shot.png" 2>/dev/null || echo 0)
check "screenshot is not blank ($size bytes)" "[[ $size -gt 20000 ]]"
# The first FAQ entry alone in the report's page (same head and style): its heading, readings, state
# picture and outcome lines must draw (a blank page of that head is ~5 KB); the same page without the entry
# must not pass, so the check can fail.
shot() {  # html-file png-file
  timeout 90 "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking --no-first-run \
    --user-data-dir="$tmp/profile-$RANDOM" --window-size=1000,900 --virtual-time-budget=2000 \
    --screenshot="$2" "file://$1" >/dev/null 2>&1
  stat -c %s "$2" 2>/dev/null || echo 0
}
{ sed -n '1,/<body>/p' "$html"; awk '/<section class="entry"/{f=1} f{print} /<\/section>/{if(f){exit}}' "$html"
  echo '</body></html>'; } >"$tmp/entry.html"
{ sed -n '1,/<body>/p' "$html"; echo '</body></html>'; } >"$tmp/no-entry.html"
check "the entry page holds an example picture" "grep -q '<pre class=\"picture\">' '$tmp/entry.html'"
esize=$(shot "$tmp/entry.html" "$tmp/entry.png")
nsize=$(shot "$tmp/no-entry.html" "$tmp/no-entry.png")
check "an FAQ entry renders in a screenshot ($esize bytes)" "[[ $esize -gt 20000 ]]"
check "the same page without the entry does not pass ($nsize bytes)" "[[ $nsize -le 20000 ]]"

# Negative control: the same console check must flag a page with a script error.
printf '<!DOCTYPE html><html><body><p>x</p><script>undefinedFunction();</script></body></html>' >"$tmp/bad.html"
run_chromium "file://$tmp/bad.html" "$tmp/bad-dom.html" "$tmp/bad-log.txt"
bad=$(console_errors "$tmp/bad-log.txt")
check "console check detects a broken page" "[[ -n \"\$bad\" ]]"

echo "$passes passed, $fails failed"
[[ $fails -eq 0 ]]

#!/usr/bin/env bash
# Makes every piece of a newly registered game that can be generated, in the order the completeness check
# (properties/game_completeness.h) names them, then prints what is left to write by hand (the check itself,
# run for this game in the tree written into):
#   1. golden trace   corpus/golden/GAME-seed1-game0.trace.json (`peerage play GAME --seed 1 --games 1
#                     --save-traces`); an existing one is kept (it is a regression reference)
#   2. perft table    corpus/perft/GAME.json: the initial position at the default player count and the golden
#                     trace's middle, counted to --perft-depth; an existing table is kept (its first depths are
#                     the contributor's, derived by hand) and checked with `peerage perft --check`
#   3. fuzz seeds     corpus/fuzz/*/gen-GAME-* (corpus/fuzz/make_seeds.py --game GAME: no other seed changes)
#   3b. dictionaries  fuzz/*.dict (properties/ecosystem/fuzz_dicts.py; test fuzz-dicts), in the source tree only
#   4. report         reports/GAME.md, .json, .html and reports/GAME/ (`peerage report GAME`, with the
#                     hand-built situations of the tree written into: --examples DIR/corpus/examples)
#   5. catalogue      the catalogue block of docs/games.md (ci/update_readme_catalogue.sh)
#   6. rule tables    docs/rule-tests/GAME.md (the rule_coverage suite with PEERAGE_WRITE_RULE_TABLES=1)
#   7. engine guide   a skeleton of the game's section of docs/engine-guide.md: its decision and chance tables
#                     from 20 random games per player count (every action kind, who took it, an example, whether
#                     it was ever the only legal action; each chance kind's outcomes and probabilities), cells
#                     that need the rulebook marked *(to write)*. Printed, or written to --guide-out FILE; never
#                     written into the guide itself (paste it there, under "2. Decisions and chance").
# Run it again after changing the engine: every generated piece is rewritten, hand-written ones are kept.
#
# Usage: bash ci/new_game.sh GAME [--root DIR] [--peerage PATH] [--properties PATH] [--unit PATH]
#                                 [--perft-depth N] [--report-args "ARGS"] [--guide-out FILE]
#   --root DIR         the tree to write into (default: this source tree); a test runs it into a copy
#   --peerage PATH     the command (default build/default/peerage)
#   --properties PATH  a binary with the rule_coverage suite and the game's own tests (default
#                      build/default/properties/peerage_properties_<folder>, the game's folder: tudor, among_nobles)
#   --unit PATH        a binary with the game_completeness suite (default build/default/properties/peerage_unit)
#   --perft-depth N    depth of a new perft table (default 4)
#   --report-args ARGS more arguments for `peerage report` (split at spaces), e.g. smaller budgets for a test;
#                      the checked-in reports use the defaults (reports-up-to-date)
#   --guide-out FILE   write the engine-guide skeleton to FILE instead of printing it
# Bad usage or an unknown game: one message, exit 2. A generator that fails: its message, exit 1.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
usage() {  # one line: what was wrong, then the usage
  echo "new_game.sh: ${1:+$1; }usage: bash ci/new_game.sh GAME [--root DIR] [--peerage PATH] [--properties PATH] [--unit PATH] [--perft-depth N] [--report-args \"ARGS\"] [--guide-out FILE]" >&2
  exit 2
}
abs() { [[ "$1" = /* ]] && echo "$1" || echo "$PWD/$1"; }

game="" root="$src" peerage="$src/build/default/peerage" props=""
unit="$src/build/default/properties/peerage_unit" depth=4 report_args="" guide_out=""
while (( $# )); do
  case "$1" in
    --root|--peerage|--properties|--unit|--perft-depth|--report-args|--guide-out)
      (( $# >= 2 )) || usage "$1 needs a value"
      case "$1" in
        --root) root=$(abs "$2") ;;
        --peerage) peerage=$(abs "$2") ;;
        --properties) props=$(abs "$2") ;;
        --unit) unit=$(abs "$2") ;;
        --perft-depth) depth="$2" ;;
        --report-args) report_args="$2" ;;
        --guide-out) guide_out=$(abs "$2") ;;
      esac
      shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) usage "unknown option $1" ;;
    *) [[ -z "$game" ]] || usage "one game at a time ($game, then $1)"; game="$1"; shift ;;
  esac
done
[[ -n "$game" ]] || usage "no game named"
[[ -n "$props" ]] || props="$src/build/default/properties/peerage_properties_${game//-/_}"
[[ "$depth" =~ ^[1-9][0-9]?$ ]] || { echo "new_game.sh: --perft-depth must be a number from 1 to 99, not '$depth'" >&2; exit 2; }
for bin in "$peerage" "$props" "$unit"; do
  [[ -x "$bin" ]] || { echo "new_game.sh: $bin is not an executable (build it first, or name another)" >&2; exit 2; }
done
[[ -d "$root" ]] || { echo "new_game.sh: --root $root is not a directory" >&2; exit 2; }
games=$("$peerage" games) || { echo "new_game.sh: '$peerage games' failed" >&2; exit 1; }
if ! awk -v g="$game" '$1 == g { found = 1 } END { exit !found }' <<<"$games"; then
  echo "new_game.sh: unknown game '$game' (registered: $(awk '{print $1}' <<<"$games" | paste -sd' ' | sed 's/ /, /g'))" >&2
  exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
step() { echo; echo "== $1"; }
fail() { echo "new_game.sh: $1" >&2; exit 1; }
kept=()  # what was there already and left alone

# 1. Golden trace.
golden="corpus/golden/$game-seed1-game0.trace.json"
step "golden trace: $golden"
mkdir -p "$root/corpus/golden"
if [[ -f "$root/$golden" ]]; then
  echo "kept (a regression reference: delete it to record it again)"
  kept+=("$golden")
else
  mkdir -p "$tmp/golden"
  "$peerage" play "$game" --seed 1 --games 1 --save-traces "$tmp/golden" >/dev/null || fail "peerage play $game failed"
  written=("$tmp"/golden/*.trace.json)  # <game>-<n>p-seed1-game0.trace.json
  [[ ${#written[@]} -eq 1 && -f "${written[0]}" ]] || fail "peerage play --save-traces wrote no trace"
  cp "${written[0]}" "$root/$golden"
  echo "written"
fi

# 2. Perft table.
perft="corpus/perft/$game.json"
step "perft table: $perft"
mkdir -p "$root/corpus/perft"
if [[ -f "$root/$perft" ]]; then
  kept+=("$perft")
  if (cd "$root" && "$peerage" perft "$game" --check "$perft") >"$tmp/perft-check" 2>&1; then
    echo "kept (the contributor's); peerage perft --check: it agrees"
  else
    echo "kept (the contributor's); peerage perft --check FAILS:"; sed 's/^/  /' "$tmp/perft-check"
    perft_bad=1
  fi
else
  python3 - "$peerage" "$game" "$root" "$golden" "$depth" "$tmp" <<'EOF' || fail "the perft table could not be written"
import json, os, subprocess, sys
peerage, game, root, golden, depth, tmp = sys.argv[1:7]

def counts(*args):  # args: the game and --players, or --from TRACE (which names them itself)
    out = subprocess.run([peerage, "perft", *args, "--depth", depth], check=True, capture_output=True,
                         text=True, cwd=root).stdout
    return [int(line.split()[2]) for line in out.splitlines() if line.startswith("depth")]

trace = json.load(open(os.path.join(root, golden)))
steps = len(trace["actions"]) // 2
head = {k: v for k, v in trace.items() if k not in ("actions", "final")}
head["actions"] = trace["actions"][:steps]
mid = os.path.join(tmp, "mid.trace.json")
json.dump(head, open(mid, "w"))
table = {
    "game": game,
    "about": "Perft counts (action sequences of exactly that length, chance outcomes included, each a branch), "
             "written by ci/new_game.sh from the reference engine to depth %s: a regression baseline checked by "
             "`peerage perft --check` and the unit tests. The first depths of each position are to be derived by "
             "hand, in its \"derivation\"." % depth,
    "positions": [
        {"name": "initial", "players": trace["players"], "interpretations": {},
         "counts": counts(game, "--players", str(trace["players"]))},
        {"name": "the golden trace after %d steps" % steps, "trace": golden, "steps": steps,
         "counts": counts("--from", mid)},
    ],
}
with open(os.path.join(root, "corpus/perft", game + ".json"), "w") as f:
    json.dump(table, f, indent=2)
    f.write("\n")
for p in table["positions"]:
    print("%s: %s" % (p["name"], " ".join(map(str, p["counts"]))))
EOF
  (cd "$root" && "$peerage" perft "$game" --check "$perft" >/dev/null) || fail "peerage perft --check $perft fails on the table just written"
  echo "written, to depth $depth (peerage perft --check agrees)"
fi

# 3. Fuzz seeds: this game's only.
step "fuzz seeds: corpus/fuzz/*/gen-$game-*"
python3 "$src/corpus/fuzz/make_seeds.py" "$peerage" --game "$game" --root "$root" >"$tmp/seeds.log" 2>&1 ||
  { cat "$tmp/seeds.log" >&2; fail "corpus/fuzz/make_seeds.py --game $game failed"; }
grep -v ': 0 gen-\* seeds' "$tmp/seeds.log" || true

# 3b. Fuzz dictionaries: the game's names, readings and action texts (test fuzz-dicts). Written into the source
# tree only (properties/ecosystem/fuzz_dicts.py writes its own fuzz/); another --root is told to run it.
step "fuzz dictionaries: fuzz/*.dict"
if [[ "$root" == "$src" ]]; then
  python3 "$src/properties/ecosystem/fuzz_dicts.py" "$peerage" >"$tmp/dicts.log" 2>&1 ||
    { cat "$tmp/dicts.log" >&2; fail "properties/ecosystem/fuzz_dicts.py failed"; }
  echo "regenerated (fuzz-dicts checks them)"
else
  echo "not written into --root $root: run python3 properties/ecosystem/fuzz_dicts.py in the source tree"
fi

# 4. Report and its examples.
step "report: reports/$game.md, .json, .html, reports/$game/"
# shellcheck disable=SC2086  # --report-args is split at spaces on purpose
# The hand-built situations of the tree written into (its corpus/examples/GAME/), not the source tree's.
examples=()
[[ -d "$root/corpus/examples" ]] && examples=(--examples "$root/corpus/examples")
"$peerage" report "$game" --out "$root/reports" "${examples[@]}" $report_args >"$tmp/report.log" 2>&1 ||
  { cat "$tmp/report.log" >&2; fail "peerage report $game failed"; }
tail -n 3 "$tmp/report.log"

# 5. The catalogue block.
step "catalogue block: docs/games.md"
bash "$src/ci/update_readme_catalogue.sh" "$peerage" "$root/docs/games.md" || fail "ci/update_readme_catalogue.sh failed"
echo "rewritten from peerage rules all --markdown"

# 6. Rule tables.
step "rule table: docs/rule-tests/$game.md"
mkdir -p "$root/docs/rule-tests"
(cd "$root" && PEERAGE_WRITE_RULE_TABLES=1 PEERAGE_GAME="$game" "$props" \
   --run_test=rule_coverage/rule_tables_are_current --log_level=message) >"$tmp/rules.log" 2>&1 ||
  { cat "$tmp/rules.log" >&2; fail "the rule table could not be written"; }
[[ -f "$root/docs/rule-tests/$game.md" ]] || fail "no docs/rule-tests/$game.md written (see $props)"
none=$(grep -c '\*\*none\*\*' "$root/docs/rule-tests/$game.md" || true)
echo "written ($none rule(s) or reading(s) without an asserting test yet)"

# 7. Engine-guide skeleton.
step "engine guide: a skeleton of the section for docs/engine-guide.md"
mkdir -p "$tmp/traces"
range=$(awk -v g="$game" '$1 == g { print $2 }' <<<"$games")
for ((n = ${range%-*}; n <= ${range#*-}; ++n)); do
  mkdir -p "$tmp/traces/$n"
  "$peerage" play "$game" --players "$n" --games 20 --seed 1 --save-traces "$tmp/traces/$n" >/dev/null ||
    fail "peerage play $game --players $n failed"
done
"$peerage" rules "$game" --json >"$tmp/rules.json"
python3 - "$peerage" "$game" "$tmp" >"$tmp/guide.md" <<'EOF' || fail "the engine-guide skeleton could not be written"
import glob, json, os, re, subprocess, sys
peerage, game, tmp = sys.argv[1:4]
title = json.load(open(os.path.join(tmp, "rules.json")))["title"]
TODO = "*(to write)*"

def kind(text):  # as docs.engine-guide and the narrator read an action text: its first word
    return re.split(r"[: ]", text, maxsplit=1)[0]

def fmt(k, texts):
    shapes = sorted(set(texts))[:3]
    rest = "<…>" if any(t != k for t in texts) else ""
    sep = texts[0][len(k)] if len(texts[0]) > len(k) else ""
    return "`%s%s%s` (e.g. %s)" % (k, sep, rest, ", ".join("`%s`" % s for s in shapes))

decisions, chances = {}, {}  # kind -> {"who": set, "texts": [..], "alone": bool}
first_traces = []
for d in sorted(glob.glob(os.path.join(tmp, "traces", "*"))):
    files = sorted(glob.glob(os.path.join(d, "*.trace.json")))
    first_traces += files[:1]
    for f in files:
        for a in json.load(open(f))["actions"]:
            text = a["action"]
            table = chances if a["actor"] == "chance" else decisions
            row = table.setdefault(kind(text), {"who": set(), "texts": [], "alone": False})
            row["who"].add(a["actor"])
            row["texts"].append(text)
            row["alone"] |= a.get("legal") == 1

# Each chance kind's outcomes and probabilities where it first occurs (one `peerage serve` session per player
# count, replaying that count's first game and asking for the legal outcomes before each chance step).
odds = {}
for f in first_traces:
    trace = json.load(open(f))
    reqs = [{"id": 1, "cmd": "hello", "protocol": 1},
            {"id": 2, "cmd": "new_game", "game": game, "players": trace["players"],
             "settings": trace.get("interpretations", {})}]
    asked = {}
    for a in trace["actions"]:
        if a["actor"] == "chance" and kind(a["action"]) not in odds and kind(a["action"]) not in asked.values():
            asked[len(reqs) + 1] = kind(a["action"])
            reqs.append({"id": len(reqs) + 1, "cmd": "legal"})
        reqs.append({"id": len(reqs) + 1, "cmd": "apply", "action": a["action"]})
    reqs.append({"id": len(reqs) + 1, "cmd": "quit"})
    out = subprocess.run([peerage, "serve"], input="".join(json.dumps(r) + "\n" for r in reqs),
                         capture_output=True, text=True, timeout=120).stdout
    for line in out.splitlines():
        r = json.loads(line)
        if r.get("id") in asked and r.get("ok"):
            probs = r.get("probabilities", [])
            odds[asked[r["id"]]] = ("%d outcomes, %s each" % (len(probs), probs[0]) if len(set(probs)) == 1 else
                                    "%d outcomes, probabilities %s" % (len(probs), " ".join(probs)))

def players(who):
    return ", ".join(sorted(who, key=lambda p: int(p[1:]) if p[1:].isdigit() else 0))

print("### %s (`%s`)" % (title, game))
print()
print("%s what the action texts name and how a turn goes, as the other games' sections do." % TODO)
print()
print("| decision | who | format | example | offered when | forced: skipped or kept | split |")
print("|---|---|---|---|---|---|---|")
for k, row in sorted(decisions.items()):
    forced = "kept *(to write: it was once the only legal action in random play; kept, or skipped when …)*" \
        if row["alone"] else "—"
    print("| `%s` | %s | %s | `%s` | %s | %s | %s |" % (k, players(row["who"]), fmt(k, row["texts"]), row["texts"][0],
                                                    TODO, forced, TODO))
print()
print("| chance | node | format | example | outcomes | order |")
print("|---|---|---|---|---|---|")
for k, row in sorted(chances.items()):
    print("| `%s` | %s | %s | `%s` | %s | %s |" % (k, TODO, fmt(k, row["texts"]), row["texts"][0],
                                                odds.get(k, TODO), TODO))
print()
print("<!-- ci/new_game.sh: %d decision kind(s) and %d chance kind(s) from 20 random games per player count; "
      "a kind random play never reaches is not here: add it marked *(rare)* after its prefix. -->"
      % (len(decisions), len(chances)))
EOF
if [[ -n "$guide_out" ]]; then
  mkdir -p "$(dirname "$guide_out")"
  cp "$tmp/guide.md" "$guide_out"
  echo "written to $guide_out"
else
  cat "$tmp/guide.md"
fi

# What is left: the completeness check for this game, in the tree written into.
step "left to do by hand"
: >"$tmp/left"
if (cd "$root" && PEERAGE_GAME="$game" "$unit" \
      --run_test=game_completeness/every_registered_game_has_every_piece_of_the_recipe --color_output=no) \
     >"$tmp/check.log" 2>&1; then
  echo "the completeness check finds every piece of $game"
else
  awk '/ lacks [0-9]+ piece/ { on = 1 } on && /^  - / { print } /^\*\*\*/ { on = 0 }' "$tmp/check.log" |
    sed 's/\]$//' >"$tmp/left"
  [[ -s "$tmp/left" ]] || { cat "$tmp/check.log" >&2; fail "the completeness check failed without naming a piece"; }
  echo "the completeness check ($(basename "$unit") game_completeness, PEERAGE_GAME=$game) names:"
  cat "$tmp/left"
fi
# What no check sees: hand-derived perft depths of a table written now, the skeleton's cells to write.
extra=()
[[ -n "${perft_bad:-}" ]] && extra+=("perft table: $perft disagrees with the engine (above)")
# Every position of the table without a "derivation" (a rerun keeps the table, so this looks at it, not at
# whether it was written now).
underived=$(python3 -c 'import json, sys
t = json.load(open(sys.argv[1]))
print(", ".join(p.get("name", "?") for p in t.get("positions", []) if not p.get("derivation")))' "$root/$perft" 2>/dev/null) ||
  underived="(the table could not be read)"
[[ -z "$underived" ]] ||
  extra+=("perft table: derive the first depths of each position of $perft by hand and write them in its \"derivation\" (none yet: $underived)")
grep -q '^  - engine guide section:' "$tmp/left" &&
  extra+=("engine guide section: the skeleton's *(to write)* cells, and each \"—\" forced cell checked against the rules (random play never saw that decision alone), pasted under \"2. Decisions and chance, game by game\"")
if (( ${#extra[@]} )); then
  echo "and, which no check can see:"
  printf '  - %s\n' "${extra[@]}"
fi
if [[ "$root" == "$src" ]]; then
  echo "then: git status shows every file written; run the suite (ctest) before committing."
fi

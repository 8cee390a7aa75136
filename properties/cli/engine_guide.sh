#!/usr/bin/env bash
# docs/engine-guide.md keeps one decision table and one chance table per registered game; this keeps them
# complete. For every game and player count it plays 20 random games (`peerage play --save-traces`),
# collects the prefix of every action text (before the first ':' or ' ') by who took it, and fails, naming
# game and prefix, when
#   - a game has no section "### Name (`game`)" with a "| decision |" and a "| chance |" table,
#   - a player's prefix is missing from the decision table, or a chance prefix from the chance table,
#   - a table row's prefix never occurred and the row is not marked *(rare)* after the prefix,
#   - a decision whose "forced" cell is "—" (never the only legal action) was the only legal one at a step,
#   - a row's example text has another prefix, or the reference does not know it as an action of the game
#     (`peerage serve` answers "is not an action of"; "not legal here" is fine: examples are not positions).
# Usage: engine_guide.sh PATH/TO/peerage PATH/TO/docs/engine-guide.md
set -u
peerage="$1" guide="$2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[[ -f "$guide" ]] || { echo "FAIL: $guide: no such file"; echo "0 passed, 1 failed"; exit 1; }
"$peerage" games >"$tmp/games" 2>"$tmp/err" || { echo "FAIL: peerage games: $(head -c 300 "$tmp/err")"; exit 1; }

# "dueling-nobles     2-2 players ..." -> 20 games per player count, each count in its own directory.
while read -r game range _; do
  for ((n = ${range%-*}; n <= ${range#*-}; ++n)); do
    dir="$tmp/traces/$game/$n"
    mkdir -p "$dir"
    if ! "$peerage" play "$game" --players "$n" --games 20 --seed 1 --save-traces "$dir" >/dev/null 2>"$tmp/err"; then
      echo "FAIL: peerage play $game --players $n: $(head -c 300 "$tmp/err")"
      echo "0 passed, 1 failed"
      exit 1
    fi
  done
done <"$tmp/games"

python3 - "$peerage" "$guide" "$tmp" <<'EOF'
import json, os, re, subprocess, sys

peerage, guide, tmp = sys.argv[1:4]
games = [line.split()[0] for line in open(os.path.join(tmp, "games")) if line.strip()]
failures, passes = [], 0

def prefix(text):
    return re.split(r"[: ]", text, maxsplit=1)[0]

def cells(line):  # a table row's cells; "\|" inside a cell is a literal bar
    parts = re.split(r"(?<!\\)\|", line.strip())
    return [c.strip() for c in parts[1:-1]]

# The guide: per "### ... (`game`)" section, its tables by the header's first cell.
tables = {}  # game -> {"decision": {prefix: (rare, example, forced cell)}, "chance": {...}}
game, kind, lines = None, None, open(guide, encoding="utf-8").read().splitlines()
for i, line in enumerate(lines):
    if line.startswith("#"):
        m = re.search(r"\(`([a-z0-9-]+)`\)\s*$", line) if line.startswith("### ") else None
        game = m.group(1) if m else None
        if game:
            tables.setdefault(game, {"decision": {}, "chance": {}})
        kind = None
        continue
    if game is None or not line.startswith("|"):
        kind = None
        continue
    row = cells(line)
    if kind is None:  # a header row
        kind = row[0] if row and row[0] in ("decision", "chance") else "other"
        header = row
        continue
    if kind == "other" or set(line) <= set("|-: "):
        continue
    m = re.fullmatch(r"`([^`]+)`\s*(\*\(rare\)\*)?", row[0])
    if not m:
        failures.append(f"{game}: {kind} table row '{row[0]}' does not start with a `prefix`")
        continue
    examples = re.findall(r"`([^`]+)`", row[header.index("example")]) if "example" in header else []
    if len(examples) != 1:
        failures.append(f"{game}: {kind} '{m.group(1)}': the example cell must hold one `text`")
        examples = [None]
    forced = [c for h, c in zip(header, row) if h.startswith("forced")]
    tables[game][kind][m.group(1)] = (bool(m.group(2)), examples[0], forced[0] if forced else "")

# What random play produced.
seen = {}  # game -> {"decision": {prefix: text}, "chance": {...}}
alone = {}  # game -> {prefix: "file step n"}: the decision's only legal action at that step
for game in games:
    seen[game], alone[game] = {"decision": {}, "chance": {}}, {}
    for d, _, files in os.walk(os.path.join(tmp, "traces", game)):
        for f in files:
            for step, a in enumerate(json.load(open(os.path.join(d, f)))["actions"]):
                if not isinstance(a, dict) or "actor" not in a:
                    sys.exit(f"FAIL: {game}: {f}: an action without its actor checkpoint: {a}")
                k = "chance" if a["actor"] == "chance" else "decision"
                seen[game][k].setdefault(prefix(a["action"]), a["action"])
                if k == "decision" and a.get("legal") == 1:
                    alone[game].setdefault(prefix(a["action"]), f"{f} step {step}")

for game in games:
    if game not in tables or not tables[game]["decision"] or not tables[game]["chance"]:
        failures.append(f"{game}: no section '### ... (`{game}`)' with a decision and a chance table")
        continue
    for k in ("decision", "chance"):
        for p, text in sorted(seen[game][k].items()):
            if p in tables[game][k]:
                passes += 1
            else:
                failures.append(f"{game}: {k} prefix '{p}' (e.g. '{text}') is missing from the {k} table")
        for p, (rare, example, forced) in sorted(tables[game][k].items()):
            if k == "decision" and forced == "—" and p in alone[game]:
                failures.append(f"{game}: decision '{p}' was the only legal action ({alone[game][p]}), "
                                "but its forced cell says — (never forced)")
            if p not in seen[game][k] and not rare:
                failures.append(f"{game}: {k} prefix '{p}' never occurred in random play; mark it *(rare)* or remove it")
            if example is not None and prefix(example) != p:
                failures.append(f"{game}: {k} '{p}': example '{example}' has another prefix")
for game in tables:
    if game not in games:
        failures.append(f"{game}: the guide has a section for a game that is not registered")

# Every example must be an action of its game: one `peerage serve` session, a new game per game.
requests, asked = [{"id": 1, "cmd": "hello", "protocol": 1}], {}
for game in sorted(g for g in tables if g in games):
    requests.append({"id": len(requests) + 1, "cmd": "new_game", "game": game, "settings": {}})
    for k in ("decision", "chance"):
        for p, (_, example, _) in sorted(tables[game][k].items()):
            if example is not None:
                asked[len(requests) + 1] = (game, example)
                requests.append({"id": len(requests) + 1, "cmd": "apply", "action": example})
requests.append({"id": len(requests) + 1, "cmd": "quit"})
out = subprocess.run([peerage, "serve"], input="".join(json.dumps(r) + "\n" for r in requests),
                     capture_output=True, text=True, timeout=60).stdout
replies = {r["id"]: r for r in map(json.loads, out.splitlines())}
for rid, (game, example) in asked.items():
    reply = replies.get(rid, {})
    message = reply.get("error", {}).get("message", "")
    if reply.get("ok") is False and "not legal here" not in message:
        failures.append(f"{game}: example '{example}' is not an action of the game ({message or 'no reply'})")
    else:
        passes += 1

for f in failures:
    print("FAIL:", f)
print(f"{passes} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
EOF

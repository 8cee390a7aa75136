#!/usr/bin/env python3
"""Regenerates the gen-* seeds of the fuzz targets (corpus/fuzz/<target>/gen-*) with the peerage command itself,
so that every game, every player count and some non-default readings are in every target's seed corpus:

  play_fuzzer      `play --save-traces` whole games turned into inputs by `trace-to-fuzz --any-game` (the format of
                   model/analysis/fuzz_decode.h: the last byte is the game's fixed fuzz id, so these seeds keep
                   their game when games are added): each game
                   at each player count (default readings), per game with set-up parameters one game at the
                   fewest players with every parameter at its first non-default value, and per game three games whose readings are
                   non-default for every interpretation (interpretations 0, 3, 6, ... in the first; 1, 4, 7, ...
                   in the second; 2, 5, 8, ... in the third; each its first non-default reading); and per game,
                   at its default player count, inputs that start at the fuzzers' start positions 2, 5, 9, 14
                   and 20 (`trace-to-fuzz --start K` of a trace without actions; model/analysis/fuzz_starts.h)
  trace_fuzzer     per game and player count a short trace with checkpoints and a mid-game state (`replay
                   --json`, compact); per game with set-up parameters a short trace with them off their
                   defaults; per game a trace from a start state (`replay --record` of a trace whose
                   `start` is a mid-game state), a final state, a trace under the first group of non-default
                   readings and mid-game states under the other two; two traces whose `start` is nested JSON: 100 objects deep (just past the 64-level bound of
                   the bounded reader) and 16,000 arrays deep (32 KB; past the ~10,000 levels at which a
                   recursive walk of a JSON value overflows the stack under ASan, within the target's 64 KiB
                   max_len; the 100,000-deep trace of properties/cli/cli_errors.sh would be 600 KB and be cut
                   to max_len by libFuzzer anyway)
  protocol_fuzzer  per game and player count a session of the 8 lines the target reads, using every command:
                   hello, new_game (with the first group of non-default readings at the default player count),
                   status, legal, apply (the first action of a played game), state, observation, quit; per game
                   one session whose new_game has a mid-game `start` state (second group of readings) and
                   applies three actions
  serve_fuzzer     per game a session (third group of readings) as the standard input of `peerage serve`, each
                   game in all five framings: five requests (hello, new_game, apply, state, quit) with "\\r\\n"
                   line ends, without a final newline, with empty lines, with a line after quit, all within the
                   8 lines the target reads, and the 8 requests of a protocol_fuzzer session plain; one session
                   with a 2 KB line.
                   Nothing a game gets depends on the other games (no seed is chosen by a game's place in a list)
  data_fuzzer      every shipped data file (`peerage data GAME`) re-serialised compactly, and as it is when small

Existing hand-made seeds (names without the gen- prefix) are left alone; the gen-* files are replaced on every
run, so the script can be rerun after an engine changes. `peerage fuzz-coverage corpus/fuzz` then shows what
the corpora reach (and `--check` fails on a missing game, player count or command; CTest test fuzz-coverage).
What a game's seeds hold depends on that game alone, so `--game GAME` (repeatable; ci/new_game.sh uses it)
replaces only that game's gen-GAME-* files, with the same bytes a whole run writes for it, and leaves every
other seed alone (the seeds that belong to no game, long-line and nested-start-*, are written by
a whole run only).

Usage: python3 corpus/fuzz/make_seeds.py [PEERAGE] [--game GAME]... [--root DIR]
  PEERAGE  the command (default: build/default/peerage of this source tree)
  --root   write under DIR/corpus/fuzz/ (default: this source tree)
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser(description="Regenerates the gen-* fuzz seeds (see the module docstring).")
parser.add_argument("peerage", nargs="?", help="the peerage command (default: build/default/peerage)")
parser.add_argument("--game", action="append", default=[], help="only this game's seeds (repeatable)")
parser.add_argument("--root", help="write under DIR/corpus/fuzz (default: this source tree)")
args = parser.parse_args()
peerage = os.path.abspath(args.peerage) if args.peerage else os.path.join(root, "build/default/peerage")
out_root = os.path.abspath(args.root) if args.root else root
os.chdir(root)
TARGETS = ["play_fuzzer", "trace_fuzzer", "protocol_fuzzer", "serve_fuzzer", "data_fuzzer"]
SEED = 1  # the play seed; the game itself varies with the player count and readings
START_SEEDS = [2, 5, 9, 14, 20]  # play_fuzzer's start positions (x 24 actions) given a seed of their own
PROTOCOL_LINES = 8  # the lines protocol_fuzzer and serve_fuzzer read (kProtocolFuzzerLines, fuzz_decode.h)


def run(*args):
    return subprocess.run([peerage, *map(str, args)], check=True, capture_output=True, text=True).stdout


def compact(value):
    return json.dumps(value, separators=(",", ":"))


def write(target, name, data):
    path = os.path.join(out_root, "corpus/fuzz", target, "gen-" + name)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
    written[target] = written.get(target, 0) + 1


def play(tmp, game, players, settings, max_steps=None, params=None):
    """One game played by `peerage play --save-traces`; returns its trace (parsed) and the file."""
    out = tempfile.mkdtemp(dir=tmp)
    args = ["play", game, "--players", players, "--games", 1, "--seed", SEED, "--save-traces", out]
    for k, v in sorted(settings.items()):
        args += ["--set", "%s=%s" % (k, v)]
    for k, v in sorted((params or {}).items()):
        args += ["--param", "%s=%s" % (k, v)]
    if max_steps:
        args += ["--max-steps", max_steps]
    run(*args)
    (path,) = glob.glob(os.path.join(out, "*.trace.json"))
    with open(path) as f:
        return json.load(f), path


def default_player_count(tmp, game):
    out = tempfile.mkdtemp(dir=tmp)
    run("play", game, "--games", 1, "--max-steps", 1, "--save-traces", out)
    (path,) = glob.glob(os.path.join(out, "*.trace.json"))
    with open(path) as f:
        return json.load(f)["players"]


def actions_of(trace):
    return [a["action"] if isinstance(a, dict) else a for a in trace["actions"]]


def state_after(tmp, trace, steps):
    """The canonical state JSON after the first `steps` actions of `trace` (`replay --json`)."""
    head = {k: v for k, v in trace.items() if k not in ("actions", "final")}
    head["actions"] = actions_of(trace)[:steps]
    path = os.path.join(tmp, "head.trace.json")
    with open(path, "w") as f:
        json.dump(head, f)
    return json.loads(run("replay", path, "--json"))


def reading_groups(game):
    """Three settings maps that together give every interpretation its first non-default reading."""
    rules = json.loads(run("rules", game, "--json"))
    groups = [{}, {}, {}]
    for n, interp in enumerate(rules["interpretations"]):
        others = [r["id"] for r in interp["readings"] if r["id"] != interp["default"]]
        if others:
            groups[n % 3][interp["id"]] = others[0]
    return [g for g in groups if g]


def parameter_values(info):
    """Each set-up parameter of a game (`rules --json`) at its first value other than its default."""
    out = {}
    for prm in info.get("parameters", []):
        values = [v["id"] for v in prm.get("values", [])]
        if not values and "range" in prm:  # an integer parameter: `rules --json` writes "range": [min, max]
            lo, hi = prm["range"]
            values = [str(v) for v in range(lo, min(hi, lo + 1) + 1)]
        others = [v for v in values if v != prm["default"]]
        if others:
            out[prm["id"]] = others[0]
    return out


def session(requests):
    return "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in requests)


def session_requests(game, players, settings, actions, start=None):
    """A session of PROTOCOL_LINES requests (what protocol_fuzzer and serve_fuzzer read of an input):
    every command once, an action applied. From a given `start` state: three actions applied instead of
    status and quit, so that mid-game requests are played."""
    new_game = {"cmd": "new_game", "game": game, "players": players, "settings": settings}
    if start is not None:
        new_game["start"] = start
    reqs = [{"cmd": "hello", "protocol": 1}, new_game]
    if start is None:
        reqs += [{"cmd": "status"}, {"cmd": "legal"}, {"cmd": "apply", "action": actions[0]}, {"cmd": "state"},
                 {"cmd": "observation", "player": players - 1}, {"cmd": "quit"}]
    else:
        reqs += [{"cmd": "apply", "action": a} for a in actions[:3]]
        reqs += [{"cmd": "legal"}, {"cmd": "observation", "player": 0}, {"cmd": "state"}]
    assert len(reqs) <= PROTOCOL_LINES
    return [dict({"id": n + 1}, **r) for n, r in enumerate(reqs)]


def own_seed(name, game, names):
    """Whether the seed file `name` is one of `game`'s (gen-GAME-..., and not a longer game name's)."""
    if not name.startswith("gen-%s-" % game):
        return False
    return not any(other != game and other.startswith(game + "-") and name.startswith("gen-%s-" % other)
                   for other in names)


def main():
    games = []
    for line in run("games").splitlines():
        name, counts = line.split()[0], line.split()[1]
        lo, hi = (int(x) for x in counts.split("-"))
        games.append((name, lo, hi))
    names = [g for g, _, _ in games]
    unknown = [g for g in args.game if g not in names]
    if unknown:
        sys.exit("make_seeds.py: unknown game %s (registered: %s)" % (", ".join(unknown), ", ".join(names)))
    only = set(args.game)
    for target in TARGETS:
        os.makedirs(os.path.join(out_root, "corpus/fuzz", target), exist_ok=True)
        for old in glob.glob(os.path.join(out_root, "corpus/fuzz", target, "gen-*")):
            if not only or any(own_seed(os.path.basename(old), g, names) for g in only):
                os.remove(old)
    if only:
        games = [g for g in games if g[0] in only]
    with tempfile.TemporaryDirectory() as tmp:
        for g, lo, hi in games:
            info = json.loads(run("rules", g, "--json"))
            default_players = default_player_count(tmp, g)
            groups = reading_groups(g)
            for p in range(lo, hi + 1):
                trace, path = play(tmp, g, p, {})
                bin_path = os.path.join(tmp, "seed.bin")
                run("trace-to-fuzz", path, "--any-game", "-o", bin_path)
                with open(bin_path, "rb") as f:
                    write("play_fuzzer", "%s-%dp.bin" % (g, p), f.read())
                short, _ = play(tmp, g, p, {}, max_steps=24)
                with open(_, "rb") as f:
                    write("trace_fuzzer", "%s-%dp.trace.json" % (g, p), f.read())
                mid = min(len(trace["actions"]) // 2, 150)
                write("trace_fuzzer", "%s-%dp-state.json" % (g, p), compact(state_after(tmp, trace, mid)))
                settings = groups[0] if p == default_players and groups else {}
                write("protocol_fuzzer", "%s-%dp-session.jsonl" % (g, p),
                      session(session_requests(g, p, settings, actions_of(trace))))
                if p == default_players:
                    # Inputs that start along the game (play_fuzzer plays 32 actions from its start): the
                    # configuration alone (a trace without actions) from start positions spread over a game.
                    head = {k: v for k, v in trace.items() if k not in ("actions", "final")}
                    head["actions"] = []
                    head_path = os.path.join(tmp, "config.trace.json")
                    with open(head_path, "w") as f:
                        json.dump(head, f)
                    for start in START_SEEDS:
                        bin_path = os.path.join(tmp, "seed.bin")
                        run("trace-to-fuzz", head_path, "--any-game", "--start", start, "-o", bin_path)
                        with open(bin_path, "rb") as f:
                            write("play_fuzzer", "%s-%dp-start%d.bin" % (g, p, start), f.read())
            for k, settings in enumerate(groups):
                trace, path = play(tmp, g, default_players, settings)
                bin_path = os.path.join(tmp, "seed.bin")
                run("trace-to-fuzz", path, "--any-game", "-o", bin_path)
                with open(bin_path, "rb") as f:
                    write("play_fuzzer", "%s-readings%d.bin" % (g, k + 1), f.read())
                if k == 0:
                    short, short_path = play(tmp, g, default_players, settings, max_steps=24)
                    with open(short_path, "rb") as f:
                        write("trace_fuzzer", "%s-readings1.trace.json" % g, f.read())
                else:
                    mid = min(len(trace["actions"]) // 2, 150)
                    write("trace_fuzzer", "%s-readings%d-state.json" % (g, k + 1),
                          compact(state_after(tmp, trace, mid)))
            # Set-up parameters off their defaults (at the fewest players: a parameter may act only there, as
            # among-nobles' three-player trait): a whole game for play_fuzzer, a short trace for trace_fuzzer.
            params = parameter_values(info)
            if params:
                trace, path = play(tmp, g, lo, {}, params=params)
                bin_path = os.path.join(tmp, "seed.bin")
                run("trace-to-fuzz", path, "--any-game", "-o", bin_path)
                with open(bin_path, "rb") as f:
                    write("play_fuzzer", "%s-params.bin" % g, f.read())
                _, short_path = play(tmp, g, lo, {}, max_steps=24, params=params)
                with open(short_path, "rb") as f:
                    write("trace_fuzzer", "%s-params.trace.json" % g, f.read())
            # A trace from a mid-game start state (under the second group of readings), with this engine's
            # checkpoints; the final state; the protocol session that starts there.
            start_settings = groups[1] if len(groups) > 1 else {}
            trace, _ = play(tmp, g, default_players, start_settings)
            acts = actions_of(trace)
            mid = min(len(acts) // 2, 120)
            start = state_after(tmp, trace, mid)
            st = {k: trace[k] for k in ("format", "version", "game", "players", "interpretations") if k in trace}
            st["start"] = start
            st["actions"] = acts[mid:mid + 16]
            src = os.path.join(tmp, "start.trace.json")
            with open(src, "w") as f:
                json.dump(st, f)
            rec = os.path.join(tmp, "start-rec.trace.json")
            run("replay", src, "--record", rec)
            with open(rec, "rb") as f:
                write("trace_fuzzer", "%s-start.trace.json" % g, f.read())
            write("trace_fuzzer", "%s-final-state.json" % g, compact(state_after(tmp, trace, len(acts))))
            write("protocol_fuzzer", "%s-start-session.jsonl" % g,
                  session(session_requests(g, default_players, start_settings, acts[mid:], start=start)))
            # The standard input of `peerage serve` (under the third group of readings), framed five ways.
            serve_settings = groups[2] if len(groups) > 2 else {}
            serve_acts = actions_of(play(tmp, g, default_players, serve_settings)[0])
            # Five requests, so that every framing's extra lines (three empty ones, one after quit) are
            # still within the eight lines serve_fuzzer reads; the plain framing has all eight.
            reqs = session_requests(g, default_players, serve_settings, serve_acts)
            text = session(reqs[:2] + reqs[4:6] + reqs[-1:])
            # Every framing for every game: what a game gets never depends on which other games exist.
            framings = [("crlf", text.replace("\n", "\r\n")), ("no-final-newline", text.rstrip("\n")),
                        ("empty-lines", text.replace("\n", "\n\n", 3)),
                        ("after-quit", text + session([{"id": 900, "cmd": "status"}])), ("plain", session(reqs))]
            for label, framed in framings:
                write("serve_fuzzer", "%s-%s.txt" % (g, label), framed)
            if info.get("data_file"):
                shipped = run("data", g)
                if len(shipped) < 8192:  # the larger ones only compact: the corpus stays small
                    write("data_fuzzer", "%s-shipped.json" % g, shipped)
                write("data_fuzzer", "%s-compact.json" % g, compact(json.loads(shipped)))
        if only:
            return summary()
        # A line far past the 64-byte bound the fuzzer also serves with.
        write("serve_fuzzer", "long-line.txt",
              session([{"id": 1, "cmd": "hello", "protocol": 1, "pad": "x" * 2000}, {"id": 2, "cmd": "quit"}]))
    # Traces whose start is nested JSON (see the docstring).
    header = '{"format":"peerage-trace","version":1,"game":"dueling-nobles","players":2,"start":'
    write("trace_fuzzer", "nested-start-100.json", header + '{"a":' * 100 + "1" + "}" * 100 + ',"actions":[]}')
    write("trace_fuzzer", "nested-start-arrays-16000.json", header + "[" * 16000 + "]" * 16000 + ',"actions":[]}')
    summary()


def summary():
    for target in TARGETS:
        files = glob.glob(os.path.join(out_root, "corpus/fuzz", target, "*"))
        size = sum(os.path.getsize(f) for f in files)
        print("corpus/fuzz/%s: %d gen-* seeds written; %d files, %d KB in all" % (
            target, written.get(target, 0), len(files), (size + 1023) // 1024))


written = {}
if __name__ == "__main__":
    main()

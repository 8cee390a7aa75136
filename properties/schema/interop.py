#!/usr/bin/env python3
"""Public-state schemas for everyone's validator.

For every registered game with a public state (`peerage schema GAME`), with Python's jsonschema (Debian's
python3-jsonschema, installed by ci/setup.sh) standing in for an engine developer's own library:
  a. the schema is valid against the metaschema of the draft its "$schema" declares;
  b. every public state of random play through `peerage serve` ({"cmd": "state", "view": "public"}, random
     player counts, readings and parameters) validates, and a sample of them passes the built-in validator
     (`peerage schema GAME --check FILE`) too;
  c. mutants of those states, each made invalid (or kept valid) on purpose at a place the schema
     constrains -- a value of a type the schema does not allow, a required field dropped, an unknown field
     added, a value outside the enum or the bounds, a fraction where an integer is due; kept valid: an
     integer written 2.0, an optional field with a default left out -- get the verdict the mutation was
     made to have from Python's jsonschema and from the built-in validator alike.

Usage: interop.py PATH/TO/peerage [SEED]. Exit 0 when all agree, 1 with every disagreement listed.
"""
import importlib.metadata
import json
import os
import random
import subprocess
import sys
import tempfile

try:
    import jsonschema
    from jsonschema import validators
except ImportError:
    sys.exit("interop.py: Python's jsonschema is missing: `bash ci/setup.sh` installs python3-jsonschema")

PEERAGE = sys.argv[1]
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 20261122
STATES_PER_GAME = 120     # public states validated per game (from 3+ random games)
MAX_STEPS = 400           # actions per random game at most
CHECKED_PER_GAME = 25     # of those, passed through the built-in validator (one process each)
MUTANTS_PER_GAME = 60     # hand-made states per game, each through both validators

failures = []


def fail(what):
    failures.append(what)
    print("FAIL: " + what)


def run(*args):
    return subprocess.run([PEERAGE, *args], capture_output=True, text=True, timeout=120)


class Server:
    """`peerage serve`, one request and one reply line at a time."""

    def __init__(self):
        self.proc = subprocess.Popen([PEERAGE, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True)
        self.next_id = 0
        reply = self.ask("hello", protocol=1)
        assert reply["ok"], reply

    def ask(self, cmd, **fields):
        self.next_id += 1
        self.proc.stdin.write(json.dumps({"id": self.next_id, "cmd": cmd, **fields}) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("peerage serve closed its output after " + cmd)
        return json.loads(line)

    def close(self):
        self.ask("quit")
        self.proc.wait(timeout=30)


# ---- the schema side: following "$ref"s, finding the places a mutation can break ----

def resolve(root, node):
    while isinstance(node, dict) and "$ref" in node:
        ref = node["$ref"]
        assert ref.startswith("#/$defs/"), ref
        node = root["$defs"][ref[len("#/$defs/"):]]
    return node


def types_of(node):
    t = node.get("type")
    return [] if t is None else [t] if isinstance(t, str) else list(t)


def has_default(root, node):
    while isinstance(node, dict):
        if "default" in node:
            return True
        if "$ref" not in node:
            return False
        node = root["$defs"][node["$ref"][len("#/$defs/"):]]
    return False


# A value of each type, to put where the schema allows other types only ("number": a fraction; the
# subset has no "number" type, so a schema never allows it).
SAMPLES = {"object": {}, "array": [], "string": "x", "integer": 7, "boolean": True, "null": None, "number": 0.5}


DELETE = object()  # a mutation that removes the field


def mutations(root, node, value, path):
    """(path, kind, new value or DELETE, expected valid) for the value at `path` checked by `node`."""
    node = resolve(root, node)
    types = types_of(node)
    out = []
    if types:
        for name, sample in SAMPLES.items():
            if name not in types:
                out.append((path, "type " + name + " where " + "/".join(types) + " is due", sample, False))
    if "enum" in node:
        out.append((path, "a value outside the enum", "\u00abnot-listed\u00bb", False))
        other = str(value).upper() + "X"
        if all(isinstance(e, str) for e in node["enum"]) and other not in node["enum"]:
            out.append((path, "an enum name in other case", other, False))
    if isinstance(value, int) and not isinstance(value, bool):
        if "minimum" in node:
            out.append((path, "below the minimum", node["minimum"] - 1, False))
        if "maximum" in node:
            out.append((path, "above the maximum", node["maximum"] + 1, False))
        if "integer" in types:
            out.append((path, "an integer written as a fraction", float(value), True))
            out.append((path, "a fraction where an integer is due", value + 0.5, False))
    if isinstance(value, dict):
        props = node.get("properties", {})
        for name in node.get("required", []):
            if name in value:
                out.append((path + [name], "required field dropped", DELETE, False))
        for name in value:
            if name in props and name not in node.get("required", []) and has_default(root, props[name]):
                out.append((path + [name], "optional field with a default left out", DELETE, True))
        if node.get("additionalProperties") is False:
            out.append((path + ["zz_unknown"], "an unknown field", 1, False))
        for name, member in value.items():
            if name in props:
                out += mutations(root, props[name], member, path + [name])
    if isinstance(value, list) and "items" in node:
        for i, element in enumerate(value):
            out += mutations(root, node["items"], element, path + [i])
    return out



def mutate(value, path, new):
    if not path:
        return new
    out = json.loads(json.dumps(value))
    at = out
    for key in path[:-1]:
        at = at[key]
    if new is DELETE:
        del at[path[-1]]
    else:
        at[path[-1]] = new
    return out


def pointer(path):
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in path) if path else "(root)"


# ---- the games ----

def games():
    listing = run("games")
    assert listing.returncode == 0, listing.stderr
    return [line.split()[0] for line in listing.stdout.splitlines() if line.strip()]


def random_config(rng, game):
    rules = json.loads(run("rules", game, "--json").stdout)
    lo, hi = rules["players"]
    config = {"game": game, "players": rng.randint(lo, hi)}
    config["settings"] = {i["id"]: rng.choice(i["readings"])["id"] for i in rules["interpretations"]}
    if rules.get("parameters"):
        config["parameters"] = {p["id"]: random_value(rng, p) for p in rules["parameters"]}
    return config


def random_value(rng, parameter):
    """A value of a set-up parameter as `rules --json` describes it: one of its "values", or, for an integer
    parameter (no "values"; model/core/catalogue.h), a whole number in its "range" [min, max], in decimal."""
    if parameter.get("values"):
        return rng.choice(parameter["values"])["id"]
    lo, hi = parameter["range"]
    return str(rng.randint(lo, hi))


def play(server, rng, game):
    """Public states of random games until STATES_PER_GAME of them (at least 3 games)."""
    states, played = [], 0
    while len(states) < STATES_PER_GAME or played < 3:
        config = random_config(rng, game)
        reply = server.ask("new_game", **config)
        if not reply["ok"]:  # a combination the game refuses: its defaults then
            reply = server.ask("new_game", game=game, players=config["players"])
            assert reply["ok"], reply
        played += 1
        game_states = []
        for _ in range(MAX_STEPS):
            reply = server.ask("state", view="public")
            assert reply["ok"], reply
            game_states.append(reply["state"])
            if server.ask("status")["actor"] == "terminal":
                break
            actions = server.ask("legal")["actions"]
            assert server.ask("apply", action=rng.choice(actions))["ok"]
        # The start, the end and an even spread between: every phase of a long game, not only its opening.
        keep = max(1, (STATES_PER_GAME + 2) // 3)
        if len(game_states) > keep:
            step = len(game_states) / keep
            game_states = [game_states[int(i * step)] for i in range(keep - 1)] + [game_states[-1]]
        states += game_states
    return states


def builtin_verdict(tmp, game, value, name):
    """True (valid) / False (invalid) from `peerage schema GAME --check FILE`; anything else fails."""
    path = os.path.join(tmp, name + ".json")
    with open(path, "w") as f:
        json.dump(value, f)
    result = run("schema", game, "--check", path)
    os.remove(path)
    if result.returncode == 0 and "valid" in result.stdout:
        return True
    if result.returncode == 1 and "not a valid " + game + " public state: " in result.stderr:
        return False
    fail(f"{game}: schema --check {name} -> exit {result.returncode}: {result.stderr.strip()[:300]}")
    return None


def check_game(server, rng, tmp, game):
    printed = run("schema", game)
    if printed.returncode != 0:
        print(f"{game}: no public state ({printed.stderr.strip()}), skipped")
        return 0, 0, 0
    schema = json.loads(printed.stdout)

    # a. The metaschema of the draft the schema declares.
    cls = validators.validator_for(schema, default=None)
    if cls is None or cls.META_SCHEMA.get("$id", "").rstrip("#") != schema.get("$schema", "").rstrip("#"):
        fail(f"{game}: $schema {schema.get('$schema')!r} names no draft Python's jsonschema knows")
        return 0, 0, 0
    try:
        cls.check_schema(schema)
    except jsonschema.exceptions.SchemaError as e:
        fail(f"{game}: not a valid {cls.__name__} schema: {e.message} at {list(e.absolute_path)}")
        return 0, 0, 0
    validator = cls(schema)

    # b. Random play: every public state valid for Python, a sample for the built-in validator too.
    states = play(server, rng, game)
    for i, state in enumerate(states):
        errors = sorted(validator.iter_errors(state), key=lambda e: list(e.absolute_path))
        if errors:
            fail(f"{game}: random-play state {i} (step {state.get('step')}) refused by jsonschema: "
                 f"{errors[0].message[:200]} at {pointer(list(errors[0].absolute_path))}")
    for i in rng.sample(range(len(states)), min(CHECKED_PER_GAME, len(states))):
        if builtin_verdict(tmp, game, states[i], f"{game}-state-{i}") is False:
            fail(f"{game}: random-play state {i} refused by `peerage schema --check`")

    # c. Hand-made states: the verdict they were made to have, from both validators.
    candidates = []
    for i, state in enumerate(states):
        candidates += [(i, m) for m in mutations(schema, schema, state, [])]
    by_kind = {}
    for c in candidates:  # every kind of mutation at least once, then a random sample
        by_kind.setdefault(c[1][1].split(" where ")[0], []).append(c)
    chosen = [rng.choice(group) for group in by_kind.values()]
    rest = [c for c in candidates if c not in chosen]
    chosen += rng.sample(rest, min(len(rest), max(0, MUTANTS_PER_GAME - len(chosen))))
    invalid = 0
    for n, (i, (path, kind, new, expected)) in enumerate(chosen):
        value = mutate(states[i], path, new)
        theirs = validator.is_valid(value)
        ours = builtin_verdict(tmp, game, value, f"{game}-mutant-{n}")
        where = f"{game}: state {i} with {kind} at {pointer(path)}"
        if theirs != expected:
            fail(f"{where}: jsonschema says {'valid' if theirs else 'invalid'}, made to be "
                 f"{'valid' if expected else 'invalid'}")
        if ours is not None and ours != expected:
            fail(f"{where}: the built-in validator says {'valid' if ours else 'invalid'}, made to be "
                 f"{'valid' if expected else 'invalid'}")
        invalid += not expected
    print(f"{game}: {cls.__name__} metaschema ok; {len(states)} random-play states valid; "
          f"{len(chosen)} hand-made states ({invalid} invalid, {len(chosen) - invalid} valid; "
          f"{len(by_kind)} kinds of mutation) agree")
    if os.environ.get("INTEROP_VERBOSE"):
        print("  kinds: " + "; ".join(sorted(by_kind)))
    return len(states), len(chosen), invalid


def self_checks(tmp, game):
    """The checks above can fail: a broken schema is refused by the metaschema, and --check's exits."""
    schema = json.loads(run("schema", game).stdout)
    broken = dict(schema, type="integr")
    try:
        validators.validator_for(schema).check_schema(broken)
        fail('the metaschema accepted "type": "integr"')
    except jsonschema.exceptions.SchemaError:
        pass
    path = os.path.join(tmp, "not-json.json")
    with open(path, "w") as f:
        f.write('{"game": ')
    result = run("schema", game, "--check", path)
    os.remove(path)
    if result.returncode != 2 or result.stderr.count("\n") != 1:
        fail(f"schema --check on a file that is not JSON -> exit {result.returncode} (2 expected), "
             f"stderr {result.stderr!r}")


def parameter_checks(rng):
    """random_value draws every value of a set-up parameter as `rules --json` describes it, an integer one (a
    "range", no "values": a contributor's Pig or the toy Goofspiel's gs.cards) included."""
    whole = {"id": "x.cards", "range": [2, 6], "default": "3"}
    drawn = {random_value(rng, whole) for _ in range(400)}
    if drawn != {"2", "3", "4", "5", "6"}:
        fail(f"an integer parameter with range [2, 6] drew {sorted(drawn)}, not every number 2-6 in decimal")
    listed = {"id": "x.scenario", "values": [{"id": "a", "meaning": ""}, {"id": "b", "meaning": ""}], "default": "a"}
    drawn = {random_value(rng, listed) for _ in range(100)}
    if drawn != {"a", "b"}:
        fail(f"a parameter with values a, b drew {sorted(drawn)}")


def main():
    rng = random.Random(SEED)
    total_states = total_mutants = total_invalid = checked_games = 0
    with tempfile.TemporaryDirectory(prefix="peerage-schema-interop-") as tmp:
        server = Server()
        for game in games():
            states, mutants, invalid = check_game(server, rng, tmp, game)
            checked_games += states > 0
            total_states += states
            total_mutants += mutants
            total_invalid += invalid
        server.close()
        self_checks(tmp, "dueling-nobles")
    parameter_checks(rng)
    if checked_games == 0:
        fail("no game has a public state schema to check")
    if total_invalid == 0:
        fail("no hand-made invalid state was tried")
    print(f"jsonschema {importlib.metadata.version('jsonschema')}: {checked_games} games, {total_states} "
          f"random-play states, {total_mutants} hand-made states ({total_invalid} invalid)")
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""A Dueling Nobles engine speaking the peerage engine protocol, version 1 (docs/protocol.md).

One JSON request per line on stdin, one JSON reply per line on stdout; nothing else is ever written to
stdout or stderr. Run it under `peerage conform` (see README.md).
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from cards import fraction_text  # noqa: E402
from game import Game, move_text  # noqa: E402
from moves import legal_moves  # noqa: E402
from load import BadState, load_public_state  # noqa: E402
from public import public_state  # noqa: E402
from settings import check_settings  # noqa: E402

PROTOCOL = 1
GAME = "dueling-nobles"
MAX_ID = 2 ** 53 - 1
MAX_LINE = 16 << 20  # longest request line read


class Refusal(Exception):
    """An error reply: a protocol error code and a message for the human reading the log."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


class Session:
    def __init__(self):
        self.greeted = False
        self.game = None
        self.games_started = 0
        self.cached = None  # (game, step, options)

    # ---- helpers ----
    def current(self):
        if self.game is None:
            raise Refusal("no-game", "no game: send new_game first")
        return self.game

    def options(self):
        """{action text: (move, probability or None)}: the legal moves of the player to act or, at a chance
        node, the outcomes. Kept until the game changes (`legal` then `apply` need the same list)."""
        g = self.current()
        if self.cached is None or self.cached[0] is not g or self.cached[1] != g.step:
            if g.actor() == "chance":
                listed = {move_text(m): (m, p) for m, p in g.chance_outcomes()}
            else:
                listed = {move_text(m): (m, None) for m in legal_moves(g)}
            self.cached = (g, g.step, listed)
        return self.cached[2]

    # ---- commands ----
    def hello(self, request):
        version = request.get("protocol")
        if not isinstance(version, int) or isinstance(version, bool):
            raise Refusal("bad-request", "hello: 'protocol' must be an integer (this engine speaks 1)")
        if version != PROTOCOL:
            raise Refusal("unsupported-version", f"hello: protocol {version} requested; this engine speaks 1")
        self.greeted = True
        return {"protocol": PROTOCOL, "engine": "python-dueling-nobles", "games": [GAME]}

    def new_game(self, request):
        if request.get("game") != GAME:
            raise Refusal("unknown-game", f"new_game: unknown game {json.dumps(request.get('game'))}; "
                                          f"this engine plays {GAME}")
        players = request.get("players", 2)
        if players != 2 or isinstance(players, bool):
            raise Refusal("bad-config", f"new_game: players {json.dumps(players)}: {GAME} takes exactly 2")
        problem = check_settings(request.get("settings", {}))
        if problem:
            raise Refusal("bad-config", "new_game: " + problem)
        if request.get("parameters"):
            raise Refusal("bad-config", f"new_game: {GAME} has no set-up parameters")
        if "data" in request:
            raise Refusal("bad-config", f"new_game: {GAME} has no data file")
        self.games_started += 1
        game = Game(seed=self.games_started)
        game.command_order = request.get("settings", {}).get("dn.command-order", "suit-abilities-last")
        if "start" in request:
            try:
                load_public_state(game, request["start"])
            except BadState as e:
                raise Refusal("bad-state", f"new_game: start state: {e}")
        self.game = game
        return {}

    def status(self, request):
        g = self.current()
        reply = {"actor": g.actor()}
        if reply["actor"] == "terminal":
            reply["scores"] = g.scores()
        return reply

    def legal(self, request):
        options = self.options()
        reply = {"actions": list(options)}
        if self.game.actor() == "chance":
            reply["probabilities"] = [fraction_text(p) for _, p in options.values()]
        return reply

    def apply(self, request):
        action = request.get("action")
        if not isinstance(action, str):
            raise Refusal("bad-request", "apply: 'action' must be an action text")
        options = self.options()
        if action not in options:
            raise Refusal("illegal-action", f"apply: '{action}' is not legal now (legal: {len(options)} actions)")
        self.game.apply(options[action][0])
        return {}

    def state(self, request):
        g = self.current()
        view = request.get("view", "full")
        if view != "public":
            raise Refusal("bad-request", f"state: view {json.dumps(view)} is not available: this engine "
                                         "keeps its own state layout and answers only view \"public\"")
        return {"state": public_state(g)}

    def observation(self, request):
        self.current()
        raise Refusal("bad-request", "observation: not implemented by this engine (compare with --state public)")

    def quit(self, request):
        return {}

    COMMANDS = {"hello", "new_game", "status", "legal", "apply", "state", "observation", "quit"}

    def handle(self, request):
        cmd = request.get("cmd")
        if not isinstance(cmd, str):
            raise Refusal("bad-request", "request: 'cmd' must be a string")
        if cmd not in self.COMMANDS:
            raise Refusal("unknown-command", f"unknown command {json.dumps(cmd)}")
        if not self.greeted and cmd not in ("hello", "quit"):
            raise Refusal("handshake-required", f"{cmd}: send hello first")
        return getattr(self, cmd)(request)


def answer(session, line):
    """The reply object for one request line, and whether the engine should exit afterwards."""
    try:
        request = json.loads(line)
    except (ValueError, RecursionError) as e:
        return {"id": None, "ok": False, "error": {"code": "bad-request", "message": f"not JSON: {e}"}}, False
    if not isinstance(request, dict):
        return {"id": None, "ok": False, "error": {"code": "bad-request", "message": "not a JSON object"}}, False
    rid = request.get("id")
    if not isinstance(rid, int) or isinstance(rid, bool) or not 0 <= rid <= MAX_ID:
        return {"id": None, "ok": False,
                "error": {"code": "bad-request", "message": "'id' must be an integer 0..2^53-1"}}, False
    try:
        reply = session.handle(request)
    except Refusal as r:
        return {"id": rid, "ok": False, "error": {"code": r.code, "message": r.message}}, False
    except Exception as e:  # a bug in this engine: report it, keep running
        return {"id": rid, "ok": False, "error": {"code": "internal", "message": f"{type(e).__name__}: {e}"}}, False
    reply.update({"id": rid, "ok": True})
    return reply, request.get("cmd") == "quit"


def main():
    """Answers requests in order. Everything read in one go is answered before the replies are flushed, so
    a client that pipelines requests gets its replies in one write, and a strict request/reply client
    (one line at a time) gets each reply at once."""
    session = Session()
    pending, skipping, done = b"", False, False
    while not done:
        chunk = os.read(0, 1 << 16)
        if not chunk:
            return 0
        lines = (pending + chunk).split(b"\n")
        pending = lines.pop()  # an incomplete last line waits for the rest
        replies = []
        for raw in lines:
            if skipping:  # the end of an over-long line, already answered
                skipping = False
                continue
            reply, done = answer(session, raw.decode("utf-8", errors="replace").rstrip("\r"))
            replies.append(reply)
            if done:
                break
        if len(pending) > MAX_LINE and not skipping and not done:
            replies.append({"id": None, "ok": False,
                            "error": {"code": "bad-request", "message": f"line longer than {MAX_LINE} bytes"}})
            pending, skipping = b"", True
        elif skipping:
            pending = b""
        sys.stdout.write("".join(json.dumps(r, separators=(",", ":"), sort_keys=True) + "\n" for r in replies))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

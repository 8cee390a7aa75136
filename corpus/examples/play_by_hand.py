"""Play a game by hand from a chosen deal, to write a report example that a real game reaches.

A seed in corpus/examples/<game>/<id>=<reading>.trace.json without a "start" is a game played from the deal:
every chance outcome (a die, a card dealt or drawn, a token from the bag) is an action, so the deal is chosen
outcome by outcome and the moves follow. The report cuts it at its "shown_from" (the position the example
shows, which both readings must reach by the same play and part after) and says it comes "from a game
played from a chosen deal" (docs/reports.md).

    import sys; sys.path.insert(0, "corpus/examples")
    from play_by_hand import Game
    g = Game("dueling-nobles", 2)
    g.play(["die:6", "die:5", "die:1", "die:3"])      # the dealer roll
    print(g.legal())                                   # what may come next (chance outcomes at a chance node)
    ...
    shown = len(g.actions)                             # the example's position
    g.play(["support:AC", "support:AH", "support:AD", "end-support"])
    g.save("corpus/examples/dueling-nobles/dn.jack-aces=more-aces-wins.trace.json", "what the deal and the play are", shown)

It drives `peerage serve` (docs/protocol.md); PEERAGE names the binary (default: build/default/peerage).
An action that is not legal stops with the legal ones listed.
"""
import json
import os
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PEERAGE = os.environ.get("PEERAGE", os.path.join(ROOT, "build", "default", "peerage"))


class Game:
    def __init__(self, game, players, interpretations=None):
        self.game, self.players = game, players
        self.interpretations = dict(interpretations or {})
        self.actions = []
        self._id = 0
        self._server = subprocess.Popen([PEERAGE, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self._ask({"cmd": "hello", "protocol": 1})
        self._ask({"cmd": "new_game", "game": game, "players": players, "settings": self.interpretations})

    def _ask(self, message):
        self._id += 1
        self._server.stdin.write(json.dumps(dict(message, id=self._id)) + "\n")
        self._server.stdin.flush()
        answer = json.loads(self._server.stdout.readline())
        if not answer.get("ok"):
            raise RuntimeError(f"{message['cmd']}: {answer.get('error')}")
        return answer

    def legal(self):
        return self._ask({"cmd": "legal"})["actions"]

    def actor(self):
        return self._ask({"cmd": "status"}).get("actor")

    def play(self, actions):
        for action in actions:
            legal = self.legal()
            if action not in legal:
                raise RuntimeError(f"action {len(self.actions) + 1}, {action}, is not legal for {self.actor()}; legal: {legal}")
            self._ask({"cmd": "apply", "action": action})
            self.actions.append(action)

    def trace(self, note="", shown_from=None):
        t = {"format": "peerage-trace", "version": 1, "game": self.game, "players": self.players,
             "interpretations": self.interpretations, "note": note,
             "actions": [{"action": a} for a in self.actions]}
        if shown_from is not None:
            t["shown_from"] = shown_from
        return t

    def save(self, path, note="", shown_from=None):
        with open(path, "w") as f:
            json.dump(self.trace(note, shown_from), f, indent=1)
            f.write("\n")

    def render(self):
        """The game's text picture of the position reached (peerage replay --render)."""
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "play.trace.json")
            self.save(path)
            return subprocess.run([PEERAGE, "replay", path, "--render"], capture_output=True, text=True).stdout

    def close(self):
        self._ask({"cmd": "quit"})
        self._server.wait()

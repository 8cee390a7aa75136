"""Loading a start state: new_game with "start" sets the table to a public state (see public.py).

conform sends one when a golden trace or perft position starts mid-game and to re-synchronise the engine
after a divergence. Every field is checked; what does not load is a BadState naming its JSON path (the
engine answers `bad-state`). Piles arrive as sorted lists and are shuffled once here, like new decks.
The reference's full state (a trace's "start") loads too: its bookkeeping fields are read past (IGNORED),
and its numbers where the public state has names (dealer -1, command_stage 0-2, duel side 0/1) are taken.
"""
from cards import SUIT_NAMES, Deck, new_rng, parse_card
from public import COMMAND_STEPS, SIDES
from settings import DEFAULTS
from table import Draws, Duel, Noble

GAME = "dueling-nobles"
PHASES = ["dealer-roll", "deal-nobles", "choose-nobles", "deal-support", "income", "triple", "reinforcements",
          "hire-draw", "support-draw", "command", "clubs-take", "dueling", "deflect", "duel-dice",
          "duel-support", "game-over"]
SUIT_BY_NAME = {name: letter for letter, name in SUIT_NAMES.items()}
DUEL_PHASES = ("deflect", "duel-dice", "duel-support")
# Fields of the reference's full state that the public state leaves out and this engine does not need.
IGNORED = {"start/state": ["dealt"], "player": ["spied_hand"], "start/state/turn_state": ["move_seen",
                                                                                        "livelock_reported"]}


class BadState(Exception):
    """A start state this engine cannot load; the message names the field."""


class Reader:
    """Typed access to a JSON object, naming the path of whatever is wrong."""

    def __init__(self, obj, path, fields):
        if not isinstance(obj, dict):
            raise BadState(f"{path}: expected an object")
        unknown = sorted(set(obj) - set(fields))
        if unknown:
            raise BadState(f"{path}: unknown field '{unknown[0]}'")
        self.obj, self.path = obj, path

    def get(self, key, default=KeyError):
        if key not in self.obj:
            if default is KeyError:
                raise BadState(f"{self.path}: missing required field '{key}'")
            return default
        return self.obj[key]

    def int(self, key, low, high, default=KeyError):
        v = self.get(key, default)
        if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
            raise BadState(f"{self.path}/{key}: expected an integer {low}..{high}")
        return v

    def named(self, key, names, default=KeyError):
        """The index of a name in `names` (the public form), or the full state's number for it."""
        v = self.get(key, default)
        if v in names:
            return names.index(v)
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names):
            return v
        raise BadState(f"{self.path}/{key}: expected " + ", ".join(f'"{n}"' for n in names))

    def bool(self, key, default=KeyError):
        v = self.get(key, default)
        if not isinstance(v, bool):
            raise BadState(f"{self.path}/{key}: expected true or false")
        return v

    def card(self, key, default=KeyError, noble=None):
        return to_card(self.get(key, default), f"{self.path}/{key}", noble)

    def cards(self, key, default=KeyError):
        return to_cards(self.get(key, default), f"{self.path}/{key}")


def to_card(value, path, noble=None):
    card = parse_card(value)
    if card is None:
        raise BadState(f"{path}: {value!r} is not a card name")
    if noble is not None and card.is_noble != noble:
        raise BadState(f"{path}: {card} is not a {'Noble' if noble else 'Support card'}")
    return card


def to_cards(value, path):
    if not isinstance(value, list):
        raise BadState(f"{path}: expected a list of cards")
    cards = [to_card(v, f"{path}/{i}") for i, v in enumerate(value)]
    if len(set(cards)) != len(cards):
        raise BadState(f"{path}: a card appears twice")
    return cards


def load_public_state(g, wrapper):
    """Set game g (a fresh Game) to the public state `wrapper`; BadState names what does not load."""
    top = Reader(wrapper, "start", ["game", "players", "step", "settings", "parameters", "state"])
    if top.get("game") != GAME or top.get("players", 2) != 2:
        raise BadState("start: not a 2-player dueling-nobles state")
    settings = top.get("settings", {})
    if not isinstance(settings, dict) or any(DEFAULTS.get(k) != v for k, v in settings.items()):
        raise BadState("start/settings: this engine plays only the default readings")
    if top.get("parameters", {}):
        raise BadState(f"start/parameters: {GAME} has no set-up parameters")
    g.step = top.int("step", 0, 10 ** 9, 0)
    s = Reader(top.get("state"), "start/state", ["phase", "active", "dealer", "turn", "roll", "noble_stack",
                                                 "support_stock", "discard", "triple_discards", "players",
                                                 "turn_state", "triple", "draw", "clubs_card", "duel", "result"]
               + IGNORED["start/state"])
    g.phase = s.get("phase")
    if g.phase not in PHASES:
        raise BadState(f"start/state/phase: {g.phase!r} is not a phase")
    g.active = s.int("active", 0, 1)
    dealer = s.get("dealer")  # null until decided (the full state writes -1)
    if dealer is not None and dealer != -1:
        dealer = s.int("dealer", 0, 1)
    g.dealer = None if dealer in (None, -1) else dealer
    g.turn = s.int("turn", 0, 10 ** 9)
    roll = Reader(s.get("roll", {}), "start/state/roll", ["dice", "ties"])
    dice = roll.get("dice", [])
    if not isinstance(dice, list) or len(dice) > 3:
        raise BadState("start/state/roll/dice: expected at most three dice (the fourth decides the round)")
    g.dealer_dice = [to_die(v, "start/state/roll/dice") for v in dice]
    g.dealer_ties = roll.int("ties", 0, 31, 0)
    rng = new_rng(g.step)
    g.noble_deck = Deck(rng, s.cards("noble_stack"))
    g.stock = Deck(rng, s.cards("support_stock"))
    g.discard = set(s.cards("discard"))
    triples = s.get("triple_discards", [[], []])
    if not isinstance(triples, list) or len(triples) != 2:
        raise BadState("start/state/triple_discards: expected [[p0 cards], [p1 cards]]")
    g.triple_discards = [set(to_cards(t, f"start/state/triple_discards/{i}")) for i, t in enumerate(triples)]
    players = s.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise BadState("start/state/players: expected two players")
    for i, pj in enumerate(players):
        load_player(g.players[i], pj, f"start/state/players/{i}")
    load_marks(g.marks, s.get("turn_state", {}))
    load_pending(g, s)
    check_consistent(g)


def to_die(value, path):
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
        raise BadState(f"{path}: expected a die value 1..6")
    return value


def load_player(p, obj, path):
    r = Reader(obj, path, ["resources", "hand", "courtyard", "dealt_nobles", "kept", "abilities_used"]
               + IGNORED["player"])
    p.resources = r.int("resources", -10 ** 6, 10 ** 6)
    p.hand = set(r.cards("hand"))
    p.dealt = set(r.cards("dealt_nobles", []))
    p.kept = set(r.cards("kept", []))
    court = r.get("courtyard")
    if not isinstance(court, list):
        raise BadState(f"{path}/courtyard: expected a list of Nobles")
    for i, entry in enumerate(court):
        n = Reader(entry, f"{path}/courtyard/{i}", ["noble", "stamina", "weapon"])
        card = n.card("noble", noble=True)
        weapon = n.get("weapon", None)
        weapon = None if weapon is None else to_card(weapon, f"{path}/courtyard/{i}/weapon", noble=False)
        if card in p.courtyard:
            raise BadState(f"{path}/courtyard/{i}: {card} appears twice")
        p.courtyard[card] = Noble(card, n.int("stamina", 1, 9), weapon)
    used = r.get("abilities_used", [])
    if not isinstance(used, list) or any(u not in SUIT_BY_NAME for u in used):
        raise BadState(f"{path}/abilities_used: expected suit names (clubs, diamonds, hearts, spades)")
    p.abilities_used = {SUIT_BY_NAME[u] for u in used}


def load_marks(m, obj):
    path = "start/state/turn_state"
    r = Reader(obj, path, ["taxed", "triples", "hires", "bought", "weapon_played", "moved", "command_stage",
                           "duels", "dueled", "start_nobles"] + IGNORED[path])
    m.taxed = set(r.cards("taxed", []))
    m.triples = r.int("triples", 0, 13, 0)
    m.hires = r.int("hires", 0, 12, 0)
    m.bought = r.bool("bought", False)
    m.weapon_played = r.bool("weapon_played", False)
    m.moved = set(r.cards("moved", []))
    m.command_stage = r.named("command_stage", COMMAND_STEPS, "weapon")
    m.duels = r.int("duels", 0, 255, 0)
    m.dueled = set(r.cards("dueled", []))
    start = r.get("start_nobles", [0, 0])
    if not isinstance(start, list) or len(start) != 2 or \
            not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 12 for n in start):
        raise BadState(f"{path}/start_nobles: expected [n0, n1]")
    m.start_nobles = list(start)


def load_pending(g, s):
    """The sub-step in progress: a three-of-a-suit, draws, a Clubs take, a duel; and the result."""
    path = "start/state"
    triple = s.get("triple", None)
    if triple is not None:
        t = Reader(triple, f"{path}/triple", ["suit", "picked"])
        suit = t.get("suit")
        if suit not in SUIT_NAMES:
            raise BadState(f"{path}/triple/suit: expected C, D, H or S")
        g.triple = (suit, t.cards("picked"))
    draw = s.get("draw", None)
    if draw is not None:
        d = Reader(draw, f"{path}/draw", ["pending", "to", "return", "bought"])
        back = d.get("return")
        if back not in ("reinforcements", "command"):
            raise BadState(f"{path}/draw/return: expected reinforcements or command")
        g.draws = Draws(d.int("to", 0, 1), d.int("pending", 1, 3), back, d.int("bought", 0, 3))
    clubs = s.get("clubs_card", None)
    g.clubs_card = None if clubs is None else to_card(clubs, f"{path}/clubs_card", noble=False)
    duel = s.get("duel", None)
    if duel is not None:
        d = Reader(duel, f"{path}/duel", ["attacker", "defender", "declared", "deflected", "dice", "supports",
                                          "side"])
        g.duel = Duel(d.card("attacker", noble=True), d.card("defender", noble=True))
        g.duel.declared = d.card("declared", noble=True)
        g.duel.deflected = d.bool("deflected")
        g.duel.dice = pair(d.get("dice"), f"{path}/duel/dice", lambda v, p: [to_die(x, p) for x in v])
        g.duel.supports = pair(d.get("supports"), f"{path}/duel/supports", to_cards)
        g.duel.side = d.named("side", SIDES)
    g.result = s.get("result", None)
    if g.result not in (None, "p0", "p1", "draw"):
        raise BadState(f"{path}/result: expected null, p0, p1 or draw (dn.empty-courtyards=draw)")


def pair(value, path, convert):
    if not isinstance(value, list) or len(value) != 2 or not all(isinstance(v, list) for v in value):
        raise BadState(f"{path}: expected [[attacker's], [defender's]]")
    return [convert(value[0], f"{path}/0"), convert(value[1], f"{path}/1")]


def check_consistent(g):
    """Every card in exactly one place, and the pending sub-step present exactly in its phase."""
    places = [g.noble_deck.cards, g.stock.cards, list(g.discard)]
    for p in g.players:
        places += [list(p.hand), list(p.dealt), list(p.kept), list(p.courtyard)]
        places.append([n.weapon for n in p.courtyard.values() if n.weapon is not None])
    if g.duel:
        places += g.duel.supports
    cards = [c for place in places for c in place]
    if len(cards) != 52 or len(set(cards)) != 52:
        raise BadState("start/state: the 52 cards are not each in exactly one place")
    if not (g.triple_discards[0] | g.triple_discards[1]) <= g.discard:
        raise BadState("start/state/triple_discards: a card not in the discard pile")
    for field, present, phases in (("triple", g.triple, ("triple",)), ("draw", g.draws, ("support-draw",)),
                                   ("clubs_card", g.clubs_card, ("clubs-take",)),
                                   ("result", g.result, ("game-over",))):
        if (present is not None) != (g.phase in phases):
            raise BadState(f"start/state/{field}: expected exactly in phase {phases[0]}")
    if g.phase in DUEL_PHASES:
        if g.duel is None or g.duel.nobles[0] not in g.players[g.active].courtyard or \
                g.duel.nobles[1] not in g.players[1 - g.active].courtyard:
            raise BadState("start/state/duel: expected a duel between the two players' Nobles")

"""The public state: this engine's table in the protocol's terms (load.py reads one back).

The layout is documented by a JSON Schema (`peerage schema dueling-nobles`, the file
model/games/dueling_nobles/public_state.schema.json). Card sets are sorted lists of card names, piles
included (a full view of the table knows what is left in a pile, not its order). A property the schema
gives a default may be left out whenever it holds that default: this engine leaves out those that do.
Where this engine counts with numbers the table uses names: the dealer is null until decided, the Command
step reached this turn is named for its action (COMMAND_STEPS) and a duel's side playing Support cards is
"attacker" or "defender" (SIDES); load.py reads the names back.
"""
from cards import SUIT_NAMES, SUITS, names

GAME = "dueling-nobles"
# marks.command_stage 0, 1, 2 (the listed Command order: weapon, moves, suit abilities) and duel.side 0, 1.
COMMAND_STEPS = ["weapon", "move", "suit-ability"]
SIDES = ["attacker", "defender"]


def without_defaults(obj, defaults):
    return {k: v for k, v in obj.items() if k not in defaults or v != defaults[k]}


TOP_DEFAULTS = {"roll": {}, "triple_discards": [[], []], "turn_state": {}, "triple": None, "draw": None,
                "clubs_card": None, "duel": None, "result": None}
ROLL_DEFAULTS = {"dice": [], "ties": 0}
PLAYER_DEFAULTS = {"dealt_nobles": [], "kept": [], "abilities_used": []}
MARK_DEFAULTS = {"taxed": [], "triples": 0, "hires": 0, "bought": False, "weapon_played": False, "moved": [],
                 "command_stage": "weapon", "duels": 0, "dueled": [], "start_nobles": [0, 0]}


def public_state(g):
    """The public state wrapper {"game", "players", "step", "state"} of game g."""
    m = g.marks
    marks = {"taxed": names(m.taxed), "triples": m.triples, "hires": m.hires, "bought": m.bought,
             "weapon_played": m.weapon_played, "moved": names(m.moved),
             "command_stage": COMMAND_STEPS[m.command_stage],
             "duels": m.duels, "dueled": names(m.dueled), "start_nobles": list(m.start_nobles)}
    inner = {
        "phase": g.phase, "active": g.active, "dealer": g.dealer, "turn": g.turn,
        "roll": without_defaults({"dice": list(g.dealer_dice), "ties": g.dealer_ties}, ROLL_DEFAULTS),
        "noble_stack": names(g.noble_deck.cards), "support_stock": names(g.stock.cards),
        "discard": names(g.discard), "triple_discards": [names(t) for t in g.triple_discards],
        "players": [player_json(p) for p in g.players],
        "turn_state": without_defaults(marks, MARK_DEFAULTS),
        "triple": None if g.triple is None else {"suit": g.triple[0], "picked": names(g.triple[1])},
        "draw": None if g.draws is None else {"pending": g.draws.count, "to": g.draws.player,
                                              "return": g.draws.back, "bought": g.draws.bought},
        "clubs_card": None if g.clubs_card is None else str(g.clubs_card),
        "duel": None if g.duel is None else duel_json(g.duel),
        "result": g.result,
    }
    return {"game": GAME, "players": 2, "step": g.step, "state": without_defaults(inner, TOP_DEFAULTS)}


def player_json(p):
    court = []
    for card in sorted(p.courtyard):
        noble = p.courtyard[card]
        entry = {"noble": str(card), "stamina": noble.stamina}
        if noble.weapon is not None:
            entry["weapon"] = str(noble.weapon)
        court.append(entry)
    used = [SUIT_NAMES[s] for s in SUITS if s in p.abilities_used]
    return without_defaults({"resources": p.resources, "hand": names(p.hand), "courtyard": court,
                             "dealt_nobles": names(p.dealt), "kept": names(p.kept), "abilities_used": used},
                            PLAYER_DEFAULTS)


def duel_json(d):
    return {"attacker": str(d.nobles[0]), "defender": str(d.nobles[1]), "declared": str(d.declared),
            "deflected": d.deflected, "dice": [list(d.dice[0]), list(d.dice[1])],
            "supports": [names(d.supports[0]), names(d.supports[1])], "side": SIDES[d.side]}

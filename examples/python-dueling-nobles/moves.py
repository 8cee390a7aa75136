"""The legal-move generator: what the player to act may do, as move tuples (see game.py).

The decision structure follows the reference (docs and model/games/dueling_nobles/dueling_nobles.h):
a compound choice (three Nobles to keep, three cards of a suit to discard, a Jack's two Support cards) is
a series of single picks in ascending card order, each leaving enough higher cards to finish the choice;
every phase ends with an explicit finish action (end-income, end-reinforcements, end-command, end-turn).
"""
from cards import KING, SUITS
from game import HIRE_COST, NOBLES_KEPT
from table import table_stamina


def ascending_picks(kind, candidates, picked, total):
    """Picks above the highest one made so far that leave enough higher candidates to reach `total`."""
    needed = total - len(picked)
    cards = sorted(c for c in candidates if not picked or c > max(picked))
    return [(kind, c) for i, c in enumerate(cards) if len(cards) - 1 - i >= needed - 1]


def income(g):
    p = g.players[g.active]
    if g.phase == "triple":
        suit, picked = g.triple
        return ascending_picks("discard", [c for c in p.hand if c.suit == suit], picked, 3)
    moves = [("tax", k) for k, n in sorted(p.courtyard.items())
             if k.rank == KING and n.stamina >= 2 and k not in g.marks.taxed]
    moves += [("triple", s) for s in SUITS if sum(1 for c in p.hand if c.suit == s) >= 3]
    return moves + [("end-income",)]


def reinforcements(g):
    p = g.players[g.active]
    moves = []
    if p.resources >= HIRE_COST and len(g.noble_deck) and g.marks.hires == 0:
        moves.append(("hire",))
    if not g.marks.bought:
        moves += [("buy", n) for n in (1, 2, 3) if p.resources >= n]
    return moves + [("end-reinforcements",)]


def command(g):
    if g.phase == "clubs-take":
        return [("take", c) for c in sorted(g.discard)]
    p, opponent = g.players[g.active], g.players[1 - g.active]
    hand = sorted(p.hand)
    court = sorted(p.courtyard.values(), key=lambda n: n.card)
    unarmed = [n.card for n in court if n.weapon is None]
    moves = []
    # dn.command-order=suit-abilities-last: Suit Abilities are "the last action" of the phase, so no weapon is
    # played or moved after one (command_stage 2); under free, any order.
    weapons_open = g.command_order == "free" or g.marks.command_stage < 2
    if weapons_open and not g.marks.weapon_played:
        moves += [("weapon", w, n) for w in hand if w.rank in (2, 3) for n in unarmed]
    if weapons_open:
        moves += [("move", n.card, t) for n in court if n.weapon and n.weapon not in g.marks.moved
                  for t in unarmed]
    used = p.abilities_used
    if "H" not in used:
        wounded = [n.card for n in court if n.stamina < table_stamina(n.card)]
        moves += [("hearts", c, n) for c in hand if c.suit == "H" for n in wounded]
    if "D" not in used and len(opponent.courtyard) > len(p.courtyard):
        moves += [("diamonds", c) for c in hand if c.suit == "D"]
    if "C" not in used:  # dn.clubs-self=allowed: the Clubs card itself can be taken back
        moves += [("clubs", c) for c in hand if c.suit == "C"]
    if "S" not in used:
        moves += [("spades", c) for c in hand if c.suit == "S"]
    return moves + [("end-command",)]


def dueling(g):
    opponent = g.players[1 - g.active]
    if g.phase == "deflect":
        return [("deflect", n) for n in sorted(opponent.courtyard) if n != g.duel.declared] + [("accept",)]
    if g.phase == "duel-support":
        d = g.duel
        played = d.supports[d.side]
        if len(played) >= g.support_limit(d.side):
            playable = []
        else:
            playable = [c for c in g.players[g.duel_player(d.side)].hand if not played or c > max(played)]
        return [("support", c) for c in sorted(playable)] + [("end-support",)]
    moves = []
    if g.may_declare_duel():
        mine = sorted(g.players[g.active].courtyard)
        moves = [("duel", a, t) for a in mine for t in sorted(opponent.courtyard)]
    return moves + [("end-turn",)]


def choose_nobles(g):
    p = g.players[g.active]
    return ascending_picks("keep", p.dealt, p.kept, NOBLES_KEPT)


GENERATORS = {
    "choose-nobles": choose_nobles,
    "income": income, "triple": income,
    "reinforcements": reinforcements,
    "command": command, "clubs-take": command,
    "dueling": dueling, "deflect": dueling, "duel-support": dueling,
}


def legal_moves(g):
    """The moves of the player to act ([] at chance nodes and when the game is over)."""
    generator = GENERATORS.get(g.phase)
    return generator(g) if generator else []

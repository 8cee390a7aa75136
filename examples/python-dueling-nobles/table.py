"""What lies on the table in a game of Dueling Nobles: this engine's own state layout.

Plain objects, no rules: the rules are in game.py (setup, turn, income, reinforcements, command) and
duel.py (the Dueling phase); moves.py lists what the player to act may do.
"""
from cards import KING, NOBLE_CARDS, SUPPORT_CARDS, Deck, new_rng

def table_stamina(noble_card):
    """Jack 2, Queen 2, King 3: the Stamina a Noble starts with."""
    return 3 if noble_card.rank == KING else 2


class Noble:
    """A Noble in a Courtyard: its card, its Stamina chips and its weapon card (or None)."""

    def __init__(self, card, stamina=None, weapon=None):
        self.card = card
        self.stamina = table_stamina(card) if stamina is None else stamina
        self.weapon = weapon


class Player:
    def __init__(self):
        self.resources = 0
        self.hand = set()          # Support cards
        self.courtyard = {}        # Noble card -> Noble
        self.dealt = set()         # Nobles dealt face down during setup, not yet chosen
        self.kept = set()          # Nobles chosen for the Courtyard during setup (face down until both chose)
        self.abilities_used = set()  # suit letters played as Suit Abilities (once per game each)
        self.spied_hand = None     # the opponent's hand as seen with Spades (a sorted list), or None


class TurnMarks:
    """What the active player has already done this turn (the rules limit some actions per turn)."""

    def __init__(self):
        self.taxed = set()         # Kings taxed this Income phase
        self.triples = 0
        self.hires = 0
        self.bought = False
        self.weapon_played = False
        self.moved = set()         # weapon cards moved this Command phase
        self.command_stage = 0     # furthest Command action so far: 1 a weapon moved, 2 a Suit Ability
        self.duels = 0
        self.dueled = set()        # the active player's Nobles that declared a duel this turn
        self.start_nobles = [0, 0]  # Nobles in each Courtyard when the turn began


class Duel:
    """A declared duel: side 0 is the attacker (the active player's Noble), side 1 the defender."""

    def __init__(self, attacker, defender):
        self.nobles = [attacker, defender]
        self.declared = defender
        self.deflected = False
        self.dice = [[], []]
        self.supports = [[], []]
        self.side = 0              # whose Support cards are asked for (Step 3)


class Draws:
    """Support cards still to be drawn one by one into a player's hand (a purchase or Diamonds)."""

    def __init__(self, player, count, back, bought):
        self.player = player
        self.count = count
        self.back = back           # the phase play returns to afterwards
        self.bought = bought       # how many of them were paid for (0: Diamonds)


class Table:
    def __init__(self, seed=0):
        rng = new_rng(seed)
        self.phase = "dealer-roll"
        self.active = 0
        self.dealer = None
        self.turn = 0
        self.dealer_dice = []       # this round's dealer-roll dice: p0, p0, p1, p1
        self.dealer_ties = 0        # tied rounds so far
        self.noble_deck = Deck(rng, NOBLE_CARDS)   # the Nobles deck, then the Noble stack
        self.stock = Deck(rng, SUPPORT_CARDS)      # the Support card stock
        self.discard = set()        # the common face-up discard pile
        self.triple_discards = [set(), set()]  # cards in it each player discarded as three of a suit
        self.players = [Player(), Player()]
        self.marks = TurnMarks()
        self.triple = None          # (suit, [cards picked]) while discarding three of a suit
        self.draws = None           # Draws while Support cards are being drawn
        self.clubs_card = None      # the Clubs card whose effect is pending (a card to take)
        self.duel = None
        self.result = None          # None, "p0", "p1" or "draw"
        self.step = 0               # actions applied since the initial state

    def noble_of(self, card):
        """The Noble object for a Noble card in either Courtyard."""
        for p in self.players:
            if card in p.courtyard:
                return p.courtyard[card]
        raise KeyError(str(card))

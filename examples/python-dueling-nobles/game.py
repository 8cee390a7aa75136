"""Dueling Nobles rules: setup, the turn, Income, Reinforcements and Command (the duel is in duel.py).

A move is a tuple: its kind, then its arguments (cards, numbers, a suit letter), e.g. ("weapon", 3C, KH).
Its text, the protocol's canonical action text, is "kind:arg1>arg2" (move_text). Chance outcomes are
moves too: ("die", 4) and ("draw", card). Game.apply takes a move the engine listed as legal.

Where the rulebook is silent or ambiguous this engine plays the reference's default reading (settings.py).
"""
from fractions import Fraction

from duel import DuelRules
from table import Draws, Noble, Table, TurnMarks

CHANCE_PHASES = {"dealer-roll", "deal-nobles", "deal-support", "hire-draw", "support-draw", "duel-dice"}
SETUP_PHASES = {"dealer-roll", "deal-nobles", "choose-nobles", "deal-support"}
DEAL_SIZE = 6             # Nobles and Support cards dealt to each player
NOBLES_KEPT = 3
HIRE_COST = 5
TRIPLE_INCOME = 3
TURN_LIMIT = 200          # dn.turn-limit=draw-after-200: the game is drawn when turn 201 would begin
DEALER_TIE_CAP = 32       # dn.dealer-ties=cap-32: after 32 tied dealer rolls in a row, p0 deals


def move_text(move):
    kind, args = move[0], move[1:]
    return kind + (":" + ">".join(str(a) for a in args) if args else "")


class Game(Table, DuelRules):
    command_order = "suit-abilities-last"  # dn.command-order: or "free" (settings.ALSO_PLAYED)

    # ---- who acts, what chance offers, how it ends ----
    def actor(self):
        if self.phase == "game-over":
            return "terminal"
        if self.phase in CHANCE_PHASES:
            return "chance"
        if self.phase == "deflect":
            return f"p{1 - self.active}"
        if self.phase == "duel-support":
            return f"p{self.duel_player(self.duel.side)}"
        return f"p{self.active}"

    def chance_outcomes(self):
        """[(move, probability)] at a chance node: a die, or a card from the pile being drawn from."""
        if self.phase in ("dealer-roll", "duel-dice"):
            return [(("die", v), Fraction(1, 6)) for v in range(1, 7)]
        deck = self.noble_deck if self.phase in ("deal-nobles", "hire-draw") else self.stock
        return [(("draw", card), p) for card, p in deck.outcomes()]

    def scores(self):
        return {"p0": [1, 0], "p1": [0, 1]}.get(self.result, [0, 0])  # a draw scores 0, 0

    def apply(self, move):
        getattr(self, "do_" + move[0].replace("-", "_"))(*move[1:])
        self.reshuffle_if_depleted()
        self.step += 1

    # ---- setup ----
    def do_die(self, value):
        if self.phase == "duel-dice":
            self.roll_duel_die(value)
            return
        # Each player rolls both dice, p0 first; the lower total deals, a tie rolls again.
        self.dealer_dice.append(value)
        if len(self.dealer_dice) < 4:
            return
        d, self.dealer_dice = self.dealer_dice, []
        totals = (d[0] + d[1], d[2] + d[3])
        if totals[0] == totals[1]:
            self.dealer_ties += 1
            if self.dealer_ties < DEALER_TIE_CAP:
                return
            self.dealer = 0
        else:
            self.dealer = 0 if totals[0] < totals[1] else 1
        self.dealer_ties = 0
        self.active = 1 - self.dealer
        self.phase = "deal-nobles"

    def next_recipient(self, held):
        """Cards are dealt one at a time starting with the dealer's opponent: whoever holds fewer gets one."""
        opponent = 1 - self.dealer
        return opponent if len(held(opponent)) <= len(held(self.dealer)) else self.dealer

    def do_draw(self, card):
        if self.phase == "deal-nobles":
            p = self.players[self.next_recipient(lambda i: self.players[i].dealt)]
            p.dealt.add(self.noble_deck.draw(card))
            if all(len(q.dealt) == DEAL_SIZE for q in self.players):
                self.active = 1 - self.dealer
                self.phase = "choose-nobles"
        elif self.phase == "deal-support":
            p = self.players[self.next_recipient(lambda i: self.players[i].hand)]
            p.hand.add(self.stock.draw(card))
            if all(len(q.hand) == DEAL_SIZE for q in self.players):
                self.start_turn(1 - self.dealer)
        elif self.phase == "hire-draw":
            noble = self.noble_deck.draw(card)
            self.players[self.active].courtyard[noble] = Noble(noble)  # table Stamina, no weapon
            self.phase = "reinforcements"
        else:  # support-draw
            self.players[self.draws.player].hand.add(self.stock.draw(card))
            self.draws.count -= 1
            self.continue_draws()

    def do_keep(self, card):
        # The dealer's opponent chooses first, then the dealer; the picks stay hidden until both chose.
        p = self.players[self.active]
        p.dealt.remove(card)
        p.kept.add(card)
        if len(p.kept) < NOBLES_KEPT:
            return
        if self.active != self.dealer:
            self.active = self.dealer
            return
        for q in self.players:
            q.courtyard = {c: Noble(c) for c in q.kept}
            self.noble_deck.shuffle_in(q.dealt)  # the unchosen Nobles become the Noble stack
            q.dealt, q.kept = set(), set()
        self.active = 1 - self.dealer
        self.phase = "deal-support"

    # ---- the turn ----
    def start_turn(self, player):
        if self.turn >= TURN_LIMIT:
            self.result = "draw"
            self.phase = "game-over"
            return
        self.turn += 1
        self.active = player
        self.marks = TurnMarks()
        self.marks.start_nobles = [len(p.courtyard) for p in self.players]
        self.players[player].resources += 1  # the automatic Resource of the Income phase
        self.phase = "income"

    # ---- Income ----
    def do_tax(self, king):
        self.players[self.active].courtyard[king].stamina -= 1
        self.marks.taxed.add(king)
        self.players[self.active].resources += 1

    def do_triple(self, suit):
        self.triple = (suit, [])
        self.phase = "triple"

    def do_discard(self, card):
        p = self.players[self.active]
        p.hand.remove(card)
        self.discard.add(card)
        self.triple_discards[self.active].add(card)
        self.triple[1].append(card)
        if len(self.triple[1]) == 3:
            self.marks.triples += 1
            p.resources += TRIPLE_INCOME
            self.triple = None
            self.phase = "income"

    def do_end_income(self):
        self.phase = "reinforcements"

    # ---- Reinforcements ----
    def do_hire(self):
        self.players[self.active].resources -= HIRE_COST
        self.marks.hires += 1
        self.phase = "hire-draw"

    def do_buy(self, count):
        self.players[self.active].resources -= count  # dn.support-price=one-each
        self.marks.bought = True
        self.start_draws(self.active, count, "reinforcements", count)

    def do_end_reinforcements(self):
        self.phase = "command"

    def start_draws(self, player, count, back, bought):
        self.draws = Draws(player, count, back, bought)
        self.continue_draws()

    def continue_draws(self):
        d = self.draws
        if d.count > 0 and len(self.stock) == 0:
            if self.discard:
                self.turn_over_discard()
            else:
                d.count = 0  # dn.support-exhausted=skip: nothing to draw; what was paid stays paid
        if d.count > 0:
            self.phase = "support-draw"
        else:
            self.phase = d.back
            self.draws = None

    def turn_over_discard(self):
        self.stock.shuffle_in(self.discard)
        self.discard = set()
        self.triple_discards = [set(), set()]

    def reshuffle_if_depleted(self):
        # dn.support-reshuffle=immediate: an empty stock takes the discard pile at once (a pending Clubs
        # take finishes first, its card being in the pile).
        if not len(self.stock) and self.discard and self.phase not in SETUP_PHASES \
                and self.phase != "clubs-take":
            self.turn_over_discard()

    # ---- Command ----
    def do_weapon(self, weapon, noble):
        p = self.players[self.active]
        p.hand.remove(weapon)
        p.courtyard[noble].weapon = weapon
        self.marks.weapon_played = True

    def do_move(self, source, target):
        court = self.players[self.active].courtyard
        weapon = court[source].weapon
        court[source].weapon, court[target].weapon = None, weapon
        self.marks.moved.add(weapon)
        self.marks.command_stage = max(self.marks.command_stage, 1)

    def play_ability(self, card):
        """A Suit Ability card goes to the discard pile first, then its effect applies."""
        p = self.players[self.active]
        p.hand.remove(card)
        self.discard.add(card)
        p.abilities_used.add(card.suit)
        self.marks.command_stage = 2
        return p

    def do_hearts(self, card, noble):
        self.play_ability(card).courtyard[noble].stamina += 1

    def do_diamonds(self, card):
        self.play_ability(card)
        self.start_draws(self.active, 3, "command", 0)

    def do_clubs(self, card):
        self.play_ability(card)
        self.clubs_card = card
        self.phase = "clubs-take"

    def do_take(self, card):
        self.discard.remove(card)
        for marked in self.triple_discards:
            marked.discard(card)
        self.players[self.active].hand.add(card)
        self.clubs_card = None
        self.phase = "command"

    def do_spades(self, card):
        self.play_ability(card).spied_hand = sorted(self.players[1 - self.active].hand)

    def do_end_command(self):
        self.phase = "dueling"

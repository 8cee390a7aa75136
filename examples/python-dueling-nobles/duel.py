"""The Dueling phase: declaring, deflecting, the four steps of a duel, and the end of the game.

Mixed into Game (game.py). Side 0 is the attacker, the active player's Noble; side 1 the defender.
"""
from cards import JACK, KING, QUEEN
from table import Duel

DEFLECT_COST = 2
QUEEN_BONUS = 3           # per other Noble in the Queen's Courtyard
ADRENALINE = 2            # per Support card of the Noble's own suit


class DuelRules:
    def duel_player(self, side):
        return self.active if side == 0 else 1 - self.active

    def duel_noble(self, side):
        return self.players[self.duel_player(side)].courtyard[self.duel.nobles[side]]

    def may_declare_duel(self):
        return self.marks.duels == 0  # dn.duels-per-turn=one

    def do_duel(self, attacker, defender):
        self.duel = Duel(attacker, defender)
        self.marks.duels += 1
        self.marks.dueled.add(attacker)
        # The defender is asked whether to deflect only when he can: 2 Resources and another Noble.
        opponent = self.players[1 - self.active]
        can_deflect = opponent.resources >= DEFLECT_COST and len(opponent.courtyard) >= 2
        self.phase = "deflect" if can_deflect else "duel-dice"

    def do_deflect(self, noble):
        self.players[1 - self.active].resources -= DEFLECT_COST
        self.duel.nobles[1] = noble
        self.duel.deflected = True
        self.phase = "duel-dice"

    def do_accept(self):
        self.phase = "duel-dice"

    # Step 2: one die each, two for a King; the attacker's dice first.
    def dice_needed(self, side):
        return 2 if self.duel.nobles[side].rank == KING else 1

    def roll_duel_die(self, value):
        dice = self.duel.dice
        side = 0 if len(dice[0]) < self.dice_needed(0) else 1
        dice[side].append(value)
        if side == 1 and len(dice[1]) == self.dice_needed(1):
            self.duel.side = 0
            self.ask_for_support()

    # Step 3: the attacker's Support cards, then the defender's; one card, a Jack two.
    def support_limit(self, side):
        return 2 if self.duel.nobles[side].rank == JACK else 1

    def ask_for_support(self):
        """Move to the next side that may still play a card; a side with an empty hand or at its limit is
        passed over (both are public). A Jack with a card left is asked even if none is playable."""
        d = self.duel
        while d.side < 2 and (not self.players[self.duel_player(d.side)].hand
                              or len(d.supports[d.side]) >= self.support_limit(d.side)):
            d.side += 1
        if d.side < 2:
            self.phase = "duel-support"
        else:
            self.resolve_duel()

    def do_support(self, card):
        self.players[self.duel_player(self.duel.side)].hand.remove(card)
        self.duel.supports[self.duel.side].append(card)
        self.ask_for_support()

    def do_end_support(self):
        self.duel.side += 1
        self.ask_for_support()

    def do_end_turn(self):
        self.start_turn(1 - self.active)

    # Steps 1 and 4.
    def strength(self, side):
        noble = self.duel_noble(side)
        total = noble.card.rank + (noble.weapon.rank if noble.weapon else 0)
        if noble.card.rank == QUEEN:
            total += QUEEN_BONUS * (len(self.players[self.duel_player(side)].courtyard) - 1)
        total += sum(self.duel.dice[side])
        for card in self.duel.supports[side]:
            total += card.rank  # an Ace adds 1 (dn.ace-value=one)
            if card.suit == noble.card.suit:
                total += ADRENALINE
        return total

    def resolve_duel(self):
        d = self.duel
        totals = [self.strength(0), self.strength(1)]
        aces = [sum(1 for c in d.supports[s] if c.rank == 1) for s in (0, 1)]
        if aces[0] and aces[1]:
            winner = None  # both played an Ace: a tie (dn.jack-aces=tie, dn.double-ace=tie)
        elif aces[0] or aces[1]:
            winner = 0 if aces[0] else 1  # a critical hit
        elif totals[0] != totals[1]:
            winner = 0 if totals[0] > totals[1] else 1
        else:
            winner = None
        self.discard.update(d.supports[0] + d.supports[1])
        if winner is None:
            self.wound(0)
            self.wound(1)
        else:
            self.players[self.duel_player(winner)].resources += 1
            self.wound(1 - winner)
        self.duel = None
        empty = [not p.courtyard for p in self.players]
        if empty[0] and empty[1]:
            self.result = "draw"  # dn.empty-courtyards=draw
        elif empty[0] or empty[1]:
            self.result = "p1" if empty[0] else "p0"
        if self.result:
            self.phase = "game-over"
        elif self.may_declare_duel():
            self.phase = "dueling"
        else:
            self.start_turn(1 - self.active)

    def wound(self, side):
        """The Noble loses one Stamina; at 0 he is vanquished: his weapon is discarded and he is shuffled
        back into the Noble stack."""
        owner = self.players[self.duel_player(side)]
        noble = owner.courtyard[self.duel.nobles[side]]
        noble.stamina -= 1
        if noble.stamina == 0:
            del owner.courtyard[noble.card]
            if noble.weapon:
                self.discard.add(noble.weapon)
            self.noble_deck.shuffle_in([noble.card])

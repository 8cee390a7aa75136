"""Cards and face-down piles for Dueling Nobles.

A card is a (rank, suit) pair: rank 1 (Ace) .. 10, 11 Jack, 12 Queen, 13 King; suit one of C, D, H, S.
Sorting cards sorts by rank, then suit (C < D < H < S), which is the protocol's card order, so a sorted
list of cards is already in canonical order.

A Deck is a list shuffled once and drawn from its end (the top). The protocol drives chance: it tells the
engine which card is drawn. The engine then makes its shuffle yield that card ("forced shuffle"): the
forced card is swapped with the top card, then the top is drawn. The rest of the order stays as shuffled.
"""
import random
from fractions import Fraction
from typing import NamedTuple

SUITS = "CDHS"
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
TEXT_RANK = {"A": 1, "J": 11, "Q": 12, "K": 13}
JACK, QUEEN, KING = 11, 12, 13


class Card(NamedTuple):
    rank: int
    suit: str

    def __str__(self):
        return RANK_TEXT.get(self.rank, str(self.rank)) + self.suit

    @property
    def is_noble(self):
        return self.rank >= JACK


def parse_card(text):
    """'10H' -> Card(10, 'H'); None when the text is not exactly a card name."""
    if not isinstance(text, str) or len(text) < 2 or text[-1] not in SUITS:
        return None
    rank_text = text[:-1]
    if rank_text in TEXT_RANK:
        return Card(TEXT_RANK[rank_text], text[-1])
    if rank_text in ("2", "3", "4", "5", "6", "7", "8", "9", "10"):
        return Card(int(rank_text), text[-1])
    return None


NOBLE_CARDS = [Card(r, s) for r in (JACK, QUEEN, KING) for s in SUITS]
SUPPORT_CARDS = [Card(r, s) for r in range(1, 11) for s in SUITS]


def names(cards):
    """Canonical JSON form of a set of cards: the sorted list of their names."""
    return [str(c) for c in sorted(cards)]


def fraction_text(f):
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


class Deck:
    """A face-down pile, shuffled once; the top is the end of the list."""

    def __init__(self, rng, cards=()):
        self.rng = rng
        self.cards = list(cards)
        self.rng.shuffle(self.cards)

    def __len__(self):
        return len(self.cards)

    def shuffle_in(self, cards):
        """Add cards and shuffle the whole pile (a vanquished Noble, a discard pile turned over)."""
        self.cards.extend(cards)
        self.rng.shuffle(self.cards)

    def draw(self, forced=None):
        """Draw the top card; with `forced`, first swap that card to the top (the forced shuffle)."""
        if forced is not None:
            i = self.cards.index(forced)
            self.cards[i], self.cards[-1] = self.cards[-1], self.cards[i]
        return self.cards.pop()

    def outcomes(self):
        """(card, probability) for each distinct card a draw can yield: its share of the pile."""
        total = len(self.cards)
        counts = {}
        for c in self.cards:
            counts[c] = counts.get(c, 0) + 1
        return [(c, Fraction(n, total)) for c, n in sorted(counts.items())]


def new_rng(seed=0):
    """The engine's own randomness: only the order of its shuffles, never a rules outcome under the protocol."""
    return random.Random(seed)

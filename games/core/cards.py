"""Playing cards as data: suits, ranks, cards, their notation and the standard deck.

A card is written as its rank then its suit letter: ``10S`` (ten of spades), ``QH`` (queen of
hearts), ``AD``, ``2C``; a joker is ``JK``. Ranks are numbers, 2 to 10, then 11 for the jack,
12 queen, 13 king and 14 ace; a joker has rank 0. What a card *does* is up to each game, and how
it *looks* is up to :mod:`games.draw.cards`.

>>> parse_card("10s"), parse_card("QH").name, JOKER.code
(Card(rank=10, suit='S'), 'queen of hearts', 'JK')
>>> deck = standard_deck(jokers=2)
>>> len(deck), deck[0].code, deck[-3].code, deck.count(JOKER)
(54, '2S', 'AC', 2)
>>> parse_card("1S")
Traceback (most recent call last):
...
games.core.errors.UserError: not a card: '1S' (write the rank, 2-10, J, Q, K or A, then the \
suit, S, H, D or C, as in 10S or QH; JK for a joker)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .components import Suit
from .errors import UserError, quote

#: The four suits, in the order a new deck is sorted.
SUITS = SPADES, HEARTS, DIAMONDS, CLUBS = Suit.table(
    "S spades", "H hearts", "D diamonds", "C clubs")
SUIT_BY_LETTER = {s.letter: s for s in SUITS}
#: The ranks of one suit, low to high (11 jack, 12 queen, 13 king, 14 ace).
RANKS = tuple(range(2, 15))
RANK_TEXT = {**{n: str(n) for n in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A", 0: ""}
RANK_NAME = {**{n: str(n) for n in range(2, 11)}, 11: "jack", 12: "queen", 13: "king",
             14: "ace"}
_RANK_BY_TEXT = {text: n for n, text in RANK_TEXT.items() if text}

JOKER_SUIT = "*"
HIDDEN_SUIT = "?"
#: The cards that are no rank of a suit, by their suit mark: their code and their name.
_SPECIAL = {JOKER_SUIT: ("JK", "joker"), HIDDEN_SUIT: ("??", "hidden card")}


class Card(NamedTuple):
    """One playing card: its rank (2-14, 0 for a joker) and its suit letter (``*`` a joker)."""

    rank: int
    suit: str

    @property
    def code(self) -> str:
        """The card's notation: ``10S``, ``QH``, ``JK`` for a joker, ``??`` for a hidden card."""
        special = _SPECIAL.get(self.suit)
        return special[0] if special else RANK_TEXT[self.rank] + self.suit

    @property
    def name(self) -> str:
        """The card in words: ``queen of hearts``, ``joker``, ``hidden card``."""
        special = _SPECIAL.get(self.suit)
        if special:
            return special[1]
        return f"{RANK_NAME[self.rank]} of {SUIT_BY_LETTER[self.suit].name}"

    def __str__(self) -> str:
        return self.code


JOKER = Card(0, JOKER_SUIT)
#: A card seen from the back: what a player knows of a card in someone else's hand.
HIDDEN = Card(-1, HIDDEN_SUIT)


def parse_card(text: str) -> Card:
    """The card written ``text`` (any case), or a UserError saying how cards are written."""
    code = text.strip().upper()
    if code == "JK":
        return JOKER
    rank = _RANK_BY_TEXT.get(code[:-1])
    if rank is None or code[-1:] not in SUIT_BY_LETTER:
        raise UserError(f"not a card: {quote(text)} (write the rank, 2-10, J, Q, K or A, then the "
                        "suit, S, H, D or C, as in 10S or QH; JK for a joker)")
    return Card(rank, code[-1])


def parse_cards(text: str) -> list[Card]:
    """Cards separated by spaces, commas or ``+``: ``"5C 6C"``, ``"3S+QS"``.

    >>> [c.code for c in parse_cards("3S+QS, 10c")]
    ['3S', 'QS', '10C']
    """
    return [parse_card(word) for word in text.replace(",", " ").replace("+", " ").split()]


def suit_cards(suit: Suit) -> list[Card]:
    """The thirteen cards of ``suit``, 2 to ace."""
    return [Card(rank, suit.letter) for rank in RANKS]


def standard_deck(jokers: int = 0) -> list[Card]:
    """The 52 cards, sorted by suit (spades, hearts, diamonds, clubs) then rank, plus jokers."""
    if not 0 <= jokers <= 2:
        raise UserError(f"a standard deck has 0 to 2 jokers, not {jokers}")
    return [card for suit in SUITS for card in suit_cards(suit)] + [JOKER] * jokers


def codes(cards: Iterable[Card]) -> str:
    """Cards as codes separated by spaces (``"3S 9S QS"``), or ``-`` for none.

    >>> codes([Card(3, "S"), Card(12, "S")]), codes([])
    ('3S QS', '-')
    """
    return " ".join(card.code for card in cards) or "-"

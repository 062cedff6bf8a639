"""What each card is in Human Trophies: its role (by suit) and its value or power.

* spades are **kids**, hearts **parents**, diamonds **victims**, clubs **toys**, and jokers are
  **Miss Monster**;
* a parent, victim or toy is worth its number, and a jack, queen, king or ace is worth 11;
* a kid's **power** is 1 for the 2-4, 2 for the 5-7, 3 for the 8-10 and 4 for the J-A.

>>> from games.core.cards import parse_card as c
>>> role(c("9S")), power(c("9S")), role(c("KD")), value(c("KD")), value(c("7H"))
('kid', 3, 'victim', 11, 7)
>>> [power(c(code)) for code in "2S 4S 5S 7S 8S 10S JS AS".split()]
[1, 1, 2, 2, 3, 3, 4, 4]
"""

from __future__ import annotations

from ..core.cards import JOKER_SUIT, Card, standard_deck

KID, PARENT, VICTIM, TOY, MONSTER = "kid", "parent", "victim", "toy", "Miss Monster"
ROLES = {"S": KID, "H": PARENT, "D": VICTIM, "C": TOY, JOKER_SUIT: MONSTER}
#: The cap on a card's value: jack, queen, king and ace are all worth 11.
TOP_VALUE = 11

# Looked up, not computed, because random playouts ask for them millions of times: by rank
# (2 to 14; a list indexed by ``card[0]`` is quicker than a dict keyed by the card, for the
# random player's hot loops), and by card.
VALUE_BY_RANK = tuple(min(rank, TOP_VALUE) for rank in range(15))
POWER_BY_RANK = tuple(max(0, min(4, (rank - 2) // 3 + 1)) for rank in range(15))
VALUE = {card: VALUE_BY_RANK[card.rank] for card in standard_deck(jokers=1)}
POWER = {card: POWER_BY_RANK[card.rank] for card in standard_deck() if card.suit == "S"}


def role(card: Card) -> str:
    """``kid``, ``parent``, ``victim``, ``toy`` or ``Miss Monster``."""
    return ROLES[card.suit]


def value(card: Card) -> int:
    """The value of a parent, victim or toy: its number, 11 for J, Q, K and A."""
    return VALUE[card]


def power(kid: Card) -> int:
    """A kid's power, 1 to 4 (2-4, 5-7, 8-10, J-A)."""
    return POWER[kid]


def total(cards) -> int:
    """The total value of some toys (or any cards with a value)."""
    return sum(VALUE[card] for card in cards)


def is_kid(card: Card) -> bool:
    return card.suit == "S"


def is_parent(card: Card) -> bool:
    return card.suit == "H"


def is_victim(card: Card) -> bool:
    return card.suit == "D"


def is_toy(card: Card) -> bool:
    return card.suit == "C"


def is_monster(card: Card) -> bool:
    return card.suit == JOKER_SUIT

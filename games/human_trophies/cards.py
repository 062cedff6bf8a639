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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar, cast

from ..core.cards import JOKER_SUIT, RANK_NAME, SUIT_BY_LETTER, Card, standard_deck
from ..core.words import listing

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

T = TypeVar("T")


def role(card: Card) -> str:
    """``kid``, ``parent``, ``victim``, ``toy`` or ``Miss Monster``."""
    return ROLES[card.suit]


def value(card: Card) -> int:
    """The value of a parent, victim or toy: its number, 11 for J, Q, K and A."""
    return VALUE[card]


def power(kid: Card) -> int:
    """A kid's power, 1 to 4 (2-4, 5-7, 8-10, J-A)."""
    return POWER[kid]


def total(cards: Iterable[Card]) -> int:
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


# -- cards in words -----------------------------------------------------------------------

def spoken(c: Card, the: bool = True) -> str:
    """A card as a player names it: ``the 9 of spades`` (``9 of spades`` without ``the``, as
    after "Alice's"); a joker is Miss Monster.

    >>> from games.core.cards import parse_card
    >>> spoken(parse_card("QH")), spoken(parse_card("10S"), the=False), spoken(parse_card("JK"))
    ('the queen of hearts', '10 of spades', 'Miss Monster')
    """
    if c.suit == JOKER_SUIT:
        return "Miss Monster"
    return ("the " if the else "") + f"{RANK_NAME[c.rank]} of {SUIT_BY_LETTER[c.suit].name}"


def spoken_all(group: Iterable[Card], the: bool = True) -> str:
    """Cards as a player names them, those of one suit together, in the order given:
    ``the 3 of spades and the 2 and 5 of clubs``; ``none`` for no card.

    >>> from games.core.cards import parse_cards
    >>> spoken_all(parse_cards("3S 2C 5C")), spoken_all([])
    ('the 3 of spades and the 2 and 5 of clubs', 'none')
    >>> spoken_all(parse_cards("9S QS AS JK"))
    'the 9, queen and ace of spades and Miss Monster'
    """
    by_suit: dict[str, list[Card]] = {}
    for c in group:
        by_suit.setdefault(c.suit, []).append(c)
    parts = []
    for suit, same in by_suit.items():
        if suit == JOKER_SUIT:
            parts.append("Miss Monster" if len(same) == 1 else f"{len(same)} jokers (Miss "
                         "Monster)")
            continue
        ranks = listing([RANK_NAME[c.rank] for c in same])
        parts.append(("the " if the else "") + f"{ranks} of {SUIT_BY_LETTER[suit].name}")
    return listing(parts) if parts else "none"


@dataclass(frozen=True, slots=True)
class Named:
    """Cards as a fact of a rule's reason (:class:`~games.core.reasons.Reason`) or a move's
    words: written by their codes in notation (``str``), named as a player says them
    (:meth:`said`, :func:`spoken_all`; without ``the`` after a player's name, as in "Bernard's
    6 of spades").

    >>> from games.core.cards import parse_cards
    >>> toys = Named(tuple(parse_cards("5C 6C JK")))
    >>> str(toys), toys.said(), Named(tuple(parse_cards("6S")), the=False).said()
    ('5C 6C JK', 'the 5 and 6 of clubs and Miss Monster', '6 of spades')
    """

    cards: tuple[Card, ...]
    the: bool = True

    def __str__(self) -> str:
        return " ".join(c.code for c in self.cards)

    def said(self) -> str:
        return spoken_all(self.cards, self.the)


def named(*cards: Card, the: bool = True) -> Named:
    """``cards`` as one fact (:class:`Named`): ``named(kid)``, ``named(*toys)``."""
    return Named(cards, the)


# -- what some cards are worth together ----------------------------------------------------

def subsets(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every non-empty subset of ``cards``, each in the order of ``cards``; subset ``i`` (from
    1) holds ``cards[j]`` when bit ``j`` of ``i`` is set."""
    found: list[tuple[Card, ...]] = [()]
    for card in cards:
        found += [subset + (card,) for subset in found]
    return found[1:]


def least_total(cards: Sequence[Card], at_least: int) -> int | None:
    """The least total value, ``at_least`` or more, of a non-empty subset of ``cards`` (None if
    all of them fall short); found without listing the subsets (there are 2**len(cards)).

    >>> from games.core.cards import parse_cards
    >>> toys = parse_cards("5C 5D 3C")
    >>> least_total(toys, 6), min(t for t in map(total, subsets(toys)) if t >= 6)
    (8, 8)
    >>> least_total(toys, 14) is None
    True
    """
    return least_worth(worths(cards), at_least)


def worths(cards: Sequence[Card]) -> int:
    """What the subsets of ``cards`` are worth, as bits: bit t is set when some subset (the
    empty one for 0) is worth t in all."""
    return worths_of([VALUE[card] for card in cards])


def worths_of(values: Sequence[int]) -> int:
    """:func:`worths` of cards worth ``values``."""
    sums = 1
    for value in values:
        sums |= sums << value
    return sums


def least_worth(sums: int, at_least: int) -> int | None:
    """:func:`least_total` of the cards whose :func:`worths` are ``sums``."""
    above = sums >> max(at_least, 1)
    return None if not above else max(at_least, 1) + (above & -above).bit_length() - 1


def subsets_worth(cards: Sequence[T], worth: int,
                  values: Sequence[int] | None = None) -> list[tuple[T, ...]]:
    """The subsets of ``cards`` worth exactly ``worth``, in the order of :func:`subsets`, found
    without listing the others; ``values`` the cards' values if not their own.

    >>> from games.core.cards import parse_cards
    >>> toys = parse_cards("2C 3C 5C 2D")
    >>> subsets_worth(toys, 5) == [s for s in subsets(toys) if total(s) == 5]
    True
    """
    if values is None:
        values = [VALUE[cast(Card, card)] for card in cards]
    below = [0]  # below[j]: the worth of cards[:j] together
    for value in values:
        below.append(below[-1] + value)
    found: list[tuple[T, ...]] = []

    def walk(j: int, left: int, chosen: tuple[int, ...]) -> None:
        # cards[j] is left out first: subset i comes before every subset with a higher bit set
        if left == 0:
            found.append(tuple(cards[i] for i in reversed(chosen)))
            return
        if j < 0 or left > below[j + 1]:
            return
        walk(j - 1, left, chosen)
        if values[j] <= left:
            walk(j - 1, left - values[j], (*chosen, j))

    if worth > 0:
        walk(len(cards) - 1, worth, ())
    return found

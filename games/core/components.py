"""The physical components games are played with, as data (their look lives in games.draw).

Looney Pyramids come in colours; each colour's stash holds pyramids of three sizes, marked with
1, 2 or 3 pips (small, medium, large).

>>> RED.letter, RED.name, PYRAMID_COLOURS.named("b").name
('R', 'Red', 'Blue')
>>> Pyramid(RED, 3)
Pyramid(colour=Colour(letter='R', name='Red'), pips=3)

A piecepack has four suits (Suns, Moons, Crowns, Arms) and six ranks (Null, Ace, 2 to 5). Each
suit has six tiles, six coins, a pawn and a die. A coin shows its suit on one side and its rank
on the other; records write a coin as suit letter and rank, with ``n`` for Null and ``a`` for
Ace:

>>> coin = Coin.parse("Ma"); coin, coin.code, coin.name, coin.value
(Coin(suit=Suit(letter='M', name='Moons'), rank=1), 'Ma', 'Ace of Moons', 1)
>>> [c.code for c in suit_coins(SUNS)]
['Sn', 'Sa', 'S2', 'S3', 'S4', 'S5']
>>> rank_name(0), rank_name(1), rank_name(4)
('Null', 'Ace', '4')
"""

from __future__ import annotations

from typing import NamedTuple, Self, TypeVar

from .errors import UserError, quote


class Lettered(NamedTuple):
    """Something named by one letter in records and board files (a colour, a suit), and its
    name; each kind is a subclass, so one table of them reads the same for every kind.

    >>> Colour.table("R Red", "B Blue")
    (Colour(letter='R', name='Red'), Colour(letter='B', name='Blue'))
    """

    letter: str
    name: str

    @classmethod
    def table(cls, *entries: str) -> Letters[Self]:
        """One of this kind for each entry, a letter and a name: ``"S Suns"``."""
        return Letters(cls(*entry.split(" ", 1)) for entry in entries)


T = TypeVar("T", bound=Lettered)


class Letters(tuple[T, ...]):
    """A table of one kind of :class:`Lettered` things (the colours, the suits), in order.

    >>> SUITS.named("moons")
    Suit(letter='M', name='Moons')
    >>> SUITS.named("X")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    games.core.errors.UserError: unknown suit 'X'; known suits are S (Suns), M (Moons), ...
    """

    __slots__ = ()

    def named(self, letter: str) -> T:
        """The one ``letter`` names, by letter or by name, case-insensitive; a UserError listing
        them all otherwise."""
        for thing in self:
            if letter.upper() in (thing.letter, thing.name.upper()):
                return thing
        kind = type(self[0]).__name__.lower()
        known = ", ".join(f"{t.letter} ({t.name})" for t in self)
        raise UserError(f"unknown {kind} {quote(letter)}; known {kind}s are {known}")


class Colour(Lettered):
    """A player colour."""

    __slots__ = ()


class Suit(Lettered):
    """A suit: of a piecepack (Suns, Moons, Crowns, Arms) or of playing cards (spades, hearts,
    diamonds, clubs; see :mod:`games.core.cards`)."""

    __slots__ = ()


#: Seat colours in the order players take them.
PYRAMID_COLOURS = RED, BLUE, GREEN, YELLOW = Colour.table("R Red", "B Blue", "G Green", "Y Yellow")
PYRAMID_SIZES = (1, 2, 3)


class Pyramid(NamedTuple):
    """One Looney pyramid: its colour and its size in pips (1 small, 2 medium, 3 large)."""

    colour: Colour
    pips: int

    @property
    def code(self) -> str:
        """Colour letter and pips, as in records and board files: ``R3``."""
        return f"{self.colour.letter}{self.pips}"


# -- the piecepack -------------------------------------------------------------------------------
SUITS = SUNS, MOONS, CROWNS, ARMS = Suit.table("S Suns", "M Moons", "C Crowns", "A Arms")
#: Ranks in order: Null is 0 and Ace is 1.
RANKS = (0, 1, 2, 3, 4, 5)
_RANK_CODES = "na2345"


def rank_name(rank: int) -> str:
    """``Null``, ``Ace`` or the digit."""
    return {0: "Null", 1: "Ace"}.get(rank, str(rank))


class Coin(NamedTuple):
    """A piecepack coin: its suit and its rank (0 Null, 1 Ace, 2-5)."""

    suit: Suit
    rank: int

    @property
    def value(self) -> int:
        """What the coin counts for when added up (Null 0, Ace 1)."""
        return self.rank

    @property
    def name(self) -> str:
        """In words: ``5 of Arms``, ``Null of Moons``."""
        return f"{rank_name(self.rank)} of {self.suit.name}"

    @property
    def code(self) -> str:
        """``S3``, ``Mn`` (Null of Moons), ``Ca`` (Ace of Crowns)."""
        return self.suit.letter + _RANK_CODES[self.rank]

    def __str__(self) -> str:
        """As a record writes it (its :attr:`code`), as a fact of a reason is written."""
        return self.code

    def said(self) -> str:
        """In a player's words: ``the 5 of Arms``."""
        return f"the {self.name}"

    @classmethod
    def parse(cls, code: str) -> Coin:
        """The coin written ``code`` (a UserError if it is not one)."""
        if len(code) != 2 or code[1].lower() not in _RANK_CODES:
            raise UserError(f"not a coin: {quote(code)} (write a suit letter and a rank, "
                            "n for Null, a for Ace: S3, Mn, Ca)")
        return cls(SUITS.named(code[0]), _RANK_CODES.index(code[1].lower()))


def suit_coins(suit: Suit) -> tuple[Coin, ...]:
    """The six coins of ``suit``, Null to 5."""
    return tuple(Coin(suit, rank) for rank in RANKS)


class Tile(NamedTuple):
    """A piecepack tile: face up it shows suit and rank; its back is a 2x2 grid of squares."""

    suit: Suit
    rank: int


class Pawn(NamedTuple):
    """A piecepack pawn of one suit."""

    suit: Suit

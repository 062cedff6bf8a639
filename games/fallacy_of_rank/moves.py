"""The moves of The Fallacy of Rank, as small named tuples: what a record's move says, apart
from how it is written and when it is legal (both in :mod:`.turn`, one class per kind).

>>> Step(62, 52, attack=True), Boost(4)
(Step(src=62, dst=52, attack=True), Boost(rank=4, coin=None))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..core.components import Coin, Pawn

#: The rank letters of the notation: n Null, a Ace, 2-5.
RANK_CODES = "na2345"


class Place(NamedTuple):
    """Setup: put ``piece`` (a Coin or a Pawn) on ``square`` in your corner."""

    piece: Coin | Pawn
    square: int


class Step(NamedTuple):
    """Move your piece from ``src`` to the neighbouring ``dst``; ``attack`` if an enemy is
    there."""

    src: int
    dst: int
    attack: bool = False


class TileMove(NamedTuple):
    """Discard a tile of ``rank`` to move a piece: 2-5 up to ``rank`` squares through empty
    squares (``attack`` if it ends on an enemy); 1, the Ace, teleports a coin to an empty
    square."""

    rank: int
    src: int
    dst: int
    attack: bool = False


class Recover(NamedTuple):
    """Discard a Null tile to take ``coin`` back from your discard pile into your hand."""

    coin: Coin


class Boost(NamedTuple):
    """A secret boost in combat: ``rank`` 0 adds nothing; otherwise discard ``coin`` from your
    hand, or a tile of ``rank`` when ``coin`` is None."""

    rank: int
    coin: Coin | None = None


class Pass(NamedTuple):
    """Nothing is legal: the turn passes."""


if TYPE_CHECKING:
    #: Any move of the game.
    Move = Place | Step | TileMove | Recover | Boost | Pass


PASS = Pass()
NO_BOOST = Boost(0)

#: Why a Null coin or tile cannot pay for a boost.
NULL_BOOST = "a Null adds nothing and is not discarded: write boost none"

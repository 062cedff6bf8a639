"""The moves of The Fallacy of Rank, as small named tuples: what a record's move says, apart
from how it is written and when it is legal (both in :mod:`.turn`, one class per kind).

>>> Step(62, 52, attack=True), Boost(4)
(Step(src=62, dst=52, attack=True), Boost(rank=4, coin=None))

A boost names what pays for it, as the notation writes it and in a player's words:

>>> [(str(paid), paid.said()) for paid in (Boost(4).paid(), Boost(0).paid())]
[('T4', 'a 4 tile'), ('none', 'no boost')]
>>> Boost(3, Coin.parse("S3")).paid().said()
'the 3 of Suns'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..core.components import Coin, Pawn
from ..core.reasons import Term

#: The rank letters of the notation: n Null, a Ace, 2-5.
RANK_CODES = "na2345"


def tile_word(rank: int) -> str:
    """A tile in words: ``a 3 tile``, ``an Ace tile``, ``a Null tile``."""
    return {0: "a Null tile", 1: "an Ace tile"}.get(rank, f"a {rank} tile")


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

    def paid(self) -> Term:
        """What pays for the boost: the coin (``S3``, the 3 of Suns) or the tile (``T4``, a 4
        tile) discarded, or nothing (``none``, no boost)."""
        if self.coin is not None:
            return Term(self.coin.code, self.coin.said())
        if self.rank:
            return Term(f"T{RANK_CODES[self.rank]}", tile_word(self.rank))
        return Term("none", "no boost")


class Pass(NamedTuple):
    """Nothing is legal: the turn passes."""


if TYPE_CHECKING:
    #: Any move of the game.
    Move = Place | Step | TileMove | Recover | Boost | Pass


PASS = Pass()
NO_BOOST = Boost(0)

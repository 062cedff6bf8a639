"""The moves of The "In" Crowd, as small named tuples: what a record's move says, apart from how
it is written, when it is legal and what it does (all three in :mod:`.turn`, one class per kind).

>>> from games.core.components import Coin
>>> move = Place(Coin.parse("S3"), 2)
>>> move.coin.code, move.square, Vote(24), PASS
('S3', 2, Vote(square=24), Pass())
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.components import Coin


class Place(NamedTuple):
    """Place ``coin`` from your hand, suit side up, on the empty bottom ``square``."""

    coin: Coin
    square: int


class Vote(NamedTuple):
    """Call a vote on the empty middle or top ``square`` (the vote as counted is a
    :class:`~.votes.Ballot`)."""

    square: int


class Advance(NamedTuple):
    """After a vote won with two equal highest coins, its winner picks ``coin`` to move up."""

    coin: Coin


class Pass(NamedTuple):
    """Nothing is possible: the turn passes. It has no field, so it equals ``()``; its kind is
    found by its type (:class:`~.turn.PassKind`)."""


PASS = Pass()

#: A move of the game.
Move = Place | Vote | Advance | Pass

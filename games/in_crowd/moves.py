"""The moves of The "In" Crowd, as small named tuples: what a record's move says, apart from how
it is written, when it is legal and what it does (all three in :mod:`.turn`, one class per kind).

Every move of the game is made once, here (:data:`PLACED`, :data:`VOTES`, :data:`ADVANCED`), and
the kinds' listings and draws pick them out: a search lists a position's moves at every node, and
making hundreds of named tuples there took a third more instructions a search decision than the
tagged tuples before (callgrind, 12 decisions of ismcts:100).

>>> from games.core.components import Coin
>>> move = Place(Coin.parse("S3"), 2)
>>> move.coin.code, move.square, Vote(24), PASS
('S3', 2, Vote(square=24), Pass())
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.components import SUITS, Coin, suit_coins
from .pyramid import Pyramid


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

#: Every coin of a piecepack, and every square of the pyramid.
_COINS = [coin for suit in SUITS for coin in suit_coins(suit)]
_SQUARES = range(len(Pyramid.make().squares))
#: Each coin's placement on each square (``PLACED[coin][square]``).
PLACED = {coin: tuple(Place(coin, square) for square in _SQUARES) for coin in _COINS}
#: A vote on each square (``VOTES[square]``).
VOTES = tuple(Vote(square) for square in _SQUARES)
#: Each coin's advance (``ADVANCED[coin]``).
ADVANCED = {coin: Advance(coin) for coin in _COINS}

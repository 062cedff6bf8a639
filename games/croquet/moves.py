"""The moves of Tabletop Croquet, as values: one NamedTuple per kind of move (their rules are the
kinds of :mod:`.turn`). Directions are in degrees (0 to the right, counter-clockwise), strengths
and spots in tile widths; a coin is named by its player's seat.

Records write them ``place 1 0.2``, ``flick 5 4`` (your own coin), ``flick Ben 90 3`` (the coin
you hit), ``rover`` and ``home Cat 180 6``.

:class:`Flick` and :class:`Home` have the same fields, and :data:`ROVER` has none, so as tuples
they may compare equal to another move: tell them apart by type (``isinstance``, or
``TURNS.kind_of``, which looks the type up first), never by equality with another kind's move.
And :data:`ROVER`, an empty tuple, is false: ask whether a move was found with ``is None``,
never by its truth.

>>> Flick(0, 90.0, 3.0), ROVER
(Flick(coin=0, direction=90.0, strength=3.0), Rover())
>>> isinstance(Home(0, 90.0, 3.0), Flick), Place(1.0, 0.2).x, bool(ROVER)
(False, 1.0, False)
"""

from __future__ import annotations

from typing import NamedTuple


class Place(NamedTuple):
    """Put the player's coin down at (x, y): at the start, or next to a coin it has just hit."""

    x: float
    y: float


class Flick(NamedTuple):
    """Flick ``coin`` (the player's own, or one it has just hit)."""

    coin: int
    direction: float
    strength: float


class Home(NamedTuple):
    """Flick the rover ``coin`` at the left endpost, to send it home (team play)."""

    coin: int
    direction: float
    strength: float


class Rover(NamedTuple):
    """Declare the player's coin a rover (team play)."""


#: The move that declares the player's coin a rover.
ROVER = Rover()

#: A flick of either kind: a coin sent in a direction with a strength.
Aimed = Flick | Home
#: Any move of the game.
Move = Place | Flick | Home | Rover

__all__ = ["ROVER", "Aimed", "Flick", "Home", "Move", "Place", "Rover"]

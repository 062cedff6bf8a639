"""Subdivision's moves as values: a :class:`Place` (a pyramid of 1 to 3 pips on a square), a
:class:`Park` (Park Place-ment only) and the :data:`PASS`. They are written ``R3@C2``,
``park@C3`` and ``pass`` (:mod:`.turn`).

>>> Place(3, 8), Park(14), PASS
(Place(pips=3, square=8), Park(square=14), Pass())
>>> PLACES[3][8] is PLACES[3][8] == Place(3, 8), PARKS[14] == Park(14)
(True, True)
"""

from __future__ import annotations

from typing import NamedTuple

#: The squares of the largest board (8x8): the tables below hold a move for each.
SQUARES = 64


class Place(NamedTuple):
    """A pyramid of ``pips`` (1 to 3) from the stash of the player to move placed on ``square``."""

    pips: int
    square: int


class Park(NamedTuple):
    """A park placed on ``square`` (the Park Place-ment variant, before the first pyramid)."""

    square: int


class Pass(NamedTuple):
    """The move of a player who passes: :data:`PASS`, the only one (no other move of the game
    is an empty tuple)."""


#: The move of a player who passes.
PASS = Pass()
#: Every placement on a board of up to 8x8, made once: ``PLACES[pips][square]`` (pips 1 to 3;
#: ``PLACES[0]`` is empty).
PLACES: tuple[tuple[Place, ...], ...] = ((),) + tuple(
    tuple(Place(pips, s) for s in range(SQUARES)) for pips in (1, 2, 3))
#: Every park's placement, by square.
PARKS = tuple(Park(s) for s in range(SQUARES))

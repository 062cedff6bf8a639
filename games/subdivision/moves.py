"""Subdivision's moves as values: a :class:`Place` (a pyramid of 1 to 3 pips on a square), a
:class:`Park` (Park Place-ment only) and the :data:`PASS`. They are written ``R3@C2``,
``park@C3`` and ``pass`` (:mod:`.turn`).

>>> Place(3, 8), Park(14), PASS
(Place(pips=3, square=8), Park(square=14), Pass())
>>> PLACES[3][8] is PLACES[3][8] == Place(3, 8), PARKS[14] == Park(14)
(True, True)
>>> placements(2, 0b101 | 1 << 9)
[Place(pips=2, square=0), Place(pips=2, square=2), Place(pips=2, square=9)]
"""

from __future__ import annotations

from typing import NamedTuple

from .masks import BYTE_SQUARES

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


def placements(pips: int, mask: int) -> list[Place]:
    """The placements of a ``pips``-pip (1 to 3) on the squares of ``mask``, in square order,
    read 8 squares at a time: a search lists the moves of every position it adds (a tenth of
    the instructions of looking each square's move up)."""
    found: list[Place] = []
    tables, at = _BY_BYTE[pips], 0
    while mask:
        found += (tables[at] or _by_byte(pips, at))[mask & 0xFF]
        mask >>= 8
        at += 1
    return found


#: Per pips and per byte of the board (squares 8j to 8j + 7): by the byte's value, the
#: placements on its squares in square order (each table made when first asked for).
_BY_BYTE: list[list[tuple[tuple[Place, ...], ...] | None]] = [
    [None] * (SQUARES // 8) for _ in PLACES]


def _by_byte(pips: int, at: int) -> tuple[tuple[Place, ...], ...]:
    row = PLACES[pips]
    made = tuple(tuple(row[8 * at + s] for s in squares) for squares in BYTE_SQUARES)
    _BY_BYTE[pips][at] = made
    return made

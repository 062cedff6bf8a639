"""Subdivision's print-and-play boards: one true-scale sheet per set and player count.

The pieces give no board, so each set's board for 2, 3 and 4 players is printed with its
default parks marked and every square named (A1 bottom left, as in the records). A square is
:data:`SQUARE` mm: a large pyramid's base, :data:`LARGE_BASE` mm (one inch), fits with
:func:`room` mm to spare on every side, so neighbouring pyramids never touch.

>>> [s.name for s in sheets()]  # doctest: +NORMALIZE_WHITESPACE
['board-2p-standard', 'board-3p-standard', 'board-4p-standard',
 'board-2p-3house', 'board-3p-3house', 'board-4p-3house']
>>> board = sheets()[0]
>>> board.width, board.scale, room()
(193.0, 'one square = 32 mm', 3.3)
"""

from __future__ import annotations

from ..core.components import PYRAMID_SIZES
from ..core.words import count
from ..draw.sheet import Sheet, board
from .options import SETS, Rules

SQUARE = 32.0  # mm
LARGE_BASE = 25.4  # mm: a large Looney pyramid is one inch wide at the base
PAD = 0.5  # mm around the board, so its frame is not cut


def room() -> float:
    """The gap (mm) left on each side of a large pyramid standing in the middle of a square."""
    return round((SQUARE - LARGE_BASE) / 2, 2)


def board_sheet(players: int, set_name: str) -> Sheet:
    """The board for ``players`` with the set ``set_name``, its default parks marked."""
    rules = Rules.make(players=players, set_name=set_name)
    grid, parks = rules.grid, rules.parks
    each = rules.per_size * len(PYRAMID_SIZES)
    park_names = ", ".join(grid.name(p) for p in parks)
    open_squares = grid.size - len(parks)
    side = grid.width * SQUARE + 2 * PAD
    title = f"Subdivision: board for {players} players, {rules.pyramid_set.title}"
    desc = (f"A {grid.width} by {grid.height} board for {players} players with the "
            f"{rules.pyramid_set.title}: {SQUARE:g} mm squares, checkered in light grey, each "
            "named in its top-left corner (A1 bottom left). "
            + (f"The {count(len(parks), 'default park')} are hatched and marked PARK: "
               f"{park_names}. " if parks else "There are no parks. ")
            + f"The {open_squares} open squares take the {players * each} pyramids.")
    notes = (
        f"{grid.width} x {grid.height} squares, "
        + (f"{count(len(parks), 'park')} (hatched): {park_names}; " if parks else "no parks; ")
        + f"{open_squares} open squares for {players} x {each} pyramids "
        f"({rules.per_size} of each size a player).",
        f"Squares are {SQUARE:g} mm: a large pyramid's base ({LARGE_BASE:g} mm, one inch) "
        f"fits with {room():g} mm to spare on every side.",
    )
    return Sheet(
        f"board-{players}p-{set_name}", title, desc, side, side,
        lambda doc: board(doc, grid, SQUARE, parks, PAD, PAD),
        f"one square = {SQUARE:g} mm", notes)


def sheets() -> list[Sheet]:
    """Every board: each set, for 2, 3 and 4 players."""
    return [board_sheet(players, name) for name, pyramid_set in SETS.items()
            for players in sorted(pyramid_set.layouts)]

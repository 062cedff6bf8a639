"""Subdivision's sets, board sizes, default parks and variants.

Every board has exactly as many open squares as the players have pyramids, so it ends full. The
rest of the squares are parks (blocked). Our default park patterns start with the corners and
stay as symmetric as the count allows.

>>> rules = Rules.make(players=2)
>>> rules.grid, [rules.grid.name(p) for p in rules.parks], rules.per_size
(Grid(6, 6), ['A1', 'F1', 'C3', 'D4', 'A6', 'F6'], 5)
>>> Rules.make(players=3, set_name="3house").grid.size - len(Rules.make(3, "3house").parks)
27
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..core.components import PYRAMID_COLOURS, Colour
from ..core.errors import UserError, quote
from ..core.grid import Grid
from ..core.header import Variant, Variants

#: How many may play.
PLAYERS = range(2, 5)


@dataclass(frozen=True)
class Layout:
    """The board for one set and player count: its side and its default parks."""

    side: int
    parks: tuple[str, ...]


@dataclass(frozen=True)
class PyramidSet:
    """A set of pyramids: how many of each size every player gets, and a board per player count."""

    name: str
    title: str
    per_size: int
    layouts: dict[int, Layout]


CORNERS = ("A1", "{c}1", "A{r}", "{c}{r}")


def _corners(side: int) -> tuple[str, ...]:
    last = chr(ord("A") + side - 1)
    return tuple(name.format(c=last, r=side) for name in CORNERS)


SETS = {
    "standard": PyramidSet("standard", "standard stash", 5, {
        2: Layout(6, _corners(6) + ("C3", "D4")),
        3: Layout(7, _corners(7)),
        4: Layout(8, _corners(8)),
    }),
    "3house": PyramidSet("3house", "3House set", 3, {
        2: Layout(5, _corners(5) + ("A3", "C3", "E3")),
        3: Layout(6, _corners(6) + ("B2", "E2", "B5", "E5", "C3")),
        4: Layout(6, ()),
    }),
}

PRIVATE_PARKS = Variant(
    "private-parks", "a group that fills every open square Near a park scores 3 more points",
    "Private Parks")
PARK_PLACEMENT = Variant(
    "park-placement", "the players place the parks in turn before the first pyramid",
    "Park Place-ment")
VARIANTS = Variants(PRIVATE_PARKS, PARK_PLACEMENT)


def seat_colours(players: int | tuple[Colour, ...]) -> tuple[Colour, ...]:
    """The colours in seat order for ``players`` (a count, or the colours themselves): 2 to 4
    players, each with a colour of their own."""
    count = players if isinstance(players, int) else len(players)
    if count not in PLAYERS:
        raise UserError(f"Subdivision is for 2 to 4 players, not {count}")
    colours = PYRAMID_COLOURS[:players] if isinstance(players, int) else tuple(players)
    if len(set(colours)) != len(colours):
        raise UserError("each player needs a colour of their own")
    return colours


def pyramid_set(name: str) -> PyramidSet:
    """The set called ``name``."""
    if name not in SETS:
        raise UserError(f"unknown set {quote(name)}; known sets: {', '.join(SETS)}")
    return SETS[name]


@dataclass(frozen=True)
class Rules:
    """Everything fixed for one game: colours in seat order, the set, the board, the variants."""

    colours: tuple[Colour, ...]
    pyramid_set: PyramidSet
    grid: Grid
    parks: tuple[int, ...]
    parks_to_place: int
    variants: frozenset[Variant]

    @property
    def per_size(self) -> int:
        return self.pyramid_set.per_size

    @classmethod
    def make(
        cls,
        players: int | tuple[Colour, ...] = 2,
        set_name: str = "standard",
        variants: Iterable[str | Variant] = (),
        parks: tuple[str, ...] | None = None,
    ) -> Rules:
        """Rules for ``players`` (a count or colours), a set, variants (names or
        :class:`Variant`) and parks.

        ``parks=None`` means the set's default pattern (none at first in Park Place-ment).
        """
        colours = seat_colours(players)
        pyramids = pyramid_set(set_name)
        chosen = VARIANTS.check(variants)
        layout = pyramids.layouts[len(colours)]
        grid = Grid(layout.side, layout.side)
        placing = PARK_PLACEMENT in chosen
        if parks is None:
            parks = () if placing else layout.parks
        elif placing and parks:
            raise UserError("with park-placement the parks are placed as moves, not listed")
        squares = tuple(sorted({grid.index(p) for p in parks}))
        if len(squares) != len(parks):
            raise UserError("a park is listed twice")
        wanted = len(layout.parks)
        if not placing and len(squares) != wanted:
            raise UserError(
                f"{len(colours)} players with the {pyramids.title} need {wanted} parks on "
                f"{grid.width}x{grid.height}, so that the open squares match the pyramids; "
                f"{len(squares)} given"
            )
        return cls(colours, pyramids, grid, squares, wanted if placing else 0, chosen)

"""Scoring a Subdivision board, with an itemised tally in the rules' own style.

A player scores the pips of their pyramids, minus 1 for each group (orthogonally connected
pyramids of their colour; a lone pyramid is a group), minus, for each of their 3-pips, one point
for every 1-pip of any colour Near it after the first, at most 3 (a 3-pip is never worth less
than 0). In the Private Parks variant a group that fills every open square Near a park scores 3.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..core.components import Colour, Pyramid
from ..core.grid import Grid, groups
from ..core.header import Variant
from ..core.protocol import Tally, TallyItem
from ..core.words import count, number_word
from .board import PARK, Board
from .masks import groups as mask_groups
from .masks import near_masks, squares
from .sets import PRIVATE_PARKS, VARIANTS

MAX_DEDUCTION = 3


def deduction(ones_near: int) -> int:
    """What a 3-pip loses for ``ones_near`` 1-pips Near it: one for each after the first, at
    most :data:`MAX_DEDUCTION`."""
    return min(MAX_DEDUCTION, max(0, ones_near - 1))


@dataclass(frozen=True)
class ThreePip:
    """One 3-pip and what the 1-pips Near it cost: it is worth ``3 - deduction``."""

    square: str
    colour: Colour
    ones_near: int

    @property
    def deduction(self) -> int:
        return deduction(self.ones_near)

    @property
    def worth(self) -> int:
        return 3 - self.deduction


def three_pips(board: Board, colour: Colour | None = None) -> list[ThreePip]:
    """Every 3-pip (of ``colour``, if given) in placement order, with the 1-pips Near it.

    A 1-pip Near two 3-pips counts against both.
    """
    g, cells = board.grid, board.cells
    return [
        ThreePip(g.name(s), board.pyramid(s).colour,
                 sum(1 for n in g.near[s] if isinstance(c := cells[n], Pyramid) and c.pips == 1))
        for s in board.pyramids(colour, 3)
    ]


def colour_groups(board: Board, colour: Colour) -> list[list[int]]:
    """The groups of ``colour``: orthogonally connected squares of its pyramids."""
    return groups(board.grid, set(board.pyramids(colour)))


def private_parks(board: Board, colour: Colour) -> list[int]:
    """Parks whose open Near squares (on the board, not parks) all belong to one group of
    ``colour``. A park with no open square Near it is nobody's."""
    g, found = board.grid, []
    group_of = {s: i for i, grp in enumerate(colour_groups(board, colour)) for s in grp}
    for park in board.parks:
        around = [n for n in g.near[park] if board.cells[n] != PARK]
        owners = {group_of.get(n) for n in around}
        if around and len(owners) == 1 and None not in owners:
            found.append(park)
    return found


def tally(board: Board, colour: Colour, variants: Iterable[str | Variant] = ()) -> Tally:
    """``colour``'s itemised score.

    >>> from games.subdivision.board import parse_board
    >>> b = parse_board("R3 B1 .  .  .\\nB1 R2 .  .  .\\n. . . . .\\n. . . . .\\n. . . . B3", "x")
    >>> from games.core.components import RED
    >>> print(tally(b, RED))
    Red: 2 = 5 - 2 (two groups) - 1 (3-pip @ A5 with two 1-pips Near it)
    """
    parks = private_parks(board, colour) if PRIVATE_PARKS in VARIANTS.check(variants) else []
    pips = sum(board.pyramid(s).pips for s in board.pyramids(colour))
    return itemised(board.grid, colour, pips, colour_groups(board, colour),
                    three_pips(board, colour), parks)


def tally_on_masks(grid: Grid, colour: Colour, own: list[int], ones: int, parks: int,
                   order: list[int], private: bool) -> Tally:
    """:func:`tally` read off bit masks (see :mod:`.masks`), for a quick score at the end of a
    playout: ``own`` holds the masks of ``colour``'s pyramids by pips (``own[3]``: its 3-pips),
    ``ones`` the mask of every 1-pip, ``parks`` that of the parks, and ``order`` the squares of
    all pyramids in placement order. A property test checks it gives :func:`tally`'s tallies."""
    near, names = near_masks(grid), grid.names
    mine = own[1] | own[2] | own[3]
    found = mask_groups(grid, mine)
    threes = [ThreePip(names[s], colour, (near[s] & ones).bit_count())
              for s in order if own[3] >> s & 1]
    owned = []
    if private:
        for park in squares(parks):
            around = near[park] & ~parks
            if around and any(not around & ~group for group in found):
                owned.append(park)
    pips = own[1].bit_count() + 2 * own[2].bit_count() + 3 * own[3].bit_count()
    return itemised(grid, colour, pips, [squares(group) for group in found], threes, owned)


def itemised(grid: Grid, colour: Colour, pips: int, found: list[list[int]],
             threes: list[ThreePip], parks: list[int]) -> Tally:
    """The tally of ``colour`` with ``pips`` on the board, its groups, its 3-pips and the parks
    it keeps private, in words."""
    items = []
    if found:
        items.append(TallyItem(-len(found), count(len(found), "group")))
    for tp in threes:
        if tp.deduction:
            capped = tp.ones_near - 1 > MAX_DEDUCTION
            reason = f"3-pip @ {tp.square} with {count(tp.ones_near, '1-pip')} Near it"
            short = tp.square
            if capped:
                reason += f"; maximum deduction is {MAX_DEDUCTION} points"
                short += f", {number_word(tp.ones_near)} 1-pips"
            items.append(TallyItem(-tp.deduction, reason, short))
    names = grid.names
    for park in parks:
        items.append(TallyItem(3, f"private park @ {names[park]}", names[park]))
    details = {
        "key": colour.letter,
        "pips": pips,
        "groups": [[names[s] for s in grp] for grp in found],
        "three_pips": [
            {"square": tp.square, "ones_near": tp.ones_near, "worth": tp.worth}
            for tp in threes
        ],
        "private_parks": [names[p] for p in parks],
    }
    return Tally(colour.name, pips, tuple(items), details)

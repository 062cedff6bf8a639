"""Scoring a Subdivision board, with an itemised tally in the rules' own style.

A player scores the pips of their pyramids, minus 1 for each group (orthogonally connected
pyramids of their colour; a lone pyramid is a group), minus, for each of their 3-pips, one point
for every 1-pip of any colour Near it after the first, at most 3 (a 3-pip is never worth less
than 0). In the Private Parks variant a group that fills every open square Near a park scores 3.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, partial
from typing import Any, cast

from ..core.components import Colour, Pyramid
from ..core.grid import Grid, groups
from ..core.header import Variant
from ..core.protocol import Tally, TallyItem
from ..core.words import count, listing, number_word
from .board import PARK, Board
from .masks import CHUNK_SQUARES, group_count, near_masks, squares
from .masks import groups as mask_groups
from .options import PRIVATE_PARKS, VARIANTS

MAX_DEDUCTION = 3
#: What a private park adds (the Private Parks variant).
PARK_BONUS = 3


def deduction(ones_near: int) -> int:
    """What a 3-pip loses for ``ones_near`` 1-pips Near it: one for each after the first, at
    most :data:`MAX_DEDUCTION`."""
    return min(MAX_DEDUCTION, max(0, ones_near - 1))


#: :func:`deduction` by the number of 1-pips Near (at most 8).
DEDUCTIONS = tuple(deduction(n) for n in range(9))


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
    threes = [(tp.square, tp.ones_near) for tp in three_pips(board, colour)]
    return itemised(board.grid, colour, pips, colour_groups(board, colour), threes, parks)


def tallies_on_masks(grid: Grid, colours: tuple[Colour, ...], own: list[list[int]],
                     order: tuple[int, ...], parks: int | None) -> list[Tally]:
    """:func:`tally` of each colour read off bit masks (see :mod:`.masks`), for a quick score
    at the end of a playout: ``own`` holds per colour the masks of its pyramids by pips
    (``own[seat][3]``: its 3-pips), ``order`` the squares of all pyramids in placement order,
    and ``parks`` the mask of the parks in the Private Parks variant (None without it). The
    numbers are worked out at once, the words (items and details) only when first read. A
    property test checks it gives :func:`tally`'s tallies."""
    ones, found = 0, list[Tally]()
    for mine in own:
        ones |= mine[1]
    for colour, masks in zip(colours, own):
        pips, total, owned = scored_on_masks(grid, masks, ones, parks)
        _, one, two, threes = masks
        found.append(QuickTally(colour.name, pips, total, partial(
            words_on_masks, grid, colour, pips, one | two | threes, threes, ones, order, owned)))
    return found


def totals_on_masks(grid: Grid, near: tuple[int, ...], own: list[list[int]], parks: int | None
                    ) -> list[int]:
    """The totals of :func:`tallies_on_masks` alone (for the winners at the end of a search's
    rollout), from the same masks; ``near`` is :func:`.masks.near_masks` of ``grid`` (which
    a state keeps)."""
    ones = 0
    for mine in own:
        ones |= mine[1]
    if parks is not None:
        return [scored_on_masks(grid, masks, ones, parks)[1] for masks in own]
    totals = []
    for _, one, two, threes in own:  # scored_on_masks without parks, inline
        totals.append(one.bit_count() + 2 * two.bit_count() + 3 * threes.bit_count()
                      - group_count(grid, one | two | threes) - lost_on_masks(near, threes, ones))
    return totals


def lost_on_masks(near: tuple[int, ...], threes: int, ones: int) -> int:
    """The points the 3-pips ``threes`` lose for the 1-pips ``ones`` Near them (:func:`deduction`
    of each), ``near`` being :func:`.masks.near_masks` of the board; read 12 squares at a time
    (1.5% fewer instructions a scored rollout than bit by bit)."""
    lost, at, chunks = 0, 0, CHUNK_SQUARES
    while threes:
        for square in chunks[threes & 0xFFF]:
            lost += DEDUCTIONS[(near[at + square] & ones).bit_count()]
        threes >>= 12
        at += 12
    return lost


def scored_on_masks(grid: Grid, masks: list[int], ones: int, parks: int | None
                    ) -> tuple[int, int, list[int]]:
    """One colour's pips, total and owned parks (Private Parks), read off the masks of its
    pyramids by pips (``masks[3]``: its 3-pips), every colour's 1-pips ``ones`` and the parks
    (None without Private Parks): the numbers of :func:`tally`."""
    near = near_masks(grid)
    _, one, two, threes = masks
    pyramids = one | two | threes
    lost = lost_on_masks(near, threes, ones)
    owned = []
    if parks is not None:
        groups = mask_groups(grid, pyramids)
        for park in squares(parks):
            around = near[park] & ~parks
            if around and any(not around & ~group for group in groups):
                owned.append(park)
        count = len(groups)
    else:
        count = group_count(grid, pyramids)  # the groups themselves only in words
    pips = one.bit_count() + 2 * two.bit_count() + 3 * threes.bit_count()
    return pips, pips - count - lost + PARK_BONUS * len(owned), owned


def words_on_masks(grid: Grid, colour: Colour, pips: int, pyramids: int, threes: int, ones: int,
                   order: tuple[int, ...], owned: list[int]) -> Tally:
    """The tally of :func:`tallies_on_masks` in words, from ints and a tuple only (so later
    moves cannot change it): ``colour`` has ``pips`` on ``pyramids``, 3-pips on ``threes``."""
    near, names = near_masks(grid), grid.names
    worth = [(names[s], (near[s] & ones).bit_count()) for s in order if threes >> s & 1]
    found = [squares(group) for group in mask_groups(grid, pyramids)]
    return itemised(grid, colour, pips, found, worth, owned)


class QuickTally(Tally):
    """A :class:`Tally` whose total is known and whose items and details are written only when
    first read (by ``in_words``, which returns the whole tally); it equals that tally."""

    _total: int
    _in_words: Callable[[], Tally]

    def __init__(self, player: str, base: int, total: int, in_words: Callable[[], Tally]):
        self.__dict__.update(player=player, base=base, _total=total, _in_words=in_words)

    def _words(self) -> Tally:
        if "_tally" not in self.__dict__:
            object.__setattr__(self, "_tally", self._in_words())
        return cast(Tally, self.__dict__["_tally"])

    @property
    def items(self) -> tuple[TallyItem, ...]:
        return self._words().items

    @property
    def details(self) -> dict[str, Any]:
        return self._words().details

    @property
    def total(self) -> int:
        return self._total

    def __eq__(self, other: object) -> bool:
        return self._words() == other

    def __hash__(self) -> int:
        return hash(self._words())

    def __reduce__(self) -> tuple[type[Tally], tuple[Any, ...]]:
        return Tally, (self.player, self.base, self.items, self.details)

    def __repr__(self) -> str:
        return repr(self._words())


def itemised(grid: Grid, colour: Colour, pips: int, found: list[list[int]],
             threes: list[tuple[str, int]], parks: list[int]) -> Tally:
    """The tally of ``colour`` with ``pips`` on the board, its groups, its 3-pips (square and
    1-pips Near it) and the parks it keeps private, in words."""
    names = grid.names
    items = [group_item(len(found))] if found else []
    items += [item for square, ones_near in threes
              if (item := three_pip_item(square, ones_near)) is not None]
    items += [park_item(names[park]) for park in parks]
    details = {
        "key": colour.letter,
        "pips": pips,
        "groups": [[names[s] for s in grp] for grp in found],
        "three_pips": [
            {"square": square, "ones_near": ones_near, "worth": 3 - deduction(ones_near)}
            for square, ones_near in threes
        ],
        "private_parks": [names[p] for p in parks],
    }
    return Tally(colour.name, pips, tuple(items), details)


# The items of a tally, each written once (they are immutable).
@cache
def group_item(groups: int) -> TallyItem:
    return TallyItem(-groups, count(groups, "group"))


@cache
def three_pip_item(square: str, ones_near: int) -> TallyItem | None:
    """What a 3-pip on ``square`` loses, in words; None if it loses nothing."""
    lost = deduction(ones_near)
    if not lost:
        return None
    reason = f"3-pip @ {square} with {count(ones_near, '1-pip')} Near it"
    short = square
    if ones_near - 1 > MAX_DEDUCTION:
        reason += f"; maximum deduction is {MAX_DEDUCTION} points"
        short += f", {number_word(ones_near)} 1-pips"
    return TallyItem(-lost, reason, short)


@cache
def park_item(square: str) -> TallyItem:
    return TallyItem(PARK_BONUS, f"private park @ {square}", square)


def said(tally: Tally) -> str:
    """``tally`` in a player's words, made from its numbers (its details) as the items are:
    the pips, less what the groups and each 3-pip that loses points cost (in the order the
    3-pips were placed), plus what each private park adds.

    >>> from games.subdivision.board import parse_board
    >>> b = parse_board("R3 B1 .  .  .\\nB1 R2 .  .  .\\n. . . . .\\n. . . . .\\n. . . . B3", "x")
    >>> from games.core.components import BLUE, RED
    >>> print(said(tally(b, RED)))
    Red scores 2: 5 pips, less 2 for two groups and 1 for the 3-pip on A5 with two 1-pips Near it
    >>> print(said(tally(b, BLUE)))
    Blue scores 2: 5 pips, less 3 for three groups
    """
    details = tally.details
    less = [f"{len(details['groups'])} for {count(len(details['groups']), 'group')}"
            ] if details["groups"] else []
    for three in details["three_pips"]:
        lost, near = deduction(three["ones_near"]), three["ones_near"]
        if lost:
            most = " (the most a 3-pip can lose)" if near - 1 > MAX_DEDUCTION else ""
            less.append(f"{lost}{most} for the 3-pip on {three['square']} with "
                        f"{count(near, '1-pip')} Near it")
    plus = [f"{PARK_BONUS} for the private park on {park}" for park in details["private_parks"]]
    pips = details["pips"]
    text = f"{tally.player} scores {tally.total}: {pips} pip{'' if pips == 1 else 's'}"
    if less:
        text += ", less " + listing(less)
    if plus:
        text += ", plus " + listing(plus)
    return text

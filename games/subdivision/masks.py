"""Sets of squares as bit masks, for the quick listing and drawing of moves: square ``s`` is bit
``1 << s`` of an int, so "empty and not Near an own 3-pip" is ``empty & ~threes_near``.

>>> from games.core.grid import Grid
>>> g = Grid(6, 6)
>>> [g.name(s) for s in squares(near_masks(g)[g.index("A1")])]
['B1', 'A2', 'B2']
>>> g.name(nth(near_masks(g)[g.index("A1")], 2))
'B2'
>>> [[g.name(s) for s in squares(grp)] for grp in groups(g, 1 | 2 | 1 << 35)]
[['A1', 'B1'], ['F6']]
"""

from __future__ import annotations

from functools import cache

from ..core.grid import Grid


@cache
def orthogonal_masks(grid: Grid) -> tuple[int, ...]:
    """For each square, the mask of its orthogonal neighbours."""
    return tuple(sum(1 << n for n in grid.orthogonal[s]) for s in grid.squares)


@cache
def near_masks(grid: Grid) -> tuple[int, ...]:
    """For each square, the mask of the squares Near it."""
    return tuple(sum(1 << n for n in grid.near[s]) for s in grid.squares)


def squares(mask: int) -> list[int]:
    """The squares of ``mask``, in square order."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def nth(mask: int, k: int) -> int:
    """The ``k``-th square (from 0) of ``mask`` in square order; ``mask`` has more than k."""
    for _ in range(k):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def groups(grid: Grid, mask: int) -> list[int]:
    """``mask`` split into orthogonally connected groups (masks), in the order of their first
    squares: :func:`games.core.grid.groups` on masks."""
    orthogonal, found = orthogonal_masks(grid), []
    while mask:
        group = todo = mask & -mask
        while todo:
            low = todo & -todo
            todo ^= low
            new = orthogonal[low.bit_length() - 1] & mask & ~group
            group |= new
            todo |= new
        found.append(group)
        mask ^= group
    return found

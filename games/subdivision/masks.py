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
>>> ring = sum(1 << s for s in g.near[g.index("B2")])  # one group round a hole
>>> group_count(g, 1 | 2 | 1 << 35), group_count(g, ring), group_count(g, 0)
(2, 1, 0)
"""

from __future__ import annotations

from functools import cache

from ..core.grid import Grid


@cache
def near_masks(grid: Grid) -> tuple[int, ...]:
    """For each square, the mask of the squares Near it."""
    return tuple(sum(1 << n for n in grid.near[s]) for s in grid.squares)


#: Per byte value, its squares (bits) in order; per 12-bit value likewise, made from the bytes'
#: (4,096 of them): a mask is read 12 squares at a time, a 6x6 board in at most 3 looks.
BYTE_SQUARES = tuple(tuple(i for i in range(8) if byte >> i & 1) for byte in range(256))
CHUNK_SQUARES = tuple(low + high for high in [tuple(8 + i for i in BYTE_SQUARES[top])
                                               for top in range(16)]
                       for low in BYTE_SQUARES)
#: How many squares each 12-bit value holds (the lengths of CHUNK_SQUARES).
CHUNK_COUNTS = tuple(map(len, CHUNK_SQUARES))
#: Each square's bit (``1 << s``) on boards up to 8x8, made once: a look-up, not a new int.
SQUARE_BITS = tuple(1 << s for s in range(64))
#: CHUNK_SQUARES for the 12 squares from square 12 * j on, by j (each made when first needed).
_CHUNKS_AT = [CHUNK_SQUARES]


def squares(mask: int) -> list[int]:
    """The squares of ``mask``, in square order, read 12 squares at a time.

    >>> squares(1 << 40 | 1 << 12 | 0b101) == [0, 2, 12, 40]
    True
    """
    found: list[int] = []
    at = 0
    while mask:
        if at == len(_CHUNKS_AT):
            _CHUNKS_AT.append(tuple(tuple(12 * at + s for s in chunk)
                                    for chunk in CHUNK_SQUARES))
        found += _CHUNKS_AT[at][mask & 0xFFF]
        mask >>= 12
        at += 1
    return found


def nth(mask: int, k: int) -> int:
    """The ``k``-th square (from 0) of ``mask`` in square order; ``mask`` (of up to 64
    squares) has more than k. Read 12 squares at a time."""
    start = 0
    while mask:
        found = CHUNK_SQUARES[mask & 0xFFF]
        if k < len(found):
            return start + found[k]
        k -= len(found)
        mask >>= 12
        start += 12
    raise ValueError(f"mask {mask:#x} has no square {k}")


@cache
def sideways(grid: Grid) -> tuple[int, int]:
    """The squares a step right may reach (not the first column: that would wrap round), and
    those a step left may reach (not the last)."""
    first_column = sum(1 << s for s in range(0, grid.size, grid.width))
    full = (1 << grid.size) - 1
    return full & ~first_column, full & ~(first_column << (grid.width - 1))


def groups(grid: Grid, mask: int) -> list[int]:
    """``mask`` split into orthogonally connected groups (masks), in the order of their first
    squares: :func:`games.core.grid.groups` on masks. A group grows from its first square by
    a step in each direction at once (a shift of the whole mask) until it stops growing."""
    width, (right, left) = grid.width, sideways(grid)
    found = []
    while mask:
        group = mask & -mask
        while True:
            grown = (group | group << 1 & right | group >> 1 & left | group << width
                     | group >> width) & mask
            if grown == group:
                break
            group = grown
        found.append(group)
        mask ^= group
    return found


@cache
def inner(grid: Grid) -> int:
    """The squares off the edge of the board (with a square Near them on every side)."""
    return sum(1 << s for s in grid.squares if len(grid.near[s]) == 8)


def group_count(grid: Grid, mask: int) -> int:
    """``len(groups(grid, mask))``, counted without tracing the groups, by Euler's formula:
    squares - orthogonal pairs + 2x2 blocks = groups - holes, a hole being a region of squares
    outside ``mask``, joined by Near steps, that ``mask`` closes in (off the edge). The first
    square of a hole in square order has its four Near squares before it (left, and the three
    below) in ``mask``, its last one the four after it: only when such squares exist (rarely)
    are the groups traced."""
    width, left, inside = _COUNTING.get(grid) or _counting(grid)
    pairs = mask & mask >> 1 & left  # squares whose right neighbour is in mask too
    euler = (mask.bit_count() - pairs.bit_count() - (mask & mask >> width).bit_count()
             + (pairs & pairs >> width).bit_count())
    outside = inside & ~mask
    if (outside & mask << 1 & mask << width & mask << width + 1 & mask << width - 1
            and outside & mask >> 1 & mask >> width & mask >> width + 1 & mask >> width - 1):
        return len(groups(grid, mask))  # perhaps a hole
    return euler


#: Per grid, what :func:`group_count` reads of it: its width, the squares a step left may
#: reach and those off the edge (a dict: quicker to ask, once a scored rollout per colour, than
#: the cached functions).
_COUNTING: dict[Grid, tuple[int, int, int]] = {}


def _counting(grid: Grid) -> tuple[int, int, int]:
    made = _COUNTING[grid] = (grid.width, sideways(grid)[1], inner(grid))
    return made

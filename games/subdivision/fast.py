"""Subdivision's quick paths, for random play and a search's rollouts, held to :mod:`.turn` by
tests/test_contract.py (and the property tests of tests/test_subdivision_properties.py), draw
for draw and to the final state.

* :func:`draw`: :meth:`.turn.Turns.sample`'s uniform draw among the placements (or the pass),
  from the masks of where each size may go (:meth:`.turn.PlaceKind.where`), without listing;
* :func:`rollout`: random moves made in one loop on local masks, as
  :meth:`.turn.PlaceKind.apply` and :meth:`.turn.PassKind.apply` make them. It is the one
  quick copy of the placement rules: :meth:`.turn.PlaceKind.where`'s listing and
  :meth:`.turn.PlaceKind.apply`'s upkeep of its masks, inline. The 1-pip rule itself is not
  copied: its squares are the state's ``ones_near``, grown for the seats the state's
  ``openers`` names (:func:`.turn.openers`, made from :meth:`.turn.PlaceKind.lets_in`); the
  copy only skips a 2-pip's upkeep, which changes neither mask.

The rollout draws ``rng.randrange(n)`` inline, as :func:`games.core.rng.draws_like_random`
shows it (``getrandbits(BITS[n])`` until below n), not through :func:`games.core.rng.randbelow`:
a call per move cost 9% more instructions per scored rollout of a search and 6% more per
playout (callgrind, 300 of each, old against new); the inline draw costs what the loop
cost before (within 0.5% with the garbage collector off).

>>> from games.subdivision import new_game
>>> game, rng = new_game(2), random.Random(3)
>>> rollout(game, rng, 4)
>>> game.history[:2], [game.grid.name(s) for s in game.order], game.turn
([Place(pips=2, square=18), Place(pips=3, square=10)], ['A4', 'E2', 'E6', 'F2'], 0)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..core.rng import BITS
from .masks import CHUNK_COUNTS, CHUNK_SQUARES, SQUARE_BITS, nth
from .moves import PASS, PLACES, Pass, Place

if TYPE_CHECKING:
    from .rules import SubdivisionState


def draw(where: tuple[int, int, int], rng: random.Random) -> Place | Pass:
    """A placement drawn uniformly among those ``where`` allows (masks of the squares for a
    1-pip, a 2-pip and a 3-pip), with one ``rng.randrange`` as picking from their list in that
    order would make; the pass when there is none (a list of one)."""
    counts = [mask.bit_count() for mask in where]
    k = rng.randrange(sum(counts) or 1)
    for pips, mask, n in zip((1, 2, 3), where, counts):
        if k < n:
            return PLACES[pips][nth(mask, k)]
        k -= n
    return PASS


def rollout(state: SubdivisionState, rng: random.Random, moves: int, keep: bool = True) -> None:
    """Up to ``moves`` random moves (while pyramids are placed, ``rng`` drawing as
    :class:`random.Random` does), as ``random_moves`` makes them through the table: the moves
    :func:`draw` draws, with the same draws from ``rng``, made as the kinds make them.

    Without ``keep``, for a search's rollout scored at once, only the masks, stashes and
    counters the scores and the end are read from are kept: not the cells, the order of
    placement or the moves made."""
    seats, near, cells, pieces = len(state.players), state.near, state.cells, state.pieces
    stash, threes_near, ones_near, openers, own = (state.stash, state.threes_near,
                                                   state.ones_near, state.openers, state.own)
    after = _AFTER.get(seats) or _after(seats)
    placed, record, places, chunks, bits, getrandbits = state.order.append, \
        state.history.append, PLACES, CHUNK_SQUARES, BITS, rng.getrandbits
    counts, bit_of = CHUNK_COUNTS, SQUARE_BITS
    empty, turn, passes = state.empty, state.turn, state.passes
    free = empty.bit_count()  # the empty squares, counted as they fill
    for _ in range(moves):
        if passes >= seats:  # is_terminal(), by the passes (by the stashes below)
            break
        mine = stash[turn]
        # PlaceKind.where, then draw's pick among the 1-pips, 2-pips and 3-pips, or a pass.
        ones = empty & ones_near[turn] if mine[1] else 0
        twos = empty if mine[2] else 0
        threes = empty & ~threes_near[turn] if mine[3] else 0
        n1 = ones.bit_count()
        n12 = n1 + free if twos else n1
        n = n12 + threes.bit_count()
        if not n:  # nothing to place: the end if no pyramid is left (is_terminal()), else
            if not any(map(any, stash)):  # a pass (one draw from a range of one)
                break
            n = 1
        k = getrandbits(bits[n])  # rng.randrange(n), drawn as random.Random draws it
        while k >= n:
            k = getrandbits(bits[n])
        if k < n1:
            pips, mask = 1, ones
        elif k < n12:
            pips, mask, k = 2, twos, k - n1
        elif threes:
            pips, mask, k = 3, threes, k - n12
        else:  # nothing to place: PassKind.apply
            passes += 1
            if keep:
                record(PASS)
            turn = after[turn]
            continue
        square, low = 0, mask & 0xFFF  # nth(mask, k), inline: 12 squares at a time
        while k >= (count := counts[low]):
            k -= count
            mask >>= 12
            square += 12
            low = mask & 0xFFF
        square += chunks[low][k]
        # PlaceKind.apply, with the 1-pip and 3-pip rules' masks kept as it keeps them.
        if keep:
            cells[square] = pieces[turn][pips]
            placed(square)
            record(places[pips][square])
        mine[pips] -= 1
        free -= 1
        bit = bit_of[square]
        empty ^= bit
        own[turn][pips] |= bit
        if pips != 2:  # (the quick copy: a 2-pip lets no 1-pip in and crowds no 3-pip)
            around = near[square]
            for other in openers[turn][pips]:
                ones_near[other] |= around
            if pips == 3:
                threes_near[turn] |= around
        passes = 0
        turn = after[turn]
    state.empty, state.turn, state.passes = empty, turn, passes


#: By the number of seats: each seat's next (made once: a search starts hundreds of rollouts a
#: decision).
_AFTER: dict[int, tuple[int, ...]] = {}


def _after(seats: int) -> tuple[int, ...]:
    made = _AFTER[seats] = tuple((seat + 1) % seats for seat in range(seats))
    return made

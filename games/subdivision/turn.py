"""Subdivision's turn: one class per kind of move, in the order of the game.

* :class:`Park` (Park Place-ment variant only): before the first pyramid, the players take
  turns placing the parks;
* :class:`Place`: on your turn you place one pyramid from your stash on an empty square;
* :class:`Pass`: a player with no legal placement, or nothing left to place, passes.

The game ends when every pyramid is placed, or when every player has passed in a row
(:meth:`~games.subdivision.rules.SubdivisionState.is_terminal`).

Moves are written ``R3@C2`` (Red's 3-pip on C2), ``park@C3`` and ``pass``; as values they are
:class:`Placement` pairs ``(pips, square)``, with ``pips`` :data:`PARK_MOVE` (0) for a park, and
:data:`PASS`.

>>> from games.subdivision import new_game
>>> game = new_game(players=2, variants=["park-placement"])
>>> game.phase, game.legal_moves()[:2]
(<Phase.PARKS: 'the parks are placed'>, [Placement(pips=0, square=0), Placement(pips=0, square=1)])
>>> game.why_illegal(game.parse_move("R3@C2"))
'every park must be placed before the first pyramid (6 left)'
"""

from __future__ import annotations

import random
import re
from enum import Enum
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.components import Pyramid, colour_by_letter
from ..core.errors import UserError
from ..core.rng import BITS, draws_like_random
from ..core.turns import NOT_THIS, MoveKind, TurnTable
from .masks import CHUNK_SQUARES, nth, squares
from .sets import PARK_PLACEMENT

if TYPE_CHECKING:
    from .rules import SubdivisionState


class Phase(Enum):
    """Where the game is: placing the parks (Park Place-ment only), or building."""

    PARKS = "the parks are placed"
    BUILD = "pyramids are placed"


class Placement(NamedTuple):
    """A pyramid of ``pips`` (1 to 3) placed on ``square``, or a park (``pips`` 0). The kinds
    accept a plain pair ``(pips, square)`` as well."""

    pips: int
    square: int


#: ``pips`` of a :class:`Placement` that places a park.
PARK_MOVE = 0
#: Every placement on a board of up to 8x8, by pips and square: ``PLACEMENTS[pips][square]``.
PLACEMENTS = tuple(tuple(Placement(pips, s) for s in range(64)) for pips in range(4))
#: The move of a player who passes.
PASS = None

_PLACE = re.compile(r"^([A-Za-z])([123])@([A-Za-z][0-9]+)$")
_PARK = re.compile(r"^park@([A-Za-z][0-9]+)$", re.IGNORECASE)


def _pips(move: object) -> object:
    """The pips of a move written as a pair ``(pips, square)`` (None for any other value)."""
    return move[0] if isinstance(move, tuple) and len(move) == 2 else None


def not_empty(state: SubdivisionState, square: int) -> str | None:
    """Why ``square`` cannot take a pyramid or a park: it holds one already."""
    cell = state.cells[square]
    if cell is None:
        return None
    held = f"{cell.colour.name}'s {cell.pips}-pip" if isinstance(cell, Pyramid) else "a park"
    return f"{state.grid.name(square)} is not empty: it holds {held}"


class Park(MoveKind):
    """In the Park Place-ment variant the board starts without parks; before the first pyramid
    the players, in turn, each place one park on any empty square until every park is down."""

    name, notation = "park", "park@C3"

    def owns(self, move: object) -> bool:
        return _pips(move) == PARK_MOVE

    def parse(self, state: SubdivisionState, text: str) -> Any:
        match = _PARK.match(text)
        if not match:
            return NOT_THIS
        return Placement(PARK_MOVE, state.grid.index(match.group(1)))

    def text(self, state: SubdivisionState, move: Placement) -> str:
        _, square = move
        return f"park@{state.grid.name(square)}"

    def why_not(self, state: SubdivisionState, move: Placement) -> str | None:
        _, square = move
        return not_empty(state, square)

    def not_now(self, state: SubdivisionState, move: Placement) -> str:
        if PARK_PLACEMENT in state.rules.variants:
            return "parks are placed only before play, in the Park Place-ment variant"
        return "parks are placed as moves only in the Park Place-ment variant"

    def apply(self, state: SubdivisionState, move: Placement) -> None:
        _, square = move
        state.put_park(square)
        state.parks_left -= 1
        state.end_turn(move)

    def moves(self, state: SubdivisionState) -> list[Placement]:
        return [PLACEMENTS[PARK_MOVE][s] for s in state.empty_squares()]


class Place(MoveKind):
    """Place one pyramid from your stash on an empty square (a park is not empty):

    * a 3-pip may not go Near (orthogonally or diagonally next to) a 3-pip of your own colour;
    * a 1-pip must go Near a 1-pip or a 3-pip of another colour;
    * a 2-pip may go on any empty square.
    """

    name, notation = "place", "a placement like R3@C2"

    def owns(self, move: object) -> bool:
        return _pips(move) in (1, 2, 3)

    def parse(self, state: SubdivisionState, text: str) -> Any:
        match = _PLACE.match(text)
        if not match:
            return NOT_THIS
        colour = colour_by_letter(match.group(1))
        if state.is_terminal():
            raise UserError("the game is over")
        if colour != state.current_colour:
            raise UserError(f"it is {state.current_colour.name}'s turn, not {colour.name}'s")
        return Placement(int(match.group(2)), state.grid.index(match.group(3)))

    def text(self, state: SubdivisionState, move: Placement) -> str:
        pips, square = move
        return f"{state.current_colour.letter}{pips}@{state.grid.name(square)}"

    def why_not(self, state: SubdivisionState, move: Placement) -> str | None:
        pips, square = move
        colour = state.current_colour
        if (taken := not_empty(state, square)) is not None:
            return taken
        if not state.stash[state.turn][pips]:
            return f"{colour.name} has no {pips}-pip left to place"
        near = [(n, state.cells[n]) for n in state.grid.near[square]]
        if pips == 3:
            for n, cell in near:
                if cell == Pyramid(colour, 3):
                    return ("a 3-pip may not be placed Near another 3-pip of its own colour "
                            f"({colour.name} 3-pip at {state.grid.name(n)})")
        if pips == 1 and not any(isinstance(cell, Pyramid) and cell.pips != 2
                                 and cell.colour != colour for _, cell in near):
            return "a 1-pip must be placed Near a 1-pip or a 3-pip of another colour"
        return None

    def not_now(self, state: SubdivisionState, move: Placement) -> str:
        return f"every park must be placed before the first pyramid ({state.parks_left} left)"

    def apply(self, state: SubdivisionState, move: Placement) -> None:
        state.place(*move)
        state.passes = 0
        state.end_turn(move)

    def moves(self, state: SubdivisionState) -> list[Placement]:
        ones, twos, threes = self.where(state)
        found = list(map(PLACEMENTS[1].__getitem__, squares(ones)))
        found += map(PLACEMENTS[2].__getitem__, squares(twos))
        found += map(PLACEMENTS[3].__getitem__, squares(threes))
        return found

    def where(self, state: SubdivisionState) -> tuple[int, int, int]:
        """The squares (as masks) where the player may place a 1-pip, a 2-pip and a 3-pip: the
        rules of :meth:`why_not`, read off the masks the state keeps (a property test checks
        that they agree on every square of thousands of positions)."""
        seat, stash, empty = state.turn, state.stash[state.turn], state.empty
        others = 0
        for other, near in enumerate(state.anchors_near):
            if other != seat:
                others |= near
        return (empty & others if stash[1] else 0, empty if stash[2] else 0,
                empty & ~state.threes_near[seat] if stash[3] else 0)


class Pass(MoveKind):
    """A player who has no legal placement, or nothing left to place, passes; one who can place
    may not pass."""

    name, notation, only_if_stuck = "pass", "pass", True

    def owns(self, move: object) -> bool:
        return move is PASS

    def parse(self, state: SubdivisionState, text: str) -> Any:
        return PASS if text.lower() == "pass" else NOT_THIS

    def text(self, state: SubdivisionState, move: None) -> str:
        return "pass"

    def not_while(self, state: SubdivisionState, example: str) -> str:
        return (f"{state.current_colour.name} may not pass while a legal placement exists "
                f"(for example {example})")

    def apply(self, state: SubdivisionState, move: None) -> None:
        state.passes += 1
        state.end_turn(move)

    def moves(self, state: SubdivisionState) -> list[None]:
        return [PASS]


class Turns(TurnTable):
    """The table, with a quicker random move while pyramids are placed: the same odds and the
    same draw from the random generator as picking from :meth:`legal` (a test checks it), but
    without listing the moves."""

    def legal(self, state: SubdivisionState) -> list[Any]:
        """:meth:`TurnTable.legal`, quicker while pyramids are placed: the placements, else
        the pass (a property test checks it gives the table's list)."""
        if state.parks_left or state.is_terminal():
            return super().legal(state)
        return PLACE.moves(state) or [PASS]

    def apply(self, state: SubdivisionState, move: Any) -> None:
        """:meth:`TurnTable.apply`, with a pyramid's placement (most moves) made by its kind
        at once, without the look for the kind that owns it (a property test checks it)."""
        if type(move) is Placement and 0 < move.pips < 4 and not state.is_terminal():
            PLACE.apply(state, move)
        else:
            super().apply(state, move)

    def sample(self, state: SubdivisionState, rng: random.Random) -> Any:
        if state.parks_left or state.is_terminal():
            return super().sample(state, rng)
        where = PLACE.where(state)
        counts = [mask.bit_count() for mask in where]
        k = rng.randrange(sum(counts) or 1)  # [PASS] when nothing can be placed
        for pips, mask, n in zip((1, 2, 3), where, counts):
            if k < n:
                return PLACEMENTS[pips][nth(mask, k)]
            k -= n
        return PASS

    def playout(self, state: SubdivisionState, rng: random.Random, max_moves: int) -> None:
        """Random moves until the game ends, as ``random_playout`` makes them one at a time
        through the table (:meth:`rollout`); a RuntimeError if ``max_moves`` do not end it."""
        self.rollout(state, rng, max_moves)
        if not state.is_terminal():
            raise RuntimeError(f"no end after {max_moves} moves")

    def rollout(self, state: SubdivisionState, rng: random.Random, moves: int,
                keep: bool = True) -> None:
        """Random moves until the game ends or ``moves`` have been made, as
        ``random_moves`` makes them one at a time through the table: the moves :meth:`sample`
        draws, with the same draws from ``rng``, made as :meth:`Place.apply` and
        :meth:`Pass.apply` make them, but in one loop on local masks, without the table's
        checks and lookups. Property tests check that the two ways end in the same state, on
        hundreds of games, whole or cut short.

        Without ``keep``, for a search's rollout scored at once (:meth:`.rules.SubdivisionState
        .rollout_outcome`), the loop keeps only the masks, stashes and counters the scores and
        the end are read from: not the cells, the order of placement or the moves made."""
        made = 0  # moves made, at most ``moves``
        # Park Place-ment's parks, or a generator that draws its own way: the table's way.
        while not state.is_terminal() and (state.parks_left or not draws_like_random(rng)):
            if made == moves:
                return
            made += 1
            state.apply(self.sample(state, rng))
        seats, near, cells, pieces = len(state.players), state.near, state.cells, state.pieces
        stash, threes_near, anchors_near, own = (state.stash, state.threes_near,
                                                 state.anchors_near, state.own)
        placed, record, placements, bits = state.order.append, state.history.append, \
            PLACEMENTS, BITS
        after, rest = _SEATS.get(seats) or _seats(seats)
        # ones_near[seat]: the squares Near another colour's 1-pips and 3-pips (where the
        # seat's 1-pips may go), kept up to date here instead of gathered on every move.
        ones_near = [0] * seats
        for seat in range(seats):
            for other in rest[seat]:
                ones_near[seat] |= anchors_near[other]
        empty, turn, passes, left = state.empty, state.turn, state.passes, sum(map(sum, stash))
        getrandbits, chunks = rng.getrandbits, CHUNK_SQUARES
        for _ in range(moves - made):
            if passes >= seats or not left:  # is_terminal()
                break
            mine = stash[turn]
            # Place.where, then sample's draw among the 1-pips, 2-pips and 3-pips, or a pass.
            ones = empty & ones_near[turn] if mine[1] else 0
            twos = empty if mine[2] else 0
            threes = empty & ~threes_near[turn] if mine[3] else 0
            n1 = ones.bit_count()
            n12 = n1 + twos.bit_count()
            n = n12 + threes.bit_count() or 1
            k = getrandbits(bits[n])  # rng.randrange(n), drawn as random.Random draws it
            while k >= n:
                k = getrandbits(bits[n])
            if k < n1:
                pips, mask = 1, ones
            elif k < n12:
                pips, mask, k = 2, twos, k - n1
            elif threes:
                pips, mask, k = 3, threes, k - n12
            else:  # nothing to place (n is 1, k 0): Pass.apply
                passes += 1
                if keep:
                    record(PASS)
                turn = after[turn]
                continue
            square = 0  # nth(mask, k), inline: 12 squares at a time
            found = chunks[mask & 0xFFF]
            while k >= len(found):
                k -= len(found)
                mask >>= 12
                square += 12
                found = chunks[mask & 0xFFF]
            square += found[k]
            # Place.apply: the state's place, then end_turn.
            if keep:
                cells[square] = pieces[turn][pips]
                placed(square)
                record(placements[pips][square])
            mine[pips] -= 1
            left -= 1
            bit = 1 << square
            empty ^= bit
            own[turn][pips] |= bit
            if pips != 2:
                around = near[square]
                anchors_near[turn] |= around
                for other in rest[turn]:
                    ones_near[other] |= around
                if pips == 3:
                    threes_near[turn] |= around
            passes = 0
            turn = after[turn]
        state.empty, state.turn, state.passes = empty, turn, passes


#: By the number of seats: each seat's next, and each seat's others (made once: a search
#: starts hundreds of rollouts a decision).
_SEATS: dict[int, tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]] = {}


def _seats(seats: int) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    made = _SEATS[seats] = (tuple((seat + 1) % seats for seat in range(seats)),
                            tuple(tuple(other for other in range(seats) if other != seat)
                                  for seat in range(seats)))
    return made


PLACE = Place()
TURNS = Turns(PLACE, Park(), Pass(), phases={
    Phase.PARKS: ("park", "pass"),
    Phase.BUILD: ("place", "pass"),
})

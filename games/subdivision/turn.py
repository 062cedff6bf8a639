"""Subdivision's turn: one class per kind of move, in the order of the game.

* :class:`ParkKind` (Park Place-ment variant only): before the first pyramid, the players take
  turns placing the parks;
* :class:`PlaceKind`: on your turn you place one pyramid from your stash on an empty square;
* :class:`PassKind`: a player with no legal placement, or nothing left to place, passes.

The game ends when every pyramid is placed, or when every player has passed in a row
(:meth:`~games.subdivision.rules.SubdivisionState.is_terminal`). Each placement rule is a
predicate of :class:`PlaceKind` (:meth:`~PlaceKind.anchors` for the 1-pip rule,
:meth:`~PlaceKind.crowding` for the 3-pip rule), which the reason a move is refused, the
listing, the effect and the words of a move all ask.

Moves are written ``R3@C2`` (Red's 3-pip on C2), ``park@C3`` and ``pass``; as values they are
those of :mod:`.moves`.

>>> from games.subdivision import new_game
>>> game = new_game(players=2, variants=["park-placement"])
>>> game.phase, game.legal_moves()[:2]
(<Phase.PARKS: 'the parks are placed'>, [Park(square=0), Park(square=1)])
>>> game.why_illegal(game.parse_move("R3@C2"))
'every park must be placed before the first pyramid (6 left)'
"""

from __future__ import annotations

import random
import re
from enum import Enum
from typing import TYPE_CHECKING, Any

from ..core.components import Pyramid, colour_by_letter
from ..core.errors import UserError
from ..core.narration import listed
from ..core.rng import draws_like_random
from ..core.turns import NOT_THIS, MoveKind, TurnTable
from .board import PARK
from .fast import draw, rollout
from .moves import PARKS, PASS, PLACES, Park, Pass, Place, placements
from .sets import PARK_PLACEMENT

if TYPE_CHECKING:
    from .rules import SubdivisionState


class Phase(Enum):
    """Where the game is: placing the parks (Park Place-ment only), or building."""

    PARKS = "the parks are placed"
    BUILD = "pyramids are placed"


_PLACE = re.compile(r"^([A-Za-z])([123])@([A-Za-z][0-9]+)$")
_PARK = re.compile(r"^park@([A-Za-z][0-9]+)$", re.IGNORECASE)
# The same notation, and not_empty's reason, within a text (plainly).
_PLACE_IN = re.compile(r"\b([RBGY])([123])@([A-H][1-9])\b")
_PARK_IN = re.compile(r"\bpark@([A-H][1-9])\b", re.IGNORECASE)
_NOT_EMPTY = re.compile(r"\b([A-H][1-9]) is not empty: it holds\b")


class Kind(MoveKind):
    """What Subdivision's kinds share: a move told in words as tried (:meth:`attempt`) and as
    made (:meth:`describe`), and the rule that a pyramid or a park goes on an empty square."""

    def attempt(self, state: SubdivisionState, move: Any) -> str:
        """``move`` in words as tried from ``state``, without its outcome (it may be illegal)."""
        raise NotImplementedError(self.name)

    def describe(self, before: SubdivisionState, move: Any, after: SubdivisionState) -> str:
        return self.attempt(before, move) + "."

    def not_empty(self, state: SubdivisionState, square: int) -> str | None:
        """Why ``square`` cannot take a pyramid or a park: it holds one already."""
        cell = state.cells[square]
        if cell is None:
            return None
        held = f"{cell.colour.name}'s {cell.pips}-pip" if isinstance(cell, Pyramid) else "a park"
        return f"{state.grid.name(square)} is not empty: it holds {held}"

    def plainly(self, text: str) -> str:
        """The kind's reasons and notation in ``text`` in a player's words (the player's
        edition: :func:`.narrate.plainly`). Here :meth:`not_empty`'s reason, which after
        "not allowed:" would read as a chain of colons."""
        return _NOT_EMPTY.sub(r"\1 already holds", text)


class ParkKind(Kind):
    """In the Park Place-ment variant the board starts without parks; before the first pyramid
    the players, in turn, each place one park on any empty square until every park is down."""

    name, notation, move_type = "park", "park@C3", Park

    def parse(self, state: SubdivisionState, text: str) -> Any:
        match = _PARK.match(text)
        if not match:
            return NOT_THIS
        return PARKS[state.grid.index(match.group(1))]

    def text(self, state: SubdivisionState, move: Park) -> str:
        return f"park@{state.grid.name(move.square)}"

    def attempt(self, state: SubdivisionState, move: Park) -> str:
        return f"{state.current_colour.name} places a park on {state.grid.name(move.square)}"

    def plainly(self, text: str) -> str:
        """Parks written ``park@C3`` in ``text`` in words."""
        return super().plainly(_PARK_IN.sub(lambda m: f"a park on {m[1].upper()}", text))

    def why_not(self, state: SubdivisionState, move: Park) -> str | None:
        return self.not_empty(state, move.square)

    def not_now(self, state: SubdivisionState, move: Park) -> str:
        if PARK_PLACEMENT in state.rules.variants:
            return "parks are placed only before play, in the Park Place-ment variant"
        return "parks are placed as moves only in the Park Place-ment variant"

    def apply(self, state: SubdivisionState, move: Park) -> None:
        state.cells[move.square] = PARK
        state.empty ^= 1 << move.square
        state.parks_left -= 1
        state.end_turn(move)

    def moves(self, state: SubdivisionState) -> list[Park]:
        return [PARKS[s] for s in state.empty_squares()]

    def candidates(self, state: SubdivisionState) -> list[Park]:
        """A park on every square."""
        return [PARKS[s] for s in state.grid.squares]


class PlaceKind(Kind):
    """Place one pyramid from your stash on an empty square (a park is not empty):

    * a 3-pip may not go Near (orthogonally or diagonally next to) a 3-pip of your own colour
      (:meth:`crowding`);
    * a 1-pip must go Near a 1-pip or a 3-pip of another colour (:meth:`anchors`);
    * a 2-pip may go on any empty square.
    """

    name, notation = "place", "a placement like R3@C2"
    #: The pyramids a 1-pip may be placed Near, if they are of another colour (the 1-pip
    #: rule): by pips. The state keeps, per seat, the squares Near its own (``anchors_near``).
    ANCHORS = (1, 3)
    #: The 1-pip rule's reason, and the same in a player's words (:meth:`plainly`), which say
    #: whose pyramid "another colour" means.
    ONE_PIP = "a 1-pip must be placed Near a 1-pip or a 3-pip of another colour"
    ONE_PIP_PLAINLY = "a 1-pip must be placed Near another player's 1-pip or 3-pip"

    def owns(self, move: object) -> bool:
        return type(move) is Place and 0 < move.pips < 4

    def parse(self, state: SubdivisionState, text: str) -> Any:
        match = _PLACE.match(text)
        if not match:
            return NOT_THIS
        colour = colour_by_letter(match.group(1))
        if state.is_terminal():
            raise UserError("the game is over")
        if colour != state.current_colour:
            raise UserError(f"it is {state.current_colour.name}'s turn, not {colour.name}'s")
        return PLACES[int(match.group(2))][state.grid.index(match.group(3))]

    def text(self, state: SubdivisionState, move: Place) -> str:
        return f"{state.current_colour.letter}{move.pips}@{state.grid.name(move.square)}"

    def anchors(self, state: SubdivisionState, square: int) -> list[int]:
        """The squares Near ``square`` whose pyramid lets the player to move place a 1-pip on
        it: a 1-pip or a 3-pip (:data:`ANCHORS`) of another colour. A 1-pip may go there only
        if there is one; :meth:`anchored` finds every such square at once."""
        others = 0
        for seat, own in enumerate(state.own):
            if seat != state.turn:
                for pips in self.ANCHORS:
                    others |= own[pips]
        return [n for n in state.grid.near[square] if others >> n & 1]

    def anchored(self, state: SubdivisionState) -> int:
        """The squares (a mask) where :meth:`anchors` finds a pyramid: Near another seat's
        1-pips and 3-pips."""
        others = 0
        for seat, near in enumerate(state.anchors_near):
            if seat != state.turn:
                others |= near
        return others

    def crowding(self, state: SubdivisionState, square: int) -> list[int]:
        """The squares Near ``square`` holding a 3-pip of the colour to move, which keeps its
        3-pips off ``square`` (the 3-pip rule); the state keeps, per seat, the squares Near
        its 3-pips (``threes_near``)."""
        threes = state.own[state.turn][3]
        return [n for n in state.grid.near[square] if threes >> n & 1]

    def why_not(self, state: SubdivisionState, move: Place) -> str | None:
        pips, square = move
        colour = state.current_colour
        if (taken := self.not_empty(state, square)) is not None:
            return taken
        if not state.stash[state.turn][pips]:
            return f"{colour.name} has no {pips}-pip left to place"
        if pips == 3 and (crowded := self.crowding(state, square)):
            return ("a 3-pip may not be placed Near another 3-pip of its own colour "
                    f"({colour.name} 3-pip at {state.grid.name(crowded[0])})")
        if pips == 1 and not self.anchors(state, square):
            return self.ONE_PIP
        return None

    def not_now(self, state: SubdivisionState, move: Place) -> str:
        return f"every park must be placed before the first pyramid ({state.parks_left} left)"

    def apply(self, state: SubdivisionState, move: Place) -> None:
        """Put a pyramid of the colour to move on the square, from its stash, and keep the
        masks of :meth:`anchored` and :meth:`crowding` up to date."""
        pips, square = move
        seat = state.turn
        bit = 1 << square
        state.cells[square] = state.pieces[seat][pips]
        state.stash[seat][pips] -= 1
        state.order.append(square)
        state.empty ^= bit
        state.own[seat][pips] |= bit
        if pips in self.ANCHORS:
            state.anchors_near[seat] |= state.near[square]
        if pips == 3:
            state.threes_near[seat] |= state.near[square]
        state.passes = 0
        state.end_turn(move)

    def moves(self, state: SubdivisionState) -> list[Place]:
        ones, twos, threes = self.where(state)
        found = placements(1, ones)
        found += placements(2, twos)
        found += placements(3, threes)
        return found

    def candidates(self, state: SubdivisionState) -> list[Place]:
        """Every size on every square."""
        return [PLACES[pips][s] for pips in (1, 2, 3) for s in state.grid.squares]

    def where(self, state: SubdivisionState) -> tuple[int, int, int]:
        """The squares (as masks) where the player may place a 1-pip, a 2-pip and a 3-pip:
        the rules of :meth:`why_not`, read off the masks the state keeps."""
        stash, empty = state.stash[state.turn], state.empty
        return (empty & self.anchored(state) if stash[1] else 0, empty if stash[2] else 0,
                empty & ~state.threes_near[state.turn] if stash[3] else 0)

    def attempt(self, state: SubdivisionState, move: Place) -> str:
        pips, square = move
        return f"{state.current_colour.name} places a {pips}-pip on {state.grid.name(square)}"

    def describe(self, before: SubdivisionState, move: Place, after: SubdivisionState) -> str:
        """The placement, and for a 1-pip the pyramids that let it go there."""
        text = self.attempt(before, move)
        if move.pips == 1:
            g = before.grid
            near: dict[Pyramid, list[str]] = {}
            for n in sorted(self.anchors(before, move.square), key=g.name):
                near.setdefault(before.cells[n], []).append(g.name(n))  # type: ignore[arg-type]
            text += ", Near " + listed(
                f"{p.colour.name}'s {p.pips}-pip{'s' if len(at) > 1 else ''} on {listed(at)}"
                for p, at in sorted(near.items(), key=lambda kv: (-kv[0].pips, kv[1])))
        return text + "."

    def plainly(self, text: str) -> str:
        """Placements written ``R3@C2`` in ``text`` in words, and the 1-pip rule's reason in a
        player's."""
        text = _PLACE_IN.sub(
            lambda m: f"{colour_by_letter(m[1]).name}'s {m[2]}-pip on {m[3]}", text)
        return super().plainly(text.replace(self.ONE_PIP, self.ONE_PIP_PLAINLY))


class PassKind(Kind):
    """A player who has no legal placement, or nothing left to place, passes; one who can place
    may not pass."""

    name, notation, move_type, only_if_stuck = "pass", "pass", Pass, True

    def parse(self, state: SubdivisionState, text: str) -> Any:
        return PASS if text.lower() == "pass" else NOT_THIS

    def text(self, state: SubdivisionState, move: Pass) -> str:
        return "pass"

    def attempt(self, state: SubdivisionState, move: Pass) -> str:
        return f"{state.current_colour.name} passes"

    def describe(self, before: SubdivisionState, move: Pass, after: SubdivisionState) -> str:
        return f"{before.current_colour.name} has no legal placement and passes."

    def not_while(self, state: SubdivisionState, example: str) -> str:
        return (f"{state.current_colour.name} may not pass while a legal placement exists "
                f"(for example {example})")

    def apply(self, state: SubdivisionState, move: Pass) -> None:
        state.passes += 1
        state.end_turn(move)

    def moves(self, state: SubdivisionState) -> list[Pass]:
        return [PASS]

    def candidates(self, state: SubdivisionState) -> list[Pass]:
        return [PASS]


class Turns(TurnTable):
    """The table, with quick paths while pyramids are placed (:mod:`.fast`): a random move
    drawn without listing the moves, and random moves made in one loop on masks."""

    def legal(self, state: SubdivisionState) -> list[Any]:
        """:meth:`TurnTable.legal`, quicker while pyramids are placed: the placements, else
        the pass (a property test checks it gives the table's list)."""
        if state.parks_left or state.is_terminal():
            return super().legal(state)
        return PLACE.moves(state) or [PASS]

    def apply(self, state: SubdivisionState, move: Any) -> None:
        """:meth:`TurnTable.apply`, with a pyramid's placement (most moves) made by its kind
        at once, without the look for the kind that owns it (a property test checks it)."""
        if type(move) is Place and 0 < move.pips < 4 and not state.is_terminal():
            PLACE.apply(state, move)
        else:
            super().apply(state, move)

    def sample(self, state: SubdivisionState, rng: random.Random) -> Any:
        """The table's uniform draw among the legal moves, without listing them while
        pyramids are placed (:func:`.fast.draw`)."""
        if state.parks_left or state.is_terminal():
            return super().sample(state, rng)
        return draw(PLACE.where(state), rng)

    def playout(self, state: SubdivisionState, rng: random.Random, max_moves: int) -> None:
        """Random moves until the game ends, as ``random_playout`` makes them one at a time
        through the table (:meth:`rollout`); a RuntimeError if ``max_moves`` do not end it."""
        self.rollout(state, rng, max_moves)
        if not state.is_terminal():
            raise RuntimeError(f"no end after {max_moves} moves")

    def rollout(self, state: SubdivisionState, rng: random.Random, moves: int,
                keep: bool = True) -> None:
        """Random moves until the game ends or ``moves`` have been made: the table's own
        random moves while parks are placed or for a generator that draws its own way, then
        :func:`.fast.rollout` (without ``keep``, only the masks, stashes and counters the
        scores and the end are read from)."""
        made = 0
        while state.parks_left or not draws_like_random(rng):
            if made == moves or state.is_terminal():
                return
            made += 1
            state.apply(self.sample(state, rng))
        rollout(state, rng, moves - made, keep)  # (which looks for the end itself)


#: The declared kinds (``PARK`` and ``PASS`` name the board's park and the pass).
PLACE, PARK_KIND, PASS_KIND = PlaceKind(), ParkKind(), PassKind()
KINDS: tuple[Kind, ...] = (PLACE, PARK_KIND, PASS_KIND)
TURNS = Turns(*KINDS, phases={
    Phase.PARKS: ("park", "pass"),
    Phase.BUILD: ("place", "pass"),
})


def kind_of(move: object) -> Kind:
    """The declared kind ``move`` is of.

    >>> kind_of(PASS).name, kind_of(PLACES[1][0]).name
    ('pass', 'place')
    """
    kind = TURNS.kind_of(move)
    if not isinstance(kind, Kind):
        raise ValueError(f"{move!r} is not a move of Subdivision")
    return kind

"""Subdivision's turn: one class per kind of move, in the order of the game.

* :class:`ParkKind` (Park Place-ment variant only): before the first pyramid, the players take
  turns placing the parks;
* :class:`PlaceKind`: on your turn you place one pyramid from your stash on an empty square;
* :class:`PassKind`: a player with no legal placement, or nothing left to place, passes.

The game ends when every pyramid is placed, or when every player has passed in a row
(:meth:`~games.subdivision.rules.SubdivisionState.is_terminal`). Each rule is declared once, as
a :class:`~games.core.reasons.Rule` beside the kind whose rule it is, and a refused move's
reason is that rule applied to its facts. Each placement rule is a predicate of
:class:`PlaceKind` (:meth:`~PlaceKind.lets_in` for the 1-pip rule, :meth:`~PlaceKind.crowding`
for the 3-pip rule), which the reason a move is refused, the listing, the effect, the words of
a move and the figures all ask.

Moves are written ``R3@C2`` (Red's 3-pip on C2), ``park@C3`` and ``pass``; as values they are
those of :mod:`.moves`.

>>> from games.subdivision import new_game
>>> game = new_game(players=2, variants=["park-placement"])
>>> game.phase, game.legal_moves()[:2]
(<Phase.PARKS: 'the parks are placed'>, [Park(square=0), Park(square=1)])
>>> game.why_illegal(game.parse_move("R3@C2"))
Reason(parks-first: 'every park must be placed before the first pyramid (6 left)')
>>> print(game.why_illegal(PASS))
Red may not pass while a legal placement exists (for example park@A1)
>>> game.why_illegal(PASS).said()
'Red may not pass while a legal placement exists (for example a park on A1)'
>>> TURNS.tried(game, game.parse_move("park@C3"))
'Red places a park on C3'
"""

from __future__ import annotations

import random
import re
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, Any

from ..core.components import PYRAMID_COLOURS, Pyramid
from ..core.errors import UserError
from ..core.narration import listed
from ..core.reasons import Reason, Rule, Term
from ..core.rng import draws_like_random
from ..core.turns import NOT_THIS, MoveKind, Part, TurnTable, WordKind
from .board import PARK
from .fast import draw, rollout
from .moves import PARKS, PASS, PLACES, Park, Pass, Place, placements
from .options import PARK_PLACEMENT

if TYPE_CHECKING:
    from .rules import SubdivisionState


class Phase(Enum):
    """Where the game is: placing the parks (Park Place-ment only), or building."""

    PARKS = "the parks are placed"
    BUILD = "pyramids are placed"


_PLACE = re.compile(r"^([A-Za-z])([123])@([A-Za-z][0-9]+)$")
_PARK = re.compile(r"^park@([A-Za-z][0-9]+)$", re.IGNORECASE)

#: A pyramid or a park goes only on an empty square (:meth:`Kind.full`); in a player's words
#: without a second colon, since the edition prints it after "not allowed:".
NOT_EMPTY = Rule("not-empty", "{square} is not empty: it holds {held}",
                 words="{square} already holds {held}")


class Kind(MoveKind):
    """What Subdivision's kinds share: a move told in words as tried (:meth:`tried`), as made
    (:meth:`describe`) and as a thing (:meth:`named`, a refusal's example), and the rule that
    a pyramid or a park goes on an empty square (:data:`NOT_EMPTY`)."""

    def tried(self, state: SubdivisionState, move: Any) -> str:
        """``move`` in words as tried from ``state``, without its outcome (it may be illegal):
        ``Red places a 3-pip on C2``."""
        raise NotImplementedError(self.name)

    def named(self, state: SubdivisionState, move: Any) -> str:
        """``move`` in words as a thing placed (``Red's 3-pip on C2``, ``a park on C3``)."""
        raise NotImplementedError(self.name)

    def describe(self, before: SubdivisionState, move: Any, after: SubdivisionState) -> str:
        return self.tried(before, move) + "."

    def full(self, state: SubdivisionState, square: int) -> Reason | None:
        """Why ``square`` cannot take a pyramid or a park: it holds one already."""
        cell = state.cells[square]
        if cell is None:
            return None
        held = f"{cell.colour.name}'s {cell.pips}-pip" if isinstance(cell, Pyramid) else "a park"
        return NOT_EMPTY(square=state.grid.name(square), held=held)


#: Parks are moves only in the Park Place-ment variant, and there only before the first pyramid
#: (:meth:`ParkKind.not_now`).
PARKS_BEFORE_PLAY = Rule("parks-before-play",
                         "parks are placed only before play, in the Park Place-ment variant")
PARKS_VARIANT_ONLY = Rule("parks-variant-only",
                          "parks are placed as moves only in the Park Place-ment variant")


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

    def tried(self, state: SubdivisionState, move: Park) -> str:
        return f"{state.current_colour.name} places {self.named(state, move)}"

    def named(self, state: SubdivisionState, move: Park) -> str:
        return f"a park on {state.grid.name(move.square)}"

    def why_not(self, state: SubdivisionState, move: Park) -> Reason | None:
        return self.full(state, move.square)

    def not_now(self, state: SubdivisionState, move: Park) -> Reason:
        if PARK_PLACEMENT in state.rules.variants:
            return PARKS_BEFORE_PLAY()
        return PARKS_VARIANT_ONLY()

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

    def parts(self, state: SubdivisionState, move: Park) -> tuple[Part, ...]:
        """The square (every move before play places a park)."""
        name = state.grid.name(move.square)
        return (Part(name, f"square {name}"),)


#: The rules of a placement (:meth:`PlaceKind.why_not`), in the order it asks them after
#: :data:`NOT_EMPTY`. A pyramid comes from the stash ...
NONE_LEFT = Rule("none-left", "{colour} has no {pips}-pip left to place")
#: ... a 3-pip stays away from its own colour's 3-pips (:meth:`PlaceKind.crowding`) ...
THREE_PIP = Rule("three-pip", "a 3-pip may not be placed Near another 3-pip of its own colour "
                 "({colour} 3-pip at {square})",
                 words="a 3-pip may not be placed Near another 3-pip of its own colour "
                 "({colour}'s 3-pip on {square})")
#: ... a 1-pip is let in by another colour (:meth:`PlaceKind.lets_in`; the words say whose
#: pyramid "another colour" means) ...
ONE_PIP = Rule("one-pip", "a 1-pip must be placed Near a 1-pip or a 3-pip of another colour",
               words="a 1-pip must be placed Near another player's 1-pip or 3-pip")
#: ... and no pyramid comes before the last park (Park Place-ment).
PARKS_FIRST = Rule("parks-first",
                   "every park must be placed before the first pyramid ({left} left)")

class PlaceKind(Kind):
    """Place one pyramid from your stash on an empty square (a park is not empty):

    * a 3-pip may not go Near (orthogonally or diagonally next to) a 3-pip of your own colour
      (:meth:`crowding`, :data:`THREE_PIP`);
    * a 1-pip must go Near a 1-pip or a 3-pip of another colour (:meth:`lets_in`,
      :data:`ONE_PIP`);
    * a 2-pip may go on any empty square.
    """

    name, notation = "place", "a placement like R3@C2"

    def owns(self, move: object) -> bool:
        return type(move) is Place and 0 < move.pips < 4

    def parse(self, state: SubdivisionState, text: str) -> Any:
        match = _PLACE.match(text)
        if not match:
            return NOT_THIS
        colour = PYRAMID_COLOURS.named(match.group(1))
        if state.is_terminal():
            raise UserError("the game is over")
        if colour != state.current_colour:
            raise UserError(f"it is {state.current_colour.name}'s turn, not {colour.name}'s")
        return PLACES[int(match.group(2))][state.grid.index(match.group(3))]

    def text(self, state: SubdivisionState, move: Place) -> str:
        return f"{state.current_colour.letter}{move.pips}@{state.grid.name(move.square)}"

    @staticmethod
    def lets_in(seat: int, pips: int, mover: int) -> bool:
        """The 1-pip rule, the one place it is written: whether a pyramid of ``pips`` of the
        colour of ``seat`` lets the colour of ``mover`` place a 1-pip Near it (a 1-pip or a
        3-pip of another colour). The state keeps, per seat, the squares Near such pyramids
        (``ones_near``, kept by :meth:`apply` and :func:`.fast.rollout` through
        :func:`openers`, which asks this); the reason, the listing, the words of a move and
        the figures read them (:meth:`anchored`, :meth:`anchors`)."""
        return pips in (1, 3) and seat != mover

    def anchored(self, state: SubdivisionState) -> int:
        """The squares (a mask) Near a pyramid that lets the player to move place a 1-pip
        there (:meth:`lets_in`): where the 1-pip rule allows it, empty or not."""
        return state.ones_near[state.turn]

    def anchors(self, state: SubdivisionState, square: int) -> list[int]:
        """The squares Near ``square`` whose pyramid lets the player to move place a 1-pip on
        it (:meth:`lets_in`): what a 1-pip's placement is told with."""
        seat = {colour: seat for seat, colour in enumerate(state.rules.colours)}
        return [n for n in state.grid.near[square]
                if isinstance(cell := state.cells[n], Pyramid)
                and self.lets_in(seat[cell.colour], cell.pips, state.turn)]

    def crowding(self, state: SubdivisionState, square: int) -> list[int]:
        """The squares Near ``square`` holding a 3-pip of the colour to move, which keeps its
        3-pips off ``square`` (the 3-pip rule); the state keeps, per seat, the squares Near
        its 3-pips (``threes_near``)."""
        threes = state.own[state.turn][3]
        return [n for n in state.grid.near[square] if threes >> n & 1]

    def why_not(self, state: SubdivisionState, move: Place) -> Reason | None:
        pips, square = move
        colour = state.current_colour
        if (taken := self.full(state, square)) is not None:
            return taken
        if not state.stash[state.turn][pips]:
            return NONE_LEFT(colour=colour.name, pips=pips)
        if pips == 3 and (crowded := self.crowding(state, square)):
            return THREE_PIP(colour=colour.name, square=state.grid.name(crowded[0]))
        if pips == 1 and not self.anchored(state) >> square & 1:
            return ONE_PIP()
        return None

    def not_now(self, state: SubdivisionState, move: Place) -> Reason:
        return PARKS_FIRST(left=state.parks_left)

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
        around = state.near[square]
        for other in state.openers[seat][pips]:
            state.ones_near[other] |= around
        if pips == 3:
            state.threes_near[seat] |= around
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

    def parts(self, state: SubdivisionState, move: Place) -> tuple[Part, ...]:
        """The square, and the size of pyramid (picked from a button)."""
        name = state.grid.name(move.square)
        return Part(name, f"square {name}"), Part(f"pips:{move.pips}", f"a {move.pips}-pip")

    def where(self, state: SubdivisionState) -> tuple[int, int, int]:
        """The squares (as masks) where the player may place a 1-pip, a 2-pip and a 3-pip:
        the rules of :meth:`why_not`, read off the masks the state keeps."""
        stash, empty = state.stash[state.turn], state.empty
        return (empty & self.anchored(state) if stash[1] else 0, empty if stash[2] else 0,
                empty & ~state.threes_near[state.turn] if stash[3] else 0)

    def tried(self, state: SubdivisionState, move: Place) -> str:
        pips, square = move
        return f"{state.current_colour.name} places a {pips}-pip on {state.grid.name(square)}"

    def named(self, state: SubdivisionState, move: Place) -> str:
        pips, square = move
        return f"{state.current_colour.name}'s {pips}-pip on {state.grid.name(square)}"

    def describe(self, before: SubdivisionState, move: Place, after: SubdivisionState) -> str:
        """The placement, and for a 1-pip the pyramids that let it go there."""
        text = self.tried(before, move)
        if move.pips == 1:
            g = before.grid
            near: dict[Pyramid, list[str]] = {}
            for n in sorted(self.anchors(before, move.square), key=g.name):
                near.setdefault(before.cells[n], []).append(g.name(n))  # type: ignore[arg-type]
            text += ", Near " + listed(
                f"{p.colour.name}'s {p.pips}-pip{'s' if len(at) > 1 else ''} on {listed(at)}"
                for p, at in sorted(near.items(), key=lambda kv: (-kv[0].pips, kv[1])))
        return text + "."


#: A pass is refused while a placement (or a park) is legal: its example is the move named as
#: a thing (:meth:`Kind.named`).
NO_PASS = Rule("no-pass", "{colour} may not pass while a legal placement exists "
               "(for example {example})")


class PassKind(WordKind, Kind):
    """A player who has no legal placement, or nothing left to place, passes; one who can place
    may not pass."""

    name, notation, move_type, only_if_stuck, move = "pass", "pass", Pass, True, PASS

    def tried(self, state: SubdivisionState, move: Pass) -> str:
        return f"{state.current_colour.name} passes"

    def describe(self, before: SubdivisionState, move: Pass, after: SubdivisionState) -> str:
        return f"{before.current_colour.name} has no legal placement and passes."

    def not_while(self, state: SubdivisionState, example: Term) -> Reason:
        """:data:`NO_PASS`, its example (a legal move: its notation, and its words as a kind
        names it: ``Blue's 2-pip on A2``)."""
        return NO_PASS(colour=state.current_colour.name, example=example)

    def apply(self, state: SubdivisionState, move: Pass) -> None:
        state.passes += 1
        state.end_turn(move)

    def moves(self, state: SubdivisionState) -> list[Pass]:
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


@cache
def openers(seats: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """With ``seats`` seats, per seat and pips (``openers(seats)[seat][pips]``): the seats
    whose 1-pips a pyramid of that seat and size lets in (:meth:`PlaceKind.lets_in`, asked
    once per choice here): whose ``ones_near`` its placement grows (a state keeps the table
    as ``openers``).

    >>> openers(2)
    (((), (1,), (), (1,)), ((), (0,), (), (0,)))
    >>> openers(3)[0]
    ((), (1, 2), (), (1, 2))
    """
    return tuple(tuple(tuple(mover for mover in range(seats)
                             if PLACE.lets_in(seat, pips, mover))
                       for pips in range(4))
                 for seat in range(seats))

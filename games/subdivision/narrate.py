"""Subdivision move by move, in words (for the step-through viewer and the figure strips).

>>> from games.core.narration import tell
>>> from games.subdivision import narrate, new_game
>>> game = new_game(players=2)
>>> print(start(game)); print(summary(game))
The 6x6 board with 6 parks; Red places first.
Red to place. Score: Red 0, Blue 0; fifteen pyramids each to place.
>>> game.play("R3@C2"); game.play("B3@D2")
>>> print(tell(game, narrate, "R1@E3"))
Red places a 1-pip on E3, Near Blue's 3-pip on D2.
>>> print(summary(game))
Blue to place. Score: Red 2, Blue 2; to place: Red 13, Blue 14.

A move is told by its kind (:meth:`.turn.Kind.describe`). A move tried from a position,
legal or not, and the model's texts in a player's words:

>>> print(attempt(game, game.parse_move("B3@D3")))
Blue places a 3-pip on D3
>>> print(plainly("a 1-pip must be placed Near a 1-pip or a 3-pip of another colour"))
a 1-pip must be placed Near another player's 1-pip or 3-pip
>>> print(plainly("Blue may not pass while a legal placement exists (for example B2@A2)"))
Blue may not pass while a legal placement exists (for example Blue's 2-pip on A2)
>>> print(plainly("park@C3"))
a park on C3
"""

from __future__ import annotations

from typing import Any

from ..core.narration import result, totals
from ..core.words import count
from .rules import SubdivisionState
from .turn import KINDS, kind_of


def start(state: SubdivisionState) -> str:
    g = state.grid
    parks = sum(cell is not None for cell in state.cells)
    where = (f"{state.parks_left} parks to place" if state.parks_left
             else f"{parks} parks" if parks else "no parks")
    return (f"The {g.width}x{g.height} board with {where}; "
            f"{state.current_colour.name} places first.")


def attempt(state: SubdivisionState, move: Any) -> str:
    """``move`` in words as tried from ``state``, without its outcome (it may be illegal): as
    its kind says it (:meth:`.turn.Kind.attempt`)."""
    return kind_of(move).attempt(state, move)


def plainly(text: str) -> str:
    """The model's text (a rule's reason, a tally line) in a player's words, moves spelt out:
    as each kind words its notation and its reasons for a player (:meth:`.turn.Kind.plainly`).
    A tally's "3-pip @ F2" stays: the original rules write their tallies so."""
    for kind in KINDS:
        text = kind.plainly(text)
    return text


def summary(state: SubdivisionState) -> str:
    if state.is_terminal():
        return f"{result(state)} " + "; ".join(t.short() for t in state.tallies()) + "."
    left = [sum(stash) for stash in state.stash]
    if state.parks_left:
        todo = f"{count(state.parks_left, 'park')} to place first"
    elif len(set(left)) == 1:
        todo = f"{count(left[0], 'pyramid')} each to place"
    else:
        todo = "to place: " + ", ".join(f"{p} {n}" for p, n in zip(state.players, left))
    return f"{state.current_colour.name} to place. Score: {totals(state)}; {todo}."

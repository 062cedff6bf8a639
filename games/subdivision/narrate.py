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

Every text is in words where it is made: a move is told by its kind
(:meth:`.turn.Kind.describe`), and as tried, legal or not, too (:meth:`.turn.Kind.tried`); a
refused move's reason is a rule of :mod:`.turn` applied to its facts, which says itself in a
player's words:

>>> move = game.parse_move("B1@E5")
>>> print(game.TURNS.tried(game, move) + ": " + game.why_illegal(move).said())
Blue places a 1-pip on E5: a 1-pip must be placed Near another player's 1-pip or 3-pip
>>> print(game.why_illegal(game.parse_move("pass")).said())
Blue may not pass while a legal placement exists (for example Blue's 1-pip on B1)
"""

from __future__ import annotations

from ..core import narration
from ..core.words import count
from .rules import SubdivisionState


def start(state: SubdivisionState) -> str:
    g = state.grid
    parks = sum(cell is not None for cell in state.cells)
    where = (f"{state.parks_left} parks to place" if state.parks_left
             else f"{parks} parks" if parks else "no parks")
    return (f"The {g.width}x{g.height} board with {where}; "
            f"{state.current_colour.name} places first.")


def summary(state: SubdivisionState) -> str:
    if state.is_terminal():
        return f"{narration.result(state)} " + "; ".join(t.short() for t in state.tallies()) + "."
    left = [sum(stash) for stash in state.stash]
    if state.parks_left:
        todo = f"{count(state.parks_left, 'park')} to place first"
    elif len(set(left)) == 1:
        todo = f"{count(left[0], 'pyramid')} each to place"
    else:
        todo = "to place: " + ", ".join(f"{p} {n}" for p, n in zip(state.players, left))
    return f"{state.current_colour.name} to place. Score: {narration.totals(state)}; {todo}."

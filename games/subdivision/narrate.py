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

A move tried from a position, legal or not, and the model's texts in a player's words:

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

import re

from ..core.components import Pyramid, colour_by_letter
from ..core.narration import listed, result, totals
from ..core.words import count
from .rules import PARK_MOVE, PASS, SubdivisionState
from .turn import Placement


def start(state: SubdivisionState) -> str:
    g = state.grid
    parks = sum(cell is not None for cell in state.cells)
    where = (f"{state.parks_left} parks to place" if state.parks_left
             else f"{parks} parks" if parks else "no parks")
    return (f"The {g.width}x{g.height} board with {where}; "
            f"{state.current_colour.name} places first.")


def attempt(state: SubdivisionState, move: Placement | None) -> str:
    """``move`` in words as tried from ``state``, without its outcome (it may be illegal)."""
    name = state.current_colour.name
    if move is PASS:
        return f"{name} passes"
    pips, square = move
    what = "a park" if pips == PARK_MOVE else f"a {pips}-pip"
    return f"{name} places {what} on {state.grid.name(square)}"


#: The model's texts that a player reads otherwise: a move's notation, the 1-pip rule, whose
#: "of another colour" must cover both sizes, and an occupied square. A tally's "3-pip @ F2"
#: stays: the original rules write their tallies so.
_PLAIN = (
    (re.compile(r"\b([RBGY])([123])@([A-H][1-9])\b"),
     lambda m: f"{colour_by_letter(m[1]).name}'s {m[2]}-pip on {m[3]}"),
    (re.compile(r"\bpark@([A-H][1-9])\b", re.IGNORECASE), lambda m: f"a park on {m[1].upper()}"),
    (re.compile(r"Near a 1-pip or a 3-pip of another colour"),
     lambda m: "Near another player's 1-pip or 3-pip"),
    # "C1 is not empty: it holds Blue's 1-pip" after "not allowed:" reads as a chain of colons.
    (re.compile(r"\b([A-H][1-9]) is not empty: it holds\b"), lambda m: f"{m[1]} already holds"),
)


def plainly(text: str) -> str:
    """The model's text (a rule's reason, a tally line) in a player's words, moves spelt out."""
    for pattern, words in _PLAIN:
        text = pattern.sub(words, text)
    return text


def describe(before: SubdivisionState, move: Placement | None,
             after: SubdivisionState) -> str:
    name = before.current_colour.name
    if move is PASS:
        return f"{name} has no legal placement and passes."
    pips, square = move
    where = before.grid.name(square)
    if pips == PARK_MOVE:
        return f"{name} places a park on {where}."
    text = f"{name} places a {pips}-pip on {where}"
    if pips == 1:
        near: dict[Pyramid, list[str]] = {}  # the pyramids that let a 1-pip go here
        for n in sorted(before.grid.near[square], key=before.grid.name):
            cell = before.cells[n]
            if isinstance(cell, Pyramid) and cell.pips != 2 \
                    and cell.colour != before.current_colour:
                near.setdefault(cell, []).append(before.grid.name(n))
        text += ", Near " + listed(
            f"{p.colour.name}'s {p.pips}-pip{'s' if len(at) > 1 else ''} on {listed(at)}"
            for p, at in sorted(near.items(), key=lambda kv: (-kv[0].pips, kv[1])))
    return text + "."


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

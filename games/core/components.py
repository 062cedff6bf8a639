"""The physical components games are played with, as data (their look lives in games.draw).

Looney Pyramids come in colours; each colour's stash holds pyramids of three sizes, marked with
1, 2 or 3 pips (small, medium, large).

>>> RED.letter, RED.name, colour_by_letter("b").name
('R', 'Red', 'Blue')
>>> Pyramid(RED, 3)
Pyramid(colour=Colour(letter='R', name='Red'), pips=3)
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import UserError


class Colour(NamedTuple):
    """A player colour, named by one letter in records and board files."""

    letter: str
    name: str


RED = Colour("R", "Red")
BLUE = Colour("B", "Blue")
GREEN = Colour("G", "Green")
YELLOW = Colour("Y", "Yellow")
#: Seat colours in the order players take them.
PYRAMID_COLOURS = (RED, BLUE, GREEN, YELLOW)
PYRAMID_SIZES = (1, 2, 3)


def colour_by_letter(letter: str) -> Colour:
    """The colour whose letter or name is ``letter`` (case-insensitive)."""
    for colour in PYRAMID_COLOURS:
        if letter.upper() in (colour.letter, colour.name.upper()):
            return colour
    known = ", ".join(f"{c.letter} ({c.name})" for c in PYRAMID_COLOURS)
    raise UserError(f"unknown colour {letter!r}; known colours are {known}")


class Pyramid(NamedTuple):
    """One Looney pyramid: its colour and its size in pips (1 small, 2 medium, 3 large)."""

    colour: Colour
    pips: int

    @property
    def code(self) -> str:
        """Colour letter and pips, as in records and board files: ``R3``."""
        return f"{self.colour.letter}{self.pips}"

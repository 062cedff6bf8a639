"""Who plays: the coins' faces in playing order, the players' names, and each coin's standing
in the game (:class:`Status`); the options a game is set up with (teams, variants, the course's
scale) are :mod:`.options`, and the header a record writes them in is :mod:`.header`.

Each player flicks one coin and is known by the face it shows. The four suit faces come first,
by the colour of the suit in the classic piecepack colouring (Moons black, Suns red, Arms blue,
Crowns green, or yellow in some packs), then the six value faces: blank (the Null), ace, 2, 3,
4 and 5. Players sit in that order: the first player named takes the black coin, the second
the red one, and so on, as the rules suggest (agree an order first, then take the coins).

>>> FACES[4].name, FACES[4].rank, FACES[9].code
('blank', 0, '5')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import StrEnum
from typing import NamedTuple

from ..core.errors import UserError, quote
from ..core.header import words


class Face(NamedTuple):
    """The face a player's coin shows: a suit side (``suit`` set) or a value side (``rank``)."""

    code: str  # M S A C for the suits, n a 2 3 4 5 for the values
    name: str
    suit: str | None
    rank: int | None


FACES = (
    Face("M", "black", "M", None), Face("S", "red", "S", None), Face("A", "blue", "A", None),
    Face("C", "green", "C", None), Face("n", "blank", None, 0), Face("a", "ace", None, 1),
    Face("2", "2", None, 2), Face("3", "3", None, 3), Face("4", "4", None, 4),
    Face("5", "5", None, 5),
)

class Status(StrEnum):
    """A coin's standing: ``words`` is how the book says it, ``takes_turns`` whether its player
    still plays. A member equals its plain word (``Status.ROVER == "rover"``).

    >>> Status.ROVER.words, Status.POISON.takes_turns, Status.DEAD.takes_turns
    ('a rover', True, False)
    """

    PLAYING = "playing"
    ROVER = "rover"
    OUT = "out"  # completed the course and left the game
    POISON = "poison"
    DEAD = "dead"  # killed by a poison coin

    @property
    def words(self) -> str:
        return _WORDS[self]

    @property
    def takes_turns(self) -> bool:
        return self in (Status.PLAYING, Status.ROVER, Status.POISON)


_WORDS = {Status.PLAYING: "playing", Status.ROVER: "a rover", Status.OUT: "completed the course",
          Status.POISON: "poison", Status.DEAD: "killed by poison"}

_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_'-]*$")


def player_names(names: str | Iterable[str]) -> tuple[str, ...]:
    """The players in seat order (written with spaces or commas between the names): 1 to 10
    different names (one alone for practice; the rules are for 2 to 10)."""
    players = words(names) if isinstance(names, str) else tuple(names)
    if not 1 <= len(players) <= len(FACES):
        raise UserError(f"the game is for 2 to 10 players (1 to practise), not {len(players)}")
    for name in players:
        if not _NAME.match(name):
            raise UserError(f"a player's name starts with a letter and has letters, "
                            f"digits, _ ' or - only: {quote(name)}")
    if len(set(players)) != len(players):
        raise UserError(f"two players have the same name: {' '.join(players)}")
    return players

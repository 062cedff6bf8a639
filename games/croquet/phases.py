"""Where a turn is (:class:`Phase`) and where each coin is in the game (:class:`Status`).

Both are string enums: a member equals its plain word (``Phase.OPTION == "option"``), so records
of old tests and scripts that compare words still read the same.

>>> Phase.OPTION, Status.ROVER.words, Status.POISON.takes_turns
(<Phase.OPTION: 'option'>, 'a rover', True)
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """The moment of the turn, which decides the moves allowed."""

    START = "start"  # a first turn: the coin is placed by the left endpost
    FLICK = "flick"  # flicks to make, nothing to settle
    OPTION = "option"  # the last flick hit coins: the choice of what to do about them
    PLACED = "placed"  # the coin was moved next to a coin it hit: that coin may be flicked


class Status(StrEnum):
    """A coin's standing: ``words`` is how the book says it, ``takes_turns`` whether its player
    still plays."""

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

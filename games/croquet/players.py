"""Who plays: the coins' faces in playing order, teams, variants and the course's scale, and each
coin's standing in the game (:class:`Status`); the header a record writes them in is
:mod:`.header`.

Each player flicks one coin and is known by the face it shows. The four suit faces come first,
by the colour of the suit in the classic piecepack colouring (Moons black, Suns red, Arms blue,
Crowns green, or yellow in some packs), then the six value faces: blank (the Null), ace, 2, 3,
4 and 5. Players sit in that order: the first player named takes the black coin, the second
the red one, and so on, as the rules suggest (agree an order first, then take the coins).

>>> rules = Rules.make(["Ann", "Ben", "Cat"])
>>> [rules.face(seat).name for seat in range(3)]
['black', 'red', 'blue']
>>> FACES[4].name, FACES[4].rank, FACES[9].code
('blank', 0, '5')
>>> Rules.make(["Ann", "Ben", "Cat", "Dan"], teams=2).team_of(2)
0
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from ..core.errors import UserError, quote
from ..core.header import Variant, Variants, words
from .course import TABLE, Course


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

POISON = Variant("poison", "a player who completes the course turns poison and hunts the "
                 "others' coins (games without teams only)")
FIRST_HIT_ONLY = Variant("first-hit-only", "only the first coin a flick hits earns two flicks")
ANY_ENDPOST_RESETS = Variant("any-endpost-resets", "touching either endpost, in order or not, "
                             "lets you earn from hitting the same coins again")
EARNED_OPTION = Variant("earned-option", "only a hit that earns flicks gives the choice of the "
                        "four options")
KNOCKED_OFF_FOUL = Variant("knocked-off-foul", "your coin knocked off the table during your "
                           "turn by a coin you flicked is a foul too")
CENTRE_DISTANCES = Variant("centre-distances", "the rules' distances are measured from centre "
                           "to centre (the smaller course, 22 by 8 tile widths between centres)")
#: The variants, in the book's order.
VARIANTS = Variants(POISON, FIRST_HIT_ONLY, ANY_ENDPOST_RESETS, EARNED_OPTION, KNOCKED_OFF_FOUL,
                    CENTRE_DISTANCES)

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


def check_teams(n: int, teams: int, variants: frozenset[Variant]) -> None:
    """That ``n`` players can make ``teams`` teams (0: no teams) under ``variants``."""
    if teams:
        if teams < 2 or n % teams or n // teams < 2:
            raise UserError(f"{n} player{'s' if n > 1 else ''} cannot make {teams} teams "
                            "of equal size (teams of two or more: 4, 6, 8 or 10 players)")
        if POISON in variants:
            raise UserError("Poison is played without teams")


def course_for(scale: float, variants: frozenset[Variant],
               table: tuple[float, float] = TABLE) -> Course:
    """The course at ``scale`` on a ``table`` (width and depth, in tile widths), its distances
    read as ``variants`` say (a UserError if it does not fit the table)."""
    return Course.make(scale, table,
                       reading="centres" if CENTRE_DISTANCES in variants else "tiles")


@dataclass(frozen=True)
class Rules:
    """The players in seat order, the number of teams (0 for none), variants and course."""

    players: tuple[str, ...]
    teams: int
    variants: frozenset[Variant]
    course: Course

    @staticmethod
    def make(players: str | Iterable[str] = ("First", "Second"), teams: int = 0,
             variants: Iterable[str | Variant] = (), scale: float = 1.0) -> Rules:
        """Check and build the rules; a UserError says what is wrong.

        One player alone is allowed for practice (the rules are for 2 to 10).

        >>> Rules.make(["Ann", "Ben", "Cat"], teams=2)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        games.core.errors.UserError: 3 players cannot make 2 teams of equal size ...
        """
        players = player_names(players)
        chosen = VARIANTS.check(variants)
        check_teams(len(players), teams, chosen)
        return Rules(players, teams, chosen, course_for(scale, chosen))

    def face(self, seat: int) -> Face:
        """The face of the coin ``seat`` plays with."""
        return FACES[seat]

    def team_of(self, seat: int) -> int | None:
        """``seat``'s team (0, 1, ...): teams alternate round the table; None without teams."""
        return seat % self.teams if self.teams else None

    def team_members(self, team: int) -> list[int]:
        """The seats of ``team``."""
        return [s for s in range(len(self.players)) if s % self.teams == team]

    def mates_of(self, seat: int) -> list[int]:
        """The seats of ``seat``'s team, itself included (itself alone without teams)."""
        team = self.team_of(seat)
        return [seat] if team is None else self.team_members(team)

    def teammates(self, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` play on the same team."""
        return bool(self.teams) and a % self.teams == b % self.teams

    def seat(self, name: str) -> int:
        """The seat of the player called ``name`` (a UserError if nobody is)."""
        if name in self.players:
            return self.players.index(name)
        raise UserError(f"no player is called {quote(name)}; the players are "
                        + ", ".join(self.players))


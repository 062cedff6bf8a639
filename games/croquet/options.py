"""The options a game of Tabletop Croquet is set up with: every variant and the table of them
(:data:`VARIANTS`), each with its name in a player's words, and :class:`Rules`,
the players in seat order, teams, variants and the course's scale; the header a record writes
them in is :mod:`.header`.

>>> rules = Rules.make(["Ann", "Ben", "Cat"])
>>> [rules.face(seat).name for seat in range(3)]
['black', 'red', 'blue']
>>> Rules.make(["Ann", "Ben", "Cat", "Dan"], teams=2).team_of(2)
0
>>> [variant.said() for variant in VARIANTS][:3]
['Poison', 'First hit only', 'Any endpost resets']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..core.errors import UserError, quote
from ..core.header import Variant, Variants
from .course import TABLE, Course
from .players import FACES, Face, player_names

POISON = Variant("poison", "a player who completes the course turns poison and hunts the "
                 "others' coins (games without teams only)", "Poison")
FIRST_HIT_ONLY = Variant("first-hit-only", "only the first coin a flick hits earns two flicks",
                         "First hit only")
ANY_ENDPOST_RESETS = Variant("any-endpost-resets", "touching either endpost, in order or not, "
                             "lets you earn from hitting the same coins again",
                             "Any endpost resets")
EARNED_OPTION = Variant("earned-option", "only a hit that earns flicks gives the choice of the "
                        "four options", "A paid hit gives the options")
KNOCKED_OFF_FOUL = Variant("knocked-off-foul", "your coin knocked off the table during your "
                           "turn by a coin you flicked is a foul too", "Knocked off is a foul")
CENTRE_DISTANCES = Variant("centre-distances", "the rules' distances are measured from centre "
                           "to centre (the smaller course, 22 by 8 tile widths between centres)",
                           "Centre distances")
#: The variants, in the book's order (each with its name in the chapter's words, as its
#: Variants section lists it).
VARIANTS = Variants(POISON, FIRST_HIT_ONLY, ANY_ENDPOST_RESETS, EARNED_OPTION, KNOCKED_OFF_FOUL,
                    CENTRE_DISTANCES)


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


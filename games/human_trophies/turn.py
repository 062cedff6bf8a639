"""The words of the turn, shared by the rules, the moves and the random player.

A kid in a clubhouse is **ready** (upright), **busy** (tapped: turned sideways) or
**grounded** (face down). The steps the active player chooses come in a fixed order, and a
turn is always in one **phase**: someone is asked about Miss Monster, the active player acts,
someone is asked about interrupting a trick, or the game is over.

Each is a word of the rules: it equals its text and shows as it, so a clubhouse prints as the
rules say it.

>>> Status.BUSY, str(Status.BUSY), Phase.DETENTION == "detention", Step.BRIBE.doing
('busy', 'busy', True, 'bribing')
"""

from enum import IntEnum, StrEnum

from ..core.turns import GAME_OVER


class Word(StrEnum):
    """A word of the rules, shown as its text."""

    def __repr__(self) -> str:
        return repr(self.value)


class Status(Word):
    """How a kid stands in its clubhouse."""

    READY = "ready"
    BUSY = "busy"
    GROUNDED = "grounded"


class Step(IntEnum):
    """The steps of a turn the active player chooses, in the order they must come."""

    SCAVENGE = 0
    RECRUIT = 1
    BRIBE = 2
    TRICK = 3

    @property
    def doing(self) -> str:
        """The step as an activity: ``scavenging``, ``recruiting``..."""
        return ("scavenging", "recruiting", "bribing", "tricking")[self]


class Phase(Word):
    """What the turn is waiting for."""

    DETENTION = "detention"  # the other players are asked about Miss Monster
    ACTIONS = "actions"  # the active player acts
    INTERRUPTION = "interruption"  # the other players are asked about a trick
    OVER = "over"


READY, BUSY, GROUNDED = Status.READY, Status.BUSY, Status.GROUNDED
SCAVENGE, RECRUIT, BRIBE, TRICK = Step.SCAVENGE, Step.RECRUIT, Step.BRIBE, Step.TRICK
DETENTION, ACTIONS, INTERRUPTION, OVER = (Phase.DETENTION, Phase.ACTIONS, Phase.INTERRUPTION,
                                          Phase.OVER)

__all__ = ["ACTIONS", "BRIBE", "BUSY", "DETENTION", "GAME_OVER", "GROUNDED", "INTERRUPTION",
           "OVER", "READY", "RECRUIT", "SCAVENGE", "TRICK", "Phase", "Status", "Step"]

"""What the balance lab needs of Human Trophies (:mod:`games.sim.lab`): its rules of thumb and
their quick form, how its search agents play, the questions its chapter asks (with the facts
they read of a game and the watcher of a game as it is played), and its own kinds of answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..sim.lab import Heuristic, Lab
from . import heuristic, studies, tuning

if TYPE_CHECKING:
    from ..sim.balance import Kind


def answers() -> Mapping[str, Kind]:
    """Its own kinds of answer (loaded with the charts and the statistics they need)."""
    from .answers import KINDS

    return KINDS


LAB = Lab(heuristic=Heuristic(heuristic.choose, quick=heuristic.quick,
                              rollout=heuristic.rollout), tuning=tuning.TUNING,
          questions=studies.QUESTIONS, facts=studies.facts, watch=studies.watch,
          answers=answers, advice=studies.ADVICE)

"""What the balance lab needs of Subdivision (:mod:`games.sim.lab`): its rules of thumb, how
its search agents play, the questions its chapter asks, and its own kind of answer."""

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


LAB = Lab(heuristic=Heuristic(heuristic.choose), tuning=tuning.TUNING,
          questions=studies.QUESTIONS, answers=answers, advice=studies.ADVICE)

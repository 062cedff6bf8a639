"""What the balance lab needs of The In Crowd (:mod:`games.sim.lab`): its rules of thumb, how
its search agents play, the questions its chapter asks and the facts they read of a game, its
own kinds of answer, and the part of a draw of the hidden coins done once a turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..sim.lab import Heuristic, Lab
from . import heuristic, studies, tuning
from .determinize import prepare

if TYPE_CHECKING:
    from ..sim.balance import Kind


def answers() -> Mapping[str, Kind]:
    """Its own kinds of answer (loaded with the charts and the statistics they need)."""
    from .answers import KINDS

    return KINDS


LAB = Lab(heuristic=Heuristic(heuristic.choose, vary=heuristic.VARY), tuning=tuning.TUNING,
          questions=studies.QUESTIONS, facts=studies.facts, answers=answers,
          prepare=prepare, advice=studies.ADVICE)

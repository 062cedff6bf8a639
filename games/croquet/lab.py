"""What the balance lab needs of Tabletop Croquet (:mod:`games.sim.lab`): its rules of thumb,
the questions its chapter asks, its own kinds of answer, and its robot, an agent of its own."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..sim.lab import Heuristic, Lab
from . import agents, heuristic, studies

if TYPE_CHECKING:
    from ..sim.balance import Kind


def answers() -> Mapping[str, Kind]:
    """Its own kinds of answer (loaded with the charts and the statistics they need)."""
    from .answers import KINDS

    return KINDS


LAB = Lab(heuristic=Heuristic(heuristic.choose), questions=studies.QUESTIONS, answers=answers,
          agents=agents.AGENTS, advice=studies.ADVICE)

"""What the balance lab needs of Tabletop Croquet (:mod:`games.sim.lab`): its rules of thumb,
the questions its chapter asks, its own kinds of answer, and its robot, an agent of its own."""

from __future__ import annotations

from ..sim.lab import Heuristic, Lab
from . import agents, answers, heuristic, studies

LAB = Lab(heuristic=Heuristic(heuristic.choose), questions=studies.QUESTIONS, answers=answers.KINDS,
          agents=agents.AGENTS, advice=studies.ADVICE)

"""What the balance lab needs of Subdivision (:mod:`games.sim.lab`): its rules of thumb, how
its search agents play, the questions its chapter asks, its own kind of answer, and its
planner, an agent of its own that follows the rules' keys one by one."""

from __future__ import annotations

from ..sim.lab import Heuristic, Lab
from . import agents, answers, heuristic, studies, tuning

LAB = Lab(heuristic=Heuristic(heuristic.choose), tuning=tuning.TUNING,
          questions=studies.QUESTIONS, answers=answers.KINDS, advice=studies.ADVICE,
          agents=agents.AGENTS)

"""What the balance lab needs of Subdivision (:mod:`games.sim.lab`): its rules of thumb, how
its search agents play, the questions its chapter asks, and its own kind of answer."""

from __future__ import annotations

from ..sim.lab import Heuristic, Lab
from . import answers, heuristic, studies, tuning

LAB = Lab(heuristic=Heuristic(heuristic.choose), tuning=tuning.TUNING,
          questions=studies.QUESTIONS, answers=answers.KINDS, advice=studies.ADVICE)

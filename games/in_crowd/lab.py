"""What the balance lab needs of The In Crowd (:mod:`games.sim.lab`): its rules of thumb, how
its search agents play, the questions its chapter asks and the facts they read of a game, its
own kinds of answer, and the part of a draw of the hidden coins done once a turn."""

from __future__ import annotations

from ..sim.lab import Heuristic, Lab
from . import answers, heuristic, studies, tuning
from .determinize import prepare

LAB = Lab(heuristic=Heuristic(heuristic.choose, vary=heuristic.VARY), tuning=tuning.TUNING,
          questions=studies.QUESTIONS, facts=studies.facts, answers=answers.KINDS,
          prepare=prepare, advice=studies.ADVICE)

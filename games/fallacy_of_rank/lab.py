"""What the balance lab needs of The Fallacy of Rank (:mod:`games.sim.lab`): its rules of thumb
and their quick form, how its search agents play, the questions its chapter asks (with the
facts they read of a game, how an older results file tells its draws apart, and the watcher of
a game as it is played), and its own kinds of answer."""

from __future__ import annotations

from ..sim.lab import Heuristic, Lab
from . import answers, heuristic, studies, tuning

LAB = Lab(heuristic=Heuristic(heuristic.choose, quick=heuristic.quick,
                              rollout=heuristic.rollout), tuning=tuning.TUNING,
          questions=studies.QUESTIONS, facts=studies.facts, drawn=studies.drawn,
          watch=studies.watch, answers=answers.KINDS, advice=studies.ADVICE)

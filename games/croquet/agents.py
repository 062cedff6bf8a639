"""The agents Tabletop Croquet brings to simulated games of its own (``GAME.agents``; the sim's
``--agents``): its robot (:mod:`.robot`), which is also what ``search`` means for the game, as
the tree searches cannot play continuous flicks.

>>> from games.core.rng import make_rng
>>> agent = RobotAgent(make_rng("doc"), "shaky")
>>> agent.label, agent.budget["strength_sd_fraction"]
('robot:shaky', 0.15)
"""

from __future__ import annotations

import random

from ..core.errors import UserError, one_line
from ..sim.agents import Agent, Turn
from .moves import Move
from .robot import SHAKY, STEADY, Robot

#: The robot's skills, by the name ``robot:SKILL`` gives.
SKILLS = {"steady": STEADY, "shaky": SHAKY}
#: In team play, whether the robot turns rover once through the last wicket (``rovers``, the
#: default) or plays on to the endpost (``robot:SKILL:home``).
ROVERS = ("rovers", "home")


class RobotAgent(Agent):
    """Tabletop Croquet's robot; it plans on the whole position (nothing is hidden)."""

    def __init__(self, rng: random.Random, skill: str = "steady", rovers: str = "rovers"):
        super().__init__(rng)
        if skill not in SKILLS:
            raise UserError(f"robot skill {skill!r}: choose steady or shaky")
        if rovers not in ROVERS:
            said = one_line(f"{skill}:{rovers}", 40)
            raise UserError(f"robot {said}: give rovers (the default) or home (a robot that "
                            "never turns rover)")
        s = SKILLS[skill]
        self.robot = Robot(s, rng, rovers=rovers == "rovers")
        self.label = f"robot:{skill}" + ("" if rovers == "rovers" else f":{rovers}")
        self.budget = {"skill": skill, "direction_sd_degrees": s.direction,
                       "strength_sd_fraction": s.strength,
                       **({} if rovers == "rovers" else {"rovers": "never"})}

    def choose(self, turn: Turn) -> Move:
        return self.robot.choose(turn.observation)

    @classmethod
    def said(cls, params: str) -> str | None:
        """``a steady flicker``, ``a shaky flicker``; ``a flicker`` at the default skill; one
        that never turns rover says so.

        >>> RobotAgent.said("shaky"), RobotAgent.said("steady:home")
        ('a shaky flicker', 'a steady flicker who never turns rover')
        """
        skill, _, rovers = params.partition(":")
        return (f"a {skill} flicker" if skill in SKILLS else "a flicker") + (
            " who never turns rover" if rovers == "home" else "")


#: Each agent of the game's own, by its name in ``--agents``: the class that makes it from a
#: generator and its ``:`` parameters, and how many parameters it takes at most.
AGENTS = {"robot": (RobotAgent, 2)}

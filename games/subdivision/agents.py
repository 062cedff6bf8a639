"""The agents Subdivision brings to simulated games of its own (``GAME.agents``; the sim's
``--agents``): the planner, who follows only the keys to planning it is told to, so that each
of the rules' three keys can be tried on its own.

``planner:KEYS`` tries every legal placement, one move ahead like the heuristic
(:mod:`.heuristic`), and keeps the one that is best by the keys named (joined by ``+``):

* ``together`` (*stick together*): fewer groups of its own colour;
* ``riffraff`` (*keep out the riff raff*): fewer points lost by its 3-pips to 1-pips Near them;
* ``compete`` (*stick it to the competition*): more groups and lost points for its opponents
  (their average);
* ``none``: no key at all, a placement chosen only by which pyramid is hardest to place later.

Among equally good placements it breaks ties as the heuristic does (3-pips first, then 1-pips,
then 2-pips; then at random). With all three keys it weighs what the heuristic weighs, less the
Private Parks bonus.

>>> from games.core.rng import make_rng
>>> agent = PlannerAgent(make_rng("doc"), "together+compete")
>>> agent.label, agent.budget["words"]
('planner:together+compete', "the planner, one move ahead, weighing only its own groups and its \
opponents' penalties; ties go to the pyramid hardest to place later, then are drawn at random")
>>> PlannerAgent(make_rng("doc"), "stick")
Traceback (most recent call last):
games.core.errors.UserError: planner keys 'stick': give together, riffraff, compete (joined by \
+) or none
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..core.errors import UserError, one_line
from ..core.words import listing
from ..sim.agents import Agent, Turn
from ..sim.heuristic import pick
from .heuristic import ORDER
from .masks import group_count
from .moves import Place
from .scoring import lost_on_masks

if TYPE_CHECKING:
    from .rules import Move, SubdivisionState

#: The rules' three keys to planning, by the name ``planner:`` gives each, and what each weighs.
WORDS = {"together": "its own groups", "riffraff": "the points its 3-pips lose to 1-pips",
         "compete": "its opponents' penalties"}
KEYS = tuple(WORDS)
#: What following each key means, in a player's words.
PLAIN = {"together": "keeps their own buildings together",
         "riffraff": "keeps trailer parks away from their own high-rises",
         "compete": "gets in their opponents' way"}


def penalties(state: SubdivisionState) -> list[tuple[int, int]]:
    """Each colour's groups and the points its 3-pips lose to 1-pips Near them, as the score
    counts them (:func:`.scoring.tallies_on_masks` reads the same masks)."""
    ones = 0
    for mine in state.own:
        ones |= mine[1]
    return [(group_count(state.grid, one | two | threes), lost_on_masks(state.near, threes, ones))
            for _, one, two, threes in state.own]


class PlannerAgent(Agent):
    """Subdivision's planner, following the keys ``keys`` names (see the module's text)."""

    def __init__(self, rng: random.Random, keys: str = "+".join(KEYS)):
        super().__init__(rng)
        chosen = () if keys == "none" else tuple(keys.split("+"))
        if (not chosen and keys != "none") or any(key not in KEYS for key in chosen):
            raise UserError(f"planner keys {one_line(keys, 40)!r}: give {', '.join(KEYS)} "
                            "(joined by +) or none")
        self.keys = frozenset(chosen)
        self.label = f"planner:{keys}"
        weighs = (f"weighing only {listing([WORDS[key] for key in KEYS if key in self.keys])}"
                  if chosen else "weighing no key")
        self.budget = {"keys": keys, "words": f"the planner, one move ahead, {weighs}; ties "
                       "go to the pyramid hardest to place later, then are drawn at random"}

    def choose(self, turn: Turn) -> Move:
        moves: tuple[Move, ...] = turn.moves
        if len(moves) == 1:
            return moves[0]
        seat, position = turn.player, turn.observation
        keys, rivals = self.keys, len(position.players) - 1

        def value(move: Move) -> tuple[float, int]:
            worth = 0.0
            if keys:
                after = position.copy()
                after.apply(move)
                found = penalties(after)
                groups, lost = found[seat]
                worth -= groups * ("together" in keys) + lost * ("riffraff" in keys)
                if "compete" in keys:
                    worth += (sum(g + k for g, k in found) - groups - lost) / rivals
            return (worth, ORDER[move.pips] if type(move) is Place else 0)

        return pick(moves, value, self.rng)

    @classmethod
    def said(cls, params: str) -> str | None:
        """The planner as a player names it, by the keys it follows.

        >>> PlannerAgent.said("riffraff"), PlannerAgent.said("none")
        ('a player who only keeps trailer parks away from their own high-rises', \
'a player who follows none of the three keys')
        """
        keys = [key for key in KEYS if key in params.split("+")]
        if not keys:
            return "a player who follows none of the three keys"
        return "a player who " + ("only " if len(keys) == 1 else "") + listing(
            [PLAIN[key] for key in keys])


#: Each agent of the game's own, by its name in ``--agents``: the class that makes it from a
#: generator and its ``:`` parameters, and how many parameters it takes at most.
AGENTS = {"planner": (PlannerAgent, 1)}

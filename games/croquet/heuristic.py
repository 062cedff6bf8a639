"""Tabletop Croquet's heuristic: aim straight at the next wicket, with the robot's hand.

The rules give no advice on play, so this is the beginner's rule: look at your next target and
flick straight at it. Through a wicket when the coin is on its approach side (aimed a little
past the gap's centre), else to the spot one tile width in front of it; at an endpost, at the
stack. It plans no way round tiles, never takes the options a hit earns (it just goes on with
its own coin), never turns rover, and as a poison coin flicks straight at the nearest coin.
Its flicks carry the steady robot's errors (:data:`games.croquet.robot.STEADY`), so the
difference from the robot (:mod:`games.croquet.robot`, the game's search agent) is the plan,
not the hand. It starts from a spot beside the left endpost drawn from the legal ones.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, cast

from .moves import Aimed, Place
from .robot import STEADY, Robot

if TYPE_CHECKING:
    from ..sim.agents import Turn
    from .rules import CroquetState


def _aim(me: tuple[float, float], goal: tuple[float, float],
         extra: float) -> tuple[float, float]:
    direction = math.degrees(math.atan2(goal[1] - me[1], goal[0] - me[0])) % 360
    return direction, max(math.dist(me, goal) + extra, 0.2)


def choose(turn: Turn, rng: random.Random) -> Place | Aimed:
    state: CroquetState
    state, seat = turn.observation, turn.player
    if state.phase == "start":
        moves = [m for m in turn.moves if isinstance(m, Place)]
        return moves[rng.randrange(len(moves))]
    # Past the start the player's coin is on the table (the cast only tells mypy so).
    me, course = cast("tuple[float, float]", state.pos[seat]), state.course
    target = state.target(seat)
    if state.status[seat] == "poison" or target is None:
        others = [p for c, p in state.on_table().items() if c != seat]
        goal = min(others, key=lambda p: math.dist(me, p)) if others else me
        direction, strength = _aim(me, goal, 1.0)
    elif target.kind == "endpost":
        direction, strength = _aim(me, course.endposts[target.side], 0.5)
    else:
        w, d = course.wickets[target.wicket], target.direction
        if d * (w.x - me[0]) > 0.5:
            direction, strength = _aim(me, (w.x + d * 1.2, w.y), 0.3)
        else:
            direction, strength = _aim(me, (w.x - d * 1.0, w.y), 0.0)
    return Robot(STEADY, rng).flick(seat, direction, strength)

"""Subdivision's heuristic: the rules' own three keys to community planning, one move ahead.

The rules give three pieces of advice: *stick together* (each group of your colour costs a
point, so join your pyramids into few groups), *keep out the riff raff* (every 1-pip after the
first Near one of your 3-pips costs you a point) and *stick it to the competition* (do the same
to your opponents: put 1-pips Near their 3-pips, build where their groups would grow). The
heuristic tries every legal placement and keeps the one after which its own penalties (for
groups and crowded 3-pips, less any private-park bonus) are lowest compared with its opponents'
(their average). Pips are left out of the comparison, since every pyramid is placed in the end.
Among equally good placements it puts down the pyramid that is hardest to place later first
(3-pips, then 1-pips, then 2-pips, which fit anywhere), then draws at random.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..sim.heuristic import pick
from .moves import Place

if TYPE_CHECKING:
    from ..sim.agents import Turn
    from .rules import Move, SubdivisionState

#: Which pyramid goes down first among equally good placements (higher first); parks last.
ORDER = {3: 2, 1: 1, 2: 0}


def penalties(state: SubdivisionState) -> list[int]:
    """Each seat's score less its pips: minus groups and crowded 3-pips, plus parks."""
    return [t.total - t.base for t in state.tallies()]


def choose(turn: Turn, rng: random.Random) -> Move:
    moves: tuple[Move, ...] = turn.moves
    if len(moves) == 1:
        return moves[0]
    position: SubdivisionState
    seat, position = turn.player, turn.observation
    rivals = len(position.players) - 1

    def value(move: Move) -> tuple[float, int]:
        after = position.copy()
        after.apply(move)
        found = penalties(after)
        mine = found[seat]
        theirs = (sum(found) - mine) / rivals
        return (mine - theirs, ORDER[move.pips] if type(move) is Place else 0)

    return pick(moves, value, rng)

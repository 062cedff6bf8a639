"""Heuristic agents: one plain rule per game that a player would recognise.

Each game's module (:mod:`.subdivision`, :mod:`.in_crowd`, :mod:`.fallacy_of_rank`,
:mod:`.human_trophies`, :mod:`.croquet`) has a ``choose(turn, rng)`` that looks only at what
the player to move is shown (:class:`~games.sim.agents.Turn`: the player's observation and
the legal moves) and returns a move. Its docstring states the rule; the book cites it. Where
the rule leaves several moves equally good, :func:`pick` draws one with the agent's own
seeded random numbers, so an agent's game depends only on its seed.

>>> from games.core.rng import make_rng
>>> pick([3, 1, 2, 3], lambda m: m, make_rng(1))
3
>>> sorted(HEURISTICS)
['croquet', 'fallacy_of_rank', 'human_trophies', 'in_crowd', 'subdivision']
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterable

#: The games with a heuristic agent, each with the module that holds its rule.
HEURISTICS = {name: f"{__name__}.{name}" for name in
              ("subdivision", "in_crowd", "fallacy_of_rank", "human_trophies", "croquet")}


def rule_for(game: str) -> Callable | None:
    """The ``choose(turn, rng)`` of ``game``'s heuristic, or None if it has none."""
    if game not in HEURISTICS:
        return None
    return importlib.import_module(HEURISTICS[game]).choose


def pick(moves: Iterable, key: Callable, rng: random.Random):
    """One of the moves with the highest ``key``, drawn at random among equals."""
    best, best_key = [], None
    for move in moves:
        k = key(move)
        if best_key is None or k > best_key:
            best, best_key = [move], k
        elif k == best_key:
            best.append(move)
    return best[rng.randrange(len(best))]

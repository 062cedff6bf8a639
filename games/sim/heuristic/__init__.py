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

A rule that sees only the present can go round in circles: in The "In" Crowd a tied vote sends
every voting coin home, and a rule that misjudges the other player's hidden coins may set up
the same tie again and again. A player at the table would notice, so in the games of
:data:`VARY` the agent remembers the moves it has played from each view it was shown, and
when a view comes back it plays the rule's choice among the moves it has not yet tried there
(:func:`vary`); the rule's own choice stands everywhere else.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterable

#: The games with a heuristic agent, each with the module that holds its rule.
HEURISTICS = {name: f"{__name__}.{name}" for name in
              ("subdivision", "in_crowd", "fallacy_of_rank", "human_trophies", "croquet")}


#: The games whose heuristic agent varies its move when a view it was shown comes back.
VARY = frozenset({"in_crowd"})


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


class _Untried:
    """A turn shown to a rule with only the moves not yet played from its view."""

    __slots__ = ("moves", "observation", "player")

    def __init__(self, turn, moves: list):
        self.player, self.observation, self.moves = turn.player, turn.observation, moves


def vary(rule: Callable, turn, played: dict, rng: random.Random):
    """``rule``'s move for ``turn``, or, if this view came up before, the rule's choice among
    the moves not yet played from it (any move again once all were tried). ``played`` maps
    each view (with its legal moves) to the moves played from it, and is updated.

    >>> class Turn:
    ...     player, observation, moves = 0, "the same view", ["a", "b", "c"]
    >>> first = lambda turn, rng: turn.moves[0]
    >>> played, rng = {}, random.Random(0)
    >>> [vary(first, Turn(), played, rng) for _ in range(5)]
    ['a', 'b', 'c', 'a', 'b']
    """
    key = (turn.observation, tuple(turn.moves))
    tried = played.setdefault(key, [])
    untried = [m for m in turn.moves if m not in tried]
    if not untried:
        tried.clear()
        untried = list(turn.moves)
    move = rule(_Untried(turn, untried) if tried else turn, rng)
    tried.append(move)
    return move

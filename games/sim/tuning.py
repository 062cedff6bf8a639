"""What the search agents know of each game: their default budget, how far a rollout goes,
and how a position is scored when the rollout stops before the end.

The default budgets keep a decision to a few tenths of a second on one core (measured with the
models of late 2026): ``iterations`` UCT iterations per decision, spread over ``samples``
sampled positions where the game hides information.

A rollout plays random moves to the end of the game, or for at most ``rollout`` moves. A game
that has ended scores by its winners (:func:`.mcts.outcome`); a rollout stopped before the end
scores by ``evaluate``, each seat's share of a reward of 1. The long games (Human Trophies, The
Fallacy of Rank) stop early so that a decision is searched in a fraction of a second; their
evaluations read only the tallies every player can see.

>>> from games.fallacy_of_rank import new_game
>>> material(new_game(2))   # nothing placed yet: no pawn, no share
[0.5, 0.5]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.protocol import GameState
from .mcts import outcome


def score_share(state: GameState) -> list[float]:
    """Each seat's share of the points (one point added to every score, so all-zero is even)."""
    totals = [t.total + 1 for t in state.tallies()]
    return [total / sum(totals) for total in totals]


def material(state: GameState) -> list[float]:
    """The Fallacy of Rank: each seat's share of pawns and pieces on the board, a pawn counting
    as four pieces more; a seat with no pawn left has nothing."""
    tallies = state.tallies()
    values = [4 * t.total + t.details["pieces"] if t.total else 0 for t in tallies]
    if not any(values):
        return [1 / len(values)] * len(values)
    return [v / sum(values) for v in values]


@dataclass(frozen=True)
class Tuning:
    """How the search agents play one game."""

    iterations: int = 200
    samples: int = 8
    rollout: int = 200
    evaluate: Callable[[GameState], list[float]] = outcome
    #: For ismcts: compete among the moves this many random moves come to, not all legal
    #: moves (0: all; see :func:`.mcts.search_sampled`).
    widen: int = 0


TUNING = {
    "subdivision": Tuning(),  # a game is about 30 moves a player
    "in_crowd": Tuning(100, 4),  # about 100 moves in all
    "fallacy_of_rank": Tuning(100, 4, rollout=20, evaluate=material),
    # Up to thousands of legal moves (every team of kids for every toy): widen by 12 draws.
    "human_trophies": Tuning(100, 4, rollout=30, evaluate=score_share, widen=12),
}


def tuning(game: str) -> Tuning:
    return TUNING.get(game, Tuning())

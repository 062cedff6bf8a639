"""What the search agents know of a game: their default budget, how far a rollout goes,
and how a position is scored when the rollout stops before the end.

A game's tuning is its own: ``TUNING``, a :class:`Tuning`, in ``games/<game>/tuning.py``, found
through the game's :class:`~games.core.game.GameInfo`; a game without one is searched with the
defaults of :class:`Tuning` (:func:`tuning`). This module lists no game.

The default budgets keep a decision to a few tenths of a second on one core (measured with the
models of late 2026): ``iterations`` UCT iterations per decision, spread over ``samples``
sampled positions where the game hides information.

A rollout plays random moves to the end of the game, or for at most ``rollout`` moves. A game
that has ended scores by its winners (:func:`.mcts.outcome`); a rollout stopped before the end
scores by ``evaluate``, each seat's share of a reward of 1. The long games (Human Trophies, The
Fallacy of Rank) stop early so that a decision is searched in a fraction of a second; their
evaluations read only the tallies every player can see.

In those two games, and in The "In" Crowd, random play is too poor a guide (with uniform
rollouts and 100 iterations the search lost almost every game to The Fallacy of Rank's
heuristic and only tied Human Trophies'; The "In" Crowd's lost to its heuristic at the book's
budgets), so their search is **guided by the game's heuristic** (:mod:`.guided`): ``epsilon``
sets rollouts of heuristic moves (a random move with that chance); the root compares the
heuristic's own choice with the moves ``widen`` draws of the rollout policy and ``widen``
uniform draws come to. (Unpaired, the heuristic's choice starts with ``prior`` virtual visits
worth 1/2, and ``depth=1`` keeps only the root in the tree: flat Monte Carlo with UCB1 over
those moves, since a few dozen iterations cannot grow a useful tree below it.) The search thus
leaves the heuristic's move only where its rollouts find another one better: a rollout-based
improvement of the heuristic.

All three searches are also **paired** (:func:`.mcts.search_paired`): every candidate
is played on from the same ``iterations`` sampled positions with the same rollout chances, and
the best average wins. Unpaired, the few iterations spread evenly over moves whose rewards differ
by less than the noise of the hidden cards, and the search nearly always played the
heuristic's own move; paired, the cards and draws are common to all the candidates, so their
difference is mostly the moves' own. How far each search gets ahead of the heuristic is the
book's skill table. Each game's own choices, and what they were measured against, are in its
``tuning.py``.

>>> tuning("croquet") == Tuning()   # no tuning.py: the defaults
True
>>> tuning("in_crowd").iterations, tuning("in_crowd").paired
(4, True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.protocol import GameState
from .mcts import outcome


def score_share(state: GameState) -> list[float]:
    """Each seat's share of the points (one point added to every score, so all-zero is even)."""
    totals = [score + 1 for score in state.scores()]
    return [total / sum(totals) for total in totals]


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
    #: For ismcts: rollouts guided by the game's heuristic, which plays every rollout move
    #: but a random one with this chance (None: random rollouts; see :mod:`.guided`).
    epsilon: float | None = None
    #: For guided ismcts: the virtual visits (worth 1/2 each) the heuristic's own choice
    #: starts with at the root.
    prior: int = 0
    #: For ismcts: the plies the tree holds (0: no limit); rollouts play below them.
    depth: int = 0
    #: For guided ismcts: compare the root moves on common sampled positions and rollouts
    #: (:func:`.mcts.search_paired`), ``iterations`` positions each.
    paired: bool = False
    #: For guided and paired ismcts: keep the heuristic's move unless another's gain over it,
    #: on the same positions and chances, exceeds this many standard errors
    #: (:func:`.mcts.improve_paired`; None: the best average wins).
    margin: float | None = None
    #: For guided, paired ismcts with a margin: drop a candidate whose gains over the
    #: heuristic's move add up to nothing or less after this many positions or any later one
    #: (:func:`.mcts.improve_paired`; 0: never).
    race: int = 0
    #: For guided ismcts: where every legal move is of these kinds (their class names), the
    #: heuristic plays unsearched.
    plain: tuple[str, ...] = ()


def tuning(game: str) -> Tuning:
    """How the search agents play ``game``: its own ``TUNING``, else the defaults."""
    from .. import registry

    return registry.lab(game).tuning

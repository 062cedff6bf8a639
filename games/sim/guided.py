"""Heuristic guidance for the search agents: the game's heuristic as a rollout policy and as
the move the search tries first.

Random rollouts tell good moves from bad ones poorly in the long games: a random army in The
Fallacy of Rank almost never reaches a pawn, and random tricks in Human Trophies waste the toys
a player would keep. Two standard remedies, both built on the game's heuristic agent
(:mod:`.heuristic`, which looks only at one player's view and the legal moves):

* **Guided rollouts** (:func:`rollout_policy`): in the position a rollout has sampled, each
  player to move plays the heuristic's move for its own view, or with chance ``epsilon`` the
  game's random move (so that the rollouts still differ and explore).
* **A heuristic first move** (:func:`candidates`): the heuristic's choice for the real turn is
  always one of the moves competing at the root, next to ``widen`` random ones, and it is
  credited with ``prior`` virtual visits of reward 1/2 to start with, so that the search leaves
  it only for a move its rollouts find better (progressive widening ordered by the heuristic).

>>> from games.core.rng import make_rng
>>> from games.human_trophies import new_game
>>> game = new_game(2, seed=3)
>>> from games import registry
>>> policy = rollout_policy(registry.lab("human_trophies"), 0.0)
>>> game.why_illegal(policy(game, make_rng("doc"))) is None
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from ..core.protocol import GameState
from . import heuristic
from .mcts import Guided

if TYPE_CHECKING:
    from .agents import Turn
    from .lab import Lab


class _View:
    """The :class:`~.agents.Turn` the heuristic is shown inside a rollout: the view of the
    player to move in the sampled position, and its legal moves."""

    __slots__ = ("moves", "observation", "player")

    def __init__(self, state: GameState, seat: int) -> None:
        self.player = seat
        self.observation = state.observation(seat)
        self.moves = tuple(state.legal_moves())


def rollout_policy(lab: Lab, epsilon: float) -> Callable[[GameState, random.Random], object]:
    """``move(state, rng)``: the heuristic's move for the player to move in ``state`` (its
    quick form, where the game's heuristic has one: :func:`.heuristic.quick_for`, as a
    :class:`~.mcts.Guided` policy with the heuristic's own rollout loop, if any), or with
    chance ``epsilon`` the game's random move."""
    quick = heuristic.quick_for(lab)
    if quick is not None and lab.heuristic is not None:
        return Guided(epsilon, quick, lab.heuristic.rollout)
    rule = heuristic.rule_for(lab)

    def move(state: GameState, rng: random.Random) -> Any:
        if epsilon and rng.random() < epsilon:
            return state.random_move(rng)
        seat = state.current_player()
        assert seat is not None, "a rollout stops when the game is over"
        return rule(_View(state, seat), rng)

    return move


def candidates(lab: Lab, turn: Turn, policy: Callable[[GameState, random.Random], object],
               widen: int, rng: random.Random) -> list[Any]:
    """The root moves a guided search compares, the heuristic's choice for ``turn`` first:
    then the moves ``widen`` draws of the rollout ``policy`` make in positions sampled to fit
    the turn, and ``widen`` legal moves drawn uniformly (all of them if there are no more than
    ``2 * widen + 1``). The player's own legal moves are the same in every sampled position
    (they depend only on what the player sees), so these compete at the root throughout."""
    rule = heuristic.rule_for(lab)
    legal = list(turn.moves)
    if len(legal) <= 2 * widen + 1:
        return list(dict.fromkeys([rule(turn, rng)] + legal))
    found = [rule(turn, rng)]
    # (guided search is of a game that samples: make_agent refuses one that cannot)
    found += [policy(cast("Callable[[random.Random], GameState]", turn.sample)(rng), rng)
              for _ in range(widen)]
    found += [legal[rng.randrange(len(legal))] for _ in range(widen)]
    return list(dict.fromkeys(found))

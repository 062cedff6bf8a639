"""Heuristic agents: one plain rule per game that a player would recognise.

A game's heuristic is its own: it lives in the game's folder, ``games/<game>/heuristic.py``,
found through the game's :class:`~games.core.game.GameInfo` (its ``part``),
and this package lists no game. The module has a ``choose(turn, rng)`` that looks only at what
the player to move is shown (:class:`~games.sim.agents.Turn`: the player's observation and the
legal moves) and returns a move. Its docstring states the rule; the book cites it. Where the rule
leaves several moves equally good, :func:`pick` draws one with the agent's own seeded random
numbers, so an agent's game depends only on its seed. The module may also give

* ``quick(state, rng)``: the same rule for the search agents' rollouts (:mod:`..guided`),
  reading the sampled position itself, where listing every legal move is too slow;
* ``VARY = True``: the agent varies its move when a view comes back (below).

A game whose folder has no heuristic is played by :func:`greedy`: one move ahead, the move after
which the player's own tally leads the others' most.

>>> from games.core.rng import make_rng
>>> pick([3, 1, 2, 3], lambda m: m, make_rng(1))
3
>>> from games import registry
>>> source(registry.lab("subdivision")), varies(registry.lab("in_crowd"))
('games.subdivision.heuristic', True)

A rule that sees only the present can go round in circles: in The "In" Crowd a tied vote sends
every voting coin home, and a rule that misjudges the other player's hidden coins may set up
the same tie again and again. A player at the table would notice, so in a game whose heuristic
says ``VARY = True`` the agent remembers the moves it has played from each view it was shown,
and when a view comes back it plays the rule's choice among the moves it has not yet tried
there (:func:`vary`); the rule's own choice stands everywhere else.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from ...core.protocol import GameState

if TYPE_CHECKING:
    from ..lab import Lab

T = TypeVar("T")


class View(Protocol):
    """What a rule is shown: the player to move, that player's ``observation`` and the legal
    ``moves`` (an agent's :class:`~games.sim.agents.Turn`, or a view like it inside a rollout)."""

    @property
    def player(self) -> int: ...

    @property
    def observation(self) -> Any: ...

    @property
    def moves(self) -> Sequence[Any]: ...


#: A heuristic's ``choose(turn, rng)``: a legal move for the turn it is shown.
Rule = Callable[[View, random.Random], Any]


def rule_for(lab: Lab) -> Rule:
    """The ``choose(turn, rng)`` of the game whose :class:`~games.sim.lab.Lab` is ``lab``: its
    own heuristic's, else :func:`greedy`."""
    return greedy if lab.heuristic is None else lab.heuristic.choose


def source(lab: Lab) -> str:
    """Where the game's heuristic is written (a module, or this package's :func:`greedy`)."""
    return f"{__name__}.greedy" if lab.heuristic is None else lab.heuristic.source


def quick_for(lab: Lab) -> Callable[[GameState, random.Random], Any] | None:
    """The quick form of the game's heuristic for rollouts (``quick(state, rng)``), if any."""
    return None if lab.heuristic is None else lab.heuristic.quick


def varies(lab: Lab) -> bool:
    """Whether the game's heuristic agent varies its move when a view comes back."""
    return lab.heuristic is not None and lab.heuristic.vary


def pick(moves: Iterable[T], key: Callable[[T], Any], rng: random.Random) -> T:
    """One of the moves with the highest ``key``, drawn at random among equals."""
    best, best_key = [], None
    for move in moves:
        k = key(move)
        if best_key is None or k > best_key:
            best, best_key = [move], k
        elif k == best_key:
            best.append(move)
    return best[rng.randrange(len(best))]


def greedy(turn: View, rng: random.Random) -> Any:
    """The heuristic of a game that declares none: one move ahead on the game's own tallies.

    It tries every legal move on the position the player sees and plays the one after which
    the player's tally total leads the best of the others' by most, drawing among equals with
    its own random numbers (so it is seeded and deterministic). The position is the observation
    when nothing is hidden; else one drawn to fit it (``turn.sample``), and when the game cannot
    draw one, a random legal move.

    >>> from games.core.rng import make_rng
    >>> from games import registry
    >>> from games.sim.agents import turn_of
    >>> from games.subdivision import new_game
    >>> info = registry.get("subdivision")
    >>> game = new_game(2)
    >>> move = greedy(turn_of(info, game), make_rng("doc"))
    >>> game.why_illegal(move) is None
    True
    >>> move == greedy(turn_of(info, game), make_rng("doc"))
    True
    """
    moves = turn.moves
    if len(moves) == 1:
        return moves[0]
    position = turn.observation
    if not isinstance(position, GameState):
        # Hidden information: the turn is an agent's Turn, which has ``sample`` (a rollout's
        # view never comes here: guided play uses a game's own heuristic).
        if turn.sample is None:  # type: ignore[attr-defined]  # (above)
            return moves[rng.randrange(len(moves))]
        position = turn.sample(rng)  # type: ignore[attr-defined]  # (above)
    seat = turn.player

    def lead(move: Any) -> float:
        after: GameState = position.copy()
        after.apply(move)
        totals = [t.total for t in after.tallies()]
        return totals[seat] - max(totals[:seat] + totals[seat + 1:], default=0)

    return pick(moves, lead, rng)


class _Untried:
    """A turn shown to a rule with only the moves not yet played from its view."""

    __slots__ = ("moves", "observation", "player", "sample")

    def __init__(self, turn: View, moves: list[Any]) -> None:
        self.player, self.observation, self.moves = turn.player, turn.observation, moves
        self.sample = getattr(turn, "sample", None)


def vary(rule: Rule, turn: View, played: dict[tuple[Any, tuple[Any, ...]], list[Any]],
         rng: random.Random) -> Any:
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

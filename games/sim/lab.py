"""What the balance lab needs of one game, as one typed object: a game's :class:`Lab`.

A game that the lab plays beyond random moves declares ``LAB = Lab(...)`` in its
``games/<game>/lab.py``, importing its own parts there, so that the lab reaches each part through
typed attributes and the import graph shows every one of them:

* ``heuristic``: its rules of thumb (:class:`Heuristic`), which the heuristic agent plays and
  the search agents' rollouts may follow (without one: the greedy rule of :mod:`.heuristic`);
* ``tuning``: how its search agents play (:class:`~games.sim.tuning.Tuning`; the defaults
  without one);
* ``questions``: the balance questions the book asks of it (``studies.py``), and ``facts``,
  ``drawn`` and ``watch``, what its studies read of a finished game, how an older results file
  tells its draws apart, and a watcher of one game as it is played;
* ``answers``: its own kinds of answer (``answers.py``; the charts and the statistical tests
  they draw on are loaded only when an answer is drawn or tested);
* ``agents``: agents of its own, by name, each with the most ``:`` parameters it takes;
* ``prepare``: the part of a draw of hidden information done once a turn (``determinize.py``,
  beside ``GameInfo.determinize``);
* ``advice``: what a group at the table can take from the answers, each piece written from the
  verdicts it rests on (``ADVICE`` in ``studies.py``: :mod:`.advice`).

The registry finds a game's lab (:func:`games.registry.lab`): it is the one place that looks a
game's files up by name. A game without ``lab.py`` has the empty :data:`NONE`.

>>> from games import registry
>>> lab = registry.lab("in_crowd")
>>> lab.heuristic.choose.__module__, lab.heuristic.vary, lab.tuning.iterations
('games.in_crowd.heuristic', True, 4)
>>> [q.key for q in lab.questions][:2], sorted(lab.answers)[:1]
(['draws', 'threes'], ['threes-any'])
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.protocol import GameState
from .tuning import Tuning

if TYPE_CHECKING:
    from .advice import Advice
    from .agents import Agent
    from .balance import Kind
    from .measures import Watcher
    from .studies import Question


@dataclass(frozen=True)
class Heuristic:
    """A game's rules of thumb: ``choose(turn, rng)``, a legal move for the turn it is shown;
    ``quick(state, rng)``, the same choice made from the whole position, for the search's
    rollouts (None: the rollouts ask ``choose``); whether the heuristic agent ``vary``s its
    move when a view comes back; and ``rollout(state, rng, epsilon, moves)``, a guided
    rollout's whole loop played the quick way: up to ``moves`` moves, each the random move with
    chance ``epsilon``, else ``quick``'s, with the same draws and moves as the search's own
    loop (:func:`.mcts.paired_player`; the game's tests hold it to that loop; None: that loop
    makes them)."""

    # (Any: each game's heuristic takes its own kind of view and position, which the lab
    # hands it for that game only)
    choose: Callable[[Any, random.Random], Any]
    quick: Callable[[Any, random.Random], Any] | None = None
    vary: bool = False
    rollout: Callable[[Any, random.Random, float, int], None] | None = None

    @property
    def source(self) -> str:
        """The module it is written in."""
        return self.choose.__module__


@dataclass(frozen=True)
class Lab:
    """What the lab needs of one game (see the module's introduction)."""

    heuristic: Heuristic | None = None
    tuning: Tuning = field(default_factory=Tuning)
    questions: tuple[Question, ...] = ()
    facts: Callable[[Any], Mapping[str, Any]] | None = None
    drawn: Callable[[dict[str, Any]], bool] | None = None
    watch: Callable[[], Watcher] | None = None
    answers: Mapping[str, Kind] = field(default_factory=dict)
    agents: Mapping[str, tuple[type[Agent], int]] = field(default_factory=dict)
    prepare: Callable[[Any, int], Callable[[random.Random], GameState]] | None = None
    advice: tuple[Advice, ...] = ()


#: The lab of a game that declares none: the greedy heuristic, default tuning, no questions.
NONE = Lab()

"""Agents: players for simulated games, each with its own seeded random numbers.

An agent is shown a :class:`Turn` and returns one of its legal moves. A turn holds what the
player may know: the player's observation (:meth:`GameState.observation`, the whole position in
a game without hidden information), the legal moves, and ``sample``, which draws a whole
position consistent with that observation (the game's ``determinize``; a copy of the position
when nothing is hidden). An agent never sees the position itself.

The agents, written as in ``--agents`` (``NAME`` or ``NAME:BUDGET``):

=================  ========================================================================
``random``         a random legal move: the game's own random move (uniform over the legal
                   moves unless the game samples them otherwise)
``mcts[:N]``       UCT (:mod:`.mcts`) with N iterations per decision, for games without
                   hidden information
``pimc[:N[:D]]``   perfect-information Monte Carlo for hidden information: D sampled
                   positions, N/D UCT iterations on each (N in all); the move with the most
                   visits summed over the samples is played
``ismcts[:N]``     information-set MCTS for hidden information: N iterations per decision, each
                   on a new sampled position, all growing one tree
                   (:func:`.mcts.search_sampled`); in The Fallacy of Rank and Human Trophies
                   guided by the game's heuristic (:mod:`.guided`, :mod:`.tuning`) and
                   paired: the heuristic's move and the candidates are compared on the same
                   N sampled positions and rollout chances, and the heuristic's is kept
                   unless another gains on it clearly (:func:`.mcts.improve_paired`)
``robot[:SKILL]``  Tabletop Croquet's robot (:mod:`games.croquet.robot`), aiming with the
                   errors of SKILL: steady (default) or shaky; an agent of the game's own
                   (``GameInfo.agents``, made by the game's ``agents.py``)
``heuristic``      the game's heuristic: one plain rule a player would recognise, the rules'
                   own strategy advice where they give any (the game's ``heuristic.py``;
                   one move ahead on the tallies for a game without one: :mod:`.heuristic`)
``search``         the game's search agent: the one its ``GameInfo.search`` names (robot for
                   Tabletop Croquet), else ismcts where the game hides information (it beat
                   pimc at the same budget), mcts otherwise
=================  ========================================================================

The default N and D, and the rollouts, are the game's (its ``tuning.py``, :mod:`.tuning`). Only a
decision with more than one legal move is searched; a forced move is played at once.

>>> from games.core.rng import make_rng
>>> from games import subdivision
>>> game = subdivision.new_game(2)
>>> agent = make_agent("mcts:30", "subdivision", make_rng("doc"))
>>> agent.label, agent.budget
('mcts:30', {'iterations': 30, 'rollout': 200})
>>> game.why_illegal(agent.choose(turn_of(subdivision.GAME, game))) is None
True
>>> make_agent("mcts", "in_crowd", make_rng(1))
Traceback (most recent call last):
...
games.core.errors.UserError: agent 'mcts' searches the whole position, but The "In" Crowd \
hides information: use ismcts or pimc (or search)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any, cast

from ..core.errors import UserError
from ..core.game import Information
from ..core.protocol import GameState
from . import guided, heuristic, mcts
from .lab import NONE, Lab
from .tuning import Tuning

if TYPE_CHECKING:
    from ..core.game import GameInfo

#: The most iterations an agent may be given per decision.
MAX_ITERATIONS = 1_000_000
#: The agents every game may name (a game may bring more of its own: ``GameInfo.agents``), and
#: the two each game makes its own (its search agent, its heuristic).
AGENT_NAMES, GAME_AGENTS = ("random", "mcts", "pimc", "ismcts"), ("search", "heuristic")


class Turn:
    """What an agent is shown when it must move: ``player``, ``observation``
    (``state.observation(player)``: the whole position when nothing is hidden), ``moves`` (the
    legal moves) and ``sample(rng)``, a new whole position consistent with the observation
    (None if the game cannot sample one).
    The observation and the moves are worked out only if the agent asks for them."""

    def __init__(self, player: int, observe: Callable[[], Any], list_moves: Callable[[], list[Any]],
                 sample: Callable[[random.Random], GameState] | None) -> None:
        self.player, self.sample = player, sample
        self._observe, self._list = observe, list_moves

    @cached_property
    def observation(self) -> Any:
        return self._observe()

    @cached_property
    def moves(self) -> tuple[Any, ...]:
        return tuple(self._list())


    def sampled(self, rng: random.Random) -> GameState:
        """A whole position consistent with what the player sees (for the search agents)."""
        if self.sample is None:
            raise UserError("this game hides information but cannot sample a position that "
                            "fits a player's view, so no search agent can play it")
        return self.sample(rng)

def turn_of(info: GameInfo, state: GameState) -> Turn:
    """The :class:`Turn` of the player to move in ``state`` (a game of ``info``)."""
    seat = state.current_player()
    assert seat is not None, "an agent is asked to move only in a game that is not over"
    return Turn(seat, lambda: state.observation(seat), state.legal_moves,
                sampler(info, state, seat))


class Agent:
    """A player: ``choose(turn)`` returns one of ``turn.moves`` (or, for continuous moves, any
    legal move). ``label`` is how ``--agents`` writes it; ``budget`` its search effort."""

    label = "agent"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        #: The agent's search effort, as the results file records it (empty: none).
        self.budget: dict[str, object] = {}

    def choose(self, turn: Turn) -> Any:
        raise NotImplementedError

    @classmethod
    def said(cls, params: str) -> str | None:
        """How a player names an agent of a game's own, given its ``:`` parameters (None:
        the lab's words for its kind, :func:`.plain.player_words`)."""
        return None


class RandomAgent(Agent):
    """The game's random move (:meth:`GameState.random_move`) in a sampled position: uniform over
    the legal moves, or the game's own quicker sampler where listing them is costly."""

    label = "random"

    def choose(self, turn: Turn) -> Any:
        if turn.sample is None:  # hidden information the game cannot sample: list the moves
            return turn.moves[self.rng.randrange(len(turn.moves))]
        return turn.sample(self.rng).random_move(self.rng)


class HeuristicAgent(Agent):
    """The game's heuristic rule (:mod:`.heuristic`): it sees the turn, never the position."""

    label = "heuristic"

    def __init__(self, rng: random.Random, lab: Lab) -> None:
        super().__init__(rng)
        self.rule = heuristic.rule_for(lab)
        self.budget = {"rule": heuristic.source(lab)}
        #: For a game whose rule may go round in circles (:func:`.heuristic.varies`): the moves
        #: already played from each view this agent has been shown.
        self.played: dict[tuple[Any, tuple[Any, ...]], list[Any]] | None = \
            {} if heuristic.varies(lab) else None

    def choose(self, turn: Turn) -> Any:
        if self.played is None:
            return self.rule(turn, self.rng)
        return heuristic.vary(self.rule, turn, self.played, self.rng)


class MctsAgent(Agent):
    """UCT on the position itself (perfect information)."""

    def __init__(self, rng: random.Random, iterations: int, how: Tuning = Tuning()) -> None:
        super().__init__(rng)
        self.iterations, self.how = iterations, how
        self.label = f"mcts:{iterations}"
        self.budget = {"iterations": iterations, "rollout": how.rollout}

    def search(self, state: GameState, moves: list[Any], iterations: int) -> mcts.Stats:
        return mcts.search(state, moves, iterations, self.rng, self.how.rollout,
                           self.how.evaluate)

    def choose(self, turn: Turn) -> Any:
        if len(turn.moves) == 1:
            return turn.moves[0]
        stats = self.search(turn.sampled(self.rng), list(turn.moves), self.iterations)
        return mcts.most_visited(stats)


class PimcAgent(MctsAgent):
    """UCT on each of ``samples`` positions drawn to fit the observation; visits summed."""

    def __init__(self, rng: random.Random, iterations: int, samples: int,
                 how: Tuning = Tuning()) -> None:
        super().__init__(rng, iterations, how)
        self.samples = samples
        self.label = f"pimc:{iterations}:{samples}"
        self.budget = {"iterations": iterations, "samples": samples, "rollout": how.rollout}

    def choose(self, turn: Turn) -> Any:
        if len(turn.moves) == 1:
            return turn.moves[0]
        moves = list(turn.moves)
        total = dict.fromkeys(moves, (0, 0.0))
        each = max(1, self.iterations // self.samples)
        for _ in range(self.samples):
            stats = self.search(turn.sampled(self.rng), moves, each)
            for move, (visits, reward) in stats.items():
                seen, won = total[move]
                total[move] = (seen + visits, won + reward)
        return mcts.most_visited(total)


class IsmctsAgent(MctsAgent):
    """Information-set MCTS: a new sampled position for every iteration, one tree. Where the
    game's tuning says so (:mod:`.tuning`), guided by the game's heuristic (:mod:`.guided`):
    rollouts of heuristic moves, and the heuristic's own choice tried first at the root."""

    def __init__(self, rng: random.Random, iterations: int, how: Tuning = Tuning(),
                 lab: Lab = NONE) -> None:
        super().__init__(rng, iterations, how)
        self.label = f"ismcts:{iterations}"
        self.lab = lab
        if how.widen:
            self.budget = {**self.budget, "widen": how.widen}
        self.policy = None
        if how.epsilon is not None:
            self.policy = guided.rollout_policy(lab, how.epsilon)
            self.budget = {**self.budget, "guided": heuristic.source(lab),
                           "epsilon": how.epsilon, "evaluate": how.evaluate.__name__}
            if how.paired:  # flat and paired: no tree, no virtual visits
                self.budget["paired"] = True
                if how.margin is not None:
                    self.budget["margin"] = how.margin
                if how.race and iterations > how.race:  # (where it acts)
                    self.budget["race"] = how.race
            else:
                self.budget = {**self.budget, "prior": how.prior, "depth": how.depth}
            if how.plain:
                self.rule = heuristic.rule_for(lab)
                self.budget["unsearched"] = list(how.plain)

    def choose(self, turn: Turn) -> Any:
        # (turn.sample is never None for a search agent: make_agent refuses a game that hides
        # information and cannot sample it)
        if (self.policy or not self.how.widen) and len(turn.moves) == 1:
            return turn.moves[0]  # (unguided and widened: the moves are never listed)
        if self.policy:
            plain = self.how.plain
            if plain and all(type(move).__name__ in plain for move in turn.moves):
                return self.rule(turn, self.rng)
            moves = guided.candidates(self.lab, turn, self.policy, self.how.widen, self.rng)
            if self.how.paired and self.how.margin is not None:
                return mcts.improve_paired(cast("mcts.Sample", turn.sample), moves,
                                           self.iterations, self.rng,
                                           self.how.rollout, self.how.evaluate, self.policy,
                                           self.how.margin, self.how.race)
            if self.how.paired:
                stats = mcts.search_paired(cast("mcts.Sample", turn.sample), moves,
                                           self.iterations, self.rng,
                                           self.how.rollout, self.how.evaluate, self.policy)
                return mcts.most_visited(stats)
            stats = mcts.search_sampled(cast("mcts.Sample", turn.sample), moves,
                                        self.iterations, self.rng,
                                        self.how.rollout, self.how.evaluate, 0, self.policy,
                                        moves[0], self.how.prior, self.how.depth)
            return mcts.most_visited(stats)
        listed = None if self.how.widen else list(turn.moves)  # too many to list: drawn
        stats = mcts.search_sampled(cast("mcts.Sample", turn.sample), listed,
                                    self.iterations, self.rng,
                                    self.how.rollout, self.how.evaluate, self.how.widen,
                                    depth=self.how.depth)
        return mcts.most_visited(stats)


def _count(spec: str, text: str, what: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= MAX_ITERATIONS:
        raise UserError(f"agent {spec!r}: {what} must be a whole number from 1 to "
                        f"{MAX_ITERATIONS:,}, not {text!r}")
    return int(text)


def make_agent(spec: str, game: str, rng: random.Random) -> Agent:
    """The agent ``spec`` (see the module text) for ``game`` (a registry name)."""
    from .. import registry

    info = registry.get(game)
    name, *params = spec.strip().lower().split(":")
    hidden = has_hidden_information(game)
    if name == "search":
        name = info.search or ("ismcts" if hidden else "mcts")
    if name not in AGENT_NAMES + GAME_AGENTS + info.agents:
        games = registry.all_games()
        owner = next((other for other in games if name in other.agents), None)
        if owner is not None:
            raise UserError(f"agent {spec!r}: the {name} plays {owner.title} only")
        known = (*AGENT_NAMES, *(own for other in games for own in other.agents), *GAME_AGENTS)
        raise UserError(f"unknown agent {spec!r}; known agents: {', '.join(known)}")
    if info.continuous and name not in ("random", "heuristic", *info.agents):
        raise UserError(f"agent {spec!r}: {info.title} is played by random"
                        f"{''.join(f' or {own}' for own in info.agents)} agents or its "
                        "heuristic (its moves are continuous)")
    if name == "mcts" and hidden:
        raise UserError(f"agent {spec!r} searches the whole position, but {info.title} hides "
                        "information: use ismcts or pimc (or search)")
    if name in ("pimc", "ismcts") and hidden and info.determinize is None:
        raise UserError(f"agent {spec!r}: {info.title} cannot yet sample hidden positions")
    lab = registry.lab(game)  # (the game's parts, typed: games.sim.lab)
    own: tuple[Callable[..., Agent], int] | None = (
        lab.agents[name] if name in info.agents else None)
    most = own[1] if own else {"random": 0, "heuristic": 0, "mcts": 1, "ismcts": 1,
                               "pimc": 2}[name]
    if len(params) > most:
        raise UserError(f"agent {spec!r} takes at most {most} ':' parameter"
                        f"{'s' if most != 1 else ''}")
    if own:
        return own[0](rng, *params)
    if name == "random":
        return RandomAgent(rng)
    if name == "heuristic":
        return HeuristicAgent(rng, lab)
    how = lab.tuning
    iterations = _count(spec, params[0], "the iterations") if params else how.iterations
    if name == "mcts":
        return MctsAgent(rng, iterations, how)
    if name == "ismcts":
        return IsmctsAgent(rng, iterations, how, lab)
    samples = _count(spec, params[1], "the samples") if len(params) > 1 else how.samples
    return PimcAgent(rng, iterations, min(samples, iterations), how)


@cache
def has_hidden_information(game: str) -> bool:
    """Whether positions of ``game`` look different to different players: its declared
    :class:`~games.core.game.Information` (tests/test_contract.py holds the declaration to the
    state's observation)."""
    from .. import registry

    return registry.get(game).information is Information.IMPERFECT


def sampler(info: GameInfo, state: GameState,
            player: int) -> Callable[[random.Random], GameState] | None:
    """``sample(rng)`` for :class:`Turn`: the game's determinize, or a copy of ``state`` when
    nothing is hidden; None for a game that hides information but has no determinize (the
    search agents refuse such a game)."""
    if info.determinize is not None:
        # A game's determinize module may ``prepare(state, player)`` a draw: the work that
        # does not depend on the random numbers done once a turn (the position stays as it is
        # while the turn is in use, as its cached observation and moves assume).
        from .. import registry

        prepare = registry.lab(info.name).prepare
        if prepare is None:
            # (info.determinize is not None here: tested above)
            return lambda rng: info.determinize(state, player, rng)  # type: ignore[misc]
        drawn: list[Callable[[random.Random], GameState]] = []

        def sample(rng: random.Random) -> GameState:
            if not drawn:
                drawn.append(prepare(state, player))
            return drawn[0](rng)

        return sample
    if info.information is Information.IMPERFECT:
        return None
    return lambda rng: state.copy()

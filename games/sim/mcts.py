"""Monte Carlo tree search (UCT) over any :class:`~games.core.protocol.GameState`.

One *iteration* copies the position, walks down the tree choosing at each node the move with
the best upper confidence bound for the player to move there (UCB1: mean reward plus
``C * sqrt(ln N / n)``), adds one new node, plays random moves from it
(:meth:`~games.core.protocol.GameState.random_move`) until the game ends or ``rollout``
moves have been played, and credits every node on the way with the reward of the player who
made its move. The search is for any number of players (each node keeps the reward of the
player who moved into it: the "max^n" generalisation of UCT) and assumes perfect information:
a game with hidden information is searched on sampled positions (:mod:`.agents`, PIMC), or
with :func:`search_sampled`, which draws a new position for every iteration (information-set
MCTS).

Rewards: a win is 1, a win shared by k players 1/k each, a loss 0. A rollout cut off before the
end is scored by ``evaluate``: by default the same way, by who leads in the tallies then
(:func:`outcome`); :mod:`.tuning` gives some games their own.

>>> from games.core.rng import make_rng
>>> from games.subdivision import new_game
>>> game = new_game(2)
>>> stats = search(game, game.legal_moves(), 50, make_rng("doc"))
>>> sum(visits for visits, _ in stats.values())
50
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.protocol import GameState, random_moves
from ..core.rng import randbelow
from ..core.turns import TableState

#: ``sample(rng)``: a whole position drawn to fit what the player to move sees.
Sample = Callable[[random.Random], GameState]
#: ``evaluate(state)``: each seat's reward for a position (:func:`outcome`, or a game's own).
Evaluate = Callable[[GameState], list[float]]
#: ``policy(state, rng)``: the move a guided rollout makes (:mod:`.guided`).
Policy = Callable[[GameState, random.Random], Any]
#: A heuristic's own loop of a guided rollout: ``loop(state, rng, epsilon, moves)``.
Loop = Callable[[GameState, random.Random, float, int], None]


@dataclass(frozen=True)
class Guided:
    """A rollout policy guided by a game's heuristic (:func:`.guided.rollout_policy`), called as
    every :data:`Policy` is: with chance ``epsilon`` the game's random move, else the move of
    the heuristic's quick form ``quick(state, rng)``. Its parts are typed for a rollout loop
    that makes its moves inline (:func:`paired_player`: the same draws, the same moves, one
    call fewer a move), and ``rollout`` is the heuristic's own loop of them where it has one
    (:attr:`.lab.Heuristic.rollout`: the same draws and moves again, held to that loop by the
    game's tests)."""

    epsilon: float
    quick: Policy
    rollout: Loop | None = None

    def __call__(self, state: GameState, rng: random.Random) -> Any:
        if self.epsilon and rng.random() < self.epsilon:
            return state.random_move(rng)
        return self.quick(state, rng)
#: A search's statistics of the root moves: ``{move: (visits, total reward)}``.
Stats = dict[Any, tuple[int, float]]
#: A sampled world of a paired comparison (:func:`sampled_worlds`): the position, its player
#: to move and the seed of its rollout chances.
World = tuple[GameState, int | None, int]

#: The exploration constant of UCB1 (rewards lie in 0..1).
EXPLORATION = 1.0
#: Its square, as :func:`search` works UCB1 out.
SQUARED = EXPLORATION * EXPLORATION
#: Random moves a rollout plays before it is scored by who leads (see :func:`outcome`).
ROLLOUT = 200


def outcome(state: GameState) -> list[float]:
    """Each seat's reward: 1/k for each of the k seats the game's
    :meth:`~games.core.protocol.GameState.outcome` names: the winner, those who share the win,
    those in a draw (a draw is worth what an even share of the win is), or, if the game is not
    over, those who lead (by default those with the highest tally total)."""
    seats = state.outcome().seats
    reward = [0.0] * len(state.players)
    if seats:
        share = 1.0 / len(seats)
        for seat in seats:
            reward[seat] = share
    return reward


def scored_rollout(state: GameState,
                   evaluate: Evaluate) -> Callable[[random.Random, int], list[float]] | None:
    """A random rollout from ``state`` played and scored in one go, where the state has one
    and a rollout cut short is scored by :func:`outcome` too: its optional
    ``rollout_outcome(rng, moves)``, which gives the rewards :func:`outcome` gives for the
    position :func:`~games.core.protocol.random_moves` leaves, with the same draws from ``rng``
    (each game that has one holds it to that in a property test). The state is spent by it: it
    need not keep what the score does not read."""
    return getattr(state, "rollout_outcome", None) if evaluate is outcome else None


class Node:
    """A position in the tree, reached by ``move`` made by seat ``mover``; ``mean`` is
    ``reward / visits``, kept by the backpropagation (which visits a node once an iteration)
    rather than worked out by every selection that compares it (each of its parent's visits)."""

    __slots__ = ("children", "mean", "move", "mover", "reward", "untried", "visits")

    def __init__(self, move: Any, mover: int | None, untried: list[Any] | None = None) -> None:
        self.move, self.mover = move, mover
        self.children: list[Node] = []
        self.untried = untried  # moves not yet expanded; None until first needed
        self.visits = 0
        self.reward = self.mean = 0.0


def search(state: GameState, moves: list[Any], iterations: int, rng: random.Random,
           rollout: int = ROLLOUT, evaluate: Evaluate = outcome) -> Stats:
    """Run ``iterations`` of UCT from ``state`` (left unchanged), its root moves being
    ``moves``; return ``{move: (visits, total reward)}`` for the root moves, in their order.
    A rollout stops after ``rollout`` moves; ``evaluate`` then scores the position."""
    root = Node(None, None, list(moves))
    log, sqrt, below = math.log, math.sqrt, randbelow(rng)
    for _ in range(iterations):
        here, node, path = state.copy(), root, [root]
        while True:  # selection: down through fully expanded nodes
            if node.untried is None:
                node.untried = [] if here.is_terminal() else list(here.legal_moves())
            if node.untried or not node.children:
                break
            # UCB1, C * sqrt(ln N / n) taken as sqrt(C * C * ln N / n): the same number
            # while C is 1 (times 1.0 is exact), and a product fewer for each child.
            log_n, best, best_value = log(node.visits) * SQUARED, None, -1.0
            for child in node.children:
                value = child.mean + sqrt(log_n / child.visits)
                if value > best_value:
                    best, best_value = child, value
            assert best is not None, "a node is expanded only when it has children"
            node = best
            here.apply(node.move)
            path.append(node)
        if node.untried:  # expansion: one new child
            k = below(len(node.untried))  # rng.randrange, drawn inline
            move = node.untried[k]
            node.untried[k] = node.untried[-1]
            node.untried.pop()
            mover = here.current_player()
            here.apply(move)
            child = Node(move, mover)
            node.children.append(child)
            node = child
            path.append(node)
        scored = scored_rollout(here, evaluate)
        if scored is not None:  # simulation: random moves, scored
            reward = scored(rng, rollout)
        else:
            random_moves(here, rng, rollout)
            reward = outcome(here) if here.is_terminal() else evaluate(here)
        for node in path:  # backpropagation
            node.visits += 1
            if node.mover is not None:
                node.reward += reward[node.mover]
                node.mean = node.reward / node.visits
    found = {child.move: (child.visits, child.reward) for child in root.children}
    return {move: found.get(move, (0, 0.0)) for move in moves}


class Sampled:
    """A node of :func:`search_sampled`: its children by move, and how often it could have been
    chosen (its move was legal in the sampled position): UCB1 counts those chances, not the
    parent's visits."""

    __slots__ = ("chances", "children", "move", "mover", "reward", "visits")

    def __init__(self, move: Any, mover: int | None) -> None:
        self.move, self.mover = move, mover
        self.children: dict[Any, Sampled] = {}
        self.visits = self.chances = 0
        self.reward = 0.0


def search_sampled(sample: Sample, moves: list[Any] | None, iterations: int,
                   rng: random.Random, rollout: int = ROLLOUT, evaluate: Evaluate = outcome,
                   widen: int = 0, policy: Policy | None = None, first: Any = None,
                   prior: int = 0, depth: int = 0) -> Stats:
    """Information-set MCTS (single observer): each iteration plays on a new position
    ``sample(rng)`` drawn to fit what the player to move sees. One tree is shared; a node's
    children are the moves tried from it, and only those legal in the sampled position compete
    there (UCB1 with the count of chances each had). Returns the statistics of the root moves
    ``moves``, as :func:`search` does.

    With ``widen``, the moves that compete at a node are not all the legal moves but those
    ``widen`` random moves (:meth:`~games.core.protocol.GameState.random_move`) come to,
    drawn again at each visit: for games with thousands of legal moves, most of them alike
    (the root's too when ``moves`` is None; then the statistics are of the moves tried).

    Guidance (:mod:`.guided`): ``policy(state, rng)`` chooses the rollout moves instead of the
    random move; ``first``, a root move, always competes at the root and starts with ``prior``
    virtual visits worth 1/2 each (they count as visits in the statistics returned). With
    ``depth``, the tree holds only the moves of the first ``depth`` plies; below them the
    rollout plays (``depth=1``: flat Monte Carlo over the root moves with UCB1)."""
    root, log, sqrt, below = Sampled(None, None), math.log, math.sqrt, randbelow(rng)
    if first is not None and prior:
        root.children[first] = start = Sampled(first, None)
        start.visits = start.chances = prior
        start.reward = prior / 2
    lazy = moves is not None and not widen and len(set(moves)) == len(moves)
    looks = _RootLooks(root, moves if lazy and moves is not None else [])
    for _ in range(iterations):
        here, node, path = sample(rng), root, [root]
        while not here.is_terminal() and not (depth and len(path) > depth):
            if lazy and node is root:
                children = root.children
                mover = here.current_player()
                if first in children:  # the virtual visits' mover
                    children[first].mover = mover
                tried = looks.untried(root, mover, below)
                if tried is not None:
                    here.apply(tried.move)
                    path.append(tried)
                    break
                lazy, legal = False, looks.moves  # then one look a visit
            else:
                if widen:
                    legal = list(dict.fromkeys(here.random_move(rng) for _ in range(widen)))
                    if node is root and first is not None and first not in legal:
                        legal.append(first)
                else:
                    legal = moves if node is root and moves is not None else here.legal_moves()
                children, untried = node.children, []
                for move in legal:  # one look each: untried, or one more chance
                    child = children.get(move)
                    if child is None:
                        untried.append(move)
                    else:
                        child.chances += 1
                mover = here.current_player()
                if node is root and first in children:  # the virtual visits' mover
                    children[first].mover = mover
                if untried:
                    move = untried[below(len(untried))]  # rng.randrange, drawn inline
                    node = children[move] = Sampled(move, mover)
                    node.chances = 1
                    here.apply(move)
                    path.append(node)
                    break
            node = _most_promising(children, legal, log, sqrt)
            here.apply(node.move)
            path.append(node)
        reward = _played_out(here, rng, rollout, evaluate, policy)
        for node in path:
            node.visits += 1
            if node.mover is not None:
                node.reward += reward[node.mover]
    if moves is None:
        return {move: (child.visits, child.reward) for move, child in root.children.items()}
    return {move: (root.children[move].visits, root.children[move].reward)
            if move in root.children else (0, 0.0) for move in moves}


class _RootLooks:
    """The root's moves are the same at every visit of a lazy search (``moves`` given, none
    widened), so the look at each of them (untried, or one more chance) is kept instead of made:
    the untried ones in a list, in order, and for each child the visit it was made at and its
    chances then; the chances are worked out once every root move has been tried (the same
    numbers as one look a visit)."""

    def __init__(self, root: Sampled, moves: list[Any]) -> None:
        self.moves = list(moves)
        self.waiting = [move for move in self.moves if move not in root.children]
        self.made = {move: (0, child.chances) for move, child in root.children.items()}
        self.visits = 0  # the root's visits so far, each with its look at every root move

    def untried(self, root: Sampled, mover: int | None,
                below: Callable[[int], int]) -> Sampled | None:
        """A visit of the root: a new child for an untried move, drawn (``below``:
        ``rng.randrange`` inline), or None once every move has been tried, their chances then
        set."""
        self.visits += 1
        if self.waiting:
            move = self.waiting.pop(below(len(self.waiting)))
            node = root.children[move] = Sampled(move, mover)
            node.chances = 1
            self.made[move] = (self.visits, 1)
            return node
        for move in self.moves:
            at, chances = self.made[move]
            root.children[move].chances = chances + self.visits - at
        return None


def _most_promising(children: dict[Any, Sampled], legal: list[Any],
                    log: Callable[[float], float], sqrt: Callable[[float], float]) -> Sampled:
    """The child of ``legal`` with the highest UCB1 value, counting each child's chances (the
    visits at which it was legal) instead of its parent's visits; the first of equals."""
    best, best_value = None, -1.0
    for move in legal:
        child = children[move]
        value = child.reward / child.visits + EXPLORATION * sqrt(
            log(child.chances) / child.visits)
        if value > best_value:
            best, best_value = child, value
    assert best is not None, "the legal moves are never empty here"
    return best


def _played_out(here: GameState, rng: random.Random, rollout: int, evaluate: Evaluate,
                policy: Policy | None) -> list[float]:
    """The reward of each seat after at most ``rollout`` more moves from ``here`` (changed in
    place): the game's scored rollout if it has one and no ``policy`` guides, else random moves
    or the ``policy``'s, then the outcome, or ``evaluate`` of an unfinished game."""
    scored = scored_rollout(here, evaluate) if policy is None else None
    if scored is not None:
        return scored(rng, rollout)
    if policy is None:
        random_moves(here, rng, rollout)
    else:
        for _ in range(rollout):
            if here.is_terminal():
                break
            here.apply(policy(here, rng))
    return outcome(here) if here.is_terminal() else evaluate(here)


def search_paired(sample: Sample, moves: list[Any], samples: int, rng: random.Random,
                  rollout: int, evaluate: Evaluate, policy: Policy) -> Stats:
    """Flat Monte Carlo with common random numbers: each of ``samples`` positions
    ``sample(rng)`` is played on after every root move in ``moves`` by the rollout ``policy``
    (``rollout`` moves at most), with the same random numbers after every move, and scored for
    the player to move (``evaluate`` if the game is not over by then). The moves are thus
    compared on the same hidden cards, the same draws and the same rollout chances, so that the
    difference between two moves' rewards is mostly the moves' own (paired comparison).
    Returns ``{move: (samples, total reward)}``, in the order of ``moves``."""
    found = paired_rewards(sample, moves, samples, rng, rollout, evaluate, policy)
    return {move: (samples, sum(rewards)) for move, rewards in found.items()}


def paired_rewards(sample: Sample, moves: list[Any], samples: int, rng: random.Random,
                   rollout: int, evaluate: Evaluate, policy: Policy) -> dict[Any, list[float]]:
    """The rollouts of :func:`search_paired`: ``{move: [reward on each sampled position]}``."""
    worlds = sampled_worlds(sample, samples, rng)
    play = paired_player(rollout, evaluate, policy)
    return {move: [play(world, move) for world in worlds] for move in moves}


def sampled_worlds(sample: Sample, samples: int, rng: random.Random) -> list[World]:
    """The common ground of a paired comparison: ``samples`` positions ``sample(rng)``, each
    with its player to move and the seed of the rollout chances played after every move from
    it (``rng.getrandbits(64)``, drawn just after the position). The rollouts draw only from
    their own chances, so every rollout may be played in any order, or not at all, and give
    the same reward."""
    worlds: list[World] = []
    for _ in range(samples):
        world = sample(rng)
        worlds.append((world, world.current_player(), rng.getrandbits(64)))
    return worlds


def paired_player(rollout: int, evaluate: Evaluate,
                  policy: Policy) -> Callable[[World, Any], float]:
    """``play(world, move)``: the reward, for the player to move in a sampled world of
    :func:`sampled_worlds`, of ``move`` made on a copy of it and played on by the rollout
    ``policy`` (``rollout`` moves at most) with the world's own chances; ``evaluate`` scores a
    game not over by then."""
    # A guided policy (Guided) is made inline: a random move with chance epsilon, else the
    # heuristic's quick move; and a move of a table's game by its kind. A heuristic with a loop
    # of its own (Guided.rollout: the same draws and moves, held to this loop by the game's
    # tests) plays the whole rollout.
    quick: Policy | None = None
    epsilon, loop = 0.0, None
    if isinstance(policy, Guided):
        epsilon, quick, loop = policy.epsilon, policy.quick, policy.rollout
    # One generator, seeded again for each rollout: the same numbers as a new one seeded so,
    # for 12% fewer instructions than making it (callgrind, with its first draw).
    chance = random.Random(0)

    def play(world: World, move: Any) -> float:
        start, mover, seed = world
        here = start.copy()
        chance.seed(seed)
        here.apply(move)
        if quick is None:
            for _ in range(rollout):
                if here.is_terminal():
                    break
                here.apply(policy(here, chance))
        elif loop is not None:
            loop(here, chance, epsilon, rollout)
        else:
            draw, is_terminal, apply = chance.random, here.is_terminal, kinds_apply(here)
            for _ in range(rollout):
                if is_terminal():
                    break
                if epsilon and draw() < epsilon:
                    apply(here.random_move(chance))
                else:
                    apply(quick(here, chance))
        # (a sampled world is of a turn in play: its mover is a seat, never None)
        return (outcome(here) if here.is_terminal() else evaluate(here))[mover]  # type: ignore[index]

    return play


def kinds_apply(state: GameState) -> Callable[[object], None]:
    """``state.apply`` for a move made while the game is not over: where the state's moves are
    made by its table's kinds as declared (:class:`~games.core.turns.TableState`, its apply
    not its own), straight by the move's kind, without the table's check that the game goes on
    and its look for the kind among all of them."""
    if type(state).apply is not TableState.apply:
        return state.apply
    by_type, apply = state.TURNS.by_type, state.apply  # type: ignore[attr-defined]

    def made(move: object) -> None:
        kind = by_type.get(type(move))
        if kind is None:
            apply(move)
        else:
            kind.apply(state, move)

    return made


def improve_paired(sample: Sample, moves: list[Any], samples: int, rng: random.Random,
                   rollout: int, evaluate: Evaluate, policy: Policy, margin: float,
                   race: int = 0) -> Any:
    """A rollout improvement of the move ``moves[0]`` (the heuristic's): the moves are played
    on as :func:`paired_rewards` does, and another move replaces the first only if its mean
    gain over it, position by position, exceeds ``margin`` standard errors of that gain (the
    largest such gain wins). Many candidates compared on a few noisy rollouts always include
    one that looks better by luck; the margin keeps the first move unless the gain is clear.

    A candidate's rollouts stop as soon as it can no longer win: a reward is at most 1, so on
    each position left it can gain at most what the first move's reward there falls short of 1
    (where the first move wins every position left, nothing), and once even those gains
    would not lift its mean above the best gain so far (or above none), no rollout left could
    change the choice. Nor can it win once its mean, at most that, could not clear the margin
    of the standard error its gains so far already make: the spread of every gain about their
    mean is at least that of those played about theirs. The choice is the one every rollout
    played would give, at a fraction of the rollouts where the first move is winning or the
    gains are scattered (tests/test_sim_agents.py holds it to the unpruned choice).

    With ``race`` (fewer than ``samples``), the candidates are also *raced*: one whose gains
    over the first move add up to nothing or less once it has been played on ``race``
    positions, or on any number after, is dropped there. That is not exact: a candidate that
    starts level or behind and would have pulled clearly ahead is lost, for a fraction of the
    rollouts (each game's ``tuning.py`` says how often, and what it costs in play). With
    ``samples`` at most ``race`` it never acts.

    >>> from games.core.rng import make_rng
    >>> from games.subdivision import new_game
    >>> game = new_game(2)
    >>> moves = game.legal_moves()[:3]
    >>> move = improve_paired(lambda rng: game.copy(), moves, 4, make_rng("doc"), 20, outcome,
    ...                       lambda state, rng: state.random_move(rng), 2.0)
    >>> move in moves
    True
    """
    worlds = sampled_worlds(sample, samples, rng)
    play = paired_player(rollout, evaluate, policy)
    first = [play(world, moves[0]) for world in worlds]
    # short[k]: what the first move's rewards fall short of 1 on the positions from k on
    short = [0.0] * (samples + 1)
    for k in range(samples - 1, -1, -1):
        short[k] = short[k + 1] + (1.0 - first[k])
    best, best_gain = moves[0], 0.0
    # the margin's standard error, at the least the gains so far can leave it
    error = margin / math.sqrt(samples * max(1, samples - 1))
    for move in moves[1:]:
        gains: list[float] = []
        total = squares = 0.0
        for k, world in enumerate(worlds):
            if _beaten(total, short[k], samples, best_gain):
                break
            if k > 1 and (total + short[k]) / samples < error * math.sqrt(
                    max(0.0, squares - total * total / k)) - _ROUNDING:
                break  # its mean cannot clear the margin of the spread its gains already have
            if 0 < race <= k and total <= 0.0:
                break  # raced: nothing gained on the positions played so far
            gain = play(world, move) - first[k]
            gains.append(gain)
            total += gain
            squares += gain * gain
        else:
            mean = sum(gains) / samples
            spread = sum((g - mean) ** 2 for g in gains) / max(1, samples - 1)
            if mean > best_gain and mean > margin * math.sqrt(spread / samples):
                best, best_gain = move, mean
    return best


#: Room left for rounding when a candidate's best mean gain is bounded (far above the error of
#: summing a few dozen numbers between -1 and 1, far below any gain that could matter).
_ROUNDING = 1e-9


def _beaten(total: float, short: float, samples: int, best_gain: float) -> bool:
    """Whether a candidate of :func:`improve_paired` with gains adding up to ``total`` so far
    can no longer win, its gains on the positions left being at most ``short`` in all: its
    mean gain could not exceed ``best_gain`` (itself at least 0). Where the first move wins
    every position left (``short`` exactly 0), each gain left is at most 0 exactly, so the
    mean can be no more than ``total / samples`` as the floats round too; else the bound
    keeps a margin for rounding."""
    if short == 0.0:
        return total / samples <= best_gain
    return (total + short) / samples < best_gain - _ROUNDING


def most_visited(stats: Stats) -> Any:
    """The root move with the most visits (then the best mean reward, then the first)."""
    best, best_key = None, None
    for move, (visits, reward) in stats.items():
        key = (visits, reward / visits if visits else 0.0)
        if best_key is None or key > best_key:
            best, best_key = move, key
    return best

"""Heuristic guidance for the search agents: the game's heuristic as a rollout policy and as
the move the search tries first.

Random rollouts tell good moves from bad ones poorly in the long games: a random army in The
Fallacy of Rank almost never reaches a pawn, and random tricks in Human Trophies waste the toys
a player would keep. Two standard remedies, both built on the game's heuristic agent
(:mod:`.heuristic`, which looks only at one player's view and the legal moves):

* **Guided rollouts** (:func:`rollout_policy`): in the position a rollout has sampled, each
  player to move plays the heuristic's move for its own view, or with chance ``epsilon`` the
  game's random move (so that the rollouts still differ and explore).
* **A heuristic first move** (:func:`first_move`): the heuristic's choice for the real turn is
  always one of the moves competing at the root, next to ``widen`` random ones, and it is
  credited with ``prior`` virtual visits of reward 1/2 to start with, so that the search leaves
  it only for a move its rollouts find better (progressive widening ordered by the heuristic).

>>> from games.core.rng import make_rng
>>> from games.human_trophies import new_game
>>> game = new_game(2, seed=3)
>>> policy = rollout_policy("human_trophies", 0.0)
>>> game.why_illegal(policy(game, make_rng("doc"))) is None
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.components import Pawn
from ..core.protocol import GameState
from ..fallacy_of_rank.moves import Step, TileMove
from ..fallacy_of_rank.turn import BOOST
from . import heuristic
from .heuristic import human_trophies, pick
from .heuristic.fallacy_of_rank import ACE, FIGHTERS, NULL, _hunter


class _View:
    """The :class:`~.agents.Turn` the heuristic is shown inside a rollout: the view of the
    player to move in the sampled position, and its legal moves."""

    __slots__ = ("moves", "observation", "player")

    def __init__(self, state: GameState, seat: int):
        self.player = seat
        self.observation = state.observation(seat)
        self.moves = tuple(state.legal_moves())


def hunt(state, rng: random.Random):
    """The Fallacy of Rank's heuristic (:mod:`.heuristic.fallacy_of_rank`) cut down for
    rollouts: attack an enemy pawn next to one of your pieces (Aces first, then Nulls, then the
    highest coin), else teleport an Ace or Null coin next to an enemy pawn if you hold an Ace
    tile, else step a coin onto an empty square nearer the nearest enemy pawn (hunters first),
    else a random step of a coin (a random move if there is none). In a combat it boosts as the
    heuristic does: the largest boost it has when a pawn is attacked, else none. It reads the
    sampled position directly and lists no other tile moves, so it costs less than a random
    move. The setup is random moves."""
    if state.pending and not state.ending:
        return _boost(state)
    if state.in_setup or state.ending:
        return state.random_move(rng)
    seat, cells, owner, board = state.turn, state.cells, state.owner, state.board
    theirs = [s for other, squares in enumerate(state.pieces) if other != seat
              for s in squares if type(cells[s]) is Pawn]
    pairs = [(s, t) for s in sorted(state.pieces[seat]) for t in board.adjacent[s]
             if owner[t] != seat]
    attacks = [(s, t) for s, t in pairs if t in theirs]
    if attacks:
        s, t = pick(attacks, lambda p: _hunter(cells[p[0]]), rng)
        return Step(s, t, True)
    if theirs and any(t.rank == ACE for t in state.tiles[seat]):
        hunters = [s for s in state.pieces[seat] if _hunter(cells[s]) >= FIGHTERS[NULL]]
        spots = [t for p in theirs for t in board.adjacent[p] if owner[t] < 0]
        if hunters and spots:
            s = pick(hunters, lambda s: _hunter(cells[s]), rng)
            return TileMove(ACE, s, spots[rng.randrange(len(spots))])
    table = _distances(board)
    steps = [(s, t) for s, t in pairs if owner[t] < 0 and type(cells[s]) is not Pawn]
    if theirs:
        closer = [(s, t) for s, t in steps if min(table[t][p] - table[s][p] for p in theirs) < 0]
        if closer:
            s, t = pick(closer, lambda p: _hunter(cells[p[0]]), rng)
            return Step(s, t, False)
    if steps:
        s, t = steps[rng.randrange(len(steps))]
        return Step(s, t, False)
    return state.random_move(rng)


def _boost(state):
    """The heuristic's boost in a rollout's combat: its largest when a pawn is attacked."""
    combat = state.pending
    options = BOOST.open_to(state, state.current_player())
    if type(state.cells[combat.dst]) is Pawn:
        return max(options, key=lambda b: b.rank)
    return options[0]  # no boost


_TABLES: dict = {}


def _distances(board) -> list:
    """Steps between every two squares of ``board`` (worked out once per board)."""
    found = _TABLES.get(id(board))
    if found is None or found[0] is not board:
        size = board.grid.size
        table = [[99] * size for _ in range(size)]
        for s in board.squares:
            for t, d in board.distances([s]).items():
                table[s][t] = d
        found = _TABLES[id(board)] = (board, table)
    return found[1]


#: Games whose rollouts use a quicker form of the heuristic than the agent's own.
QUICK = {"fallacy_of_rank": hunt, "human_trophies": human_trophies.quick}


def rollout_policy(game: str, epsilon: float) -> Callable[[GameState, random.Random], object]:
    """``move(state, rng)``: the heuristic's move for the player to move in ``state`` (its
    quick form in :data:`QUICK`), or with chance ``epsilon`` the game's random move."""
    quick = QUICK.get(game)
    if quick is not None:
        def fast(state: GameState, rng: random.Random):
            if epsilon and rng.random() < epsilon:
                return state.random_move(rng)
            return quick(state, rng)

        return fast
    rule = heuristic.rule_for(game)
    if rule is None:
        raise ValueError(f"{game} has no heuristic to guide its rollouts")

    def move(state: GameState, rng: random.Random):
        if epsilon and rng.random() < epsilon:
            return state.random_move(rng)
        seat = state.current_player()
        assert seat is not None, "a rollout stops when the game is over"
        return rule(_View(state, seat), rng)

    return move


def candidates(game: str, turn, policy, widen: int, rng: random.Random) -> list:
    """The root moves a guided search compares, the heuristic's choice for ``turn`` first:
    then the moves ``widen`` draws of the rollout ``policy`` make in positions sampled to fit
    the turn, and ``widen`` legal moves drawn uniformly (all of them if there are no more than
    ``2 * widen + 1``). The player's own legal moves are the same in every sampled position
    (they depend only on what the player sees), so these compete at the root throughout."""
    rule = heuristic.rule_for(game)
    if rule is None:
        raise ValueError(f"{game} has no heuristic to guide its search")
    legal = list(turn.moves)
    if len(legal) <= 2 * widen + 1:
        return list(dict.fromkeys([rule(turn, rng)] + legal))
    found = [rule(turn, rng)]
    found += [policy(turn.sample(rng), rng) for _ in range(widen)]
    found += [legal[rng.randrange(len(legal))] for _ in range(widen)]
    return list(dict.fromkeys(found))

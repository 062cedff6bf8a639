"""A study: one game played many times by the same agents, and one of its games played out.

A :class:`Study` is plain data (it crosses to worker processes and cluster machines as is):
the game, the players, variants and other header options, the agents, the seed and a move
cap. :func:`play_game` rebuilds the starting position from it, as a record's header would
describe it, and plays game ``index`` to the end. Everything random in game ``index`` (the
shuffle of a dealt game, every agent's choices) comes from :func:`game_seed` ``(seed, index)``,
so a game comes out the same wherever and in whatever order it is played.

>>> study = Study("subdivision", 2, agents=("random", "random"), seed=7)
>>> played = play_game(study, 0)
>>> played["seed"] == game_seed(7, 0), played["finished"], played["moves"] > 20
(True, True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import registry
from ..core.errors import UserError
from ..core.protocol import GameState, Result
from ..core.record import Line, Record
from ..core.rng import make_rng
from .measures import TurnCounter, final_facts, watcher

#: Names for the players of games whose header takes names, in seat order.
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo")
#: Moves after which an unfinished game is stopped and counted as unfinished.
MAX_MOVES = 5_000
#: Header keys a study sets itself (not given as options).
OWN_KEYS = ("game", "title", "players", "variant")


@dataclass(frozen=True)
class Study:
    """What to play: ``options`` are further header lines (``("set", "3house")``)."""

    game: str
    players: int
    variants: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()
    agents: tuple[str, ...] = ("random", "random")
    seed: int = 0
    max_moves: int = MAX_MOVES

    def header(self, game_seed: int) -> Record:
        """The record header that sets up one game of the study."""
        info = registry.get(self.game)
        lines = {"game": self.game,
                 "players": str(self.players) if info.players_by == "count"
                 else " ".join(NAMES[:self.players])}
        if self.variants:
            lines["variant"] = " ".join(self.variants)
        if info.shuffle_key is not None:
            lines[info.shuffle_key] = str(game_seed)
        lines.update(self.options)
        return Record("study header", {key: Line(value, None) for key, value in lines.items()})

    def start(self, game_seed: int) -> GameState:
        """The starting position of the game with ``game_seed``."""
        return registry.get(self.game).state_from_record(self.header(game_seed))


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a study seeded ``seed``: depends on nothing else."""
    return make_rng("simulate", seed, index).randrange(1_000_000_000)


def check(study: Study) -> GameState:
    """A UserError for anything wrong with ``study``; else a starting position."""
    info = registry.get(study.game)
    if not 1 <= study.players <= len(NAMES):
        raise UserError(f"--players {study.players}: give 1 to {len(NAMES)} players")
    for key, _ in study.options:
        if key in OWN_KEYS or key == info.shuffle_key:
            raise UserError(f"--option {key}=...: the study sets {key!r} itself")
    state = study.start(0)
    if len(state.players) != study.players:
        raise UserError(f"--players {study.players}: {info.title} was set up for "
                        f"{len(state.players)} players")
    if len(study.agents) != study.players:
        raise UserError(f"--agents gives {len(study.agents)} agent"
                        f"{'s' if len(study.agents) != 1 else ''} for {study.players} players "
                        "(one per seat, in seat order)")
    from .agents import make_agent  # the agents are loaded only to play (not to declare)

    for spec in study.agents:
        make_agent(spec, study.game, make_rng(0))
    return state


def play_game(study: Study, index: int) -> dict[str, Any]:
    """Play game ``index`` of ``study``; its seed, winners (seats), scores, length in moves
    and in turns, and the game's own facts (:mod:`.measures`, only for games that have any).

    ``winners`` are the seats the game's outcome names
    (:meth:`~games.core.protocol.GameState.outcome`) once it is over: one seat for a win,
    several for a shared win; none if it was stopped at the move cap. A game that ended in a
    draw also has ``outcome``: ``draw``, and its ``winners`` are the seats in the draw (who
    count as sharing the game, as a search counts them); no other game has ``outcome``, so a
    study without draws records what it recorded before there was one."""
    from .agents import make_agent, turn_of

    seed = game_seed(study.seed, index)
    info = registry.get(study.game)
    state = study.start(seed)
    agents = [make_agent(spec, study.game, make_rng("agent", seed, seat))
              for seat, spec in enumerate(study.agents)]
    moves, turns, watch = 0, TurnCounter(), watcher(study.game)
    while not state.is_terminal() and moves < study.max_moves:
        seat = state.current_player()
        assert seat is not None, "a game not over has a player to move"
        turns.moved(seat)
        agent = agents[seat]
        move = agent.choose(turn_of(info, state))
        reason = state.why_illegal(move)
        if reason:
            raise AssertionError(f"{agent.label} chose an illegal move "
                                 f"{state.move_text(move)!r}: {reason}")
        if watch is not None:
            watch.see(state, move)
        state.apply(move)
        moves += 1
    finished = state.is_terminal()
    outcome = state.outcome()
    drawn = {"outcome": Result.DRAW.value} if outcome.kind is Result.DRAW else {}
    return {"index": index, "seed": seed, "finished": finished, "moves": moves,
            "winners": sorted(outcome.seats) if finished else [], **drawn,
            "scores": [t.total for t in state.tallies()], "turns": turns.turns,
            **final_facts(study.game, state), **(watch.facts(state) if watch else {})}

"""The protocol every game model implements, and what can be done with any model.

A game is a :class:`GameState` that knows whose turn it is, which moves are legal, how to apply
one, when the game is over and how it scores, with an itemised :class:`Tally` per player. Games
with hidden information also say what each player can see (:meth:`GameState.observation`).
Moves are whatever small values the game finds convenient; :meth:`GameState.parse_move` and
:meth:`GameState.move_text` translate them to and from the notation used in records. How a game
came out is its :class:`Outcome` (:meth:`GameState.outcome`): a win, a shared win or a draw, or
no result yet.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Self

from .errors import IllegalMove, quote
from .reasons import Reason


@dataclass(frozen=True)
class TallyItem:
    """One line of a tally: signed points, why (in words), and a short label (may be empty)."""

    points: int
    reason: str
    short: str = ""


@dataclass(frozen=True)
class Tally:
    """A player's score as a base number plus itemised additions and deductions.

    >>> t = Tally("Red", 30, (TallyItem(-4, "four groups"), TallyItem(-1, "3-pip @ F2", "F2")))
    >>> t.total
    25
    >>> print(t)
    Red: 25 = 30 - 4 (four groups) - 1 (3-pip @ F2)
    >>> t.short()
    'Red: 25 = 30 - 4 - 1 (F2)'
    """

    player: str
    base: int
    items: tuple[TallyItem, ...] = ()
    details: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def key(self) -> str:
        """The player's key in JSON output (a colour letter, say); the name by default."""
        return str(self.details.get("key", self.player))

    @property
    def total(self) -> int:
        return self.base + sum(item.points for item in self.items)

    def _render(self, label: Callable[[TallyItem], str]) -> str:
        text = f"{self.player}: {self.total} = {self.base}"
        for item in self.items:
            sign = "-" if item.points < 0 else "+"
            note = label(item)
            text += f" {sign} {abs(item.points)}" + (f" ({note})" if note else "")
        return text

    def __str__(self) -> str:
        return self._render(lambda item: item.reason)

    def short(self) -> str:
        """The tally with short labels only."""
        return self._render(lambda item: item.short)

    def said(self) -> str:
        """The tally in a player's words: the base (left out when it is 0), then what each
        item adds or takes away, and why.

        >>> Tally("Red", 30, (TallyItem(-4, "four groups"), TallyItem(-1, "a 3-pip on F2"))).said()
        'Red scores 25: 30, less 4 for four groups and 1 for a 3-pip on F2'
        >>> Tally("Ann", 0, (TallyItem(4, "a 3 on tA1"), TallyItem(1, "a 5 on tA2"))).said()
        'Ann scores 5: 4 for a 3 on tA1 and 1 for a 5 on tA2'
        >>> Tally("Ben", 0).said(), Tally("Cat", 7, (TallyItem(2, "two wickets"),)).said()
        ('Ben scores 0', 'Cat scores 9: 7, plus 2 for two wickets')
        """
        text = f"{self.player} scores {self.total}"
        if not self.items:
            return text if not self.base else f"{text}: {self.base}"
        runs: list[str] = []  # "less 4 for x and 1 for y": one word for a run of one sign
        sign = 0
        for item in self.items:
            said = f"{abs(item.points)} for {item.reason}"
            now = -1 if item.points < 0 else 1
            if self.base or now < 0:
                if now != sign:
                    said = f"{'less' if now < 0 else 'plus'} {said}"
                    runs.append(said)
                else:
                    runs[-1] += f" and {said}"
            else:
                runs.append(said)
            sign = now
        if self.base:
            return f"{text}: {self.base}, " + ", ".join(runs)
        return f"{text}: " + (_listing(runs) if all(r[0].isdigit() for r in runs)
                              else ", ".join(runs))

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form: score, base, items and any game-specific details."""
        return {
            "player": self.player,
            "score": self.total,
            "base": self.base,
            "items": [
                {"points": i.points, "reason": i.reason, "short": i.short} for i in self.items
            ],
            **self.details,
        }


def _listing(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


class Result(Enum):
    """The kinds of :class:`Outcome`; the value is the word results files record."""

    #: One player won.
    WIN = "win"
    #: Several players won together (a tie at the top, where the rules share the win; a side).
    SHARED = "shared"
    #: Nobody won: the game is drawn, between the players the outcome names.
    DRAW = "draw"
    #: No result: the game is not over (or was stopped before its end, at a move cap).
    UNFINISHED = "unfinished"


@dataclass(frozen=True)
class Outcome:
    """How a game came out: its kind of result and the seats it names, in seat order (the
    winner; those who share the win; those in the draw; in a game not over, those who lead,
    which is what a search scores a position by).

    >>> players = ("Ann", "Ben", "Cat")
    >>> for outcome in (Outcome(Result.WIN, (1,)), Outcome(Result.SHARED, (0, 2)),
    ...                 Outcome(Result.DRAW, (0, 1)), Outcome(Result.UNFINISHED, (2,))):
    ...     print(f"{outcome.line(players)} | {outcome.words(players)}")
    Winner: Ben | Ben wins
    Winners: Ann and Cat | Ann and Cat share the win
    Draw: Ann and Ben | a draw between Ann and Ben
    No result: the game is not over | the game is not over
    >>> Outcome.ranked([0, 2], over=True), Outcome.ranked([1], over=False).kind
    (Outcome(kind=<Result.SHARED: 'shared'>, seats=(0, 2)), <Result.UNFINISHED: 'unfinished'>)
    """

    kind: Result
    seats: tuple[int, ...]

    @classmethod
    def ranked(cls, top: Sequence[int], over: bool) -> Outcome:
        """The outcome of a game won by ranking: the seats at the ``top`` win (share the win
        when there are several) once the game is ``over``; before, they lead."""
        kind = Result.UNFINISHED if not over else Result.WIN if len(top) == 1 else Result.SHARED
        return cls(kind, tuple(top))

    def names(self, players: Sequence[str]) -> list[str]:
        """The names of the seats it names."""
        return [players[seat] for seat in self.seats]

    def words(self, players: Sequence[str]) -> str:
        """The outcome in words, as a sentence says it (``Ann wins``, ``a draw between Ann and
        Ben``)."""
        return _SAID[self.kind][0].format(names=" and ".join(self.names(players)))

    def line(self, players: Sequence[str]) -> str:
        """The outcome as one labelled line (``Winner: Ann``, ``Draw: Ann and Ben``)."""
        return _SAID[self.kind][1].format(names=" and ".join(self.names(players)))


#: Each kind of outcome as a sentence says it and as a labelled line, of the seats' names.
_SAID = {
    Result.WIN: ("{names} wins", "Winner: {names}"),
    Result.SHARED: ("{names} share the win", "Winners: {names}"),
    Result.DRAW: ("a draw between {names}", "Draw: {names}"),
    Result.UNFINISHED: ("the game is not over", "No result: the game is not over"),
}


class GameState(ABC):
    """A position in a game, with everything needed to go on from it.

    States are mutable: :meth:`apply` changes the state in place; :meth:`copy` keeps one.
    """

    #: Player names in seat order (the order turns go round).
    players: tuple[str, ...]

    @abstractmethod
    def current_player(self) -> int | None:
        """The seat whose turn it is, or None when the game is over."""

    @abstractmethod
    def legal_moves(self) -> list[Any]:
        """Every move the current player may make (a pass, when nothing else is legal)."""

    @abstractmethod
    def why_illegal(self, move: Any) -> Reason | None:
        """None if ``move`` is legal now, else the rule it breaks: a
        :class:`~games.core.reasons.Reason`, which says it in notation (``str``) and in a
        player's words (``said``)."""

    @abstractmethod
    def apply(self, move: Any) -> None:
        """Make ``move`` (which must be legal)."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game is over."""

    @abstractmethod
    def tallies(self) -> list[Tally]:
        """Each player's score, itemised, in seat order."""

    @abstractmethod
    def parse_move(self, text: str) -> Any:
        """The move written ``text`` in this game's notation (a UserError if malformed)."""

    @abstractmethod
    def move_text(self, move: Any) -> str:
        """``move`` in this game's notation."""

    @abstractmethod
    def copy(self) -> Self:
        """An independent copy of this state."""

    def shallow(self) -> Self:
        """A new state of this class sharing every attribute with this one, the start of a
        :meth:`copy` (which then copies what moves change): a copy of the attributes' dict.

        It suits a state of more attributes than CPython keeps beside the object itself (30;
        the Fallacy of Rank's state), which has a dict of its own anyway: copying it takes
        about half the instructions of setting each attribute. A state of fewer is better
        copied by setting each attribute by name (Subdivision's, the In Crowd's and croquet's
        ``copy``): asking for its ``__dict__`` moves its attributes into a dict shared with its
        class, and every later look-up of one, on it and on every copy made from that dict,
        then takes about five times the instructions (callgrind). So is a state whose
        attributes are in ``__slots__`` (Human Trophies'), which this does not copy.

        >>> from games.fallacy_of_rank import new_game
        >>> game = new_game(2)
        >>> other = game.shallow()
        >>> type(other) is type(game), other.cells is game.cells, other.turn == game.turn
        (True, True, True)
        """
        other = object.__new__(type(self))
        other.__dict__ = self.__dict__.copy()
        return other

    def to_text(self) -> str:
        """A plain-text picture of the position, for the command line ("" if none)."""
        return ""

    def observation(self, player: int) -> Any:
        """What ``player`` can see: a view the game defines, whose equality says whether two
        positions look the same to ``player``. Games without hidden information show everything
        (the state itself)."""
        return self

    def random_move(self, rng: random.Random) -> Any:
        """A legal move drawn uniformly at random. Games with many moves may override this with
        a sampler that gives the same distribution without listing every move."""
        moves = self.legal_moves()
        return moves[rng.randrange(len(moves))]

    def play(self, text: str) -> None:
        """Parse, check and apply one move, raising :class:`IllegalMove` with the rule broken."""
        move = self.parse_move(text)
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMove(f"{quote(text)}: {reason}")
        self.apply(move)

    def scores(self) -> list[int]:
        """Each player's total, in seat order: the tallies' totals, without their lines (a game
        may answer it quicker: a search may ask after every rollout)."""
        return [t.total for t in self.tallies()]

    def outcome(self) -> Outcome:
        """How the game came out (:class:`Outcome`). By default a game is won on points: a
        **win** is the highest tally total (:meth:`scores`) when the game is over, and several
        players level at the top share the win; before the end nobody has won
        (:attr:`Result.UNFINISHED`), and the outcome names those with the highest total, who
        lead. A game whose rules end otherwise says so here: a game that can be drawn returns
        :attr:`Result.DRAW` with the players in the draw (a search counts a draw as an even
        share of the win, :func:`games.sim.mcts.outcome`).

        Human Trophies keeps this default: at the start nobody has a trophy, so both lead.

        >>> from games.human_trophies import new_game
        >>> game = new_game(("Ann", "Ben"))
        >>> game.outcome(), game.winners()
        (Outcome(kind=<Result.UNFINISHED: 'unfinished'>, seats=(0, 1)), ['Ann', 'Ben'])
        """
        totals = self.scores()
        best = max(totals)
        return Outcome.ranked([seat for seat, total in enumerate(totals) if total == best],
                              self.is_terminal())

    def winners(self) -> list[str]:
        """The players :meth:`outcome` names: the winner, those who share the win, those in a
        draw; before the end, those who lead (the names a search scores a position by)."""
        return self.outcome().names(self.players)


def random_playout(state: GameState, rng: random.Random, max_moves: int = 100_000) -> GameState:
    """Play random legal moves (:meth:`GameState.random_move`) from ``state`` (in place) until
    the game ends.

    A game may play them quicker with an optional method ``state.playout(rng, max_moves)``
    that makes the same moves with the same draws from ``rng`` and leaves the same final state
    (each such game checks it against this loop in a property test); it is used when present.
    """
    quick: Callable[[random.Random, int], GameState] | None = getattr(state, "playout", None)
    if quick is not None:
        return quick(rng, max_moves)
    for _ in range(max_moves):
        if state.is_terminal():
            return state
        state.apply(state.random_move(rng))
    raise RuntimeError(f"no end after {max_moves} moves")


def random_moves(state: GameState, rng: random.Random, moves: int) -> GameState:
    """Play random legal moves (:meth:`GameState.random_move`) from ``state`` (in place) until
    the game ends or ``moves`` have been made: a search's rollout.

    A game may play them quicker with an optional method ``state.rollout(rng, moves)`` that
    makes the same moves with the same draws from ``rng`` and leaves the same state (each such
    game checks it against this loop in a property test); it is used when present.
    """
    quick: Callable[[random.Random, int], None] | None = getattr(state, "rollout", None)
    if quick is not None:
        quick(rng, moves)
        return state
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(state.random_move(rng))
    return state

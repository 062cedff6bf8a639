"""A Tabletop Croquet position (:class:`CroquetState`): where the coins lie, the turn in
progress, whose turn it is, the end and the tallies. Its moves are the kinds of :mod:`.turn`;
what a flick earns (the four options after a hit, fouls, rovers, Poison) is :mod:`.flicks`.

A turn starts with one flick. Passing your next wicket the right way earns one more, and so
does hitting the right endpost in order; hitting a coin you have not hit since your last
wicket or endpost earns two. After any hit you choose what to do about the coin hit (carry
on, move next to it, flick it, or both). Every flick earned must be used. Flicking your coin
off the table ends the turn. The first coin round the whole course and onto the left endpost
wins.

Moves, as written in records (directions in degrees, strengths and places in tile widths):
``place 1 0.2`` puts your coin down (at the start, or next to a coin you hit);
``flick 5 4`` flicks your coin; ``flick Ben 90 3`` flicks the coin you hit (Ben's);
``rover`` declares your coin a rover (team play); ``home Cat 180 6`` tries to send Cat's
rover onto the left endpost.

>>> game = new_game("Ann", "Ben")
>>> game.play("place 1 0")
>>> game.play("flick 0 6.5")
>>> print(game.log[-1])
Ann: flick 0 6.5 (0 flicks left)
  Ann passes wicket 1: +1, 1 flick left
  Ann passes wicket 2: +1, 2 flicks left
  Ann's coin stops at (7.5, 0)
>>> game.flicks, game.target(0).label
(2, 'wicket 3')
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from ..core.header import Variant
from ..core.protocol import Outcome, Result, Tally, TallyItem
from ..core.record import Record
from ..core.turns import TableState
from .course import COIN, Target, num
from .flicks import TO_PLAY, Entry, flicks_text, note
from .header import HEADER
from .moves import Move
from .options import Rules, check_teams, course_for
from .players import Status
from .turn import TURNS, Phase

__all__ = ["CroquetState", "new_game", "state_from_record"]


class CroquetState(TableState):
    """A Tabletop Croquet position and the turn in progress; see the module text. Its moves
    are declared in :data:`~.turn.TURNS`."""

    TURNS = TURNS

    def __init__(self, rules: Rules):
        self.rules = rules
        self.course = rules.course
        self.players = rules.players
        n = len(self.players)
        self.pos: list[tuple[float, float] | None] = [None] * n
        self.started = [False] * n
        self.progress = [0] * n  # index of each coin's next target in the course order
        self.status = [Status.PLAYING] * n
        self.turn = 0
        self.turn_number = 1
        self.turns = [0] * n  # turns each seat has begun
        self.turns[0] = 1
        self.flicks = 1
        self.phase = Phase.START
        self.hit: set[int] = set()  # coins hit since the last wicket or endpost in order
        self.pending: tuple[int, ...] = ()  # coins hit by the last flick: the option's choice
        self.beside: tuple[int, ...] = ()  # the hit coins the player's coin was placed next to
        # What has earned this turn, for a rover's once-a-turn limits: the wickets passed for
        # a flick and the coins hit for two, before and after the rover was declared.
        self.earned_wickets: set[int] = set()
        self.earned_hits: set[int] = set()
        self.home_tries: set[int] = set()
        self.finished: list[int] = []  # seats in the order they completed the course
        self.winner_seats: list[int] = []
        self.over = False
        self.log: list[Entry] = []

    # -- what is where -------------------------------------------------------------------
    def target(self, seat: int) -> Target | None:
        """``seat``'s next target on the course (None once it has completed it)."""
        order = self.course.order
        return order[self.progress[seat]] if self.progress[seat] < len(order) else None

    def on_table(self) -> dict[int, tuple[float, float]]:
        """Every coin on the table, by seat."""
        return {s: p for s, p in enumerate(self.pos) if p is not None}

    def arrange(self, seat: int, x: float, y: float, progress: int | None = None) -> None:
        """Put ``seat``'s coin at (x, y) by hand, and optionally set how many course targets
        it has reached: for setting up examples and tests, not a move of the game."""
        self.pos[seat] = (float(x), float(y))
        self.started[seat] = True
        if progress is not None:
            self.progress[seat] = progress
        if seat == self.turn and self.phase == Phase.START:
            self.phase = Phase.FLICK

    def in_play(self, seat: int) -> bool:
        """Whether ``seat`` still takes turns."""
        return self.status[seat].takes_turns

    def position(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s coin lies (it must be on the table)."""
        p = self.pos[seat]
        if p is None:
            raise ValueError(f"{self.players[seat]}'s coin is not on the table")
        return p

    # -- the protocol --------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    def is_terminal(self) -> bool:
        return self.over

    def flickable(self) -> list[int]:
        """The coins the player may flick now: their own, and the coins just hit (only those
        it was moved next to, once moved)."""
        if self.phase == Phase.PLACED:
            return [self.turn, *self.beside]
        if self.phase == Phase.OPTION:
            return [self.turn, *self.pending]
        return [self.turn]

    def next_to_hit(self, x: float, y: float) -> tuple[int, ...]:
        """The coins just hit that a coin at (x, y) lies within one coin width of."""
        return tuple(c for c in self.pending
                     if math.dist((x, y), self.position(c)) <= 2 * COIN + 1e-9)

    def options_text(self) -> str:
        """The choice after a hit, in words."""
        hit = " or ".join(self.players[c] for c in self.pending)
        return f"carry on, move next to {hit}, flick that coin, or both"

    # -- making moves ---------------------------------------------------------------------
    def begin(self, move: Move) -> Entry:
        """A new entry in the log for ``move``, about to be made."""
        entry = Entry(self.turn_number, self.turn, self.move_text(move), before=self.on_table())
        self.log.append(entry)
        return entry

    def next_turn(self, entry: Entry) -> None:
        """Pass the turn to the next player still in the game."""
        n = len(self.players)
        seat = self.turn
        for _ in range(n):
            seat = (seat + 1) % n
            if self.in_play(seat):
                break
        self.turn = seat
        self.turn_number += 1
        self.turns[seat] += 1
        self.flicks = 1
        self.phase = Phase.FLICK if self.started[seat] else Phase.START
        self.hit, self.pending, self.beside = set(), (), ()
        self.earned_wickets, self.earned_hits, self.home_tries = set(), set(), set()
        note(self, entry, TO_PLAY(who=self.players[seat]))

    # -- scores ---------------------------------------------------------------------------
    def tallies(self) -> list[Tally]:
        """How far each coin has got: the course targets reached (16 is the whole course)."""
        result = []
        total = len(self.course.order)
        for seat, name in enumerate(self.players):
            status = self.status[seat]
            item = TallyItem(self.progress[seat],
                             f"targets reached out of {total}; {self.heading(seat)}",
                             f"{self.progress[seat]}/{total}")
            result.append(Tally(name, 0, (item,), {"key": name, "status": status.value,
                                                   "face": self.rules.face(seat).name}))
        return result

    def heading(self, seat: int) -> str:
        """Where ``seat``'s coin is headed (``next: wicket 3``), or how it stands once it plays
        for no target (``completed the course``)."""
        target, status = self.target(seat), self.status[seat]
        return f"next: {target.label}" if status == Status.PLAYING and target else status.words

    def outcome(self) -> Outcome:
        """Whoever completed the course first wins (the whole winning team in team play, who
        share the win; the last coin left in Poison); nobody leads while the game goes on."""
        if not self.over:
            return Outcome(Result.UNFINISHED, ())
        return Outcome.ranked(self.winner_seats, over=True)

    # -- text ------------------------------------------------------------------------------
    def to_text(self) -> str:
        lines = []
        for seat, name in enumerate(self.players):
            p = self.pos[seat]
            where = f"at ({num(p[0])}, {num(p[1])})" if p else "off the course"
            if not self.started[seat]:
                where = "not yet on the table"
            target = self.target(seat)
            nxt = f"next {target.label}" if target and self.status[seat] == Status.PLAYING \
                else self.status[seat].words
            lines.append(f"{name} ({self.rules.face(seat).name}): {where}, {nxt}")
        if not self.over:
            lines.append(f"{self.players[self.turn]} to play, {flicks_text(self.flicks)} left")
        return "\n".join(lines)

    def copy(self) -> CroquetState:
        """An independent copy: what flicks change copied, the rest shared, each attribute set
        by name (see :meth:`games.core.protocol.GameState.shallow` for why not through the
        ``__dict__``)."""
        other = object.__new__(type(self))
        other.rules, other.course, other.players = self.rules, self.course, self.players
        other.pos, other.started, other.progress, other.status = (
            self.pos[:], self.started[:], self.progress[:], self.status[:])
        other.turn, other.turn_number, other.turns, other.flicks, other.phase = (
            self.turn, self.turn_number, self.turns[:], self.flicks, self.phase)
        other.hit, other.pending, other.beside = set(self.hit), self.pending, self.beside
        other.earned_wickets, other.earned_hits, other.home_tries = (
            set(self.earned_wickets), set(self.earned_hits), set(self.home_tries))
        other.finished, other.winner_seats, other.over, other.log = (
            self.finished[:], self.winner_seats[:], self.over, self.log[:])
        return other


def new_game(*players: str, teams: int = 0, variants: Iterable[str | Variant] = (),
             scale: float = 1.0) -> CroquetState:
    """A new game; players sit in the order given (first: the black coin)."""
    return CroquetState(Rules.make(players or ("First", "Second"), teams, variants, scale))


def state_from_record(record: Record) -> CroquetState:
    """The starting position a record's header describes (:data:`~.header.HEADER`):
    ``players:`` names in seat order (default First Second), ``teams:`` a number of teams
    (default none), ``variant:`` names from :data:`~.options.VARIANTS`, ``scale:`` the course's
    scale (default 1), ``table:`` the table's length and depth in tile widths (default 30 18).

    >>> from games.core.record import parse_record
    >>> state = state_from_record(parse_record("game: croquet\\nplayers: Ann Ben Cat Dan\\n"
    ...                                          "teams: 2\\n"))
    >>> state.players, state.rules.teams
    (('Ann', 'Ben', 'Cat', 'Dan'), 2)
    """
    values = HEADER.read(record)
    players, teams, variants = values["players"], values["teams"], values.variants
    with values.at("table" if values.given("table") else "scale"):
        course = course_for(values["scale"], variants, values["table"])
    with values.at("teams"):
        check_teams(len(players), teams, variants)
    return CroquetState(Rules(players, teams, variants, course))

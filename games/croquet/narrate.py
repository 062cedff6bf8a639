"""Tabletop Croquet move by move, in words (for the step-through viewer, the figure strips and the
player's edition): what each flick did, read from the account the rules keep of it.

Each kind of move tells its own moves (``attempt`` and ``describe`` of the kinds in
:mod:`.turn`, in the words of :mod:`.words`: no coordinates, no degrees); this module tells the
rest: the start, the position after each move, a logged move told from the position it was
played from, and the model's own lines.

>>> from games.core.narration import tell
>>> from games.croquet import narrate, new_game
>>> game = new_game("Ann", "Ben")
>>> print(tell(game, narrate, "place 1 0"))
Ann starts with the coin 1 tile width to the right of the left endpost.
>>> print(attempt(game, game.parse_move("flick 0 6.5")))
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths
>>> print(tell(game, narrate, "flick 0 6.5"))  # doctest: +NORMALIZE_WHITESPACE
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths: Ann passes
wicket 1: +1, 1 flick left; Ann passes wicket 2: +1, 2 flicks left.
>>> print(summary(game))  # doctest: +NORMALIZE_WHITESPACE
Ann to play, 2 flicks left. Course: Ann 2 of 16 targets (next wicket 3), Ben 0 of 16
targets (next wicket 1).

The model's own lines, in a player's words:

>>> print(plainly("Ann: flick 95 12 (1 flick left)"))
Ann flicks the coin up, hard enough to slide about 12 tile widths (1 flick left)
>>> print(plainly("  Ann's coin stops at (7.5, 0)"))
  Ann's coin stops half a tile width to the right of wicket 2
>>> print(plainly("Ann: 12 = 0 + 12 (targets reached out of 16; next: wicket 9)"))
Ann: 12 of 16 targets reached; next: wicket 9
"""

from __future__ import annotations

import re

from ..core.narration import result
from .flicks import Entry, flicks_text
from .moves import Move
from .players import Status
from .rules import CroquetState
from .turn import FLICK, HOME, ROVER_KIND, TURNS, Phase
from .words import in_words, strength, way


def attempt(state: CroquetState, move: Move) -> str:
    """``move`` in a player's words as tried from ``state`` (legal or not): its kind's words
    (:meth:`.turn.Kind.attempt`)."""
    return TURNS.of(move).attempt(state, move)


def entry_lines(before: CroquetState, entry: Entry) -> list[str]:
    """A logged move's lines in a player's words: the move told from ``before`` (the position
    it was played from), then its events, each through :func:`plainly`."""
    move = before.parse_move(entry.move)
    head = entry.lines[0]
    left = head[head.rfind(" ("):] if head.endswith("left)") else ""
    first = attempt(before, move) + left
    if TURNS.of(move) is ROVER_KIND:
        first += f": {ROVER_KIND.effect}"
    return [first] + [plainly(line) for line in entry.lines[1:]]


def as_played(state: CroquetState, entry: Entry) -> CroquetState:
    """The position ``entry`` was played from, as far as telling its move needs: ``state``
    (any later position of the same game) with the coins where they lay before the move, the
    mover to play and, for a coin moved next to one it hit, that coin hit."""
    before = state.copy()
    before.turn = entry.seat
    before.pos = [entry.before.get(seat) for seat in range(len(state.players))]
    head = entry.lines[0]
    if head.endswith("(start)"):
        before.phase, before.pending = Phase.START, ()
    elif entry.move.startswith("place"):
        named = head[head.rfind("(next to ") + len("(next to "):-1].split(" and ")
        before.phase = Phase.OPTION
        before.pending = tuple(state.players.index(name) for name in named)
    else:
        before.phase, before.pending = Phase.FLICK, ()
    return before


def entry_words(state: CroquetState, entry: Entry) -> str:
    """A logged move in a player's words, told from the position it was played from (see
    :func:`as_played`), without what it did.

    >>> from games.croquet.examples import replay_example
    >>> final = replay_example("turn").state
    >>> [entry_words(final, e) for e in final.log if e.turn == 3][:2]
    ['Ann flicks the coin towards wicket 1, hard enough to slide about 6 tile widths', \
"Ann moves the coin 0.5 coin widths to the left of Ben's coin"]
    """
    return attempt(as_played(state, entry), as_played(state, entry).parse_move(entry.move))


_FLICK = re.compile(r"^(\S+): (flick|home) (?:(\S+) )?(-?[\d.]+) ([\d.]+)"
                    r"(?: \(sending the rover home\))?(?: \((\d+ flicks? left)\))?$")
_TALLY = re.compile(r"^(\S+): (\d+) = 0 \+ \d+ \(targets reached out of (\d+); (.*)\)$")
_AIMED = {kind.name: kind for kind in (FLICK, HOME)}


def plainly(text: str) -> str:
    """The model's text in a player's words: a flick told by its way and strength (in its
    kind's words), every spot by the wicket or endpost it lies nearest (on the default course,
    :func:`~.words.in_words`), a tally in words."""
    match = _FLICK.match(text.strip())
    if match:
        name, kind, other, direction, hard, left = match.groups()
        said = _AIMED[kind].phrase(name, None if other in (None, name) else other,
                                 way(float(direction)), strength(float(hard)))
        return said + (f" ({left})" if left else "")
    match = _TALLY.match(text)
    if match:
        name, reached, of, rest = match.groups()
        return f"{name}: {reached} of {of} targets reached; {rest}"
    return in_words(text)


def start(state: CroquetState) -> str:
    teams = f" in {state.rules.teams} teams" if state.rules.teams else ""
    return (f"The course is laid out; {len(state.players)} players{teams}, no coin on the "
            f"table yet. {state.players[state.turn]} plays first.")


def summary(state: CroquetState) -> str:
    course = ", ".join(f"{t.player} {t.items[0].points} of 16 targets" + (
        f" (next {target.label})" if (target := state.target(seat)) and
        state.status[seat] == Status.PLAYING else f" ({state.status[seat].words})")
        for seat, t in enumerate(state.tallies()))
    if state.is_terminal():
        return f"{result(state)} Course: {course}."
    name = state.players[state.turn]
    if state.phase == Phase.OPTION:
        hit = " or ".join(state.players[c] for c in state.pending)
        doing = (f"{name} hit {hit}: carry on, move next to it, flick it, or both "
                 f"({flicks_text(state.flicks)} left)")
    elif state.phase == Phase.PLACED:
        doing = f"{name}'s coin lies next to the coin it hit ({flicks_text(state.flicks)} left)"
    elif state.phase == Phase.START:
        doing = f"{name} to place the coin by the left endpost"
    else:
        doing = f"{name} to play, {flicks_text(state.flicks)} left"
    return f"{doing}. Course: {course}."

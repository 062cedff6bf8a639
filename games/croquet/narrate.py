"""Tabletop Croquet move by move, in words (for the step-through viewer, the figure strips and the
player's edition): what each flick did, read from the account the rules keep of it.

Each kind of move tells its own moves (``tried`` and ``describe`` of the kinds in
:mod:`.turn`, in the words of :mod:`.words`: no coordinates, no degrees), and each line of a
flick's account says itself in a player's words (:mod:`.flicks`); this module tells the rest:
the start, the position after each move, a logged move told from the position it was played
from, and each player's standing.

>>> from games.core.narration import tell
>>> from games.croquet import narrate, new_game
>>> game = new_game("Ann", "Ben")
>>> print(tell(game, narrate, "place 1 0"))
Ann starts with the coin 1 tile width to the right of the left endpost.
>>> print(TURNS.tried(game, game.parse_move("flick 0 6.5")))
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths
>>> print(tell(game, narrate, "flick 0 6.5"))  # doctest: +NORMALIZE_WHITESPACE
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths: Ann passes
wicket 1: +1, 1 flick left; Ann passes wicket 2: +1, 2 flicks left.
>>> print(summary(game))  # doctest: +NORMALIZE_WHITESPACE
Ann to play, 2 flicks left. Course: Ann 2 of 16 targets (next wicket 3), Ben 0 of 16
targets (next wicket 1).
>>> for line in entry_lines(as_played(game, game.log[-1]), game.log[-1]):
...     print(line)
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths (0 flicks left)
  Ann passes wicket 1: +1, 1 flick left
  Ann passes wicket 2: +1, 2 flicks left
  Ann's coin stops half a tile width to the right of wicket 2
>>> standing(game, 0)
'Ann: 2 of 16 targets reached; next: wicket 3'
"""

from __future__ import annotations

from ..core import narration
from .flicks import Entry, flicks_text
from .players import Status
from .rules import CroquetState
from .turn import ROVER_KIND, STARTED, TURNS, Phase


def entry_lines(before: CroquetState, entry: Entry) -> list[str]:
    """A logged move's lines in a player's words: the move told from ``before`` (the position
    it was played from), with the flicks it left, then its events, each indented."""
    move = before.parse_move(entry.move)
    first = TURNS.tried(before, move)
    if entry.left is not None:
        first += f" ({flicks_text(entry.left)} left)"
    if TURNS.of(move) is ROVER_KIND:
        first += f": {ROVER_KIND.effect}"
    return [first] + [f"  {event.said()}" for event in entry.events]


def as_played(state: CroquetState, entry: Entry) -> CroquetState:
    """The position ``entry`` was played from, as far as telling its move needs: ``state``
    (any later position of the same game) with the coins where they lay before the move, the
    mover to play and, for a coin moved next to one it hit, that coin hit."""
    before = state.copy()
    before.turn = entry.seat
    before.pos = [entry.before.get(seat) for seat in range(len(state.players))]
    if entry.head is not None and entry.head.rule == STARTED:
        before.phase, before.pending = Phase.START, ()
    elif entry.beside:
        before.phase, before.pending = Phase.OPTION, entry.beside
    else:
        before.phase, before.pending = Phase.FLICK, ()
    return before


def entry_words(state: CroquetState, entry: Entry) -> str:
    """A logged move in a player's words, told from the position it was played from (see
    :func:`as_played`), without what it did.

    >>> from games.croquet.examples import EXAMPLES
    >>> final = EXAMPLES.replay("turn").state
    >>> [entry_words(final, e) for e in final.log if e.turn == 3][:2]
    ['Ann flicks the coin towards wicket 1, hard enough to slide about 6 tile widths', \
"Ann moves the coin 0.5 coin widths to the left of Ben's coin"]
    """
    before = as_played(state, entry)
    return TURNS.tried(before, before.parse_move(entry.move))


def standing(state: CroquetState, seat: int) -> str:
    """How far ``seat``'s coin has got, in words: the targets reached of the course's, and its
    next target (or how it stands, once it has none to play for)."""
    return (f"{state.players[seat]}: {state.progress[seat]} of {len(state.course.order)} "
            f"targets reached; {state.heading(seat)}")


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
        return f"{narration.result(state)} Course: {course}."
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

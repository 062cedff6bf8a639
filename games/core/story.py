"""A complete game told as a short story: its turning points, read from the model as the record
is replayed, in sentences a player reads aloud.

The story follows the score (each player's :class:`~games.core.protocol.Tally` total after
every move): who first leads alone, each time another player goes ahead alone, and how the
game ends. A game adds its own moments (a player going out, a coin finishing
the course) through ``moments``, a function of the position before and after a move that
returns sentences. When the lead changes hands often, the story gives the first changes and the
last, and says how many it passed over. Nothing is typed in: the same record always tells the
same story, and a changed model tells a changed one.

>>> from games.subdivision.examples import EXAMPLES
>>> for line in story(EXAMPLES, "complete-2p", "point"):
...     print(line)
On turn 1, Red takes the lead, 2 points to 0.
On turn 12, Blue goes ahead, 11 points to 10.
On turn 13, Red goes ahead, 11 points to 10.
Red wins, 24 points to 23.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .errors import UserError
from .protocol import GameState
from .replay import Examples, S

#: How many turning points of the score a story tells before it passes over the rest (the last
#: one is always told).
MOST = 5


def _score(unit: str, totals: Sequence[int], leaders: Sequence[int]) -> str:
    """``3 points to 1`` (the leader's against the best of the rest), or ``3 points each``
    (``unit`` in the singular)."""
    best = totals[leaders[0]]
    said = f"{best} {unit}{'' if best == 1 else 's'}"
    rest = [t for k, t in enumerate(totals) if k not in leaders]
    if len(leaders) > 1 or not rest:
        return f"{said} each"
    return f"{said} to {max(rest)}"


def story(examples: Examples[S], record: str, unit: str, *,
          turn: Callable[[S], int] | None = None,
          moments: Callable[[S, S], list[str]] | None = None,
          ending: Callable[[S], str] | None = None) -> list[str]:
    """The story of ``record``, a complete game (see the module's introduction): ``unit``
    names what a tally counts, in the singular (``point``, ``target``), ``turn(state)`` is the
    number of the turn being played (by default, every move is a turn; a turn 0 is the setup,
    where nobody leads yet), ``moments(before, after)`` the game's own sentences for a move, and
    ``ending(state)`` the last sentence (by default the winner and the score)."""
    played = examples.replay(record)
    if not played.state.is_terminal():
        raise UserError(f"{record}.rec does not reach the end of the game")
    state = examples.state_from_record(played.record)
    names = list(state.players)
    told: list[tuple[str, bool]] = []  # (sentence, whether it is a turning point of the score)
    leader: int | None = None  # the last player to lead alone
    for number, text in enumerate(played.moves, 1):
        before = state.copy()
        state.apply(state.parse_move(text))
        totals = [t.total for t in state.tallies()]
        best = max(totals)
        top = [k for k, t in enumerate(totals) if t == best]
        said = f"On turn {turn(state) if turn else number}, "
        if moments is not None:
            told += [(said + line, False) for line in moments(before, state)]
        if len(top) == 1 and top[0] != leader and (turn is None or turn(state) > 0):
            what = "takes the lead" if leader is None else "goes ahead"
            told.append((f"{said}{names[top[0]]} {what}, {_score(unit, totals, top)}.", True))
            leader = top[0]
    turning = [k for k, (_, score) in enumerate(told) if score]
    if len(turning) > MOST:
        skipped = turning[MOST:-1]
        keep = [line for k, (line, _) in enumerate(told) if k not in skipped]
        at = turning[MOST]
        times = "once more" if len(skipped) == 1 else f"{len(skipped)} more times"
        keep.insert(at, f"The lead changes {times} before the end.")
        lines = keep
    else:
        lines = [line for line, _ in told]
    final = played.state
    lines.append(ending(final) if ending else _ending(final, unit))
    return lines


def _ending(state: GameState, unit: str) -> str:
    """The game's outcome as a sentence says it (its rules' own, a tiebreak's too), with the
    score: ``Red wins, 24 points to 23.``; ``Ann and Ben share the win, 5 points each.``"""
    totals = [t.total for t in state.tallies()]
    outcome = state.outcome()
    said = outcome.words(state.players)
    seats = list(outcome.seats) or [max(range(len(totals)), key=totals.__getitem__)]
    return f"{said[0].upper()}{said[1:]}, {_score(unit, totals, seats)}."

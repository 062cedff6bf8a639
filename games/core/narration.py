"""An example play told move by move: each position of a record as a :class:`Step`, with the
move in the record's notation, the move in words and a one-line summary of the position after it.

A game tells its moves through a *narrator*: any object (usually the game's ``narrate`` module)
with ``summary(state) -> str``, the position in one short line (scores or
tally, whose turn, the phase). A move is told in plain English by its kind
(:meth:`games.core.turns.MoveKind.describe`, given the states before and after it), unless the
narrator has a ``describe(before, move, after) -> str`` of its own. A narrator may also have
``start(state) -> str``, the starting position in words (default: "The starting position.").

The start is step 0; each record's ``mark:`` lines are kept with the step they follow, so a
reader (a figure strip, say) can pick out the positions the record marks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .protocol import GameState
from .record import Record
from .replay import replay


@dataclass(frozen=True)
class Step:
    """One position of a record: ``number`` 0 is the start, then one per move."""

    number: int
    #: The move as the record writes it ("" at the start).
    notation: str
    #: The move in words (the starting position in words at the start).
    words: str
    #: The position after the move, in one line.
    summary: str
    #: The names and captions of the record's ``mark:`` lines at this position.
    marks: tuple[tuple[str, str], ...] = ()

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form."""
        return {"number": self.number, "notation": self.notation, "words": self.words,
                "summary": self.summary, "marks": [list(m) for m in self.marks]}


def listed(items: Iterable[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    items = list(items)
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def totals(state: GameState) -> str:
    """Each player's total score, in seat order: ``Red 5, Blue 3``."""
    return ", ".join(f"{t.player} {t.total}" for t in state.tallies())


def result(state: GameState) -> str:
    """The end in words, as the game's :meth:`~games.core.protocol.GameState.outcome` has it:
    ``Game over: Red wins.``, ``Game over: Red and Blue share the win.`` or ``Game over: a
    draw between Red and Blue.``

    >>> from games.subdivision.examples import EXAMPLES
    >>> result(EXAMPLES.replay("complete-2p").state)
    'Game over: Red wins.'
    """
    return f"Game over: {state.outcome().words(state.players)}."


def walk(record: Record, state_from_record: Callable[[Record], GameState],
         narrator: ModuleType) -> Iterator[tuple[Step, GameState]]:
    """Each position of ``record`` as (step, a copy of the state there), the start first.

    The record is first replayed as :func:`~games.core.replay.replay` does, so an illegal or
    malformed move raises the same located UserError before any step is told.
    """
    replay(record, state_from_record)
    marks: dict[int, list[tuple[str, str]]] = {}
    for mark in record.marks:
        marks.setdefault(mark.moves, []).append((mark.name, mark.caption))
    state = state_from_record(record)
    start = getattr(narrator, "start", None)
    words = start(state) if start else "The starting position."
    yield Step(0, "", words, narrator.summary(state), tuple(marks.get(0, ()))), state.copy()
    for number, line in enumerate(record.moves, 1):
        words = tell(state, narrator, line.text)
        yield Step(number, line.text, words, narrator.summary(state),
                   tuple(marks.get(number, ()))), state.copy()


def tell(state: GameState, narrator: ModuleType, text: str) -> str:
    """Play the move written ``text`` on ``state`` (checked by the rules); the move in words."""
    before = state.copy()
    state.play(text)
    table: Any = type(before)
    describe = getattr(narrator, "describe", None) or table.TURNS.describe
    return str(describe(before, before.parse_move(text), state))

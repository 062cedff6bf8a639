"""An example play told move by move: each position of a record as a :class:`Step`, with the
move in the record's notation, the move in words and a one-line summary of the position after it.

A game tells its moves through a *narrator*: the game's ``narrate`` module, with
``summary(state) -> str``, the position in one short line (scores or
tally, whose turn, the phase). A move is told in plain English by its kind
(:meth:`games.core.turns.MoveKind.describe`, given the states before and after it), unless the
narrator has a ``describe(before, move, after) -> str`` of its own. A narrator may also have
``start(state) -> str``, the starting position in words (default: "The starting position.").
The walk reaches them as :class:`Hooks`, typed, which the registry makes of the module
(:func:`games.registry.narrator`, the one place they are looked up by name).

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
class Hooks:
    """A narrator's hooks (:data:`games.core.parts.NARRATOR` declares them), typed:
    ``summary(state)``, the position in one line; ``start(state)``, the starting position in
    words (None: "The starting position."); ``describe(before, move, after)``, a move in words
    (None: its kind's)."""

    # (Any: each game's narrator takes its own kind of position)
    summary: Callable[[Any], str]
    start: Callable[[Any], str] | None = None
    describe: Callable[[Any, Any, Any], str] | None = None


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
    from .. import registry  # (the narrator's hooks, typed: looked up by name there only)

    replay(record, state_from_record)
    hooks = registry.narrator(narrator)
    marks: dict[int, list[tuple[str, str]]] = {}
    for mark in record.marks:
        marks.setdefault(mark.moves, []).append((mark.name, mark.caption))
    state = state_from_record(record)
    words = hooks.start(state) if hooks.start else "The starting position."
    yield Step(0, "", words, hooks.summary(state), tuple(marks.get(0, ()))), state.copy()
    for number, line in enumerate(record.moves, 1):
        words = told(state, hooks, line.text)
        yield Step(number, line.text, words, hooks.summary(state),
                   tuple(marks.get(number, ()))), state.copy()


def tell(state: GameState, narrator: ModuleType, text: str) -> str:
    """Play the move written ``text`` on ``state`` (checked by the rules); the move in words,
    as the game's narrator (its ``narrate`` module) tells it."""
    from .. import registry

    return told(state, registry.narrator(narrator), text)


def told(state: GameState, hooks: Hooks, text: str) -> str:
    """:func:`tell`, with the narrator's ``hooks``."""
    before = state.copy()
    state.play(text)
    table: Any = type(before)
    describe = hooks.describe or table.TURNS.describe
    return str(describe(before, before.parse_move(text), state))

"""Worked examples as text the model writes: what an example box in the book shows.

A worked example is the result of replaying a record (a tally, a vote, a combat, a flick),
written as plain lines, or a :class:`Table` (for player aids). The book asks for one by name
(``tallies complete-2p``); the model answers at build time, so no number is typed by hand.
Every game has the :func:`standard` entries; a game adds its own in ``<game>/worked.py``
(a ``WORKED`` catalogue, see :func:`games.core.catalogue.catalogue`).

>>> from games.subdivision.examples import EXAMPLES
>>> entries = standard(EXAMPLES)
>>> entries["tallies"]("groups")
['Red: 6 = 7 - 1 (one group)', 'Blue: 5 = 7 - 2 (two groups)']
>>> entries["winners"]("complete-2p")
['Winner: Red']
>>> entries["checked"]("opening", "-", "R3@C2", "R1@B1")  # doctest: +NORMALIZE_WHITESPACE
['R3@C2: not allowed: a 3-pip may not be placed Near another 3-pip of its own colour
  (Red 3-pip at B2)', 'R1@B1: allowed']
>>> run(entries, "tallies groups nowhere")  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
games.core.errors.UserError: worked example 'tallies groups nowhere': no mark 'nowhere'
  in groups.rec
"""

from __future__ import annotations

import inspect
import shlex
from collections.abc import Callable
from dataclasses import dataclass

from .errors import UserError
from .protocol import GameState
from .replay import Examples


@dataclass(frozen=True)
class Table:
    """A small table: column headings and rows of cells (all text)."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        for row in self.rows:
            if len(row) != len(self.header):
                raise ValueError(f"row {row!r} has {len(row)} cells, not {len(self.header)}")


#: What a worked example is: lines of text, or a table.
Worked = list[str] | Table


def state_at(examples: Examples, record: str, mark: str | None = None) -> GameState:
    """The state of ``record`` at ``mark`` (the final state when no mark is given)."""
    played = examples.replay(record)
    if mark is None:
        return played.state
    try:
        return played.position(mark)
    except KeyError:
        raise UserError(f"no mark {mark!r} in {record}.rec") from None


def standard(examples: Examples) -> dict[str, Callable[..., Worked]]:
    """The entries every game has: a record's tallies (final or at a mark), its winners, and
    whether moves are allowed at a mark (``-`` for the final position), with the rule's reason."""

    def tallies(record: str, mark: str | None = None) -> list[str]:
        return [str(t) for t in state_at(examples, record, mark).tallies()]

    def winners(record: str) -> list[str]:
        state = state_at(examples, record)
        if not state.is_terminal():
            raise UserError(f"{record}.rec does not reach the end of the game")
        names = state.winners()
        return [("Winners: " if len(names) > 1 else "Winner: ") + " and ".join(names)]

    def checked(record: str, mark: str, *moves: str) -> list[str]:
        state = state_at(examples, record, None if mark == "-" else mark)
        lines = []
        for text in moves:
            reason = state.why_illegal(state.parse_move(text))
            lines.append(f"{text}: " + (f"not allowed: {reason}" if reason else "allowed"))
        return lines

    return {"tallies": tallies, "winners": winners, "checked": checked}


def run(entries: dict[str, Callable[..., Worked]], spec: str) -> Worked:
    """Run the entry a spec names: ``NAME ARG...`` (shell-style words)."""
    words = shlex.split(spec)
    if not words or words[0] not in entries:
        known = ", ".join(sorted(entries))
        raise UserError(f"unknown worked example {spec!r}; this game has {known}")
    entry = entries[words[0]]
    try:
        inspect.signature(entry).bind(*words[1:])
    except TypeError as exc:
        raise UserError(f"worked example {spec!r}: {exc}") from None
    try:
        return entry(*words[1:])
    except UserError as exc:
        raise UserError(f"worked example {spec!r}: {exc.message}") from None

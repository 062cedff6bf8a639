"""Replaying a record against a game model: every move is checked by the rules.

The game supplies ``state_from_record(record)``, which builds the starting position from the
header (and raises a UserError naming the header line when it cannot).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Generic, TypeVar

from .errors import IllegalMove, UserError, quote
from .files import RECORD, read_text
from .protocol import GameState
from .record import Mark, Record, parse_record

#: A game's own state class.
S = TypeVar("S", bound=GameState)


@dataclass
class Position(Generic[S]):
    """A marked position of a replayed record."""

    mark: Mark
    state: S


@dataclass
class Replay(Generic[S]):
    """The result of a replay: the final state, the marked positions, the moves as played."""

    record: Record
    state: S
    positions: list[Position[S]]
    moves: list[str]

    def position(self, name: str) -> S:
        """The state at the mark called ``name``."""
        for pos in self.positions:
            if pos.mark.name == name:
                return pos.state
        raise KeyError(name)


def replay(record: Record, state_from_record: Callable[[Record], S]) -> Replay[S]:
    """Play every move of ``record``; an illegal or malformed move raises a located UserError."""
    state = state_from_record(record)
    marks: dict[int, list[Mark]] = {}
    for mark in record.marks:
        marks.setdefault(mark.moves, []).append(mark)
    positions = [Position(m, state.copy()) for m in marks.get(0, [])]
    for number, line in enumerate(record.moves, 1):
        try:
            move = state.parse_move(line.text)
        except UserError as exc:
            raise UserError(
                f"move {number} {quote(line.text)}: {exc.message}", record.path, line.line
            ) from None
        reason = state.why_illegal(move)
        if reason:
            raise IllegalMove(f"move {number} {quote(line.text)}: {reason}",
                              record.path, line.line)
        state.apply(move)
        positions += [Position(m, state.copy()) for m in marks.get(number, [])]
    return Replay(record, state, positions, [line.text for line in record.moves])


@dataclass(frozen=True)
class Examples(Generic[S]):
    """A game's folder of example records, each replayed on demand through the model."""

    folder: Path
    state_from_record: Callable[[Record], S]

    def names(self) -> list[str]:
        """The names of the records in the folder, sorted."""
        return sorted(p.stem for p in self.folder.glob("*.rec"))

    def replay(self, name: str) -> Replay[S]:
        """Replay the record ``name`` (every move checked). A record whose text was replayed
        before in this process is not played again: its states are copied (a book asks for the
        same record in many example boxes, and croquet's flicks are physics)."""
        path = self.folder / f"{name}.rec"
        played = _replayed(str(path), read_text(path, RECORD), self.state_from_record)
        return Replay(played.record, played.state.copy(),
                      [Position(p.mark, p.state.copy()) for p in played.positions],
                      list(played.moves))


@lru_cache(maxsize=128)
def _replayed(path: str, text: str, state_from_record: Callable[[Record], S]) -> Replay[S]:
    return replay(parse_record(text, path), state_from_record)

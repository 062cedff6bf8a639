"""Replaying a record against a game model: every move is checked by the rules.

The game supplies ``state_from_record(record)``, which builds the starting position from the
header (and raises a UserError naming the header line when it cannot).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .errors import IllegalMove, UserError, quote
from .protocol import GameState
from .record import Mark, Record, read_record


@dataclass
class Position:
    """A marked position of a replayed record."""

    mark: Mark
    state: GameState


@dataclass
class Replay:
    """The result of a replay: the final state, the marked positions, the moves as played."""

    record: Record
    state: GameState
    positions: list[Position]
    moves: list[str]

    def position(self, name: str) -> GameState:
        """The state at the mark called ``name``."""
        for pos in self.positions:
            if pos.mark.name == name:
                return pos.state
        raise KeyError(name)


def replay(record: Record, state_from_record: Callable[[Record], GameState]) -> Replay:
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
class Examples:
    """A game's folder of example records, each replayed on demand through the model."""

    folder: Path
    state_from_record: Callable[[Record], GameState]

    def names(self) -> list[str]:
        """The names of the records in the folder, sorted."""
        return sorted(p.stem for p in self.folder.glob("*.rec"))

    def replay(self, name: str) -> Replay:
        """Replay the record ``name`` (every move checked)."""
        return replay(read_record(self.folder / f"{name}.rec"), self.state_from_record)

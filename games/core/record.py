"""The plain-text record of an example play, shared by every game.

A record is a header of ``key: value`` lines, then one move per line in the game's own notation.
``#`` starts a comment. A line ``mark: NAME caption...`` marks the position reached so far (after
the moves above it) as one to draw, with an optional caption. Example::

    # The opening of a 2-player game.
    game: subdivision
    players: red blue

    mark: empty The board before the first move.
    R3@C2
    B3@D5    # Blue answers at once
    mark: two-moves

>>> rec = parse_record("game: subdivision\\nplayers: 2\\nR3@C2\\nmark: first After one move\\n")
>>> rec.header["game"].text, [m.text for m in rec.moves], rec.marks[0]
('subdivision', ['R3@C2'], Mark(name='first', caption='After one move', moves=1, line=4))
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from .errors import UserError, quote
from .files import RECORD, read_text
from .text import source_lines

_KEY = re.compile(r"^([A-Za-z][A-Za-z0-9-]*)\s*:\s*(.*)$")
#: The most moves a record may hold (the longest example has under 300; a replay of this many
#: simulated croquet flicks takes a few seconds).
MAX_MOVES = 2_000
#: The most marks a record may hold (the examples have at most 8).
MAX_MARKS = 100
#: The longest mark name (a mark names the file it is drawn into).
MAX_MARK = 64
_MARK_NAME = re.compile(rf"[A-Za-z0-9][A-Za-z0-9_-]{{0,{MAX_MARK - 1}}}")


@dataclass(frozen=True)
class Line:
    """A piece of text and the line of the file it came from (None: not from a file)."""

    text: str
    line: int | None


@dataclass(frozen=True)
class Mark:
    """A position to draw: its name (used as a file name), caption, and moves played before it."""

    name: str
    caption: str
    moves: int
    line: int


@dataclass
class Record:
    """A parsed record: header values, moves and marks, each with its line number."""

    path: str
    header: dict[str, Line] = field(default_factory=dict)
    moves: list[Line] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)

    def get(self, key: str, default: str | None = None) -> str | None:
        """The header value for ``key``, or ``default``."""
        entry = self.header.get(key)
        return entry.text if entry else default

    def error(self, key: str, message: str) -> UserError:
        """An error located at the header line of ``key`` (or the file, if absent)."""
        entry = self.header.get(key)
        return UserError(message, self.path, entry.line if entry else None)


def parse_record(text: str, path: str = "<record>") -> Record:
    """Parse the text of a record; malformed lines raise a UserError naming file and line.

    The text first passes :func:`~games.core.text.source_lines` (size, line length, and no
    character a figure cannot hold)."""
    record = Record(path)
    marks: set[str] = set()
    for number, raw in enumerate(source_lines(text, path, "record"), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        match = _KEY.match(line)
        key = match.group(1).lower() if match else None
        if match and key == "mark":
            name, _, caption = match.group(2).partition(" ")
            if not _MARK_NAME.fullmatch(name):
                raise UserError(f"a mark needs a name of 1 to {MAX_MARK} letters, digits, '-' "
                                f"or '_' (it names a file): {quote(line)}", path, number)
            if len(marks) == MAX_MARKS:
                raise UserError(f"a record holds at most {MAX_MARKS} marks (each is drawn as a "
                                "figure)", path, number)
            if name.lower() in marks:
                raise UserError(f"mark {quote(name)} is used twice (names that differ only in "
                                "case count as the same: they name files)", path, number)
            marks.add(name.lower())
            record.marks.append(Mark(name, caption.strip(), len(record.moves), number))
        elif match and key and " " not in key:
            if record.moves or record.marks:
                raise UserError(f"header line {quote(key)} after the moves began", path, number)
            if key in record.header:
                raise UserError(f"header {quote(key)} given twice", path, number)
            record.header[key] = Line(match.group(2).strip(), number)
        elif len(record.moves) == MAX_MOVES:
            raise UserError(f"a record holds at most {MAX_MOVES:,} moves", path, number)
        else:
            record.moves.append(Line(line, number))
    if "game" not in record.header:
        raise UserError("the record has no 'game:' header line", path)
    return record


def read_record(path: str | os.PathLike[str]) -> Record:
    """Read and parse the record file at ``path``."""
    return parse_record(read_text(path, RECORD), str(path))

"""Text from users: what a record or board file may hold.

Every input file goes through :func:`source_lines`: a UTF-8 byte order mark at the start is
dropped; a file of more than :data:`MAX_CHARS` characters, a line of more than
:data:`MAX_LINE` characters, or a character that an SVG figure (XML 1.0) cannot hold, is one
located :class:`UserError`. Refused: the control characters other than tab, line feed and
carriage return (C0, DEL and C1), surrogates, and the Unicode non-characters (U+FDD0 to U+FDEF
and the last two code points of every plane, such as U+FFFE).

>>> source_lines("\\ufeffgame: x\\r\\nA1\\n", "r.rec", "record")
['game: x', 'A1', '']
>>> source_lines("game: x\\ntitle: a\\x07b\\n", "r.rec", "record")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
games.core.errors.UserError: r.rec:2: character U+0007 is not allowed in a record (...)
"""

from __future__ import annotations

import re

from .errors import UserError

#: The most characters a record or board file may hold (a file: the most bytes).
MAX_CHARS = 1_000_000
#: The longest line a record or board file may have.
MAX_LINE = 10_000

_NONCHARACTERS = "".join(f"\\U{plane:04X}FFFE\\U{plane:04X}FFFF" for plane in range(17))
#: One character XML 1.0 cannot hold, or that a figure should never carry.
FORBIDDEN = re.compile(
    r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef" + _NONCHARACTERS + "]")
_LINE_END = re.compile(r"\r\n|\r|\n")


def codepoint(char: str) -> str:
    """``U+0007``: how an error names a character."""
    return f"U+{ord(char):04X}"


def check_characters(text: str, what: str) -> None:
    """A UserError naming the first character of ``text`` that :data:`FORBIDDEN` refuses."""
    match = FORBIDDEN.search(text)
    if match:
        raise UserError(f"character {codepoint(match.group())} is not allowed in {what} "
                        "(control characters and non-characters cannot be drawn in a figure)")


def source_lines(text: str, path: str, kind: str) -> list[str]:
    """The lines of a ``kind`` file (record, board) at ``path``, once its size and every
    character have passed; a failure is one UserError naming the file and line."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if len(text) > MAX_CHARS:
        raise UserError(f"the {kind} is longer than {MAX_CHARS:,} characters", path)
    lines = _LINE_END.split(text)
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise UserError(f"the line is longer than {MAX_LINE:,} characters", path, number)
        try:
            check_characters(line, f"a {kind}")
        except UserError as exc:
            raise exc.located(path, number) from None
    return lines

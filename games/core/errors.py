"""Errors raised for bad input, and quoting input in them.

Every error a user can cause (a missing file, a malformed line, an illegal move, a wrong-sized
board) is a :class:`UserError`. Its ``str`` is one line that names the file, line or move and
the rule broken; the ``rulebook`` command prints it and exits with status 2.

>>> str(UserError("bad cell 'X9'", path="board.txt", line=3))
"board.txt:3: bad cell 'X9'"

An error echoes input through :func:`quote`: repr-style, with newlines and control characters
escaped, cut to a readable length with an ellipsis. Whatever a message holds, its ``str``
stays one line (no character that moves the terminal's cursor) of bounded length.

>>> quote("R3@C2"), quote("a\\nb\\x1b[31m"), quote("x" * 100, limit=5)
("'R3@C2'", "'a\\\\nb\\\\x1b[31m'", "'xxxxx…'")
>>> str(UserError("no such file", path="a\\nb")), str(UserError("no such file", path=""))
("'a\\\\nb': no such file", "'': no such file")
"""

from __future__ import annotations

#: The longest message an error line shows (longer ones are cut with an ellipsis).
MAX_MESSAGE = 500
#: The longest path an error line shows as it is (a longer or odd one is quoted and cut).
MAX_PATH = 200


def quote(text: str, limit: int = 60) -> str:
    """``text`` as a one-line, repr-style quotation of at most ``limit`` characters of it."""
    text = str(text)
    if len(text) <= limit:
        return repr(text)
    quoted = repr(text[:limit])
    return quoted[:-1] + "…" + quoted[-1]


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` with every character that is not printable (newlines, escapes, controls)
    written as its escape, cut to ``limit`` characters with an ellipsis."""
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


class UserError(Exception):
    """Bad input: one line naming where (file and line, when known) and what is wrong."""

    def __init__(self, message: str, path: str | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line

    def located(self, path: str | None = None, line: int | None = None) -> UserError:
        """The same error, placed at ``path`` and ``line`` unless it already has a place."""
        return type(self)(self.message,
                          self.path if self.path is not None else path, self.line or line)

    def __str__(self) -> str:
        where = self.path
        if where is not None and (not where or not where.isprintable() or len(where) > MAX_PATH):
            where = quote(where, MAX_PATH)
        if self.line is not None:
            where = f"{where}:{self.line}" if where is not None else f"line {self.line}"
        message = one_line(self.message)
        return f"{where}: {message}" if where is not None else message


class IllegalMove(UserError):
    """A move the rules do not allow in the position it was tried in."""

"""Errors raised for bad input.

Every error a user can cause (a missing file, a malformed line, an illegal move, a wrong-sized
board) is a :class:`UserError`. Its ``str`` is one line that names the file, line or move and
the rule broken; the ``rulebook`` command prints it and exits with status 2.

>>> str(UserError("bad cell 'X9'", path="board.txt", line=3))
"board.txt:3: bad cell 'X9'"
"""

from __future__ import annotations


class UserError(Exception):
    """Bad input: one line naming where (file and line, when known) and what is wrong."""

    def __init__(self, message: str, path: str | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line

    def located(self, path: str | None = None, line: int | None = None) -> "UserError":
        """The same error, placed at ``path`` and ``line`` unless it already has a place."""
        return type(self)(self.message, self.path or path, self.line or line)

    def __str__(self) -> str:
        where = self.path or ""
        if self.line is not None:
            where = f"{where}:{self.line}" if where else f"line {self.line}"
        return f"{where}: {self.message}" if where else self.message


class IllegalMove(UserError):
    """A move the rules do not allow in the position it was tried in."""

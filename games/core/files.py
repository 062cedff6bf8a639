"""Reading and writing files safely: a failure leaves nothing half-written.

>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> target = os.path.join(folder, "a.txt")
>>> write_if_changed(target, "hello\\n"), write_if_changed(target, "hello\\n")
(True, False)
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .errors import UserError


def read_text(path: str | os.PathLike) -> str:
    """The text of ``path``, or a :class:`UserError` that names the file and the reason."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError("no such file", path=str(path)) from None
    except IsADirectoryError:
        raise UserError("is a folder, not a file", path=str(path)) from None
    except UnicodeDecodeError:
        raise UserError("not a UTF-8 text file", path=str(path)) from None
    except OSError as exc:
        raise UserError(f"cannot read: {exc.strerror}", path=str(path)) from None


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def write_if_changed(path: str | os.PathLike, text: str) -> bool:
    """Write ``text`` unless ``path`` already holds exactly it; say whether it wrote."""
    path = Path(path)
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    write_atomic(path, text)
    return True

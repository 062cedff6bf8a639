"""Reading and writing files safely: bounded reads, and writes that leave nothing half-done.

An input file is read only up to :data:`~games.core.text.MAX_CHARS` bytes. An output folder is
checked before any work (:func:`output_folder`), and a run's files are written all or none
(:func:`write_all`): into a temporary folder beside the target first, then moved into place.

>>> import tempfile, os
>>> out = os.path.join(tempfile.mkdtemp(), "new", "figures")
>>> write_all(output_folder(out), {Path(out, "a.svg"): "<svg/>\\n"})
>>> sorted(os.listdir(out))
['a.svg']
"""

from __future__ import annotations

import fcntl
import os
import shutil
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from .errors import UserError, one_line
from .text import MAX_CHARS

#: The longest file name :func:`write_all` writes (most file systems allow 255 bytes).
MAX_NAME = 100
#: The longest folder name most file systems allow, in bytes.
MAX_FOLDER_NAME = 255


def read_text(path: str | os.PathLike[str]) -> str:
    """The text of ``path``, or a :class:`UserError` that names the file and the reason."""
    if not str(path):
        raise UserError("the path is empty: name a file", path="")
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_CHARS + 1)
    except FileNotFoundError:
        raise UserError("no such file", path=str(path)) from None
    except IsADirectoryError:
        raise UserError("is a folder, not a file", path=str(path)) from None
    except OSError as exc:
        raise UserError(f"cannot read: {exc.strerror}", path=str(path)) from None
    if len(data) > MAX_CHARS:
        raise UserError(f"the file is larger than {MAX_CHARS:,} bytes", path=str(path))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UserError(f"not a UTF-8 text file (byte {exc.start + 1} is not UTF-8)",
                        path=str(path)) from None


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


#: The mode of a new file (a temporary file is made readable by its owner only).
FILE_MODE = 0o666 & ~_umask()


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename; the file gets the mode
    a new file gets here (:data:`FILE_MODE`)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        os.fchmod(fd, FILE_MODE)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


@contextmanager
def locked(folder: str | os.PathLike[str]) -> Iterator[None]:
    """Hold an exclusive lock on ``folder`` (made if missing) while the block runs, so that two
    processes (the book's two editions, built at once) change what it holds one at a time.
    The lock is ``flock``'s: the system releases it if the process dies.

    >>> import tempfile
    >>> with locked(Path(tempfile.mkdtemp(), "game")):
    ...     pass
    """
    Path(folder).mkdir(parents=True, exist_ok=True)
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing the folder releases the lock


def _existing_base(path: Path) -> Path:
    """The nearest of ``path`` and its parents that exists; a UserError if that is not a
    folder (a file, or a symbolic link to nothing)."""
    for place in (path, *path.parents):
        if os.path.lexists(place):
            if not place.is_dir():
                what = "a file" if place.exists() else "a symbolic link to nothing"
                if place == path:
                    raise UserError(f"is {what}, not a folder", path=str(path))
                raise UserError(f"{place} is {what}, so nothing can be written under it",
                                path=str(path))
            return place
    return Path.cwd()


def output_folder(text: str) -> Path:
    """``text`` as a folder a command may write into, checked before any work: a UserError
    if it is empty, is or lies under a file or a dangling link, or cannot be written in."""
    if not text:
        raise UserError("the output folder is empty: name a folder", path="")
    path = Path(text)
    if any(len(os.fsencode(part)) > MAX_FOLDER_NAME for part in path.parts):
        raise UserError(f"a folder name in the path is longer than {MAX_FOLDER_NAME} bytes",
                        path=text)
    base = _existing_base(path)
    try:
        os.rmdir(tempfile.mkdtemp(prefix=".rulebook-", dir=base))
    except OSError as exc:
        raise UserError(f"cannot write in {base}: {exc.strerror}", path=text) from None
    return path


def check_targets(paths: Iterable[str | Path]) -> None:
    """A UserError for the first of ``paths`` that cannot become a file: a folder is there,
    a file stands where its folder should be, its name is too long, or it holds a character
    that cannot be shown (a control character, a newline: such a name cannot be told apart
    in a listing)."""
    for path in map(Path, paths):
        if not str(path).isprintable():
            raise UserError("the path has a character that cannot be printed (a control "
                            "character or a line break): choose a printable name",
                            one_line(str(path)))
        if len(path.name) > MAX_NAME:
            raise UserError(f"the file name is longer than {MAX_NAME} characters", str(path))
        if path.is_dir():
            raise UserError("a folder has this name, so the file cannot be written",
                            path=str(path))
        _existing_base(path.parent)


def write_all(folder: Path, files: Mapping[Path, str | bytes],
              remove: Iterable[Path] = ()) -> None:
    """Write every file of ``files`` (path to text or bytes; all inside ``folder``) and remove
    the files in ``remove``, or change nothing: a UserError if any of it fails."""
    check_targets(files)
    folder = Path(os.path.abspath(folder))
    targets = {Path(os.path.abspath(path)): text for path, text in files.items()}
    base = _existing_base(folder)
    try:
        stage = Path(tempfile.mkdtemp(prefix=".rulebook-", dir=base))
    except OSError as exc:
        raise UserError(f"cannot write in {base}: {exc.strerror}", path=str(folder)) from None
    done: list[tuple[Path, Path | None]] = []  # (moved into place, its backup or None)
    try:
        for path, text in targets.items():
            staged = stage / "new" / path.relative_to(base)
            staged.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(text, bytes):
                staged.write_bytes(text)
            else:
                staged.write_text(text, encoding="utf-8", newline="\n")
        # A new folder moves into place whole, with every file under it.
        tops = dict.fromkeys(_top_missing(path, base) for path in targets)
        (stage / "old").mkdir()
        for number, path in enumerate([*targets, *(Path(os.path.abspath(p)) for p in remove)]):
            if os.path.lexists(path):
                os.replace(path, stage / "old" / str(number))
                done.append((path, stage / "old" / str(number)))
        for top in tops:
            os.replace(stage / "new" / top.relative_to(base), top)
            done.append((top, None))
    except OSError as exc:
        _undo(done)
        raise UserError(f"cannot write: {exc.strerror}", path=str(folder)) from None
    except BaseException:
        _undo(done)
        raise
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def _top_missing(path: Path, base: Path) -> Path:
    """The highest of ``path`` and its parents below ``base`` that does not exist yet."""
    top = path
    for place in path.parents:
        if place == base or place.exists():
            break
        top = place
    return top


def _undo(done: list[tuple[Path, Path | None]]) -> None:
    """Put back what :func:`write_all` moved, newest first."""
    for path, backup in reversed(done):
        if backup is None:
            shutil.rmtree(path) if path.is_dir() else path.unlink(missing_ok=True)
        else:
            os.replace(backup, path)

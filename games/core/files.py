"""Reading and writing files safely: guarded reads, and writes that leave nothing half-done.

Every file a command reads (or reads before it overwrites it) is read through one guarded
reader, :func:`read_bytes` (or its forms :func:`read_text`, :func:`read_json`,
:func:`read_existing`, :func:`existing_text` and :func:`holds`), given the :class:`Kind` of
file it is: :data:`RECORD`, :data:`BOARD`, :data:`RESULTS`, :data:`KEPT` (the answers a build
keeps), :data:`MOVES` (the bench's kept games), :data:`FIGURE`, :data:`STAMPED` or
:data:`OUTPUT`. A kind declares the most bytes a file of it may hold. The path must name a
regular file (a symbolic link to one will do): it is checked with ``stat`` before it is
opened, opened without blocking (a named pipe never hangs a reader) and checked again on the
open file, then read only up to the kind's bound. Anything else (a device such as
``/dev/zero``, a named pipe, a socket, a folder, a file too big) is one :class:`UserError`
naming the file, before a byte is read. A new command that reads a file (``rulebook check``,
``rulebook play``) calls the same reader with its kind.

>>> import tempfile, os
>>> read_bytes("/dev/zero", RESULTS)
Traceback (most recent call last):
...
games.core.errors.UserError: /dev/zero: is a character device, not a regular file

An output folder is checked before any work (:func:`output_folder`), and a run's files are
written all or none (:func:`write_all`): into a temporary folder beside the target first, then
moved into place. An existing target that is not a regular file (a device, a named pipe) is
refused (:func:`check_targets`).

>>> out = os.path.join(tempfile.mkdtemp(), "new", "figures")
>>> write_all(output_folder(out), {Path(out, "a.svg"): "<svg/>\\n"})
>>> sorted(os.listdir(out))
['a.svg']
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from .errors import UserError, one_line
from .text import MAX_CHARS

#: The longest file name :func:`write_all` writes (most file systems allow 255 bytes).
MAX_NAME = 100
#: The longest folder name most file systems allow, in bytes.
MAX_FOLDER_NAME = 255


@dataclass(frozen=True)
class Kind:
    """A kind of file a command reads: its ``name`` in an error, and ``limit``, the most bytes a
    file of this kind may hold."""

    name: str
    limit: int


#: A record (``.rec``): what the record reader allows (:data:`~games.core.text.MAX_CHARS`).
RECORD = Kind("record", MAX_CHARS)
#: A board file (``rulebook score``).
BOARD = Kind("board", MAX_CHARS)
#: A results file (``rulebook simulate --out``, ``results/``, ``scripts/balance.py``): about
#: ten times the largest committed one (10.3 MB, results/human_trophies/2p-starting-kids-...).
RESULTS = Kind("results file", 100_000_000)
#: The answers a build keeps (``diagrams/<game>/worked.json``; 67 KB at most so far).
KEPT = Kind("kept answers file", 10_000_000)
#: The bench's kept games (scripts/bench_decisions.py: a few games' moves, some KB).
MOVES = Kind("kept games file", 10_000_000)
#: A figure a script compares before it rewrites it (the balance charts: 0.75 MB at most).
FIGURE = Kind("figure", 20_000_000)
#: A file a stamp covers (:mod:`games.core.stamp`): sources, and the results files.
STAMPED = Kind("file a stamp covers", RESULTS.limit)
#: A file a command wrote and reads back (a stamp, a viewer's data, an output it lists): the
#: largest are the viewers' data (some MB) and the sheets' PDFs.
OUTPUT = Kind("file a command wrote", 100_000_000)

#: What a file is, when it is not a regular file.
_SPECIAL = ((stat.S_ISDIR, "a folder"), (stat.S_ISCHR, "a character device"),
            (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a pipe (FIFO)"),
            (stat.S_ISSOCK, "a socket"))


class NoSuchFile(UserError):
    """The path names nothing (:func:`read_existing` takes that as no file yet)."""


def not_regular(path: str, mode: int) -> str | None:
    """What ``path`` (whose ``stat`` mode is ``mode``) is, in words, when it is not a regular
    file (``a character device``, ``a symbolic link to a pipe (FIFO)``); else None."""
    if stat.S_ISREG(mode):
        return None
    what = next((words for test, words in _SPECIAL if test(mode)), "not a file")
    return f"a symbolic link to {what}" if os.path.islink(path) else what


def _checked(path: str, info: os.stat_result, kind: Kind) -> None:
    """A UserError unless ``info`` is a regular file's of at most ``kind.limit`` bytes."""
    what = not_regular(path, info.st_mode)
    if what == "a folder":
        raise UserError("is a folder, not a file", path=path)
    if what is not None:
        raise UserError(f"is {what}, not a regular file", path=path)
    if info.st_size > kind.limit:
        raise _too_big(path, kind)


def _too_big(path: str, kind: Kind) -> UserError:
    return UserError(f"the file is larger than {kind.limit:,} bytes, the most a {kind.name} "
                     "may hold", path=path)


def read_bytes(path: str | os.PathLike[str], kind: Kind) -> bytes:
    """The bytes of ``path``, a file of ``kind``: the one guarded reader (see the module's
    docstring). A path that is not a regular file or holds more than ``kind.limit`` bytes is
    a :class:`UserError` that names it, and nothing is read; a missing file is
    :class:`NoSuchFile`."""
    name = os.fspath(path)
    if not name:
        raise UserError("the path is empty: name a file", path="")
    try:
        _checked(name, os.stat(name), kind)  # nothing but a regular file is opened
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except (FileNotFoundError, NotADirectoryError):  # (a file where a folder of it should be)
        raise NoSuchFile("no such file", path=name) from None
    except OSError as exc:
        raise UserError(f"cannot read: {exc.strerror}", path=name) from None
    except ValueError:  # a NUL byte: no command line can carry one
        raise UserError("the path holds a NUL byte", path=name) from None
    try:
        info = os.fstat(fd)
        _checked(name, info, kind)  # what was opened, should it have changed since the stat
        chunks, size = [], 0
        want = min(info.st_size, kind.limit) + 1
        while chunk := os.read(fd, want):
            chunks.append(chunk)
            size += len(chunk)
            if size > kind.limit:  # it grew while read
                raise _too_big(name, kind)
            want = min(kind.limit + 1 - size, 1 << 20)
    except OSError as exc:
        raise UserError(f"cannot read: {exc.strerror}", path=name) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def read_existing(path: str | os.PathLike[str], kind: Kind) -> bytes | None:
    """:func:`read_bytes`, or None when there is no file at ``path`` (nor a link to one): the
    file a command is about to overwrite."""
    try:
        return read_bytes(path, kind)
    except NoSuchFile:
        return None


def existing_text(path: str | os.PathLike[str], kind: Kind) -> str | None:
    """The text of ``path``, a file of ``kind`` that a command wrote before (:func:`read_bytes`),
    or None when there is none, or it is not UTF-8 text (so not what the command wrote)."""
    data = read_existing(path, kind)
    try:
        return None if data is None else data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def holds(path: str | os.PathLike[str], data: str | bytes) -> bool:
    """Whether ``path`` is a regular file holding exactly ``data`` (text as UTF-8): what a
    command asks before it writes a file again. Read through :func:`read_bytes` with the length
    of ``data`` as the bound, so a device, a pipe or a file of any other size is not read (and
    not held: the write that follows refuses what is not a regular file, :func:`check_targets`).
    """
    wanted = data.encode("utf-8") if isinstance(data, str) else data
    try:
        return read_bytes(path, Kind("file written before", len(wanted))) == wanted
    except UserError:
        return False


def decoded(data: bytes, path: str | os.PathLike[str]) -> str:
    """``data`` (read from ``path``) as UTF-8 text, or a UserError naming the first byte that
    is not UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UserError(f"not a UTF-8 text file (byte {exc.start + 1} is not UTF-8)",
                        path=os.fspath(path)) from None


def read_text(path: str | os.PathLike[str], kind: Kind) -> str:
    """The text of ``path``, a file of ``kind`` (:func:`read_bytes`), or a :class:`UserError`
    that names the file and the reason."""
    return decoded(read_bytes(path, kind), path)


def read_json(path: str | os.PathLike[str], kind: Kind) -> object:
    """The JSON data in ``path``, a file of ``kind`` (:func:`read_bytes`), or a
    :class:`UserError` that names the file and the reason."""
    text = read_text(path, kind)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UserError(f"not JSON ({exc.msg}, line {exc.lineno}): not a {kind.name}",
                        path=os.fspath(path)) from None
    except RecursionError:
        raise UserError(f"not a {kind.name}: its JSON is nested too deep",
                        path=os.fspath(path)) from None


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
    import fcntl  # (here, not above: the browser's Python, which plays the game, has none)

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
    """A UserError for the first of ``paths`` that cannot become a file: a folder, a device, a
    named pipe or a socket is there (or a link to one), a file stands where its folder should
    be, its name is too long, or it holds a character that cannot be shown (a control
    character, a newline: such a name cannot be told apart in a listing)."""
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
        try:
            what = not_regular(str(path), path.stat().st_mode)
        except OSError:  # nothing there yet (or a link to nothing, which is replaced)
            what = None
        if what is not None:
            raise UserError(f"is {what}, not a regular file, so it cannot be written over",
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

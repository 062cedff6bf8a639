"""Stamps: a hash of everything a game's drawn outputs depend on, so that a build draws a game
again only when one of its inputs changed.

A game's stamp covers the files of its folder (rules, narrator, figures, records), the shared
``games/core`` and ``games/draw``, any ``extra`` file the caller names (the module that turns the
drawings into files), and the versions of the packages that draw or simulate. It does not read
the outputs: the caller keeps the stamp beside them and compares. :func:`listing` and
:func:`matches` are that comparison: a stamp file holds the inputs' hash, then a hash of each
output it wrote, so that an output changed or lost since is noticed too.

>>> from games import registry
>>> game = registry.get("subdivision")
>>> len(of(game)) == 64 and of(game) == of(game)
True
>>> of(game) != of(registry.get("in_crowd")) and of("subdivision") == of(game)
True
"""

from __future__ import annotations

import functools
import hashlib
import os
from collections.abc import Iterable, Mapping
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import UserError
from .files import OUTPUT, STAMPED, existing_text, read_bytes

if TYPE_CHECKING:
    from .game import GameInfo

#: The ``games`` package folder.
PACKAGE = Path(__file__).resolve().parent.parent
#: The name of a stamp file, kept beside the outputs it lists (committed with the figures and
#: the viewers' frames in ``diagrams/``: it holds no date or path).
NAME = ".stamp"
#: The packages whose versions can change a drawing.
DEPENDS_ON = ("svgwrite", "matplotlib", "pymunk")


def name_of(game: GameInfo | str) -> str:
    """A game's name, given the game or its name (a stamp needs no more, so that a build
    can tell which games are stale without loading their models)."""
    return game if isinstance(game, str) else game.name


def sources(game: GameInfo | str) -> list[Path]:
    """The files of ``game``'s folder, ``games/core`` and ``games/draw``, sorted."""
    folders = (PACKAGE / name_of(game), PACKAGE / "core", PACKAGE / "draw")
    return sorted(p for folder in folders
                  for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def of(game: GameInfo | str, extra: Iterable[str | Path] = ()) -> str:
    """A hash of every file and package version the drawings of ``game`` (or the game named
    so) depend on."""
    digest = hashlib.sha256()
    for path in sorted([*sources(game), *(Path(p).resolve() for p in extra)]):
        # named from the package folder, so that a stamp does not depend on where the project is
        digest.update(os.path.relpath(path, PACKAGE).encode() + b"\0" + _read(path))
    digest.update(_versions())
    return digest.hexdigest()


#: The files read so far, by path, modification time and size: a build stamps each game's
#: figures, frames and worked examples, all over the same files.
_READ: dict[tuple[Path, int, int], bytes] = {}


def _read(path: Path) -> bytes:
    """The bytes of ``path``, read again only when its time or size changed; guarded
    (:func:`~games.core.files.read_bytes`): a device or a named pipe among the results files
    is one UserError, not a build that hangs."""
    try:
        info = path.stat()
    except OSError:  # a link to nothing, say: the guarded reader says why, in one line
        return read_bytes(path, STAMPED)
    key = (path, info.st_mtime_ns, info.st_size)
    if key not in _READ:
        _READ[key] = read_bytes(path, STAMPED)
    return _READ[key]


@functools.cache
def _versions() -> bytes:
    """The versions of the packages in :data:`DEPENDS_ON`, as a stamp reads them."""
    return "".join(f"{package}={metadata.version(package)}\0" for package in DEPENDS_ON).encode()


def digest(data: str | bytes) -> str:
    """The SHA-256 of ``data`` (text as UTF-8), in hex."""
    return hashlib.sha256(data.encode("utf-8") if isinstance(data, str) else data).hexdigest()


def listing(inputs: str, outputs: Mapping[str, str | bytes]) -> str:
    """The text of a stamp file: ``inputs`` (a hash of what was read), then the hash and name of
    each output, sorted by name.

    >>> text = listing("abc", {"b.svg": "<svg/>", "a.pdf": b"%PDF"})
    >>> text.splitlines()[0], [line.split("  ")[1] for line in text.splitlines()[1:]]
    ('abc', ['a.pdf', 'b.svg'])
    >>> text.splitlines()[2] == digest("<svg/>") + "  b.svg"
    True
    """
    return "".join([f"{inputs}\n"] + [f"{digest(outputs[name])}  {name}\n"
                                      for name in sorted(outputs)])


def matches(folder: Path, text: str | None, inputs: str) -> set[str] | None:
    """The outputs a stamp's ``text`` lists, if it was written for ``inputs`` and every output
    it lists is in ``folder`` with the bytes it was written with; otherwise None."""
    lines = (text or "").splitlines()
    if not lines or lines[0] != inputs:
        return None
    listed = dict(line.split("  ", 1)[::-1] for line in lines[1:] if "  " in line)
    if len(listed) != len(lines) - 1:
        return None
    for name, hashed in listed.items():
        path = folder / name
        if path.is_symlink() or _digest_of(path) != hashed:
            return None  # a link is never an output: a build puts a file in its place
    return set(listed)


def _digest_of(path: Path) -> str | None:
    """The :func:`digest` of the output ``path``; None if it is not a regular file of at most
    :data:`~games.core.files.OUTPUT`'s bound (guarded: a pipe is not read)."""
    try:
        return digest(read_bytes(path, OUTPUT))
    except UserError:
        return None


def read(folder: Path) -> str | None:
    """The text of the stamp file in ``folder``, or None if there is none (or it is not
    text); a UserError if it is not a regular file or is too big (guarded)."""
    return existing_text(folder / NAME, OUTPUT)


def fresh(folder: Path, inputs: str, present: Iterable[str]) -> bool:
    """Whether ``folder`` holds what its stamp says was drawn from ``inputs``: the same inputs,
    every output listed there with the bytes it was written with, and no output ``present``
    (names relative to ``folder``) that the stamp does not list."""
    listed = matches(folder, read(folder), inputs)
    return listed is not None and set(present) == listed


def present(folder: Path) -> list[str]:
    """What ``folder`` holds but its own stamp, as sorted paths from ``folder``, with no link
    followed: every file, every link (to anything, or to nothing), and every folder that holds
    nothing, written with a ``/`` after it. A stamp lists only files, so anything else here (a
    file of a record or a figure that is gone, a folder left empty, a link) makes ``folder``
    stale for :func:`fresh`, and the build that follows takes it away.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> for name in ("a/001.svg", "a/.stamp", NAME):
    ...     (folder / name).parent.mkdir(exist_ok=True)
    ...     _ = (folder / name).write_text("x")
    >>> (folder / "gone").mkdir()
    >>> (folder / "link").symlink_to(folder / "a")
    >>> present(folder)
    ['a/.stamp', 'a/001.svg', 'gone/', 'link']
    """
    found = []
    for root, folders, files in os.walk(folder):  # os.walk never goes down a link
        here = Path(root)
        found += [(here / name).relative_to(folder).as_posix() for name in files]
        for name in folders:
            path = here / name
            if path.is_symlink():
                found.append(path.relative_to(folder).as_posix())
            elif not any(path.iterdir()):
                found.append(path.relative_to(folder).as_posix() + "/")
    return sorted(name for name in found if name != NAME)

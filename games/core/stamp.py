"""Stamps: a hash of everything a game's drawn outputs depend on, so that a build draws a game
again only when one of its inputs changed.

A game's stamp covers the files of its folder (rules, narrator, figures, records), the shared
``games/core`` and ``games/draw``, any ``extra`` file the caller names (the module that turns the
drawings into files), and the versions of the packages that draw or simulate. It does not read
the outputs: the caller keeps the stamp beside them and compares.

>>> from games import registry
>>> game = registry.get("subdivision")
>>> len(of(game)) == 64 and of(game) == of(game)
True
>>> of(game) != of(registry.get("in_crowd"))
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..registry import GameInfo

#: The ``games`` package folder.
PACKAGE = Path(__file__).resolve().parent.parent
#: The packages whose versions can change a drawing.
DEPENDS_ON = ("svgwrite", "matplotlib", "pymunk")


def sources(game: GameInfo) -> list[Path]:
    """The files of ``game``'s folder, ``games/core`` and ``games/draw``, sorted."""
    return sorted(p for folder in (PACKAGE / game.name, PACKAGE / "core", PACKAGE / "draw")
                  for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def of(game: GameInfo, extra: Iterable[str | Path] = ()) -> str:
    """A hash of every file and package version the drawings of ``game`` depend on."""
    digest = hashlib.sha256()
    for path in sorted([*sources(game), *(Path(p).resolve() for p in extra)]):
        digest.update(str(path.relative_to(PACKAGE)).encode() + b"\0" + path.read_bytes())
    for package in DEPENDS_ON:
        digest.update(f"{package}={metadata.version(package)}\0".encode())
    return digest.hexdigest()

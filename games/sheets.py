"""Print-and-play sheets for the games whose components give no surface to play on.

A game has sheets when it has a ``sheets`` module (``games/<game>/sheets.py``) whose
``sheets()`` lists them (:class:`games.draw.sheet.Sheet`). :func:`build` makes one PDF per
sheet, named ``<game>-<sheet>.pdf``; :func:`write_all` writes them all or none.

>>> [game.name for game in games_with_sheets()]
['subdivision', 'croquet']
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterable, Iterator

from . import registry
from .core.errors import UserError
from .draw.sheet import PAPERS, pages, pdf


def sheets_of(game: registry.GameInfo):
    """The game's sheets module, or None if it has none."""
    name = f"games.{game.name}.sheets"
    return importlib.import_module(name) if importlib.util.find_spec(name) else None


def games_with_sheets() -> list[registry.GameInfo]:
    return [game for game in registry.all_games() if sheets_of(game)]


def build(game: registry.GameInfo, paper: str) -> Iterator[tuple[str, bytes]]:
    """Every sheet of ``game`` as a PDF on ``paper`` ("a4" or "letter"): (file name, bytes),
    one at a time."""
    module = sheets_of(game)
    if module is None:
        raise UserError(f"{game.title} needs no print-and-play sheets; games with sheets: "
                        f"{', '.join(g.name for g in games_with_sheets())}")
    for sheet in module.sheets():
        yield f"{game.name}-{sheet.name}.pdf", pdf(pages(sheet, PAPERS[paper]), sheet.title)


def write_all(folder: Path, files: Iterable[tuple[str, bytes]]) -> list[str]:
    """Write ``files`` (name and bytes, made as they are asked for) into ``folder``, and return
    their names: checked first, then written into a temporary folder beside it, then moved in,
    so a failure leaves none of them half-written."""
    if folder.exists() and not folder.is_dir():
        raise UserError("--out must be a folder", path=str(folder))
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        temporary = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    except (FileExistsError, NotADirectoryError):
        raise UserError("cannot make this folder: part of its path is a file",
                        path=str(folder)) from None
    except OSError as exc:
        raise UserError(f"cannot write there: {exc.strerror}", path=str(folder)) from None
    try:
        names = []
        for name, data in files:
            (temporary / name).write_bytes(data)
            names.append(name)
        if not folder.exists():
            umask = os.umask(0)
            os.umask(umask)
            temporary.chmod(0o777 & ~umask)  # a new folder, not mkdtemp's private one
            os.replace(temporary, folder)
        else:
            for name in names:
                os.replace(temporary / name, folder / name)
        return names
    except OSError as exc:
        raise UserError(f"cannot write there: {exc.strerror}", path=str(folder)) from None
    finally:
        shutil.rmtree(temporary, ignore_errors=True)

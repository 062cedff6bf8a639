"""Print-and-play sheets for the games whose components give no surface to play on.

A game has sheets when it has a ``sheets`` module (``games/<game>/sheets.py``) whose
``sheets()`` lists them (:class:`games.draw.sheet.Sheet`). :func:`build` makes one PDF per
sheet, named ``<game>-<sheet>.pdf`` (``rulebook sheets`` writes them all or none, through
:func:`games.core.files.write_all`).

>>> [game.name for game in games_with_sheets()]
['subdivision', 'croquet']
"""

from __future__ import annotations

from collections.abc import Iterator

from . import registry
from .core.errors import UserError
from .core.game import GameInfo
from .draw.sheet import PAPERS, pages, pdf


def sheets_of(game: GameInfo) -> registry.Sheets | None:
    """The game's sheets (its ``sheets.py``: :func:`games.registry.sheets`), or None if it has
    none."""
    return registry.sheets(game)


def games_with_sheets() -> list[GameInfo]:
    return [game for game in registry.all_games() if sheets_of(game)]


def build(game: GameInfo, paper: str) -> Iterator[tuple[str, bytes]]:
    """Every sheet of ``game`` as a PDF on ``paper`` ("a4" or "letter"): (file name, bytes),
    one at a time."""
    module = sheets_of(game)
    if module is None:
        raise UserError(f"{game.title} needs no print-and-play sheets; games with sheets: "
                        f"{', '.join(g.name for g in games_with_sheets())}")
    for sheet in module.sheets():
        yield f"{game.name}-{sheet.name}.pdf", pdf(pages(sheet, PAPERS[paper]), sheet.title)

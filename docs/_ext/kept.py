"""The answers the book shows, kept between builds: each game's worked examples, balance
answers, cover facts and sheets' list (:mod:`games.core.worked_cache`).

They are kept in ``diagrams/<game>/worked.json`` (in ``rulebook_diagrams``, docs/_ext/diagrams.py)
under the game's stamp; for these the stamp also covers ``games/sim`` and the game's results
files, which the balance answers are read from. A directive asks for an answer through
:func:`kept` (or the cache itself): the model is loaded only when the answer kept is stale or
missing, and what a build asked is written when it ends, one edition at a time.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from diagrams import shown
from games.core import stamp
from games.core.errors import UserError
from games.core.game import About
from games.core.worked_cache import NAME, WorkedCache, is_texts

logger = logging.getLogger(__name__)
T = TypeVar("T")


def kept(directive: SphinxDirective, game: str, key: str, ask: Callable[[], T],
         encode: Callable[[T], object], decode: Callable[[object], T | None]) -> T:
    """What ``key`` of ``game`` answers, kept between builds (:mod:`games.core.worked_cache`):
    ``ask()`` loads the model only when the kept answer is stale; its UserError is an error
    at the directive."""
    note_kept(directive, game)
    try:
        return worked_cache(directive.env.app).get_data(game, key, ask, encode, decode)
    except UserError as exc:
        raise directive.error(str(exc)) from None  # with the file, when it has one


def note_kept(directive: SphinxDirective, game: str) -> None:
    """The page depends on what ``game``'s kept answers depend on beyond the game's own folder
    (:func:`kept_inputs`: the lab's code, the results files), so that an edit there has
    ``make html`` read again every page that shows one of them, and the kept answers are
    written again whole, not only those of the pages it happened to read."""
    for path in kept_inputs(Path(directive.env.srcdir).parent)(game):
        directive.env.note_dependency(str(path))


def texts_of(width: int) -> Callable[[object], list[list[str]] | None]:
    """A reader of kept rows of ``width`` texts (None for anything else)."""
    def read(data: object) -> list[list[str]] | None:
        if isinstance(data, list) and all(is_texts(row) and len(row) == width for row in data):
            return data
        return None
    return read


def about_from(data: object) -> About | None:
    """The kept cover facts (:class:`games.core.game.About`), or None if ``data`` is not them."""
    fields = {f.name: f.default for f in dataclasses.fields(About)}
    if not isinstance(data, dict) or set(data) != set(fields) or not all(
            isinstance(value, str) or (value is None and fields[key] is None)
            for key, value in data.items()):
        return None
    return About(**data)



def kept_inputs(root: Path) -> Callable[[str], list[Path]]:
    """What a game's kept answers depend on beyond its stamp: ``games/sim`` and the game's
    results files under ``root`` (the project), which the balance answers are read from
    ({balance}, docs/_ext/balance.py)."""
    results = root / "results"
    simulation = sorted((stamp.PACKAGE / "sim").rglob("*.py"))

    def extra(game: str) -> list[Path]:
        return [*simulation, *sorted((results / game).glob("*.json"))]

    return extra


def start_worked(app: Sphinx) -> None:
    """Each build starts from the kept answers as they are on disk (in ``rulebook_diagrams``,
    docs/_ext/diagrams.py)."""
    app.rulebook_worked = WorkedCache(  # type: ignore[attr-defined]
        Path(app.config.rulebook_diagrams), kept_inputs(Path(app.srcdir).parent))


def worked_cache(app: Sphinx) -> WorkedCache:
    """This build's kept answers."""
    if getattr(app, "rulebook_worked", None) is None:
        start_worked(app)
    return app.rulebook_worked  # type: ignore[attr-defined]


def keep_worked(app: Sphinx, exception: Exception | None) -> None:
    """At the end of a build that worked, write the answers it asked the models for."""
    if exception is None and getattr(app, "rulebook_worked", None) is not None:
        for name in worked_cache(app).save():
            logger.info(f"{name}: kept its worked examples in "
                        f"{shown(Path(app.config.rulebook_diagrams) / name / NAME)}")



def setup(app: Sphinx) -> dict:
    app.setup_extension("diagrams")  # rulebook_diagrams, and the figures brought up to date
    app.connect("builder-inited", start_worked)
    app.connect("build-finished", keep_worked)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}

"""The diagrams a build shows, brought up to date when it starts.

Each game's figures (``rulebook figures``) and the viewers' frames (``rulebook steps``) are
committed in the diagrams folder (``rulebook_diagrams``, default ``diagrams/`` beside
``docs/``) with their stamps (:mod:`games.core.stamp`). When a build starts, each game is
checked, and drawn again only if its stamp no longer matches: a fresh clone draws nothing, and
an edit to one game redraws that game's figures and frames alone. ``make html`` builds the two
editions at once, so each game is checked and drawn under a lock on its folder: one build
draws it, the other waits and then finds it fresh. ``-D rulebook_draw=0`` skips the check.

What was drawn, or taken away, is printed as the command line prints it (``wrote
diagrams/<game>/<name>.svg``, ``removed ...`` for a figure no longer in the catalogue,
``<game>: drew N frames into ...; removed ... (not a record of the game)``): the same code
draws and removes either way (:func:`games.cli.regenerate`, :func:`games.steps.build_all`).
"""

from __future__ import annotations

import os
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.util import logging

from games import cli, registry, steps
from games.core.errors import UserError
from games.core.files import locked

logger = logging.getLogger(__name__)
#: The diagrams folder beside docs/.
DEFAULT = Path(__file__).resolve().parents[2] / "diagrams"


def folder(app: Sphinx) -> Path:
    """The diagrams folder of this build."""
    return Path(app.config.rulebook_diagrams)


def shown(path: Path) -> str:
    """``path`` from the current folder, when it lies under it."""
    relative = os.path.relpath(path)
    return path.as_posix() if relative.startswith("..") else Path(relative).as_posix()


def draw(app: Sphinx) -> None:
    """Draw the figures and frames of every game whose stamp no longer matches."""
    if not app.config.rulebook_draw:
        return
    out = folder(app)
    for name in registry.GAME_NAMES:
        try:
            with locked(out / name):
                for line in cli.regenerate(name, out / name):
                    action, _, path = line.partition(" ")
                    logger.info(f"{action} {shown(Path(path))}")
                before = steps.records_drawn(steps.folder(out, name))
                frames = steps.build_all([name], out)[name]
        except UserError as exc:
            logger.error(f"{name}: {exc}")
            continue
        except OSError as exc:  # the diagrams folder cannot be made or locked
            logger.error(f"{name}: {shown(out / name)}: {exc.strerror}")
            continue
        if frames is not None:
            base = steps.folder(out, name)
            logger.info(f"{name}: drew {frames} frames into {shown(base)}"
                        + steps.gone_records(before, base, Path(shown(base))))


def setup(app: Sphinx) -> dict:
    app.add_config_value("rulebook_diagrams", str(DEFAULT), "env")
    app.add_config_value("rulebook_draw", True, "", types=[bool])
    app.connect("builder-inited", draw)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}

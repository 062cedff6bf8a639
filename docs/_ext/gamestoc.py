"""The ``{games}`` directive: a table of contents of every game's chapter, in the registry's
order (``:aids:``: their player aids), around the pages written in it before ``...`` and
after. Its own module, needing only the registry's names, so that the bench's bare Sphinx
(scripts/bench_bare.py) lists the same pages as the book (docs/_ext/rulebook.py registers it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx.directives.other import TocTree

from games.registry import GAME_NAMES


class GamesToctree(TocTree):
    """A table of contents of every game's chapter (``:aids:``: their player aids; ``:play:``:
    the Play pages of those that have one), in the
    registry's order, around any pages written in the directive before (``:before:``) or
    after it."""

    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        **TocTree.option_spec, "aids": directives.flag, "play": directives.flag}

    def run(self) -> list[nodes.Node]:
        chapters = [name.replace("_", "-") for name in GAME_NAMES]
        if "aids" in self.options:
            chapters = [f"aids/{chapter}" for chapter in chapters]
        if "play" in self.options:  # the games with a Play page (docs/play/<chapter>.md)
            chapters = [f"play/{chapter}" for chapter in chapters
                        if (Path(self.env.srcdir) / "play" / f"{chapter}.md").is_file()]
        written = [line.strip() for line in self.content if line.strip()]
        marker = written.index("...") if "..." in written else len(written)
        self.content = StringList(written[:marker] + chapters + written[marker + 1:])
        return super().run()

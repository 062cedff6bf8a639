"""The ``{play}`` directive: a game played on its Play page, in the browser, by the model itself.

````
```{play} subdivision
```
````

In HTML the directive gives the table (docs/_static/play.js and play.css draw it); in print it
gives nothing (a Play page is in no printed book). The page runs the game's own Python files
from ``games/`` in Pyodide: when an HTML build finishes, this extension ships into its output

``_static/pyodide/``
    Pyodide's runtime (pinned in scripts/web/package.json, installed by the system-package
    step, scripts/install-tex-deps.sh, with npm into scripts/web/node_modules);
``_static/play/games.zip``
    the ``games`` package (its Python files, records and data) and the pure-Python packages
    it draws with (svgwrite), zipped the same way every time (sorted, dated 1980), so the
    same sources give the same bytes.

Nothing is fetched from anywhere else at run time. A build on a machine without Pyodide
installed still builds the page, which then says in one line how to install it.
"""

from __future__ import annotations

import filecmp
import html
import io
import shutil
import zipfile
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.osutil import relative_uri

from games import registry
from games.core.errors import UserError

ROOT = Path(__file__).resolve().parents[2]
#: Where npm installs Pyodide (scripts/web/package.json pins its version).
PYODIDE = ROOT / "scripts" / "web" / "node_modules" / "pyodide"
#: Pyodide's files the page loads: its loader, the runtime and the standard library.
RUNTIME = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
           "pyodide-lock.json", "package.json")
#: The pure-Python packages the model draws with, shipped beside it.
PACKAGES = ("svgwrite",)
#: Files of the games package the browser never needs.
SKIPPED = ("__pycache__", ".pyc", ".mypy_cache")

logger = logging.getLogger(__name__)


class play_table(nodes.General, nodes.Element):
    """Where the Play page's table goes."""


class PlayDirective(SphinxDirective):
    """``{play} GAME``: the game's table (see the module's text)."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        try:
            name = registry.known(self.arguments[0])
        except UserError as exc:
            raise self.error(str(exc)) from None
        node = play_table(game=name, chapter=name.replace("_", "-"))
        return [node]


def visit_play_html(self: Any, node: play_table) -> None:
    here = self.builder.get_target_uri(self.builder.current_docname)
    static = relative_uri(here, "_static/")
    chapter = relative_uri(here, self.builder.get_target_uri(node["chapter"]))
    e = html.escape
    ready = "" if (PYODIDE / "pyodide.js").is_file() else ' data-missing=""'
    self.body.append(f"""
<div class="rulebook-play" data-game="{e(node['game'])}" data-static="{e(static)}"
     data-chapter="{e(chapter)}"{ready}>
  <p class="play-status" role="status">This page plays the game with JavaScript, which is
    off here: the chapter's rules and examples are all in the <a href="{e(chapter)}">chapter</a>.
  </p>
</div>
""")
    raise nodes.SkipNode


def skip(self: Any, node: play_table) -> None:
    raise nodes.SkipNode


def games_zip() -> bytes:
    """The ``games`` package and :data:`PACKAGES` as one zip, byte for byte the same for the
    same files (sorted, each dated 1980-01-01, deflated)."""
    import importlib

    roots = [(ROOT / "games", "games")]
    for package in PACKAGES:
        module = importlib.import_module(package)
        roots.append((Path(module.__file__ or "").parent, package))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for folder, name in roots:
            for path in sorted(folder.rglob("*")):
                if path.is_dir() or any(part in str(path) for part in SKIPPED):
                    continue
                entry = zipfile.ZipInfo(f"{name}/{path.relative_to(folder).as_posix()}",
                                        (1980, 1, 1, 0, 0, 0))
                entry.compress_type = zipfile.ZIP_DEFLATED
                entry.external_attr = 0o644 << 16
                archive.writestr(entry, path.read_bytes())
    return buffer.getvalue()


def ship(app: Any, exception: Exception | None) -> None:
    """After an HTML build: Pyodide's runtime and the games, into ``_static`` (each file
    written only when its bytes change)."""
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    (static / "play").mkdir(parents=True, exist_ok=True)
    target = static / "play" / "games.zip"
    data = games_zip()
    if not target.is_file() or target.read_bytes() != data:
        target.write_bytes(data)
    if not (PYODIDE / "pyodide.js").is_file():
        logger.info("play: Pyodide is not installed (scripts/install-tex-deps.sh installs it), "
                    "so the Play pages say how to install it instead of playing")
        return
    runtime = static / "pyodide"
    runtime.mkdir(exist_ok=True)
    for name in RUNTIME:
        source, copy = PYODIDE / name, runtime / name
        if not copy.is_file() or not filecmp.cmp(source, copy, shallow=False):
            shutil.copyfile(source, copy)


def setup(app: Any) -> dict[str, Any]:
    app.add_node(play_table, html=(visit_play_html, None), latex=(skip, None),
                 text=(skip, None))
    app.add_directive("play", PlayDirective)
    app.add_js_file("play.js")
    app.add_css_file("play.css")
    app.connect("build-finished", ship)
    return {"parallel_read_safe": True, "parallel_write_safe": True}

"""The ``stepper`` directive: an example play, move by move.

````
```{stepper} subdivision complete-2p
```
````

The arguments are a game (its name in :mod:`games.registry`) and one of its records. In HTML the
directive gives a step-through viewer (first, back, forward and last buttons, a slider, the
arrow keys, the move in notation and in words, the summary after it, the frame); in LaTeX, a
strip of small frames with the move under each: every position of a short record, and only the
start, the marked positions and the end of one with more than ``:strip:`` moves (default 12).
``:print: none`` leaves the strip out, where the chapter's figure already shows the same play
move by move.

The frames and the viewer's data come from :mod:`games.steps`: they are committed in the
diagrams folder (``rulebook_diagrams``, default ``diagrams/`` beside ``docs/``) as
``<game>/steps/<record>/``, stamped per game, and drawn when the builder starts only for a game
whose stamp no longer matches (docs/_ext/diagrams.py); the HTML builder copies the
records the pages use into ``_steps/`` of its output. The script and style
are ``docs/_static/stepper.js`` and ``stepper.css``: no server and nothing fetched, so a page
works from ``file://``.
"""

from __future__ import annotations

import filecmp
import html
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from rulebook import note_game
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util.docutils import SphinxDirective
from sphinx.util.osutil import relative_uri

from games import registry, steps
from games.core.errors import UserError

STATIC = Path(__file__).resolve().parent.parent / "_static"
#: Where the HTML output keeps the frames and data files.
OUT_FOLDER = "_steps"
HTML_FORMATS = ("html",)


class stepper(nodes.General, nodes.Element):
    """A viewer in HTML; its children (the cells of the strip) are what print shows."""


class stepper_cell(nodes.General, nodes.Element):
    """One frame of the strip with its move."""


def _frames(env) -> Path:
    return Path(env.config.rulebook_diagrams)


class StepperDirective(SphinxDirective):
    required_arguments = 2
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {"strip": directives.nonnegative_int,
                   "print": lambda arg: directives.choice(arg, ("strip", "none"))}

    def run(self):
        game, record = self.arguments
        try:
            registry.known(game)
            # The steps as drawn (the frames are brought up to date when the builder starts,
            # docs/_ext/diagrams.py, and a record's frames are drawn when its file is there);
            # walked through the model only if they were not drawn, to name what is wrong.
            drawn = steps.read_data(_frames(self.env), game, record) if "/" not in record \
                else None
            if drawn is None:
                drawn = self._walked(registry.get(game), record)
        except UserError as exc:
            raise self.error(f"stepper: {exc}") from None
        title, data = drawn
        folder = steps.folder(_frames(self.env), game, record)
        self.env.note_dependency(str(folder / "steps.js"))
        note_game(self, game)  # the narration comes from the model too
        self.env.stepper_records = getattr(self.env, "stepper_records", {})
        self.env.stepper_records.setdefault(self.env.docname, set()).add(f"{game}/{record}")
        node = stepper(key=f"{game}/{record}", title=title,
                       first=data[0].as_dict(), count=len(data))
        self.set_source_info(node)
        if self.options.get("print", "strip") == "strip":
            node += self._strip(data, folder, title)
        return [node]

    @staticmethod
    def _walked(game, record: str):
        """The title and steps of ``record``, walked through the model (a UserError naming the
        records there are, if ``game`` has no such record)."""
        if not (game.records / f"{record}.rec").is_file():
            raise UserError(f"{game.title} has no record {record!r}; its records: "
                            + ", ".join(sorted(p.stem for p in game.records.glob("*.rec"))))
        rec, positions = steps.steps(game, record)
        return steps.title(rec, record), [step for step, _ in positions]

    def _strip(self, data, folder: Path, title: str) -> list[nodes.Node]:
        """The cells printed: all positions, or the start, the marks and the end."""
        limit = self.options.get("strip", 12)
        chosen = data if len(data) - 1 <= limit else [
            s for s in data if s.number in (0, len(data) - 1) or s.marks]
        heading = nodes.paragraph()
        heading += nodes.strong(text=f"Step by step: {title}" + (
            "" if chosen is data else " (the start, the marked positions and the end)"))
        cells = [heading]
        for step in chosen:
            cell = stepper_cell()
            uri = "/" + os.path.relpath(folder / steps.frame_name(step.number), self.env.srcdir)
            cell += nodes.image(uri=uri, alt=_alt(title, step.as_dict()), width="100%")
            label = nodes.paragraph()
            label += nodes.strong(text=f"{step.number}. {step.notation}" if step.number
                                  else "Start")
            label += nodes.Text(f" {step.words}")
            if step is data[-1]:
                label += nodes.Text(f" {step.summary}")
            cell += label
            cells.append(cell)
        return cells


def _alt(title: str, step: dict) -> str:
    where = (f"after move {step['number']} ({step['notation']})" if step["number"]
             else "the start")
    return f"{title}, {where}. {step['summary']}"


# -- HTML -----------------------------------------------------------------------------------
def visit_stepper_html(self, node: stepper) -> None:
    key, first, count = node["key"], node["first"], node["count"]
    here = self.builder.get_target_uri(self.builder.current_docname)
    base = relative_uri(here, f"{OUT_FOLDER}/{key}/")
    e = html.escape
    label = f"Step through: {node['title']}"
    last = count - 1
    self.body.append(f"""
<div class="stepper" role="group" aria-label="{e(label)}" tabindex="0"
     data-steps="{e(key)}" data-base="{e(base)}">
  <p class="stepper-title">{e(node['title'])}</p>
  <div class="stepper-controls" hidden>
    {_button("first", "First position", "Home", "M4 3h2v10H4z M13 3 6 8l7 5z")}
    {_button("back", "Back one move", "left arrow", "M12 3 4 8l8 5z")}
    <input type="range" class="stepper-slider" min="0" max="{last}" value="0" step="1"
           aria-label="Position in the game">
    {_button("forward", "Forward one move", "right arrow", "M4 3l8 5-8 5z")}
    {_button("last", "Last position", "End", "M10 3h2v10h-2z M3 3l7 5-7 5z")}
  </div>
  <div class="stepper-text" aria-live="polite">
    <p class="stepper-move"><span class="stepper-count">Start (of {last} moves)</span>
      <code class="stepper-notation"></code>
      <span class="stepper-words">{e(first['words'])}</span></p>
    <p class="stepper-summary">{e(first['summary'])}</p>
    <p class="stepper-mark">{e(' '.join(c for _, c in first['marks']))}</p>
  </div>
  <a class="stepper-zoom" href="{e(base + steps.frame_name(0))}"
     title="Open this position full size"><img class="stepper-frame"
     src="{e(base + steps.frame_name(0))}" alt="{e(_alt(node['title'], first))}"></a>
</div>
<script src="{e(base)}steps.js"></script>
""")
    raise nodes.SkipNode


def _button(name: str, label: str, key: str, icon: str) -> str:
    """A viewer button: its label for screen readers, a tooltip with its key, an SVG icon."""
    return (f'<button type="button" class="stepper-{name}" aria-label="{label}" '
            f'title="{label} ({key})"><svg viewBox="0 0 16 16" width="16" height="16" '
            f'aria-hidden="true" focusable="false"><path d="{icon}"/></svg></button>')


class DropStrip(SphinxPostTransform):
    """HTML shows the viewer, not the strip: drop its images so they are not copied."""

    default_priority = 50
    formats = HTML_FORMATS

    def run(self, **kwargs) -> None:
        for node in self.document.findall(stepper):
            node.children = []


def copy_frames(app, exception) -> None:
    """Put the records the pages use into ``_steps/`` of the HTML output: each file linked
    (a hard link costs no copy; the drawing code replaces a changed frame by a new file, so
    a link never changes under the output), or copied where the two folders cannot share
    files; a file already there with the same contents is left alone."""
    if exception or app.builder.format != "html":
        return
    used = set().union(*getattr(app.env, "stepper_records", {}).values())
    for key in sorted(used):
        source = steps.folder(_frames(app.env), *key.split("/"))
        target = Path(app.outdir) / OUT_FOLDER / key
        target.mkdir(parents=True, exist_ok=True)
        for file in source.iterdir():
            place(file, target / file.name)


def place(file: Path, dest: Path) -> None:
    """``dest`` made to hold what ``file`` holds: a hard link to it, else a copy."""
    if dest.exists() and (os.path.samefile(file, dest)
                          or filecmp.cmp(file, dest, shallow=False)):
        return
    staged = dest.with_name(f".{dest.name}.new")
    staged.unlink(missing_ok=True)
    try:
        os.link(file, staged)
    except OSError:  # another file system, or one without links
        shutil.copyfile(file, staged)
    staged.replace(dest)


# -- LaTeX and the rest ----------------------------------------------------------------------
def visit_stepper_latex(self, node: stepper) -> None:
    if node.children:
        self.body.append("\n\\par\\medskip\\noindent\n")
    node["cells"] = 0


def depart_stepper_latex(self, node: stepper) -> None:
    if node.children:
        self.body.append("\n\\par\\medskip\n")


def visit_cell_latex(self, node: stepper_cell) -> None:
    start = "\\par\\nopagebreak\\noindent\n" if not node.parent["cells"] else ""
    self.body.append(start + "\\begin{minipage}[t]{0.31\\linewidth}\\centering\\small\n")


def depart_cell_latex(self, node: stepper_cell) -> None:
    parent = node.parent
    parent["cells"] += 1
    gap = "\\par\\medskip\\noindent\n" if parent["cells"] % 3 == 0 else "\\hfill\n"
    self.body.append("\\end{minipage}" + gap)


def _pass(self, node) -> None:
    pass


# -- set-up ------------------------------------------------------------------------------------
def add_static(app, config) -> None:
    if not any(Path(app.confdir, p).resolve() == STATIC for p in config.html_static_path):
        config.html_static_path.append(str(STATIC))


def purge(app, env, docname) -> None:
    getattr(env, "stepper_records", {}).pop(docname, None)


def merge(app, env, docnames, other) -> None:
    env.stepper_records = getattr(env, "stepper_records", {})
    for docname in docnames:
        if docname in getattr(other, "stepper_records", {}):
            env.stepper_records[docname] = other.stepper_records[docname]


def setup(app):
    app.setup_extension("diagrams")  # the frames, brought up to date; rulebook_diagrams
    app.add_node(stepper, html=(visit_stepper_html, None),
                 latex=(visit_stepper_latex, depart_stepper_latex),
                 text=(_pass, _pass), man=(_pass, _pass), texinfo=(_pass, _pass))
    app.add_node(stepper_cell, latex=(visit_cell_latex, depart_cell_latex),
                 html=(_pass, _pass), text=(_pass, _pass), man=(_pass, _pass),
                 texinfo=(_pass, _pass))
    app.add_directive("stepper", StepperDirective)
    app.add_post_transform(DropStrip)
    app.add_css_file("stepper.css")
    app.add_js_file("stepper.js")
    app.connect("config-inited", add_static)
    app.connect("env-purge-doc", purge)
    app.connect("env-merge-info", merge)
    app.connect("build-finished", copy_frames)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True,
            "env_version": 1}

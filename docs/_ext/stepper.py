"""The ``stepper`` directive: an example play, move by move.

````
```{stepper} subdivision complete-2p
:print: strip
:frames: 4
```
````

The arguments are a game (its name in :mod:`games.registry`) and one of its records. In HTML the
directive gives a step-through viewer (first, back, forward and last buttons, a slider, the
arrow keys, the move in words, the summary after it, the frame; the designer's edition also
shows the move as the record writes it, the player's edition never does). In LaTeX it gives a
strip of a few large frames, each captioned with its move in words (and in notation in the
designer's edition):

``:print: strip`` (the default) or ``none``
    ``none`` leaves the strip out of print, where a figure of the chapter already shows the
    same play.
``:frames: N`` (default 4 two a row, 3 one a row: a page or two)
    how many positions print: every position of a record that has no more, else the
    positions its ``mark:`` lines name and its end, spread evenly over them when there are
    more than N, and filled up with positions evenly spaced over the game when there are
    fewer.
``:columns: 1`` or ``2``
    frames a row; by default two, or one for a frame drawn wider than
    :data:`WIDE` (a whole table), which would be unreadable at half the width of a page.

A bad value is a build error naming the option and what it allows.

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
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from rulebook import note_game, player_edition
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util.docutils import SphinxDirective
from sphinx.util.osutil import relative_uri

from games import registry, steps
from games.core.errors import UserError
from games.core.words import number_word

STATIC = Path(__file__).resolve().parent.parent / "_static"
#: Where the HTML output keeps the frames and data files.
OUT_FOLDER = "_steps"
HTML_FORMATS = ("html",)


class stepper(nodes.General, nodes.Element):
    """A viewer in HTML; its children (the cells of the strip) are what print shows."""


class stepper_cell(nodes.General, nodes.Element):
    """One frame of the strip with its move."""


#: Frames printed by default, by frames a row.
FRAMES = {1: 3, 2: 4}
#: A frame drawn wider than this (in px) prints one a row: at half a page's width its text
#: would be too small to read.
WIDE = 440


def _frames(env) -> Path:
    return Path(env.config.rulebook_diagrams)


def _choice(option: str, allowed: tuple[str, ...]) -> Callable[[str | None], str]:
    def check(arg: str | None) -> str:
        value = (arg or "").strip()
        if value not in allowed:
            raise ValueError(f":{option}: must be {' or '.join(allowed)}, not {value!r}")
        return value
    return check


def _count(option: str, low: int, high: int | None = None) -> Callable[[str | None], int]:
    def check(arg: str | None) -> int:
        value = (arg or "").strip()
        if not (value.isascii() and value.isdigit()) or int(value) < low \
                or (high is not None and int(value) > high):
            allowed = f"{low} or {high}" if high == low + 1 else \
                f"a whole number from {low}" + (f" to {high}" if high else " up")
            raise ValueError(f":{option}: must be {allowed}, not {value!r}")
        return int(value)
    return check


def chosen(count: int, marked: list[int], last: int) -> list[int]:
    """The positions (0 the start, ``last`` the end) a strip of ``count`` frames prints: all
    of them if there are no more; else the ``marked`` ones and the end, spread evenly over
    them if they are more than ``count``, and filled up with positions evenly spaced over the
    game if they are fewer.

    >>> chosen(4, [], 3)
    [0, 1, 2, 3]
    >>> chosen(4, [0, 7, 24, 57, 60, 66], 95)
    [0, 24, 60, 95]
    >>> chosen(4, [], 30)
    [0, 10, 20, 30]
    >>> chosen(3, [16], 47)
    [0, 16, 47]
    >>> chosen(1, [5, 9], 20)
    [20]
    """
    if last + 1 <= count:
        return list(range(last + 1))
    wanted = sorted(set(marked) | {last})
    if len(wanted) >= count:
        if count == 1:
            return [last]
        return [wanted[round(i * (len(wanted) - 1) / (count - 1))] for i in range(count)]
    spaced = [round(i * last / (count - 1)) for i in range(count)] if count > 1 else [last]
    for position in spaced:
        if len(wanted) < count and position not in wanted:
            wanted.append(position)
    return sorted(wanted)


class StepperDirective(SphinxDirective):
    required_arguments = 2
    #: Each option's reader; the options are read in :meth:`run`, so that a bad value is an
    #: error of the build (MyST would only warn and go on without it).
    readers: ClassVar[dict[str, Callable[[str | None], Any]]] = {
        "print": _choice("print", ("strip", "none")),
        "frames": _count("frames", 1),
        "columns": _count("columns", 1, 2),
    }
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = dict.fromkeys(
        readers, directives.unchanged)

    def run(self):
        game, record = self.arguments
        try:
            self.options = {key: self.readers[key](value) for key, value in self.options.items()}
        except ValueError as exc:
            raise self.error(f"stepper {game} {record}: {exc}") from None
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
        player = player_edition(self.env.app)
        node = stepper(key=f"{game}/{record}", title=title, player=player,
                       first=data[0].as_dict(), count=len(data))
        self.set_source_info(node)
        if self.options.get("print", "strip") == "strip":
            columns = self.options.get("columns") or _columns(folder)
            node["columns"] = columns
            node += self._strip(data, folder, title, columns, player)
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

    def _strip(self, data, folder: Path, title: str, columns: int,
               player: bool) -> list[nodes.Node]:
        """The cells printed: a few positions (:func:`chosen`), each with its move in words."""
        last = len(data) - 1
        numbers = chosen(self.options.get("frames", FRAMES[columns]),
                         [s.number for s in data if s.marks], last)
        heading = nodes.paragraph(classes=["stepper-heading"])
        heading += nodes.strong(text=f"Step by step: {title}")
        if len(numbers) < len(data):
            heading += nodes.Text(f" ({number_word(len(numbers))} positions from its "
                                  f"{last} moves)")
        cells: list[nodes.Node] = [heading]
        for number in numbers:
            step = data[number]
            cell = stepper_cell(columns=columns)
            uri = "/" + os.path.relpath(folder / steps.frame_name(step.number), self.env.srcdir)
            cell += nodes.image(uri=uri, alt=_alt(title, step.as_dict(), player),
                                width="100%")
            label = nodes.paragraph()
            if not step.number:
                label += nodes.strong(text="Start.")
            else:
                label += nodes.strong(text=f"Move {step.number}"
                                      + ("." if player else f": {step.notation}."))
            label += nodes.Text(f" {step.words}")
            if step.number == last:
                label += nodes.Text(f" {step.summary}")
            # The record's own caption of a position it marks, after the move's words.
            for _name, caption in filter(lambda mark: mark[1], step.marks):
                label += nodes.Text(" ")
                label += nodes.emphasis(text=caption)
            cell += label
            cells.append(cell)
        return cells


def _columns(folder: Path) -> int:
    """Frames a row for the record drawn in ``folder``: one if its start is drawn wider than
    :data:`WIDE`, else two."""
    start = folder / steps.frame_name(0)
    if start.is_file():
        match = re.search(r'<svg\b[^>]*?\bwidth="([0-9.]+)', start.read_text(encoding="utf-8"))
        if match and float(match.group(1)) > WIDE:
            return 1
    return 2


def _alt(title: str, step: dict, player: bool = False) -> str:
    where = ("the start" if not step["number"] else f"after move {step['number']}"
             if player else f"after move {step['number']} ({step['notation']})")
    return f"{title}, {where}. {step['summary']}"


# -- HTML -----------------------------------------------------------------------------------
def visit_stepper_html(self, node: stepper) -> None:
    key, first, count = node["key"], node["first"], node["count"]
    here = self.builder.get_target_uri(self.builder.current_docname)
    base = relative_uri(here, f"{OUT_FOLDER}/{key}/")
    e = html.escape
    label = f"Step through: {node['title']}"
    last = count - 1
    player = node.get("player", False)
    # The player's edition tells each move in words only: no notation, not even in the
    # frame's text; the script finds no notation to fill.
    notation = "" if player else '\n      <code class="stepper-notation"></code>'
    self.body.append(f"""
<div class="stepper" role="group" aria-label="{e(label)}" tabindex="0"
     data-steps="{e(key)}" data-base="{e(base)}"{' data-words-only=""' if player else ''}>
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
    <p class="stepper-move"><span class="stepper-count">Start (of {last} moves)</span>{notation}
      <span class="stepper-words">{e(first['words'])}</span></p>
    <p class="stepper-summary">{e(first['summary'])}</p>
    <p class="stepper-mark">{e(' '.join(c for _, c in first['marks']))}</p>
  </div>
{_play_link(self, key)}
  <a class="stepper-zoom" href="{e(base + steps.frame_name(0))}"
     title="Open this position full size"><img class="stepper-frame"
     src="{e(base + steps.frame_name(0))}" alt="{e(_alt(node['title'], first, player))}"></a>
</div>
<script src="{e(base)}steps.js"></script>
""")
    raise nodes.SkipNode


def _play_link(self: Any, key: str) -> str:
    """"Play from here": a link to the game's Play page at the position shown (stepper.js
    keeps it at the viewer's position), for a game with one (docs/play/<chapter>.md, and
    moves a person can pick: not a game of continuous moves)."""
    game, record = key.split("/", 1)
    page = f"play/{game.replace('_', '-')}"
    if page not in self.builder.env.found_docs or registry.get(game).continuous:
        return ""
    here = self.builder.get_target_uri(self.builder.current_docname)
    href = relative_uri(here, self.builder.get_target_uri(page))
    return (f'  <p class="stepper-play"><a href="{html.escape(href)}?record='
            f'{html.escape(record)}&amp;at=0" data-href="{html.escape(href)}?record='
            f'{html.escape(record)}">Play from here</a></p>')


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
#: The width of a cell and the most a frame may be high, by frames a row: two a row leave room
#: for two rows and their captions on a page, one a row for two frames.
CELL = {1: ("\\linewidth", "0.4\\textheight"), 2: ("0.48\\linewidth", "0.3\\textheight")}


#: Before a strip, a new page unless a third of one is left, for its heading and first row:
#: the room is measured (a penalty that allows no break brings the page builder up to date),
#: since \\needspace would offer TeX a cheap break before the strip that it takes whenever
#: the page overflows further down.
ROOM = ("\\par\\penalty10000\\ifdim\\pagegoal<\\maxdimen"
        "\\ifdim\\dimexpr\\pagegoal-\\pagetotal\\relax<0.3\\textheight\\newpage\\fi\\fi")


def visit_stepper_latex(self, node: stepper) -> None:
    if node.children:
        self.body.append(f"\n\\par\\medskip{ROOM}\\noindent\n")
    node["cells"] = 0


def depart_stepper_latex(self, node: stepper) -> None:
    if node.children:
        self.body.append("\n\\par\\medskip\n")


def visit_cell_latex(self, node: stepper_cell) -> None:
    parent = node.parent
    width, height = CELL[node["columns"]]
    start = "\\par\\nopagebreak\\smallskip\\noindent\n" if not parent["cells"] else ""
    # The frame is as wide as its cell, and no higher than the cell allows
    # (Sphinx's \\sphinxincludegraphics keeps it under \\spx@image@maxheight).
    self.body.append(start + f"\\begin{{minipage}}[t]{{{width}}}\\centering\\small\n"
                     f"\\csname spx@image@maxheight\\endcsname={height}\\relax\n")


def depart_cell_latex(self, node: stepper_cell) -> None:
    parent = node.parent
    parent["cells"] += 1
    row_ends = parent["cells"] % node["columns"] == 0
    gap = "\\par\\medskip\\noindent\n" if row_ends else "\\hfill\n"
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

"""The bench's bare Sphinx (scripts/bench.py): the book's pages as Sphinx alone reads them.

Loaded by the bare build (``sphinx -C``: Sphinx's defaults and theme, no conf.py) beside MyST
and the doctest directive, it stands in for our directives with what Sphinx does with written
content, so that the bare build reads and writes the same pages as the book, with nothing
computed and none of our machinery:

* an ``{example}`` box's content, and a ``{designer}`` block's in the designer's edition, are
  read as a plain container (figures and doctests in them included);
* the models' answers (``:model:`` and ``{model}``) and the balance answers (``{balance}``) are
  shown as if their words had been typed in: read as they are from the kept files
  (``diagrams/<game>/worked.json``, :mod:`games.core.worked_cache`), unchecked, without a
  model, and shown with the book's own nodes (docs/_ext/answers.py, which imports no game);
* ``{games}`` is the book's own table of contents (docs/_ext/gamestoc.py: Sphinx's toctree
  of the same pages);
* what only our machinery gives is left out: the ``{stepper}`` viewers (their frames, data
  and script), ``{cover}`` facts and ``{sheets}`` links;
* in the player's edition (``-t player``) code blocks and the designer's sections are left
  out, as the book leaves them out.

With ``-D bench_answers=0`` it leaves the answers out too, and reads only the words the
chapters' authors wrote (the bench prints that comparison as well).

So a clean ``make html`` over this bare build measures what the book's machinery costs: the
figures' and frames' stamps checked, the kept answers' stamps checked, the viewers and their
frames, our theme and our extensions.
"""

from __future__ import annotations

from pathlib import Path

from answers import balance_nodes, commands_nodes, plain_nodes, worked_nodes
from docutils import nodes
from docutils.parsers.rst.directives import unchanged
from gamestoc import GamesToctree
from sphinx.transforms import SphinxTransform
from sphinx.util.docutils import SphinxDirective

from games.core.files import KEPT, read_json

#: The sections only the designer's edition has (docs/conf.py: rulebook_designer_sections).
DESIGNER_SECTIONS = ("Check it yourself",)
#: The MyST syntax the chapters are written in (docs/conf.py; ``-D`` cannot set it).
MYST_EXTENSIONS = ("colon_fence", "deflist")
#: Where the kept answers are (``diagrams/<game>/worked.json``).
DIAGRAMS = Path(__file__).resolve().parent.parent / "diagrams"
_KEPT: dict[str, dict] = {}


def kept(game: str, key: str):
    """The kept answer ``key`` of ``game``, as its file holds it."""
    if game not in _KEPT:
        path = DIAGRAMS / game / "worked.json"
        _KEPT[game] = read_json(path, KEPT)["answers"]  # type: ignore[index]
    return _KEPT[game][key]


def answers(directive: SphinxDirective, specs: list[str]) -> list[nodes.Node]:
    """The kept answers to the model ``specs`` (``GAME NAME ARG...``), unless told not to."""
    if not directive.config.bench_answers:
        return []
    out: list[nodes.Node] = []
    for spec in specs:
        game, _, rest = spec.strip().partition(" ")
        out += worked_nodes(kept(game, rest))
    return out


class Content(SphinxDirective):
    """A directive whose written content is read as a plain container."""

    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec = {"model": unchanged}  # noqa: RUF012 (docutils reads it from the class)

    def run(self) -> list[nodes.Node]:
        if self.name == "designer" and self.env.app.tags.has("player"):
            return []
        box = nodes.container()
        box += self.parse_content_to_nodes()
        box += answers(self, [s for s in self.options.get("model", "").split(";") if s.strip()])
        return [box]


class Model(SphinxDirective):
    """``{model} GAME NAME ARG...``: the kept answer."""

    required_arguments = 1
    final_argument_whitespace = True

    def run(self) -> list[nodes.Node]:
        return answers(self, [self.arguments[0]])


class Balance(SphinxDirective):
    """``{balance} GAME KEY``: the kept answer (the commands in the designer's edition)."""

    required_arguments = 2

    def run(self) -> list[nodes.Node]:
        if not self.config.bench_answers:
            return []
        shown = kept(self.arguments[0], f"{{balance}} {self.arguments[1]}")
        if self.env.app.tags.has("player"):
            return plain_nodes(shown["plain"])
        return (balance_nodes(shown["claim"], shown["table"], shown["lines"])
                + commands_nodes(shown["commands"]))


class Machinery(SphinxDirective):
    """A directive only our machinery gives (viewers, covers, sheets): nothing here."""

    optional_arguments = 9
    final_argument_whitespace = True
    has_content = True
    option_spec = dict.fromkeys(("picture", "alt", "strip", "print"), unchanged)

    def run(self) -> list[nodes.Node]:
        return []


class PlayerEdition(SphinxTransform):
    """The player's edition: no code block, no designer's section."""

    default_priority = 500

    def apply(self, **kwargs) -> None:
        if not self.app.tags.has("player"):
            return
        for node in list(self.document.findall(nodes.literal_block)):
            node.parent.remove(node)
        for section in list(self.document.findall(nodes.section)):
            if section[0].astext() in DESIGNER_SECTIONS:
                section.parent.remove(section)


def myst_syntax(app, config) -> None:
    config.myst_enable_extensions = list(MYST_EXTENSIONS)


def setup(app) -> dict:
    app.connect("config-inited", myst_syntax)
    for name in ("example", "designer"):
        app.add_directive(name, Content)
    app.add_config_value("bench_answers", True, "env", types=[bool])
    app.add_directive("model", Model)
    app.add_directive("balance", Balance)
    for name in ("stepper", "cover", "sheets", "balance-about"):
        app.add_directive(name, Machinery)
    app.add_directive("games", GamesToctree)
    app.add_transform(PlayerEdition)
    return {"parallel_read_safe": True, "parallel_write_safe": True}

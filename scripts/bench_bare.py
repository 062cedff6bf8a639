"""The bench's bare Sphinx (scripts/bench.py): the book's pages as Sphinx alone reads them.

Loaded by the bare build (``sphinx -C``: Sphinx's defaults and theme, no conf.py) beside MyST
and the doctest directive, it stands in for our directives with what Sphinx does with any
written content, so that the bare build reads and writes every word the chapters' authors
wrote, and nothing the book computes:

* an ``{example}`` box's content, and a ``{designer}`` block's in the designer's edition, are
  read as a plain container (figures and doctests in them included);
* ``{games}`` is the book's own table of contents (docs/_ext/gamestoc.py: Sphinx's toctree
  of the same pages);
* what our directives compute gives nothing: ``{model}`` text, ``{stepper}`` viewers,
  ``{balance}`` answers, ``{cover}`` facts, ``{sheets}`` links;
* in the player's edition (``-t player``) code blocks and the designer's sections are left
  out, as the book leaves them out.

So a clean ``make html`` over this bare build measures what the book adds: the model's text,
the figures' and frames' stamps checked, the frames copied, our theme and our extensions.
"""

from __future__ import annotations

from docutils import nodes
from docutils.parsers.rst.directives import unchanged
from gamestoc import GamesToctree
from sphinx.transforms import SphinxTransform
from sphinx.util.docutils import SphinxDirective

#: The sections only the designer's edition has (docs/conf.py: rulebook_designer_sections).
DESIGNER_SECTIONS = ("Check it yourself",)
#: The MyST syntax the chapters are written in (docs/conf.py; ``-D`` cannot set it).
MYST_EXTENSIONS = ("colon_fence", "deflist")


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
        return [box]


class Computed(SphinxDirective):
    """A directive whose output the book computes: nothing here."""

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
    for name in ("model", "stepper", "balance", "cover", "sheets"):
        app.add_directive(name, Computed)
    app.add_directive("games", GamesToctree)
    app.add_transform(PlayerEdition)
    return {"parallel_read_safe": True, "parallel_write_safe": True}

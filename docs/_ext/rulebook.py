"""The book's own Sphinx directives: example boxes, model text, covers and the two editions.

One source, two editions. The *designer's edition* (the default build) shows everything: an
example box, then under it, folded in HTML, the doctest that proves it ("How this is checked").
The *player's edition* (``sphinx-build -t player``) is what a player prints: the same boxes,
no code at all. Doctests and ``{designer}`` blocks are left out of it; ``make test`` runs the
doctests from the same sources either way (Sybil reads the Markdown, not this build).

Directives (MyST)::

    ::::{example} The complete 2-player game
    :model: subdivision tallies complete-2p

    Text and figures of the example, in our words.

    ```{doctest}
    >>> ...the check, folded under the box (designer) or left out (player)
    ```
    ::::

    ```{model} fallacy_of_rank combat-table
    ```                                       (model text or a table, outside a box)

    ```{cover} subdivision
    :picture: ../diagrams/subdivision/pyramids.svg
    ```                                       (the facts a rulebook's cover gives; the
                                              player's edition refuses a fact that is a
                                              gap, games.core.game.GAP)

    ```{sheets} subdivision
    ```                                       (the print-and-play sheets, linked)

    :::{designer}
    Only in the designer's edition (command lines, formats, the proofs' prose).
    :::

A section whose title is in ``rulebook_designer_sections`` (conf.py) is left out of the
player's edition whole.

The text a ``:model:`` spec names is written by the game's model (see
:mod:`games.core.worked`); no number in a box is typed by hand. The answers (and the covers'
facts and sheets' lists) are kept between builds (docs/_ext/kept.py), so a build asks a model
again only when one of its files changed. The models know nothing of Sphinx: only
``docs/_ext/`` ties them to it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar

from answers import worked_nodes
from docutils import nodes
from docutils.parsers.rst import directives
from gamestoc import GamesToctree
from kept import about_from, kept, note_kept, texts_of, worked_cache
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms import SphinxTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from games import registry
from games.core import stamp
from games.core.errors import UserError
from games.core.game import GAP, About
from games.core.words import listing
from games.core.worked import PLAYER, run
from games.core.worked_cache import to_json

logger = logging.getLogger(__name__)


class example_box(nodes.General, nodes.Element):
    """A shaded example: title, text and figure, the model's result, then its checks."""


class checks(nodes.General, nodes.Element):
    """The doctests that prove an example (folded under it in HTML)."""


class cover(nodes.General, nodes.Element):
    """A rulebook's cover facts (players, time, components, licence) and picture."""


def player_edition(app: Sphinx) -> bool:
    """True when building the player's edition (``-t player``)."""
    return app.tags.has("player")


def is_doctest(node: nodes.Node) -> bool:
    """A block the doctest directive made (``sphinx.ext.doctest`` marks them)."""
    return isinstance(node, nodes.Element) and "testnodetype" in node.attributes


def note_game(directive: SphinxDirective, game) -> None:
    """Read the page again when a file of ``game``'s model (or what it shares) changes
    (``game``: the game or its name). A page notes a game's files once, however many boxes
    ask for it."""
    env = directive.env
    paths = _sources(stamp.name_of(game))
    if paths and env.srcdir / paths[0] in env.dependencies.get(env.docname, ()):
        return
    for path in paths:
        env.note_dependency(path)


_SOURCES: dict[str, list[str]] = {}


def _sources(name: str) -> list[str]:
    """``stamp.sources(name)`` as text, listed once per build (a page asks for it for every
    box: walking the folders each time cost more than reading the page)."""
    if name not in _SOURCES:
        _SOURCES[name] = [str(path) for path in stamp.sources(name)]
    return _SOURCES[name]


def known_game(directive: SphinxDirective, name: str) -> str:
    """``name``, if a game is called so (an error at the directive if not); the page is read
    again when its model changes. The model is not loaded."""
    try:
        registry.known(name)
    except UserError as exc:
        raise directive.error(exc.message) from None
    note_game(directive, name)
    return name


def model_nodes(directive: SphinxDirective, spec: str) -> list[nodes.Node]:
    """The model's text for ``spec`` (``GAME NAME ARG...``) as docutils nodes."""
    game_name, _, rest = spec.strip().partition(" ")
    if player_edition(directive.env.app):
        rest = PLAYER + rest  # the player's words: moves told, codes spelled out

    def ask():
        game = registry.get(name)
        return run(registry.worked(game), rest, narrator=game.narrate)

    try:
        name = registry.known(game_name)
        worked = worked_cache(directive.env.app).get(name, rest, ask)
    except UserError as exc:
        raise directive.error(f"{spec!r}: {exc}") from None  # with the file, when it has one
    note_game(directive, name)
    note_kept(directive, name)
    return worked_nodes(to_json(worked))


class ExampleDirective(SphinxDirective):
    """``{example} TITLE`` with ``:model: GAME NAME ARG...`` (may be given twice, ``;``)."""

    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {"model": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        box = example_box(classes=["example-box"])
        box["title"] = self.arguments[0] if self.arguments else ""
        box += self.parse_content_to_nodes()
        results = []
        for spec in filter(None, (s.strip() for s in self.options.get("model", "").split(";"))):
            results += model_nodes(self, spec)
        proofs = [child for child in box.children if is_doctest(child)]
        for child in proofs:
            box.remove(child)
        box += results
        if proofs and not player_edition(self.env.app):
            box += checks("", *proofs)
        return [box]


class ModelDirective(SphinxDirective):
    """``{model} GAME NAME ARG...``: the model's text or table, outside an example box."""

    required_arguments = 1
    final_argument_whitespace = True

    def run(self) -> list[nodes.Node]:
        return model_nodes(self, self.arguments[0])


class CoverDirective(SphinxDirective):
    """``{cover} GAME`` with ``:picture: PATH``: the cover facts from the game's registry."""

    required_arguments = 1
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "picture": directives.unchanged, "alt": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        name = known_game(self, self.arguments[0])

        def ask() -> About:
            about = registry.get(name).about
            if about is None:
                raise UserError(f"{name} has no 'about' facts in its GameInfo")
            return about

        about = kept(self, name, "{cover}", ask, dataclasses.asdict, about_from)
        gaps = about.gaps()
        if gaps and player_edition(self.env.app):  # shown as they are to the designer
            one = len(gaps) == 1
            raise self.error(
                f"{name}: the cover's {listing(gaps)} {'is' if one else 'are'} not written yet "
                f"({GAP!r}, left by rulebook new): write {'it' if one else 'them'} in the "
                f"About of games/{name}/__init__.py before the player's edition is built")
        node = cover(classes=["cover"])
        facts = nodes.field_list()
        for label, value in (("Designed by", f"{about.designers} ({about.year})"),
                             ("Players", about.players), ("Playing time", about.time),
                             ("You need", about.components)):
            facts += nodes.field("", nodes.field_name(text=label),
                                 nodes.field_body("", nodes.paragraph(text=value)))
        node += facts
        if "picture" in self.options:
            uri = self.options["picture"]
            node += nodes.image(uri=uri, alt=self.options.get("alt", about.components),
                                candidates={"*": self.env.relfn2path(uri)[0]})
            self.env.note_dependency(uri)
        note = ("Every example in this rulebook was played out and checked." if about.original
                else "This rulebook restates the original rules in its own words, and every "
                "example in it was played out and checked.")
        para = nodes.paragraph(text=note, classes=["licence"])
        if about.licence:
            para += nodes.Text(f" The original text: {about.licence}")
            if about.licence_url:
                para += nodes.Text(" (")
                para += nodes.reference(about.licence_url, about.licence_url,
                                        refuri=about.licence_url)
                para += nodes.Text(")")
            para += nodes.Text(".")
        node += para
        return [node]


class SheetsDirective(SphinxDirective):
    """``{sheets} GAME``: the game's print-and-play sheets, each a PDF beside the rulebook's
    (``build/pdf``), with its title and scale."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        game = known_game(self, self.arguments[0])

        def ask() -> list[list[str]]:
            from games.sheets import sheets_of  # the drawing kit, loaded only here

            module = sheets_of(registry.get(game))
            if module is None:
                raise UserError(f"{game} has no print-and-play sheets")
            return [[sheet.name, sheet.title, sheet.scale] for sheet in module.sheets()]

        listed = kept(self, game, "{sheets}", ask, list, texts_of(3))
        # HTML pages sit in build/html*/, the PDFs in build/pdf/; a PDF sits beside them.
        folder = "../pdf/" if self.env.app.builder.format == "html" else ""
        items = nodes.bullet_list(classes=["sheets"])
        player = player_edition(self.env.app)
        for sheet, title, scale in listed:
            name = f"{game}-{sheet}.pdf"
            para = nodes.paragraph()
            if player:  # a player is given the sheet by its title, not its file name
                para += nodes.reference(title, title, refuri=folder + name)
                para += nodes.Text(f" ({scale})")
            else:
                para += nodes.reference(name, name, refuri=folder + name)
                para += nodes.Text(f": {title} ({scale})")
            items += nodes.list_item("", para)
        if player:  # said once, after them (a lead-in could end a page, the list start the next)
            return [items, nodes.paragraph(text="Each is a PDF file of its own that comes with "
                                                "this book, to print at full size.")]
        return [items]


class DesignerDirective(SphinxDirective):
    """``{designer}``: content for the designer's edition only."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        if player_edition(self.env.app):
            return []
        return self.parse_content_to_nodes()


class Edition(SphinxTransform):
    """Player's edition: no code block anywhere, and no designer's section (the titles in
    ``rulebook_designer_sections``). Designer's edition: a doctest outside an example box is
    folded under "How this is checked" too. A transform, so that the contents of a page are
    collected from what is left."""

    default_priority = 500

    def apply(self, **kwargs) -> None:
        if player_edition(self.app):
            for node in list(self.document.findall(nodes.literal_block)):
                node.parent.remove(node)
            for ref in self.document.findall(addnodes.pending_xref):
                if ref.get("reftype") == "doc" and not ref.get("refexplicit"):
                    target = ref["reftarget"]
                    logger.warning(
                        f"{{doc}}`{target}` has no words of its own, and the player's PDF "
                        f"prints its path: give it some, as in {{doc}}`the player aid "
                        f"<{target}>`", location=ref)
            for section in list(self.document.findall(nodes.section)):
                if section[0].astext() in self.config.rulebook_designer_sections:
                    section.parent.remove(section)
            return
        for node in list(self.document.findall(is_doctest)):
            if not isinstance(node.parent, checks):
                node.replace_self(checks("", node.deepcopy()))


def figures_out_of_boxes(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """In print, an example box's figures follow the box, in their order, as figures of the
    page: a box breaks across pages but a figure cannot, so one kept inside a box jumped whole
    to the next page and left the rest of its page blank; outside, it floats to where it fits
    (conf.py's ``figure_align``), the text flowing on."""
    if app.builder.format != "latex":
        return
    for box in list(doctree.findall(example_box)):
        figures = [child for child in box.children if isinstance(child, nodes.figure)]
        at = box.parent.index(box) + 1
        for figure in figures:
            box.remove(figure)
            box.parent.insert(at, figure)
            at += 1


# -- HTML -------------------------------------------------------------------------------------

def visit_example_html(self, node: example_box) -> None:
    title = self.encode(node["title"])
    self.body.append(f'<aside class="example-box" aria-label="Example: {title}">'
                     f'<p class="example-title">Example{": " + title if title else ""}</p>')


def depart_example_html(self, node: example_box) -> None:
    self.body.append("</aside>")


def visit_checks_html(self, node: checks) -> None:
    self.body.append('<details class="example-checks"><summary>How this is checked'
                     "</summary>")


def depart_checks_html(self, node: checks) -> None:
    self.body.append("</details>")


def visit_cover_html(self, node: cover) -> None:
    self.body.append('<div class="cover">')


def depart_cover_html(self, node: cover) -> None:
    self.body.append("</div>")


# -- LaTeX ------------------------------------------------------------------------------------

def visit_example_latex(self, node: example_box) -> None:
    self.in_minipage += 1  # figures inside do not float: they stay in the box
    title = self.encode(node["title"])
    self.body.append("\n\\begin{rulebookexample}{Example" + (": " + title if title else "")
                     + "}\n")


def depart_example_latex(self, node: example_box) -> None:
    self.in_minipage -= 1
    self.body.append("\n\\end{rulebookexample}\n")


def visit_checks_latex(self, node: checks) -> None:
    self.body.append("\n\\rulebookchecks\n")


def depart_checks_latex(self, node: checks) -> None:
    pass


def visit_cover_latex(self, node: cover) -> None:
    self.in_minipage += 1
    self.body.append("\n\\begin{rulebookcover}\n")


def depart_cover_latex(self, node: cover) -> None:
    self.in_minipage -= 1
    self.body.append("\n\\end{rulebookcover}\n")


def visit_plain(self, node) -> None:
    pass


def depart_plain(self, node) -> None:
    pass


def setup(app: Sphinx) -> dict:
    plain = (visit_plain, depart_plain)
    app.add_node(example_box, html=(visit_example_html, depart_example_html),
                 latex=(visit_example_latex, depart_example_latex), text=plain)
    app.add_node(checks, html=(visit_checks_html, depart_checks_html),
                 latex=(visit_checks_latex, depart_checks_latex), text=plain)
    app.add_node(cover, html=(visit_cover_html, depart_cover_html),
                 latex=(visit_cover_latex, depart_cover_latex), text=plain)
    app.add_directive("example", ExampleDirective)
    app.add_directive("model", ModelDirective)
    app.add_directive("cover", CoverDirective)
    app.add_directive("designer", DesignerDirective)
    app.add_directive("sheets", SheetsDirective)
    app.add_directive("games", GamesToctree)
    app.add_config_value("rulebook_designer_sections", [], "env")
    app.setup_extension("kept")  # the answers kept; the figures, brought up to date
    app.add_transform(Edition)
    app.connect("doctree-resolved", figures_out_of_boxes)
    app.add_css_file("rulebook.css")
    # env_version: bumped when what a page records changes (2: the games its text depends on;
    # 3: the player's words, sheets by title; 4-6: a player's balance answer without the
    # claim, the sheets said to come apart; 7: that said once, before the sheets).
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True,
            "env_version": 7}

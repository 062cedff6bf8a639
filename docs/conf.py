"""Sphinx configuration: one source, two editions.

The designer's edition (the default): the whole book in HTML and as ``rulebook.pdf``, with the
checks, the decisions, the formats and the command line. The player's edition (``-t player``):
per game a rulebook PDF with its own cover and a one-page player aid, and the same chapters in
HTML, with no code. ``PAPER=letter`` in the environment sets US Letter (default A4).
"""

import gc
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

project = "Tabletop rulebooks"
book_title = "Rulebooks that cannot be wrong"
author = "Tabletop rulebooks contributors"
copyright = "the Tabletop rulebooks contributors"
release = version = "0.1.0"
# The PDF title page date: `make` sets SOURCE_DATE_EPOCH to the last commit's
# date, so rebuilding the same commit gives the same PDF. (An empty `today`
# would mean "the current date", not "no date".)

from games import registry  # noqa: E402 (after the path above)

# Each game's chapter (docs/<name>.md, the registry name with '-' for '_'), in the registry's
# order: the tables of contents ({games} in index.md and player.md), the PDFs, their titles and
# designers all come from this list, so a game is added in one place (games/registry.py).
GAME_CHAPTERS = [name.replace("_", "-") for name in registry.GAME_NAMES]

extensions = [
    "myst_parser",
    # Renders ```{doctest} blocks; Sybil (docs/conftest.py) is what runs them.
    "sphinx.ext.doctest",
    # Converts SVG figures to PDF for the LaTeX builder, only when the SVG changed
    # (docs/_ext/svgpdf.py).
    "svgpdf",
    # Example boxes, model text, covers and the two editions (docs/_ext/rulebook.py).
    "rulebook",
    # ```{stepper} GAME RECORD```: the example plays move by move (docs/_ext/stepper.py).
    "stepper",
    # ```{balance} GAME QUESTION```: a claim answered from results/ (docs/_ext/balance.py).
    "balance",
    # ```{play} GAME```: the game played in the browser by the model, with Pyodide
    # (docs/_ext/play.py).
    "play",
]
templates_path = ["_templates"]
html_static_path = ["_static"]
PLAYER = tags.has("player")  # noqa: F821 (Sphinx provides `tags`)
# Sections of a chapter that only the designer's edition has.
rulebook_designer_sections = ["Check it yourself", "Balance and claims", "Computer players"]
myst_enable_extensions = ["colon_fence", "deflist"]
# Number figures so the rules can say "see Figure 2.1" ({numref}).
numfig = True
exclude_patterns = ["_build", "_ext", "_templates", "conftest.py", "**/.pytest_cache",
                    "Thumbs.db", ".DS_Store"]
# The player's edition starts at player.md and has no introduction or formats appendix; the
# designer's book starts at index.md.
if PLAYER:
    root_doc = "player"
    exclude_patterns += ["index.md", "introduction.md", "appendix-formats.md",
                         "write-your-own-game.md"]
else:
    exclude_patterns += ["player.md"]
# One game's pages alone (RULEBOOK_ONLY=GAME, as `rulebook check GAME` builds them): its chapter
# as the root, its aid beside it (and in the designer's edition the formats appendix, which a
# chapter may refer to) and, for LaTeX, those two documents. The check draws the game's figures
# and frames itself before it builds, so no game's are drawn here.
ONLY = os.environ.get("RULEBOOK_ONLY")
if ONLY:
    GAME_CHAPTERS = [registry.known(ONLY).replace("_", "-")]
    root_doc = GAME_CHAPTERS[0]
    include_patterns = [f"{root_doc}.md", f"aids/{root_doc}.md", "appendix-formats.md"]
    suppress_warnings = ["toc.not_included"]  # the aid: in no table of contents here
    rulebook_draw = False

# -- HTML ---------------------------------------------------------------------
html_theme = "furo"
html_title = "Rulebooks (player's edition)" if PLAYER else book_title

# -- LaTeX / PDF --------------------------------------------------------------
PAPER = {"a4": "a4paper", "letter": "letterpaper"}
_paper = os.environ.get("PAPER", "a4")
if _paper not in PAPER:
    raise ValueError(f"PAPER={_paper!r}: give a4 or letter")

latex_engine = "xelatex"
# Boxes: shaded, and split across pages where they must (in both editions: a box that could
# not break would jump whole to the next page and leave the rest of its page blank). Table
# columns are never narrower than 3.5em, so that a short header word over short figures
# ("games") is not cut.
_PREAMBLE = r"""
%% \FloatBarrier, for a chapter whose figures must not float past a heading (raw latex there).
\usepackage{placeins}
\usepackage[most]{tcolorbox}
\newtcolorbox{rulebookexample}[1]{enhanced, breakable, colback=black!5, colframe=black!45,
  boxrule=0.6pt, arc=1mm, left=2mm, right=2mm, top=1mm, bottom=1mm,
  fonttitle=\sffamily\bfseries, coltitle=black, colbacktitle=black!12, title={#1},
  before skip=1em, after skip=1em}
\newcommand{\rulebookchecks}{\par\medskip\noindent\textsf{\small How this is checked:}\par}
\newenvironment{rulebookcover}{\begin{center}\large}{\end{center}\clearpage}
\setlength{\tymin}{3.5em}
%% The model's lines (a line block) sit close to the text that leads into them: Sphinx's own
%% line block leaves a blank line above and below (its \partopsep), which cut the player
%% aids' short lists off from their sentences.
\renewenvironment{DUlineblock}[1]{\list{}{\setlength{\partopsep}{0.3\baselineskip}%%
    \setlength{\topsep}{0pt}\setlength{\itemsep}{0.15\baselineskip}%%
    \setlength{\parsep}{0pt}\setlength{\leftmargin}{#1}}\raggedright}{\endlist}
%% No heading at a page foot: before every heading, room for the heading and a few lines of
%% its text, or the heading goes to the next page (titlesec, which Sphinx loads, calls
%% \<level>break before each heading). A heading whose text leads into a table, a figure,
%% an example box or a print strip asks for room for both (\rulebookneed, written before
%% the heading by conf.py's keep_headings_with_lead). The room left is measured (\pagegoal
%% less \pagetotal, the page builder brought up to date by a penalty that allows no break):
%% unlike \needspace, this offers TeX no cheap break of its own before the heading, which it
%% would take whenever the page overflows further down.
\makeatletter
\newcommand{\rulebookneed}[1]{\gdef\rulebook@need{#1}}
\newcommand{\rulebook@room}[1]{\ifvmode\penalty\@M
  \ifdim\pagegoal<\maxdimen\ifdim\dimexpr\pagegoal-\pagetotal\relax<#1\relax
    \newpage\fi\fi\fi}
\newcommand{\rulebookheadingbreak}{\addpenalty{\@secpenalty}%%
  \@ifundefined{rulebook@need}{\rulebook@room{8\baselineskip}}%%
    {\rulebook@room{\rulebook@need\baselineskip}\global\let\rulebook@need\@undefined}}
%% A heading straight above another asks for the room of both at once, before it is set.
\newcommand{\rulebookroomnow}[1]{\par\rulebook@room{#1\baselineskip}}
\newcommand{\sectionbreak}{\rulebookheadingbreak}
\newcommand{\subsectionbreak}{\rulebookheadingbreak}
\newcommand{\subsubsectionbreak}{\rulebookheadingbreak}
\makeatother
"""
_PLAYER_PREAMBLE = r"""
\setcounter{secnumdepth}{0}
\makeatletter
\fancypagestyle{normal}{\fancyhf{}\fancyhead[L]{\sffamily\small\@title}
  \fancyfoot[C]{\sffamily\small\thepage}\renewcommand{\headrulewidth}{0.4pt}
  \renewcommand{\footrulewidth}{0pt}}
\fancypagestyle{plain}{\fancyhf{}\fancyfoot[C]{\sffamily\small\thepage}
  \renewcommand{\headrulewidth}{0pt}\renewcommand{\footrulewidth}{0pt}}
\newcommand{\rulebookmaketitle}{\thispagestyle{plain}\begin{center}
  {\sffamily\bfseries\Huge\@title\par}\medskip{\Large\@author\par}\end{center}\bigskip}
\makeatother
"""
latex_elements = {
    "papersize": PAPER[_paper],
    # A figure is set where it is written, next to the rule it illustrates, when it fits there;
    # else at the top of the next page (or on a page of its own), the text flowing on, so that
    # no page is left with its foot blank. A figure inside an example box stays in the box.
    "figure_align": "htbp",
    # Read on screen: one-sided, so no blank pages before chapters.
    "extraclassoptions": "oneside",
    # Sphinx's xelatex default fonts are GNU FreeFont (FreeSerif, FreeSans,
    # FreeMono from fonts-freefont-otf), so "fontpkg" is left as it is.
    # No index entries exist, so drop the empty "Index" page.
    "printindex": "",
    "preamble": _PREAMBLE + (_PLAYER_PREAMBLE if PLAYER else ""),
}
if PLAYER:
    # A game's title and designers, then its cover (the {cover} directive); no release number,
    # no date, no contents page, no chapter numbers. Links stay links but print black: on
    # paper a coloured word only looks like something to press.
    latex_elements["sphinxsetup"] = ("InnerLinkColor={rgb}{0,0,0}, "
                                     "OuterLinkColor={rgb}{0,0,0}")
    latex_elements["maketitle"] = r"\rulebookmaketitle"
    latex_elements["tableofcontents"] = ""

# (start doc, .tex file, title, author, document class). The player's edition has two per
# game, titled from the game's registry entry: set when the LaTeX builder starts (below), so
# that an HTML build does not load every game's model for titles it does not use.
latex_documents = [("index", "rulebook.tex", book_title, author, "manual")]


def player_documents(app) -> None:
    if not PLAYER or app.builder.name != "latex":
        return
    games = {name: registry.get(name.replace("-", "_")) for name in GAME_CHAPTERS}
    app.config.latex_documents = [
        (name, f"{name}.tex", game.title, game.about.designers, "howto")
        for name, game in games.items()
    ] + [
        (f"aids/{name}", f"{name}-aid.tex", f"{game.title}: player aid",
         game.about.designers, "howto")
        for name, game in games.items()
    ]


#: A heading's lead: what comes before the first table or figure of its section, when that is
#: short. In \baselineskip units (10 pt type on a 12 pt line, a text line about 95 letters).
LINE_LETTERS = 95
LEAD_MOST = 15  # a quarter of a page: a heading never waits for more (boxes break, figures float)
HEADING = 3
STRIP = 20  # a print strip's heading and first row (docs/_ext/stepper.py: a third of a page)
BOX_START = 8  # an example box's title and its first lines (a box breaks across pages)
LEAD_FIGURE = 15  # a lead and its figure kept together on a page, when they need no more


def lead_lines(section, srcdir: Path) -> float | None:
    """How many lines the heading of ``section`` needs with it on its page: the heading, the
    text before the section's first table, figure, example box or print strip, and that block
    (estimated from its text and its image's shape), at most :data:`LEAD_MOST`; a heading
    straight above a subsection's needs what that one needs, and its own lines; None if the
    section's first few blocks hold none of them."""
    from docutils import nodes

    lines = float(HEADING)
    for block in list(section.children)[1:5]:
        kind = type(block).__name__
        if isinstance(block, nodes.table):
            return _capped(lines + _table_lines(block))
        if isinstance(block, nodes.figure):  # (a tall one floats to where it fits)
            return _capped(lines + min(_figure_lines(block, srcdir), LEAD_FIGURE))
        if kind == "example_box":  # an example box (docs/_ext/rulebook.py): it may break, so
            return _capped(lines + BOX_START)  # only its start need share the heading's page
        if kind == "stepper" and block.children:  # a print strip: its heading and first row
            return _capped(lines + STRIP)
        if isinstance(block, nodes.section):  # a heading straight above another: both move
            inner = lead_lines(block, srcdir)  # together, with what the inner one needs
            # (two lines more, as a heading's space above and below is more than HEADING's)
            return _capped(lines + 2 + (inner if inner is not None else HEADING + 8))
        lines += len(block.astext()) / LINE_LETTERS + 1
    return None


def _capped(lines: float) -> float:
    return min(lines, LEAD_MOST)


def _table_lines(table) -> float:
    from docutils import nodes

    rows = list(table.findall(nodes.row))
    columns = max((len(row.children) for row in rows), default=1)
    letters = LINE_LETTERS / columns
    return 2 + sum(1.2 * max((len(cell.astext()) // letters + 1 for cell in row.children),
                             default=1) for row in rows)


def _figure_lines(figure, srcdir: Path) -> float:
    """The figure's height in lines: its image at its width (a share of the line, or the line)
    and the shape its SVG declares; a caption of two lines."""
    import re

    from docutils import nodes

    image = next(figure.findall(nodes.image), None)
    height = 20.0
    if image is not None:
        uri = image.get("candidates", {}).get("image/svg+xml", image.get("uri", ""))
        path = srcdir / uri
        if path.suffix == ".svg" and path.is_file():
            tag = re.search(r"<svg\b[^>]*>", path.read_text(encoding="utf-8")[:4000])
            size = {key: float(value) for key, value in re.findall(
                r'\b(width|height)="([0-9.]+)', tag.group(0) if tag else "")}
            if size.get("width") and size.get("height"):
                share = str(image.get("width", figure.get("width", "100%")))
                part = float(share[:-1]) / 100 if share.endswith("%") else 1.0
                width = min(size["width"] * 0.75, 455 * part)  # px to pt, within its share
                height = width * size["height"] / size["width"] / 12
    return height + 2


def keep_leads_with_figures(doctree, srcdir: Path) -> None:
    """Before a paragraph that leads straight into a figure or a table ("...measure as
    follows:"), ask for room for both (``\\rulebookroomnow``), so that the lead never ends a
    page whose next starts with what it leads into; a tall figure floats instead. Only in a
    chapter's own flow: a box breaks as it must."""
    from docutils import nodes

    for figure in [*doctree.findall(nodes.figure), *doctree.findall(nodes.table),
                   *doctree.findall(nodes.bullet_list), *doctree.findall(nodes.enumerated_list)]:
        parent = figure.parent
        if not isinstance(parent, nodes.section):
            continue
        at = parent.index(figure)
        lead = parent.children[at - 1] if at > 1 else None
        if not isinstance(lead, nodes.paragraph) or at - 1 == 1:  # (a heading's lead: above)
            continue
        said = len(lead.astext()) / LINE_LETTERS + 1
        if isinstance(figure, nodes.table):  # a table neither floats nor (short) breaks
            need = _capped(said + _table_lines(figure))
        elif isinstance(figure, (nodes.bullet_list, nodes.enumerated_list)):
            if not lead.astext().rstrip().endswith(":"):
                continue  # (only a lead-in that ends with a colon: a list breaks anywhere)
            need = said + 4  # the lead-in and the list's first lines
        else:
            need = said + _figure_lines(figure, srcdir)
            if need > LEAD_FIGURE:
                continue  # a tall figure is not worth a page's foot: it goes where it fits
        parent.insert(at - 1, nodes.raw("", f"\\rulebookroomnow{{{need:.1f}}}%\n",
                                        format="latex"))


def keep_headings_with_lead(app, doctree, docname) -> None:
    """Before each heading whose section leads into a table or figure, ask LaTeX for room for
    the heading and that lead (``\\rulebookneed``, read by the preamble's heading break); and
    keep each lead-in paragraph with its figure (:func:`keep_leads_with_figures`)."""
    from docutils import nodes

    if app.builder.format != "latex":
        return
    srcdir = Path(app.srcdir)
    for section in list(doctree.findall(nodes.section)):
        need = lead_lines(section, srcdir)
        if need is not None and section.parent is not None:
            nested = len(section.children) > 1 and any(
                isinstance(block, nodes.section) for block in section.children[1:3])
            ask = "rulebookroomnow" if nested else "rulebookneed"
            section.parent.insert(section.parent.index(section), nodes.raw(
                "", f"\\{ask}{{{need:.1f}}}%\n", format="latex"))
    keep_leads_with_figures(doctree, srcdir)


def setup(app) -> None:
    app.connect("builder-inited", player_documents)
    app.connect("doctree-resolved", keep_headings_with_lead)

# Sphinx makes a great many small objects and keeps most of them to the end of the build, so
# the garbage collector's default thresholds run it over and over through a heap that only
# grows (about a sixth of a build's time); it now runs a hundredth as often. The build holds
# no cycles worth collecting sooner, and a build is one short-lived process.
gc.set_threshold(70_000, 20, 100)

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
]
templates_path = ["_templates"]
html_static_path = ["_static"]
PLAYER = tags.has("player")  # noqa: F821 (Sphinx provides `tags`)
# Sections of a chapter that only the designer's edition has.
rulebook_designer_sections = ["Check it yourself"]
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

# -- HTML ---------------------------------------------------------------------
html_theme = "furo"
html_title = "Rulebooks (player's edition)" if PLAYER else book_title

# -- LaTeX / PDF --------------------------------------------------------------
PAPER = {"a4": "a4paper", "letter": "letterpaper"}
_paper = os.environ.get("PAPER", "a4")
if _paper not in PAPER:
    raise ValueError(f"PAPER={_paper!r}: give a4 or letter")

latex_engine = "xelatex"
# Boxes: shaded, never split across pages in the player's edition; in the designer's edition
# a box also holds its checks, which may run long, so it may break. Table columns are never
# narrower than 3.5em, so that a short header word over short figures ("games") is not cut.
_PREAMBLE = r"""
\usepackage[most]{tcolorbox}
\newtcolorbox{rulebookexample}[1]{enhanced, %s, colback=black!5, colframe=black!45,
  boxrule=0.6pt, arc=1mm, left=2mm, right=2mm, top=1mm, bottom=1mm,
  fonttitle=\sffamily\bfseries, coltitle=black, colbacktitle=black!12, title={#1},
  before skip=1em, after skip=1em}
\newcommand{\rulebookchecks}{\par\medskip\noindent\textsf{\small How this is checked:}\par}
\newenvironment{rulebookcover}{\begin{center}\large}{\end{center}\clearpage}
\setlength{\tymin}{3.5em}
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
    # Keep each figure where it is written, next to the rule it illustrates.
    "figure_align": "H",
    # Read on screen: one-sided, so no blank pages before chapters.
    "extraclassoptions": "oneside",
    # Sphinx's xelatex default fonts are GNU FreeFont (FreeSerif, FreeSans,
    # FreeMono from fonts-freefont-otf), so "fontpkg" is left as it is.
    # No index entries exist, so drop the empty "Index" page.
    "printindex": "",
    "preamble": _PREAMBLE % ("" if PLAYER else "breakable") + (_PLAYER_PREAMBLE if PLAYER else ""),
}
if PLAYER:
    # A game's title and designers, then its cover (the {cover} directive); no release number,
    # no date, no contents page, no chapter numbers.
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


def setup(app) -> None:
    app.connect("builder-inited", player_documents)

# Sphinx makes a great many small objects and keeps most of them to the end of the build, so
# the garbage collector's default thresholds run it over and over through a heap that only
# grows (about a sixth of a build's time); it now runs a hundredth as often. The build holds
# no cycles worth collecting sooner, and a build is one short-lived process.
gc.set_threshold(70_000, 20, 100)

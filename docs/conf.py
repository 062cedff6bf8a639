"""Sphinx configuration: one source, an HTML book and PDFs (book + one per game)."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_ext"))

project = "Tabletop rulebooks"
book_title = "Rulebooks that cannot be wrong"
author = "Tabletop rulebooks contributors"
copyright = "the Tabletop rulebooks contributors"
release = version = "0.1.0"
# The PDF title page date: `make` sets SOURCE_DATE_EPOCH to the last commit's
# date, so rebuilding the same commit gives the same PDF. (An empty `today`
# would mean "the current date", not "no date".)

# Add a game's chapter name here (the .md file in docs/ without suffix).
# Everything else (per-game PDF, its title) is derived from this list.
GAME_CHAPTERS = ["subdivision", "in-crowd", "fallacy-of-rank", "human-trophies", "croquet"]
# Only needed where the title-cased file name is not the game's name.
GAME_TITLES: dict[str, str] = {"in-crowd": "The \"In\" Crowd",
                               "fallacy-of-rank": "The Fallacy of Rank",
                               "croquet": "Tabletop Croquet"}

extensions = [
    "myst_parser",
    # Renders ```{doctest} blocks; Sybil (docs/conftest.py) is what runs them.
    "sphinx.ext.doctest",
    # Converts SVG figures to PDF, used only by the LaTeX builder.
    "sphinxcontrib.cairosvgconverter",
    # ```{stepper} GAME RECORD```: the example plays move by move (docs/_ext/stepper.py).
    "stepper",
]
myst_enable_extensions = ["colon_fence", "deflist"]
# Number figures so the rules can say "see Figure 2.1" ({numref}).
numfig = True
exclude_patterns = ["_build", "conftest.py", "**/.pytest_cache", "Thumbs.db", ".DS_Store"]

# -- HTML ---------------------------------------------------------------------
html_theme = "furo"
html_title = book_title

# -- LaTeX / PDF --------------------------------------------------------------
latex_engine = "xelatex"
latex_elements = {
    # Keep each figure where it is written, next to the rule it illustrates.
    "figure_align": "H",
    # Read on screen: one-sided, so no blank pages before chapters.
    "extraclassoptions": "oneside",
    # Sphinx's xelatex default fonts are GNU FreeFont (FreeSerif, FreeSans,
    # FreeMono from fonts-freefont-otf), so "fontpkg" is left as it is.
    # No index entries exist, so drop the empty "Index" page.
    "printindex": "",
}

latex_documents = [
    # (start doc, .tex file, title, author, document class)
    ("index", "rulebook.tex", book_title, author, "manual"),
] + [
    # One short PDF per game. Sphinx drops the chapter's own first heading and
    # uses this title instead, so it is not printed twice.
    (name, f"{name}.tex", GAME_TITLES.get(name, name.replace("-", " ").title()), author, "howto")
    for name in GAME_CHAPTERS
]

"""Runs the examples in the MyST pages of the book as pytest tests (via Sybil).

Collected: ```{doctest} blocks, ```python blocks (run as code, or as a doctest
when they start with >>>), invisible blocks (`% invisible-code-block: python`),
and skip markers such as `% skip: next`. A failure names the .md file and the line
of the example.

A page that builds a game of its own ("Write your own game") shows each file of it
whole, as a code block captioned with the file's path in a project:

    ```{code-block} python
    :caption: games/row_call/moves.py

    ...the file...
    ```

Such a block (its caption a path under games/, docs/ or tests/) is not run: it is
written, as it stands, into the scratch project the page has made before (the
Path `project` in the page's namespace), and the game's modules already imported
are forgotten, so that the next example imports the files as they now are. The
examples inside a block written so (a chapter's doctests) are not run as the
page's own: they run where the page tests the chapter it wrote. A page may list
what undoes its setup in `undo` (callables, run last first when its examples
end, whether they passed or not).
"""

import doctest
import importlib
import re
import shutil
import sys
from pathlib import Path

from sybil import Sybil
from sybil.parsers.myst import DocTestDirectiveParser, PythonCodeBlockParser, SkipParser
from sybil.parsers.myst.lexers import DirectiveLexer

OPTIONS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

#: A caption that names a file of a project, relative to its top.
PROJECT_FILE = re.compile(r"(?:games|docs|tests)(?:/[\w.-]+)+")


class FileBlocks:
    """The code blocks captioned with a project's file: each is written into the page's
    scratch project (``project`` in its namespace) when its turn comes."""

    lexer = DirectiveLexer(directive="code-block", arguments=".*")

    def __call__(self, document):
        for region in self.lexer(document):
            caption = region.lexemes["options"].get("caption", "").strip()
            if PROJECT_FILE.fullmatch(caption) and ".." not in caption.split("/"):
                region.parsed = caption
                region.evaluator = write_file
                yield region


def write_file(example) -> None:
    """Write the block's text to its path in the scratch project, and forget the modules of
    the game it belongs to (and their compiled copies), as a new Python session would."""
    project = example.namespace.get("project")
    if not isinstance(project, Path):
        raise RuntimeError(f"{example.parsed}: a file block needs a scratch project first "
                           "(a Path named project, made by the page before it)")
    path = project / example.parsed
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(str(example.region.lexemes["source"]), encoding="utf-8")
    parts = Path(example.parsed).parts
    if parts[0] == "games" and len(parts) > 2:
        package = f"games.{parts[1]}"
        for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
            del sys.modules[name]
        for cache in (project / "games" / parts[1]).rglob("__pycache__"):
            shutil.rmtree(cache, ignore_errors=True)
        importlib.invalidate_caches()


class Outside:
    """``parser``'s examples but those inside a file block (which is written, not run)."""

    def __init__(self, parser):
        self.parser = parser

    def __call__(self, document):
        spans = [(r.start, r.end) for r in FileBlocks().lexer(document)
                 if PROJECT_FILE.fullmatch(r.lexemes["options"].get("caption", "").strip())]
        for region in self.parser(document):
            if not any(start <= region.start < end for start, end in spans):
                yield region


def undo(namespace) -> None:
    """Run what the page listed to undo its setup, last first, every step even after one
    fails (the first failure is raised at the end)."""
    steps, failed = namespace.pop("undo", []), None
    while steps:
        try:
            steps.pop()()
        except Exception as exc:  # the other steps still run
            failed = failed or exc
    if failed is not None:
        raise failed


pytest_collect_file = Sybil(
    parsers=[
        FileBlocks(),
        Outside(DocTestDirectiveParser(optionflags=OPTIONS)),
        Outside(PythonCodeBlockParser(doctest_optionflags=OPTIONS)),
        SkipParser(),
    ],
    patterns=["*.md"],
    teardown=undo,
).pytest()

# Sphinx's configuration and extensions are not examples: conf.py needs Sphinx's `tags`, and the
# extension's docstring shows MyST source, not a Python session.
collect_ignore = ["conf.py"]
collect_ignore_glob = ["_ext/*"]

"""Runs the examples in the MyST pages of the book as pytest tests (via Sybil).

Collected: ```{doctest} blocks, ```python blocks (run as code, or as a doctest
when they start with >>>), and skip markers such as `% skip: next`.
A failure names the .md file and the line of the example.
"""

import doctest

from sybil import Sybil
from sybil.parsers.myst import DocTestDirectiveParser, PythonCodeBlockParser, SkipParser

OPTIONS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

pytest_collect_file = Sybil(
    parsers=[
        DocTestDirectiveParser(optionflags=OPTIONS),
        PythonCodeBlockParser(doctest_optionflags=OPTIONS),
        SkipParser(),
    ],
    patterns=["*.md"],
).pytest()

# Sphinx's configuration and extensions are not examples: conf.py needs Sphinx's `tags`, and the
# extension's docstring shows MyST source, not a Python session.
collect_ignore = ["conf.py"]
collect_ignore_glob = ["_ext/*"]

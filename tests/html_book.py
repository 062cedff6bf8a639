"""The HTML books (the designer's edition, and the player's with ``edition="player"``), each
built once per test session and shared by the test files that need it
(test_docs_build.py, test_browser.py). A module, not a conftest.py: docs/ has the conftest.py
of Sybil, and two of them clash under --doctest-modules."""

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"
_BUILT: dict[str, "Build"] = {}


@dataclass(frozen=True)
class Build:
    """A Sphinx build: where it went, its exit status and what it printed."""

    out: Path
    returncode: int
    output: str


def html_book(tmp_path_factory, edition: str = "designer") -> Build:
    """The HTML book of ``edition`` ("designer" or "player") built from clean (-E) with
    warnings as errors into a temporary folder: the first call builds it, later calls in the
    same session return that build."""
    if edition not in _BUILT:
        out = tmp_path_factory.mktemp(edition) / "html"
        tags = ["-t", "player"] if edition == "player" else []
        result = subprocess.run(
            [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-E", "-q", *tags,
             "-b", "html", str(DOCS), str(out)],
            capture_output=True,
            text=True,
        )
        # Sphinx prints its warnings (file:line: WARNING: ...) on stderr.
        _BUILT[edition] = Build(out, result.returncode, result.stderr + result.stdout)
    return _BUILT[edition]

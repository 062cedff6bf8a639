"""What several test files share: the HTML book, built once per test session."""

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"


@dataclass(frozen=True)
class Build:
    """A Sphinx build: where it went, its exit status and what it printed."""

    out: Path
    returncode: int
    output: str


@pytest.fixture(scope="session")
def html_book(tmp_path_factory) -> Build:
    """The HTML book built from clean (-E) with warnings as errors, into a temporary folder."""
    out = tmp_path_factory.mktemp("book") / "html"
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-E", "-q",
         "-b", "html", str(DOCS), str(out)],
        capture_output=True,
        text=True,
    )
    # Sphinx prints its warnings (file:line: WARNING: ...) on stderr.
    return Build(out, result.returncode, result.stderr + result.stdout)

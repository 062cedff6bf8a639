"""The HTML books (the designer's edition, and the player's with ``edition="player"``), each
built once per test session and shared by the test files that need it
(test_docs_build.py, browser_checks.py). A module, not a conftest.py: docs/ has the conftest.py
of Sybil, and two of them clash under --doctest-modules."""

import fcntl
import json
import os
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
    same session return that build.

    Under pytest-xdist (``make test``) the workers share the builds: the first worker that
    needs a book builds it into the run's shared temporary folder, under a lock that also keeps
    two builds from drawing the viewer's frames at once; the others wait and read it."""
    if edition not in _BUILT:
        root = tmp_path_factory.getbasetemp()
        if os.environ.get("PYTEST_XDIST_WORKER"):
            root = root.parent  # the run's folder, above each worker's own
        folder, out = root / f"book-{edition}", root / f"book-{edition}" / "html"
        with open(root / "html-book.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not (folder / "result.json").is_file():
                folder.mkdir(exist_ok=True)
                tags = ["-t", "player"] if edition == "player" else []
                result = subprocess.run(
                    [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-E", "-q", *tags,
                     "-b", "html", str(DOCS), str(out)],
                    capture_output=True,
                    text=True,
                )
                # Sphinx prints its warnings (file:line: WARNING: ...) on stderr.
                (folder / "result.json").write_text(json.dumps(
                    {"returncode": result.returncode, "output": result.stderr + result.stdout}))
            built = json.loads((folder / "result.json").read_text())
        _BUILT[edition] = Build(out, built["returncode"], built["output"])
    return _BUILT[edition]

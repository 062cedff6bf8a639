"""`make live` serves the book on localhost and rebuilds it when a chapter is saved: checked on
a copy of the project, on a free port, with bounded waits; the server is always stopped."""

import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"

#: The slow tier: left out of `make test`, run by `make test-slow` and by CI (.ci/run).
pytestmark = pytest.mark.slow


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def page(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.read().decode("utf-8")
    except OSError:
        return None


def wait_for(check, seconds: float):
    """Poll ``check`` until it gives something true, at most ``seconds``; its last answer."""
    deadline = time.monotonic() + seconds
    while not (result := check()) and time.monotonic() < deadline:
        time.sleep(1)
    return result


def test_make_live_serves_the_book_and_shows_a_saved_edit(tmp_path):
    for name in ("docs", "games", "diagrams"):
        shutil.copytree(ROOT / name, tmp_path / name,
                        ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache"))
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy2(ROOT / name, tmp_path / name)
    port, log = free_port(), tmp_path / "live.log"
    url = f"http://127.0.0.1:{port}/introduction.html"
    with open(log, "w") as out:
        server = subprocess.Popen(
            ["make", "--no-print-directory", "live", f"VENV={VENV}", f"LIVE_PORT={port}",
             "-o", f"{VENV}/.installed"],
            cwd=tmp_path, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        first = wait_for(lambda: page(url), 300)
        assert first, f"nothing served at {url}:\n{log.read_text()[-2000:]}"
        assert f"open http://127.0.0.1:{port}/" in log.read_text()
        assert "Saved live." not in first
        chapter = tmp_path / "docs" / "introduction.md"
        chapter.write_text(chapter.read_text() + "\nSaved live.\n")
        assert wait_for(lambda: "Saved live." in (page(url) or ""), 180), log.read_text()[-2000:]
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()

"""The player's PDFs on US Letter pass the page check (scripts/check_pages.py) as the A4 ones
must for `make pdf` to finish: no page more than a third blank but a chapter's last, no lead
cut from its figure, no term used before the page that explains it. The player's edition is
built on Letter into a scratch folder, so the A4 books under build/ are left as they are."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: The slow tier: left out of `make test`, run by `make test-slow` and by CI (.ci/run).
pytestmark = pytest.mark.slow


@pytest.mark.skipif(shutil.which("xelatex") is None or shutil.which("latexmk") is None,
                    reason="no TeX here: `make tex` installs it")
def test_the_players_letter_pdfs_pass_the_page_check(tmp_path):
    env = {**os.environ, "PAPER": "letter"}
    subprocess.run([sys.executable, "-m", "sphinx", "-q", "-W", "--keep-going", "-t", "player",
                    "-b", "latex", "docs", str(tmp_path)], cwd=ROOT, env=env, check=True)
    subprocess.run(["make", "-C", str(tmp_path), "-j2",
                    "LATEXMKOPTS=-interaction=nonstopmode -halt-on-error"],
                   cwd=ROOT, env=env, check=True, capture_output=True)
    books = sorted(p for p in tmp_path.glob("*.pdf")
                   if p.with_suffix(".tex").is_file())
    assert len(books) == 10, [p.name for p in books]
    found = subprocess.run([sys.executable, "scripts/check_pages.py", *map(str, books)],
                           cwd=ROOT, capture_output=True, text=True)
    assert found.returncode == 0, found.stdout + found.stderr

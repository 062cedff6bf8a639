"""The HTML book builds from clean with no warnings (broken refs, missing figures...)."""

import subprocess
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"


def test_html_build_has_no_warnings(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-E", "-q",
         "-b", "html", str(DOCS), str(tmp_path / "html")],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        # Sphinx prints its warnings (file:line: WARNING: ...) on stderr.
        pytest.fail(f"sphinx-build exited {result.returncode}:\n{result.stderr}{result.stdout}",
                    pytrace=False)

"""Both editions of the book build from clean with no warnings, and the player's has no code."""

import html
import re
import subprocess
import sys
from pathlib import Path

import pytest
from html_book import html_book

DOCS = Path(__file__).resolve().parent.parent / "docs"
CHAPTERS = ["subdivision", "in-crowd", "fallacy-of-rank", "human-trophies", "croquet"]


def build(out: Path, *tags: str) -> Path:
    """Build the HTML book into ``out`` with the given Sphinx tags; fail on any warning."""
    tag_args = [arg for tag in tags for arg in ("-t", tag)]
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-E", "-q", *tag_args,
         "-b", "html", str(DOCS), str(out)],
        capture_output=True, text=True,
    )
    if result.returncode != 0:
        # Sphinx prints its warnings (file:line: WARNING: ...) on stderr.
        pytest.fail(f"sphinx-build exited {result.returncode}:\n{result.stderr}{result.stdout}",
                    pytrace=False)
    return out


@pytest.fixture(scope="session")
def designer_html(tmp_path_factory) -> Path:
    """The designer's edition, the build the browser tests share (tests/html_book.py)."""
    book = html_book(tmp_path_factory)
    if book.returncode != 0:
        pytest.fail(f"sphinx-build exited {book.returncode}:\n{book.output}", pytrace=False)
    return book.out


@pytest.fixture(scope="session")
def player_html(tmp_path_factory) -> Path:
    return build(tmp_path_factory.mktemp("player") / "html", "player")


def test_designer_edition_builds_with_checks_folded_under_examples(designer_html):
    page = (designer_html / "subdivision.html").read_text(encoding="utf-8")
    boxes = page.count('class="example-box"')
    assert boxes >= 4
    # Every doctest sits in a folded "How this is checked".
    assert page.count("<details class=\"example-checks\">") >= boxes
    assert "&gt;&gt;&gt;" in page


@pytest.mark.parametrize("chapter", CHAPTERS + [f"aids/{c}" for c in CHAPTERS])
def test_player_edition_has_no_code(player_html, chapter):
    page = (player_html / f"{chapter}.html").read_text(encoding="utf-8")
    body = page.split('id="furo-main-content"', 1)[1]
    assert ">>>" not in body and "&gt;&gt;&gt;" not in body
    assert "<pre" not in body and "How this is checked" not in body
    assert "Check it yourself" not in body


def test_player_edition_example_boxes_carry_model_text(player_html):
    page = (player_html / "subdivision.html").read_text(encoding="utf-8")
    # The tally in the box is the model's, written at build time.
    from games.subdivision.examples import replay_example
    for tally in replay_example("complete-2p").state.tallies():
        text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))
        assert re.sub(r"\s+", " ", str(tally)) in text

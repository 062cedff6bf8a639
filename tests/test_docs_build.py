"""Both editions of the book build from clean with no warnings, and the player's has no code."""

import html
import re
from pathlib import Path

import pytest
from html_book import html_book

from games import registry

#: Every game's chapter (its name with '-' for '_'), in the registry's order.
CHAPTERS = [name.replace("_", "-") for name in registry.GAME_NAMES]


def built(tmp_path_factory, edition: str) -> Path:
    """An edition's HTML book, the build the browser tests share (tests/html_book.py)."""
    book = html_book(tmp_path_factory, edition)
    if book.returncode != 0:
        pytest.fail(f"sphinx-build exited {book.returncode}:\n{book.output}", pytrace=False)
    return book.out


@pytest.fixture(scope="session")
def designer_html(tmp_path_factory) -> Path:
    return built(tmp_path_factory, "designer")


@pytest.fixture(scope="session")
def player_html(tmp_path_factory) -> Path:
    return built(tmp_path_factory, "player")


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


#: What may follow a paragraph that ends with a colon in the player's edition: something it
#: introduces (a list, a table, a figure, a box, the model's lines), not the next paragraph.
DANGLING = re.compile(r":</p>\s*(<p\b|</li>|<section\b|</section>|<h[1-6]\b)")


@pytest.mark.parametrize("chapter", CHAPTERS + [f"aids/{c}" for c in CHAPTERS])
def test_player_edition_leaves_no_colon_hanging(player_html, chapter):
    """A sentence that led into a check left out of the player's edition ends the paragraph
    with a full stop, not with a colon that introduces nothing."""
    page = (player_html / f"{chapter}.html").read_text(encoding="utf-8")
    body = page.split('id="furo-main-content"', 1)[1]
    hanging = [re.sub(r"<[^>]+>|\s+", " ", body[max(0, m.start() - 80):m.start()]).strip()
               for m in DANGLING.finditer(body)]
    assert not hanging, hanging


def test_player_edition_example_boxes_carry_model_text(player_html):
    page = (player_html / "subdivision.html").read_text(encoding="utf-8")
    # The tally in the box is the model's, written at build time.
    from games.subdivision.examples import replay_example
    for tally in replay_example("complete-2p").state.tallies():
        text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))
        assert re.sub(r"\s+", " ", str(tally)) in text

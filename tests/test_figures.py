"""The committed figures are fresh, deterministic, accessible, and all used by the book."""

import re
from pathlib import Path

import pytest

from games import registry
from games.cli import regenerate

ROOT = Path(__file__).resolve().parent.parent
GAMES = registry.all_games()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_committed_figures_are_up_to_date(game):
    stale = regenerate(game, ROOT / "diagrams" / game.name, check=True)
    assert not stale, "stale figures, run 'make figures': " + "; ".join(stale)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_figures_are_deterministic_and_have_title_and_description(game):
    catalogue = registry.figures(game).FIGURES
    for name, draw in catalogue.items():
        svg = draw()
        assert svg == draw(), f"{name} differs between two drawings"
        title = re.search(r"<title>(.+?)</title>", svg)
        desc = re.search(r"<desc>(.+?)</desc>", svg, re.S)
        assert title and desc and len(desc.group(1)) > 40, f"{name} lacks a title or description"
        assert not re.search(r"20\d\d-\d\d-\d\d", svg), f"{name} carries a date"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_figure_appears_in_the_book(game):
    chapters = "".join(p.read_text() for p in (ROOT / "docs").rglob("*.md"))  # aids too
    unused = [n for n in registry.figures(game).FIGURES
              if f"diagrams/{game.name}/{n}.svg" not in chapters]
    assert not unused, f"figures no chapter shows: {unused}"


def test_regenerate_writes_only_what_changed(tmp_path):
    game = GAMES[0]
    first = regenerate(game, tmp_path)
    assert first and all(line.startswith("wrote") for line in first)
    (tmp_path / "old.svg").write_text("<svg/>")
    assert regenerate(game, tmp_path) == [f"removed {tmp_path / 'old.svg'}"]

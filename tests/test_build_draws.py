"""A book build brings the diagrams up to date as it starts (docs/_ext/diagrams.py): a stale
game's figures and frames are drawn again, and only that game's; two builds started at once
(make html builds both editions at once) draw a stale game once between them."""

import json
import multiprocessing
import shutil
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from games import registry, steps
from games.cli import figures_fresh
from games.core import stamp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

import diagrams  # noqa: E402 (docs/_ext, above)


def app(folder: Path) -> SimpleNamespace:
    """What diagrams.draw reads of a Sphinx application."""
    return SimpleNamespace(config=SimpleNamespace(rulebook_diagrams=str(folder),
                                                  rulebook_draw=True))


@pytest.fixture
def stale_in_crowd(tmp_path) -> Path:
    """A copy of diagrams/ whose In Crowd figures and frames are stamped for other sources."""
    out = tmp_path / "diagrams"
    shutil.copytree(ROOT / "diagrams", out)
    for mark in (out / "in_crowd" / stamp.NAME, steps.folder(out, "in_crowd") / stamp.NAME):
        lines = mark.read_text().splitlines(keepends=True)
        mark.write_text("0" * 64 + "\n" + "".join(lines[1:]))
    return out


def fresh(out: Path, game: str) -> bool:
    return figures_fresh(out / game, stamp.of(game)) and steps.fresh(game, out)


def test_a_build_draws_the_stale_game_alone(stale_in_crowd):
    out = stale_in_crowd
    assert not fresh(out, "in_crowd")
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()}
    diagrams.draw(app(out))
    assert all(fresh(out, game) for game in registry.GAME_NAMES)
    changed = {p.relative_to(out).parts[0] for p, t in before.items() if p.stat().st_mtime_ns != t}
    assert changed == {"in_crowd"}
    # Drawn again from the same sources: the same bytes as the committed ones.
    for path in (ROOT / "diagrams" / "in_crowd").rglob("*.svg"):
        assert (out / "in_crowd" / path.relative_to(ROOT / "diagrams" / "in_crowd")
                ).read_bytes() == path.read_bytes()


def _draw_and_tell(out: str, report: str) -> None:
    """diagrams.draw in a process of its own; ``report`` gets which games' frames it drew."""
    drew = []
    build_all = steps.build_all

    def told(names, folder, force=False):
        result = build_all(names, folder, force)
        drew.extend(result.items())
        return result

    diagrams.steps.build_all = told
    diagrams.draw(app(Path(out)))
    Path(report).write_text(json.dumps(drew))


def test_two_builds_at_once_draw_a_stale_game_once(stale_in_crowd, tmp_path):
    fork = multiprocessing.get_context("fork")
    builds = [fork.Process(target=_draw_and_tell, args=(str(stale_in_crowd), tmp_path / f"{n}"))
              for n in range(2)]
    for build in builds:
        build.start()
    for build in builds:
        build.join(120)
        assert build.exitcode == 0
    told = [json.loads((tmp_path / f"{n}").read_text()) for n in range(2)]
    drawn = [frames for result in told for game, frames in result if game == "in_crowd"]
    assert len(drawn) == 2 and drawn.count(None) == 1  # one drew, the other found it fresh
    assert fresh(stale_in_crowd, "in_crowd")


def test_told_not_to_draw_a_build_leaves_the_diagrams_alone(stale_in_crowd):
    settings = app(stale_in_crowd)
    settings.config.rulebook_draw = False
    diagrams.draw(settings)
    assert not fresh(stale_in_crowd, "in_crowd")

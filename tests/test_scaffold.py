"""The scaffold stays green: ``rulebook new`` in a copy of the project, with a title that has
quotes and letters beyond ASCII, then, in that copy, ``rulebook check`` for the new game (its
own tests, doctests and chapter, the tests that walk every game for it, its pages in both
editions with warnings as errors, the lint and types, and the player's PDF and aid where TeX is
installed), and the whole player's edition with it. Not the whole suite twice: the other
games' own tests cannot be changed by a new game."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from games import check

#: The slow tier: left out of `make test`, run by `make test-slow` and by CI (.ci/run).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
NAME, CHAPTER = "cafe_game", "cafe-game"
TITLE = 'Le "Café" de Noël'


def project_copy(target: Path) -> Path:
    """The project's files (tracked and new, not ignored) copied to ``target``."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others",
                             "--exclude-standard"], cwd=ROOT, capture_output=True, check=True)
    for name in listed.stdout.decode().split("\0"):
        source = ROOT / name
        if name and source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def run(cwd: Path, *command: str, timeout: int = 900) -> subprocess.CompletedProcess[str]:
    """``python COMMAND`` in ``cwd``, importing the ``games`` package found there."""
    env = {**os.environ, "PYTHONPATH": str(cwd)}
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run([sys.executable, *command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout, check=False)


def files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and ".pytest_cache" not in p.parts}


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    """A copy of the project with the new game in it."""
    copy = project_copy(tmp_path_factory.mktemp("scaffold") / "project")
    before = files(copy)
    made = run(copy, "-m", "games.cli", "new", NAME, "--title", TITLE, "--designer",
               "Zoë Example", "--year", "2026", "--players", "2-4", "--time", "5-10",
               "--components", "a square board and counters in one colour a player")
    assert made.returncode == 0, made.stderr
    after = files(copy)
    changed = sorted(p for p in after if before.get(p) != after[p])
    assert sorted(set(before) - set(after)) == []
    # Only the new game's folder, its chapter, aid and Play page, its tests, its diagrams and
    # the registry (another game's diagrams change only if they were stale: `make html`, and
    # commit them).
    assert [p for p in changed if not p.startswith((f"games/{NAME}/", f"diagrams/{NAME}/"))] == [
        f"docs/aids/{CHAPTER}.md", f"docs/{CHAPTER}.md", f"docs/play/{CHAPTER}.md",
        "games/games.txt", f"tests/test_{NAME}.py"], \
        "rulebook new changed more than the new game's files"
    assert {f"diagrams/{NAME}/opening.svg", f"diagrams/{NAME}/steps/.stamp",
            f"diagrams/{NAME}/worked.json"} <= set(changed)  # kept answers: tests before a build
    return copy


def test_rulebook_check_passes_every_part_for_the_new_game(project):
    """``rulebook check`` (games/check.py) runs all that concerns the new game: its declared
    parts, figures and frames, lint and types, its own tests, doctests and chapter examples,
    its pages in both editions (the player's with the word checks), the every-game tests for
    it and, where TeX is installed, its player's PDF and aid."""
    done = run(project, "-m", "games.cli", "check", NAME)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    parts = [part.name for part in check.plan(NAME, project)]
    said = {line[:len(name)]: line[len(name):].split()[0] for line in done.stdout.splitlines()
            for name in parts if line.startswith(name + " ")}
    tex = shutil.which("latexmk") and shutil.which("xelatex")
    assert said == {name: "skipped" if name == "player's PDF" and not tex else "ok"
                    for name in parts}, done.stdout
    assert done.stdout.strip().splitlines()[-1].startswith(f"{NAME}: all 12 parts passed")


def test_the_whole_players_edition_builds_with_the_new_game(project, tmp_path):
    """The whole player's edition (the check builds the game's pages alone), warnings as
    errors: the new game's rulebook and aid are in it, and its front page links to it."""
    out = tmp_path / "html"
    built = run(project, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", "-t",
                "player", "docs", str(out))
    assert built.returncode == 0, built.stderr[-3000:]
    assert (out / f"{CHAPTER}.html").is_file() and (out / "aids" / f"{CHAPTER}.html").is_file()
    front = (out / "player.html").read_text(encoding="utf-8")
    assert f'href="{CHAPTER}.html"' in front and "Café" in front, "the front page lists it"

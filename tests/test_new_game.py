"""``rulebook new``: a designer's own game, in the shape of the others, that tests and builds at
once; and the one-line refusals."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from games.cli import main
from games.new import registered, skeleton

ROOT = Path(__file__).resolve().parent.parent


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


def run(cwd: Path, *command: str, timeout: int = 600) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(cwd)}
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run([sys.executable, *command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout, check=False)


def test_a_new_game_tests_and_builds_at_once(tmp_path):
    project = project_copy(tmp_path / "project")
    made = run(project, "-m", "games.cli", "new", "river_race", "--title", 'The "River" Race',
               "--designer", "Ann Example", "--year", "2026")
    assert made.returncode == 0, made.stderr
    assert "wrote" in made.stdout and (project / "diagrams/river_race/opening.svg").is_file()
    assert '"river_race")' in (project / "games/registry.py").read_text()
    tests = run(project, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider",
                "tests/test_river_race.py", "games/river_race", "docs/river-race.md",
                "tests/test_figures.py")
    assert tests.returncode == 0, tests.stdout[-3000:]
    lint = run(project, "-m", "ruff", "check", "games/river_race", "tests/test_river_race.py")
    assert lint.returncode == 0, lint.stdout
    book = run(project, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q", "docs",
               str(tmp_path / "html"))
    assert book.returncode == 0, book.stderr[-3000:]
    page = (tmp_path / "html" / "river-race.html").read_text(encoding="utf-8")
    assert "Ann: 5 = 0 + 5 (largest group, five squares)" in page
    assert "river-race.html" in (tmp_path / "html" / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(("args", "message"), [
    (["new", "Chess!", "--title", "Chess"], "a game's name is 2 to 30 lower-case letters"),
    (["new", "subdivision", "--title", "Again"], "there is already a game called"),
    (["new", "class", "--title", "Class"], "is a Python keyword"),
    (["new", "fine", "--title", "Bell\x07"], "--title: a title may hold"),
    (["new", "fine", "--title", "x" * 61], "--title: a title may hold"),
    (["new", "fine", "--title", "Fine", "--designer", ""], "--designer: give 1 to 100"),
    (["new", "fine"], "the following arguments are required: --title"),
])
def test_bad_arguments_get_one_line_and_nothing_is_written(capsys, args, message):
    before = sorted(p for p in (ROOT / "games").iterdir())
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert sorted(p for p in (ROOT / "games").iterdir()) == before


def test_an_existing_file_is_never_overwritten(tmp_path, capsys):
    files = skeleton("fine", "Fine", "me", "2026")
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "registry.py").write_text('GAME_NAMES = ("subdivision",)\n')
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "fine.md").write_text("mine\n")
    from games.core.errors import UserError
    from games.new import new_game
    with pytest.raises(UserError, match=r"fine\.md: already exists"):
        new_game("fine", "Fine", project=tmp_path)
    assert (tmp_path / "docs" / "fine.md").read_text() == "mine\n"
    assert not (tmp_path / "games" / "fine").exists() and "docs/fine.md" in files


def test_the_registry_line_gains_the_game_last():
    text = 'x = 1\nGAME_NAMES = ("a", "b")\ny = 2\n'
    assert registered(text, "c") == 'x = 1\nGAME_NAMES = ("a", "b", "c")\ny = 2\n'

"""The scaffold stays green: ``rulebook new`` in a copy of the project, with a title that has
quotes and letters beyond ASCII, then, in that copy, what the new game touches: its own tests,
doctests and chapter; the tests that walk every game, with the new game among them; both
editions of the book with warnings as errors (the player's edition without a line of code); the
lint; and the player's PDF and aid where TeX is installed. The subset, not the whole suite
twice: the other games' own tests cannot be changed by a new game."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

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
    # Only the new game's folder, its chapter and aid, its tests, its diagrams and the registry
    # (another game's diagrams change only if they were stale: `make html`, and commit them).
    assert [p for p in changed if not p.startswith((f"games/{NAME}/", f"diagrams/{NAME}/"))] == [
        f"docs/aids/{CHAPTER}.md", f"docs/{CHAPTER}.md", "games/games.txt",
        f"tests/test_{NAME}.py"], "rulebook new changed more than the new game's files"
    assert {f"diagrams/{NAME}/opening.svg", f"diagrams/{NAME}/steps/.stamp",
            f"diagrams/{NAME}/worked.json"} <= set(changed)  # kept answers: tests before a build
    return copy


def test_the_new_game_passes_its_own_tests_and_the_lint(project):
    own = run(project, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider",
              "-p", "no:randomly", f"tests/test_{NAME}.py", f"games/{NAME}",
              f"docs/{CHAPTER}.md")
    assert own.returncode == 0, own.stdout[-3000:]
    lint = run(project, "-m", "ruff", "check", f"games/{NAME}", f"tests/test_{NAME}.py")
    assert lint.returncode == 0, lint.stdout
    types = run(project, "-m", "mypy", f"games/{NAME}")
    assert types.returncode == 0, types.stdout[-3000:]


def test_the_tests_of_every_game_pass_with_the_new_game_and_both_editions_build(project):
    """Both editions are built from clean with -W by test_docs_build (its player's checks of
    the new chapter and aid), then the answers the build kept are checked, and every test that
    walks the registry is run for the new game."""
    every = run(project, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:xdist",
                "-p", "no:cacheprovider", "-p", "no:randomly",
                "-k", "cafe or chapters_ask_for_answers_of_every",
                "tests/test_docs_build.py", "tests/test_worked_cache.py",
                "tests/test_figures.py", "tests/test_steps.py", "tests/test_sim_heuristic.py",
                "tests/test_sim_agents.py", "tests/test_sim_cli.py", timeout=1800)
    assert every.returncode == 0, every.stdout[-3000:]
    ran = every.stdout.strip().splitlines()[-1]
    assert " passed" in ran and "skipped" not in ran, ran
    assert int(ran.split(" passed")[0].split()[-1]) >= 15, ran


@pytest.mark.skipif(not (shutil.which("latexmk") and shutil.which("xelatex")),
                    reason="no TeX (latexmk, xelatex): the player's PDF and aid are not built")
def test_the_players_pdf_and_aid_build(project, tmp_path):
    out = tmp_path / "latex"
    latex = run(project, "-m", "sphinx", "-q", "-b", "latex", "-t", "player", "docs", str(out))
    assert latex.returncode == 0, latex.stderr[-3000:]
    for doc in (CHAPTER, f"{CHAPTER}-aid"):
        done = subprocess.run(["latexmk", "-pdfxe", "-interaction=nonstopmode",
                               "-halt-on-error", f"{doc}.tex"], cwd=out, capture_output=True,
                              text=True, timeout=900, check=False)
        assert done.returncode == 0, done.stdout[-3000:]
        assert (out / f"{doc}.pdf").stat().st_size > 1000

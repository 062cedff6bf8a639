"""`rulebook figures` and `rulebook steps` (the viewers' frames) draw a game again only when its
sources or the drawing kit changed, and never miss a real change: checked on a copy of the
project, as a user would edit it."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

from games import registry

ROOT = Path(__file__).resolve().parent.parent
# Runs `rulebook figures` in the copy and prints, last, the games whose figures were drawn.
DRIVER = """
import json, sys
import games, games.cli as cli
assert games.__file__.startswith(sys.argv[1]), games.__file__
drawn, plan = [], cli.plan_figures
def spy(game, *args):
    drawn.append(game.name)
    return plan(game, *args)
cli.plan_figures = spy
code = cli.main(sys.argv[2:])
print(json.dumps({"code": code, "drawn": drawn}))
"""


def figures(copy: Path, *args) -> tuple[list[str], dict]:
    """Run `rulebook figures` in ``copy``: its output lines and what was drawn."""
    done = subprocess.run([sys.executable, "-c", DRIVER, str(copy), "figures", *args],
                          cwd=copy, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    *lines, result = done.stdout.splitlines()
    return lines, json.loads(result)


def svgs(copy: Path) -> dict[Path, bytes]:
    """The figures (not the frames) in ``copy``."""
    return {p.relative_to(copy): p.read_bytes() for p in (copy / "diagrams").glob("*/*.svg")}


def frames(copy: Path) -> tuple[dict[str, str], dict[Path, bytes]]:
    """Run `rulebook steps` in ``copy``: what it said of each game, and every file of the frames
    (their stamps included) after it."""
    done = subprocess.run([sys.executable, "-m", "games.cli", "steps"], cwd=copy,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    said = dict(line.split(": ", 1) for line in done.stdout.splitlines())
    files = {p.relative_to(copy): p.read_bytes() for p in (copy / "diagrams").glob("*/steps/**/*")
             if p.is_file()}
    return said, files


def fresh_clone(to: Path) -> Path:
    """The games and the committed diagrams (figures, frames, stamps), as a clone has them."""
    shutil.copytree(ROOT / "games", to / "games", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "diagrams", to / "diagrams")
    return to


def test_the_committed_stamps_spare_a_fresh_clone_and_still_catch_an_edit(tmp_path):
    """diagrams/<game>/.stamp is committed: a copy as a fresh clone has it draws nothing; an
    edit to one game's figures redraws exactly that game, an edit to the drawing kit every game,
    and a figure changed by hand is put back."""
    fresh_clone(tmp_path)
    assert all((tmp_path / "diagrams" / game).joinpath(".stamp").is_file()
               for game in registry.GAME_NAMES)
    assert figures(tmp_path)[1]["drawn"] == [], "a stamp is stale: run 'make figures'"
    source = tmp_path / "games" / "in_crowd" / "figures.py"
    source.write_text(source.read_text().replace('"Middle ring"', '"Middle circle"'))
    before = svgs(tmp_path)
    lines, result = figures(tmp_path)
    assert result["drawn"] == ["in_crowd"]
    changed = {p for p, data in svgs(tmp_path).items() if before[p] != data}
    assert changed and {p.parts[1] for p in changed} == {"in_crowd"}
    names = list(registry.GAME_NAMES)
    assert sorted(lines) == sorted([f"wrote {p}" for p in changed]
                                   + [f"{n}: figures up to date" for n in names
                                      if n != "in_crowd"])
    assert all(b"Middle circle" in (tmp_path / p).read_bytes() for p in changed)
    assert figures(tmp_path)[1]["drawn"] == []  # stamped again: nothing drawn the second time

    # An edit to the drawing kit redraws every game; a figure changed by hand is put back.
    kit = tmp_path / "games" / "draw" / "style.py"
    kit.write_text(kit.read_text() + "\n# an edit\n")
    (tmp_path / "diagrams" / "croquet").joinpath("x.svg").write_text("<svg/>")
    lines, result = figures(tmp_path)
    assert result["drawn"] == names
    assert f"removed {Path('diagrams/croquet/x.svg')}" in lines
    first = sorted(p for p in (tmp_path / "diagrams" / "subdivision").glob("*.svg")
                   if not p.name.startswith("balance-"))[0]  # make balance draws those
    first.write_text("<svg/>")
    lines, result = figures(tmp_path)
    assert result["drawn"] == ["subdivision"] and lines[0] == f"wrote {first.relative_to(tmp_path)}"
    assert figures(tmp_path, "--check")[1]["drawn"] == names  # --check compares everything


def test_a_fresh_clone_draws_no_frame_and_an_edit_redraws_exactly_that_games(tmp_path):
    """The viewers' frames are committed with their stamps (diagrams/<game>/steps/.stamp): a
    fresh clone draws none of them, and an edit to one game's sources draws exactly that game's
    frames again, with the change in them."""
    fresh_clone(tmp_path)
    games = sorted(p.parent.parent.name for p in (tmp_path / "diagrams").glob("*/steps/.stamp"))
    assert games == sorted(registry.GAME_NAMES)
    said, before = frames(tmp_path)
    assert said == dict.fromkeys(games, "frames up to date"), "stale frames: run 'make figures'"
    source = tmp_path / "games" / "in_crowd" / "figures.py"
    source.write_text(source.read_text().replace('"Middle ring"', '"Middle circle"'))
    said, after = frames(tmp_path)
    steps = Path("diagrams/in_crowd/steps")
    assert said == {**dict.fromkeys(games, "frames up to date"),
                    "in_crowd": said["in_crowd"]}
    assert said["in_crowd"].startswith("drew ") and said["in_crowd"].endswith(f"into {steps}")
    assert after.keys() == before.keys()
    changed = {p for p in after if after[p] != before[p]}
    assert {Path(*p.parts[:3]) for p in changed} == {steps}
    frames_changed = [p for p in changed if p.suffix == ".svg"]
    assert frames_changed and all(b"Middle circle" in after[p] for p in frames_changed)
    assert steps / ".stamp" in changed
    assert frames(tmp_path)[0] == dict.fromkeys(games, "frames up to date")

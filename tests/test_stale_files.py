"""What a game no longer has goes from diagrams/ (issue 39): a designer deletes the skeleton's
record and its figure, and `rulebook figures`, `rulebook steps` and a book build's own drawing
(docs/_ext/diagrams.py) take away that figure and that record's frames, leave the stamps saying
exactly what is there, and touch nothing else: not the balance lab's charts, not the kept
answers, nothing outside the game's folder, not even through a link. Checked on a copy of the
games package with a new game in it, as a designer would have it."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from games import steps
from games.core import stamp
from games.core.errors import UserError
from games.core.record import read_record
from games.new import new_game

ROOT = Path(__file__).resolve().parent.parent
NAME = "river_race"
# A book build's drawing (docs/_ext/diagrams.py) of the new game alone, in the copy; prints
# what it logged.
BUILD = f"""
import logging, sys
from pathlib import Path
from types import SimpleNamespace
sys.path.insert(0, {str(ROOT / "docs" / "_ext")!r})
import diagrams
from games import registry
assert registry.__file__.startswith(sys.argv[1]), registry.__file__
said = []
handler = logging.Handler()
handler.emit = lambda record: said.append(record.getMessage())
logging.getLogger("sphinx").addHandler(handler)
logging.getLogger("sphinx").setLevel(logging.INFO)
registry.GAME_NAMES = ({NAME!r},)
diagrams.draw(SimpleNamespace(config=SimpleNamespace(
    rulebook_diagrams=str(Path("diagrams").resolve()), rulebook_draw=True)))
for line in said:
    print(line)
"""


@pytest.fixture(scope="module")
def skeleton(tmp_path_factory) -> Path:
    """The games package with River Race made by `rulebook new`, its figure and frames drawn."""
    project = tmp_path_factory.mktemp("skeleton")
    shutil.copytree(ROOT / "games", project / "games",
                    ignore=shutil.ignore_patterns("__pycache__"))
    new_game(NAME, "River Race", project=project, players="2-4", time="10",
             components="a board")
    return project


def edited(skeleton: Path, to: Path) -> tuple[Path, Path]:
    """A copy of ``skeleton`` whose designer renamed the record ``opening`` and its figure to
    ``race``, with traps beside the drawings: a balance chart, kept answers, a frame left in a
    folder of its own inside the old record's, an empty folder, and links out of the game's
    folder, where a figure and a frame folder would go. (the copy, the outside folder)"""
    project = to / "project"
    shutil.copytree(skeleton, project, symlinks=True)
    game = project / "games" / NAME
    (game / "records" / "opening.rec").rename(game / "records" / "race.rec")
    figures = game / "figures.py"
    figures.write_text(figures.read_text().replace('"opening"', '"race"')
                       .replace("opening.rec", "race.rec"))
    out = project / "diagrams" / NAME
    outside = to / "outside"
    (outside / "folder").mkdir(parents=True)
    (outside / "precious.svg").write_text("mine")
    (outside / "folder" / "000.svg").write_text("mine too")
    (out / "balance-seats.svg").write_text("<svg>make balance drew this</svg>")
    (out / "worked.json").write_text("{}")
    (out / "steps" / "opening" / "old").mkdir()
    (out / "steps" / "opening" / "old" / "000.svg").write_text("<svg/>")
    (out / "steps" / "empty").mkdir()
    (out / "race.svg").symlink_to(outside / "precious.svg")
    (out / "far.svg").symlink_to(outside / "precious.svg")
    (out / "steps" / "race").symlink_to(outside / "folder", target_is_directory=True)
    return project, outside


def run(project: Path, *args: str) -> list[str]:
    done = subprocess.run([sys.executable, *args], cwd=project, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def tree(folder: Path) -> dict[str, bytes | str]:
    """Every file under ``folder`` by path, with its bytes (a link: where it points)."""
    found: dict[str, bytes | str] = {}
    for root, folders, files in os.walk(folder):
        for name in files + [f for f in folders if (Path(root) / f).is_symlink()]:
            path = Path(root) / name
            key = path.relative_to(folder).as_posix()
            found[key] = f"-> {os.readlink(path)}" if path.is_symlink() else path.read_bytes()
    return found


def assert_clean(project: Path, outside: Path) -> None:
    """The game's folder holds what its catalogue and records make, and the traps it must not
    touch; its stamps list exactly its drawings; nothing outside changed."""
    out = project / "diagrams" / NAME
    files = tree(out)
    frames = {name for name in files if name.startswith("steps/")}
    moves = len(read_record(project / "games" / NAME / "records" / "race.rec").moves)
    assert frames == {"steps/.stamp", "steps/race/steps.js",
                      *(f"steps/race/{n:03d}.svg" for n in range(moves + 1))}
    assert set(files) - frames == {".stamp", "race.svg", "balance-seats.svg", "worked.json"}
    assert files["balance-seats.svg"] == b"<svg>make balance drew this</svg>"
    assert files["worked.json"] == b"{}" and b"River Race" in files["race.svg"]
    assert stamp.matches(out, stamp.read(out), stamp.read(out).splitlines()[0]) == {"race.svg"}
    listed = stamp.matches(out / "steps", stamp.read(out / "steps"),
                           stamp.read(out / "steps").splitlines()[0])
    assert listed == {name.removeprefix("steps/") for name in frames} - {stamp.NAME}
    assert tree(outside) == {"precious.svg": b"mine", "folder/000.svg": b"mine too"}


def test_the_commands_take_away_a_deleted_records_figure_and_frames(skeleton, tmp_path):
    project, outside = edited(skeleton, tmp_path)
    said = run(project, "-m", "games.cli", "figures", NAME)
    base = Path("diagrams") / NAME
    assert sorted(said) == sorted([f"wrote {base / 'race.svg'}", f"removed {base / 'far.svg'}",
                                   f"removed {base / 'opening.svg'}"])
    said = run(project, "-m", "games.cli", "steps", NAME)
    assert len(said) == 1 and said[0].startswith(f"{NAME}: drew ")
    gone = "(not a record of the game)"
    assert said[0].endswith(f"into {base / 'steps'}; removed {base / 'steps' / 'empty'} {gone}; "
                            f"removed {base / 'steps' / 'opening'} {gone}"), said
    assert_clean(project, outside)
    # The stamps say what is there: a second run draws nothing.
    assert run(project, "-m", "games.cli", "figures", NAME) == [f"{NAME}: figures up to date"]
    assert run(project, "-m", "games.cli", "steps", NAME) == [f"{NAME}: frames up to date"]


def test_a_book_build_takes_them_away_the_same_way(skeleton, tmp_path):
    by_commands, _ = edited(skeleton, tmp_path / "commands")
    run(by_commands, "-m", "games.cli", "figures", NAME)
    run(by_commands, "-m", "games.cli", "steps", NAME)
    project, outside = edited(skeleton, tmp_path / "build")
    said = run(project, "-c", BUILD, str(project))
    base = Path("diagrams") / NAME
    assert {f"removed {base / 'opening.svg'}", f"wrote {base / 'race.svg'}"} <= set(said)
    assert said[-1].endswith(f"; removed {base / 'steps' / 'opening'} (not a record of the game)")
    assert_clean(project, outside)
    assert tree(project / "diagrams") == tree(by_commands / "diagrams")
    assert run(project, "-c", BUILD, str(project)) == []  # fresh: nothing drawn or removed


def test_no_link_in_a_frames_folder_is_followed_and_no_folder_in_the_way_is_taken(tmp_path):
    """A frames folder as a hand or a tool may leave it: its stamp a link, a record's folder a
    link out of it, a frame a link, a record gone. Written again, it holds the drawing alone,
    and nothing outside it changed. A folder where a frame goes is refused in one line, with
    nothing written or taken away (it is not the build's to remove)."""
    base, outside = tmp_path / "steps", tmp_path / "outside"
    outside.mkdir()
    for name in ("000.svg", "stamp"):
        (outside / name).write_text("mine")
    base.mkdir()
    (base / "a").symlink_to(outside, target_is_directory=True)
    (base / "b").mkdir()
    (base / "b" / "000.svg").symlink_to(outside / "000.svg")
    (base / "gone" / "deep").mkdir(parents=True)
    (base / "gone" / "deep" / "000.svg").write_text("<svg/>")
    (base / stamp.NAME).symlink_to(outside / "stamp")
    records = {name: {"000.svg": f"<svg>{name}</svg>", "steps.js": name} for name in "ab"}
    assert steps._write(base, records, "inputs") == 2
    assert tree(outside) == {"000.svg": b"mine", "stamp": b"mine"}
    drawn = {f"{name}/{file}": text.encode() for name, files in records.items()
             for file, text in files.items()}
    assert tree(base) == {**drawn, stamp.NAME: stamp.listing("inputs", drawn).encode()}
    assert stamp.fresh(base, "inputs", steps.written(base))
    (base / "left").mkdir()  # an empty folder is a leftover too: stale until taken away
    assert not stamp.fresh(base, "inputs", steps.written(base))

    (base / "c" / "000.svg").mkdir(parents=True)
    before = tree(base)
    with pytest.raises(UserError, match="a folder has this name"):
        steps._write(base, {**records, "c": records["a"]}, "inputs")
    assert tree(base) == before and (base / "left").is_dir()

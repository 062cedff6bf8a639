"""The example plays step by step: for every record of a game, a frame per position (the start,
then one after each move) drawn by the game's ``figures.render_position``, and a data file with
each move in notation and in words and the summary after it (see :mod:`games.core.narration`).

What ``build`` writes under ``OUT/<game>/``:

``<record>/000.svg``, ``001.svg``, ...
    the frames: ``000`` is the start, ``NNN`` the position after move NNN;
``<record>/steps.js``
    a script that sets ``window.rulebookSteps["<game>/<record>"]`` to the record's title and
    its steps (JSON), so that a page opened from ``file://`` can load it with a script tag;
``stamp``
    a hash of everything the frames depend on: the game's folder (rules, narrator, figures,
    records), ``games/core``, ``games/draw``, this file and the versions of the drawing and
    physics packages. While it matches, nothing is drawn again.

Every file is rewritten only when its bytes change, and the stamp is written last, so a build
that stops half-way is redone in full next time. Same input, same bytes.
"""

from __future__ import annotations

import hashlib
import json
from importlib import metadata
from pathlib import Path

from .core.files import write_if_changed
from .core.narration import walk
from .core.record import read_record

#: The global the data files fill, keyed by ``<game>/<record>``.
DATA_GLOBAL = "rulebookSteps"
_PACKAGE = Path(__file__).resolve().parent
_DEPENDS_ON = ("svgwrite", "matplotlib", "pymunk")


def stamp(game) -> str:
    """A hash of every file and package version the frames of ``game`` depend on."""
    digest = hashlib.sha256()
    files = [_PACKAGE / "steps.py"]
    for folder in (_PACKAGE / game.name, _PACKAGE / "core", _PACKAGE / "draw"):
        files += [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    for path in sorted(files):
        digest.update(str(path.relative_to(_PACKAGE)).encode() + b"\0" + path.read_bytes())
    for package in _DEPENDS_ON:
        digest.update(f"{package}={metadata.version(package)}\0".encode())
    return digest.hexdigest()


def frame_name(number: int) -> str:
    """The file of the frame after move ``number`` (0: the start)."""
    return f"{number:03d}.svg"


def steps(game, name: str):
    """The positions of the record ``name`` of ``game`` as (Step, state) pairs, start first."""
    record = read_record(game.records / f"{name}.rec")
    return record, walk(record, game.state_from_record, game.narrate)


def title(record, name: str) -> str:
    """The record's ``title:``, or its file name."""
    return record.get("title", name)


def draw_record(game, name: str) -> dict[str, str]:
    """Every file of the record ``name``: its frames and ``steps.js``, by file name."""
    figures = game.figures()
    record, positions = steps(game, name)
    heading = title(record, name)
    files, data = {}, []
    for step, state in positions:
        where = f"after move {step.number}, {step.notation}" if step.number else "the start"
        files[frame_name(step.number)] = figures.render_position(
            state, f"{heading}: {where}", f"{step.words} {step.summary}")
        data.append({**step.as_dict(), "frame": frame_name(step.number)})
    files["steps.js"] = data_script(game.name, name, heading, data)
    return files


def data_script(game: str, name: str, heading: str, data: list[dict]) -> str:
    """The text of ``steps.js``: one line that creates the global, one that fills it."""
    key = json.dumps(f"{game}/{name}")
    value = json.dumps({"game": game, "record": name, "title": heading, "steps": data},
                       ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return (f"window.{DATA_GLOBAL} = window.{DATA_GLOBAL} || {{}};\n"
            f"window.{DATA_GLOBAL}[{key}] = {value};\n")


def build(game, out: Path, force: bool = False) -> int | None:
    """Bring ``out/<game>`` up to date; the number of frames drawn, None if it already was."""
    folder = Path(out) / game.name
    wanted = stamp(game)
    stamp_file = folder / "stamp"
    if not force and stamp_file.is_file() and stamp_file.read_text() == wanted:
        return None
    names = sorted(p.stem for p in game.records.glob("*.rec"))
    drawn = 0
    for name in names:
        files = draw_record(game, name)  # everything of a record is drawn before it is written
        for file, text in files.items():
            write_if_changed(folder / name / file, text)
        for extra in (folder / name).iterdir():
            if extra.name not in files:
                extra.unlink()
        drawn += len(files) - 1
    for extra in folder.iterdir():
        if extra.is_dir() and extra.name not in names:
            for file in extra.iterdir():
                file.unlink()
            extra.rmdir()
    write_if_changed(stamp_file, wanted)
    return drawn


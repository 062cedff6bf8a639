"""The example plays step by step: for every record of a game, a frame per position (the start,
then one after each move) drawn by the game's ``figures.render_position``, and a data file with
each move in notation and in words and the summary after it (see :mod:`games.core.narration`).

The frames are figures drawn from the model like the others, so they are committed with them:
what ``build`` writes under ``OUT/<game>/steps/`` (``OUT`` is ``diagrams/`` unless told):

``<record>/000.svg``, ``001.svg``, ...
    the frames: ``000`` is the start, ``NNN`` the position after move NNN;
``<record>/steps.js``
    a script that sets ``window.rulebookSteps["<game>/<record>"]`` to the record's title and
    its steps (JSON), so that a page opened from ``file://`` can load it with a script tag;
``.stamp``
    the game's stamp (:mod:`games.core.stamp`, as for its figures): a hash of everything the
    frames depend on (the game's folder, ``games/core``, ``games/draw``, this file, the
    versions of the drawing and physics packages), then a hash of each file written. While
    it matches and every file is there with those bytes, nothing is drawn again; so a fresh
    clone draws no frame, and an edit to one game draws that game's frames only.

A game's files are written all or none (:func:`games.core.files.write_all`), each only when
its bytes change. Same input, same bytes.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from .core import stamp as stamps
from .core.errors import UserError
from .core.files import write_all
from .core.narration import Step, walk
from .core.record import read_record

#: The global the data files fill, keyed by ``<game>/<record>``.
DATA_GLOBAL = "rulebookSteps"
#: The folder of a game's frames, in its diagrams folder.
FOLDER = "steps"


def stamp(game) -> str:
    """A hash of every file and package version the frames of ``game`` (or the game named so)
    depend on."""
    return stamps.of(game, [Path(__file__)])


def folder(out: Path, game: str, record: str | None = None) -> Path:
    """The folder of ``game``'s frames under ``out`` (the diagrams folder), or of one record's."""
    base = Path(out) / game / FOLDER
    return base / record if record else base


def written(base: Path) -> list[str]:
    """The files under a game's frames folder ``base`` but its stamp, as paths from ``base``."""
    return sorted(p.relative_to(base).as_posix() for p in base.rglob("*")
                  if p.is_file() and p.name != stamps.NAME) if base.is_dir() else []


def fresh(game, out: Path, inputs: str | None = None) -> bool:
    """Whether ``game``'s frames (``game``: the game or its name) under ``out`` are what its
    stamp says was drawn from its sources as they are now (``inputs``: :func:`stamp`, if
    already known)."""
    base = folder(out, stamps.name_of(game))
    return stamps.fresh(base, inputs or stamp(game), written(base))


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
        # The frame's title names the move by its number only (its description tells it in
        # words): the same frame is opened full size from both editions' viewers, and the
        # player's edition shows no notation.
        where = f"after move {step.number}" if step.number else "the start"
        files[frame_name(step.number)] = figures.render_position(
            state, f"{heading}: {where}", f"{step.words} {step.summary}")
        data.append({**step.as_dict(), "frame": frame_name(step.number)})
    files["steps.js"] = data_script(game.name, name, heading, data)
    return files


def read_data(out: Path, game: str, name: str) -> tuple[str, list[Step]] | None:
    """The title and the steps of the record ``name`` as its drawn ``steps.js`` under ``out``
    holds them (read back, not walked through the model again), or None if it is not there.

    >>> from games import registry
    >>> import tempfile
    >>> game = registry.get("subdivision")
    >>> with tempfile.TemporaryDirectory() as out:
    ...     _ = build(game, Path(out))
    ...     heading, told = read_data(Path(out), "subdivision", "opening")
    >>> record, walked = steps(game, "opening")
    >>> heading == title(record, "opening") and told == [step for step, _ in walked]
    True
    """
    path = folder(out, game, name) / "steps.js"
    if not path.is_file():
        return None
    line = path.read_text(encoding="utf-8").splitlines()[1]
    data = json.loads(line[line.index(" = ") + 3:-1])
    return data["title"], [
        Step(s["number"], s["notation"], s["words"], s["summary"],
             tuple((mark, caption) for mark, caption in s["marks"])) for s in data["steps"]]


def data_script(game: str, name: str, heading: str, data: list[dict]) -> str:
    """The text of ``steps.js``: one line that creates the global, one that fills it."""
    key = json.dumps(f"{game}/{name}")
    value = json.dumps({"game": game, "record": name, "title": heading, "steps": data},
                       ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return (f"window.{DATA_GLOBAL} = window.{DATA_GLOBAL} || {{}};\n"
            f"window.{DATA_GLOBAL}[{key}] = {value};\n")


def build(game, out: Path, force: bool = False) -> int | None:
    """Bring ``out/<game>`` up to date; the number of frames drawn, None if it already was."""
    return build_all([game], out, force)[game.name]


def build_all(games, out: Path, force: bool = False) -> dict[str, int | None]:
    """:func:`build` for each of ``games`` (games or their names): the records of the stale
    ones are drawn in parallel, one process per core, the longest first; then written, game
    by game. A game found fresh is not even loaded."""
    from . import registry

    out, names = Path(out), [stamps.name_of(game) for game in games]
    inputs = {name: stamp(name) for name in names}
    stale = [registry.get(name) for name in names if force or not fresh(name, out, inputs[name])]
    tasks = sorted(((game.name, p.stem) for game in stale for p in game.records.glob("*.rec")),
                   key=lambda t: (-_size(t), t))
    cores = os.cpu_count() or 1
    if len(tasks) > 1 and cores > 1:
        with ProcessPoolExecutor(min(cores, len(tasks))) as pool:
            drawn = dict(zip(tasks, pool.map(_draw, tasks)))
    else:
        drawn = {task: _draw(task) for task in tasks}
    result: dict[str, int | None] = dict.fromkeys(names)
    for game in stale:
        records: dict[str, dict[str, str]] = {}
        for (g, name), files in drawn.items():
            if g != game.name:
                continue
            if isinstance(files, str):  # a drawing failed in its process: its one-line error
                raise UserError(files)
            records[name] = files
        result[game.name] = _write(folder(out, game.name), records, inputs[game.name])
    return result


def _size(task: tuple[str, str]) -> int:
    from . import registry
    return (registry.get(task[0]).records / f"{task[1]}.rec").stat().st_size


def _draw(task: tuple[str, str]) -> dict[str, str] | str:
    """The files of one record (run in a worker process), or the error, as text."""
    from . import registry
    try:
        return draw_record(registry.get(task[0]), task[1])
    except UserError as exc:
        return str(exc)


def _write(base: Path, records: dict[str, dict[str, str]], inputs: str) -> int:
    """Bring ``base`` in line with the drawn ``records`` and their stamp, all or nothing: the
    files that changed are written, the files no longer drawn removed; the number of frames."""
    drawn = {f"{name}/{file}": text for name, files in records.items()
             for file, text in files.items()}
    wanted_files = {base / name: text for name, text in drawn.items()}
    wanted_files[base / stamps.NAME] = stamps.listing(inputs, drawn)
    writes = {path: text for path, text in wanted_files.items()
              if not path.is_file() or path.read_text(encoding="utf-8") != text}
    remove = sorted(p for p in base.rglob("*") if p.is_file() and p not in wanted_files) \
        if base.is_dir() else []
    write_all(base, writes, remove)
    for extra in base.iterdir():
        if extra.is_dir() and not any(extra.iterdir()):
            extra.rmdir()
    return sum(len(files) - 1 for files in records.values())

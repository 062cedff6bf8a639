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
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any, cast

from .core import stamp as stamps
from .core.errors import UserError
from .core.files import OUTPUT, existing_text, holds, write_all
from .core.narration import Step, walk
from .core.record import Record, read_record

if TYPE_CHECKING:
    from collections.abc import Iterator
    from types import ModuleType

    from .core.game import GameInfo
    from .core.protocol import GameState

#: The global the data files fill, keyed by ``<game>/<record>``.
DATA_GLOBAL = "rulebookSteps"
#: The folder of a game's frames, in its diagrams folder.
FOLDER = "steps"


def stamp(game: GameInfo | str) -> str:
    """A hash of every file and package version the frames of ``game`` (or the game named so)
    depend on."""
    return stamps.of(game, [Path(__file__)])


def folder(out: Path, game: str, record: str | None = None) -> Path:
    """The folder of ``game``'s frames under ``out`` (the diagrams folder), or of one record's."""
    base = Path(out) / game / FOLDER
    return base / record if record else base


def written(base: Path) -> list[str]:
    """What a game's frames folder ``base`` holds but its stamp, as paths from ``base``: its
    files, and any link or empty folder (:func:`games.core.stamp.present`)."""
    return stamps.present(base) if base.is_dir() else []


def records_drawn(base: Path) -> set[str]:
    """The records whose frames a game's frames folder ``base`` holds (its folders)."""
    return {p.name for p in base.iterdir() if p.is_dir() and not p.is_symlink()} \
        if base.is_dir() else set()


def gone_records(before: set[str], base: Path, shown: Path | None = None) -> str:
    """What a build took away from the frames folder ``base``, whose record folders were
    ``before`` (:func:`records_drawn`), told as the end of the line that says what it drew:
    ``; removed FOLDER (not a record of the game)`` for each (``shown``: ``base`` as the line
    names it)."""
    return "".join(f"; removed {(shown or base) / name} (not a record of the game)"
                   for name in sorted(before - records_drawn(base)))


def fresh(game: GameInfo | str, out: Path, inputs: str | None = None) -> bool:
    """Whether ``game``'s frames (``game``: the game or its name) under ``out`` are what its
    stamp says was drawn from its sources as they are now (``inputs``: :func:`stamp`, if
    already known)."""
    base = folder(out, stamps.name_of(game))
    return stamps.fresh(base, inputs or stamp(game), written(base))


def frame_name(number: int) -> str:
    """The file of the frame after move ``number`` (0: the start)."""
    return f"{number:03d}.svg"


def steps(game: GameInfo,
          name: str) -> tuple[Record, Iterator[tuple[Step, GameState]]]:
    """The positions of the record ``name`` of ``game`` as (Step, state) pairs, start first."""
    record = read_record(game.records / f"{name}.rec")
    # (a registered game has a narrator: games.core.parts requires one)
    return record, walk(record, game.state_from_record, cast("ModuleType", game.narrate))


def title(record: Record, name: str) -> str:
    """The record's ``title:``, or its file name."""
    return cast(str, record.get("title", name))  # (given a default: never None)


def draw_record(game: GameInfo, name: str) -> dict[str, str]:
    """Every file of the record ``name``: its frames and ``steps.js``, by file name."""
    from . import registry

    figures = registry.figures(game)
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
    text = existing_text(folder(out, game, name) / "steps.js", OUTPUT)  # guarded
    if text is None:
        return None
    line = text.splitlines()[1]
    data = json.loads(line[line.index(" = ") + 3:-1])
    return data["title"], [
        Step(s["number"], s["notation"], s["words"], s["summary"],
             tuple((mark, caption) for mark, caption in s["marks"])) for s in data["steps"]]


def data_script(game: str, name: str, heading: str, data: list[dict[str, Any]]) -> str:
    """The text of ``steps.js``: one line that creates the global, one that fills it."""
    key = json.dumps(f"{game}/{name}")
    value = json.dumps({"game": game, "record": name, "title": heading, "steps": data},
                       ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return (f"window.{DATA_GLOBAL} = window.{DATA_GLOBAL} || {{}};\n"
            f"window.{DATA_GLOBAL}[{key}] = {value};\n")


def build(game: GameInfo, out: Path, force: bool = False) -> int | None:
    """Bring ``out/<game>`` up to date; the number of frames drawn, None if it already was."""
    return build_all([game], out, force)[game.name]


def build_all(games: Iterable[GameInfo | str], out: Path,
              force: bool = False) -> dict[str, int | None]:
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
    files that changed are written, and everything else in ``base`` is taken away
    (:func:`leftovers`: the frames of a record that is gone, whole); the number of frames.

    No link is followed, so nothing outside ``base`` is read, written or removed through one:
    the links in ``base`` are taken away first. A folder where a file goes is refused in one
    line (:func:`games.core.files.write_all`), and nothing else is changed."""
    drawn = {f"{name}/{file}": text for name, files in records.items()
             for file, text in files.items()}
    wanted = {**drawn, stamps.NAME: stamps.listing(inputs, drawn)}
    links = _links(base)
    if links:
        write_all(base, {}, links)
    writes = {base / name: text for name, text in wanted.items()
              if not holds(base / name, text)}  # guarded: what is not a file is not read
    write_all(base, writes, leftovers(base, wanted))
    return sum(len(files) - 1 for files in records.values())


def leftovers(base: Path, wanted: Iterable[str]) -> list[Path]:
    """What in ``base`` is neither one of the files ``wanted`` (paths from ``base``) nor a
    folder on the way to one, each taken whole: the folder of a record no longer drawn, a file
    in a record's folder that is not one of its frames, a link, an empty folder. Found by
    walking ``base`` alone (never through a link), so that nothing outside it is named.

    >>> import tempfile
    >>> base = Path(tempfile.mkdtemp())
    >>> for name in ("kept/000.svg", "kept/999.svg", "gone/000.svg", "gone/sub/x", ".stamp"):
    ...     (base / name).parent.mkdir(parents=True, exist_ok=True)
    ...     _ = (base / name).write_text("x")
    >>> [p.relative_to(base).as_posix() for p in leftovers(base, ["kept/000.svg", ".stamp"])]
    ['gone', 'kept/999.svg']
    """
    keep = set(wanted)
    on_the_way = {parent.as_posix() for name in keep for parent in PurePosixPath(name).parents}
    found: list[Path] = []

    def visit(folder: Path) -> None:
        for entry in sorted(folder.iterdir()):
            name = entry.relative_to(base).as_posix()
            if entry.is_symlink():
                found.append(entry)
            elif entry.is_dir() and name in on_the_way:
                visit(entry)
            elif name not in keep or not entry.is_file():
                found.append(entry)

    if base.is_dir() and not base.is_symlink():
        visit(base)
    return found


def _links(base: Path) -> list[Path]:
    """Every link in ``base`` (its stamp's name included), found without following any: none is
    an output, and a file written through one could land outside ``base``."""
    links = [base / name.rstrip("/") for name in written(base)
             if (base / name.rstrip("/")).is_symlink()]
    return links + [base / stamps.NAME] * (base / stamps.NAME).is_symlink()

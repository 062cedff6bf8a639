"""Worked examples kept between builds: each game's answers, stamped like its figures.

Every build of the book asks the models the same questions (:mod:`games.core.worked`), and
most builds ask them of models that have not changed. So the answers are kept in
``diagrams/<game>/worked.json``, committed beside the figures, under the game's stamp
(:func:`games.core.stamp.of`: every file of its folder, ``games/core``, ``games/draw`` and the
versions of the packages it uses). An answer is read back only while that stamp still
matches and the file still holds what was written (a digest of its answers is kept in it);
otherwise the model is asked again, and the file rewritten. So a kept answer is always the
model's answer, and ``make test`` checks every kept answer against the model once more
(``tests/test_worked_cache.py``).

>>> import tempfile
>>> cache = WorkedCache(Path(tempfile.mkdtemp()))
>>> asked = []
>>> def ask():
...     asked.append(1)
...     return ["Red: 6"]
>>> cache.get("subdivision", "tallies groups", ask), cache.get("subdivision", "tallies groups", ask)
(['Red: 6'], ['Red: 6'])
>>> len(asked), cache.save()
(1, ['subdivision'])
>>> again = WorkedCache(cache.folder)
>>> again.get("subdivision", "tallies groups", ask), len(asked), again.save()
(['Red: 6'], 1, [])
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

from . import stamp
from .errors import UserError
from .files import KEPT, locked, read_json, write_atomic
from .worked import Table, Worked

#: The file of a game's kept answers, in its diagrams folder.
NAME = "worked.json"
T = TypeVar("T")


def to_json(worked: Worked) -> list[str] | dict[str, list[Any]]:
    """A worked example as JSON data: its lines, or its table's header and rows."""
    if isinstance(worked, Table):
        return {"header": list(worked.header), "rows": [list(row) for row in worked.rows]}
    return list(worked)


def is_texts(data: object) -> bool:
    """Whether ``data`` is a list of texts (a kept answer's lines, or a table's row)."""
    return isinstance(data, list) and all(isinstance(text, str) for text in data)


def from_json(data: object) -> Worked | None:
    """The worked example ``data`` holds (:func:`to_json`), or None if it holds none."""
    if is_texts(data):
        return data  # type: ignore[return-value]
    if isinstance(data, dict) and set(data) == {"header", "rows"}:
        header, rows = data["header"], data["rows"]
        if is_texts(header) and isinstance(rows, list) and all(map(is_texts, rows)):
            try:
                return Table(tuple(header), tuple(tuple(row) for row in rows))
            except ValueError:
                return None
    return None


def _digest(answers: dict[str, object]) -> str:
    return stamp.digest(json.dumps(answers, sort_keys=True, ensure_ascii=False))


def text(inputs: str, answers: dict[str, object]) -> str:
    """The text of a ``worked.json`` for the stamp ``inputs`` and ``answers`` (spec to JSON
    data): sorted, so the same answers always give the same bytes."""
    kept = {"stamp": inputs, "digest": _digest(answers), "answers": answers}
    return json.dumps(kept, sort_keys=True, ensure_ascii=False, indent=1) + "\n"


def read(path: Path, inputs: str) -> dict[str, object]:
    """The answers ``path`` keeps for the stamp ``inputs``; none if the file is missing,
    unreadable, too large, written for other inputs, or changed since it was written."""
    try:
        kept = read_json(path, KEPT)  # guarded: a huge file, a device, a pipe: not believed
    except UserError:
        return {}
    if not isinstance(kept, dict) or kept.get("stamp") != inputs:
        return {}
    answers = kept.get("answers")
    if not isinstance(answers, dict) or kept.get("digest") != _digest(answers):
        return {}
    return answers


class WorkedCache:
    """The kept answers under ``folder`` (the diagrams folder): :meth:`get` one, :meth:`save`
    the new ones. ``extra(game)``: files outside the game's stamp that its answers also depend
    on (the book's balance answers read the results files)."""

    def __init__(self, folder: Path, extra: Callable[[str], Iterable[Path]] = lambda game: ()):
        self.folder = Path(folder)
        self.extra = extra
        self._stamps: dict[str, str] = {}
        self._kept: dict[str, dict[str, object]] = {}
        #: The answers worked out since the last save, per game: (its stamp, key to data).
        self.new: dict[str, tuple[str, dict[str, object]]] = {}

    def stamp(self, game: str) -> str:
        """``game``'s stamp (with its ``extra`` files), worked out once."""
        if game not in self._stamps:
            self._stamps[game] = stamp.of(game, self.extra(game))
        return self._stamps[game]

    def get(self, game: str, spec: str, ask: Callable[[], Worked]) -> Worked:
        """The answer to ``spec`` (``NAME ARG...``) of ``game``: kept, or ``ask()``-ed (and kept
        for :meth:`save`)."""
        return self.get_data(game, spec, ask, to_json, from_json)

    def get_data(self, game: str, key: str, ask: Callable[[], T],
                 encode: Callable[[T], object], decode: Callable[[object], T | None]) -> T:
        """What ``key`` of ``game`` answers: the kept data ``decode``-d, or ``ask()``-ed and its
        ``encode``-d data kept (``decode`` gives None for data it cannot read)."""
        inputs = self.stamp(game)
        if game not in self._kept:
            self._kept[game] = read(self.folder / game / NAME, inputs)
        if key in self._kept[game]:
            found = decode(self._kept[game][key])
            if found is not None:
                return found
        answer = ask()
        self._kept[game][key] = data = encode(answer)
        self.new.setdefault(game, (inputs, {}))[1][key] = data
        return answer

    def save(self) -> list[str]:
        """Add the new answers to each game's file, and return the games whose file changed. A
        file kept for the same stamp keeps its other answers; one kept for another stamp is
        replaced. Two builds may save at once (the two editions): each game's file is changed
        by one at a time. A file that cannot be written is left as it is (its answers are asked
        again by the next build)."""
        changed = []
        for game, (inputs, answers) in sorted(self.new.items()):
            path = self.folder / game / NAME
            try:
                with locked(path.parent):
                    before = read(path, inputs)
                    merged = {**before, **answers}
                    if merged != before:
                        write_atomic(path, text(inputs, merged))
                        changed.append(game)
            except OSError:  # e.g. a folder in the file's place: asked again next time
                continue
        self.new = {}
        return changed

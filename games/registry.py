"""The games this project models, and how the command line and the tests reach each one.

Adding a game: write its subpackage with a ``GAME = GameInfo(...)`` in its ``__init__``, and add
its name to :data:`GAME_NAMES` (``rulebook new`` does both). One folder is one game: what is a
game's own is found in its folder through its :class:`GameInfo`, never listed elsewhere. Beside
the rules, the records, the narrator and the figures, a game's folder may hold

* ``worked.py``: ``WORKED``, its example boxes beyond the standard ones (:meth:`GameInfo.worked`);
* ``heuristic.py``: its heuristic player, ``choose(turn, rng)`` (:mod:`games.sim.heuristic`;
  without one, the default one-ply greedy rule plays);
* ``tuning.py``: ``TUNING``, how its search agents play (:mod:`games.sim.tuning`; default
  budgets without one);
* ``studies.py``: ``QUESTIONS``, the balance questions its chapter prints
  (:mod:`games.sim.studies`; none without one).

>>> [g.name for g in all_games()] == list(GAME_NAMES)
True
>>> all(get(name).title for name in GAME_NAMES)
True
>>> get("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
games.core.errors.UserError: unknown game 'chess'; known games: subdivision, ...
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from .core.errors import UserError, quote
from .core.protocol import GameState, Tally
from .core.record import Record
from .core.replay import Examples
from .core.worked import Worked, standard

GAME_NAMES = ("subdivision", "in_crowd", "fallacy_of_rank", "human_trophies", "croquet")


#: The games' own modules found so far (None: the game has none), by full name.
_PARTS: dict[str, ModuleType | None] = {}


@dataclass(frozen=True)
class About:
    """What a rulebook's cover says of a game: facts from its original rules."""

    designers: str
    year: str
    players: str
    time: str
    #: What you need to play, in words.
    components: str
    #: The licence of the original rules text (a noun phrase), and where to read it (None:
    #: the text gives none).
    licence: str | None = None
    licence_url: str | None = None


@dataclass(frozen=True)
class GameInfo:
    """What the rest of the project needs to know about one game."""

    name: str
    title: str
    #: Builds the starting state from a record's header (raises located UserErrors).
    state_from_record: Callable[[Record], GameState]
    #: Folder of the game's example records.
    records: Path
    #: Module holding ``FIGURES`` and ``render_position`` (imported only when drawing).
    figures_module: str
    #: Scores a board file: (text, path, variants) -> tallies; None if the game has none.
    score_board: Callable[[str, str, tuple[str, ...]], list[Tally]] | None = None
    #: The cover's facts (designers, year, players, time, components, licence).
    about: About | None = None
    #: Tells each move in words (``describe``, ``summary``; see :mod:`games.core.narration`).
    narrate: ModuleType | None = None
    #: For hidden information: (state, player, rng) -> a whole state drawn at random among
    #: those that give ``player`` the same observation; None if nothing is hidden (or not yet).
    determinize: Callable[[GameState, int, random.Random], GameState] | None = None

    def part(self, module: str) -> ModuleType | None:
        """The game's own module ``games.<name>.<module>`` (``worked``, ``heuristic``,
        ``tuning``, ``studies``), or None if its folder has none. An import error inside the
        module is not hidden.

        >>> get("subdivision").part("heuristic").__name__
        'games.subdivision.heuristic'
        >>> get("croquet").part("tuning") is None
        True
        """
        full = f"games.{self.name}.{module}"
        if full not in _PARTS:
            try:
                _PARTS[full] = importlib.import_module(full)
            except ModuleNotFoundError as exc:
                if exc.name != full:
                    raise
                _PARTS[full] = None  # (asked again for every game a study plays)
        return _PARTS[full]

    def examples(self) -> Examples:
        """The game's example records, replayed through its model on demand."""
        return Examples(self.records, self.state_from_record)

    def worked(self) -> dict[str, Callable[..., Worked]]:
        """The worked examples the book can ask for: the standard ones and the game's own
        (``WORKED`` in ``games.<name>.worked``, when the game has that module)."""
        entries = standard(self.examples())
        module = self.part("worked")
        if module is not None:
            entries.update(module.WORKED)
        return entries

    def figures(self):
        """The figure module (drawing code is loaded only here)."""
        return importlib.import_module(self.figures_module)


def get(name: str) -> GameInfo:
    """The game called ``name``, or a UserError listing the known games."""
    return importlib.import_module(f"games.{known(name)}").GAME


def known(name: str) -> str:
    """``name``, if a game is called so (its model not loaded); else a UserError listing the
    known games."""
    if name not in GAME_NAMES:
        raise UserError(f"unknown game {quote(name)}; known games: {', '.join(GAME_NAMES)}")
    return name


def all_games() -> list[GameInfo]:
    return [get(name) for name in GAME_NAMES]

"""The games this project models, and how the command line and the tests reach each one.

Adding a game: write its subpackage with a ``GAME = GameInfo(...)`` in its ``__init__``, and add
its name to :data:`GAME_NAMES`.

>>> [g.title for g in all_games()]
['Subdivision', 'The "In" Crowd', 'The Fallacy of Rank', 'Human Trophies', 'Tabletop Croquet']
>>> get("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
games.core.errors.UserError: unknown game 'chess'; known games: subdivision, in_crowd, ..., croquet
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

    def examples(self) -> Examples:
        """The game's example records, replayed through its model on demand."""
        return Examples(self.records, self.state_from_record)

    def worked(self) -> dict[str, Callable[..., Worked]]:
        """The worked examples the book can ask for: the standard ones and the game's own
        (``WORKED`` in ``games.<name>.worked``, when the game has that module)."""
        entries = standard(self.examples())
        try:
            module = importlib.import_module(f"games.{self.name}.worked")
        except ModuleNotFoundError as exc:
            if exc.name != f"games.{self.name}.worked":
                raise
        else:
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

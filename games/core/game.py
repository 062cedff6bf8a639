"""What the project knows of one game, declared once in the game's own package: its title,
how to set it up from a record's header, its records, figures and narrator, the cover's facts,
and the traits the tools read instead of naming games (how a header gives the players, the key
of a dealt game's shuffle, continuous moves). Like OpenSpiel's ``_GAME_TYPE`` and
boardgame.io's game object, it is data: a game's ``__init__`` makes its ``GAME``, and
:mod:`games.registry` finds the games by the list in ``games/games.txt``.

>>> from games import registry
>>> info = registry.get("human_trophies")
>>> info.players_by, info.shuffle_key, info.continuous
('count', 'seed', False)
>>> croquet = registry.get("croquet")
>>> croquet.continuous, croquet.players_by, croquet.agents, croquet.search
(True, 'names', ('robot',), 'robot')
>>> croquet.variants.names()[:2]
('poison', 'first-hit-only')

What a game must give and what it may give (these fields, its narrator's hooks, and the files
of its folder that :meth:`GameInfo.part` finds) is declared in :mod:`games.core.parts`, which
checks them when the registry loads the game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from types import ModuleType
from typing import Literal

from .header import Field, Variants
from .protocol import GameState, Tally
from .record import Record
from .replay import Examples

#: A fact of the cover not written yet: ``rulebook new`` writes it for each fact it was not
#: given (the players, the playing time, what you need), so that the skeleton's own facts are
#: never taken for the designer's game. The designer's edition shows it as it is; the player's
#: edition refuses to build while a fact holds it (the ``{cover}`` directive,
#: docs/_ext/rulebook.py).
GAP = "[gap: to be written]"


@dataclass(frozen=True)
class About:
    """What a rulebook's cover says of a game: facts from its original rules.

    >>> About("Ann", "2026", "2 to 4", GAP, f"a board {GAP}").gaps()
    ['time', 'components']
    """

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
    #: Whether the rules are first written in this book by the game's designers (a game of
    #: one's own, as ``rulebook new`` starts), not restated from another text.
    original: bool = False

    def gaps(self) -> list[str]:
        """The facts that hold a marked gap (:data:`GAP`), by name, in the cover's order."""
        return [name for name, value in vars(self).items()
                if isinstance(value, str) and GAP in value]


class Information(Enum):
    """What the players see of a position, a trait each game declares (as OpenSpiel's game
    types do): the search agents and the player's view ask it, never the state's class."""

    #: Every player sees the whole position.
    PERFECT = "perfect"
    #: Some of a position is hidden from some players (hands, face-down values, secret
    #: choices): a player sees only :meth:`~games.core.protocol.GameState.observation`.
    IMPERFECT = "imperfect"


@dataclass(frozen=True)
class GameInfo:
    """What the rest of the project needs to know about one game."""

    name: str
    title: str
    #: Builds the starting state from a record's header (raises located UserErrors).
    state_from_record: Callable[[Record], GameState]
    #: Folder of the game's example records (by default its package's ``records/``,
    #: ``games/<name>/records``: :meth:`found_in`).
    records: Path = Path()
    #: Module holding ``FIGURES`` and ``render_position``, imported only when drawing (by
    #: default its package's ``figures``, ``games.<name>.figures``).
    figures_module: str = ""
    #: Scores a board file: (text, path, variants) -> tallies; None if the game has none.
    score_board: Callable[[str, str, tuple[str, ...]], list[Tally]] | None = None
    #: The cover's facts (designers, year, players, time, components, licence).
    about: About | None = None
    #: Tells each move in words (``describe``, ``summary``; see :mod:`games.core.narration`).
    narrate: ModuleType | None = None
    #: For hidden information: (state, player, rng) -> a whole state drawn at random among
    #: those that give ``player`` the same observation; None if nothing is hidden (or not yet).
    #: What the players see: :attr:`Information.PERFECT` unless some of a position is hidden.
    information: Information = Information.PERFECT
    determinize: Callable[[GameState, int, random.Random], GameState] | None = None
    #: How a record's ``players:`` line gives the players: their ``names`` in seat order, or
    #: their ``count``.
    players_by: Literal["names", "count"] = "names"
    #: The header key of the seed a dealt game is shuffled by (None: nothing is shuffled).
    shuffle_key: str | None = None
    #: Whether a move is a continuous quantity (a flick's aim and strength) rather than one of
    #: a list: the tree-search agents cannot play such a game.
    continuous: bool = False
    #: The agents the game brings of its own, by their names in ``--agents`` (Tabletop
    #: Croquet's ``robot``): ``AGENTS`` in the game's ``agents`` module makes them.
    agents: tuple[str, ...] = ()
    #: The agent ``search`` stands for (None: the tree search that suits the game).
    search: str | None = None
    #: The variants a record may choose (the same table as its header's): ``rulebook simulate
    #: --variant``, the studies and their words read it here. A game without variants gives
    #: none (an empty table).
    variants: Variants = field(default_factory=Variants)
    #: The header fields a new game is set up with beyond its players and variants, as a
    #: player chooses them (Subdivision's set of pyramids): the Play page offers them, each
    #: with its default and what it allows.
    setup: tuple[Field, ...] = ()

    def found_in(self, folder: Path, package: str) -> GameInfo:
        """This game, its records and figures module found where every game keeps them
        (``records/`` in its package's ``folder``, the module ``figures`` of its
        ``package``) unless it gave others: the registry asks it as it loads the game."""
        return replace(self, records=folder / "records" if self.records == Path() else
                       self.records, figures_module=self.figures_module or f"{package}.figures")

    def examples(self) -> Examples[GameState]:
        """The game's example records, replayed through its model on demand."""
        return Examples(self.records, self.state_from_record)



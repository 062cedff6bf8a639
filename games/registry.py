"""The games this project models, and how the command line and the tests reach each one.

Adding a game: write its subpackage with a ``GAME = GameInfo(...)`` in its ``__init__``
(:class:`games.core.game.GameInfo`), and add its name as a line of ``games/games.txt``
(``rulebook new`` does both). One folder is one game: what is a
game's own is found in its folder through its :class:`GameInfo`, never listed elsewhere. Beside
the rules, the records, the narrator and the figures, a game's folder may hold

* ``worked.py``: ``WORKED``, its example boxes beyond the standard ones (:meth:`GameInfo.worked`);
* ``lab.py``: ``LAB``, what the balance lab needs of it as one typed object
  (:class:`games.sim.lab.Lab`: its heuristic, tuning, studies, answers and agents, each imported
  there from its own file), which :func:`lab` gives the lab;
* ``sheets.py``: ``sheets()``, its print-and-play sheets, which :func:`sheets` gives
  :mod:`games.sheets`.

The narrator's hooks (``GameInfo.narrate``) are looked up here too, and handed on typed
(:func:`narrator`).

What each must define, and what ``GAME`` must give, is declared in :mod:`games.core.parts`,
and checked here when a game is first loaded (:func:`get`).

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
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Protocol, cast

from .core.errors import UserError, quote
from .core.game import GameInfo
from .core.narration import Hooks
from .core.parts import PARTS, loaded, registered
from .core.worked import Worked, standard

if TYPE_CHECKING:
    from .draw.sheet import Sheet
    from .sim.lab import Lab

__all__ = ["GAME_NAMES", "LIST", "Sheets", "all_games", "check_all", "figures", "get", "known",
           "lab", "narrator", "part", "sheets", "worked"]

#: The list of the games: one name a line, in the order the book and the tools take them.
LIST = Path(__file__).with_name("games.txt")


def _listed(text: str) -> tuple[str, ...]:
    r"""The names in the text of ``games/games.txt`` (blank lines and ``#`` comments skipped).

    >>> _listed("# the games\nsubdivision\n\nin_crowd\n")
    ('subdivision', 'in_crowd')
    """
    lines = (line.split("#", 1)[0].strip() for line in text.splitlines())
    return tuple(line for line in lines if line)


GAME_NAMES = _listed(LIST.read_text(encoding="utf-8"))


#: The games loaded and checked so far, by name: its module, the GAME it declares, and that
#: GAME as checked and completed (:func:`games.core.parts.registered`).
_LOADED: dict[str, tuple[ModuleType, object, GameInfo]] = {}


def get(name: str) -> GameInfo:
    """The game called ``name``, or a UserError listing the known games. The first time a game
    is loaded its ``GAME`` and its parts are checked as :mod:`games.core.parts` declares them:
    a missing or wrong one is a UserError of one line saying what to add and where."""
    checked = _LOADED.get(name)
    if (checked is not None and name in GAME_NAMES  # (asked millions of times by a study)
            and sys.modules.get(f"games.{name}") is checked[0]
            and getattr(checked[0], "GAME", None) is checked[1]):
        return checked[2]
    module = _load(f"games.{known(name)}")
    if module is None:
        raise UserError(f"game {quote(name)} is listed in games/games.txt, but there is no "
                        f"games/{name}/: add its folder, or take its line out")
    _LOADED[name] = module, getattr(module, "GAME", None), registered(name, module)
    return _LOADED[name][2]


def _load(module: str) -> ModuleType | None:
    """The module ``module`` (a game, or a file of its folder), or None if there is none: the
    one place a game's files are looked up by name. An import error inside it is not hidden."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return None


#: A game's own modules found so far (None: the game has none), by full name.
_PARTS: dict[str, ModuleType | None] = {}


def part(game: GameInfo, module: str) -> ModuleType | None:
    """The game's own module ``games.<name>.<module>`` (``worked``, ``header``, ``lab``,
    ``sheets``...: :data:`games.core.parts.PARTS`), or None if its folder has none. A declared
    part that lacks a name it must define, or holds one of the wrong shape, is a UserError of
    one line (:func:`games.core.parts.loaded`), asked again the next time.

    >>> part(get("subdivision"), "lab").__name__, part(get("croquet"), "tuning") is None
    ('games.subdivision.lab', True)
    """
    full = f"games.{game.name}.{module}"
    if full not in _PARTS:
        found = _load(full)
        if found is not None and module in PARTS:
            loaded(game, module, found)
        _PARTS[full] = found
    return _PARTS[full]


def worked(game: GameInfo) -> dict[str, Callable[..., Worked]]:
    """The worked examples the book can ask of ``game``: the standard ones and its own
    (``WORKED`` in ``games.<name>.worked``, when it has that module)."""
    entries = standard(game.examples())
    module = part(game, "worked")
    if module is not None:
        entries.update(module.WORKED)
    return entries


def figures(game: GameInfo) -> ModuleType:
    """The game's figure module (drawing code is loaded only here), checked as declared."""
    module = _load(game.figures_module)
    if module is None:
        raise UserError(f"game {quote(game.name)}: its figures module "
                        f"{quote(game.figures_module)} is not there")
    loaded(game, "figures", module)
    return module


def check_all(game: GameInfo) -> list[str]:
    """Load and check every part ``game``'s folder holds, the figures first; the parts found,
    by name (a UserError of one line at the first that is wrong).

    >>> check_all(get("croquet"))
    ['figures', 'header', 'worked', 'lab']
    """
    figures(game)
    return ["figures", *(name for name in PARTS
                         if name != "figures" and part(game, name) is not None)]


#: The labs loaded so far, by game.
_LABS: dict[str, Lab] = {}


def lab(name: str) -> Lab:
    """What the balance lab needs of the game ``name`` (:class:`games.sim.lab.Lab`): the
    ``LAB`` of its ``lab.py``, or the empty lab when its folder has none; one line saying what
    to write when its ``LAB`` is not a Lab, or does not make the agents its ``GAME`` names.

    >>> lab("croquet").agents["robot"][1], list(lab("subdivision").agents), lab("in_crowd").agents
    (2, ['planner'], {})
    """
    found = _LABS.get(name)
    if found is not None:
        return found
    from .sim.lab import NONE, Lab

    info = get(name)
    module = _load(f"games.{name}.lab")
    made = NONE if module is None else getattr(module, "LAB", None)
    if not isinstance(made, Lab):
        raise UserError(f"game {quote(name)}: games/{name}/lab.py makes no LAB, a Lab: add "
                        "LAB = Lab(...) (games/sim/lab.py says what it holds)")
    absent = [agent for agent in info.agents if agent not in made.agents]
    if absent:
        raise UserError(f"game {quote(name)}: GAME names the agents {', '.join(absent)}, which "
                        f"the LAB of games/{name}/lab.py does not make: add them to its agents")
    _LABS[name] = made
    return made


class Sheets(Protocol):
    """What a game's ``sheets.py`` gives: its print-and-play sheets
    (:class:`games.draw.sheet.Sheet`), listed by ``sheets()``."""

    def sheets(self) -> list[Sheet]:
        """The game's sheets."""
        ...


def sheets(game: GameInfo) -> Sheets | None:
    """The print-and-play sheets of ``game`` (its ``sheets.py``; loading it loads the drawing
    kit), or None if its folder has none; one line saying what to write when that file has no
    ``sheets()``.

    >>> [sheet.name for sheet in sheets(get("croquet")).sheets()], sheets(get("in_crowd"))
    (['course'], None)
    """
    module = part(game, "sheets")
    if module is None:
        return None
    if not callable(getattr(module, "sheets", None)):
        raise UserError(f"game {quote(game.name)}: games/{game.name}/sheets.py has no "
                        "sheets(): add def sheets() -> list[Sheet] (games/draw/sheet.py)")
    return cast("Sheets", module)


def narrator(module: ModuleType) -> Hooks:
    """The hooks of a game's narrator (its ``narrate`` module, ``GameInfo.narrate``), typed
    (:class:`games.core.narration.Hooks`): ``summary``, and ``start`` and ``describe`` where it
    has them (:data:`games.core.parts.NARRATOR`, checked when the game is loaded).

    >>> from games.subdivision import narrate
    >>> hooks = narrator(narrate)
    >>> hooks.summary is narrate.summary, hooks.start is narrate.start, hooks.describe
    (True, True, None)
    """
    return Hooks(module.summary, getattr(module, "start", None),
                 getattr(module, "describe", None))


def known(name: str) -> str:
    """``name``, if a game is called so (its model not loaded); else a UserError listing the
    known games."""
    if name not in GAME_NAMES:
        raise UserError(f"unknown game {quote(name)}; known games: {', '.join(GAME_NAMES)}")
    return name


def all_games() -> list[GameInfo]:
    return [get(name) for name in GAME_NAMES]

"""What a game must or may give, declared in one place, and checked when the registry loads it.

A game is its folder ``games/<name>/``, whose ``__init__.py`` makes ``GAME``, a
:class:`~games.core.game.GameInfo`. What the project reads of a game is declared here:

* :data:`FIELDS`, the fields of ``GameInfo``: what each is for, which are required and how
  each is written;
* :data:`NARRATOR`, what the game's narrator (``narrate.py``, ``GameInfo.narrate``) gives: the
  position in one line, and optional hooks for words of its own;
* :data:`PARTS`, the files of the folder the registry looks for by name (``registry.part``): the
  figures (required), the header, worked examples, and the lab (``lab.py``: ``LAB``, one typed
  :class:`games.sim.lab.Lab` holding the heuristic, tuning, studies, answers, agents and the
  draw of hidden information, each imported there from its own file).

Nothing else is asked of a game: a simple one gives its ``GAME``, its rules, its records, a
narrator and its figures, and none of the optional parts (without ``variants=`` it has none).

The registry checks a game the first time it loads it (:func:`registered`): ``GAME``'s
fields, the narrator's hooks, and in every part file the folder holds the names the part must
define, read from the file without running it (loading the simulation's parts costs seconds).
The values a part holds are checked when the registry loads the part (:func:`loaded`, from
``games.registry.part`` and ``games.registry.figures``); ``games.registry.check_all`` loads and
checks every part at once (``rulebook check``). A missing or wrong part is a
:class:`UserError` of one line that names the game, the part, what to add and in which file:

>>> from games import registry
>>> info = registry.get("in_crowd")
>>> [(h.name, h.required) for h in PARTS["lab"].hooks]
[('LAB', True)]
>>> from types import SimpleNamespace
>>> loaded(info, "lab", SimpleNamespace(LAB={"tuning": 100}))  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
games.core.errors.UserError: game 'in_crowd': LAB in games/in_crowd/lab.py is a dict, not a
Lab (games.sim.lab): make it LAB = Lab(heuristic=Heuristic(choose), questions=QUESTIONS, ...)
(the lab's parts, each imported from its own file)
"""

from __future__ import annotations

import ast
import importlib.util
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from types import ModuleType
from typing import Protocol

from .errors import UserError, quote
from .game import About, GameInfo, Information
from .header import Field, Header, Variants
from .protocol import GameState


class Narrator(Protocol):
    """What every narrator gives (its optional hooks are :data:`NARRATOR`'s)."""

    def summary(self, state: GameState) -> str:
        """The position in one short line."""
        ...


# -- shapes: what a value must be, in words and as a test --------------------------------------
@dataclass(frozen=True)
class Shape:
    """What a value given by a game must be: ``said`` in words, and the ``test`` of it."""

    said: str
    test: Callable[[object], bool]

    def fits(self, value: object) -> bool:
        """Whether ``value`` has this shape.

        >>> FUNCTION.fits(len), FUNCTION.fits(3), maybe(TEXT).fits(None)
        (True, False, True)
        """
        return self.test(value)


def _text(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip())


FUNCTION = Shape("a function", callable)
TEXT = Shape("a string that is not empty", _text)
FLAG = Shape("True or False", lambda value: isinstance(value, bool))
FOLDER = Shape("a folder (a Path)", lambda value: isinstance(value, Path) and value.is_dir())
NAMES = Shape("a tuple of names", lambda value: isinstance(value, tuple)
              and all(map(_text, value)))


def maybe(shape: Shape) -> Shape:
    """``shape`` or None."""
    return Shape(f"{shape.said} or None", lambda value: value is None or shape.fits(value))


def one_of(*choices: str) -> Shape:
    """One of the strings ``choices``.

    >>> one_of("names", "count").said
    "'names' or 'count'"
    """
    return Shape(" or ".join(map(repr, choices)), lambda value: value in choices)


def instance(kind: type | Callable[[], type], said: str) -> Shape:
    """An instance of the class ``kind``, or of the class ``kind()`` gives: a class of the
    simulation is named through a function, imported only when a value is tested, so that
    declaring a part of the simulation loads nothing of it.

    >>> instance(About, "an About").fits(3), instance(_lab, "a Lab").fits(3)
    (False, False)
    """
    def test(value: object) -> bool:
        return isinstance(value, kind if isinstance(kind, type) else kind())
    return Shape(said, test)


def _lab() -> type:
    from ..sim.lab import Lab  # (the lab's type, loaded only when a game's lab is checked)

    return Lab


def table(of: Shape, said: str) -> Shape:
    """A dict (any mapping) of names to values of the shape ``of``, ``said`` so."""
    return Shape(said, lambda value: isinstance(value, Mapping)
                 and all(_text(k) and of.fits(v) for k, v in value.items()))


def what(value: object) -> str:
    """What ``value`` is, for a message.

    >>> what(None), what({}), what("x"), what(3)
    ('None', 'a dict', "the string 'x'", 'an int')
    """
    if value is None:
        return "None"
    if isinstance(value, Path):
        return f"the path {quote(value.as_posix())}, where there is no folder"
    if isinstance(value, str):
        return f"the string {quote(value, 30)}"
    kind = type(value).__name__
    return f"{'an' if kind[:1] in 'aeiouAEIOU' else 'a'} {kind}"


# -- the declarations -------------------------------------------------------------------------
@dataclass(frozen=True)
class Hook:
    """One thing a game gives: a field of ``GameInfo`` or a name a part's module defines."""

    name: str
    shape: Shape
    #: How it is written, for the message that asks for it (``{name}``: the game's name).
    add: str
    #: What it is for, and what happens without it.
    doc: str
    required: bool = False


@dataclass(frozen=True)
class Part:
    """A file of the game's folder that the tools look for by name: ``games/<name>/<module>.py``
    (or a folder of that name with an ``__init__.py``)."""

    module: str
    #: What it is for, and what happens without it.
    doc: str
    hooks: tuple[Hook, ...]
    #: Whether every game must have it.
    required: bool = False


#: The fields of ``GameInfo`` (games/core/game.py), as a game's ``__init__.py`` gives them.
FIELDS: dict[str, Hook] = {hook.name: hook for hook in (
    Hook("name", TEXT, 'name="{name}"', "the game's registry name: its folder's name and its "
         "line in games/games.txt", True),
    Hook("title", TEXT, 'title="Your Title"', "the title the book and the tools print", True),
    Hook("state_from_record", FUNCTION, "state_from_record=state_from_record",
         "builds the starting state from a record's header (rules.py), raising located "
         "UserErrors", True),
    Hook("records", FOLDER, 'records=Path(__file__).parent / "records"', "the folder of the "
         "example records (*.rec): the figures, the viewers and the chapter's examples replay "
         "them (by default games/<name>/records)", True),
    Hook("figures_module", TEXT, 'figures_module="games.{name}.figures"', "the module of the "
         "figure catalogue and render_position (by default games.<name>.figures)", True),
    Hook("narrate", Shape("a narrator with summary(state)",
                          lambda value: callable(getattr(value, "summary", None))),
         "narrate=narrate", "the narrator, narrate.py: the viewer's words, summary(state) "
         "and the hooks games.core.parts.NARRATOR declares", True),
    Hook("about", instance(About, "an About (games.core.game)"),
         'about=About(designers="...", year="...", players="...", time="...", '
         'components="...")', "the cover's facts, printed on the chapter's cover and the "
         "player's PDF", True),
    Hook("score_board", maybe(FUNCTION), "score_board=score_board", "scores a board file for "
         "rulebook score; None: the game has no board format"),
    Hook("information", instance(Information, "an Information (games.core.game)"),
         "information=Information.IMPERFECT", "what the players see: PERFECT (the default) "
         "or IMPERFECT, when some of a position is hidden from some players (the state's "
         "observation(player) then shows only what that player may see)"),
    Hook("determinize", maybe(FUNCTION), "determinize=determinize", "for hidden "
         "information: a whole state drawn among those a player cannot tell apart, for the "
         "searching agents; None: nothing is hidden, or the search refuses the game"),
    Hook("players_by", one_of("names", "count"), 'players_by="count"', "how a record's "
         "players line gives the players"),
    Hook("shuffle_key", maybe(TEXT), 'shuffle_key="seed"', "the header key of a dealt "
         "game's shuffle; None: nothing is shuffled"),
    Hook("continuous", FLAG, "continuous=True", "whether a move is a continuous quantity "
         "(the tree search cannot play it)"),
    Hook("agents", NAMES, 'agents=("robot",)', "the agents of its own, made by the agents "
         "of its LAB (lab.py)"),
    Hook("search", maybe(TEXT), 'search="robot"', "the agent the agent name 'search' stands "
         "for; None: the tree search that suits the game"),
    Hook("variants", instance(Variants, "a Variants table (games.core.header)"),
         "variants=VARIANTS", "the variants a record may choose, the same table as its "
         "header's: rulebook simulate --variant, the studies and their words in the book read "
         "it; empty by default (a game without variants gives nothing)"),
    Hook("setup", Shape("a tuple of header Fields (games.core.header)",
                        lambda value: isinstance(value, tuple)
                        and all(isinstance(f, Field) for f in value)),
         'setup=HEADER.offered("set")', "the header fields a new game is set up with beyond "
         "its players and variants, as a player chooses them: the Play page's form offers "
         "each with its default; none by default"),
)}

#: What a narrator (``GameInfo.narrate``, usually the game's ``narrate.py``) gives.
NARRATOR: tuple[Hook, ...] = (
    Hook("summary", FUNCTION, "def summary(state) -> str", "the position after each move in "
         "one short line (the score, whose turn), under every frame of the viewer", True),
    Hook("start", FUNCTION, "def start(state) -> str", "the starting position in words "
         "(without it: 'The starting position.')"),
    Hook("describe", FUNCTION, "def describe(before, move, after) -> str", "a move in words, "
         "instead of its kind's describe (games/core/turns.py)"),
)

_FIGURES = Part("figures", "the figures the chapter shows, drawn from the model, and every "
                "position the viewers step through (rulebook figures, rulebook steps); the "
                "module GameInfo.figures_module names", (
    Hook("FIGURES", table(FUNCTION, "a dict of names to functions returning SVG text"),
         "FIGURES, figure = catalogue() (games.core.catalogue), each figure an @figure(NAME)",
         "the figure catalogue: diagrams/{name}/NAME.svg for each entry", True),
    Hook("render_position", FUNCTION, "def render_position(state, title, caption) -> str",
         "any position drawn: the viewers' frames and rulebook render", True),
    Hook("render_play", FUNCTION, "def render_play(state, seat, title, caption) -> str",
         "the position as the player at seat sees it, with a doc.part box over each thing a "
         "move's parts name (MoveKind.parts): the Play page's table (docs/play/<chapter>.md)"),
), required=True)

#: The files of a game's folder that the registry looks for by name (``registry.part``).
PARTS: dict[str, Part] = {part.module: part for part in (
    _FIGURES,
    Part("header", "the record's header, declared once (games/core/header.py); its variants "
         "are GAME's variants, and the player's-edition check refuses its keys written as a "
         "record writes them", (
             Hook("HEADER", instance(Header, "a Header (games.core.header)"),
                  "HEADER = Header(TITLE, Field(...), variants=VARIANTS)",
                  "every field of a record's header with its reader and default", True),)),
    Part("worked", "the chapter's example boxes beyond the standard tallies, winners and "
         "checked moves (:model: GAME NAME ...), and the player aid's tables", (
             Hook("WORKED", table(FUNCTION, "a dict of names to functions returning lines or "
                                  "a Table"),
                  "WORKED, entry = catalogue() (games.core.catalogue), each an @entry(NAME)",
                  "the example boxes' text by name", True),)),
    Part("lab", "what the balance lab needs of it, one typed object (games/sim/lab.py): its "
         "rules of thumb (heuristic.py), how its search agents play (tuning.py), the balance "
         "questions its chapter prints with {balance} (studies.py), its own kinds of answer "
         "(answers.py), agents of its own (croquet's robot) and the once-a-turn part of a draw "
         "of hidden information. Without it: the greedy heuristic, default budgets and no "
         "balance section. Each study's label is printed in the player's edition too, where "
         "the players' words are checked: name the players and what the study varies ('2 "
         "players', '3 players, no jokers'), never an agent ('heuristic', 'heuristic play', "
         "'mcts:200')", (
             Hook("LAB", instance(_lab, "a Lab (games.sim.lab)"),
                  "LAB = Lab(heuristic=Heuristic(choose), questions=QUESTIONS, ...)",
                  "the lab's parts, each imported from its own file", True),)),
)}


# -- checking ---------------------------------------------------------------------------------
def _said(text: str, game: str) -> str:
    """``text`` with ``{name}`` standing for the game's name."""
    return text.replace("{name}", game)


def refused(game: str, problem: str) -> UserError:
    """The one-line error for ``game``."""
    return UserError(f"game {quote(game)}: {problem}")


def _wrong(game: str, hook: Hook, value: object, where: str, what_for: str) -> UserError:
    return refused(game, f"{hook.name} in {where} is {what(value)}, not {hook.shape.said}: make "
                         f"it {_said(hook.add, game)} ({what_for})")


def _missing(game: str, hook: Hook, where: str, what_for: str) -> UserError:
    return refused(game, f"{where} has no {hook.name}: add {_said(hook.add, game)} to "
                         f"{where} ({what_for})")


def source(folder: Path, module: str) -> Path | None:
    """The file of the part ``module`` in ``folder`` (``module.py``, or the ``__init__.py`` of a
    folder of that name), or None."""
    for path in (folder / f"{module}.py", folder / module / "__init__.py"):
        if path.is_file():
            return path
    return None


def defined(path: Path) -> frozenset[str] | None:
    """The names the module in ``path`` defines at its top level (functions, classes,
    assignments, imports), read without running it; None when it cannot tell (a ``*`` import,
    or a file Python cannot parse, which the import then reports).

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "m.py"
    >>> _ = path.write_text("from x import a as b\\nW, e = 1, 2\\ndef f(): pass\\nT: int = 3\\n")
    >>> sorted(defined(path))
    ['T', 'W', 'b', 'e', 'f']
    """
    try:
        tree = ast.parse(path.read_bytes(), str(path))
    except (SyntaxError, ValueError):
        return None
    names: set[str] = set()

    def targets(node: ast.expr) -> Iterable[str]:
        if isinstance(node, ast.Name):
            yield node.id
        elif isinstance(node, ast.Tuple | ast.List):
            for element in node.elts:
                yield from targets(element)
        elif isinstance(node, ast.Starred):
            yield from targets(node.value)

    for statement in tree.body:
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(statement.name)
        elif isinstance(statement, ast.Assign):
            for target in statement.targets:
                names.update(targets(target))
        elif isinstance(statement, ast.AnnAssign | ast.AugAssign):
            names.update(targets(statement.target))
        elif isinstance(statement, ast.Import | ast.ImportFrom):
            for alias in statement.names:
                if alias.name == "*":
                    return None
                names.add(alias.asname or alias.name.split(".")[0])
    return frozenset(names)


def _figures_file(info: GameInfo) -> Path | None:
    try:
        spec = importlib.util.find_spec(info.figures_module)
    except (ImportError, ValueError):
        return None
    return Path(spec.origin) if spec is not None and spec.origin else None


def _relative(path: Path, folder: Path, game: str) -> str:
    try:
        return f"games/{game}/{path.relative_to(folder).as_posix()}"
    except ValueError:
        return path.as_posix()


def registered(name: str, package: ModuleType) -> GameInfo:
    """The ``GAME`` of ``package`` (the game's module, ``games.<name>``), checked as the
    registry loads it: its fields (:data:`FIELDS`), its narrator's hooks (:data:`NARRATOR`),
    its figures module, and each part file its folder holds (:data:`PARTS`: the names the part
    must define, read without running it); a UserError of one line otherwise."""
    folder = Path(package.__file__ or ".").parent
    init = f"games/{name}/__init__.py"
    info = getattr(package, "GAME", None)
    if not isinstance(info, GameInfo):
        raise refused(name, f"{init} makes no GAME, a GameInfo: add GAME = GameInfo("
                            f'name="{name}", title=..., ...) to {init} (games/core/game.py)'
                            if info is None else
                            f"GAME in {init} is {what(info)}, not a GameInfo: make it "
                            "GameInfo(...) (games/core/game.py)")
    info = info.found_in(folder, package.__name__)
    for hook in FIELDS.values():
        value = getattr(info, hook.name)
        if value is None and hook.required:
            raise refused(name, f"GAME in {init} gives no {hook.name}: add "
                                f"{_said(hook.add, name)} to its GameInfo ({hook.doc})")
        if not hook.shape.fits(value):
            raise _wrong(name, hook, value, f"GAME ({init})", hook.doc)
    if info.name != name:
        raise refused(name, f"GAME in {init} is named {quote(info.name)}: make it "
                            f'name="{name}", the folder\'s name and its line in games/games.txt')
    for hook in NARRATOR:
        value = getattr(info.narrate, hook.name, None)
        if value is not None and not hook.shape.fits(value):
            raise _wrong(name, hook, value, "the narrator", hook.doc)
    figures = _figures_file(info)
    if figures is None:
        raise refused(name, f"GAME in {init} names the figures module "
                            f"{quote(info.figures_module)}, which is not there: add "
                            f"games/{name}/figures.py and make it "
                            f'figures_module="games.{name}.figures" ({_FIGURES.doc})')
    for part in PARTS.values():
        path = figures if part is _FIGURES else source(folder, part.module)
        if path is None:
            continue
        names = defined(path)
        where = _relative(path, folder, name)
        for hook in part.hooks:
            if hook.required and names is not None and hook.name not in names:
                raise _missing(name, hook, where, _said(hook.doc, name))
    _agreed(name, info, folder)
    return info


def _agreed(name: str, info: GameInfo, folder: Path) -> None:
    """What two parts must say alike: the agents GAME names and its agents.py; a prepared draw
    and GAME's determinize; the header's variants and GAME's (when the header is loaded)."""
    init = f"games/{name}/__init__.py"
    if info.agents and source(folder, "lab") is None:
        raise refused(name, f"GAME in {init} names the agents {', '.join(info.agents)}, but "
                            f"games/{name}/lab.py is not there: add it, with "
                            "LAB = Lab(agents={NAME: (make, most parameters)})")
    header = sys.modules.get(f"games.{name}.header")
    if header is not None:
        _same_variants(name, info, header)


def _same_variants(name: str, info: GameInfo, header: ModuleType) -> None:
    declared = getattr(getattr(header, "HEADER", None), "variants", None)
    given = info.variants.names()
    found = declared.names() if isinstance(declared, Variants) else ()
    if tuple(found) != tuple(given):
        raise refused(name, f"the header (games/{name}/header.py) declares the variants "
                            f"{', '.join(found) or 'none'}, but GAME in games/{name}/__init__.py "
                            f"gives {', '.join(given) or 'none'}: give both the one table "
                            "(variants=VARIANTS in its GameInfo, variants=VARIANTS in its "
                            "Header)")


def loaded(info: GameInfo, part: str, module: object) -> None:
    """Check the part ``part`` of ``info`` as it is loaded (``module``): every name it must
    define, and the shape of each name it defines (:data:`PARTS`)."""
    declared = PARTS[part]
    path = getattr(module, "__file__", None)
    where = f"games/{info.name}/{Path(path).name}" if path else f"games/{info.name}/{part}.py"
    for hook in declared.hooks:
        if not hasattr(module, hook.name):
            if hook.required:
                raise _missing(info.name, hook, where, _said(hook.doc, info.name))
            continue
        value = getattr(module, hook.name)
        if not hook.shape.fits(value):
            raise _wrong(info.name, hook, value, where, _said(hook.doc, info.name))
    if part == "header" and isinstance(module, ModuleType):
        _same_variants(info.name, info, module)


def _fields_declared() -> bool:
    """Whether :data:`FIELDS` declares every field of GameInfo and nothing else.

    >>> _fields_declared()
    True
    """
    return {f.name for f in fields(GameInfo)} == set(FIELDS)


"""``rulebook new``: the skeleton of a new game, in the shape every game here has.

It writes a small but whole game (claim squares of a board; your largest group scores) that a
designer then turns into their own: its rules model in the layout every game has (the move
values in ``games/NAME/moves.py``, one declared move kind and the turn's table in ``turn.py``,
the state in ``rules.py``, the declared header in ``header.py``), one example record, one
figure, a chapter with an example box and doctests, a one-page player aid, its tests, and its
line in ``games/games.txt``.
It writes nothing under ``games/sim``: the new game has no heuristic, search tuning or studies
of its own yet, so the simulations play it with the defaults (:mod:`games.sim.heuristic`,
:mod:`games.sim.tuning`) and its chapter has no balance section. Its figure and its viewer's
frames are drawn at once and the answers its chapter shows are kept (a build of the book's
pages, :func:`_keep_answers`), so ``make test`` and ``make rulebook`` pass straight away; if
anything fails (or is interrupted) on the way, everything it wrote is taken away again.

A name or title it cannot use is refused with one line, before anything is written:

>>> check_name("river_race"), chapter_of("river_race"), class_of("river_race")
('river_race', 'river-race', 'RiverRaceState')
>>> check_name("Chess!")
Traceback (most recent call last):
...
games.core.errors.UserError: a game's name is 2 to 30 lower-case letters, digits or '_', \
starting with a letter (it names a Python package): 'Chess!'
>>> check_name("sim")
Traceback (most recent call last):
...
games.core.errors.UserError: 'sim' is a part of the games package already (games/sim): \
choose another name
>>> check_name("random")
Traceback (most recent call last):
...
games.core.errors.UserError: 'random' is the name of a Python module, which a game's package \
would shadow: choose another name
>>> check_title("A \\x07bell")
Traceback (most recent call last):
...
games.core.errors.UserError: --title: a title may hold letters, digits, spaces and ' " - : , . \
! ? & only: 'A \\x07bell'
>>> check_title('Le "Café" de Noël')
'Le "Café" de Noël'

The cover's facts (``--players``, ``--time``, ``--components``) are the designer's to give:
the skeleton's own (two to four players, a few minutes, a square board) are not their game's.
A fact not given is written as a marked gap, :data:`~games.core.game.GAP`, which the player's
edition refuses to build with (the ``{cover}`` directive says which facts, in one line):

>>> check_players("2-4"), check_players("3"), check_time("20-30"), check_time("1")
('2 to 4', '3', '20 to 30 minutes', 'about 1 minute')
>>> check_players("2-٤")
Traceback (most recent call last):
...
games.core.errors.UserError: --players: give a number of players or a range such as 2-4, in \
digits 0-9 from 1 to 99: '2-٤'
>>> check_time("99999999999999999999")
Traceback (most recent call last):
...
games.core.errors.UserError: --time: give the minutes a game takes, or a range such as 20-30, \
in digits 0-9 from 1 to 999: '99999999999999999999'
>>> check_components("a board\\x07")
Traceback (most recent call last):
...
games.core.errors.UserError: --components: what you need to play, in 1 to 200 printable \
characters: 'a board\\x07'
"""

from __future__ import annotations

import importlib.util
import keyword
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
from importlib import resources
from pathlib import Path
from string import Template

from . import registry
from .core.errors import UserError, quote
from .core.files import write_all
from .core.game import GAP

#: The project the skeleton is written into: the folder holding the ``games`` package.
PROJECT = Path(__file__).resolve().parent.parent
_NAME = re.compile(r"[a-z][a-z0-9_]{1,29}")
_TITLE = re.compile(r"[\w '\"\-:,.!?&]{1,60}")
#: Template file (under games/templates/game) -> where it goes, relative to the project.
LAYOUT = {
    "__init__.py.tmpl": "games/{name}/__init__.py",
    "moves.py.tmpl": "games/{name}/moves.py",
    "turn.py.tmpl": "games/{name}/turn.py",
    "rules.py.tmpl": "games/{name}/rules.py",
    "options.py.tmpl": "games/{name}/options.py",
    "header.py.tmpl": "games/{name}/header.py",
    "figures.py.tmpl": "games/{name}/figures.py",
    "narrate.py.tmpl": "games/{name}/narrate.py",
    "records/opening.rec.tmpl": "games/{name}/records/opening.rec",
    "chapter.md.tmpl": "docs/{chapter}.md",
    "aid.md.tmpl": "docs/aids/{chapter}.md",
    "play.md.tmpl": "docs/play/{chapter}.md",
    "test.py.tmpl": "tests/test_{name}.py",
}


def check_name(name: str, project: Path = PROJECT) -> str:
    """``name`` if it can name a new game's package in ``project``, else a UserError saying
    why: not a package name, a Python keyword, a game already, a part of the ``games``
    package, or the name of a module it would shadow (Python's own, or one installed)."""
    if not _NAME.fullmatch(name) or "__" in name or name.endswith("_"):
        raise UserError("a game's name is 2 to 30 lower-case letters, digits or '_', starting "
                        f"with a letter (it names a Python package): {quote(name)}")
    if keyword.iskeyword(name):
        raise UserError(f"{quote(name)} is a Python keyword, so it cannot name a package")
    if name in registry.GAME_NAMES:
        raise UserError(f"there is already a game called {quote(name)}")
    package = project / "games"
    for taken in (package / name, package / f"{name}.py"):
        if taken.exists():
            raise UserError(f"{quote(name)} is a part of the games package already "
                            f"(games/{taken.name}): choose another name")
    if name in sys.stdlib_module_names or name in ("games", "tests", "docs") or _installed(name):
        raise UserError(f"{quote(name)} is the name of a Python module, which a game's package "
                        "would shadow: choose another name")
    return name


def _installed(name: str) -> bool:
    """Whether a module ``name`` is installed (a package or a module file; not a bare folder
    that only looks like a namespace package)."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return False
    return spec is not None and spec.origin is not None


def check_title(title: str) -> str:
    """``title`` if a chapter heading and the code can carry it as it is."""
    if not _TITLE.fullmatch(title) or not title.strip() or not title.isprintable():
        raise UserError("--title: a title may hold letters, digits, spaces and ' \" - : , . ! "
                        f"? & only: {quote(title)}")
    return " ".join(title.split())


#: A count or a range of counts, as the cover's numeric options take it: ``3`` or ``2-4``.
_COUNT = re.compile(r"([0-9]{1,3})(?:-([0-9]{1,3}))?")
#: The most characters of ``--components`` (a cover's line or two).
MAX_COMPONENTS = 200


def _count(text: str, option: str, what: str, most: int) -> tuple[int, int]:
    """The least and most of ``text`` (``N`` or ``N-M``, ASCII digits, 1 to ``most``, the
    least first), or a one-line UserError naming ``option``."""
    match = _COUNT.fullmatch(text.strip())
    low, high = (int(match[1]), int(match[2] or match[1])) if match else (0, 0)
    if not 1 <= low <= high <= most:
        raise UserError(f"{option}: give {what}, in digits 0-9 from 1 to {most}: "
                        f"{quote(text)}")
    return low, high


def check_players(text: str) -> str:
    """The cover's players for ``--players`` (``3``, or ``2-4``: "2 to 4")."""
    low, high = _count(text, "--players", "a number of players or a range such as 2-4", 99)
    return str(low) if low == high else f"{low} to {high}"


def check_time(text: str) -> str:
    """The cover's playing time for ``--time``, in minutes (``30``: "about 30 minutes";
    ``20-30``: "20 to 30 minutes")."""
    low, high = _count(text, "--time", "the minutes a game takes, or a range such as 20-30",
                       999)
    if low == high:
        return f"about {low} minute{'s' if low > 1 else ''}"
    return f"{low} to {high} minutes"


def check_components(text: str) -> str:
    """The cover's "You need" for ``--components``: free words, on one line."""
    words = " ".join(text.split())
    if not words or not text.isprintable() or len(words) > MAX_COMPONENTS or GAP in words:
        raise UserError(f"--components: what you need to play, in 1 to {MAX_COMPONENTS} "
                        f"printable characters: {quote(text)}")
    return words


def _fact(key: str, value: str | None) -> str:
    """``key=value`` as the skeleton's ``About(...)`` writes it: :data:`GAP` for a fact not
    given, else the text as a Python string, cut into lines that fit the line length."""
    if value is None:
        return f"        {key}=GAP"
    line = f"        {key}={value!r}"
    if len(line) <= 90:
        return line
    # Pieces of at most 36 characters that join back into the text, space and all.
    chunks = textwrap.wrap(value, 36, drop_whitespace=False, replace_whitespace=False,
                           break_on_hyphens=False, expand_tabs=False)
    return f"        {key}=(\n" + "\n".join(f"            {chunk!r}" for chunk in chunks) + ")"


def chapter_of(name: str) -> str:
    """The chapter's file name (without ``.md``) of the game ``name``."""
    return name.replace("_", "-")


def class_of(name: str) -> str:
    """The name of the game's state class."""
    return "".join(part.capitalize() for part in name.split("_")) + "State"


def skeleton(name: str, title: str, designer: str, year: str, players: str | None = None,
             time: str | None = None, components: str | None = None) -> dict[str, str]:
    """The new game's files (path relative to the project: text). The cover's ``players``,
    ``time`` and ``components`` are written as given (checked first), or as a marked gap
    (:data:`~games.core.game.GAP`) where they are None."""
    chapter = chapter_of(name)
    facts = {"designers": designer, "year": year, "players": players, "time": time,
             "components": components}
    words = {
        "name": name, "chapter": chapter, "State": class_of(name),
        "title": title, "title_md": title, "title_doc": title.replace('"', "'"),
        "title_repr": repr(title),
        "game_names": ("GAP, " if None in facts.values() else "") + "About, GameInfo",
        "about_facts": ",\n".join([*(_fact(key, value) for key, value in facts.items()),
                                   "        original=True"]),
        "summary": "claim squares of a board; your largest group scores.",
    }
    folder = resources.files("games") / "templates" / "game"
    return {target.format(name=name, chapter=chapter):
            Template((folder / source).read_text(encoding="utf-8")).substitute(words)
            for source, target in LAYOUT.items()}


def registered(text: str, name: str) -> str:
    r"""The text of the list of games, ``games/games.txt``, with ``name`` added last, a line of
    its own.

    >>> registered("# the games\nsubdivision\n", "river_race")
    '# the games\nsubdivision\nriver_race\n'
    >>> registered("subdivision", "river_race")
    'subdivision\nriver_race\n'
    """
    return text + ("\n" if text and not text.endswith("\n") else "") + name + "\n"


def new_game(name: str, title: str, designer: str = "its designer", year: str = "unpublished",
             project: Path = PROJECT, players: str | None = None, time: str | None = None,
             components: str | None = None) -> list[Path]:
    """Write the skeleton of game ``name`` into ``project`` and draw its figure and its viewer's
    frames; returns the files written. The cover's ``players`` (``2-4``), ``time`` (minutes,
    ``20-30``) and ``components`` are the designer's; each one not given is a marked gap.
    Refuses, changing nothing, a value it cannot use or a file that exists already; takes back
    everything it wrote if drawing fails or is interrupted."""
    name, title = check_name(name, project), check_title(title)
    for value, option in ((designer, "--designer"), (year, "--year")):
        if not value.strip() or not value.isprintable() or len(value) > 100 or GAP in value:
            raise UserError(f"{option}: give 1 to 100 printable characters: {quote(value)}")
    players = None if players is None else check_players(players)
    time = None if time is None else check_time(time)
    components = None if components is None else check_components(components)
    files = {project / path: text for path, text in
             skeleton(name, title, designer, year, players, time, components).items()}
    drawings = project / "diagrams" / name
    for path in [*files, drawings]:
        if path.exists():
            raise UserError("already exists; a new game never overwrites a file", str(path))
    registry_file = project / "games" / registry.LIST.name
    before = registry_file.read_text(encoding="utf-8")
    files[registry_file] = registered(before, name)
    write_all(project, files)
    try:
        for step in ("figures", "steps"):
            _draw(project, step, name)
        _keep_answers(project)
    except BaseException:  # a failure or an interruption: take back everything written
        shutil.rmtree(project / "games" / name, ignore_errors=True)
        shutil.rmtree(drawings, ignore_errors=True)
        for path in files:
            if path != registry_file:
                path.unlink(missing_ok=True)
        registry_file.write_text(before, encoding="utf-8")
        raise
    drawn = sorted(p for p in drawings.rglob("*") if p.is_file())
    return sorted(files) + drawn


def _keep_answers(project: Path) -> None:
    """Keep the answers the new chapter and aid show (``diagrams/NAME/worked.json``), in both
    editions' words, as a build of the book does, so that the tests find them before any build:
    two builds that read every page and write nothing else (Sphinx's ``dummy`` builder), the
    designer's edition and the player's. Skipped where ``project`` has no book
    (``docs/conf.py``)."""
    if not (project / "docs" / "conf.py").is_file():
        return
    for tags in ([], ["-t", "player"]):
        with tempfile.TemporaryDirectory(prefix="rulebook-new-") as out:
            done = subprocess.run([sys.executable, "-m", "sphinx", "-q", "-b", "dummy", *tags,
                                   "docs", out], cwd=project, capture_output=True, text=True,
                                  check=False)
        if done.returncode:
            raise UserError("the new game's chapter could not be built, so nothing was kept: "
                            + (done.stderr.strip().splitlines() or ["no message"])[-1])


def _draw(project: Path, step: str, name: str) -> None:
    """Run ``rulebook STEP NAME`` (``figures`` or ``steps``) in ``project``; a UserError with
    its last line if it fails."""
    done = subprocess.run([sys.executable, "-m", "games.cli", step, name], cwd=project,
                          capture_output=True, text=True, check=False)
    if done.returncode:
        what = "figure" if step == "figures" else "viewer's frames"
        raise UserError(f"the new game's {what} could not be drawn, so nothing was kept: "
                        + (done.stderr.strip().splitlines() or ["no message"])[-1])

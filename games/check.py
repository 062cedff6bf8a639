"""``rulebook check GAME``: everything that concerns one game, in a minute for a small one.

Each part is a command of its own, run in the project (the folder above this package) as a
subprocess, several at once (``--jobs``, one per core by default); what a part needs done first
it waits for:

========================  =====================================================================
declared parts            GAME and every part of its folder as :mod:`games.core.parts` declares
                          them (first: nothing else runs if the game is refused)
figures, frames           ``rulebook figures GAME``, ``rulebook steps GAME``: drawn where stale,
                          what the game no longer has taken away
lint, types               ruff over its folder and its tests; mypy over its folder
its tests, doctests       its own tests (``tests/test_GAME.py``, ``tests/test_GAME_*.py``) and
                          the docstring examples in ``games/GAME``
chapter examples          the chapter's and the aid's examples (``docs/CHAPTER.md``,
                          ``docs/aids/CHAPTER.md``, through Sybil)
designer's pages          the chapter and aid alone in the designer's edition, warnings as
                          errors (``RULEBOOK_ONLY=GAME``, docs/conf.py), keeping its answers
player's pages            the same in the player's edition, with the player's-edition word
                          checks on both pages (tests/test_player_edition.py)
every-game tests          the tests that walk every game (:data:`EVERY_GAME`), for this one
                          (``pytest --game GAME``, conftest.py)
player's PDF              its rulebook and aid as PDFs (Sphinx's LaTeX and latexmk), where
                          xelatex and latexmk are installed; else skipped, saying so
========================  =====================================================================

It prints a line per part as it ends (its name, ok, failed or skipped, and its seconds), then
the output of each part that failed (the whole of it in ``build/check/GAME/``), and exits 0
when every part passed, 1 when one failed.

>>> [part.name for part in plan("in_crowd", tex=False)][:6]
['declared parts', 'figures', 'frames', "designer's pages", "player's pages", 'every-game tests']
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from . import registry

#: The project: the folder that holds this package, ``docs/`` and ``tests/``.
ROOT = Path(__file__).resolve().parent.parent

#: The tests that walk every game of the registry, run for one game with ``--game``.
EVERY_GAME = ("tests/test_contract.py", "tests/test_figures.py", "tests/test_steps.py",
              "tests/test_worked_cache.py", "tests/test_sim_heuristic.py",
              "tests/test_sim_agents.py", "tests/test_sim_cli.py")
#: pytest as every part runs it: one process, nothing cached, no random order.
PYTEST = ("-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-p", "no:randomly")
#: The longest a part may take before it is stopped and counted as failed.
TIMEOUT = 1800
#: How many lines of a failed part's output are printed.
TAIL = 40


@dataclass(frozen=True)
class Command:
    """One command of a part: its words, and the folder it runs in (the project's, if None)."""

    argv: tuple[str, ...]
    cwd: Path | None = None

    def __str__(self) -> str:
        return " ".join(self.argv[2:] if self.argv[:2] == (sys.executable, "-m") else
                        (Path(self.argv[0]).name, *self.argv[1:]))


@dataclass(frozen=True)
class Part:
    """A part of the check: commands run in turn (each must succeed), the environment they
    add, the parts it waits for (``after``: to end; ``needs``: to pass, else it is not run),
    and why it is skipped (when it is)."""

    name: str
    commands: tuple[Command, ...]
    env: Mapping[str, str] = field(default_factory=dict)
    after: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()
    skipped: str | None = None
    #: What it makes, said after it when it passed.
    made: str = ""


@dataclass
class Outcome:
    """How a part ended: ``ok``, ``failed``, ``skipped`` or ``not run``; its seconds, a note,
    the output it printed and the command that failed."""

    part: Part
    status: str
    seconds: float = 0.0
    note: str = ""
    output: str = ""
    command: str = ""

    def line(self) -> str:
        """The part's line: name, status, seconds, and a note.

        >>> Outcome(Part("lint", ()), "ok", 0.25).line()
        'lint                ok           0.2 s'
        >>> Outcome(Part("player's PDF", ()), "skipped", note="  (no TeX)").line()
        "player's PDF        skipped             (no TeX)"
        """
        timing = f"{self.seconds:7.1f} s" if self.status in ("ok", "failed") else " " * 9
        return f"{self.part.name:<19} {self.status:<8} {timing}{self.note}".rstrip()


def own_tests(name: str, root: Path) -> list[str]:
    """The game's own test files: ``tests/test_NAME.py`` and ``tests/test_NAME_*.py``, but not
    those of a game whose name is longer and starts the same (``in`` and ``in_crowd``).

    >>> own_tests("in_crowd", ROOT)[:2]
    ['tests/test_in_crowd_answers.py', 'tests/test_in_crowd_properties.py']
    """
    longer = [other for other in registry.GAME_NAMES if other.startswith(f"{name}_")]
    found = sorted({*(root / "tests").glob(f"test_{name}.py"),
                    *(root / "tests").glob(f"test_{name}_*.py")})
    return [path.relative_to(root).as_posix() for path in found
            if not any(path.name == f"test_{other}.py" or path.name.startswith(f"test_{other}_")
                       for other in longer)]


def tex_missing() -> str | None:
    """Why the player's PDF cannot be made here (None: xelatex and latexmk are installed)."""
    absent = [tool for tool in ("xelatex", "latexmk") if shutil.which(tool) is None]
    if not absent:
        return None
    return f"no {' or '.join(absent)} here: 'make tex' installs TeX (as root)"


def plan(name: str, root: Path = ROOT, *, tex: bool = True) -> list[Part]:
    """The parts of ``rulebook check NAME`` in the project ``root``, in the order they are
    started (the longest first among those ready); ``tex``: whether to make the PDF (when
    xelatex and latexmk are there)."""
    python = sys.executable
    chapter = name.replace("_", "-")
    pages = [f"docs/{chapter}.md", f"docs/aids/{chapter}.md"]
    tests = own_tests(name, root)
    only = {"RULEBOOK_ONLY": name}
    drawn = ("figures", "frames")
    latex = root / "build" / "check" / name / "latex-player"
    book = ("-m", "sphinx", "-W", "--keep-going", "-q")
    missing = tex_missing() if tex else "left out: --no-pdf"
    first = ("declared parts",)
    return [
        Part("declared parts", (Command((python, "-m", "games.check", "parts", name)),)),
        Part("figures", (Command((python, "-m", "games.cli", "figures", name)),), needs=first),
        Part("frames", (Command((python, "-m", "games.cli", "steps", name)),), needs=first),
        Part("designer's pages", (Command((python, *book, "-b", "html", "docs",
                                           f"build/check/{name}/html")),),
             env=only, after=drawn, needs=first),
        Part("player's pages", (Command((python, *PYTEST, "tests/test_player_edition.py",
                                         "--game", name)),), env=only, after=drawn, needs=first),
        Part("every-game tests", (Command((python, *PYTEST, *EVERY_GAME, "--game", name)),),
             after=(*drawn, "designer's pages", "player's pages"), needs=first),
        Part("chapter examples", (Command((python, *PYTEST, *pages)),), needs=first),
        Part("types", (Command((python, "-m", "mypy", f"games/{name}")),), needs=first),
        Part("its tests", (Command((python, *PYTEST, *tests)),), needs=first,
             skipped=None if tests else f"no tests of its own (tests/test_{name}.py)"),
        Part("doctests", (Command((python, *PYTEST, f"games/{name}")),), needs=first),
        Part("player's PDF", () if missing else (
            Command((python, *book, "-b", "latex", "-t", "player", "docs", str(latex))),
            *(Command(("latexmk", "-pdfxe", "-interaction=nonstopmode", "-halt-on-error",
                       f"{document}.tex"), cwd=latex)
              for document in (chapter, f"{chapter}-aid"))),
             env=only, after=drawn, needs=first, skipped=missing,
             made=f"{_shown(latex / chapter, root)}.pdf and {chapter}-aid.pdf"),
        Part("lint", (Command((python, "-m", "ruff", "check", f"games/{name}", *tests)),),
             needs=first),
    ]


def run_part(part: Part, root: Path, env: Mapping[str, str]) -> Outcome:
    """Run ``part``'s commands in turn in ``root``; failed at the first that exits other than
    0 (or runs past :data:`TIMEOUT`)."""
    output: list[str] = []
    start = time.monotonic()
    for command in part.commands:
        try:
            done = subprocess.run(command.argv, cwd=command.cwd or root, env={**env, **part.env},
                                  stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                  errors="replace", timeout=TIMEOUT, check=False)
        except subprocess.TimeoutExpired:
            return Outcome(part, "failed", time.monotonic() - start,
                           f"  (stopped after {TIMEOUT} s)", "".join(output), str(command))
        except OSError as exc:
            return Outcome(part, "failed", time.monotonic() - start,
                           f"  ({exc.strerror})", "".join(output), str(command))
        output.append(f"$ {command}\n{done.stdout}{done.stderr}")
        if done.returncode != 0:
            return Outcome(part, "failed", time.monotonic() - start,
                           f"  (exit {done.returncode})", "".join(output), str(command))
    return Outcome(part, "ok", time.monotonic() - start, f"  ({part.made})" if part.made else "",
                   "".join(output))


def environment(root: Path) -> dict[str, str]:
    """The environment of every part: this one, with the project's package first on the path
    and no pytest-xdist worker's marks; compiled Python is kept under build/pycache (as the
    Makefile keeps it), so that the parts compile the project's modules once between them."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("PYTEST_XDIST") and key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(root), env.get("PYTHONPATH"))))
    env.setdefault("PYTHONPYCACHEPREFIX", str(root / "build" / "pycache"))
    return env


def check(name: str, root: Path = ROOT, jobs: int = 2, out: TextIO = sys.stdout,
          parts: Sequence[Part] | None = None,
          runner: Callable[[Part, Path, Mapping[str, str]], Outcome] = run_part) -> int:
    """Run the check of the game ``name`` (a registry name) in ``root``, ``jobs`` parts at a
    time; print a line per part as it ends, then what the failed ones printed. 0 when every
    part passed, 1 when one failed. ``parts``: the plan (:func:`plan` by default)."""
    parts = list(plan(name, root) if parts is None else parts)
    env = environment(root)
    logs = root / "build" / "check" / name
    print(f"rulebook check {name}: {len(parts)} parts, {jobs} at a time", file=out, flush=True)
    began = time.monotonic()
    ended: dict[str, Outcome] = {}

    def done(outcome: Outcome) -> None:
        ended[outcome.part.name] = outcome
        print(outcome.line(), file=out, flush=True)

    waiting = list(parts)
    running: dict[Future[Outcome], Part] = {}
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        while waiting or running:
            for part in list(waiting):
                broken = [dep for dep in part.needs
                          if dep in ended and ended[dep].status in ("failed", "not run")]
                if broken:
                    waiting.remove(part)
                    done(Outcome(part, "not run", note=f"  ({broken[0]} did not pass)"))
                elif not all(dep in ended for dep in (*part.after, *part.needs)):
                    continue
                elif part.skipped is not None:
                    waiting.remove(part)
                    done(Outcome(part, "skipped", note=f"  ({part.skipped})"))
                elif len(running) < jobs:
                    waiting.remove(part)
                    running[pool.submit(runner, part, root, env)] = part
            if running:
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in finished:
                    del running[future]
                    done(future.result())
            elif waiting:  # waiting on a part that is in no plan: a mistake in the plan
                raise ValueError(f"{waiting[0].name} waits for a part not planned")
    failed = [outcome for outcome in ended.values() if outcome.status == "failed"]
    _keep(logs, ended.values())
    for outcome in failed:
        lines = outcome.output.rstrip().splitlines()
        print(f"\n--- {outcome.part.name}: {outcome.command} {outcome.note.strip()} (its last "
              f"{min(TAIL, len(lines))} lines; all in "
              f"{_shown(logs / _log_name(outcome.part.name), root)})", file=out)
        print("\n".join(lines[-TAIL:]), file=out)
    passed = sum(outcome.status == "ok" for outcome in ended.values())
    skipped = sum(outcome.status == "skipped" for outcome in ended.values())
    summary = (f"{len(failed)} of {len(parts)} parts failed" if failed else
               f"all {passed} parts passed" + (f" ({skipped} skipped)" if skipped else ""))
    if failed:
        print(file=out)
    print(f"{name}: {summary} in {time.monotonic() - began:.1f} s", file=out)
    return 1 if failed else 0


def _log_name(part: str) -> str:
    """A part's log file name: ``player's PDF`` -> ``players-pdf.log``.

    >>> _log_name("player's PDF"), _log_name("every-game tests")
    ('players-pdf.log', 'every-game-tests.log')
    """
    words = "".join(c if c.isalnum() else "" if c == "'" else " " for c in part.lower())
    return "-".join(words.split()) + ".log"


def _shown(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def _keep(folder: Path, outcomes: Iterable[Outcome]) -> None:
    """Write each part's output to ``folder`` (left as it is if it cannot be written)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for outcome in outcomes:
            if outcome.output:
                (folder / _log_name(outcome.part.name)).write_text(outcome.output,
                                                                    encoding="utf-8")
    except OSError:
        pass


def declared_parts(name: str) -> int:
    """The first part of the check: the game loaded and every part it has loaded and checked
    (:func:`games.registry.check_all`); its one-line refusal and 1 otherwise."""
    from .core.errors import UserError

    try:
        info = registry.get(name)
        print(f"{name}: GAME and its parts as declared: {', '.join(registry.check_all(info))}")
    except UserError as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":  # python -m games.check parts NAME (the first part, run apart)
    sys.exit(declared_parts(sys.argv[2]) if sys.argv[1:2] == ["parts"] and len(sys.argv) == 3
             else 2)

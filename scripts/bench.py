#!/usr/bin/env python3
"""Figures of merit, printed (never asserted): `make bench`.

* random 2-player Subdivision playouts per second on one core (aim: at least 2,000);
* random The "In" Crowd playouts per second on one core (aim: at least 1,000);
* random 4-player The Fallacy of Rank playouts per second on one core (aim: at least 100);
* random 3-player Human Trophies playouts per second on one core (aim: at least 500);
* simulated Tabletop Croquet flicks per second on one core, robots playing (aim: at least 200);
* the time `rulebook figures` takes to regenerate every figure (into a scratch folder).

Then what a user waits for, measured on a copy of the project made for the run (``make`` with
this project's .venv), wall time and CPU time (user + system, of every process) each:
* a clean ``make html`` (a fresh clone: no build/, the committed figures, viewer frames and
  their stamps, so nothing is drawn; both editions built, the frames copied) against a bare
  Sphinx build of the same pages: both editions' pages, Sphinx's default theme and only the
  extensions needed to read them (MyST, doctest), without our directives, figures or frames,
  the two editions built at once as ``make html`` builds them; the two measured back to back
  in this run (aim: within 1.2x);
* a no-op ``make html`` (aim: under 1 s) and, where TeX is installed, a clean and a no-op
  ``make pdf`` (aim: under 2 s);
* ``make figures`` with every stamp removed (as after an edit to the drawing kit): every
  figure and every viewer frame drawn;
* a real edit to one game's figures (The "In" Crowd's): what ``make html`` and ``make pdf``
  then take, which games' figures were written and which PDFs changed (aim: that game's only);
* the wall time of the test suite as ``make test`` runs it (aim: under the 14 s one process
  took when issue 15 was filed, on a quiet machine).
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games import croquet, fallacy_of_rank, in_crowd, subdivision  # noqa: E402
from games.core.protocol import random_playout  # noqa: E402
from games.core.rng import make_rng  # noqa: E402
from games.croquet.robot import STEADY, Robot, play  # noqa: E402
from games.human_trophies import new_game as new_trophies_game  # noqa: E402


def playouts_per_second(start_game, seconds: float = 3.0) -> float:
    """Random playouts per second; ``start_game(k)`` sets up the k-th game."""
    rng, count, start = make_rng("bench"), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(start_game(count), rng).tallies()
        count += 1
    return count / (time.perf_counter() - start)


def flicks_per_second(seconds: float = 3.0) -> float:
    """Four steady robots play Tabletop Croquet; every flick is simulated with pymunk."""
    flicks, game, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = croquet.new_game("Ann", "Ben", "Cat", "Dan")
        robots = {s: Robot(STEADY, make_rng("bench", game, s)) for s in range(4)}
        play(state, robots, max_turns=40)
        flicks += sum(1 for entry in state.log if entry.outcome)
        game += 1
    return flicks / (time.perf_counter() - start)


def timed(command: list[str], cwd: Path = ROOT, quiet: bool = False) -> float:
    """Seconds ``command`` takes; ``quiet``: its warnings are not shown either."""
    return clocked(command, cwd, quiet)[0]


def cpu() -> float:
    """CPU seconds (user + system) of every child process waited for so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def clocked(command: list[str], cwd: Path = ROOT, quiet: bool = False) -> tuple[float, float]:
    """Wall seconds and CPU seconds ``command`` takes (a shell command line if a string)."""
    start, used = time.perf_counter(), cpu()
    subprocess.run(command, check=True, cwd=cwd, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL if quiet else None, shell=isinstance(command, str))
    return time.perf_counter() - start, cpu() - used


def copy_project(to: Path, stamps: bool = True) -> Path:
    """What the build reads, copied to ``to`` as a clone has it (no build/; without the figures'
    and frames' stamps unless ``stamps``); file times kept."""
    skip = ("__pycache__", ".pytest_cache") + (() if stamps else (".stamp",))
    for name in ("docs", "games", "diagrams", "results", "scripts"):
        shutil.copytree(ROOT / name, to / name, ignore=shutil.ignore_patterns(*skip))
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy2(ROOT / name, to / name)
    return to


def make(copy: Path, target: str) -> tuple[float, str, float]:
    """``make target`` in ``copy`` with this project's .venv: seconds taken, output, and CPU
    seconds taken."""
    venv = ROOT / ".venv"
    start, used = time.perf_counter(), cpu()
    done = subprocess.run(["make", "--no-print-directory", target, f"VENV={venv}",
                           "-o", f"{venv}/.installed"], cwd=copy, check=True,
                          capture_output=True, text=True)
    return time.perf_counter() - start, done.stdout, cpu() - used


def bare_sphinx(copy: Path, out: Path, python: str) -> tuple[float, float]:
    """Both editions' pages built at once by a bare Sphinx (scripts/bench_bare.py: Sphinx's
    defaults and theme, MyST with the chapters' syntax, every word the chapters' authors wrote,
    nothing the book computes): wall and CPU seconds."""
    bare = (f"PYTHONPATH=scripts:docs/_ext {python} -m sphinx -E -q -b html -C "
            "-D extensions=myst_parser,sphinx.ext.doctest,bench_bare -D numfig=1")
    designer = f"{bare} -D exclude_patterns=conftest.py,player.md docs {out}/designer"
    player = (f"{bare} -t player -D exclude_patterns=conftest.py,index.md,introduction.md,"
              f"appendix-formats.md -D root_doc=player docs {out}/player")
    return clocked(f"{designer} & {player}; wait", copy, quiet=True)


def pdfs(copy: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in (copy / "build" / "pdf").glob("*.pdf")}


def waits(tmp: str, python: str) -> None:
    """The lines on what users wait for (see the module's docstring)."""
    copy = copy_project(Path(tmp) / "project")
    date = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
    os.environ.setdefault("SOURCE_DATE_EPOCH", date or "0")  # the copy has no git history
    bare, bare_cpu = bare_sphinx(copy, Path(tmp) / "bare", python)
    clean, _, clean_cpu = make(copy, "html")
    again, again_cpu = bare_sphinx(copy, Path(tmp) / "bare-again", python)
    bare, bare_cpu = min(bare, again), min(bare_cpu, again_cpu)
    print(f"html, clean make html (a fresh clone: committed figures and frames, both editions):"
          f" {clean:.2f} s "
          f"wall, {clean_cpu:.2f} s CPU; bare Sphinx, same pages: {bare:.2f} s wall, "
          f"{bare_cpu:.2f} s CPU; ratio {clean / bare:.2f}x wall, {clean_cpu / bare_cpu:.2f}x "
          "CPU (aim <= 1.2x)")
    print(f"html, no-op make html: {make(copy, 'html')[0]:.2f} s (aim < 1 s)")
    tex = shutil.which("xelatex") and shutil.which("latexmk")
    if tex:
        seconds, _, used = make(copy, "pdf")
        print(f"pdf, clean make pdf: {seconds:.2f} s wall, {used:.2f} s CPU")
        print(f"pdf, no-op make pdf: {make(copy, 'pdf')[0]:.2f} s (aim < 2 s)")
    source = copy / "games" / "in_crowd" / "figures.py"
    source.write_text(source.read_text().replace('"?", r(square', '"!", r(square'))  # drawn
    before = pdfs(copy)
    seconds, out, _ = make(copy, "html")
    drawn = sorted({line.split("/")[1] for line in out.splitlines()
                    if line.startswith("wrote diagrams/")})
    framed = sorted(line.split(":")[0] for line in out.splitlines() if "frames into" in line)
    print(f"one-game edit (a mark drawn in in_crowd figures): make html {seconds:.2f} s, "
          f"figures written for {', '.join(drawn) or 'no game'}, frames drawn for "
          f"{', '.join(framed) or 'no game'} (aim: in_crowd only)")
    if tex:
        seconds = make(copy, "pdf")[0]
        changed = sorted(name for name, data in pdfs(copy).items() if before.get(name) != data)
        print(f"one-game edit: make pdf {seconds:.2f} s, PDFs changed: "
              f"{', '.join(changed) or 'none'} (aim: in_crowd's and the whole book's only)")
    seconds, _, used = make(copy_project(Path(tmp) / "unstamped", stamps=False), "figures")
    print(f"figures, every figure and frame drawn (no stamps, as after a drawing-kit edit): "
          f"{seconds:.2f} s wall, {used:.2f} s CPU")
    tests = timed([python, "-m", "pytest", "-q", "-n", "auto", "--dist", "loadfile"])
    print(f"tests: {tests:.1f} s wall time for the suite as make test runs it "
          f"({os.cpu_count()} cores; aim < 14 s)")


def main() -> int:
    rate = playouts_per_second(lambda k: subdivision.new_game(2))
    print(f"subdivision: {rate:,.0f} random 2-player playouts/s on one core (aim >= 2,000)")
    rate = playouts_per_second(lambda k: in_crowd.new_game())
    print(f"in_crowd: {rate:,.0f} random playouts/s on one core (aim >= 1,000)")
    rate = playouts_per_second(lambda k: fallacy_of_rank.new_game(4))
    print(f"fallacy_of_rank: {rate:,.0f} random 4-player playouts/s on one core (aim >= 100)")
    # A new shuffle for every game; random play as in games/human_trophies/playout.py.
    rate = playouts_per_second(lambda k: new_trophies_game(3, seed=k))
    print(f"human_trophies: {rate:,.0f} random 3-player playouts/s on one core (aim >= 500)")
    rate = flicks_per_second()
    print(f"croquet: {rate:,.0f} simulated flicks/s on one core, 4 robots playing "
          "(aim >= 200)")
    python = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        figures = timed([python, "-m", "games.cli", "figures", "--out", f"{tmp}/diagrams"])
        print(f"figures: {figures:.2f} s to draw every figure from scratch")

    with tempfile.TemporaryDirectory() as tmp:
        waits(tmp, python)
    return 0


if __name__ == "__main__":
    sys.exit(main())

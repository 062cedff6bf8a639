#!/usr/bin/env python3
"""Figures of merit, printed (never asserted), each beside its aim: `make bench`.

First the models, the agents and `rulebook simulate` (scripts/bench_sim.py: playouts per
second and instructions a playout against the code before games/sim, the search agents'
decisions per second against the random agent's and, with the instructions a decision
takes, against the code before they were sped up (issue 25), simulate's speedup on two
cores), and the
time `rulebook figures` takes to draw every figure from scratch (into a scratch folder). Then
the Play pages in chromium (scripts/bench_play.py): the time to the first move and a computer
move at the page's budget, each beside the same in this machine's Python.

Then what a user waits for, measured on a copy of the project made for the run (``make`` with
this project's .venv), wall time and CPU time (user + system, of every process) each:
* a clean ``make html`` (a fresh clone: no build/, the committed figures, viewer frames, kept
  answers and their stamps, so nothing is drawn and no model is asked; both editions built,
  the stamps checked, the frames linked) against a bare Sphinx build of the same pages
  (scripts/bench_bare.py: both editions, every word of the chapters and of the answers the
  book shows, read by Sphinx with its default theme and MyST, without our machinery: no
  stamps checked, no viewers, no frames, no covers), the two editions built at once as
  ``make html`` builds them; each measured twice in this run, the bare build before and after,
  the best of each compared (aim: within 1.2x). For comparison, the bare build of the
  chapters' authors' words alone (the answers left out) is printed too;
* a no-op ``make html`` (aim: under 1 s) and, where TeX is installed (else one line says
  so), a clean and a no-op ``make pdf`` (aim: under 2 s);
* ``make figures`` with every stamp removed (as after an edit to the drawing kit): every
  figure and every viewer frame drawn;
* a real edit to one game's figures (The "In" Crowd's): what ``make html`` and ``make pdf``
  then take, which games' figures were written and which PDFs changed (aim: that game's only);
* ``rulebook new`` and then ``rulebook check`` of the new game in a whole copy of the project
  (aim: the check under 60 s);
* the wall time of ``make test`` (one worker per core, each test file and each docs page kept
  on one worker, the lint beside them; aim: at most 120 s on two cores), against the same
  tests in one process, run just after, and the slow tier it leaves to CI (``make
  test-slow``), for comparison.
The load average is printed with each part: on a busy machine wall times mean little.
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

import bench_play  # noqa: E402 (scripts/, beside this file)
import bench_sim  # noqa: E402


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


def bare_sphinx(copy: Path, out: Path, python: str, answers: bool = True
                ) -> tuple[float, float]:
    """Both editions' pages built at once by a bare Sphinx (scripts/bench_bare.py: Sphinx's
    defaults and theme, MyST with the chapters' syntax, every word of the chapters and, unless
    not ``answers``, of the answers the book shows, none of our machinery): wall and CPU
    seconds."""
    bare = (f"PYTHONPATH=scripts:docs/_ext {python} -m sphinx -E -q -b html -C "
            "-D extensions=myst_parser,sphinx.ext.doctest,bench_bare -D numfig=1 "
            f"-D bench_answers={int(answers)}")
    designer = f"{bare} -D exclude_patterns=conftest.py,player.md docs {out}/designer"
    player = (f"{bare} -t player -D exclude_patterns=conftest.py,index.md,introduction.md,"
              f"appendix-formats.md -D root_doc=player docs {out}/player")
    return clocked(f"{designer} & {player}; wait", copy, quiet=True)


def best(runs: list[tuple[float, float]]) -> tuple[float, float]:
    """The least wall time and the least CPU time of ``runs`` (a busy machine only adds)."""
    return min(wall for wall, _ in runs), min(used for _, used in runs)


def pdfs(copy: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in (copy / "build" / "pdf").glob("*.pdf")}


def waits(tmp: str, python: str) -> None:
    """The lines on what users wait for (see the module's docstring)."""
    copy = copy_project(Path(tmp) / "project")
    date = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
    os.environ.setdefault("SOURCE_DATE_EPOCH", date or "0")  # the copy has no git history
    bares, cleans = [bare_sphinx(copy, Path(tmp) / "bare", python)], []
    for run in range(2):
        shutil.rmtree(copy / "build", ignore_errors=True)
        seconds, _, used = make(copy, "html")
        cleans.append((seconds, used))
        bares.append(bare_sphinx(copy, Path(tmp) / f"bare-{run}", python))
    (clean, clean_cpu), (bare, bare_cpu) = best(cleans), best(bares)
    words, words_cpu = bare_sphinx(copy, Path(tmp) / "words", python, answers=False)
    print(f"html, clean make html (a fresh clone: committed figures, frames and kept answers, "
          f"both editions): {clean:.2f} s wall, {clean_cpu:.2f} s CPU; bare Sphinx, same "
          f"pages: {bare:.2f} s wall, {bare_cpu:.2f} s CPU; ratio {clean / bare:.2f}x wall, "
          f"{clean_cpu / bare_cpu:.2f}x CPU (aim <= 1.2x; best of two runs each: "
          f"{', '.join(f'{s:.2f}' for s, _ in cleans)} s against "
          f"{', '.join(f'{s:.2f}' for s, _ in bares)} s)")
    print(f"html, for comparison: bare Sphinx over the chapters' own words alone (no answers):"
          f" {words:.2f} s wall, {words_cpu:.2f} s CPU; clean make html {clean / words:.2f}x "
          f"wall, {clean_cpu / words_cpu:.2f}x CPU")
    print(f"html, no-op make html: {make(copy, 'html')[0]:.2f} s (aim < 1 s)")
    tex = shutil.which("xelatex") and shutil.which("latexmk")
    if tex:
        seconds, _, used = make(copy, "pdf")
        print(f"pdf, clean make pdf: {seconds:.2f} s wall, {used:.2f} s CPU")
        print(f"pdf, no-op make pdf: {make(copy, 'pdf')[0]:.2f} s (aim < 2 s)")
    else:
        print("pdf: skipped, no TeX here (xelatex and latexmk; `make tex` installs them)")
    source = copy / "games" / "in_crowd" / "figures.py"
    source.write_text(source.read_text().replace('"?", r(square', '"!", r(square'))  # drawn
    before = pdfs(copy)
    seconds, out, _ = make(copy, "html")
    drawn = sorted({line.split("/")[1] for line in out.splitlines()
                    if line.startswith("wrote diagrams/")})
    framed = sorted(line.split(":")[0] for line in out.splitlines() if "frames into" in line)
    asked = sorted(line.split(":")[0] for line in out.splitlines()
                   if "kept its worked examples" in line)
    print(f"one-game edit (a mark drawn in in_crowd figures): make html {seconds:.2f} s, "
          f"figures written for {', '.join(drawn) or 'no game'}, frames drawn for "
          f"{', '.join(framed) or 'no game'}, answers asked again for "
          f"{', '.join(asked) or 'no game'} (aim: in_crowd only)")
    if tex:
        seconds = make(copy, "pdf")[0]
        changed = sorted(name for name, data in pdfs(copy).items() if before.get(name) != data)
        print(f"one-game edit: make pdf {seconds:.2f} s, PDFs changed: "
              f"{', '.join(changed) or 'none'} (aim: in_crowd's and the whole book's only)")
    seconds, _, used = make(copy_project(Path(tmp) / "unstamped", stamps=False), "figures")
    print(f"figures, every figure and frame drawn (no stamps, as after a drawing-kit edit): "
          f"{seconds:.2f} s wall, {used:.2f} s CPU")
    check_game(Path(tmp) / "whole", python)
    tests = timed(["make", "--no-print-directory", "test"])
    alone = timed([python, "-m", "pytest", "-q", "-p", "no:xdist", "-m", "not slow"])
    slow = timed(["make", "--no-print-directory", "test-slow"])
    print(f"tests: make test {tests:.1f} s wall (aim <= 120 s on two cores; {os.cpu_count()} "
          f"workers, each test file kept on one, the lint beside them), against {alone:.1f} s "
          f"for the same tests in one process without the lint: {tests / alone:.2f}x; the "
          f"slow tier it leaves to CI, make test-slow: {slow:.1f} s wall")


def check_game(to: Path, python: str) -> None:
    """The one-game loop a designer waits on: ``rulebook new`` and then ``rulebook check`` of
    the new game, in a whole copy of the project (its tests too)."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                            check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        if (ROOT / name).is_file():
            (to / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, to / name)
    made = timed([python, "-m", "games.cli", "new", "bench_game", "--title", "Bench Game",
                  "--players", "2", "--time", "10", "--components", "a board"], to)
    checked = timed([python, "-m", "games.cli", "check", "bench_game"], to)
    print(f"one game: rulebook new {made:.1f} s, then rulebook check {checked:.1f} s wall "
          f"(aim < 60 s for the check)")


def main() -> int:
    bench_sim.main()
    bench_play.main()
    python = sys.executable
    try:
        with tempfile.TemporaryDirectory() as tmp:
            figures = timed([python, "-m", "games.cli", "figures", "--out", f"{tmp}/diagrams"])
            print(f"figures: {figures:.2f} s to draw every figure from scratch")

        print(f"builds ({bench_sim.load()}):")
        with tempfile.TemporaryDirectory() as tmp:
            waits(tmp, python)
    except subprocess.CalledProcessError as exc:  # a failing build or test: nothing to time
        command = exc.cmd if isinstance(exc.cmd, str) else " ".join(map(str, exc.cmd))
        print(f"bench: {command} failed (exit status {exc.returncode}); make it pass first "
              "(make test, make rulebook)", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Figures of merit, printed (never asserted): `make bench`.

* random 2-player Subdivision playouts per second on one core (aim: at least 2,000);
* random The "In" Crowd playouts per second on one core (aim: at least 1,000);
* random 4-player The Fallacy of Rank playouts per second on one core (aim: at least 100);
* the time `rulebook figures` takes to regenerate every figure (into a scratch folder);
* a clean HTML build of the book next to a bare Sphinx build of the same pages (default theme,
  only the extensions needed to read them); aim: within 1.5x.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games import fallacy_of_rank, in_crowd, subdivision  # noqa: E402
from games.core.protocol import random_playout  # noqa: E402
from games.core.rng import make_rng  # noqa: E402


def playouts_per_second(new_game, seconds: float = 3.0) -> float:
    rng, count, start = make_rng("bench"), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(new_game(), rng).tallies()
        count += 1
    return count / (time.perf_counter() - start)


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    rate = playouts_per_second(lambda: subdivision.new_game(2))
    print(f"subdivision: {rate:,.0f} random 2-player playouts/s on one core (aim >= 2,000)")
    rate = playouts_per_second(in_crowd.new_game)
    print(f"in_crowd: {rate:,.0f} random playouts/s on one core (aim >= 1,000)")
    rate = playouts_per_second(lambda: fallacy_of_rank.new_game(4))
    print(f"fallacy_of_rank: {rate:,.0f} random 4-player playouts/s on one core (aim >= 100)")
    python = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        figures = timed([python, "-m", "games.cli", "figures", "--out", f"{tmp}/diagrams"])
        print(f"figures: {figures:.2f} s to draw every figure from scratch")
        html = min(timed([python, "-m", "sphinx", "-E", "-q", "-b", "html", "docs",
                          f"{tmp}/html{i}"]) for i in range(2))
        bare = min(timed([python, "-m", "sphinx", "-E", "-q", "-b", "html", "-C",
                          "-D", "extensions=myst_parser,sphinx.ext.doctest",
                          "-D", "exclude_patterns=conftest.py",
                          "docs", f"{tmp}/bare{i}"]) for i in range(2))
    print(f"html: clean build {html:.2f} s, bare Sphinx {bare:.2f} s, "
          f"ratio {html / bare:.2f}x (aim <= 1.5x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

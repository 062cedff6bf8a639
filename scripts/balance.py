#!/usr/bin/env python3
"""The balance lab: play every study the book declares (games/sim/studies.py), write their
results files (results/<game>/<study>.json) and draw the figures of the "Balance and claims"
sections (diagrams/<game>/balance-*.svg). `make balance` runs it at --jobs 2.

Usage: scripts/balance.py [--jobs J] [--game GAME [--question KEY]] [--figures-only]

It prints each study's games, time and games per second, and the total. A file is rewritten
only when its bytes change.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games import registry  # noqa: E402
from games.core.errors import UserError  # noqa: E402
from games.sim import balance, studies  # noqa: E402
from games.sim.run import results_json, simulate  # noqa: E402


def write_if_changed(path: Path, text: str) -> bool:
    """Write ``text`` to ``path`` (under ROOT) unless it already holds it; True if written."""
    path = ROOT / path
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8", newline="\n")
    tmp.replace(path)
    return True


def chosen_studies(game: str | None, key: str | None) -> list[studies.Declared]:
    """The studies of ``game`` (every game's if None), or only those of its question
    ``key``."""
    return list(studies.question(game, key).studies) if key else studies.all_studies(game)


def play(jobs: int, game: str | None, key: str | None = None) -> None:
    chosen = chosen_studies(game, key)
    total_games, started = 0, time.perf_counter()
    print(f"{len(chosen)} studies, {sum(s.games for s in chosen):,} games, --jobs {jobs}, "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for s in chosen:
        start = time.perf_counter()
        results = simulate(jobs=jobs, progress=True, **s.arguments())
        spent = time.perf_counter() - start
        changed = write_if_changed(s.path, results_json(results))
        total_games += s.games
        agents = ",".join(sorted(set(s.agents)))
        print(f"{s.game:16} {s.name:42} {s.games:5} games {spent:7.1f} s "
              f"{s.games / spent:8.1f} games/s  {agents}{'' if changed else '  (unchanged)'}",
              flush=True)
    spent = time.perf_counter() - started
    print(f"all studies: {total_games:,} games in {spent:.0f} s ({spent / 60:.1f} min)",
          flush=True)


def draw(game: str | None, key: str | None = None) -> None:
    start = time.perf_counter()
    for q in studies.QUESTIONS:
        if game in (None, q.game) and key in (None, q.key):
            svg = balance.figure(q, balance.load(q, ROOT))
            if write_if_changed(q.figure, svg):
                print(f"drew {q.figure}")
    print(f"figures in {time.perf_counter() - start:.1f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--game", help="only this game's studies")
    parser.add_argument("--question", metavar="KEY",
                        help="only this question of --game (its studies and its figure)")
    parser.add_argument("--figures-only", action="store_true",
                        help="draw the figures from the results files, play nothing")
    args = parser.parse_args()
    if args.question is not None and args.game is None:
        print("balance: --question needs --game (a question belongs to one game)",
              file=sys.stderr)
        return 2
    try:
        if args.game is not None:
            registry.get(args.game)
        if args.question is not None:
            studies.question(args.game, args.question)
        if not args.figures_only:
            play(args.jobs, args.game, args.question)
        draw(args.game, args.question)
    except UserError as exc:
        print(f"balance: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())

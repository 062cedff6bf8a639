#!/usr/bin/env python3
"""The balance lab: play every study the book declares (games/<game>/studies.py), write their
results files (results/<game>/<study>.json) and draw the figures of the "Balance and claims"
sections (diagrams/<game>/balance-*.svg). `make balance` runs it at --jobs 2.

Usage: scripts/balance.py [--jobs J | --cluster ADDRESS] [--game GAME [--question KEY]]
                          [--no-skill] [--big] [--resume] [--figures-only]

A study declared too big for one machine (``big`` in its game's studies.py) is played only
with --big, best on a Dask cluster (--cluster tcp://HOST:8786; `make balance BIG=1
CLUSTER=tcp://HOST:8786`); without --big its committed results file is kept as it is (and
tests/test_sim_replay.py replays its first games on one machine).

With --resume a study keeps the games already in its results file (after playing its first and
last kept game again and finding them the same) and plays only the looks after them: raising a
study's cap then costs only the new games. The file is the same as a whole run would write.

It prints each study's games, wall and CPU seconds (the CPU time of the processes that played
its games) and games per CPU second, then the CPU seconds of each game's studies, with and
without the skill studies, and the total. A file is rewritten only when its bytes change.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games import registry  # noqa: E402
from games.core.errors import UserError, one_line  # noqa: E402
from games.core.files import FIGURE, RESULTS, Kind, read_existing  # noqa: E402
from games.sim import balance, studies  # noqa: E402
from games.sim.command import whole_flag  # noqa: E402
from games.sim.run import check_jobs, results_text, simulate  # noqa: E402


def write_if_changed(path: Path, text: str, kind: Kind) -> bool:
    """Write ``text`` to ``path`` (under ROOT; a file of ``kind``) unless it already holds it;
    True if written. What is there is read through the guarded reader (a device, a pipe or a
    file too big is one UserError, and nothing is written)."""
    path = ROOT / path
    if read_existing(path, kind) == text.encode("utf-8"):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8", newline="\n")
    tmp.replace(path)
    return True


def skill_studies() -> set[tuple[str, str]]:
    """The (game, name) of every study a "Does skill show?" question plays."""
    return {(s.game, s.name) for q in studies.QUESTIONS if q.kind == "skill" for s in q.studies}


def chosen_studies(game: str | None, key: str | None,
                   skill: bool = True) -> list[studies.Declared]:
    """The studies of ``game`` (every game's if None), or only those of its question ``key``;
    without the skill studies if not ``skill``."""
    if key is not None and game is None:
        raise UserError(f"--question needs --game: which game's {key!r}?")
    chosen = list(studies.question(game, key).studies) if key else studies.all_studies(game)
    return chosen if skill else [s for s in chosen if (s.game, s.name) not in skill_studies()]


def play(chosen: list[studies.Declared], jobs: int, cluster: str | None = None,
         resume: bool = False) -> None:
    total_games, started = 0, time.perf_counter()
    where = f"--cluster {one_line(cluster, 60)}" if cluster else f"--jobs {jobs}"
    print(f"{len(chosen)} studies, {sum(s.games for s in chosen):,} games in their first looks, "
          f"{where}, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
          flush=True)
    skill, cpu_by = skill_studies(), {}
    for s in chosen:
        start, cpu = time.perf_counter(), []
        # the same results keep their file (and its run facts) as it is
        before = existing_results(s.path, resume)
        kept = earlier(s.path, before) if resume and before is not None else None
        results = simulate(jobs=jobs, cluster=cluster, progress=True, cpu=cpu, kept=kept,
                           **s.arguments())
        spent, used = time.perf_counter() - start, sum(cpu)
        changed = write_if_changed(s.path, results_text(results, before), RESULTS)
        played = results["summary"]["games"]
        total_games += played
        part = "skill" if (s.game, s.name) in skill else "other"
        cpu_by[s.game, part] = cpu_by.get((s.game, part), 0.0) + used
        agents = ",".join(sorted(set(s.agents)))
        new = len(cpu)  # the games played now (--resume keeps the others as they are)
        rate = f"{new / used:7.1f} games/CPU s" if used > 0 else "    n/a games/CPU s"
        print(f"{s.game:16} {s.name:38} {played:5} games ({new} played now) {spent:7.1f} s wall "
              f"{used:7.1f} s CPU {rate}  {agents}"
              f"{'' if changed else '  (unchanged)'}", flush=True)
    spent = time.perf_counter() - started
    for game in dict.fromkeys(s.game for s in chosen):
        other, skilled = cpu_by.get((game, "other"), 0.0), cpu_by.get((game, "skill"), 0.0)
        print(f"{game:16} CPU s: {other:7.1f} without the skill studies, {skilled:7.1f} skill")
    other = sum(v for (_, part), v in cpu_by.items() if part == "other")
    print(f"all studies: {total_games:,} games in {spent:.0f} s wall ({spent / 60:.1f} min); "
          f"CPU {sum(cpu_by.values()):.0f} s, of which {other:.0f} s without the skill "
          f"studies ({other / 2 / 60:.1f} min on two cores)", flush=True)


def existing_results(path: Path, resume: bool = False) -> str | None:
    """The text of the results file ``path`` (under ROOT) as it is, None if there is none or
    (unless ``resume`` needs it) it is not UTF-8 text; read through the guarded reader, so a
    device, a pipe or a file too big is one UserError."""
    data = read_existing(ROOT / path, RESULTS)
    try:
        return None if data is None else data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if resume:
            raise UserError(f"{path}: not UTF-8 text (byte {exc.start + 1}); --resume keeps "
                            "only the games of a results file") from None
        return None


def check_files(chosen: list[studies.Declared], figures: list[Path], resume: bool) -> None:
    """Every results file the studies ``chosen`` write and every figure of ``figures``, as
    the guarded reader finds them, before a game is played: one UserError for the first that
    is not a regular file or is too big (or, for ``resume``, not a results object), and
    nothing written."""
    for s in chosen:
        text = existing_results(s.path, resume)
        if resume and text is not None:
            earlier(str(s.path), text)
        if text is not None:  # its games, seen under another design, are not played again
            try:
                old = json.loads(text)
            except (ValueError, RecursionError):
                continue
            why = balance.redesigned(s, old) if isinstance(old, dict) else None
            if why:
                raise UserError(f"{s.path}: {why}")
    for figure in figures:
        read_existing(ROOT / figure, FIGURE)


def drawn(game: str | None, key: str | None, skill: bool) -> list[studies.Question]:
    """The questions whose figures :func:`draw` draws."""
    return [q for q in studies.QUESTIONS if game in (None, q.game) and key in (None, q.key)
            and (skill or q.kind != "skill")]


def earlier(path: str, text: str) -> dict:
    """The results file ``path`` (its ``text``) as --resume reads it; a UserError naming the
    file if it is not a results object."""
    try:
        found = json.loads(text)
    except RecursionError:
        raise UserError(f"{path}: not a results file (its JSON is nested too deep); --resume "
                        "keeps only the games of a results file") from None
    except ValueError as exc:
        raise UserError(f"{path}: not JSON ({one_line(str(exc), 80)}); --resume keeps only the "
                        "games of a results file") from None
    if not isinstance(found, dict):
        raise UserError(f"{path}: not a results object; --resume keeps only the games of a "
                        "results file")
    return found


def draw(game: str | None, key: str | None, skill: bool) -> None:
    start = time.perf_counter()
    for q in drawn(game, key, skill):
        svg = balance.figure(q, balance.load(q, ROOT))
        if write_if_changed(q.figure, svg, FIGURE):
            print(f"drew {q.figure}")
    print(f"figures in {time.perf_counter() - start:.1f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", default="2", help="worker processes (default 2)")
    parser.add_argument("--game", help="only this game's studies")
    parser.add_argument("--question", metavar="KEY",
                        help="only the studies of this question of --game (seats, skill...)")
    parser.add_argument("--no-skill", action="store_true",
                        help="leave out the skill studies (and their figures)")
    parser.add_argument("--big", action="store_true",
                        help="play the studies declared too big for one machine as well")
    parser.add_argument("--cluster", metavar="ADDRESS",
                        help="play on the Dask scheduler at ADDRESS (tcp://HOST:8786) instead "
                        "of --jobs worker processes")
    parser.add_argument("--resume", action="store_true",
                        help="keep the games already in each study's results file (its first "
                        "and last game played again to check) and play only the rest")
    parser.add_argument("--figures-only", action="store_true",
                        help="draw the figures from the results files, play nothing")
    args = parser.parse_args()
    try:
        jobs = whole_flag("--jobs")(args.jobs)
        check_jobs(jobs)
        if args.game is not None:
            registry.get(args.game)
        chosen = chosen_studies(args.game, args.question, skill=not args.no_skill)
        big = [s for s in chosen if s.big]
        if not args.big:
            chosen = [s for s in chosen if not s.big]
        check_files([] if args.figures_only else chosen,
                    [q.figure for q in drawn(args.game, args.question, not args.no_skill)],
                    args.resume and not args.figures_only)
        if not args.figures_only:
            play(chosen, jobs, args.cluster, args.resume)
            if big and not args.big:
                print(f"kept as committed: {len(big)} studies declared too big for one "
                      "machine (play them with --big, e.g. on a cluster: --cluster ADDRESS)")
        draw(args.game, args.question, not args.no_skill)
    except UserError as exc:
        print(f"balance: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())

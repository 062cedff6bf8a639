"""Running a study: in this process, on worker processes, or on a Dask cluster; the results.

:func:`simulate` plays the games of a :class:`~.study.Study` and returns the results. Game ``i``
depends only on the study and ``i``, so the results are the same whatever ``jobs`` or
``cluster`` is; neither is recorded. Only the run facts (``run``: CPU seconds, Python version,
machine) differ from run to run; :func:`results_text` keeps a file as it is when nothing
else changed. :func:`results_json` writes them with sorted keys and no
dates: the same study gives the same bytes. The results file holds:

* ``format``: 1, the version of this layout;
* ``games``: one object per game, in order: ``index``, ``seed`` (the game's own seed, from the
  study's seed and the index), ``finished`` (false if stopped at the move cap), ``moves`` (the
  length), ``turns`` (runs of moves by one seat), ``winners`` (seats from 0; several for a
  shared win, none if unfinished), ``outcome`` (``draw`` in a game that ended in a draw, whose
  ``winners`` are the seats in the draw; absent in any other game), ``scores`` (each seat's
  tally total) and any facts of the game's own (:mod:`.measures`: ``threes_on_top`` in The
  "In" Crowd);
* ``provenance``: ``code`` (``package`` version, and ``git`` describe of a checkout, ``-dirty`` if
  ``games/`` or ``pyproject.toml`` differ from it), ``game``,
  ``players``, ``names``, ``variants``, ``options`` (other header lines), ``agents`` (per
  seat: ``spec`` as given, ``agent`` as resolved, ``budget``), ``seed``, ``games``,
  ``max_moves``, ``stopping`` (the stopping rule: ``rule`` in words and the ``games`` it
  allows) and, in team play, ``sides`` (the seats of each side);
* ``summary`` (:func:`~.stats.summarize`): ``games``, ``finished``, ``unfinished``, ``seats``
  (per seat: ``wins``, ``rate`` and its Wilson 95% interval ``low`` to ``high``), ``draws``
  and ``shared`` (the games that ended in a draw, and the other finished games won by no seat
  alone nor a whole side: shared wins; each ``count``, ``rate``, ``low``, ``high``; a file
  written before they were counted apart has no ``shared``, and its ``draws`` counted both:
  :func:`.verdicts.ended_level`), ``length`` and ``margin`` (min, quartiles, median,
  mean, max) and ``margins`` (how many games were won by each margin), and in team play
  ``sides`` (per side: its ``seats``, and its ``wins`` as a side, with their rate and interval);
* ``run`` (:func:`run_facts`): ``cpu_seconds``, ``python``, ``machine`` and ``processor``, the
  one part that differs from run to run (files written before it was recorded lack it: the
  book says unknown).

>>> results = simulate("subdivision", 2, agents=("random", "random"), games=4, seed=1)
>>> [g["index"] for g in results["games"]], results["summary"]["games"]
([0, 1, 2, 3], 4)
>>> results["games"][0]["seed"], results["games"][0]["winners"]
(520965057, [1])
"""

from __future__ import annotations

import atexit
import json
import math
import multiprocessing
import platform
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import cache
from importlib import metadata
from itertools import repeat
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from ..core.errors import UserError, one_line
from ..core.rng import make_rng
from . import stats
from .agents import make_agent
from .measures import draw_test
from .stats import DRAW, summarize
from .study import MAX_MOVES, Study, check, play_game

if TYPE_CHECKING:
    from tqdm import tqdm

T = TypeVar("T")

#: The version of the results file format.
FORMAT = 1
#: The most games one study may play.
MAX_GAMES = 1_000_000
#: The most worker processes.
MAX_JOBS = 256
#: The most studies one stopping rule may share its question with.
MAX_FAMILY = 1_000
#: How long to wait for a Dask scheduler to answer.
CONNECT_TIMEOUT = "10s"


@dataclass(frozen=True)
class Until:
    """A sequential stopping rule, a group-sequential design with a cap: play ``look`` games,
    then double the games played at each further look (``look``, ``2 look``, ``4 look``, ...,
    and last ``cap``), until every seat's verdict against its even share is decided (ahead,
    behind, or within ±``margin``, a fraction: :func:`.stats.decide`), or ``cap`` games are
    played. Each look spends an equal part of the 5% chance of a wrong verdict (Bonferroni over
    the looks, Holm within each), so stopping early cannot make a verdict more likely to be
    wrong; the book decides such a study at the same level (``alpha_per_look``). A study that
    is one of ``family`` studies answering one question stops only when its seats are decided
    at ``alpha_per_look / family``, so that the question's own correction over all of them
    (:func:`games.sim.balance.decide`) still finds them decided.

    >>> Until(400, 6400).at
    (400, 800, 1600, 3200, 6400)
    >>> Until(300, 1000, family=2).at, Until(300, 1000, family=2).alpha_per_look
    ((300, 600, 1000), 0.016666666666666666)
    """

    look: int
    cap: int
    margin: float = stats.MARGIN / 100
    family: int = 1
    #: Paired (``--paired``): each game is played a second time without the variants (the
    #: same deal and random numbers: :func:`paired_game`), and the study stops only when every
    #: seat's change from that game is decided too (or the variants change almost none of the
    #: games: :data:`~.verdicts.ALMOST_NONE`).
    paired: bool = False

    @property
    def at(self) -> tuple[int, ...]:
        """The number of games played at each look."""
        found, n = [], self.look
        while n < self.cap:
            found.append(n)
            n *= 2
        return (*found, self.cap)

    @property
    def looks(self) -> int:
        return len(self.at)

    @property
    def alpha_per_look(self) -> float:
        return stats.ALPHA / self.looks

    def check(self) -> None:
        """A UserError for a rule that cannot be played."""
        stats.check_margin(self.margin)
        if not self.look <= self.cap <= MAX_GAMES:
            raise UserError(f"--until-decided {self.cap}: give a cap of {self.look:,} (the "
                            f"games of the first look, --games) to {MAX_GAMES:,} games")
        if not 1 <= self.family <= MAX_FAMILY:
            raise UserError(f"--family {self.family}: give 1 to {MAX_FAMILY} studies")

    def decided(self, summary: dict[str, Any], games: list[dict[str, Any]] | None = None) -> bool:
        """Whether every seat's verdict in ``summary`` is decided at this rule's level (in
        team play every side's, as the book judges team play), and for a paired rule every
        seat's change in ``games`` (their ``base`` records) as well."""
        alpha = self.alpha_per_look / self.family
        if "open" in stats.decide(stats.shares(summary, self.margin), self.margin, alpha):
            return False
        if not self.paired or games is None:
            return True
        from .verdicts import ALMOST_NONE, changed_games, pair_compared

        found = {"games": games, "summary": summary}
        changed, n = changed_games(found, found)
        if changed < ALMOST_NONE * n:
            return True  # these players (almost) never meet what the variants rule on
        compared = [c for c in pair_compared(found, found, self.margin) if c.trials is not None]
        return "open" not in stats.decide(compared, self.margin, alpha)

    def words(self, games: int, teams: bool = False) -> dict[str, Any]:
        """The rule as a results file records it, after ``games`` games; ``teams``: in team
        play, where the sides' verdicts are what it decides (:meth:`decided`)."""
        rule = f"until every {'side' if teams else 'seat'} is decided" + (
            ", and every seat's change from the same games without the variants"
            if self.paired else "")
        return {"rule": rule, "margin": self.margin,
                "look": self.look, "cap": self.cap, "looks": self.looks, "at": list(self.at),
                "alpha_per_look": self.alpha_per_look, "family": self.family, "games": games,
                **({"paired": True} if self.paired else {})}


def simulate(game: str, players: int, variants: Iterable[str] = (),
             agents: Iterable[str] = ("random", "random"), games: int = 100,
             seed: int = 0, jobs: int = 1, cluster: str | None = None,
             options: Iterable[tuple[str, str]] = (),
             max_moves: int = MAX_MOVES, progress: bool = False,
             cpu: list[float] | None = None, until: Until | None = None,
             kept: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``games`` games of ``game`` and return the results (see the module text).

    ``agents`` has one agent spec per seat (:mod:`.agents`); ``options`` are further record
    header lines as (key, value) pairs; ``jobs`` worker processes play the games, or the Dask
    scheduler at ``cluster`` (``tcp://host:8786``) hands them to its workers; ``progress``
    draws a progress bar on standard error when it is a terminal. The CPU seconds each game
    took, wherever it was played, are appended to ``cpu`` if given (they are not results: they
    vary from run to run). With ``until`` (:class:`Until`), ``games`` is the games of the first
    look, and looks are played until the rule stops. ``kept`` is an earlier results file of
    the same study (:func:`kept_games`): its games are taken as played, not played again, once
    its first and last game have been played again here and found the same."""
    if not 1 <= games <= MAX_GAMES:
        raise UserError(f"--games {games}: play 1 to {MAX_GAMES:,} games")
    check_jobs(jobs)
    if not 1 <= max_moves <= 10 * MAX_MOVES:
        raise UserError(f"--max-moves {max_moves}: give 1 to {10 * MAX_MOVES:,}")
    study = Study(game, players, tuple(variants), tuple(options), tuple(agents), seed,
                  max_moves)
    if until is not None:
        until = Until(games, until.cap, until.margin, until.family, until.paired)
        until.check()
        if until.paired and not study.variants:
            raise UserError("--paired needs --variant: a game without variants is its own pair")
    paired = until is not None and until.paired
    state = check(study)
    sides = sides_of(state)
    looks = until.at if until is not None else (games,)
    bar = _progress_bar(looks[-1]) if progress else None
    played, spent = kept_games(kept, study, looks[-1], paired) if kept else ([], 0.0)
    # each game's CPU seconds (a kept game's: the kept games' average), so that a study
    # stopped at an earlier look than its kept games reach counts only the games it keeps
    seconds_each = [spent / len(played)] * len(played) if played else []
    if bar is not None:
        bar.update(len(played))
    for target in looks:
        for result, seconds in _play(study, target - len(played), jobs, cluster, bar,
                                     start=len(played), paired=paired):
            played.append(result)
            seconds_each.append(seconds)
            if cpu is not None:
                cpu.append(seconds)
        if until is not None and until.decided(summarize(played[:target], players, sides),
                                               played[:target]):
            played = played[:target]
            break
    if bar is not None:
        bar.close()
    prov = provenance(study, len(played), state.players, sides)
    if until is not None:
        prov["stopping"] = until.words(len(played), sides is not None)
    return {"format": FORMAT, "provenance": prov, "games": played,
            "summary": summarize(played, players, sides),
            "run": run_facts(sum(seconds_each[:len(played)]))}


def as_recorded_now(game: str, played: object) -> object:
    """``played``, a kept game of ``game`` (a paired one with its ``base``), as a study records
    it today: a game kept from before games recorded their ``outcome`` gets ``"outcome":
    "draw"`` where the game's own old facts say it was drawn (:func:`.measures.draw_test`), as
    it would be recorded now; anything else is returned as it is.

    >>> as_recorded_now("fallacy_of_rank", {"winners": [0, 1], "ending": "draw"})
    {'winners': [0, 1], 'ending': 'draw', 'outcome': 'draw'}
    >>> as_recorded_now("fallacy_of_rank", {"winners": [0], "ending": "last pawn"})
    {'winners': [0], 'ending': 'last pawn'}
    """
    if not isinstance(played, dict) or "outcome" in played:
        return played
    now = {key: as_recorded_now(game, value) if key == "base" else value
           for key, value in played.items()}
    if "winners" in played and draw_test(game)(played):
        now["outcome"] = DRAW
    return now


def kept_games(old: dict[str, Any], study: Study, most: int,
               paired: bool = False) -> tuple[list[dict[str, Any]], float]:
    """The games of an earlier results file ``old`` of ``study`` that a longer run of it may
    keep (at most ``most``), and the CPU seconds they took: none if ``old`` is another study's
    (game, players, variants, options, agents, seed or move cap differ, or ``paired`` and
    its games are not: :func:`paired_game`). Game ``i`` depends
    only on the study and ``i``, so the first and the last kept game are played again here; a
    difference (the code has changed since) is a UserError: play the study again whole.

    >>> old = simulate("subdivision", 2, games=3, seed=1)
    >>> kept, cpu = kept_games(old, Study("subdivision", 2, seed=1), 10)
    >>> [g["index"] for g in kept], cpu == old["run"]["cpu_seconds"]
    ([0, 1, 2], True)
    >>> kept_games(old, Study("subdivision", 2, seed=2), 10)
    ([], 0.0)
    >>> old["games"][2]["winners"] = [5]
    >>> try:
    ...     kept_games(old, Study("subdivision", 2, seed=1), 10)
    ... except UserError as exc:
    ...     print(exc)
    kept game 2 of subdivision (seed 1) plays otherwise now: drop --resume
    """
    prov = old.get("provenance") if isinstance(old, dict) else None
    prov = prov if isinstance(prov, dict) else {}
    agents = prov.get("agents")
    same = (prov.get("game"), prov.get("players"), prov.get("variants"), prov.get("options"),
            [a.get("spec") if isinstance(a, dict) else a
             for a in (agents if isinstance(agents, list) else [])],
            prov.get("seed"), prov.get("max_moves")) == \
        (study.game, study.players, list(study.variants), dict(study.options),
         list(study.agents), study.seed, study.max_moves)
    games = old.get("games") if same else None
    if not isinstance(games, list) or not games or \
            paired != all(isinstance(g, dict) and "base" in g for g in games):
        return [], 0.0
    games = games[:most]
    for i in dict.fromkeys((0, len(games) - 1)):
        again = json.loads(json.dumps(paired_game(study, i) if paired else play_game(study, i)))
        if as_recorded_now(study.game, games[i]) != again:
            raise UserError(f"kept game {i} of {study.game} (seed {study.seed}) plays "
                            "otherwise now: drop --resume")
    run = old.get("run")
    cpu = run.get("cpu_seconds") if isinstance(run, dict) else None
    cpu = float(cpu) if isinstance(cpu, (int, float)) else 0.0
    cpu = cpu if math.isfinite(cpu) and cpu >= 0 else 0.0  # unknown: counted as none
    return list(games), cpu * (len(games) / len(old["games"]))  # (all kept: cpu to the bit)


def sides_of(state: object) -> list[list[int]] | None:
    """The seats of each side in team play (a game whose rules have ``teams`` and
    ``team_members``, as Tabletop Croquet's do); None without teams."""
    rules: Any = getattr(state, "rules", None)
    teams = getattr(rules, "teams", 0)
    if not teams or not hasattr(rules, "team_members"):
        return None
    return [list(rules.team_members(t)) for t in range(teams)]


def run_facts(cpu_seconds: float) -> dict[str, Any]:
    """What one run of a study cost and where it ran: the CPU seconds its games took (in the
    processes that played them), the Python version and the machine. These vary from run to
    run and machine to machine, unlike the rest of the file (:func:`same_results`)."""
    return {"cpu_seconds": round(cpu_seconds, 1), "python": platform.python_version(),
            "machine": f"{platform.system()} {platform.machine()}".strip(),
            "processor": platform.processor() or "unknown"}


def same_results(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two results are the same but for their run facts (:func:`run_facts`)."""
    return {k: v for k, v in a.items() if k != "run"} == {k: v for k, v in b.items()
                                                           if k != "run"}


def results_text(results: dict[str, Any], before: str | None) -> str:
    """The text of a results file: ``before`` (the file's text as it is) when it holds the
    same results (:func:`same_results`), so that playing a study again on the same code leaves
    its file's bytes as they are; else :func:`results_json`."""
    if before is not None:
        try:
            old = json.loads(before)
        except (json.JSONDecodeError, RecursionError):  # not a results file: written over
            old = None
        if isinstance(old, dict) and same_results(old, results):
            return before
    return results_json(results)


def timed_game(study: Study, index: int, paired: bool = False) -> tuple[dict[str, Any], float]:
    """:func:`~.study.play_game` (:func:`paired_game` if ``paired``), and the CPU seconds it
    took in the process that played it."""
    start = time.process_time()
    result = paired_game(study, index) if paired else play_game(study, index)
    return result, time.process_time() - start


def paired_game(study: Study, index: int) -> dict[str, Any]:
    """Game ``index`` of ``study`` and, as its ``base``, the same game without the study's
    variants: the same deal and the same agents' random numbers (all that the two record but
    the index and the seed, which are the same).

    >>> g = paired_game(Study("in_crowd", 2, ("peek-all",), agents=("heuristic",) * 2), 6)
    >>> g["winners"], g["scores"], g["base"]["winners"], g["base"]["scores"]
    ([0], [3, 2], [1], [1, 4])
    """
    result = play_game(study, index)
    base = play_game(replace(study, variants=()), index)
    assert base["seed"] == result["seed"], "a variant is played on the same deal"
    result["base"] = {k: v for k, v in base.items() if k not in ("index", "seed")}
    return result


def check_jobs(jobs: int) -> None:
    """A UserError unless ``jobs`` worker processes is a sane number."""
    if not 1 <= jobs <= MAX_JOBS:
        raise UserError(f"--jobs {jobs}: use 1 to {MAX_JOBS} worker processes")


def _play(study: Study, games: int, jobs: int, cluster: str | None,
          bar: tqdm[Any] | None, start: int = 0,
          paired: bool = False) -> list[tuple[dict[str, Any], float]]:
    def tick(result: T) -> T:
        if bar is not None:
            bar.update(1)
        return result

    indices = range(start, start + games)
    if cluster:
        return _on_cluster(study, indices, cluster, tick, paired)
    if jobs == 1:
        return [tick(timed_game(study, i, paired)) for i in indices]
    chunk = max(1, min(16, games // (8 * jobs)))
    return [tick(r) for r in _pool(jobs).map(timed_game, repeat(study), indices, repeat(paired),
                                             chunksize=chunk)]


@cache
def _pool(jobs: int) -> ProcessPoolExecutor:
    """``jobs`` worker processes, started once (about a second) and kept for every later study
    of this process. Fresh interpreters (not forks of this one): nothing but the study and
    the game's index cross over."""
    pool = ProcessPoolExecutor(max_workers=jobs,
                               mp_context=multiprocessing.get_context("forkserver"))
    atexit.register(pool.shutdown)
    return pool


def _on_cluster(study: Study, indices: range, address: str,
                tick: Callable[[None], object],
                paired: bool = False) -> list[tuple[dict[str, Any], float]]:
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise UserError("--cluster needs dask.distributed: pip install "
                        "'tabletop-rulebooks[sim]'") from None
    def unanswered(exc: BaseException) -> UserError:
        return UserError(f"--cluster {one_line(address, 60)}: no Dask scheduler answers "
                         f"({one_line(str(exc), 120)}); give tcp://HOST:PORT")

    try:
        # Whether anything listens there, asked first with a plain connection: Dask's client
        # starts a thread of its own to ask, which a busy machine can keep from starting in
        # time (an assertion inside Dask, not an answer about the address).
        # (dask.distributed is not annotated: its calls are untyped, its results Any)
        _knock(address)
        client = Client(address, timeout=CONNECT_TIMEOUT)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError, TypeError) as exc:  # no answer, or no address
        raise unanswered(exc) from None
    with client:
        futures = client.map(timed_game, [study] * len(indices), indices,
                             [paired] * len(indices), pure=False)
        for _future in as_completed(futures):  # type: ignore[no-untyped-call]
            tick(None)
        return client.gather(futures)  # type: ignore[no-untyped-call,no-any-return]


def _knock(address: str) -> None:
    """Open and close a TCP connection to a ``tcp://HOST:PORT`` address (OSError if nothing
    answers within :data:`CONNECT_TIMEOUT`); other kinds of address are left to Dask."""
    from dask.utils import parse_timedelta
    from distributed.comm.addressing import parse_address, parse_host_port

    scheme, location = parse_address(address)
    if scheme != "tcp":
        return
    host, port = parse_host_port(location)
    with socket.create_connection((host, port), timeout=parse_timedelta(CONNECT_TIMEOUT)):
        pass


def _progress_bar(total: int) -> tqdm[Any] | None:
    """A tqdm bar on standard error, or None when standard error is not a terminal."""
    if not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=total, unit="game", file=sys.stderr, leave=False)


#: How a study decides when to stop, as the results file records it.
STOPPING = "a fixed number of games"


def provenance(study: Study, games: int, names: Iterable[str],
               sides: list[list[int]] | None = None) -> dict[str, Any]:
    """Where the results come from: enough to play the same games again."""
    agents = []
    for seat, spec in enumerate(study.agents):
        agent = make_agent(spec, study.game, make_rng(0))
        agents.append({"seat": seat, "spec": spec, "agent": agent.label,
                       "budget": agent.budget})
    return {"code": code_version(), "game": study.game, "players": study.players,
            "names": list(names), "variants": list(study.variants),
            "options": {key: value for key, value in study.options}, "agents": agents,
            "seed": study.seed, "games": games, "max_moves": study.max_moves,
            "stopping": {"rule": STOPPING, "games": games},
            **({"sides": sides} if sides else {})}


@cache
def code_version(root: Path | None = None) -> dict[str, Any]:
    """The package version, and ``git describe`` of the source tree when it is a checkout.

    ``-dirty`` is added when the code differs from the commit: ``games/`` (the models and the
    agents) or ``pyproject.toml`` (the pinned libraries). The results files and figures a run
    of ``make balance`` writes as it goes do not count, so a clean checkout's later studies
    are not labelled dirty by the earlier ones' output."""
    found = {"package": metadata.version("tabletop-rulebooks")}
    root = root or Path(__file__).resolve().parents[2]

    def git(*args: str) -> str | None:
        try:
            done = subprocess.run(["git", *args], cwd=root, text=True, capture_output=True,
                                  timeout=10)
        except (OSError, subprocess.SubprocessError):
            return None
        return done.stdout.strip() if done.returncode == 0 else None

    described = git("describe", "--always", "--tags")
    if not described:
        return found
    changed = git("status", "--porcelain", "--", "games", "pyproject.toml")
    found["git"] = described + ("-dirty" if changed or changed is None else "")
    return found


def results_json(results: dict[str, Any]) -> str:
    """The results as JSON text: keys sorted, one game a line, a final newline."""
    parts = []
    for key in sorted(results):
        value = results[key]
        if key == "games":
            body = "[\n" + ",\n".join("  " + json.dumps(g, sort_keys=True) for g in value) \
                + "\n ]"
        else:
            body = json.dumps(value, sort_keys=True, indent=1).replace("\n", "\n ")
        parts.append(f" {json.dumps(key)}: {body}")
    return "{\n" + ",\n".join(parts) + "\n}\n"

#!/usr/bin/env python3
"""Speed of the models, the agents and `rulebook simulate`, printed (never asserted); the first
part of `make bench` (scripts/bench.py), or on its own: scripts/bench_sim.py [SECONDS].

Each line gives the figure, its aim (issue 14) and a comparison measured in the same run:

* random playouts per CPU second, game by game (Tabletop Croquet: flicks simulated, four
  robots playing), of this code and of the code before games/sim (commit ``856bc66^``,
  extracted with git into a scratch folder), each measured in a process of its own by
  scripts/bench_rates.py, game by game in :data:`ROUNDS` pairs measured back to back (old then
  new, then new then old, and so on): each pair's ratio is taken and the middle one printed, beside
  the best rate of each; aims: Subdivision at least 20,000/s, every other game at least twice
  the old rate;
* the instructions a random playout takes (croquet: a flick), of this code and of the old
  code, counted by valgrind's callgrind over a fixed number of playouts (:data:`COUNTED`, less
  a run of none) with string hashing seeded: the same count on a busy machine as on a quiet
  one, where the rates swing by a fifth; skipped without valgrind;
* the search agent's decisions per CPU second of its own thinking, at the budget the book's
  skill question plays it with (games/<game>/studies.py: the measured agent of each game's
  ``skill`` study, against the same opponents), beside the random agent's in the same seat;
* the same decisions per CPU second of this code and of the code the speed aim of issue 25
  compares with (commit :data:`SEARCH_BEFORE`, main before the search was sped up, extracted
  the same way), each measured by scripts/bench_decisions.py in a process of its own, in
  :data:`ROUNDS` pairs back to back, the middle ratio printed:

  - over a span of CPU seconds of each version's own games, the same deals in both. Where
    the opponent (the game's heuristic) changed after that commit, as the In Crowd's, The
    Fallacy of Rank's and Human Trophies' did, the games part after a few moves (the line says
    where, found by comparing the first :data:`WHOLE` games each version plays), and the two
    versions then decide in different positions: a rate for comparison, not the aim's measure;
  - in the same positions (aim: at least 3x): the first :data:`WHOLE` games the old code
    plays, kept move by move and walked by both versions. At each of the search agent's turns
    its thinking is timed, and the old code's move is made whatever it chose; a span of CPU
    seconds would let the faster code reach later decisions, which may cost more or less;
  - the instructions a decision takes in both, counted by valgrind over the first
    :data:`DECIDED` decisions of that walk, less the same walk with nothing searched
    (aim: at least 3x fewer).

  At its budget, above the book's, the Fallacy's search is also raced
  (:func:`games.sim.mcts.improve_paired`), which changes a few of its choices (its
  ``tuning.py`` says how many, and what that costs in play);
* the instructions a random playout and a search decision take, this code's against the code
  before each rule was said once (commit :data:`LAYOUT_BEFORE`, issue 40), on the same games
  and positions (aim: at most :data:`LAYOUT_AIM` more);
* `rulebook simulate` throughput in games per second (wall time) of one declared study at
  ``--jobs 1`` and ``--jobs 2``, and the speedup (aim: at least 1.7x on two cores).

``SECONDS`` (default 2) is the CPU time spent on each rate (with 1, the bursts of a shared
machine swung a pair's ratio by a tenth or more).
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games import registry  # noqa: E402
from games.core.files import MOVES, read_json  # noqa: E402
from games.core.rng import make_rng  # noqa: E402
from games.sim.agents import make_agent, turn_of  # noqa: E402
from games.sim.run import simulate  # noqa: E402
from games.sim.studies import measured_seat, question  # noqa: E402
from games.sim.study import Study  # noqa: E402

#: The commit whose playout rates the aims double (the last before games/sim).
BEFORE = "856bc66^"
#: The code whose search agents' decisions per second the aim of issue 25 triples: main before
#: the search was sped up (Subdivision's games are the same, move for move; the other games'
#: heuristics changed since, and their games part after a few moves, see above).
SEARCH_BEFORE = "b389361"
#: The code before reasons became data and each rule was said once (issue 40): its playouts and
#: search decisions cost within :data:`LAYOUT_AIM` of this code's, counted in instructions.
LAYOUT_BEFORE = "731c22c"
#: How far (a fraction) this code's instructions may lie above LAYOUT_BEFORE's.
LAYOUT_AIM = 0.03
#: The search aim: this many times the decisions per CPU second of SEARCH_BEFORE.
SEARCH_AIM = 3.0
#: How many of the search agent's decisions an instruction count runs, per game (the Fallacy of
#: Rank's first dozen or so place its army, unsearched): enough to go past a game's opening
#: (a count of its first few alone can say more or less than its games played whole do).
DECIDED = {"subdivision": 60, "in_crowd": 30, "fallacy_of_rank": 40, "human_trophies": 12}
#: How many whole games the search rates over whole games are measured on, per game (some
#: seconds of the old code's thinking each).
WHOLE = {"subdivision": 10, "in_crowd": 4, "fallacy_of_rank": 6, "human_trophies": 4}


def back_to_back(measure, old: Path, seconds: float, game: str):
    """``measure(root, seconds, game)`` of the old code and of this one in ROUNDS pairs back to
    back, the old code first in one round and last in the next: the speed of a shared machine
    drifts over seconds, so each pair's ratio is taken: every old and new measure, every
    ratio, and the middle one."""
    olds, news, ratios = [], [], []
    for round_ in range(ROUNDS):
        roots = [old, ROOT] if round_ % 2 == 0 else [ROOT, old]
        pair = {root: measure(root, seconds, game) for root in roots}
        olds.append(pair[old])
        news.append(pair[ROOT])
        ratios.append(pair[ROOT] / pair[old])
    return olds, news, ratios, sorted(ratios)[ROUNDS // 2]


#: What bench_rates.py measures of each game.
MEASURED = {"subdivision": "random 2-player playouts", "in_crowd": "random playouts",
            "fallacy_of_rank": "random 4-player playouts",
            "human_trophies": "random 3-player playouts",
            "croquet": "flicks simulated (4 steady robots playing)"}
#: Subdivision's aim in playouts per second; every other game's is twice the old rate.
SUBDIVISION_AIM = 20_000
#: The study whose throughput is measured, and how many of its games.
#: The study timed at --jobs 1 and 2: heuristic players (tens of milliseconds a game), so that
#: the games and not the workers' start dominate, as in the book's studies.
THROUGHPUT = ("subdivision", "seats", 0, 300)


def load() -> str:
    return f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"


def old_code(into: Path, commit: str = BEFORE) -> str | None:
    """The ``games`` package of ``commit`` extracted into ``into``; None and why not, when
    there is no git or no such commit (a copy without history)."""
    try:
        done = subprocess.run(["git", "archive", "--format=tar", commit, "games"], cwd=ROOT,
                              capture_output=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"no git to extract {commit} ({exc})"
    if done.returncode != 0:
        return f"commit {commit} not found ({done.stderr.decode(errors='replace').strip()})"
    with tarfile.open(fileobj=io.BytesIO(done.stdout)) as tar:
        tar.extractall(into, filter="data")
    return None


def rates_of(root: Path, seconds: float, game: str) -> float:
    """``game``'s rate (see :data:`MEASURED`) of the ``games`` package under ``root``, measured
    in a process of its own."""
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_rates.py"), str(root),
                           str(seconds), game], capture_output=True, text=True, check=True,
                          cwd=root)
    return float(json.loads(done.stdout)[game])


#: How many times each game's old and new rates are measured, in pairs back to back: five, as
#: this shared machine's speed drifts by a third over seconds (the old search's rate over the
#: same games measured 23.6 to 33.8/s in one run), and the middle of three pairs moved with it.
ROUNDS = 5


def playout_rates(seconds: float, old: Path, missing: str | None) -> None:
    """The rates of this code and of the old code in ``old`` (none, and why, if ``missing``)."""
    if missing:
        print(f"playouts: {missing}; only this code's rates measured")
    for game, what in MEASURED.items():
        if missing:
            rate = max(rates_of(ROOT, seconds, game) for _ in range(ROUNDS))
            aim = f"aim >= {SUBDIVISION_AIM:,}" if game == "subdivision" else "aim >= 2x old"
            print(f"{game}: {rate:,.0f} {what} per CPU second ({aim})")
            continue
        olds, news, ratios, ratio = back_to_back(rates_of, old, seconds, game)
        aim = (f"aim >= {SUBDIVISION_AIM:,}/s" if game == "subdivision"
               else "aim >= 2x")
        print(f"{game}: {max(news):,.0f} {what} per CPU second; at {BEFORE}: "
              f"{max(olds):,.0f}/s; {ratio:.2f}x, the middle of {ROUNDS} pairs measured "
              f"back to back ({', '.join(f'{r:.2f}' for r in ratios)}) ({aim})")


#: The games measured in instructions too, and how many playouts (croquet: games) a count runs.
COUNTED = {"in_crowd": 200, "fallacy_of_rank": 20, "human_trophies": 40, "croquet": 2}


def instructions(root: Path, game: str, count: int) -> tuple[int, int]:
    """The instructions valgrind counts for bench_rates.py making ``count`` of ``game``'s
    playouts (croquet: games) with the code under ``root``, and how many it made (croquet:
    flicks); string hashing seeded, so that the same code counts the same."""
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         str(ROOT / "scripts" / "bench_rates.py"), str(root), f"count:{count}", game],
        capture_output=True, text=True, check=True, cwd=root,
        env={**os.environ, "PYTHONHASHSEED": "0"})
    collected = [line for line in done.stderr.splitlines() if "Collected :" in line]
    return int(collected[-1].split()[-1]), int(json.loads(done.stdout)[game])


def instruction_counts(old: Path, missing: str | None) -> None:
    """Instructions a playout (croquet: a flick), this code's and the old code's: the same
    count on a busy machine as on a quiet one, where the rates above are not. Each is the count
    for a run of playouts less the count for a run of none (Python's start and the imports)."""
    if shutil.which("valgrind") is None:
        print("instructions: skipped, no valgrind here (Debian: apt-get install valgrind)")
        return
    if missing:
        print(f"instructions: {missing}; skipped")
        return
    try:
        counted = playout_instructions(old, tuple(COUNTED))
    except (subprocess.CalledProcessError, ValueError, IndexError) as exc:
        print(f"instructions: valgrind could not count ({exc}); skipped")
        return
    for game, per in counted.items():
        unit = "a flick" if game == "croquet" else "a playout"
        print(f"{game}: {per['new'] / 1e6:,.2f}M instructions {unit}; at {BEFORE}: "
              f"{per['old'] / 1e6:,.2f}M; {per['old'] / per['new']:.2f}x fewer (aim >= 2x)")


def playout_instructions(old: Path, games: tuple[str, ...]) -> dict[str, dict[str, float]]:
    """For each of ``games`` (of :data:`COUNTED`), the instructions a playout (croquet: a
    flick) takes with the old code in ``old`` and with this code: each count for a run of
    playouts less the count for a run of none (Python's start and the imports)."""
    roots = {"old": old, "new": ROOT}
    start = {name: instructions(root, "in_crowd", 0)[0] for name, root in roots.items()}
    found = {}
    for game in games:
        per = {}
        for name, root in roots.items():
            total, made = instructions(root, game, COUNTED[game])
            per[name] = (total - start[name]) / made
        found[game] = per
    return found


def skill_agent(game: str) -> tuple[Study, int]:
    """The study of the book's skill question for ``game`` in which its strongest agent (the
    last measured: search against the heuristic, or croquet's steady robot) plays first, and
    that agent's seat."""
    declared = [s for s in question(game, "skill").studies if measured_seat(s) == 0][-1]
    arguments = {k: v for k, v in declared.arguments().items() if k not in ("games", "until")}
    return Study(**arguments), measured_seat(declared)


def decisions_per_second(study: Study, seat: int, spec: str, seconds: float) -> float:
    """Decisions per CPU second of ``spec``'s own thinking in ``seat`` of ``study``'s games
    (the others as the study has them); a decision is a turn with more than one move (every
    turn in croquet, whose moves are flicks)."""
    info, made, spent, k = registry.get(study.game), 0, 0.0, 0
    agents_of = [spec if s == seat else other for s, other in enumerate(study.agents)]
    begin = time.process_time()  # a quick agent: its games' other moves bound the time too
    while spent < seconds and time.process_time() - begin < 3 * seconds:
        state = study.start(k)
        agents = [make_agent(a, study.game, make_rng("bench", k, s))
                  for s, a in enumerate(agents_of)]
        moves = 0
        while not state.is_terminal() and moves < study.max_moves and spent < seconds:
            mover, turn = state.current_player(), turn_of(info, state)
            start = time.process_time()
            move = agents[mover].choose(turn)
            if mover == seat:
                spent += time.process_time() - start
                made += study.game == "croquet" or len(turn.moves) > 1
            state.apply(move)
            moves += 1
        k += 1
    return made / spent


def decision_rate(root: Path, seconds: float, game: str, how: str | None = None) -> float:
    """The skill search agent's decisions per CPU second in ``game`` with the code under
    ``root``, over ``seconds`` of its thinking or as ``how`` tells bench_decisions.py instead,
    measured in a process of its own (scripts/bench_decisions.py)."""
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_decisions.py"),
                           str(root), how or str(seconds), game], capture_output=True,
                          text=True, check=True, cwd=root, env={**os.environ, **SEEDED})
    return float(json.loads(done.stdout)[game])


#: String hashing seeded for every search measure, so that the same code plays the same games.
SEEDED = {"PYTHONHASHSEED": "0"}


def kept_games(root: Path, game: str, into: Path) -> list:
    """The first ``WHOLE[game]`` games the code under ``root`` plays, every move as the records
    write it, kept in ``into`` (and returned)."""
    decision_rate(root, 0, game, f"games:{WHOLE[game]}:{into}")
    return read_json(into, MOVES)  # type: ignore[return-value]  # bench_decisions checks it


def parting(old: list, new: list) -> str:
    """Where two versions' games (lists of moves) first differ, in words."""
    for k, (before, now) in enumerate(zip(old, new)):
        if before != now:
            at = next((i for i, pair in enumerate(zip(before, now)) if pair[0] != pair[1]),
                      min(len(before), len(now)))
            return f"its own games, which part from {SEARCH_BEFORE}'s at game {k}'s move {at + 1}"
    return f"its own games, the same as {SEARCH_BEFORE}'s"


def decision_instructions(root: Path, game: str, count: int, kept: Path) -> float:
    """The instructions of one of ``game``'s search decisions with the code under ``root``:
    valgrind's count for bench_decisions.py walking the positions kept in ``kept`` until
    ``count`` decisions are made, less its count for the same walk with nothing searched (the
    setup, the moves made and listed, and the imports cost the same in both), divided by
    ``count``; string hashing seeded."""
    def counted(how: str) -> int:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
             str(ROOT / "scripts" / "bench_decisions.py"), str(root), how, game],
            capture_output=True, text=True, check=True, cwd=root,
            env={**os.environ, **SEEDED})
        collected = [line for line in done.stderr.splitlines() if "Collected :" in line]
        return int(collected[-1].split()[-1])

    return (counted(f"walk:{count}:{kept}") - counted(f"still:{count}:{kept}")) / count


def search_speedups(seconds: float, old: Path, missing: str | None) -> None:
    """The search agents' decisions per CPU second and instructions a decision, this code's
    against :data:`SEARCH_BEFORE`'s (in ``old``; none, and why, if ``missing``)."""
    if missing:
        print(f"search speed against {SEARCH_BEFORE}: {missing}; skipped")
        return
    with tempfile.TemporaryDirectory() as tmp:
        kept = {game: Path(tmp) / f"{game}.json" for game in DECIDED}
        own = {game: parting(kept_games(old, game, kept[game]),
                               kept_games(ROOT, game, Path(tmp) / "new.json"))
                 for game in DECIDED}
        for game in DECIDED:
            olds, news, ratios, ratio = back_to_back(decision_rate, old, seconds, game)
            print(f"{game}: over {seconds:g} CPU seconds of {own[game]}, "
                  f"{max(news):,.1f} search decisions per CPU second (the agent and opponent "
                  f"the aim was set with, scripts/bench_decisions.py PINNED); at "
                  f"{SEARCH_BEFORE}: {max(olds):,.1f}/s; {ratio:.2f}x, the middle of {ROUNDS} "
                  f"pairs measured back to back ({', '.join(f'{r:.2f}' for r in ratios)})")
        for game in DECIDED:
            def walked(root: Path, seconds: float, game: str) -> float:
                return decision_rate(root, seconds, game, f"walk:{kept[game]}")

            olds, news, ratios, ratio = back_to_back(walked, old, seconds, game)
            print(f"{game}: in the same positions (the first {WHOLE[game]} games "
                  f"{SEARCH_BEFORE} plays, walked by both), {max(news):,.1f} search decisions "
                  f"per CPU second; at {SEARCH_BEFORE}: {max(olds):,.1f}/s; {ratio:.2f}x, the "
                  f"middle of {ROUNDS} pairs ({', '.join(f'{r:.2f}' for r in ratios)}) "
                  f"(aim >= {SEARCH_AIM:g}x)")
        if shutil.which("valgrind") is None:
            print("search instructions: skipped, no valgrind here (Debian: apt-get install "
                  "valgrind)")
            return
        for game, count in DECIDED.items():
            try:
                per = {name: decision_instructions(root, game, count, kept[game])
                       for name, root in (("old", old), ("new", ROOT))}
            except (subprocess.CalledProcessError, ValueError, IndexError) as exc:
                print(f"search instructions: valgrind could not count ({exc}); skipped")
                return
            print(f"{game}: {per['new'] / 1e6:,.1f}M instructions a search decision (the "
                  f"first {count} of those positions); at {SEARCH_BEFORE}: "
                  f"{per['old'] / 1e6:,.1f}M; {per['old'] / per['new']:.2f}x fewer "
                  f"(aim >= {SEARCH_AIM:g}x)")


def layout_costs(old: Path, missing: str | None, games: tuple[str, ...] = ()) -> None:
    """Instructions a playout (croquet: a flick) and a search decision, this code's against
    :data:`LAYOUT_BEFORE`'s (in ``old``; none, and why, if ``missing``): the same games and
    positions in both (the decisions walk the positions LAYOUT_BEFORE's own games reach), so
    that only the cost of the code differs; aim: within :data:`LAYOUT_AIM` (``games``: only
    these, else all)."""
    if shutil.which("valgrind") is None:
        print(f"against {LAYOUT_BEFORE}: skipped, no valgrind here")
        return
    if missing:
        print(f"against {LAYOUT_BEFORE}: {missing}; skipped")
        return
    roots = {"old": old, "new": ROOT}
    aim = f"aim: at most {LAYOUT_AIM:.0%} more"
    try:
        chosen = tuple(game for game in COUNTED if not games or game in games)
        for game, per in playout_instructions(old, chosen).items():
            unit = "a flick" if game == "croquet" else "a playout"
            print(f"{game}: {per['new'] / 1e6:,.3f}M instructions {unit}; at {LAYOUT_BEFORE}: "
                  f"{per['old'] / 1e6:,.3f}M; {per['new'] / per['old'] - 1:+.1%} ({aim})")
        with tempfile.TemporaryDirectory() as tmp:
            for game, count in DECIDED.items():
                if games and game not in games:
                    continue
                kept = Path(tmp) / f"{game}.json"
                kept_games(old, game, kept)
                per = {name: decision_instructions(root, game, count, kept)
                       for name, root in roots.items()}
                print(f"{game}: {per['new'] / 1e6:,.2f}M instructions a search decision (the "
                      f"first {count} of the positions {LAYOUT_BEFORE}'s games reach); at "
                      f"{LAYOUT_BEFORE}: {per['old'] / 1e6:,.2f}M; "
                      f"{per['new'] / per['old'] - 1:+.1%} ({aim})")
    except (subprocess.CalledProcessError, ValueError, IndexError) as exc:
        print(f"against {LAYOUT_BEFORE}: valgrind could not count ({exc}); skipped")


def search_rates(seconds: float) -> None:
    for game in registry.GAME_NAMES:
        study, seat = skill_agent(game)
        spec = study.agents[seat]
        searched = decisions_per_second(study, seat, spec, seconds)
        random = decisions_per_second(study, seat, "random", seconds)
        others = ",".join(a for s, a in enumerate(study.agents) if s != seat)
        print(f"{game}: {searched:,.1f} decisions/s per CPU second by {spec} (the skill "
              f"question's budget; against {others}); random agent: {random:,.0f}/s "
              f"({random / searched:,.0f}x)")


def throughput() -> None:
    game, key, row, games = THROUGHPUT
    declared = question(game, key).studies[row]
    arguments = {**declared.arguments(), "games": games, "until": None}
    seconds = {}
    for jobs in (1, 2):
        start = time.perf_counter()
        simulate(**arguments, jobs=jobs)
        seconds[jobs] = time.perf_counter() - start
    one, two = games / seconds[1], games / seconds[2]
    print(f"simulate: {declared.path.as_posix()} ({', '.join(declared.agents)}), {games} games:"
          f" {one:,.1f} games/s at --jobs 1, {two:,.1f} at --jobs 2: {two / one:.2f}x "
          f"(aim >= 1.7x on 2 cores; {load()})")


def main(seconds: float = 2.0) -> int:
    print(f"models and agents ({load()}):")
    with tempfile.TemporaryDirectory() as tmp:  # the old code, extracted once for both
        old = Path(tmp)
        missing = old_code(old)
        playout_rates(seconds, old, missing)
        instruction_counts(old, missing)
    search_rates(seconds)
    with tempfile.TemporaryDirectory() as tmp:  # the code before the search was sped up
        old = Path(tmp)
        search_speedups(seconds, old, old_code(old, SEARCH_BEFORE))
    print(f"against {LAYOUT_BEFORE}, before each rule was said once (issue 40):")
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp)
        layout_costs(old, old_code(old, LAYOUT_BEFORE))
    throughput()
    return 0


def seconds_argument(argv: list[str]) -> float:
    """The optional SECONDS argument: a number from 0.1 to 60 (a one-line error otherwise)."""
    if len(argv) > 1:
        print("bench_sim: usage: scripts/bench_sim.py [SECONDS]", file=sys.stderr)
        raise SystemExit(2)
    if not argv:
        return 2.0
    text = argv[0]
    try:
        value = float(text) if text.isascii() else float("nan")
    except ValueError:
        value = float("nan")
    if not 0.1 <= value <= 60:
        print(f"bench_sim: SECONDS {text!r}: give a number from 0.1 to 60", file=sys.stderr)
        raise SystemExit(2)
    return value


if __name__ == "__main__":
    sys.exit(main(seconds_argument(sys.argv[1:])))

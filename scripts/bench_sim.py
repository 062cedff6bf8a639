#!/usr/bin/env python3
"""Speed of the simulation agents and of `rulebook simulate`, printed (never asserted).

* searched decisions per second of each game's search agent (``search``, at its default
  budget) playing seat 1 against random agents, on one core;
* simulate throughput in games per second at ``--jobs 1`` and ``--jobs 2`` (random agents, so
  the models' speed is measured, not the search's), and the speedup.

Usage: scripts/bench_sim.py [SECONDS]  (the time spent on each measurement, default 5)
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import registry
from games.core.rng import make_rng
from games.sim.agents import make_agent, turn_of
from games.sim.run import simulate
from games.sim.study import Study

PLAYERS = {"subdivision": 2, "in_crowd": 2, "fallacy_of_rank": 2, "human_trophies": 3,
           "croquet": 2}


def decisions_per_second(game: str, spec: str, seconds: float) -> float:
    """Decisions with a choice made by ``spec`` in seat 1 per second of its thinking time."""
    info, players = registry.get(game), PLAYERS[game]
    searched, spent, k = 0, 0.0, 0
    while spent < seconds:
        state = Study(game, players).start(k)
        agents = [make_agent(spec if seat == 0 else "random", game, make_rng("bench", k, seat))
                  for seat in range(players)]
        while not state.is_terminal() and spent < seconds:
            seat, turn = state.current_player(), turn_of(info, state)
            start = time.perf_counter()
            move = agents[seat].choose(turn)
            if seat == 0 and len(turn.moves) > 1:
                spent += time.perf_counter() - start
                searched += 1
            state.apply(move)
        k += 1
    return searched / spent


def throughput(game: str, games: int, jobs: int) -> float:
    start = time.perf_counter()
    simulate(game, PLAYERS[game], agents=("random",) * PLAYERS[game], games=games, seed=1,
             jobs=jobs)
    return games / (time.perf_counter() - start)


def main() -> int:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for game in registry.GAME_NAMES:
        agent = make_agent("search", game, make_rng(0))
        rate = decisions_per_second(game, "search", seconds)
        print(f"{game}: {rate:,.1f} decisions/s by {agent.label} (budget {agent.budget})")
    for game, games in (("in_crowd", 400), ("human_trophies", 200)):
        one, two = throughput(game, games, 1), throughput(game, games, 2)
        print(f"{game}: simulate {one:,.1f} games/s at --jobs 1, {two:,.1f} at --jobs 2 "
              f"({two / one:.2f}x), random agents, {games} games")
    return 0


if __name__ == "__main__":
    sys.exit(main())

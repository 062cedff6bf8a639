#!/usr/bin/env python3
"""Random playouts per second of CPU time, game by game, of the ``games`` package under ROOT.

Run by scripts/bench_sim.py in a process of its own, once for this project and once for the
code of an older commit (extracted from git), so that both are measured the same way, back
to back. Only calls that every measured version has are used (those of the bench before
games/sim): each game's ``new_game``, ``random_playout`` and, for Tabletop Croquet, whose
random play is flicks aimed by its robots, the robot's ``play``.

Usage: bench_rates.py ROOT SECONDS [GAME...]  (prints one JSON object: game name -> rate, for
the games named, or every game); with ``count:N`` for SECONDS, exactly N playouts (croquet: N
games) and, instead of a rate, how many were made (croquet: how many flicks).
"""

from __future__ import annotations

import json
import sys
import time

from bench_budget import budget, games_of


def main() -> int:
    if len(sys.argv) < 3:
        print("bench_rates: usage: bench_rates.py ROOT SECONDS|count:N [GAME...]",
              file=sys.stderr)
        return 2
    root, how = sys.argv[1], sys.argv[2]
    # "count:N": exactly N playouts (croquet: N games), and the number of them made (croquet:
    # flicks) printed instead of a rate, for an instruction count (scripts/bench_sim.py).
    measured = budget("bench_rates", how)
    if measured is None:
        return 2
    fixed, seconds = measured

    def going(count: int, begin: float) -> bool:
        if fixed is not None:
            return count < fixed
        return time.process_time() - begin < seconds
    games_of("bench_rates", root)
    from games import croquet, fallacy_of_rank, in_crowd, subdivision
    from games.core.protocol import random_playout
    from games.core.rng import make_rng
    from games.croquet.robot import STEADY, Robot, play
    from games.human_trophies import new_game as trophies

    def playouts(start) -> float:
        """Random playouts per CPU second; ``start(k)`` sets up the k-th game."""
        rng, count, begin = make_rng("bench"), 0, time.process_time()
        while going(count, begin):
            random_playout(start(count), rng).tallies()
            count += 1
        return count if fixed is not None else count / (time.process_time() - begin)

    def flicks() -> float:
        """Simulated flicks per CPU second, four steady robots playing."""
        count, game, begin = 0, 0, time.process_time()
        while going(game, begin):
            state = croquet.new_game("Ann", "Ben", "Cat", "Dan")
            robots = {s: Robot(STEADY, make_rng("bench", game, s)) for s in range(4)}
            play(state, robots, max_turns=40)
            count += sum(1 for entry in state.log if entry.outcome)
            game += 1
        return count if fixed is not None else count / (time.process_time() - begin)

    measures = {"subdivision": lambda: playouts(lambda k: subdivision.new_game(2)),
                "in_crowd": lambda: playouts(lambda k: in_crowd.new_game()),
                "fallacy_of_rank": lambda: playouts(lambda k: fallacy_of_rank.new_game(4)),
                "human_trophies": lambda: playouts(lambda k: trophies(3, seed=k)),
                "croquet": flicks}
    wanted = sys.argv[3:] or list(measures)
    unknown = [name for name in wanted if name not in measures]
    if unknown:
        print(f"bench_rates: GAME {unknown[0]!r}: give one of {', '.join(measures)}",
              file=sys.stderr)
        return 2
    print(json.dumps({name: measures[name]() for name in wanted}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

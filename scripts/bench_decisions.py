#!/usr/bin/env python3
"""The search agents' decisions per CPU second, game by game, of the ``games`` package under
ROOT: the agent of each game's skill question, at the budget the book plays it with.

Run by scripts/bench_sim.py in a process of its own, once for this project and once for the
code the speed aim compares with (extracted from git), so that both are measured the same way,
back to back. It uses only calls that every measured version has.

The search agent plays the first seat against the game's heuristic, at the budget the speed aim
was set at (:data:`PINNED`: the skill matchup of commit b389361, so that every version measured
plays the same agents whatever its studies now declare), in games k = 0, 1, ... set up as game k
of that study (seed 14) with agents seeded ``make_rng("bench", k, seat)``;
a decision is a turn of its own with more than one move (every turn in croquet), and only the
CPU time of its own ``choose`` is counted.

Usage: bench_decisions.py ROOT SECONDS|games:K|count:N[:FILE]|replay:N:FILE [GAME...]  (prints
one JSON object: game name -> decisions per CPU second, for the games named, or every game with
a search agent); with ``games:K`` for SECONDS, over the first K games played whole (the same
games, from the same deals, in every version measured: a span of CPU time would let faster code
reach later decisions, which may cost more or less than the early ones); with ``count:N``,
exactly N decisions (the other players' moves between them made too) and, instead of a rate,
how many were made: for an instruction count (scripts/bench_sim.py). ``count:N:FILE`` keeps
the search agent's moves in FILE (one game named), and ``replay:N:FILE`` plays the same games
with those moves instead of its search: the instructions of the one less those of the other are
the search's own.
"""

from __future__ import annotations

import json
import sys
import time

from bench_budget import budget, games_of

#: The measured search agent of each game, its opponent and the move cap: the skill matchup
#: the book played when the speed aim was set (b389361's studies), the same in every version.
PINNED = {"subdivision": ("mcts:200", "heuristic", 5_000),
          "in_crowd": ("ismcts:100", "heuristic", 5_000),
          "fallacy_of_rank": ("ismcts:8", "heuristic", 5_000),
          "human_trophies": ("ismcts:16", "heuristic", 2_000)}
#: The seed of those studies.
SEED = 14


def main() -> int:
    if len(sys.argv) < 3:
        print("bench_decisions: usage: bench_decisions.py ROOT SECONDS|count:N [GAME...]",
              file=sys.stderr)
        return 2
    root, how = sys.argv[1], sys.argv[2]
    kept = None  # count:N:FILE or replay:N:FILE: the search agent's moves, kept or replayed
    whole = None  # games:K: the first K games, played whole
    if how.startswith("games:"):
        count = how.removeprefix("games:")
        if not (count.isascii() and count.isdigit() and 0 < int(count) <= 1000):
            print(f"bench_decisions: {how!r}: give games:K, K a whole number from 1 to 1000",
                  file=sys.stderr)
            return 2
        whole, how = int(count), "1"  # (the games set the span, not the seconds)
    if how.startswith(("count:", "replay:")) and how.count(":") == 2:
        mode, count, kept = how.split(":")
        how = f"count:{count}"
    measured = budget("bench_decisions", how)
    if measured is None:
        return 2
    fixed, seconds = measured
    games_of("bench_decisions", root)
    from games import registry
    from games.core.rng import make_rng
    from games.sim.agents import make_agent, turn_of
    from games.sim.study import Study

    def skill_agent(game: str) -> tuple[Study, int]:
        agent, other, cap = PINNED[game]
        return Study(game, 2, (), (), (agent, other), SEED, cap), 0

    import pickle

    replayed = None
    if kept is not None and mode == "replay":
        with open(kept, "rb") as file:
            replayed = iter(pickle.load(file))
    chosen: list = []

    def decisions(game: str, spec: str | None = None) -> float:
        """Decisions per CPU second of the skill agent (or of ``spec`` in its seat)."""
        study, seat = skill_agent(game)
        info, made, spent, k = registry.get(game), 0, 0.0, 0
        agents_of = [spec or a if s == seat else a for s, a in enumerate(study.agents)]

        def going() -> bool:
            if whole is not None:
                return k < whole
            return made < fixed if fixed is not None else spent < seconds

        begin = time.process_time()  # a quick agent: its games' other moves bound the time
        while going() and (fixed is not None or whole is not None
                           or time.process_time() - begin < 3 * seconds):
            state = study.start(k)
            agents = [make_agent(a, game, make_rng("bench", k, s))
                      for s, a in enumerate(agents_of)]
            moves = 0
            while not state.is_terminal() and moves < study.max_moves and going():
                mover, turn = state.current_player(), turn_of(info, state)
                start = time.process_time()
                if mover == seat and replayed is not None:  # its moves, and which decided
                    move, decided = next(replayed)
                else:
                    move = agents[mover].choose(turn)
                if mover == seat:
                    spent += time.process_time() - start
                    if replayed is None:  # (the moves listed only where the agent lists them)
                        decided = game == "croquet" or len(turn.moves) > 1
                        chosen.append((move, decided))
                    made += decided
                state.apply(move)
                moves += 1
            k += 1
        return made if fixed is not None else made / spent

    searched = [g for g in registry.GAME_NAMES if g in PINNED]
    wanted = sys.argv[3:] or searched
    unknown = [name for name in wanted if name not in registry.GAME_NAMES]
    if unknown:
        print(f"bench_decisions: GAME {unknown[0]!r}: give one of "
              f"{', '.join(registry.GAME_NAMES)}", file=sys.stderr)
        return 2
    print(json.dumps({name: decisions(name) for name in wanted}))
    if kept is not None and mode == "count":
        with open(kept, "wb") as file:
            pickle.dump(chosen, file)
    return 0


if __name__ == "__main__":
    sys.exit(main())

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

Usage: bench_decisions.py ROOT HOW [GAME...]; prints one JSON object, game name -> decisions
per CPU second, for the games named (or every game with a search agent). HOW is one of:

* ``SECONDS``: over that many CPU seconds of the agent's thinking, in its own games;
* ``games:K``: over the first K games played whole (the same deals in every version);
  ``games:K:FILE`` keeps every move of them (each player's, written as the game's records write
  it) in FILE, one game named: the positions one version reached, for another to walk;
* ``walk:FILE``: over the positions kept in FILE. At each of the search agent's turns its
  ``choose`` is timed and its choice put aside; the kept move is made instead, so every
  version measured decides in the same positions (where the heuristics differ, their own games
  part after a few moves);
* ``walk:N:FILE``: the first N decisions of that walk and, instead of a rate, how many were
  made; ``still:N:FILE``: the same walk with nothing searched. The instructions valgrind counts
  for the one less those of the other are the search's own (scripts/bench_sim.py).
"""

from __future__ import annotations

import json
import sys
import time

from bench_budget import games_of, guarded_files

#: The measured search agent of each game, its opponent and the move cap: the skill matchup
#: the book played when the speed aim was set (b389361's studies), the same in every version.
PINNED = {"subdivision": ("mcts:200", "heuristic", 5_000),
          # (In Crowd's search is a guided rollout improvement since issue 43: its budget is
          # deals, 4 by default; a version before plays plain ISMCTS at 4 iterations, so its
          # rate is that of another search.)
          "in_crowd": ("ismcts:4", "heuristic", 5_000),
          "fallacy_of_rank": ("ismcts:8", "heuristic", 5_000),
          "human_trophies": ("ismcts:16", "heuristic", 2_000)}
#: The seed of those studies.
SEED = 14
#: The measured agent's seat.
SEAT = 0
USAGE = "bench_decisions.py ROOT SECONDS|games:K[:FILE]|walk:[N:]FILE|still:N:FILE [GAME...]"


def whole(text: str, most: int) -> int | None:
    """``text`` as a whole number from 1 to ``most`` (ASCII digits only), else None."""
    return int(text) if text.isascii() and text.isdigit() and 0 < int(text) <= most else None


def parse(how: str) -> tuple[str, float, str | None] | None:
    """HOW as (mode, amount, FILE): ("seconds", S, None), ("games", K, FILE or None),
    ("walk", N or inf, FILE) or ("still", N, FILE); None if it is none of them."""
    mode, _, rest = how.partition(":")
    if not rest:
        try:
            seconds = float(how) if how.isascii() else float("nan")
        except ValueError:
            return None
        return ("seconds", seconds, None) if 0 < seconds <= 600 else None
    number, _, path = rest.partition(":")
    if mode == "games" and whole(number, 1000):
        return "games", whole(number, 1000) or 0, path or None
    if mode == "walk" and not path:
        return "walk", float("inf"), rest
    if mode in ("walk", "still") and path and whole(number, 1_000_000):
        return mode, whole(number, 1_000_000) or 0, path
    return None


def fail(line: str) -> int:
    """``line`` on stderr, and the exit status of bad input (2)."""
    print(f"bench_decisions: {line}", file=sys.stderr)
    return 2


def main() -> int:
    if len(sys.argv) < 3 or parse(sys.argv[2]) is None:
        return fail(f"usage: {USAGE}")
    root = sys.argv[1]
    mode, amount, path = parse(sys.argv[2]) or ("", 0.0, None)
    games_of("bench_decisions", root)
    from games import registry
    from games.core.errors import UserError
    from games.core.rng import make_rng
    from games.sim.agents import make_agent, turn_of
    from games.sim.study import Study

    searched = [g for g in registry.GAME_NAMES if g in PINNED]
    wanted = sys.argv[3:] or searched
    unknown = [name for name in wanted if name not in searched]
    if unknown:
        return fail(f"GAME {unknown[0]!r}: give one of {', '.join(searched)}")
    if path and len(wanted) != 1:
        return fail(f"{sys.argv[2]!r}: a FILE holds one game's moves: name that one GAME")
    files = guarded_files()  # this project's guarded reader, whatever the code measured
    walked = None
    try:
        if mode == "games" and path:  # the place it will write, before the games
            files.check_targets([path])
        if mode in ("walk", "still"):
            walked = files.read_json(path or "", files.MOVES)
    except files.UserError as exc:
        return fail(f"{exc}")
    if mode in ("walk", "still"):
        if not (isinstance(walked, list) and all(isinstance(game, list) for game in walked)):
            return fail(f"{path}: not a list of games, each a list of moves")

    def kept_move(state, legal: tuple, text: object, k: int, before: int):
        """The move ``text`` writes (as the records write moves), one of the ``legal`` ones."""
        move = unread = object()  # (a move may be None: Subdivision's pass, in some versions)
        try:
            move = state.parse_move(text) if isinstance(text, str) else unread
        except UserError:
            pass
        if move is unread or move not in legal:
            raise SystemExit(fail(f"{path}: game {k}, move {before + 1}: {text!r} is not one "
                                  "of this code's legal moves"))
        return move

    def decisions(game: str) -> float:
        """Decisions per CPU second of the skill agent (or, counting, how many it made)."""
        agent, other, cap = PINNED[game]
        study, info = Study(game, 2, (), (), (agent, other), SEED, cap), registry.get(game)
        made, spent, k, kept = 0, 0.0, 0, []

        def going() -> bool:
            if mode == "seconds":
                return spent < amount
            if mode == "games":
                return k < amount
            return made < amount and k < len(walked or ())

        begin = time.process_time()  # a quick agent: its games' other moves bound the time
        while going() and (mode != "seconds" or time.process_time() - begin < 3 * amount):
            state = study.start(k)
            agents = [make_agent(a, game, make_rng("bench", k, s))
                      for s, a in enumerate(study.agents)]
            moves: list[str] = []
            script = None if walked is None else iter(walked[k])
            while not state.is_terminal() and len(moves) < study.max_moves and going():
                mover, turn = state.current_player(), turn_of(info, state)
                move = None
                if mover == SEAT and mode != "still":
                    start = time.process_time()
                    move = agents[mover].choose(turn)
                    spent += time.process_time() - start
                if mover == SEAT:
                    made += game == "croquet" or len(turn.moves) > 1
                if script is not None:  # the kept move, read by this code
                    move = kept_move(state, turn.moves, next(script, None), k, len(moves))
                elif move is None:
                    move = agents[mover].choose(turn)
                moves.append(state.move_text(move) if path and walked is None else "")
                state.apply(move)
            kept.append(moves)
            k += 1
        if mode == "games" and path:
            try:  # whole or not at all
                files.write_atomic(path, json.dumps(kept))
            except OSError as exc:
                raise SystemExit(fail(f"{path}: cannot keep the moves there "
                                      f"({exc.__class__.__name__})")) from None
        if mode in ("walk", "still") and amount != float("inf"):
            return made
        return made / spent if spent else 0.0

    print(json.dumps({name: decisions(name) for name in wanted}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

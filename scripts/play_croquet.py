#!/usr/bin/env python3
"""Write the Tabletop Croquet example games played by robots, and the robot-turns data.

* ``games/croquet/records/complete.rec``: two steady robots play a whole game;
* ``games/croquet/records/teams.rec``: four steady robots in two teams, with rovers; marked
  after the first turn in which a rover earns a flick;
* ``games/croquet/records/poison.rec``: three steady robots play Poison; marked after the
  first kill;
* ``games/croquet/data/robot-turns.txt``: how many turns a robot alone needs to complete the
  course, for 200 seeded robots of each of two skills (the chart in the chapter).

Every move goes through the model; robots are seeded, so the same run writes the same bytes.

    python scripts/play_croquet.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.files import write_atomic  # noqa: E402
from games.core.rng import make_rng  # noqa: E402
from games.croquet import new_game  # noqa: E402
from games.croquet.examples import RECORDS, TURNS_DATA  # noqa: E402
from games.croquet.robot import SHAKY, STEADY, Robot, solo_turns  # noqa: E402

SOLO_GAMES = 200


def robot_game(name: str, players, teams=0, variants=(), watch=None):
    """Play a seeded robot game; ``watch(state, entries)`` is asked after each turn whether
    to mark it (returning (mark name, caption) or None). Returns the record's move lines."""
    state = new_game(*players, teams=teams, variants=variants)
    robots = {s: Robot(STEADY, make_rng("croquet-record", name, s)) for s in range(len(players))}
    lines, marked = [], set()
    while not state.is_terminal() and state.turn_number <= 400:
        turn = state.turn_number
        move = robots[state.turn].choose(state)
        lines.append(state.move_text(move))
        state.apply(move)
        if watch and (state.turn_number != turn or state.is_terminal()):
            entries = [e for e in state.log if e.turn == turn]
            mark = watch(state, entries)
            if mark and mark[0] not in marked:
                marked.add(mark[0])
                lines.append(f"mark: {mark[0]} {mark[1]}")
    if not state.is_terminal():
        raise SystemExit(f"{name}: no end in 400 turns")
    lines.append(f"mark: end {' and '.join(state.winners())} won after "
                 f"{state.turn_number} turns.")
    return lines


def rover_turn(state, entries):
    earned = [text for e in entries for text, *_ in e.counts if "rover" in text and "+" in text]
    if earned:
        who = state.players[entries[0].seat]
        return ("rover", f"A turn of {who}'s rover: it earns flicks by passing wickets either "
                         "way and by hitting opponents' coins.")
    return None


def first_kill(state, entries):
    kills = [text for e in entries for text, *_ in e.counts if "poison coin hits" in text]
    return ("kill", kills[0].split(": +")[0] + ".") if kills else None


def write(name: str, header: str, lines) -> None:
    path = RECORDS / f"{name}.rec"
    write_atomic(path, header + "\n".join(lines) + "\n")
    print(path)


def main() -> int:
    intro = ("# Written by scripts/play_croquet.py: seeded robots (skill 'steady'), every move\n"
             "# simulated and checked by the model.\n")
    write("complete", f"# Tabletop Croquet: a whole game of two robots.\n{intro}"
          "game: croquet\ntitle: A complete game\nplayers: Ann Ben\n\n",
          robot_game("complete", ("Ann", "Ben")))
    write("teams", f"# Tabletop Croquet: team play, Ann and Cat against Ben and Dan.\n{intro}"
          "game: croquet\ntitle: Team play\nplayers: Ann Ben Cat Dan\nteams: 2\n\n",
          robot_game("teams", ("Ann", "Ben", "Cat", "Dan"), teams=2, watch=rover_turn))
    write("poison", f"# Tabletop Croquet: the Poison variant with three players.\n{intro}"
          "game: croquet\ntitle: Poison\nplayers: Ann Ben Cat\nvariant: poison\n\n",
          robot_game("poison", ("Ann", "Ben", "Cat"), variants=("poison",), watch=first_kill))
    rows = [f"{skill.name} {seed} {solo_turns(skill, seed)}"
            for skill in (STEADY, SHAKY) for seed in range(SOLO_GAMES)]
    write_atomic(TURNS_DATA, "# Turns a robot alone needs to complete the course: skill, "
                 "seed, turns.\n# Written by scripts/play_croquet.py; tests replay some rows.\n"
                 + "\n".join(rows) + "\n")
    print(TURNS_DATA)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Tabletop Croquet's robot chooses the same shots as before it was made faster.

``tests/data/croquet_robot.json`` was written by the robot as it stood before issue 14's speed
work (``python -m tests.test_croquet_robot`` writes it afresh): seeded robot games (every move's
text and the final position and log), and the plans of :func:`shot` and :func:`route` for
random positions. The sim results and the figures depend on the robot's choices, so any change
to the robot that changes one of them fails here.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from games.core.rng import make_rng
from games.croquet import new_game
from games.croquet.course import Course
from games.croquet.robot import SHAKY, STEADY, Robot, play, route, shot

DATA = Path(__file__).parent / "data" / "croquet_robot.json"

#: (players, teams, variants, skill, max_turns): the seeded games recorded.
GAMES = [
    (2, 0, (), "steady", 60),
    (4, 0, (), "steady", 40),
    (4, 2, (), "steady", 120),
    (3, 0, ("poison",), "steady", 120),
    (6, 3, ("earned-option", "knocked-off-foul"), "shaky", 40),
    (2, 0, ("centre-distances", "any-endpost-resets"), "shaky", 60),
    (3, 0, ("first-hit-only",), "shaky", 40),
    (4, 2, ("any-endpost-resets",), "shaky", 80),
]
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
PLANS = 300


def robot_game(k: int) -> dict:
    players, teams, variants, skill, max_turns = GAMES[k]
    state = new_game(*NAMES[:players], teams=teams, variants=variants)
    hand = {"steady": STEADY, "shaky": SHAKY}[skill]
    robots = {s: Robot(hand, make_rng("croquet-robot-test", k, s)) for s in range(players)}
    moves: list[str] = []
    play(state, robots, max_turns=max_turns, moves=moves)
    log = [line for entry in state.log for line in entry.lines]
    return {"moves": moves, "position": state.to_text(), "log": log}


def _spot(course: Course, rng) -> tuple[float, float]:
    """A random spot on the table, clear of the tiles."""
    x0, y0, x1, y1 = course.table
    while True:
        p = (round(rng.uniform(x0 + 0.2, x1 - 0.2), 3), round(rng.uniform(y0 + 0.2, y1 - 0.2), 3))
        if not course.blocking_tile(*p):
            return p


def plans() -> list[list]:
    """``shot`` and ``route`` for random coins, targets, teammates and other coins."""
    rng = make_rng("croquet-robot-plans")
    found = []
    for scale, reading in ((1.0, "tiles"), (1.0, "centres"), (1.2, "tiles")):
        course = Course.make(scale, reading=reading)
        for _ in range(PLANS):
            coin = _spot(course, rng)
            target = course.order[rng.randrange(len(course.order))]
            others = [_spot(course, rng) for _ in range(rng.randrange(4))]
            mates = others[:rng.randrange(len(others) + 1)]
            goal = _spot(course, rng)
            found.append([list(shot(course, coin, target, mates, others)),
                          list(route(course, coin, goal))])
    return found


def record() -> dict:
    return {"games": [robot_game(k) for k in range(len(GAMES))], "plans": plans()}


@pytest.fixture(scope="module")
def recorded() -> dict:
    return json.loads(DATA.read_text())


@pytest.mark.parametrize("k", range(len(GAMES)))
def test_seeded_robot_games_are_unchanged(recorded, k):
    game, before = robot_game(k), recorded["games"][k]
    for i, (now, then) in enumerate(zip(game["moves"], before["moves"], strict=True)):
        assert now == then, f"game {k}, move {i}: {now!r}, was {then!r}"
    assert game["position"] == before["position"]
    assert game["log"] == before["log"]


def test_plans_are_unchanged(recorded):
    for i, (now, then) in enumerate(zip(plans(), recorded["plans"], strict=True)):
        assert now == then, f"plan {i}: {now}, was {then}"


if __name__ == "__main__":
    DATA.parent.mkdir(exist_ok=True)
    DATA.write_text(json.dumps(record(), indent=0) + "\n")
    sys.exit(0)

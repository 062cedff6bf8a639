"""The example plays in ``records/``, replayed through the model.

>>> played = replay_example("turn")
>>> played.position("hit").flicks
3
"""

from __future__ import annotations

from pathlib import Path

from ..core.replay import Examples
from .rules import state_from_record

RECORDS = Path(__file__).parent / "records"
#: Turns robots alone needed to complete the course (written by scripts/play_croquet.py).
TURNS_DATA = Path(__file__).parent / "data" / "robot-turns.txt"
EXAMPLES = Examples(RECORDS, state_from_record)
example_names = EXAMPLES.names
replay_example = EXAMPLES.replay


def robot_turns() -> dict[str, list[tuple[int, int | None]]]:
    """The robot-turns data: for each skill name, (seed, turns or None) in seed order."""
    data: dict[str, list[tuple[int, int | None]]] = {}
    for line in TURNS_DATA.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            skill, seed, turns = line.split()
            data.setdefault(skill, []).append((int(seed), None if turns == "None" else int(turns)))
    return data

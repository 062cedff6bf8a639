"""The example plays in ``records/``, replayed through the model.

>>> final = replay_example("groups").state
>>> [t.short() for t in final.tallies()]
['Red: 6 = 7 - 1', 'Blue: 5 = 7 - 2']
"""

from __future__ import annotations

from pathlib import Path

from ..core.record import read_record
from ..core.replay import Replay, replay
from .rules import state_from_record

RECORDS = Path(__file__).parent / "records"


def example_names() -> list[str]:
    """The names of the committed records, sorted."""
    return sorted(p.stem for p in RECORDS.glob("*.rec"))


def replay_example(name: str) -> Replay:
    """Replay the committed record ``name`` (every move checked)."""
    return replay(read_record(RECORDS / f"{name}.rec"), state_from_record)

"""The example plays in ``records/``, replayed through the model.

>>> final = replay_example("running-example").state
>>> [t.short() for t in final.tallies()]
['Alice: 11 = 0 + 11 (KD)', 'Bernard: 0 = 0', 'Charlie: 0 = 0']
"""

from __future__ import annotations

from pathlib import Path

from ..core.record import read_record
from ..core.replay import Replay, replay
from .header import state_from_record

RECORDS = Path(__file__).parent / "records"


def example_names() -> list[str]:
    """The names of the committed records, sorted."""
    return sorted(p.stem for p in RECORDS.glob("*.rec"))


def replay_example(name: str) -> Replay:
    """Replay the committed record ``name`` (every move checked)."""
    return replay(read_record(RECORDS / f"{name}.rec"), state_from_record)

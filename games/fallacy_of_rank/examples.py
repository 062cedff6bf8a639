"""The example plays in ``records/``, replayed through the model.

>>> print(replay_example("combat").state.battles[0])
Ann's Ace attacks Ben's pawn on C4: an Ace beats a pawn; Ann's Ace wins.
"""

from __future__ import annotations

from pathlib import Path

from ..core.replay import Examples
from .rules import state_from_record

RECORDS = Path(__file__).parent / "records"
EXAMPLES = Examples(RECORDS, state_from_record)
example_names = EXAMPLES.names
replay_example = EXAMPLES.replay

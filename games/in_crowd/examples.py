"""The example plays in ``records/``, replayed through the model.

>>> print(replay_example("votes").state.votes[0])
Vote on mA2: Ann S5 + C3 = 8, Ben M4 = 4; Ann wins and S5 moves up
"""

from __future__ import annotations

from pathlib import Path

from ..core.replay import Examples
from .rules import state_from_record

RECORDS = Path(__file__).parent / "records"
EXAMPLES = Examples(RECORDS, state_from_record)
example_names = EXAMPLES.names
replay_example = EXAMPLES.replay

"""The example plays in ``records/``, replayed through the model.

>>> print(replay_example("votes").state.votes[0])  # doctest: +NORMALIZE_WHITESPACE
Vote on mA2: Ann 5 of Suns + 3 of Crowns = 8, Ben 4 of Moons = 4; Ann wins and the 5 of
Suns moves up
"""

from __future__ import annotations

from pathlib import Path

from ..core.replay import Examples
from .rules import state_from_record

RECORDS = Path(__file__).parent / "records"
EXAMPLES = Examples(RECORDS, state_from_record)
example_names = EXAMPLES.names
replay_example = EXAMPLES.replay

"""The example plays in ``records/``, replayed through the model.

>>> final = replay_example("running-example").state
>>> [t.short() for t in final.tallies()]
['Alice: 11 = 0 + 11 (KD)', 'Bernard: 0 = 0', 'Charlie: 0 = 0']
"""

from __future__ import annotations

from pathlib import Path

from ..core.replay import Examples
from .rules import state_from_record

RECORDS = Path(__file__).parent / "records"
EXAMPLES = Examples(RECORDS, state_from_record)
example_names = EXAMPLES.names
replay_example = EXAMPLES.replay

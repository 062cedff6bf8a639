"""Subdivision (Carlton Noles, 2007): place Looney pyramids on a board, keep your buildings
together, and keep the trailer parks away from your high-rises.

* :mod:`.sets` the sets, boards, default parks and variants;
* :mod:`.rules` the turn and where a pyramid may go;
* :mod:`.scoring` the itemised score;
* :mod:`.board` the plain-text board format;
* :mod:`.examples` the example plays in ``records/``;
* :mod:`.figures` the figure catalogue (the only module here that draws).
"""

from .board import PARK, Board, format_board, parse_board
from .rules import PASS, SubdivisionState, new_game, state_from_record
from .scoring import tally, three_pips
from .sets import SETS, VARIANTS, Rules

__all__ = [
    "PARK", "PASS", "SETS", "VARIANTS", "Board", "Rules", "SubdivisionState", "format_board",
    "new_game", "parse_board", "state_from_record", "tally", "three_pips",
]

"""Subdivision (Carlton Noles, 2007): place Looney pyramids on a board, keep your buildings
together, and keep the trailer parks away from your high-rises.

* :mod:`.options` the sets, boards, default parks and variants;
* :mod:`.moves` the moves as values;
* :mod:`.turn` the kinds of move (park, place, pass): where a pyramid may go, and their words;
* :mod:`.fast` the quick random move and rollout, held to the kinds by tests;
* :mod:`.rules` the position, the end of the game and the tallies, and the position a record's
  header starts;
* :mod:`.header` a record's header;
* :mod:`.scoring` the itemised score;
* :mod:`.board` the plain-text board format;
* :mod:`.examples` the example plays in ``records/``;
* :mod:`.figures` the figure catalogue (the only module here that draws).
"""

from collections.abc import Iterable

from ..core.components import PYRAMID_COLOURS
from ..core.game import About, GameInfo
from ..core.header import Variant
from ..core.protocol import Tally
from . import narrate
from .board import PARK, Board, format_board, parse_board
from .header import HEADER
from .moves import PASS
from .options import SETS, VARIANTS, Rules
from .rules import SubdivisionState, new_game, state_from_record
from .scoring import tally, three_pips

__all__ = [
    "GAME",
    "PARK",
    "PASS",
    "SETS",
    "VARIANTS",
    "Board",
    "Rules",
    "SubdivisionState",
    "format_board",
    "new_game",
    "parse_board",
    "score_board",
    "state_from_record",
    "tally",
    "three_pips",
]


def score_board(text: str, path: str, variants: Iterable[str | Variant] = ()) -> list[Tally]:
    """Tallies for a board in the text format, for each colour on it (Red, Blue, ... order)."""
    chosen = VARIANTS.check(variants)
    board = parse_board(text, path)
    present = set(board.colours())
    return [tally(board, c, chosen) for c in PYRAMID_COLOURS if c in present]


GAME = GameInfo(
    name="subdivision", title="Subdivision", state_from_record=state_from_record,
    score_board=score_board,
    about=About(
        designers="Carlton Noles", year="2007", players="2 to 4",
        time="not stated in the rules; a game has at most {} placements with two players, {} "
        "with three and {} with four ({}, {} and {} with a 3House set)".format(
            *(n * 3 * SETS[name].per_size for name in ("standard", "3house") for n in (2, 3, 4))),
        components="Looney Pyramids (per player 5 of each size, or 3 with a 3House set), a "
        "square board such as a chessboard bandanna, and markers for the parks"),
    narrate=narrate, players_by="count", variants=VARIANTS, agents=("planner",),
    setup=HEADER.offered('set', 'parks'))

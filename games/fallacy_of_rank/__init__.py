"""The Fallacy of Rank (Keith Lacey, Will Schneeberger and Joshua Tempkin, 2004): armies of
piecepack coins led by two pawns each; hidden values, bluff and boosts in combat; the last
player with a pawn wins.

* :mod:`.boards` the 2-, 3- and 4-player boards: corners, neutral strips, the hole, links;
* :mod:`.armies` each player's pieces and tiles, and the setup's waves;
* :mod:`.options` the variants and the options of a game (:class:`~.options.Rules`);
* :mod:`.combat` who wins a combat, before and after boosts, as pure functions;
* :mod:`.moves` the moves as small named tuples;
* :mod:`.turn` the turn, one class per kind of move (place, step, the tile actions, boost,
  pass): its notation, when it is legal and why not, what it does, its legal moves;
* :mod:`.rules` the position: setup in waves, combat with secret boosts, the end, each
  player's view;
* :mod:`.header` the header a record may have: players, suits, the variants and the limit;
* :mod:`.views` what a player sees, and positions as text;
* :mod:`.examples` the example plays in ``records/``;
* :mod:`.figures` the figure catalogue (the only module here that draws).
"""


from ..core.game import About, GameInfo, Information
from . import narrate
from .boards import Board, board_for
from .combat import Battle, fixed, outcome
from .determinize import determinize
from .header import HEADER
from .moves import PASS, Boost, Place, Recover, Step, TileMove
from .options import DEFAULT_LIMIT, VARIANTS, Rules
from .rules import FallacyState, new_game, state_from_record
from .views import View

__all__ = [
    "DEFAULT_LIMIT", "GAME", "PASS", "VARIANTS", "Battle", "Board", "Boost", "FallacyState",
    "Place", "Recover", "Rules", "Step", "TileMove", "View", "board_for",
    "fixed", "new_game", "outcome", "state_from_record",
]

GAME = GameInfo(
    name="fallacy_of_rank", title="The Fallacy of Rank", state_from_record=state_from_record,
    about=About(
        designers="Keith Lacey, Will Schneeberger and Joshua Tempkin", year="2004",
        players="2 to 4", time="15 to 20 minutes a player",
        components="three piecepacks (two will do for 2 players)",
        licence="in the public domain, placed there by its authors"),
    narrate=narrate,
    information=Information.IMPERFECT, determinize=determinize, variants=VARIANTS,
    setup=HEADER.offered('suits', 'limit'))

"""The "In" Crowd (Ian Schreiber and Jeb Havens, 2004): two posses of piecepack coins vote
their way up a three-level pyramid of tiles.

* :mod:`.pyramid` the squares of the three levels and which squares influence which;
* :mod:`.options` the variants, their table and their words;
* :mod:`.header` the header a record may have: players, suits, the variants, and the rules;
* :mod:`.moves` the moves, as named tuples: place, vote, advance, pass;
* :mod:`.turn` the turn, one kind of move at a time: each kind's rule, its effect, its words;
* :mod:`.votes` a vote as it was shown (a :class:`~.votes.Ballot`);
* :mod:`.rules` the position: the board and hands, the end, the scores and each player's view;
* :mod:`.fast` the quick paths: the random move, the playout and a search's scored rollout;
* :mod:`.scoring` what coins on top score;
* :mod:`.examples` the example plays in ``records/``;
* :mod:`.figures` the figure catalogue (the only module here that draws).
"""


from ..core.game import About, GameInfo, Information
from . import narrate
from .determinize import determinize
from .header import HEADER
from .moves import PASS, Advance, Pass, Place, Vote
from .pyramid import Pyramid
from .rules import VARIANTS, Ballot, InCrowdState, Rules, View, new_game, state_from_record
from .scoring import POINTS, points, tally

__all__ = [
    "GAME", "PASS", "POINTS", "VARIANTS", "Advance", "Ballot", "InCrowdState", "Pass", "Place",
    "Pyramid", "Rules", "View", "Vote", "new_game", "points", "state_from_record", "tally",
]

GAME = GameInfo(
    name="in_crowd", title='The "In" Crowd', state_from_record=state_from_record,
    about=About(
        designers="Ian Schreiber and Jeb Havens", year="2004", players="2",
        time="about 40 minutes",
        components="one piecepack: 14 tiles, 24 coins and 4 pawns (its other 10 tiles can "
        "serve as screens)",
        licence="GNU Free Documentation License, version 1.2 or later",
        licence_url="https://www.gnu.org/licenses/fdl.html"),
    narrate=narrate,
    information=Information.IMPERFECT, determinize=determinize, variants=VARIANTS,
    setup=HEADER.offered('suits'))

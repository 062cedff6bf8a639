"""Tabletop Croquet (Mark A. Biggar, 2003): piecepack coins flicked through wickets of tiles,
in the order of nine-wicket croquet.

* :mod:`.course` the layout in tile widths, the order of play, crossing a wicket;
* :mod:`.physics` a flick simulated with pymunk: paths and events;
* :mod:`.players` coin faces and playing order, players' names, each coin's standing;
* :mod:`.options` the variants, and the rules a game is set up with (players, teams, course);
* :mod:`.header` the header a record declares;
* :mod:`.moves` the moves, as values; :mod:`.turn` the phases of a turn and the kinds of move
  (notation, legality, effect, words), and their table; :mod:`.rules` the position, and the
  start a record describes;
* :mod:`.flicks` what a flick earns: its events read in order, fouls, the end of the game;
* :mod:`.words` the table in a player's words; :mod:`.narrate` the game told move by move;
* :mod:`.robot` a computer player that aims, with adjustable skill (:mod:`.agents`: as the
  game's own agent in simulated games);
* :mod:`.examples` the example plays in ``records/``;
* :mod:`.figures` the figure catalogue (the only module here that draws).
"""


from ..core.game import About, GameInfo
from . import narrate
from .course import COIN, Course
from .header import HEADER
from .moves import ROVER
from .options import VARIANTS, Rules
from .physics import simulate
from .players import FACES
from .rules import CroquetState, new_game, state_from_record

__all__ = [
    "COIN", "FACES", "GAME", "HEADER", "ROVER", "VARIANTS", "Course", "CroquetState", "Rules",
    "new_game", "simulate", "state_from_record",
]

GAME = GameInfo(
    name="croquet", title="Tabletop Croquet", state_from_record=state_from_record,
    about=About(
        designers="Mark A. Biggar", year="2003", players="2 to 10", time="40 to 60 minutes",
        components="one piecepack: all 24 tiles (nine wickets of two tiles, two endposts of "
        "three) and a coin per player; a smooth table with room for a course about 4 feet "
        "long and 2 feet wide",
        licence="GNU Free Documentation License, version 1.1 or any later version",
        licence_url="https://www.gnu.org/licenses/old-licenses/fdl-1.1.html"),
    narrate=narrate, continuous=True, agents=("robot",), search="robot", variants=VARIANTS)

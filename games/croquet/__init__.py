"""Tabletop Croquet (Mark A. Biggar, 2003): piecepack coins flicked through wickets of tiles,
in the order of nine-wicket croquet.

* :mod:`.course` the layout in tile widths, the order of play, crossing a wicket;
* :mod:`.physics` a flick simulated with pymunk: paths and events;
* :mod:`.players` coin faces and playing order, teams, variants;
* :mod:`.rules` the turn: extra flicks, the options after a hit, fouls, rovers, Poison;
* :mod:`.robot` a computer player that aims, with adjustable skill;
* :mod:`.examples` the example plays in ``records/``;
* :mod:`.figures` the figure catalogue (the only module here that draws).
"""

"""The "In" Crowd (Ian Schreiber and Jeb Havens, 2004): two posses of piecepack coins vote
their way up a three-level pyramid of tiles.

* :mod:`.pyramid` the squares of the three levels and which squares influence which;
* :mod:`.rules` the turn: placing, voting, the end, and each player's view;
* :mod:`.scoring` what coins on top score;
* :mod:`.examples` the example plays in ``records/``;
* :mod:`.figures` the figure catalogue (the only module here that draws).
"""

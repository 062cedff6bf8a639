"""The "In" Crowd's search: information-set MCTS on positions drawn to fit a player's view
(:class:`games.sim.tuning.Tuning`).

A game is about 100 moves in all, so random rollouts reach the end: 100 iterations a decision,
4 sampled positions for ``pimc``.
"""

from ..sim.tuning import Tuning

TUNING = Tuning(100, 4)

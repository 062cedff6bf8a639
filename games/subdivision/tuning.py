"""Subdivision's search: UCT with the default budget (:class:`games.sim.tuning.Tuning`).

A game is about 30 moves a player, so random rollouts reach the end, and nothing is hidden:
``mcts`` at 200 iterations, rollouts to the end of the game.
"""

from ..sim.tuning import Tuning

TUNING = Tuning()
